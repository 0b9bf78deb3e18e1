// The HTTP part of a WARC response record: its head (status line and headers) and its payload,
// read from the record's block, which warcio bounds to the record's Content-Length. warcio can
// parse the head itself, but it searches for the blank line past the record's end when the head
// has no header at all, losing its place in the file; bounded here, a bad head costs one record.
import { brotliDecompressSync } from 'node:zlib';
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

/** Undo brotli: warcio knows gzip and deflate only. Data that claims br but does not decode is
 *  passed through unchanged, as warcio does for the others; the output is bounded by `maxBytes`
 *  (one byte over it is kept, so that the caller sees the page is too large). */
async function* unbrotli(source: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of source) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > maxBytes) break;
  }
  const raw = Buffer.concat(chunks);
  let out: Uint8Array;
  try {
    out = brotliDecompressSync(raw, { maxOutputLength: maxBytes + 1 });
  } catch (err) {
    out = (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? new Uint8Array(maxBytes + 1) : raw;
  }
  yield out;
}

/** The payload with chunked transfer coding and gzip/deflate/br content coding undone, as warcio
 *  does it (data that claims a coding but does not decode is passed through unchanged). */
export function payloadReader(head: HttpHead, block: LimitReader, maxBytes = 2 ** 31 - 1): AsyncIterable<Uint8Array> {
  async function* raw(): AsyncGenerator<Uint8Array> {
    if (head.bodyStart.length > 0) yield head.bodyStart;
    yield* block;
  }
  const transfer = head.headers.get('transfer-encoding')?.toLowerCase();
  const chunked = transfer === 'chunked';
  let coding = head.headers.get('content-encoding')?.toLowerCase();
  if (!coding && !chunked) coding = transfer;
  if (!coding || coding === 'identity') coding = undefined;
  if (coding === 'br') return unbrotli(new AsyncIterReader(raw(), null, chunked), maxBytes);
  return new AsyncIterReader(raw(), coding ?? null, chunked);
}
