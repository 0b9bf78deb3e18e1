// Paths on disk: single files (pages, .gz pages, WARC, JSONL), directory trees and glob patterns.
import { createReadStream, type Stats } from 'node:fs';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { glob } from 'tinyglobby';
import type { InputRecord } from '../../core/types.js';
import { archiveOf } from './index.js';

export interface FileReadOptions {
  gz: boolean;
  maxBytes: number;
}

const PAGE_IN_DIR = /\.(html?|xhtml)$/i;
const GZ_PAGE_IN_DIR = /\.(html?|xhtml)\.gz$/i;
export const GLOB_CHARS = /[*?[\]{}]/;

function errorRecord(path: string, code: string, message: string): InputRecord {
  return { id: path, source: path, error: { code, message } };
}

function readErrorRecord(path: string, err: unknown): InputRecord {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'Z_BUF_ERROR') return errorRecord(path, 'truncated', `cannot read ${path}: the gzip data is cut short`);
  const why = code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : code?.startsWith('Z_') ? 'not valid gzip data' : (err as Error).message;
  return errorRecord(path, 'read_error', `cannot read ${path}: ${why}`);
}

/** A file as a byte stream, gunzipped when asked, with a way to release it early. */
function open(path: string, gz: boolean): { stream: AsyncIterable<Uint8Array>; close: () => void } {
  const file = createReadStream(path, { highWaterMark: 1 << 16 });
  if (!gz) return { stream: file, close: () => file.destroy() };
  const gunzip = createGunzip();
  file.on('error', (err) => gunzip.destroy(err));
  return {
    stream: file.pipe(gunzip),
    close: () => {
      file.destroy();
      gunzip.destroy();
    },
  };
}

/** The file again from an offset, to resume a damaged WARC at its next record. */
async function* reopen(path: string, at: number): AsyncGenerator<Uint8Array> {
  const file = createReadStream(path, { start: at, highWaterMark: 1 << 16 });
  try {
    yield* file;
  } finally {
    file.destroy();
  }
}

/** A single page file; a .gz page is gunzipped as a stream so that its size can be capped. */
async function pageRecord(path: string, size: number, options: FileReadOptions): Promise<InputRecord> {
  const tooLarge = () => errorRecord(path, 'too_large', `${path} is larger than ${options.maxBytes} bytes`);
  if (!/\.gz$/i.test(path)) {
    if (size > options.maxBytes) return tooLarge();
    return { id: path, source: path, bytes: await readFile(path) };
  }
  const { stream, close } = open(path, true);
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += chunk.length;
      if (total > options.maxBytes) return tooLarge();
      chunks.push(chunk);
    }
  } finally {
    close();
  }
  if (total === 0) return errorRecord(path, 'empty', `${path} is empty once gunzipped`);
  return { id: path, source: path, bytes: Buffer.concat(chunks) };
}

/** The records of one file, by its kind: WARC, JSONL or a page. */
async function* fileRecords(path: string, st: Stats, options: FileReadOptions): AsyncGenerator<InputRecord> {
  if (st.size === 0) {
    yield errorRecord(path, 'empty', `${path} is empty`);
    return;
  }
  const archive = archiveOf(path);
  if (archive) {
    const { stream, close } = open(path, archive.gunzip(path));
    try {
      yield* archive.read(path, stream, { ...options, reopen: (at) => reopen(path, at) });
    } catch (err) {
      // A read error of the file itself (e.g. EIO) midway: one record says so.
      yield readErrorRecord(path, err);
    } finally {
      close();
    }
    return;
  }
  try {
    yield await pageRecord(path, st.size, options);
  } catch (err) {
    yield readErrorRecord(path, err);
  }
}

/** One entry of a directory walk: a page file to read, or a path that could not be read. */
export type PageEntry = { path: string; stats: Stats } | { path: string; error: unknown };

/** The pages of a directory tree (`.gz` pages too when `gz`), entries sorted by name, depth first.
 *  Symbolic links are followed once: a directory already seen (a link cycle) is not entered
 *  again. The reader and `batch --shard` (which lists the files to share out) both walk with it. */
export async function* walkPages(dir: string, gz: boolean, seen = new Set<string>()): AsyncGenerator<PageEntry> {
  let names: string[];
  try {
    const real = await realpath(dir);
    if (seen.has(real)) return;
    seen.add(real);
    names = (await readdir(dir)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  } catch (error) {
    yield { path: dir, error };
    return;
  }
  for (const name of names) {
    const path = join(dir, name);
    const wanted = PAGE_IN_DIR.test(name) || (gz && GZ_PAGE_IN_DIR.test(name));
    let stats: Stats;
    try {
      stats = await stat(path);
    } catch (error) {
      // A dangling link or an entry removed meanwhile: say so only for names we would read.
      if (wanted) yield { path, error };
      continue;
    }
    if (stats.isDirectory()) yield* walkPages(path, gz, seen);
    else if (stats.isFile() && wanted) yield { path, stats };
  }
}

async function* directoryRecords(dir: string, options: FileReadOptions): AsyncGenerator<InputRecord> {
  for await (const entry of walkPages(dir, Boolean(options.gz))) {
    if ('error' in entry) yield readErrorRecord(entry.path, entry.error);
    else yield* fileRecords(entry.path, entry.stats, options);
  }
}

/** The records one path argument stands for: a file, a directory tree, or a glob pattern's files.
 *  A path that names nothing gives one `read_error` record. */
export async function* pathRecords(arg: string, options: FileReadOptions): AsyncGenerator<InputRecord> {
  let st: Stats | undefined;
  let statError: unknown;
  try {
    st = await stat(arg);
  } catch (err) {
    statError = err;
  }
  if (st?.isDirectory()) {
    yield* directoryRecords(arg, options);
  } else if (st) {
    yield* fileRecords(arg, st, options);
  } else if (GLOB_CHARS.test(arg)) {
    let matches: string[];
    try {
      matches = (await glob(arg, { onlyFiles: true, expandDirectories: false, absolute: isAbsolute(arg) })).sort();
    } catch (err) {
      yield errorRecord(arg, 'read_error', `cannot expand ${arg}: ${(err as Error).message}`);
      return;
    }
    if (matches.length === 0) yield errorRecord(arg, 'read_error', `no file matches ${arg}`);
    for (const path of matches) yield* pathRecords(path, options);
  } else {
    yield readErrorRecord(arg, statError);
  }
}
