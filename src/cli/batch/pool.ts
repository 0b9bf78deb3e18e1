// The worker pool of `cedst batch` (piscina). A task that runs past the time limit is aborted,
// which terminates its thread, and piscina starts a fresh one; a thread that dies (out of memory)
// is replaced the same way. Either way the caller gets an error record, never a rejection.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { Piscina } from 'piscina';
import type { ResolvedOptions } from '../../options/resolve.js';
import type { InputRecord } from '../../core/types.js';
import { errorRecord, type OutputRecord, type RecordFormat } from './output.js';
import type { Task } from './worker.js';
import { Gate, recycleBefore, weigh } from './heavy.js';

// Node 20 has Atomics.waitAsync; the ES2022 lib does not declare it.
type WaitAsync = (a: Int32Array, index: number, value: number) => { async: false; value: string } | { async: true; value: Promise<string> };
const waitAsync = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync;

export interface PoolOptions {
  /** Worker threads. Default: the number of CPUs. */
  workers?: number;
  /** Per-page time limit in ms, counted from when a thread starts on the page (0: none). The
   *  worker's extraction stops itself at it (the `timeoutMs` option); the thread is terminated
   *  only when a page runs HARD_LIMIT_GRACE_MS past it, in a stretch without checks (parsing). */
  timeoutMs: number;
  /** Old-generation heap limit of each thread, in MB. */
  workerMemoryMb: number;
  maxBytes: number;
  /** Resolved once for the run (the workers take them as they are). */
  options: ResolvedOptions;
  /** How the article goes into each record (`--format`, `--links`). */
  render?: RecordFormat;
  /** Resident MB a heavy page may be projected to reach on the threads as they are (default
   *  RECYCLE_BOUND_MB in heavy.ts). */
  recycleBoundMb?: number;
}

/** V8's --max-old-space-size, when the process has it (the launcher gives the batch child 256 MB
 *  for its main thread; a user may set it in NODE_OPTIONS), outranks a worker's resourceLimits:
 *  every thread would get that limit whatever --worker-memory says. V8 reads the flag when it
 *  makes an isolate, so clearing it now, after the main thread's heap was sized, leaves the main
 *  thread's limit as it is and lets each new worker take its limit from resourceLimits. The same
 *  holds for --max-semi-space-size (the launcher gives the main thread 1 MB semi-spaces), which
 *  would outrank the workers' maxYoungGenerationSizeMb. */
function letWorkersFollowResourceLimits(): void {
  setFlagsFromString('--max-old-space-size=0');
  setFlagsFromString('--max-semi-space-size=0');
}

/** How far past the time limit a page may run before its thread is terminated: a page stopped by
 *  its own deadline costs no new thread (and its warm-up); this one is for what cannot check. */
export const HARD_LIMIT_GRACE_MS = 2_000;

/** The CPU time, in ms, of a thread of this process, by its system id; undefined when not told. */
export function taskCpuMs(tid: number): number | undefined {
  if (tid <= 0) return undefined;
  try {
    return Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'latin1').split(' ')[0]) / 1e6;
  } catch {
    return undefined;
  }
}

/** What the worker gets: the task plus where to flag that it started. */
export interface PoolTask extends Task {
  started?: { flags: Int32Array; slot: number };
}

export class BatchPool {
  readonly workers: number;
  private piscina: Piscina<PoolTask, OutputRecord>;
  /** How many times the threads were started afresh before a heavy page (recycleBefore). */
  recycled = 0;
  // One flag per in-flight task, shared with the threads: the worker sets its flag when it starts,
  // so the time limit counts running time, not time queued behind a thread being (re)started. The
  // second half holds the id of the thread that took each task (0: not told).
  private readonly flags: Int32Array;
  private readonly free: number[];
  private readonly gate = new Gate();

  constructor(private readonly opts: PoolOptions) {
    letWorkersFollowResourceLimits();
    this.workers = opts.workers ?? availableParallelism();
    const slots = this.workers * 4;
    this.flags = new Int32Array(new SharedArrayBuffer(8 * slots));
    this.free = Array.from({ length: slots }, (_, i) => slots - 1 - i);
    this.piscina = this.startThreads();
  }

