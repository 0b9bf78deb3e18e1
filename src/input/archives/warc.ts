// WARC and WARC.gz: one input record per page record, read one at a time from a stream.
import { constants, inflateRawSync } from 'node:zlib';
import { AsyncIterReader, LimitReader, WARCParser, type WARCRecord } from 'warcio';
import type { InputRecord } from '../../core/types.js';
import { peek, Rewindable } from '../stream.js';
import { payloadReader, readHttpHead } from './http-block.js';
import { crawlDateOf, httpStatusOf, isPageStatus } from '../crawl-fields.js';

const HTML_TYPES = /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i;

/** What the gzip member at the start of `buf` inflates to, as far as `buf` goes; the member alone,
 *  not what follows it (gunzip would read on into a next member, damaged or not). Throws on data
 *  that is not a gzip member. */
function gzipMemberHead(buf: Uint8Array): Buffer {
  if (buf[0] !== 0x1f || buf[1] !== 0x8b || buf[2] !== 0x08) throw new Error('not a gzip member');
  const flags = buf[3]!;
  let at = 10;
  if (flags & 4) at += 2 + (buf[at]! | (buf[at + 1]! << 8)); // FEXTRA
  if (flags & 8) while (at < buf.length && buf[at++] !== 0); // FNAME
  if (flags & 16) while (at < buf.length && buf[at++] !== 0); // FCOMMENT
  if (flags & 2) at += 2; // FHCRC
  if (at >= buf.length) throw new Error('gzip header cut short');
  return inflateRawSync(buf.subarray(at), { finishFlush: constants.Z_SYNC_FLUSH });
}

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

type Inflator = { ended: boolean; strm?: { total_in: number; total_out: number; output?: Uint8Array | null; next_out: number } };

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

export interface WarcReadOptions {
  maxBytes: number;
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

/** Damage the reader finds itself, by kind: data after a gzip member that is no gzip member
 *  (`between`), a gzip member that does not inflate (`member`), a header block that does not end
 *  (`header`), a block that runs into the next record (`overlong`). `rawAt` is the offset (in the
 *  stretch read) where the bad gzip data starts, when known. */
class WarcDamage extends Error {
  constructor(
    message: string,
    readonly kind: 'between' | 'member' | 'header' | 'overlong',
    readonly rawAt?: number,
  ) {
    super(message);
  }
}

/** Longest WARC header block read. */
const MAX_HEADER = 1 << 20;

/** warcio's reader, watched so that damage stops it where it is:
 *  - in a gzipped WARC, bytes after a member that are not a gzip member (warcio would read on
 *    through them as uncompressed data, and through everything after, looking for a blank line);
 *  - a header block over MAX_HEADER (warcio reads to the next blank line, however far);
 *  - while a block is read, a gzip member that starts with a WARC record: the block runs into the
 *    next record, its Content-Length is too large (the record is one error, and the next is read). */
class WatchedReader extends AsyncIterReader {
  private headerFrom = -1;
  /** Set while a record's block is read. */
  inBlock = false;
  private member: unknown = null;
  /** gzip members begun so far. */
  members = 0;
  /** Where each gzip member starts in the compressed input. warcio's own raw offset moves on only
   *  when a member has been inflated to its end, which for a small member happens as soon as its
   *  first chunk is read: it names the member after the one being read. */
  private readonly memberStarts = new WeakMap<object, number>();
  /** Compressed offset of the member the last chunk came from. */
  memberStart = 0;

  constructor(
    source: AsyncIterable<Uint8Array>,
    private readonly gz: boolean,
  ) {
    super(source, gz ? 'gzip' : null);
  }

  /** Bound what the reads from here on may take, until `unbound`. */
  boundHeader(): void {
    this.headerFrom = this._readOffset;
  }

  unbound(): void {
    this.headerFrom = -1;
  }

  override async _next(): Promise<Uint8Array | null> {
    const chunk = await super._next();
    if (chunk && this.headerFrom >= 0 && this._readOffset + chunk.length - this.headerFrom > MAX_HEADER) throw new WarcDamage('a WARC header block longer than 1 MB', 'header');
    return chunk;
  }

