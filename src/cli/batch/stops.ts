// How a batch hears that it must stop: Ctrl-C, or a SIGTERM/SIGHUP from a job runner or a closed
// terminal, or (under the launcher, cli/relaunch.ts) the launcher's message or its going away. The
// first stop asks the run to stop reading, finish the pages in flight, flush, print the summary and
// exit 128 + the signal's number, so the output ends on a whole line and --resume picks up from
// there. A second signal quits at once. Under the launcher a stop comes by two routes, a signal of
// our own and the launcher's message: `timeout` signals the whole process group, so one SIGTERM
// arrives by both, and only a second one by the same route counts as a second signal.
import { constants } from 'node:os';
import { LAUNCHER_ENV, type StopMessage } from '../relaunch.js';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

type StopRoute = 'signal' | 'launcher';

/** The stops a batch run listens for, from `watchStops` until `release`. */
export interface Stops {
  /** The signal that stopped the run (SIGHUP when the launcher went away), if one did. */
  readonly signal: NodeJS.Signals | undefined;
  /** The launcher went away (killed with SIGKILL). */
  readonly launcherGone: boolean;
  /** Stop listening. */
  release(): void;
}

/** The exit code of a run stopped by `signal`: 128 + its number. */
export function signalExitCode(signal: NodeJS.Signals): number {
  return 128 + constants.signals[signal];
}

/** Listen for the stops; `onStop` runs on the first (abort the fetches, stop the hosts' queues). */
export function watchStops(onStop: () => void): Stops {
  let interrupted: NodeJS.Signals | undefined;
  let launcherGone = false;
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
  // The launcher gone (killed with SIGKILL): nobody waits for this run any more, and a
  // --resume may follow; stop as on SIGHUP, so that the output ends on a whole line.
  const onDisconnect = (): void => {
    launcherGone = true;
    if (!interrupted) interrupted = 'SIGHUP';
    onStop();
  };
  const watched = process.env[LAUNCHER_ENV] !== undefined && process.channel !== undefined;
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
    get launcherGone() {
      return launcherGone;
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
