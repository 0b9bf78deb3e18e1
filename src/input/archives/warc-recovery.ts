// WARC damage and how reading recovers from it: the watched reader that stops at damage where it
// is (WarcDamage), how a block ended (blockEnds), a record later in the damaged gzip member
// (recordLaterInMember), and where the next record starts after damage (nextRecordStart). The
// record loop that uses them is warc.ts.
import { AsyncIterReader } from 'warcio';
import { constants, inflateRawSync } from 'node:zlib';

/** What the gzip member at the start of `buf` inflates to, as far as `buf` goes; the member alone,
 *  not what follows it (gunzip would read on into a next member, damaged or not). Throws on data
 *  that is not a gzip member. */
export function gzipMemberHead(buf: Uint8Array): Buffer {
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

export type Inflator = { ended: boolean; strm?: { total_in: number; total_out: number; output?: Uint8Array | null; next_out: number } };

export interface WarcReadOptions {
  maxBytes: number;
}

/** Damage the reader finds itself, by kind: data after a gzip member that is no gzip member
 *  (`between`), a gzip member that does not inflate (`member`), a header block that does not end
 *  (`header`), a block that runs into the next record (`overlong`). `rawAt` is the offset (in the
 *  stretch read) where the bad gzip data starts, when known. */
export class WarcDamage extends Error {
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
/** A blank line and the start of a `WARC/1.x` line: a record that starts there. */
const RECORD_LINE = Buffer.from('\r\n\r\nWARC/');

/** warcio's reader, watched so that damage stops it where it is:
 *  - in a gzipped WARC, bytes after a member that are not a gzip member (warcio would read on
 *    through them as uncompressed data, and through everything after, looking for a blank line);
 *  - a header block over MAX_HEADER (warcio reads to the next blank line, however far);
 *  - while a block is read, a gzip member that starts with a WARC record: the block runs into the
 *    next record, its Content-Length is too large (the record is one error, and the next is read). */
export class WatchedReader extends AsyncIterReader {
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

  /** Plain input: where a record's `WARC/1.x` line follows a blank line in the bytes read so far
   *  (offsets in the stretch), so that a block found to hold one can give it back (`swallowedAt`). */
  private readonly recordLines: number[] = [];
  /** How far the bytes have been searched, and the last bytes before it (a match across chunks). */
  private searchedTo = 0;
  private tail: Buffer = Buffer.alloc(0);

  constructor(
    source: AsyncIterable<Uint8Array>,
    private readonly gz: boolean,
  ) {
    super(source, gz ? 'gzip' : null);
  }

  // warcio's own iteration, with each new byte of a plain input searched once for a record line.
  override async *[Symbol.asyncIterator](): AsyncGenerator<Uint8Array> {
    for (let chunk = await this._next(); chunk; chunk = await this._next()) {
      const at = this._readOffset;
      this._readOffset += chunk.length;
      if (!this.gz) this.search(chunk, at);
      yield chunk;
    }
  }

  private search(chunk: Uint8Array, at: number): void {
    if (at + chunk.length <= this.searchedTo) return; // bytes given back and read again
    const fresh = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).subarray(Math.max(0, this.searchedTo - at));
    const text = Buffer.concat([this.tail, fresh]);
    const textAt = at + chunk.length - text.length;
    for (let i = text.indexOf(RECORD_LINE); i >= 0; i = text.indexOf(RECORD_LINE, i + 1)) {
      const start = textAt + i + 4;
      if (this.recordLines.at(-1) !== start && /^WARC\/\d\.\d+\r?\n/.test(text.toString('latin1', i + 4, i + 16))) this.recordLines.push(start);
    }
    this.tail = Buffer.from(text.subarray(Math.max(0, text.length - 15)));
    this.searchedTo = at + chunk.length;
  }

  /** The first record line inside the block [`from`, `to`) (offsets in the stretch), after its
   *  first byte: the block swallowed the record that starts there (its Content-Length ends where
   *  that record's closing blank lines begin); undefined when there is none. Forgets the lines
   *  before `to`. */
  swallowedAt(from: number, to: number): number | undefined {
    const found = this.recordLines.find((at) => at - 4 > from && at < to);
    while (this.recordLines.length && this.recordLines[0]! < to) this.recordLines.shift();
    return found;
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
export async function recordLaterInMember(reader: WatchedReader): Promise<number | undefined> {
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
export interface BlockEnd {
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
export async function blockEnds(reader: WatchedReader, gz: boolean): Promise<BlockEnd> {
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
  let back = following ? Buffer.concat([seen, following]) : seen;
  const ends = text.startsWith('\r\n\r\n') || (run === seen.length && !following) || VERSION_LINE.test(text);
  // Closed by other line ends than CR LF CR LF (`\n\n`): warcio skips only CR LF lines before the
  // next record and read the second LF as its first line (a one-byte error line). The run is
  // passed over here, so the next read is the record's WARC/1.x line.
  if (!gz && ends && run > 1 && !text.startsWith('\r\n\r\n') && VERSION_LINE.test(text)) {
    back = back.subarray(run);
    reader._readOffset += run;
  }
  reader._savedChunk = back.length ? back : null;
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
export async function nextRecordStart(stream: AsyncIterable<Uint8Array>, from: number, gz: boolean): Promise<number | undefined> {
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
