// A byte stream that only its first bytes can name: stdin, or a FIFO or device named as an
// argument. A WARC stream (plain or gzipped) is read as WARC, JSON lines as JSONL, a page as one
// page, binary data is one `not_html` record; text that is none of these is a list of paths when
// the caller reads such lists (stdin), else a page (which the page check then judges).
import type { InputRecord } from '../../core/types.js';
import { peek } from '../stream.js';
import { sniffArchive, type ArchiveFormat } from './index.js';

export type StreamKind = 'empty' | ArchiveFormat | 'page' | 'paths' | 'binary';

/** Is this valid UTF-8, allowing a multi-byte sequence cut at the end of the sample? */
function isUtf8Text(head: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
    return true;
  } catch {
    return false;
  }
}

export function sniffStream(head: Uint8Array): StreamKind {
  if (head.length === 0) return 'empty';
  const text = Buffer.from(head)
    .toString('latin1')
    .replace(/^\xef\xbb\xbf/, '')
    .trimStart();
  const archive = sniffArchive(head, text);
  if (archive) return archive;
  if (text.startsWith('<')) return 'page';
  // A list of paths is text: NULs or other C0 controls mean binary data (looksBinary's test).
  if (/[\u0000-\u0008\u000e-\u001a]/.test(text) || !isUtf8Text(head)) return 'binary';
  return 'paths';
}

/** Read up to `maxBytes` and a byte more (a device such as /dev/zero never ends), then stop. */
async function drain(stream: AsyncIterable<Uint8Array>, maxBytes: number, keep: boolean): Promise<{ bytes: Buffer; total: number }> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.length;
    if (total > maxBytes) break;
    if (keep) chunks.push(chunk);
  }
  return { bytes: Buffer.concat(chunks), total };
}

export interface SniffedSource {
  /** The record id and source: `-`, or the path. */
  name: string;
  /** How messages name it: `stdin`, or the path. */
  label: string;
  /** Reads a list of paths, one a line; without it, text is a page. */
  paths?: (lines: AsyncIterable<Uint8Array>) => AsyncGenerator<InputRecord>;
}

/** The records of a stream, by what its first bytes hold. Never throws for bad data. */
export async function* sniffedRecords(src: SniffedSource, stream: AsyncIterable<Uint8Array>, options: { maxBytes: number }): AsyncGenerator<InputRecord> {
  const { name, label } = src;
  const fail = (code: string, message: string): InputRecord => ({ id: name, source: name, error: { code, message } });
  let kind: StreamKind;
  let rest: AsyncIterable<Uint8Array>;
  try {
    const peeked = await peek(stream, 512);
    kind = sniffStream(peeked.head);
    rest = peeked.rest;
  } catch (err) {
    yield fail('read_error', `cannot read ${label}: ${(err as Error).message}`);
    return;
  }
  if (kind === 'paths' && !src.paths) kind = 'page';
  try {
    if (typeof kind === 'object') {
      yield* kind.read(name, rest, options);
      return;
    }
    switch (kind) {
      case 'empty':
        yield fail('empty', `${label} is empty`);
        return;
      case 'binary':
        // Read on (up to the limit), so that a writer into a pipe is not cut off at once.
        await drain(rest, options.maxBytes, false);
        yield fail('not_html', `${label} holds binary data, not HTML, WARC, JSON lines${src.paths ? ' or a list of paths' : ''}`);
        return;
      case 'page': {
        const { bytes, total } = await drain(rest, options.maxBytes, true);
        yield total > options.maxBytes ? fail('too_large', `${label} is larger than ${options.maxBytes} bytes`) : { id: name, source: name, bytes };
        return;
      }
      case 'paths':
        yield* src.paths!(rest);
        return;
    }
  } catch (err) {
    yield fail('read_error', `cannot read ${label}: ${(err as Error).message}`);
  }
}