  override _push(chunk: Uint8Array): void {
    const at = this._rawOffset; // before this push ends a member and warcio counts it
    super._push(chunk);
    if (this.inflator && !this.memberStarts.has(this.inflator)) this.memberStarts.set(this.inflator, at);
  }

  override _getNextChunk(original?: Uint8Array): Uint8Array | null | undefined {
    const out = super._getNextChunk(original);
    if (out && this.inflator) this.memberStart = this.memberStarts.get(this.inflator) ?? this.memberStart;
    if (this.gz && this.compressed === null) {
      // The member that failed: nothing inflated yet means the bytes after a member are no member.
      const fresh = (this.inflator as unknown as Inflator | null)?.strm?.total_out === 0;
      throw fresh ? new WarcDamage('not gzip data (damage between gzip members)', 'between', this._rawOffset) : new WarcDamage('its gzip member is damaged or cut short', 'member', this._rawOffset);
    }
    if (out && this.inflator !== this.member) {
      const first = this.member === null;
      this.member = this.inflator;
      this.members++;
      if (!first && this.inBlock && Buffer.from(out.subarray(0, 5)).toString('latin1') === 'WARC/') throw new WarcDamage('the block runs into the next record', 'overlong');
    }
    return out;
  }
}

/** After damage inside a gzip member: where (in the uncompressed WARC) the next record of the same
 *  member starts, when the member holds one (records gzipped together, `gzip crawl.warc`); undefined
 *  when the member ends first (a member per record) or the input does. Reads on to find it. */
async function recordLaterInMember(reader: WatchedReader): Promise<number | undefined> {
  const member = reader.members;
  let carry = '';
  let at = reader.getReadOffset(); // uncompressed offset of carry's first character
  try {
    for (;;) {
      const chunk = await reader._next();
      if (!chunk || reader.members !== member) return undefined;
      const text = carry + Buffer.from(chunk).toString('latin1');
      const m = /\nWARC\/\d+\.\d+\r?\n/.exec(text);
      if (m) return at + m.index + 1;
      const keep = Math.min(text.length, 16);
      at += text.length - keep;
      carry = text.slice(text.length - keep);
    }
  } catch {
    return undefined;
  }
}

/** How far past a block the reader looks to judge where the block ended. */
const AFTER_BLOCK = 32;
const VERSION_LINE = /^[\r\n]*WARC\/\d+\.\d+\r?\n/;

/** How a block ended: `ends` when the record is whole (the next record may start at `next`, an
 *  offset in the compressed input for a new gzip member, in the plain WARC otherwise). */
interface BlockEnd {
  ends: boolean;
  next?: number;
  /** Where the next record starts in the uncompressed WARC: past the CRs and LFs after the block. */
  plainNext: number;
  /** The reader stands at the start of the next gzip member (`next`), damaged record or not. */
  atNext?: boolean;
}

/**
 * Do the bytes after a block end its record? A whole record is followed by CR LF CR LF. A
 * Content-Length a few bytes too large swallows part of them, so a shorter run of CRs and LFs
 * (none at all included) ends the record too, when what follows is the next record's `WARC/1.x`
 * line, the end of the input, or, in a .warc.gz, the end of the record's gzip member: each member
 * is a record boundary to trust. Anything else means a Content-Length too small or too large.
 * The bytes looked at are put back for warcio; when a new member follows, warcio is handed the
 * CR LF CR LF it expects before it, so that it reads the next record from the member's start.
 */
async function blockEnds(reader: WatchedReader, gz: boolean): Promise<BlockEnd> {
  const member = reader.members;
  const blockEnd = reader.getReadOffset();
  let seen = Buffer.alloc(0);
  let following: Uint8Array | null = null; // the first chunk of the next member, or of the input past `seen`
  let memberEnded = false;
  while (seen.length < AFTER_BLOCK) {
    const chunk = await reader._next();
    if (!chunk) {
      memberEnded = true;
      break;
    }
    if (gz && reader.members !== member) {
      following = chunk;
      memberEnded = true;
      break;
    }
    seen = Buffer.concat([seen, chunk]);
  }
  if (seen.length > AFTER_BLOCK) {
    following = seen.subarray(AFTER_BLOCK);
    seen = seen.subarray(0, AFTER_BLOCK);
  }
  const text = seen.toString('latin1');
  const run = /^[\r\n]*/.exec(text)![0].length;
  if (gz && memberEnded) {
    // The member held this record alone: whatever its length said, the next record starts with
    // the next member. Only CRs and LFs left in the member (or none) mean the record is whole.
    const ends = run === seen.length;
    if (!following) return { ends, plainNext: blockEnd + seen.length };
    reader._savedChunk = Buffer.concat([Buffer.from('\r\n\r\n'), following]);
    reader._readOffset += seen.length - 4;
    return { ends, next: reader.memberStart, atNext: true, plainNext: blockEnd + seen.length };
  }
  const back = following ? Buffer.concat([seen, following]) : seen;
  reader._savedChunk = back.length ? back : null;
  const ends = text.startsWith('\r\n\r\n') || (run === seen.length && !following) || VERSION_LINE.test(text);
  return { ends, plainNext: blockEnd + run, ...(!gz && ends ? { next: blockEnd + run } : {}) };
}

/** Where the reader can start again after damage at some offset. */
export type Reopen = (offset: number) => AsyncIterable<Uint8Array>;

export interface WarcSourceOptions extends WarcReadOptions {
  /** The same bytes again from an offset (a file can; stdin cannot): with it, damage costs one
   *  error record and reading resumes at the next record; without it, damage ends the input. */
  reopen?: Reopen;
}

/** How far a gzip member is inflated to check that it starts a WARC record. */
const GZIP_PROBE = 16_384;
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b, 0x08]);
const PLAIN_START = /\nWARC\/\d\.\d+\r?\n/;