  /** A set of threads (each warms up as it loads: worker.ts). */
  private startThreads(): Piscina<PoolTask, OutputRecord> {
    const piscina = new Piscina<PoolTask, OutputRecord>({
      filename: new URL('./worker.js', import.meta.url).href,
      minThreads: this.workers,
      maxThreads: this.workers,
      // A 16 MB young generation (V8's default is larger) lowered the peak RSS of a 2-thread run
      // by ~15% with no loss of speed (docs/performance.md).
      resourceLimits: { maxOldGenerationSizeMb: this.opts.workerMemoryMb, maxYoungGenerationSizeMb: 16 },
    });
    // piscina emits 'error' when a result comes for a task it no longer holds (a page that
    // finished just as its time limit aborted it: the page already has its timeout record) and
    // when a thread dies holding no task (piscina replaces it). Unheard, either event ended the
    // whole batch with an uncaught error; neither affects a page, so the first is dropped and
    // the second gets one line on stderr.
    piscina.on('error', (err: Error) => {
      const message = String(err?.message ?? err);
      if (message.startsWith('Unexpected message from Worker')) return;
      process.stderr.write(`cedst: a worker thread died between pages (${message.slice(0, 200)}); it was replaced\n`);
    });
    return piscina;
  }

  /** Tasks the pool can hold before run() must wait: a running one and a queued one per thread. */
  get capacity(): number {
    return this.workers * 2;
  }

  /** Extract one record on a worker thread. Never rejects. A heavy page (one weigh() does not
   *  call light) waits until no other page is in flight and runs alone, on fresh threads when the
   *  memory the process holds and the page's projected rise would pass the bound (recycleBefore);
   *  its time limit counts from when its thread starts on it. */
  async run(record: InputRecord): Promise<OutputRecord> {
    const weight = weigh(record);
    const alone = weight !== 'light';
    await this.gate.enter(alone);
    try {
      if (alone && recycleBefore(record, process.memoryUsage.rss() / (1024 * 1024), this.opts.recycleBoundMb, weight)) {
        this.recycled++;
        await this.piscina.destroy();
        this.piscina = this.startThreads();
      }
      return await this.runNow(record);
    } finally {
      this.gate.leave(alone);
    }
  }

  private async runNow(record: InputRecord): Promise<OutputRecord> {
    const slot = this.free.pop();
    if (slot === undefined) throw new Error('BatchPool.run: more tasks in flight than slots');
    Atomics.store(this.flags, slot, 0);
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const wait = waitAsync(this.flags, slot, 0);
    // The limit counts the thread's work: when the timer fires and the thread has used less CPU
    // than the limit on this page (the batch was paused, or the thread waited for a core), the
    // timer is set again for what is left. A thread whose CPU time cannot be read is terminated
    // by the wall clock, as before.
    const limit = this.opts.timeoutMs + HARD_LIMIT_GRACE_MS;
    const arm = (): void => {
      if (settled || this.opts.timeoutMs <= 0) return;
      const tid = Atomics.load(this.flags, this.flags.length / 2 + slot);
      const cpu0 = taskCpuMs(tid);
      const expire = (): void => {
        const used = cpu0 === undefined ? undefined : taskCpuMs(tid);
        if (!settled && used !== undefined && used - cpu0! < limit) timer = setTimeout(expire, Math.max(50, limit - (used - cpu0!)));
        else abort.abort();
      };
      timer = setTimeout(expire, limit);
    };
    if (wait.async) void wait.value.then(arm);
    else arm();
    try {
      const task: PoolTask = { record, options: this.opts.options, maxBytes: this.opts.maxBytes, render: this.opts.render, started: { flags: this.flags, slot } };
      return await this.piscina.run(task, { signal: abort.signal });
    } catch (err) {
      if (abort.signal.aborted) return errorRecord(record, 'timeout', `extraction took longer than ${this.opts.timeoutMs} ms and could not stop itself; its worker was replaced`);
      const e = err as NodeJS.ErrnoException;
      const why = e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `worker ran out of memory (limit ${this.opts.workerMemoryMb} MB)` : (e.message ?? String(err));
      return errorRecord(record, 'worker_crash', `${why}; the worker was replaced`);
    } finally {
      settled = true;
      clearTimeout(timer);
      // Release a waiter whose task never started (its thread died first).
      Atomics.store(this.flags, slot, 2);
      Atomics.store(this.flags, this.flags.length / 2 + slot, 0);
      Atomics.notify(this.flags, slot);
      this.free.push(slot);
    }
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}
