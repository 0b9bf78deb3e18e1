// The limits of one extraction: a time budget (the `timeoutMs` option), a size of input
// (`maxBytes`) and of document (`maxElements`). Each ends the extraction with an error that
// carries a `code`, as the batch's error records do, instead of running for minutes or filling the
// heap.
//
// The time budget is a deadline number in the page context (Page.deadline). Stages check it
// between them (`check`), long loops every TICK_EVERY iterations (`tick`), so a check costs a
// counter increment and, now and then, one performance.now(); past it on the wall clock, the
// thread's CPU time decides (a pause is not work). Parsing cannot be interrupted (linkedom),
// which is why the element count is bounded before it.
import { readFileSync } from 'node:fs';
import { TimeoutError, TooComplexError, TooLargeError } from './errors.js';

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
 *  core (issue 34). */
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

/** What the parser (linkedom on htmlparser2) makes of a page's markup, counted over the raw source
 *  without parsing; `cost` is what `maxElements` bounds. */
export interface MarkupCounts {
  /** `<` and a letter: an element. */
  startTags: number;
  /** `</`: a stray `</p>` or `</br>` is an element, and any end tag costs a search of the parser's
   *  stack of open elements (20,000 open <span> and 400,000 stray </div> took 16 s). */
  endTags: number;
  /** `<!` and `<?`: a comment, CDATA section, doctype or processing instruction, one node each. */
  markup: number;
  /** Any other `<` (`<<`, `< `, `<1`, a `<` at the end): htmlparser2 leaves its tag state, ends the
   *  text node before it and starts a new one at it, so 5 MB of `<` made 5 million text nodes
   *  (52.6 s, 2.5 GB: issue 41 #4). */
  bareLt: number;
  /** `&` and `#` or a letter: the parser ends a text node at each (`a&amp;b` is three nodes).
   *  Counted as an element: at a quarter, mutated real pages of 87,000–101,000 references in
   *  1.3 MB were admitted and took 564 MB in extract, past a worker's heap (issue 41's round). */
  references: number;
  /** Every one of the above. */
  tokens: number;
  /** `startTags` + `references` + the other tokens / COST_DIVISOR, rounded up: in element-equivalents (below). */
  cost: number;
}

/** How many text nodes, comments or end tags cost what one element does. Measured with `extract`
 *  on 50,000 of each (node bench/limits/token-cost.mjs): 4.8 KB of RSS a paragraph (an element and
 *  its text unit), 1.5 KB an inline element, 1.0 KB a character reference, 0.75 KB a bare `<`,
 *  next to nothing a stray end tag (its cost is time: the stack search). A real page of 1.1 MB
 *  holds ~50,000 tags and references (issue 41 #5), 40% of them end tags, so counting each as an
 *  element refused it. At a quarter, the worst page of start tags the limit admits is the one it
 *  always admitted, and one of other tokens costs less (docs/reliability.md). References stay
 *  whole: a quarter admitted pages that took 564 MB. */
export const COST_DIVISOR = 4;

/** Count what the parser will make of `html` (MarkupCounts); with `maxCost`, stop and throw a
 *  TooComplexError as soon as the cost passes it. One linear pass, no allocation. */
function countMarkup(html: string, maxCost = Number.POSITIVE_INFINITY): MarkupCounts {
  const limit = maxCost * COST_DIVISOR; // the cost in quarters, checked in integers
  let start = 0;
  let end = 0;
  let markup = 0;
  let bare = 0;
  let refs = 0;
  for (let i = 0; i < html.length; i++) {
    const at = html.charCodeAt(i);
    if (at !== 0x3c /* < */ && at !== 0x26 /* & */) continue;
    const next = html.charCodeAt(i + 1);
    const lower = next | 0x20;
    const letter = lower >= 0x61 && lower <= 0x7a;
    if (at === 0x26) {
      if (!letter && next !== 0x23 /* # */) continue;
      refs++;
    } else if (letter) start++;
    else if (next === 0x2f /* / */) end++;
    else if (next === 0x21 /* ! */ || next === 0x3f /* ? */) markup++;
    else bare++;
    if ((start + refs) * COST_DIVISOR + end + markup + bare > limit) throw new TooComplexError(maxCost);
  }
  const others = end + markup + bare;
  return { startTags: start, endTags: end, markup, bareLt: bare, references: refs, tokens: start + refs + others, cost: start + refs + Math.ceil(others / COST_DIVISOR) };
}

/** The counts of `html` in full: for measuring pages (bench/limits/page-counts.mjs). */
export function markupCounts(html: string): MarkupCounts {
  return countMarkup(html);
}

/** Throw a TooComplexError when what the parser would make of `html` costs more than `maxElements`
 *  elements (MarkupCounts: an element for each start tag and character reference, a quarter for
 *  each end tag, comment and bare `<`, each at most a node or a search of the open elements once
 *  parsed). Parsing cannot be interrupted, so this bounds its time and memory: 2 million
 *  references in 17 MB took 800 MB of heap to parse (the fuzz round's worker out of memory,
 *  although the page had 1,162 tags), 10^6 stray `</p>` or comments 21–52 s (issue 34), 5 MB of
 *  `<` 52.6 s and 2.5 GB (issue 41). An upper bound: an end tag that closes an element adds no
 *  node, and a `<b` or an `&x` inside a script, a comment or an attribute counts too (at most
 *  13,321 on a real page: bench/limits/page-counts.mjs). */
export function checkElements(html: string, maxElements: number): void {
  if (html.length <= 2 * maxElements) return; // every element-equivalent takes at least two characters
  countMarkup(html, maxElements);
}
