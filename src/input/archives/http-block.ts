// The HTTP part of a WARC response record: its head (status line and headers) and its payload,
// read from the record's block, which warcio bounds to the record's Content-Length. warcio can
// parse the head itself, but it searches for the blank line past the record's end when the head
// has no header at all, losing its place in the file; bounded here, a bad head costs one record.
import { brotliDecompressSync, constants, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import { AsyncIterReader, type LimitReader } from 'warcio';

/** Longest HTTP head accepted. */
const MAX_HEAD = 65_536;

export interface HttpHead {
  statusline: string;
  /** Header values by lower-case name (the first occurrence). */
  headers: Map<string, string>;
  /** Bytes of the block read past the head: the start of the payload. */
  bodyStart: Uint8Array;
}

/** End of the head: the index just past the first empty line (CRLF CRLF, or bare LF LF). */
function headEnd(buf: Uint8Array): number {
  for (let i = buf.indexOf(0x0a); i >= 0; i = buf.indexOf(0x0a, i + 1)) {
    if (buf[i + 1] === 0x0a) return i + 2;
    if (buf[i + 1] === 0x0d && buf[i + 2] === 0x0a) return i + 3;
  }
  return -1;
}

/** Read the HTTP head off the front of a response block; undefined when there is none within
 *  64 KB or before the block ends. */
export async function readHttpHead(block: LimitReader): Promise<HttpHead | undefined> {
  let buf: Uint8Array = new Uint8Array(0);
  let end = -1;
  for await (const chunk of block) {
    buf = Buffer.concat([buf, chunk]);
    if ((end = headEnd(buf)) >= 0 || buf.length > MAX_HEAD) break;
  }
  if (end < 0) return undefined;
  const lines = Buffer.from(buf.subarray(0, end)).toString('latin1').split(/\r?\n/);
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { statusline: lines[0]!.trim(), headers, bodyStart: buf.subarray(end) };
}

/** Undo one content or transfer coding with Node's zlib; undefined when the data does not decode.
 *  `deflate` is zlib-wrapped by the letter of HTTP, but servers send raw deflate too. A stream cut
 *  short gives what it holds (a sync flush at its end, not an error). */
function undo(coding: string, data: Buffer, maxBytes: number): Buffer | undefined {
  const opts = { maxOutputLength: maxBytes + 1, finishFlush: constants.Z_SYNC_FLUSH };
  const tries: ((b: Buffer) => Buffer)[] =
    coding === 'gzip' || coding === 'x-gzip'
      ? [(b) => gunzipSync(b, opts)]
      : coding === 'deflate'
        ? [(b) => inflateSync(b, opts), (b) => inflateRawSync(b, opts)]
        : coding === 'br'
          ? [(b) => brotliDecompressSync(b, { maxOutputLength: maxBytes + 1 })]
          : [];
  for (const t of tries) {
    try {
      return t(data);
    } catch (err) {
      // Over the limit: a page too large whatever it holds.
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return Buffer.alloc(maxBytes + 1);
    }
  }
  return undefined;
}

/** Undo `codings` (in the order they were applied, undone last first) over the whole payload,
 *  bounded by `maxBytes` (one byte over it is kept, so that the caller sees the page is too
 *  large). A coding that does not decode leaves the data as it is, as warcio does. */
async function* decoded(source: AsyncIterable<Uint8Array>, codings: readonly string[], maxBytes: number): AsyncGenerator<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of source) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > maxBytes) break;
  }
  let out: Buffer = Buffer.concat(chunks);
  for (const coding of [...codings].reverse()) out = undo(coding, out, maxBytes) ?? out;
  yield out;
}

/** A header's list of codings, lower case, `identity` left out. */
function codingList(value: string | undefined): string[] {
  return (value ?? '')
    .toLowerCase()
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c && c !== 'identity');
}

/** The payload with chunked transfer coding and gzip/deflate/br codings undone, whether they are
 *  named as content codings or as transfer codings (`Transfer-Encoding: gzip, chunked`); data that
 *  claims a coding but does not decode is passed through unchanged. */
export function payloadReader(head: HttpHead, block: LimitReader, maxBytes = 2 ** 31 - 1): AsyncIterable<Uint8Array> {
  async function* raw(): AsyncGenerator<Uint8Array> {
    if (head.bodyStart.length > 0) yield head.bodyStart;
    yield* block;
  }
  const transfer = codingList(head.headers.get('transfer-encoding'));
  const chunked = transfer.at(-1) === 'chunked';
  // Applied in this order: the content codings, then the transfer codings but chunked.
  const codings = [...codingList(head.headers.get('content-encoding')), ...transfer.filter((c) => c !== 'chunked')];
  const body = new AsyncIterReader(raw(), null, chunked);
  return codings.length ? decoded(body, codings, maxBytes) : body;
}
