// WARC and WARC.gz: one input record per page record, read one at a time from a stream.
import { LimitReader, WARCParser, type WARCRecord } from 'warcio';
import type { InputRecord } from '../../core/types.js';
import { peek, Rewindable } from '../stream.js';
import { payloadReader, readHttpHead } from './http-block.js';
import { crawlDateOf, httpStatusOf, isPageStatus } from '../crawl-fields.js';
import { blockEnds, gzipMemberHead, nextRecordStart, recordLaterInMember, WarcDamage, WatchedReader, type BlockEnd, type Inflator, type Reopen, type WarcSourceOptions } from './warc-recovery.js';

export type { Reopen, WarcReadOptions, WarcSourceOptions } from './warc-recovery.js';

const HTML_TYPES = /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i;

/** Is this stream's start the start of a WARC file (plain or gzipped)? Checked before warcio
 *  sees it, because warcio buffers anything up to a blank line while looking for headers and
 *  would read a whole non-WARC file into memory. */
function startsLikeWarc(head: Uint8Array): boolean | 'bad_gzip' {
  let text = head;
  if (head[0] === 0x1f && head[1] === 0x8b) {
    try {
      text = gzipMemberHead(head);
    } catch {
      return 'bad_gzip';
    }
  }
  return Buffer.from(text.subarray(0, 5)).toString('latin1') === 'WARC/';
}

/** Skip what is left of a record's block. Returns false when the stream ends first: the record
 *  was cut short. (warcio's own skip would loop forever on a stream that ended early.) */
async function skipRest(block: LimitReader): Promise<boolean> {
  while (block.limit > 0) {
    const skipped = await block.sourceIter.skipSize(block.limit);
    if (skipped <= 0) return false;
    block.limit -= skipped;
  }
  return true;
}

/** When the stream ended inside a gzip member, what that member decompressed to so far (pako
 *  holds it back until the member ends or 64 KB pile up); undefined when it did not. */
function openGzipMember(parser: WARCParser): Uint8Array | undefined {
  const reader = parser._reader;
  const inflator = reader.inflator as Inflator | null;
  if (!reader.compressed || !inflator?.strm || inflator.ended || inflator.strm.total_in === 0) return undefined;
  return inflator.strm.output?.subarray(0, inflator.strm.next_out) ?? new Uint8Array(0);
}

/** A header's value in the text of a WARC header block. */
function headerIn(text: string, name: string): string | undefined {
  return new RegExp(`^${name}:[ \\t]*(.*?)\\s*$`, 'im').exec(text)?.[1] || undefined;
}

