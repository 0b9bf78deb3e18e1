// `-`: stdin is sniffed (sniffed.ts): a WARC stream, JSON lines, a page, binary data, or else a
// list of paths and http(s) URLs, one per line, read like arguments (a URL is a record to fetch).
import type { InputRecord } from '../../core/types.js';
import { isUrl, urlToFetch } from '../fetch.js';
import { splitLines } from '../stream.js';
import type { FileReadOptions } from './files.js';
import { pathRecords } from './files.js';
import { sniffedRecords } from './sniffed.js';

const NAME = '-';
/** Longest line accepted in a list of paths. */
const MAX_PATH_LINE = 65_536;

async function* listedPaths(rest: AsyncIterable<Uint8Array>, options: FileReadOptions): AsyncGenerator<InputRecord> {
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
    else if (isUrl(path)) yield urlToFetch(path);
    else yield* pathRecords(path, options);
  }
}

export function stdinRecords(stdin: NodeJS.ReadableStream, options: FileReadOptions): AsyncGenerator<InputRecord> {
  return sniffedRecords({ name: NAME, label: 'stdin', paths: (rest) => listedPaths(rest, options) }, stdin as AsyncIterable<Uint8Array>, options);
}
