// `-`: stdin is sniffed. A WARC stream (plain or gzipped) is read as WARC, JSON lines as JSONL,
// a page as one page; anything else is a list of paths, one per line, read like arguments.
import type { InputRecord } from '../../core/types.js';
import { peek, splitLines } from '../stream.js';
import type { FileReadOptions } from './files.js';
import { pathRecords } from './files.js';
import { sniffArchive, type ArchiveFormat } from './index.js';

const NAME = '-';
/** Longest line accepted in a list of paths. */
const MAX_PATH_LINE = 65_536;

type StdinKind = 'empty' | ArchiveFormat | 'page' | 'paths' | 'binary';

/** Is this valid UTF-8, allowing a multi-byte sequence cut at the end of the sample? */
function isUtf8Text(head: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
    return true;
  } catch {
    return false;
  }
}

function sniff(head: Uint8Array): StdinKind {
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

async function pageFromStream(stream: AsyncIterable<Uint8Array>, maxBytes: number): Promise<InputRecord> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.length;
    // Keep reading to the end, so that a writer into the pipe is not cut off, but stop keeping.
    if (total <= maxBytes) chunks.push(chunk);
  }
  if (total > maxBytes) return { id: NAME, source: NAME, error: { code: 'too_large', message: `stdin is larger than ${maxBytes} bytes` } };
  return { id: NAME, source: NAME, bytes: Buffer.concat(chunks) };
}

export async function* stdinRecords(stdin: NodeJS.ReadableStream, options: FileReadOptions): AsyncGenerator<InputRecord> {
  let kind: StdinKind;
  let rest: AsyncIterable<Uint8Array>;
  try {
    const peeked = await peek(stdin as AsyncIterable<Uint8Array>, 512);
    kind = sniff(peeked.head);
    rest = peeked.rest;
  } catch (err) {
    yield { id: NAME, source: NAME, error: { code: 'read_error', message: `cannot read stdin: ${(err as Error).message}` } };
    return;
  }
  try {
    if (typeof kind === 'object') {
      yield* kind.read(NAME, rest, options);
      return;
    }
    switch (kind) {
      case 'empty':
        yield { id: NAME, source: NAME, error: { code: 'empty', message: 'stdin is empty' } };
        return;
      case 'binary':
        for await (const _ of rest) {
          // Read to the end, so that the writer into the pipe is not cut off.
        }
        yield { id: NAME, source: NAME, error: { code: 'not_html', message: 'stdin holds binary data, not HTML, WARC, JSON lines or a list of paths' } };
        return;
      case 'page':
        yield await pageFromStream(rest, options.maxBytes);
        return;
      case 'paths':
        for await (const line of splitLines(rest, MAX_PATH_LINE)) {
          const at = `${NAME}:${line.lineNo}`;
          if (!line.bytes) {
            yield { id: at, source: at, error: { code: 'read_error', message: `${at}: a path longer than ${MAX_PATH_LINE} bytes` } };
            continue;
          }
          const path = Buffer.from(line.bytes).toString('utf8').trim();
          if (path === '') continue;
          // `-` inside the list would mean stdin again, which is the list itself.
          if (path === NAME) yield { id: at, source: at, error: { code: 'read_error', message: `${at}: '-' cannot name stdin inside a list of paths` } };
          else yield* pathRecords(path, options);
        }
        return;
    }
  } catch (err) {
    yield { id: NAME, source: NAME, error: { code: 'read_error', message: `cannot read stdin: ${(err as Error).message}` } };
  }
}
