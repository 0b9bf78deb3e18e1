// Which pages are heavy: each runs alone in the pool (pool.ts), no other page beside it. Size alone missed
// small pages of heavy content (deep or dense markup, long Han text): isHeavy reads both.
import type { InputRecord } from '../../core/types.js';
import { contentTypeCharset, declaredCharset, normalizeCharset } from '../../input/decode.js';

/** Pages of at least this many bytes (or characters) run alone (a worker collects its
 *  garbage after any page that left a large heap: COLLECT_ABOVE_BYTES in worker.ts). Such a page
 *  can take 150–250 MB of a worker's heap (a 2 MB text node, a 2,000×20 table); two
 *  at once on top of two workers' jieba dictionaries (~65 MB each) took a 2-worker batch over
 *  500 MB. 24 of the 2,816 evaluation pages (0.9%) are this large. */
export const HEAVY_PAGE_BYTES = 512 * 1024;

/** Pages with at least this many `<` are heavy whatever their size: markup that deep or dense (a
 *  mutated page nested 20,000 deep, thousands of stray tokens) took 150–230 MB in `extract` at
 *  230–460 KB, and two at once took a 10,000-input fuzz round to 617 MB (seed 41).
 *  4 of the 3,545 shared pages have this many. */
export const HEAVY_MARKUP = 10_000;

/** Pages with at least this many characters of three UTF-8 bytes (Han, kana, Hangul, and also
 *  curly quotes and dashes) are heavy: long Han text swells the segmenter's memory (a 450 KB page
 *  of 30,000 took 277 MB). 3 of the shared pages have this many. */
export const HEAVY_WIDE_CHARS = 10_000;

/** The size of a record's page as it arrives, before decoding. */
export function recordSize(record: InputRecord): number {
  return record.bytes?.length ?? record.html?.length ?? 0;
}

/** Pages whose start tags outnumber their end tags by at least this many are heavy: markup that
 *  deep (a mutated page of 265 KB with 8,513 `<` and 486 end tags) ran beside another deep page
 *  and took a 10,000-input fuzz batch to 606 MB. None of the 3,949 shared pages has this many
 *  (void elements such as `<br>` and `<img>` and unclosed `<p>` count); 91 of the seed-12 fuzz
 *  round's 10,000 pages do, 84 of them nested deep. */
export const HEAVY_UNCLOSED = 4_000;

/** Encodings that write a Han character (or kana, or Hangul) in two bytes, the first from 0x81:
 *  in a page that declares one, every such pair decodes to a wide character. A page of combining
 *  accents declared GB2312 (two UTF-8 bytes each, so not counted as wide) decoded to 100,000 Han
 *  characters at 476 KB and took `cedst batch` on it alone to 378 MB. */
const DOUBLE_BYTE = new Set(['gb18030', 'big5', 'shift_jis', 'euc-jp', 'euc-kr']);

/** Does the page declare (in its Content-Type or its head) an encoding of DOUBLE_BYTE? */
function declaresDoubleByte(record: InputRecord, bytes: Uint8Array): boolean {
  const name = normalizeCharset(contentTypeCharset(record.contentType) ?? declaredCharset(bytes));
  return name !== undefined && DOUBLE_BYTE.has(name);
}

/** Does the page run alone (no other page in flight beside it)? By its size, or by what it holds:
 *  its `<`, its start tags beyond its end tags, and its wide characters (counted on the raw bytes,
 *  before decoding: the leads of three-byte UTF-8 characters, or of two-byte pairs in a page that
 *  declares a DOUBLE_BYTE encoding; in a page that came decoded, characters from U+0800). One
 *  pass: a fraction of a millisecond on the main thread for a page of 500 KB. */
export function isHeavy(record: InputRecord): boolean {
  return weigh(record) !== 'light';
}

/** How a page weighs: `light` pages run together; `large` ones run alone for their size (real pages
 *  among them: 5% of recent English articles are 512 KB or more); `dense` ones run alone for what
 *  they hold (markup, unclosed tags, wide characters), which real pages rarely do. */
export type Weight = 'light' | 'large' | 'dense';

