// The limits of one extraction: a time budget (the `timeoutMs` option), a size of input
// (`maxBytes`) and of document (`maxElements`). Each ends the extraction with an error that
// carries a `code`, as the batch's error records do, instead of running for minutes or filling the
// heap.
//
// The time budget is a deadline number in the page context (Page.deadline). Stages check it
// between them (`check`), long loops every TICK_EVERY iterations (`tick`), so a check costs a
// counter increment and, now and then, one performance.now(); past it on the wall clock, the
// thread's CPU time decides (a pause is not work). Parsing cannot be interrupted (linkedom),
// which is why the element count is bounded before it (dom/markup-counts.ts).
import { readFileSync } from 'node:fs';
import { TimeoutError, TooLargeError } from './errors.js';

export { NotHtmlError, TimeoutError, TooComplexError, TooLargeError, TooMuchTextError } from './errors.js';

/** Throw a TooLargeError when the input is longer than `maxBytes`: bytes as they are, a string in
 *  UTF-8 (measured without encoding it, and only when its length leaves a doubt). */
export function checkSize(input: string | Uint8Array, maxBytes: number): void {
  const size = typeof input !== 'string' ? input.length : input.length > maxBytes || 3 * input.length <= maxBytes ? input.length : utf8Length(input);
  if (size > maxBytes) throw new TooLargeError(maxBytes);
}

/** The length of `text` in UTF-8, as Buffer.byteLength gives it (a lone surrogate is written as
 *  U+FFFD, three bytes), without Buffer: the browser build has none. */
export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Loop iterations between two reads of the clock in `tick`: a power of two, so the test is a mask. */
const TICK_EVERY = 1024;

let cpuFile: string | undefined = '/proc/thread-self/schedstat';

/** The CPU time of the calling thread in ms, where the system tells it (Linux's schedstat of the
 *  thread, in ns), else undefined. Node 20 has no clock of its own for it: process.cpuUsage()
 *  counts every thread of the process, and process.threadCpuUsage() came with Node 23.9. A read
 *  costs ~25 µs, so a budget reads it only once the wall clock says the time is up. */
export function threadCpuMs(): number | undefined {
  if (cpuFile === undefined) return undefined;
  try {
    return Number(readFileSync(cpuFile, 'latin1').slice(0, 24).split(' ')[0]) / 1e6;
  } catch {
    cpuFile = undefined;
    return undefined;
  }
}

/** The clocks of every budget, read at each use, so that a test can replace them (vi.spyOn). */
export const clocks = {
  /** Wall-clock time in ms. */
  wall: (): number => performance.now(),
  /** CPU time of the calling thread in ms, or undefined. */
  cpu: (): number | undefined => threadCpuMs(),
};

/** Work done since `start` (its value): thread CPU time where the system tells it, else wall time.
 *  What a page's time limit counts in batch. */
export function workClock(): () => number {
  return clocks.cpu() === undefined ? () => clocks.wall() : () => clocks.cpu() ?? clocks.wall();
}

/** A time budget: `at` is the deadline on the clock `now` (the wall clock unless a test gives its
 *  own). With a `cpu` deadline too, the budget counts the thread's work, not the time it was not
 *  running: when the wall clock says the time is up, the thread's CPU time decides, and while it is
 *  under its deadline the wall deadline moves on by the CPU time left (the thread cannot use CPU
 *  faster than the wall clock runs). A batch paused for 15 s (Ctrl-Z, SIGSTOP, a suspended laptop)
 *  turned every page in flight into a timeout; so did a machine so loaded that a page waited for a
 *  core. */
export class Deadline {
  #ticks = 0;
  #at: number;
  constructor(
    at: number,
    readonly budgetMs: number,
    private readonly now: () => number = () => clocks.wall(),
    private readonly cpu?: { readonly at: number; readonly now: () => number | undefined },
  ) {
    this.#at = at;
  }

  /** The deadline on the wall clock, as far as it is known. */
  get at(): number {
    return this.#at;
  }

  /** Throw a TimeoutError when the deadline has passed. */
  check(stage: string): void {
    if (this.now() <= this.#at) return;
    const used = this.cpu?.now();
    if (used !== undefined && used <= this.cpu!.at) {
      this.#at = this.now() + (this.cpu!.at - used);
      return;
    }
    throw new TimeoutError(this.budgetMs, stage);
  }

  /** `check` once every TICK_EVERY calls: for the inner loops. */
  tick(stage: string): void {
    if ((++this.#ticks & (TICK_EVERY - 1)) === 0) this.check(stage);
  }
}

/** No budget: every check passes without reading the clock. */
export const NO_DEADLINE: Deadline = new (class extends Deadline {
  override check(): void {}
  override tick(): void {}
})(Number.POSITIVE_INFINITY, 0);

/** A budget of `timeoutMs` from now; 0 is none. It counts the thread's CPU time where the system
 *  tells it (clocks.cpu), unless a test gives its own wall clock `now` and no `cpu`. */
export function deadlineIn(timeoutMs: number, now?: () => number, cpu?: () => number | undefined): Deadline {
  if (timeoutMs <= 0) return NO_DEADLINE;
  const wall = now ?? (() => clocks.wall());
  const cpuNow = now === undefined ? (cpu ?? (() => clocks.cpu())) : cpu;
  const start = cpuNow?.();
  return new Deadline(wall() + timeoutMs, timeoutMs, wall, start === undefined ? undefined : { at: start + timeoutMs, now: cpuNow! });
}