/** Collect a payload up to `maxBytes`. */
async function collect(payload: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Uint8Array | 'too_large'> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += chunk.length;
    if (size > maxBytes) return 'too_large';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

type Outcome = { bytes: Uint8Array; contentType?: string; httpStatus?: number } | { code: string; message: string; httpStatus?: number } | undefined;

/** Read one record's page, or say why it has none; undefined for records that are not pages.
 *  Only `response` and `resource` records carry pages; `request`, `metadata`, `warcinfo`,
 *  `revisit` (a pointer to an earlier capture) and `conversion` records are skipped without
 *  a line, as they are not pages. */
async function pageOf(record: WARCRecord, block: LimitReader, source: string, maxBytes: number): Promise<Outcome> {
  const type = record.warcType;
  if (type !== 'response' && type !== 'resource') return undefined;
  let payload: AsyncIterable<Uint8Array> = block;
  let contentType: string | undefined;
  let httpStatus: number | undefined;
  let size = block.limit;
  const blockType = record.warcContentType ?? undefined;
  // A response block is an HTTP message unless the record says otherwise (text/dns, …).
  if (type === 'response' && (!blockType || /^\s*application\/http\b/i.test(blockType))) {
    const head = await readHttpHead(block);
    if (!head) return { code: 'read_error', message: `${source} holds no readable HTTP response head` };
    contentType = head.headers.get('content-type');
    // A redirect, a 404 or a 500 serves no article: an http_status error record, not a page.
    httpStatus = httpStatusOf(head.statusline);
    if (httpStatus !== undefined && !isPageStatus(httpStatus)) return { code: 'http_status', message: `${source} was served with HTTP ${httpStatus}, not 2xx`, httpStatus };
    payload = payloadReader(head, block, maxBytes);
    size = head.bodyStart.length + block.limit;
  } else {
    contentType = blockType;
  }
  // A missing type is left to the page check, which sniffs the bytes.
  if (contentType && !HTML_TYPES.test(contentType)) return { code: 'not_html', message: `${source} is ${contentType}, not HTML` };
  if (size > maxBytes) return { code: 'too_large', message: `${source} is larger than ${maxBytes} bytes` };
  const bytes = await collect(payload, maxBytes);
  if (bytes === 'too_large') return { code: 'too_large', message: `${source} is larger than ${maxBytes} bytes once decoded` };
  return { bytes, ...(contentType ? { contentType } : {}), ...(httpStatus !== undefined ? { httpStatus } : {}) };
}

/** Damage found while reading: where, why, and whether a record already said so. */
interface Damage {
  at: number;
  why: string;
  reported: boolean;
  /** Where to look for the next record from (default: just past `at`). */
  after?: number;
  /** The input may simply have ended: no record is written unless a further record is found. */
  quiet?: boolean;
  /** The error record's code (default read_error). */
  code?: string;
  /** Records gzipped in the damaged record's member, the first at this uncompressed offset, that
   *  no resynchronisation on gzip members can reach. */
  lostInMember?: number;
}

/** What a stream without `reopen` (stdin) keeps to look for the next record after damage: the
 *  bytes since the start of the record being read, up to a page's limit and a little more. Damage
 *  found further on than that skips to the oldest byte kept, and the error record says how far. */
const KEEP_SLACK = 1 << 20;

/**
 * The page records of a WARC stream (see pageOf for which records are pages). `name` is the
 * path (or `-`) used in ids and sources. Bad data never throws: a record cut short by the end of
 * the input gives one `truncated` record, and a stream that is not WARC one `read_error` record.
 * Damage inside the input (garbage between gzip members, a member cut short, a wrong or bad
 * Content-Length) gives one error record, and reading resumes at the next record: a file is read
 * again from there (`reopen`), a stream (stdin) from the bytes the reader kept.
 */
export async function* warcRecords(name: string, source: AsyncIterable<Uint8Array>, options: WarcSourceOptions): AsyncGenerator<InputRecord> {
  const { head, rest } = await peek(source, 512);
  if (head.length === 0) {
    yield { id: name, source: name, error: { code: 'empty', message: `${name} is empty` } };
    return;
  }
  const looks = startsLikeWarc(head);
  if (looks !== true) {
    const why = looks === 'bad_gzip' ? 'not valid gzip data' : 'not a WARC file (it does not start with WARC/)';
    yield { id: name, source: name, error: { code: 'read_error', message: `cannot read ${name}: ${why}` } };
    return;
  }
  const gz = head[0] === 0x1f && head[1] === 0x8b;
  const kept = options.reopen ? undefined : new Rewindable(rest, options.maxBytes + KEEP_SLACK);
  const reopen: Reopen = options.reopen ?? ((at) => kept!.from(at));
  // A record read whole is never read again: what lies before it need not be kept.
  const onRecord = (offset: number): void => kept?.release(offset);

  let stream: AsyncIterable<Uint8Array> = kept ? kept.from(0) : rest;
  let base = 0;
  for (;;) {
    let damage: Damage | undefined;
    for await (const item of segmentRecords(name, stream, { base, gz, maxBytes: options.maxBytes, onRecord })) {
      if ('damage' in item) damage = item.damage;
      else yield item;
    }
    if (!damage) return;
    // Bytes a stream no longer keeps cannot be searched.
    const after = Math.max(damage.after ?? damage.at + 1, kept?.held ?? 0);
    let next = await nextRecordStart(reopen(after), after, gz);
    if (damage.quiet) {
      if (next === undefined) return;
      // warcio read on past the next record start (into a damaged member): start again there,
      // and that stretch reports its own damage.
      if (next <= damage.at) damage.reported = true;
    } else if (next !== undefined && next <= damage.at) next = undefined;
    if (damage.lostInMember !== undefined) {
      const at = `${name}@u${damage.lostInMember}`;
      const skipped = next === undefined ? 'the rest of the input is skipped' : `skipped to the next gzip member, ${next - damage.at} bytes on`;
      yield { id: at, source: at, error: { code: 'read_error', message: `cannot read ${at}: records gzipped in one member with a damaged record cannot be reached; ${skipped}` } };
    }
    if (!damage.reported) {
      const at = `${name}@${damage.at}`;
      const skipped = next === undefined ? 'the rest of the input is skipped' : `skipped ${next - damage.at} bytes to the next record`;
      yield { id: at, source: at, error: { code: damage.code ?? 'read_error', message: `cannot read ${at}: ${damage.why}; ${skipped}` } };
    }
    if (next === undefined) return;
    base = next;
    kept?.release(next);
    stream = reopen(next);
  }
}

interface Stretch {
  /** Offset of the stretch's first byte in the input. */
  base: number;
  gz: boolean;
  maxBytes: number;
  /** Called with each record's offset as it is read. */
  onRecord: (offset: number) => void;
}

/** The records of one undamaged stretch of a WARC stream that starts at offset `base`; ends with
 *  `{damage}` when it stops at damage rather than at the end of the input. */
async function* segmentRecords(name: string, stream: AsyncIterable<Uint8Array>, { base, gz, maxBytes, onRecord }: Stretch): AsyncGenerator<InputRecord | { damage: Damage }> {
  const reader = new WatchedReader(stream, gz);
  const parser = new WARCParser(reader, { parseHttp: false });
  let last = -1; // offset of the last record read
  let wholeFile = false; // the records share one gzip member
  // Where the next record starts, when the end of the last block told (warcio's offset is wrong
  // after a record that swallowed its closing CR LF CR LF): in the input, and in the plain WARC.
  let nextAt: number | undefined;
  let plainAt = 0;
  for (;;) {
    let record: WARCRecord | null;
    try {
      reader.boundHeader();
      record = await parser.parse();
    } catch (err) {
      const rawAt = err instanceof WarcDamage ? err.rawAt : undefined;
      yield { damage: { at: base + (rawAt ?? parser.offset), why: (err as Error).message, reported: false } };
      return;
    } finally {
      reader.unbound();
    }
    if (!record) {
      // pako keeps a member's output until the member ends or 64 KB pile up, so a gzip member
      // cut short can vanish without a single byte: a member still open at the end is one.
      const partial = openGzipMember(parser);
      if (partial) {
        const at = `${name}@${base + parser.offset}`;
        const headers = Buffer.from(partial).toString('latin1');
        const url = headerIn(headers, 'WARC-Target-URI');
        yield {
          id: headerIn(headers, 'WARC-Record-ID') ?? at,
          source: at,
          ...(url ? { url } : {}),
          error: { code: 'truncated', message: `${at}: the record is cut short (its gzip member ends early)` },
        };
        // A damaged member can take in the members after it without an error, as if they were its
        // own data: the caller looks past its start for a further record (none when the input
        // simply ended there).
        yield { damage: { at: base + parser.offset, why: 'cut short', reported: true, quiet: true } };
        return;
      }
      // warcio ends quietly at bytes it cannot read (garbage after a gzip member): the caller
      // looks past them for a further record.
      // A stretch that began at a record start and gave no record holds a damaged record.
      if (last < 0 && base > 0) yield { damage: { at: base, why: 'the record is cut short or damaged', reported: false, code: 'truncated' } };
      else yield { damage: { at: base + parser.offset, why: 'no WARC record starts here', reported: false, after: last + 1, quiet: true } };
      return;
    }

    const offset = base + (nextAt ?? parser.offset);
    nextAt = undefined;
    // A .warc.gz gzipped whole (one member, not one per record) gives every record after the
    // first the same compressed offset, which no reader can seek to: such a record's source is
    // `path@u<offset in the uncompressed WARC>`.
    // (Once the member ends, the offset jumps to its end; the first repeat marks the file.)
    if (parser._reader.compressed && last >= 0 && offset === last) wholeFile = true;
    const shared = wholeFile;
    last = offset;
    const source = shared ? `${name}@u${plainAt}` : `${name}@${offset}`;
    const crawlDate = crawlDateOf(record.warcHeader('WARC-Date'));
    const base_: InputRecord = {
      id: record.warcHeader('WARC-Record-ID') ?? source,
      source,
      ...(record.warcTargetURI ? { url: record.warcTargetURI } : {}),
      ...(crawlDate ? { crawlDate } : {}),
    };
    const fail = (code: string, message: string, httpStatus?: number): InputRecord => ({ ...base_, ...(httpStatus !== undefined ? { httpStatus } : {}), error: { code, message } });
    const damaged = (why: string): { damage: Damage } => ({ damage: { at: offset, why, reported: true } });
    const block = record.reader;
    if (!record.warcHeaders.statusline.startsWith('WARC/') || !(block instanceof LimitReader)) {
      yield { damage: { at: offset, why: 'no WARC record starts here', reported: false } };
      return;
    }
    const cutShort = fail('truncated', `${source}: the record is cut short (${gz ? 'the input ends inside it, or its gzip member is damaged' : 'the input ends inside it'})`);
    // Every WARC record declares its length; a header block without one was cut inside.
    const length = record.warcHeader('Content-Length');
    if (length == null) {
      yield cutShort;
      yield damaged('no Content-Length');
      return;
    }
    // A length that is not a number would make warcio read the next record as this one's block.
    if (!/^\s*\d+\s*$/.test(length)) {
      yield fail('read_error', `cannot read ${source}: its Content-Length "${length}" is not a length`);
      yield damaged('bad Content-Length');
      return;
    }

    // A block that fails while it is read: cut short or damaged gzip data, or (gzip) a block
    // that runs into the next record's member.
    const blockFailed = (err: unknown): InputRecord => {
      if (err instanceof WarcDamage && err.kind === 'overlong') return wrongLength(err.message);
      return fail(gz ? 'truncated' : 'read_error', `cannot read ${source}: ${(err as Error).message}`);
    };
    const wrongLength = (why: string): InputRecord => fail('read_error', `cannot read ${source}: its Content-Length (${length.trim()}) does not match the record (${why})`);
    onRecord(offset);
    let outcome: Outcome;
    let complete: boolean;
    try {
      reader.inBlock = true;
      outcome = await pageOf(record, block, source, maxBytes);
      complete = await skipRest(block);
    } catch (err) {
      yield blockFailed(err);
      yield damaged((err as Error).message);
      return;
    } finally {
      reader.inBlock = false;
    }
    // The block is used up: keep warcio from skipping it a second time.
    record.consumed = 'skipped';
    if (!complete) {
      yield cutShort;
      yield damaged('cut short');
      return;
    }
    // A Content-Length too small or too large ends the block elsewhere than at the blank lines
    // that close a record: the record is one error, and reading goes on at the next record.
    let end: BlockEnd;
    const blockEnd = reader.getReadOffset();
    try {
      end = await blockEnds(reader, gz);
      nextAt = end.next;
      plainAt = end.plainNext;
    } catch (err) {
      // Damage right after the record (bad gzip data): the record itself is whole.
      if (outcome) yield 'bytes' in outcome ? { ...base_, ...outcome } : fail(outcome.code, outcome.message, outcome.httpStatus);
      const rawAt = err instanceof WarcDamage ? err.rawAt : undefined;
      yield { damage: { at: base + (rawAt ?? parser.offset), why: (err as Error).message, reported: false } };
      return;
    }
    if (!end.ends) {
      yield wrongLength('the block is not followed by the blank lines that end a record');
      if (end.atNext) continue;
      // Records gzipped together with this one (one member for the file) are past reach.
      const lostInMember = gz ? await recordLaterInMember(reader) : undefined;
      yield { damage: { at: offset, why: 'wrong Content-Length', reported: true, ...(lostInMember !== undefined ? { lostInMember } : {}) } };
      return;
    }
    // A plain block that holds a blank line and a record line swallowed that record: its length
    // ended where the swallowed record's closing blank lines begin, which look like this one's.
    // The record is one error, and reading starts again at the record it swallowed.
    const swallowed = gz ? undefined : reader.swallowedAt(blockEnd - Number(length), blockEnd);
    if (swallowed !== undefined) {
      yield wrongLength(`the block holds the next record, ${blockEnd - swallowed} bytes before its end`);
      yield { damage: { at: offset, why: 'wrong Content-Length', reported: true, after: base + swallowed - 1 } };
      return;
    }
    if (outcome) yield 'bytes' in outcome ? { ...base_, ...outcome } : fail(outcome.code, outcome.message, outcome.httpStatus);
  }
}
