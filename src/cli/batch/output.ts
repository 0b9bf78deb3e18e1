// The JSONL records of `cedst batch`, and the writer that puts them out in input order.
import type { Writable } from 'node:stream';
import { WriteStream } from 'node:fs';
import type { Extraction, InputRecord, RecordError } from '../../core/types.js';
import { formatEntry, type OutputFormat } from '../../output/index.js';
import { recordFields } from '../../output/record-fields.js';
import { recordExtras } from '../../input/crawl-fields.js';
import { simhash, textDigest } from '../../dedup/simhash.js';

/** How the article goes into a record: as its format's entry says (`record`, output/index.ts):
 *  `text` (default) the paragraphs one per line; `markdown` and `html` the formatted article in
 *  `text` (with `format` naming it); `json` every field, paragraphs and blocks included. */
export interface RecordFormat {
  format: OutputFormat;
  links: boolean;
  /** Add `ms`, the page's extraction time (`--timings`); off by default so that the same input
   *  gives byte-identical output. */
  timings?: boolean;
  /** html: a whole document (--html-document), not the article element alone. */
  document?: boolean;
}

/** The input fields a record's head is made from. */
type RecordHead = Pick<InputRecord, 'id' | 'source' | 'url' | 'crawlDate' | 'httpStatus'>;

/** One output line: an article, or why the record yielded none. */
export type OutputRecord = Record<string, unknown> & { id: string; source: string; url?: string; error?: RecordError };

// Bulky or internal fields of an Extraction: the text already carries the paragraphs, and the
// evidence belongs to `inspect`. `--format json` keeps the paragraphs and blocks.
const DROPPED = new Set(['paragraphs', 'units', 'topics', 'lines', 'nodes', 'blocks']);
const EVIDENCE = new Set(['units', 'topics', 'lines', 'nodes', 'smoothing', 'clusters']);

type WellFormed = { toWellFormed(): string; isWellFormed(): boolean };

/** Text fit for any JSON reader: NULs removed, and lone surrogates (which no UTF-8 can carry)
 *  replaced by U+FFFD. Pages carry both now and then. */
export function cleanText(s: string): string {
  const out = s.includes('\u0000') ? s.replaceAll('\u0000', '') : s;
  return (out as unknown as WellFormed).isWellFormed() ? out : (out as unknown as WellFormed).toWellFormed();
}

/** A copy of `v` made of JSON values only (functions, DOM nodes, cycles and non-finite numbers
 *  dropped), or undefined when nothing JSON-safe is left. */
export function jsonSafe(v: unknown, depth = 0): unknown {
  if (typeof v === 'string') return cleanText(v);
  if (v === null || typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : v.toISOString();
  if (typeof v !== 'object' || depth > 8) return undefined;
  if (Array.isArray(v)) return v.map((x) => jsonSafe(x, depth + 1)).filter((x) => x !== undefined);
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    const s = jsonSafe(x, depth + 1);
    if (s !== undefined) out[k] = s;
  }
  return out;
}

function head(rec: RecordHead): OutputRecord {
  const out: OutputRecord = { id: rec.id, source: rec.source };
  if (rec.url) out.url = rec.url;
  return Object.assign(out, recordExtras(rec));
}

/** `{id, source, url?, crawl_date?, host?, http_status?, lang, title, text, method, ms?, digest,
 *  simhash, …}`: every JSON-safe field of the extraction except the bulky ones, so fields added
 *  to Extraction (metadata) flow through, under the names a record gives them (the credited
 *  outlet, the extraction's `source`, as `credited_source`). `digest` and `simhash` are of the plain text whatever
 *  the format. */
export function okRecord(rec: RecordHead, x: Extraction, ms: number, render: RecordFormat = { format: 'text', links: true }): OutputRecord {
  const out = head(rec);
  const entry = formatEntry(render.format);
  const formatted = entry.record.rendered;
  const text = formatted ? entry.render(x, { links: render.links, document: render.document === true }).replace(/\n$/, '') : x.text;
  Object.assign(out, { lang: x.lang, title: cleanText(x.title), text: cleanText(text), method: x.method });
  if (render.timings) out.ms = Math.round(ms * 10) / 10;
  // Over the article's own text, cleaned as it is written, so equal articles get equal digests.
  const clean = cleanText(x.text);
  Object.assign(out, { digest: textDigest(clean), simhash: simhash(clean) });
  if (formatted) out.format = render.format;
  const dropped = entry.record.allFields ? EVIDENCE : DROPPED;
  for (const [k, v] of Object.entries(recordFields(x))) {
    if (dropped.has(k) || k in out) continue;
    const s = jsonSafe(v);
    if (s !== undefined) out[k] = s;
  }
  return out;
}

/** The head of a record already made (id, source, url and the crawl fields), as `head` gives it:
 *  what a record that replaces it keeps (--min-confidence's low_confidence record). */
