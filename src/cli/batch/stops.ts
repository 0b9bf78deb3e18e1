// How a batch hears that it must stop: Ctrl-C, or a SIGTERM/SIGHUP from a job runner or a closed
// terminal, or (under the launcher, cli/relaunch.ts) the launcher's message. The first stop asks the run to stop reading, finish the pages in flight, flush, print the summary and
// exit 128 + the signal's number, so the output ends on a whole line and --resume picks up from
// there. A second signal quits at once. Under the launcher a stop comes by two routes, a signal of
// our own and the launcher's message: `timeout` signals the whole process group, so one SIGTERM
// arrives by both, and only a second one by the same route counts as a second signal.
// The launcher gone (SIGKILL from a supervisor: Slurm's limit, a container stop) is not a stop but
// an end: nobody waits for the run any more and a retry with --resume may already have started, so
// the child exits at once and writes nothing more (exitIfOrphaned, before every write).
import { constants } from 'node:os';
import { LAUNCHER_ENV, type StopMessage } from '../relaunch.js';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

type StopRoute = 'signal' | 'launcher';

/** The stops a batch run listens for, from `watchStops` until `release`. */
export interface Stops {
  /** The signal that stopped the run (SIGHUP when the launcher went away), if one did. */
  readonly signal: NodeJS.Signals | undefined;
  /** Stop listening. */
  release(): void;
}

/** The exit code of a run stopped by `signal`: 128 + its number. */
export function signalExitCode(signal: NodeJS.Signals): number {
  return 128 + constants.signals[signal];
}

/** The launcher's pid, when this process is a batch child the launcher started and watches. */
function launcherPid(): number | undefined {
  const pid = Number(process.env[LAUNCHER_ENV]);
  return Number.isInteger(pid) && pid > 0 && process.channel !== undefined ? pid : undefined;
}

const LAUNCHER = launcherPid();

/** Exit at once, writing nothing more, when the launcher that started this batch child is gone
 *  (its parent is no longer the launcher: the kernel gave it another when the launcher died).
 *  Called before every write of the output and when the IPC channel closes. */
export function exitIfOrphaned(): void {
  if (LAUNCHER === undefined || process.ppid === LAUNCHER) return;
  try {
    process.stderr.write('cedst: the cedst launcher is gone: stopping without writing more (--resume completes the output)\n');
  } catch {
    // stderr may have gone with the launcher's terminal.
  }
  // The lock file goes on the exit event (lock.ts).
  process.exit(signalExitCode('SIGHUP'));
}

/** Listen for the stops; `onStop` runs on the first (abort the fetches, stop the hosts' queues). */
export function watchStops(onStop: () => void): Stops {
  let interrupted: NodeJS.Signals | undefined;
  const seen: Record<StopRoute, number> = { signal: 0, launcher: 0 };
  const stop = (sig: NodeJS.Signals, route: StopRoute): void => {
    if (++seen[route] > 1 || (interrupted && sig !== interrupted)) process.exit(signalExitCode(interrupted ?? sig));
    interrupted ??= sig;
    onStop();
  };
  const onSignal = (sig: NodeJS.Signals): void => stop(sig, 'signal');
  for (const sig of STOP_SIGNALS) process.on(sig, onSignal);
  const onMessage = (m: unknown): void => {
    const sig = (m as Partial<StopMessage> | null)?.cedstStop;
    if (sig && (STOP_SIGNALS as readonly string[]).includes(sig)) stop(sig, 'launcher');
  };
  // The channel closes when the launcher dies; a launcher that exits normally waits for this
  // process first, so a closed channel with the launcher still the parent is nothing to act on.
  const onDisconnect = (): void => exitIfOrphaned();
  const watched = LAUNCHER !== undefined;
  if (watched) {
    process.on('message', onMessage);
    process.on('disconnect', onDisconnect);
    // The channel must not keep the process alive once the batch is done.
    process.channel!.unref();
  }
  return {
    get signal() {
      return interrupted;
    },
    release() {
      for (const sig of STOP_SIGNALS) process.off(sig, onSignal);
      if (watched) {
        process.off('message', onMessage);
        process.off('disconnect', onDisconnect);
      }
    },
  };
}
