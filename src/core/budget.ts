// The limits of one extraction: a time budget (the `timeoutMs` option) and a size of document
// (`maxElements`). Both end the extraction with an error that carries a `code`, as the batch's
// error records do, instead of running for minutes or filling the heap.
//
// The time budget is a deadline number in the page context (Page.deadline). Stages check it
// between them (`check`), long loops every TICK_EVERY iterations (`tick`), so a check costs a
// counter increment and, now and then, one performance.now(). Parsing cannot be interrupted
// (linkedom), which is why the element count is bounded before it.

/** Thrown when an extraction runs past its time budget. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
  readonly code = 'timeout';
  constructor(
    readonly timeoutMs: number,
    /** Where it stopped, e.g. `units`, `textrank`. */
    readonly stage: string,
  ) {
    super(`extraction took longer than its ${timeoutMs} ms budget (stopped in ${stage})`);
  }
}

/** Thrown before parsing a page with more nodes than `maxElements`. */
export class TooComplexError extends Error {
  override name = 'TooComplexError';
  readonly code = 'too_complex';
  constructor(readonly maxElements: number) {
    super(`page has more than ${maxElements} nodes (tags, comments and character references), the maxElements limit; it is not parsed`);
  }
}

/** Thrown before decoding or parsing an input larger than `maxBytes`. */
export class TooLargeError extends Error {
  override name = 'TooLargeError';
  readonly code = 'too_large';
  constructor(readonly maxBytes: number) {
    super(`input is larger than ${maxBytes} bytes, the maxBytes limit; it is not parsed`);
  }
}

/** Thrown for an input that is binary data, not text (a share of NULs and other C0 controls). */
export class NotHtmlError extends Error {
  override name = 'NotHtmlError';
  readonly code = 'not_html';
  constructor() {
    super('input looks binary, not like HTML');
  }
}

/** Throw a TooLargeError when the input is longer than `maxBytes`: bytes as they are, a string in
 *  UTF-8 (measured without encoding it, and only when its length leaves a doubt). */
export function checkSize(input: string | Uint8Array, maxBytes: number): void {
  const size = typeof input !== 'string' ? input.length : input.length > maxBytes || 3 * input.length <= maxBytes ? input.length : Buffer.byteLength(input, 'utf8');
  if (size > maxBytes) throw new TooLargeError(maxBytes);
}

/** Loop iterations between two reads of the clock in `tick`: a power of two, so the test is a mask. */
const TICK_EVERY = 1024;

/** A time budget: `at` is the deadline on the clock `now` (performance.now() unless a test gives
 *  its own). */
export class Deadline {
  #ticks = 0;
  constructor(
    readonly at: number,
    readonly budgetMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Throw a TimeoutError when the deadline has passed. */
  check(stage: string): void {
    if (this.now() > this.at) throw new TimeoutError(this.budgetMs, stage);
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

/** A budget of `timeoutMs` from now; 0 is none. */
export function deadlineIn(timeoutMs: number, now: () => number = () => performance.now()): Deadline {
  return timeoutMs > 0 ? new Deadline(now() + timeoutMs, timeoutMs, now) : NO_DEADLINE;
}

/** Throw a TooComplexError when `html` has more markup tokens than `maxElements`: a count over the
 *  raw source, without parsing, of `<` followed by a letter (a start tag), `/` (an end tag), `!` (a
 *  comment, CDATA section or doctype) or `?` (a processing instruction), and of `&` followed by
 *  `#` or a letter (a character reference). The parser makes at most one node of each: linkedom
 *  splits text at every character reference (2 million entities in 17 MB took 800 MB of heap to
 *  parse, the fuzz round's worker out of memory although the page had 1,162 tags), and a stray
 *  `</p>` or `</br>` is an element (the HTML parser opens what it closes), a comment or CDATA
 *  section a node (10^6 of them took 21–52 s to parse and up to 1 GB, with only start tags
 *  counted: issue 34). An upper bound (an end tag that closes an element adds none, and a `<b` or
 *  an `&x` inside a script, a comment or an attribute counts too: at most 21,646 on a real page,
 *  dragnet's T55), taken in one linear pass without allocating and stopped as soon as the limit
 *  is passed. */
export function checkElements(html: string, maxElements: number): void {
  if (html.length <= 2 * maxElements) return; // every token takes at least two characters
  let n = 0;
  for (let i = 0; i < html.length; i++) {
    const at = html.charCodeAt(i);
    if (at !== 0x3c /* < */ && at !== 0x26 /* & */) continue;
    const next = html.charCodeAt(i + 1);
    const lower = next | 0x20;
    const token = (lower >= 0x61 && lower <= 0x7a) /* a letter */ || (at === 0x3c ? next === 0x2f || next === 0x21 || next === 0x3f /* </ <! <? */ : next === 0x23); /* &# */
    if (token && ++n > maxElements) throw new TooComplexError(maxElements);
  }
}