export function headOf(record: OutputRecord): OutputRecord {
  const { id, source, url, crawl_date, http_status } = record as OutputRecord & { url?: string; crawl_date?: string; http_status?: number };
  return head({ id, source, url, crawlDate: crawl_date, httpStatus: http_status });
}

export function errorRecord(rec: RecordHead, code: string, message: string): OutputRecord {
  const out = head(rec);
  out.error = { code, message };
  return out;
}

/** Writes records in sequence order whatever order they finish in. Holds at most the records
 *  between the oldest unfinished one and the newest, which the batch loop bounds. A record is done
 *  (`onDone`) once the stream has taken its line without an error, or at once when a filter keeps
 *  it out; a record whose line the stream failed to take is counted in `notWritten` instead. */
export class OrderedWriter {
  private next = 0;
  private readonly pending = new Map<number, { line: string; error: RecordError | undefined; pageType: string | undefined }>();
  private drained: Promise<void> | null = null;
  written = 0;
  /** Records whose lines were lost to a failed stream. */
  notWritten = 0;
  /** Set when the stream failed (e.g. EPIPE: the reader of stdout went away; ENOSPC). */
  failed: Error | null = null;
  private wake: (() => void) | null = null;
  /** Writes handed to the stream whose callbacks have not come yet, and who waits for them. */
  private inFlight = 0;
  private settled: (() => void) | null = null;
  /** Bytes handed to the stream so far: where each line ends in what the stream was given. */
  private handed = 0;

  /** Records a filter (`--lang`, `--min-words`, `--status`) kept out, by reason. */
  readonly filtered = new Map<string, number>();

  /** Called before each write to the stream (the batch child checks that its launcher lives). */
  beforeWrite: () => void = () => {};

  /** Called for each record done: written, or kept out by the filter. */
  onDone: (error: RecordError | undefined, pageType?: string) => void = () => {};

  /** `relabel` may turn a record into another before the filter sees it (--min-confidence). */
  constructor(
    private readonly stream: Writable,
    private readonly filter?: (rec: OutputRecord) => string | undefined,
    private readonly relabel?: (rec: OutputRecord) => OutputRecord,
  ) {
    stream.on('error', (err: Error) => {
      this.failed ??= err;
      this.wake?.();
    });
  }

  /** Records taken but not yet written (finished or not): what the batch loop bounds. */
  behind(taken: number): number {
    return taken - this.next;
  }

  /** Hand over record number `seq` (0-based, every number exactly once). */
  put(seq: number, given: OutputRecord): void {
    const record = this.relabel ? this.relabel(given) : given;
    const why = this.filter?.(record);
    if (why) this.filtered.set(why, (this.filtered.get(why) ?? 0) + 1);
    const pageType = typeof record.pageType === 'string' ? record.pageType : undefined;
    this.pending.set(seq, { line: why ? '' : JSON.stringify(record) + '\n', error: record.error, pageType });
    let chunk = '';
    const errors: (RecordError | undefined)[] = [];
    const types: (string | undefined)[] = [];
    const ends: number[] = [];
    for (let rec = this.pending.get(this.next); rec !== undefined; rec = this.pending.get(this.next)) {
      this.pending.delete(this.next++);
      this.written++;
      if (!rec.line) {
        this.onDone(rec.error, rec.pageType);
        continue;
      }
      chunk += rec.line;
      errors.push(rec.error);
      types.push(rec.pageType);
      if (!this.failed) ends.push((this.handed += Buffer.byteLength(rec.line)));
    }
    if (!chunk) return;
    if (this.failed) {
      this.notWritten += errors.length;
      return;
    }
    this.beforeWrite();
    this.inFlight++;
    const ok = this.stream.write(chunk, (err) => {
      if (err) {
        this.failed ??= err;
        // A file stream writes what fits before the disk is full, and fails the whole chunk (and
        // the chunks queued with it): its lines that reached the file are written all the same.
        const reached = this.stream instanceof WriteStream ? this.stream.bytesWritten : 0;
        errors.forEach((e, i) => {
          if (ends[i]! <= reached) this.onDone(e, types[i]);
          else this.notWritten++;
        });
      } else errors.forEach((e, i) => this.onDone(e, types[i]));
      if (--this.inFlight === 0) this.settled?.();
    });
    if (!ok && !this.drained) {
      // Backpressure: the loop waits on ready() before reading more input.
      this.drained = new Promise((resolve) => {
        this.wake = () => {
          this.drained = null;
          this.wake = null;
          resolve();
        };
        this.stream.once('drain', this.wake);
      });
    }
  }

  /** Resolves once the stream has room again. */
  ready(): Promise<void> {
    return this.drained ?? Promise.resolve();
  }

  /** Resolves once every line handed to the stream is written or has failed. */
  settle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.settled = () => {
        this.settled = null;
        resolve();
      };
    });
  }
}