/** Does a gzip member that inflates to a WARC record start at `buf[i]`? */
function gzipRecordAt(buf: Buffer, i: number): boolean {
  try {
    const head = gzipMemberHead(buf.subarray(i, i + GZIP_PROBE));
    return head.subarray(0, 5).toString('latin1') === 'WARC/';
  } catch {
    return false;
  }
}

/** The offset of the next record start at or after `from`: a gzip member holding a WARC record
 *  (compressed input), or a `WARC/1.x` line (plain input); undefined when the input ends first.
 *  Reads the stream once, keeping only a small window. */
async function nextRecordStart(stream: AsyncIterable<Uint8Array>, from: number, gz: boolean): Promise<number | undefined> {
  let buf = Buffer.alloc(0);
  let bufAt = from; // offset of buf[0]
  let searched = 0; // positions of buf already ruled out
  // Plain input: the scan starts inside the damaged record, so a record start needs the newline
  // before it; the first position counts as preceded by one only if the damage is right before.
  const check = (final: boolean): number | undefined => {
    if (gz) {
      for (let i = buf.indexOf(GZIP_MAGIC, searched); i >= 0; i = buf.indexOf(GZIP_MAGIC, i + 1)) {
        if (!final && buf.length - i < GZIP_PROBE) {
          searched = i;
          return undefined;
        }
        if (gzipRecordAt(buf, i)) return bufAt + i;
      }
      searched = Math.max(0, buf.length - 2);
      return undefined;
    }
    const text = buf.toString('latin1', searched);
    const m = PLAIN_START.exec(text);
    if (m) return bufAt + searched + m.index + 1;
    searched = Math.max(0, buf.length - 16);
    return undefined;
  };
  for await (const chunk of stream) {
    buf = Buffer.concat([buf, chunk]);
    const found = check(false);
    if (found !== undefined) return found;
    // Keep a window: what the search still needs.
    const keep = Math.min(searched, buf.length);
    if (keep > 1 << 20) {
      buf = buf.subarray(keep);
      bufAt += keep;
      searched = 0;
    }
  }
  return check(true);
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
    if (outcome) yield 'bytes' in outcome ? { ...base_, ...outcome } : fail(outcome.code, outcome.message, outcome.httpStatus);
  }
}
