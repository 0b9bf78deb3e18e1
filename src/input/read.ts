// Reading a page from a file or stdin for `extract`/`inspect`, and telling HTML from other input.
import { open } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { decodeHtml } from './decode.js';

import { InputError } from '../core/errors.js';

export { InputError };

/** The default limit on a page's size, in bytes (batch's --max-bytes default). */
export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

export interface ReadPageOptions {
  /** A page larger than this, once gunzipped, is a `too_large` InputError. */
  maxBytes?: number;
}

const tooLarge = (name: string, maxBytes: number, what = ''): InputError => new InputError(`${name} is larger than ${maxBytes} bytes${what} (too_large; see --max-bytes)`, 'too_large');

async function readStdin(maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      // Stop reading: a producer such as `cat /dev/zero` would otherwise go on for ever.
      process.stdin.destroy();
      throw tooLarge('stdin', maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The most a gzip file whose content is at most `maxBytes` can take: deflate's stored blocks add
 *  5 bytes per 16 KB at worst, and a member's header and trailer a few dozen (plus a name). */
function gzipBound(maxBytes: number): number {
  return maxBytes + 5 * Math.ceil(maxBytes / 16_384) + 4096;
}

/** A file's bytes, or too_large once more than `limit` bytes have been read. The size the file
 *  states is not trusted: a device (/dev/zero, /dev/urandom), a pipe or a file still growing
 *  states 0 or less than it gives, and reading it whole grew past 1 GB. */
async function readBounded(path: string, limit: number, maxBytes: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size > limit) throw tooLarge(path, maxBytes);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(Math.max(size - total, 65_536), limit + 1 - total));
      const { bytesRead } = await file.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > limit) throw tooLarge(path, maxBytes);
      chunks.push(bytesRead === chunk.length ? chunk : chunk.subarray(0, bytesRead));
    }
    return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
  } finally {
    await file.close();
  }
}

/** Does this decoded text hold binary data? Binary files carry NULs and other C0 controls that
 *  text never does. */
export function looksBinary(text: string): boolean {
  const head = text.slice(0, 65_536);
  // Binary data is full of NULs and other C0 controls; real pages carry a few stray ones
  // (two l3s-gn1 pages hold 1 and 27 NULs), so the test is a share, not a presence.
  const controls = head.match(/[\u0000-\u0008\u000e-\u001a]/g)?.length ?? 0;
  return controls > head.length * 0.01;
}

/** Does this text look like an HTML document or fragment? Binary data and plain text do not. */
export function looksLikeHtml(text: string): boolean {
  if (looksBinary(text)) return false;
  const head = text.slice(0, 65_536);
  return /<(!doctype\s+html|html|head|body|meta|title|div|p|article|section|table|span|a|h[1-6]|ul|li|br)[\s>/]/i.test(head);
}

function describeReadError(path: string, err: unknown): InputError {
  const code = (err as NodeJS.ErrnoException).code;
  const why =
    code === 'ENOENT'
      ? 'no such file'
      : code === 'EISDIR'
        ? 'is a directory'
        : code === 'EACCES'
          ? 'permission denied'
          : code === 'Z_BUF_ERROR'
            ? 'gzip data cut short'
            : code?.startsWith('Z_')
              ? 'not valid gzip data'
              : (err as Error).message;
  return new InputError(`cannot read ${path}: ${why}`, code === 'Z_BUF_ERROR' ? 'truncated' : 'read_error');
}

/** Read a page (`-` is stdin; a `.gz` file is gunzipped), decode it, and check that it is HTML.
 *  A page over `maxBytes` (default 20 MB) is refused; a .gz file is checked while it inflates,
 *  so that a gzip bomb never fills memory. */
export async function readPage(path: string, options: ReadPageOptions = {}): Promise<string> {
  const name = path === '-' ? 'stdin' : path;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  let bytes: Buffer;
  try {
    bytes = path === '-' ? await readStdin(maxBytes) : await readBounded(path, path.endsWith('.gz') ? gzipBound(maxBytes) : maxBytes, maxBytes);
    if (path.endsWith('.gz') && bytes.length > 0) {
      try {
        bytes = gunzipSync(bytes, { maxOutputLength: maxBytes });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(path, maxBytes, ' once gunzipped');
        throw err;
      }
    }
  } catch (err) {
    if (err instanceof InputError) throw err;
    throw describeReadError(path, err);
  }
  if (bytes.length === 0) throw new InputError(`${name} is empty`, 'empty');
  const html = decodeHtml(bytes);
  // Whitespace alone is `empty`, as `batch` says (io/page.ts).
  if (html.trim() === '') throw new InputError(`${name} is empty`, 'empty');
  if (!looksLikeHtml(html)) throw new InputError(`${name} does not look like HTML`, 'not_html');
  return html;
}
