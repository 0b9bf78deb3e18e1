// `cedst batch` runs in a node started with --single-threaded-gc. V8's parallel and concurrent
// collectors post their work to helper threads that every thread of the process shares; when the
// batch keeps every core busy extracting, each collection waits for helpers that have no core to
// run on. Collecting on the extracting thread itself was measured 26% faster with two workers
// (docs/performance.md). The flag cannot be set once node runs (V8 aborts), so the launcher starts
// the batch in a child node with it. This module is imported before the library so that the
// waiting parent stays a bare node process.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

export const BATCH_NODE_FLAGS: readonly string[] = ['--single-threaded-gc'];

/** The batch's main thread reads records and writes lines, with a few pages in flight: a bounded
 *  old generation keeps V8 from letting its garbage pile up (about 150 MB less at peak on the
 *  evaluation pages). Not set when the user gave node a limit of their own. */
const MAIN_HEAP_FLAG = '--max-old-space-size=256';

/** The main thread's live data is a few records and lines (~20 MB of heap), but V8 grew its young
 *  generation to two 16 MB semi-spaces, which stay committed: 47–48 MB of heap in all. With 1 MB
 *  semi-spaces it holds 22 MB (evaluation pages, -w2). The workers are unaffected: like the old
 *  generation's flag, this one is cleared before they are made (pool.ts), so their young generation
 *  follows resourceLimits. Not set when the user gave node a young generation of their own. */
const MAIN_YOUNG_FLAG = '--max-semi-space-size=1';

/** glibc gives every thread that calls malloc an arena of its own, up to eight per core, and
 *  keeps freed memory in each; with a reader, two workers and V8's helper threads the batch's
 *  resident set grew by ~30–50 MB of such slack. Two arenas cost no speed on the evaluation pages
 *  (docs/performance.md). A value the user set is kept. */
export function batchChildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return env.MALLOC_ARENA_MAX === undefined ? { ...env, MALLOC_ARENA_MAX: '2' } : env;
}

/** Set to any value to run the batch in the launcher's own process, with node's default GC. */
export const NO_RELAUNCH_ENV = 'CEDST_NO_RELAUNCH';

/** Set by the launcher in the child's environment to its own pid: the child has an IPC channel to
 *  the launcher and watches it, and checks that the launcher is still its parent before it writes
 *  a line; once the launcher is gone (killed with SIGKILL) the child exits at once without writing
 *  more, so that it never outlives its launcher nor races a `--resume` that follows. */
export const LAUNCHER_ENV = 'CEDST_LAUNCHER_IPC';

/** A stop request the launcher passes on over the IPC channel. */
export interface StopMessage {
  cedstStop: NodeJS.Signals;
}

/** Does this command line start a batch that should run under BATCH_NODE_FLAGS? */
export function wantsRelaunch(argv: readonly string[], execArgv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  return argv[2] === 'batch' && env[NO_RELAUNCH_ENV] === undefined && !BATCH_NODE_FLAGS.every((f) => execArgv.includes(f));
}

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** The same signal heard again by the launcher within this many ms is the same stop, not a second
 *  one (see `relaunch`); a user's second signal to force the stop comes later than that. */
export const SAME_STOP_MS = 1_000;

/** Run the same command line in a child node with BATCH_NODE_FLAGS, sharing stdin, stdout and
 *  stderr; resolves to its exit code. SIGINT, SIGTERM and SIGHUP sent to the launcher's pid (the
 *  one `$!` and `ps` show) are passed on over the IPC channel, which the child tells apart from a
 *  signal of its own: a terminal's Ctrl-C and `timeout` signal the whole process group, and the
 *  same signal arriving by both routes must not count as a second one. */
export function relaunch(argv: readonly string[]): Promise<number> {
  const own = (flag: string): boolean => process.execArgv.some((f) => f.startsWith(flag));
  const heap = [...(own('--max-old-space-size') ? [] : [MAIN_HEAP_FLAG]), ...(own('--max-semi-space-size') ? [] : [MAIN_YOUNG_FLAG])];
  const child = spawn(process.execPath, [...process.execArgv, ...BATCH_NODE_FLAGS, ...heap, ...argv.slice(1)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...batchChildEnv(process.env), [LAUNCHER_ENV]: String(process.pid) },
  });
  const forwarded: Partial<Record<NodeJS.Signals, number>> = {};
  const forwards = FORWARDED.map((sig) => {
    const f = (): void => {
      // coreutils `timeout` sends its signal to its child and then to the child's group, so the
      // launcher hears one stop twice at once: passed on twice, the batch took the second for a
      // user's second signal and quit without its summary.
      const now = performance.now();
      if (forwarded[sig] !== undefined && now - forwarded[sig]! < SAME_STOP_MS) return;
      forwarded[sig] = now;
      const message: StopMessage = { cedstStop: sig };
      if (child.connected) child.send(message);
      else child.kill(sig);
    };
    process.on(sig, f);
    return [sig, f] as const;
  });
  return new Promise((resolve) => {
    child.on('error', (err) => {
      process.stderr.write(`cedst: cannot start the batch process: ${err.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      for (const [sig, f] of forwards) process.off(sig, f);
      // A child killed by a signal: say so, and report it the shell's way (128 + signal number).
      if (code === null && signal) {
        const why = signal === 'SIGKILL' ? ' (out of memory? the kernel kills with SIGKILL)' : '';
        process.stderr.write(`cedst: the batch process was killed by ${signal}${why}\n`);
      }
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}