export function weigh(record: InputRecord): Weight {
  if (recordSize(record) >= HEAVY_PAGE_BYTES) return 'large';
  let markup = 0;
  let ends = 0;
  let wide = 0;
  if (record.bytes) {
    const bytes = record.bytes;
    const pairs = declaresDoubleByte(record, bytes);
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i]!;
      if (b === 0x3c) {
        markup++;
        if (bytes[i + 1] === 0x2f) ends++;
      } else if (pairs ? b >= 0x81 : b >= 0xe0 && b < 0xf0) {
        wide++;
        if (pairs) i++; // the pair's second byte may be any value from 0x40
      } else continue;
      if (markup >= HEAVY_MARKUP || wide >= HEAVY_WIDE_CHARS) return 'dense';
    }
  } else if (record.html) {
    const html = record.html;
    for (let i = 0; i < html.length; i++) {
      const c = html.charCodeAt(i);
      if (c === 0x3c) {
        markup++;
        if (html.charCodeAt(i + 1) === 0x2f) ends++;
      } else if (c >= 0x800 && (c < 0xd800 || c > 0xdfff)) wide++;
      else continue;
      if (markup >= HEAVY_MARKUP || wide >= HEAVY_WIDE_CHARS) return 'dense';
    }
  }
  return markup - 2 * ends >= HEAVY_UNCLOSED ? 'dense' : 'light';
}

/** What a heavy page may add to the process's resident memory while it runs, in MB. Measured with
 *  `cedst batch -w 2` (the rise of RSS over each heavy page, sampled every 10 ms): over 178 heavy
 *  pages of a fuzz round's stretch, a dense page under 512 KB rose at most 89 MB, and an 18.9 MB
 *  page 113 MB (150 MB alone on fresh threads: 7.9 bytes per byte); over 135 real pages of 0.5–2.5
 *  MB, at most 16 MB (6.4 bytes per byte). */
export const DENSE_RISE_MB = 100;
export const LARGE_RISE_PER_BYTE = 8;

/** The resident size a heavy page may be projected to reach before the threads are started
 *  afresh under it (pool.ts): 40 MB under the 600 MB the fuzz harness allows `-w 2`. Real
 *  batches stay below it: before the heavy pages of every 6th shared page and the 114 shared
 *  pages of 512 KB or more, the process held 409 MB at the median and 429 MB at most. */
export const RECYCLE_BOUND_MB = 560;

/** Should the threads be started afresh before this heavy page, the process holding `residentMb`?
 *  Only when the page's projected rise would take it past `boundMb`: a fresh start frees the
 *  threads' garbage, dictionaries and kept memory (to about 220 MB at `-w 2`), but costs each
 *  thread its warm-up again (about 0.5 s of CPU, and 0.6 s more for jieba at its next Han page).
 *  `weight`: the page's, when the caller has weighed it already (one pass over its bytes). */
export function recycleBefore(record: InputRecord, residentMb: number, boundMb = RECYCLE_BOUND_MB, weight: Weight = weigh(record)): boolean {
  if (weight === 'light') return false;
  const rise = weight === 'dense' ? DENSE_RISE_MB : (LARGE_RISE_PER_BYTE * recordSize(record)) / (1024 * 1024);
  return residentMb + rise > boundMb;
}

/** Who may run beside whom: a heavy page runs alone (no other page in flight), ordinary pages
 *  run together. Two heavy pages at once took fuzz rounds past 600 MB, and so did one heavy page
 *  beside an ordinary one (seed 12: 658 MB while a 1 MB page of combining marks, 465 MB alone in
 *  `extract`, shared the process with the other worker's page). Waiters go in the order they
 *  came, so a heavy page is not starved by the ordinary pages behind it. */
export class Gate {
  #shared = 0;
  #exclusive = false;
  readonly #waiting: { alone: boolean; go: () => void }[] = [];
  /** Wait for a turn: `alone` for a heavy page. */
  async enter(alone: boolean): Promise<void> {
    if (this.#waiting.length === 0 && this.#admits(alone)) return this.#take(alone);
    await new Promise<void>((go) => this.#waiting.push({ alone, go }));
  }
  leave(alone: boolean): void {
    if (alone) this.#exclusive = false;
    else this.#shared--;
    while (this.#waiting.length > 0 && this.#admits(this.#waiting[0]!.alone)) {
      const next = this.#waiting.shift()!;
      this.#take(next.alone);
      next.go();
    }
  }
  #admits(alone: boolean): boolean {
    return !this.#exclusive && (!alone || this.#shared === 0);
  }
  #take(alone: boolean): void {
    if (alone) this.#exclusive = true;
    else this.#shared++;
  }
}
