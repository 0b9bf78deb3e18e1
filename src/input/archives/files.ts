// Paths on disk: single files (pages, .gz pages, WARC, JSONL), directory trees and glob patterns.
import { constants, createReadStream, openSync, type Stats } from 'node:fs';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { Socket } from 'node:net';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { InputRecord } from '../../core/types.js';
import { archiveOf } from './index.js';
import { sniffedRecords } from './sniffed.js';

export interface FileReadOptions {
  gz: boolean;
  maxBytes: number;
  /** Paths a directory walk found that are not regular files (`batch --shard` lists them as
   *  files): each is one `not_regular` record, as in the walk itself, and is never opened. */
  notRegular?: ReadonlySet<string>;
}

/** What a path that is neither a regular file nor a directory is, for messages. */
function kindOf(st: Stats): string {
  if (st.isFIFO()) return 'a FIFO';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

import { NotRegularError } from '../../core/errors.js';
import { expandGlob } from './glob.js';

export { NotRegularError };

const PAGE_IN_DIR = /\.(html?|xhtml)$/i;
const GZ_PAGE_IN_DIR = /\.(html?|xhtml)\.gz$/i;
export const GLOB_CHARS = /[*?[\]{}]/;

function errorRecord(path: string, code: string, message: string): InputRecord {
  return { id: path, source: path, error: { code, message } };
}

function readErrorRecord(path: string, err: unknown): InputRecord {
  if (err instanceof NotRegularError) return errorRecord(path, 'not_regular', err.message);
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

/** A FIFO or a device named as an argument, as a stream. A FIFO is opened without waiting for a
 *  writer and read through a pipe handle, which waits for one (as `cat` does) in the event loop,
 *  so that nothing blocks a thread; a device is read as a file. */
function openSpecial(path: string, st: Stats): Readable {
  if (!st.isFIFO()) return createReadStream(path, { highWaterMark: 1 << 16 });
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  return new Socket({ fd, readable: true, writable: false });
}

/** The records of a FIFO or a device named as an argument (`<(cat page.html)`, /dev/stdin): its
 *  size says nothing, so it is read as a stream, bounded by --max-bytes; an archive by its name
 *  (`crawl.warc.gz`), anything else by its first bytes, as stdin is. */
async function* specialRecords(path: string, st: Stats, options: FileReadOptions): AsyncGenerator<InputRecord> {
  if (st.isSocket()) {
    yield errorRecord(path, 'read_error', `cannot read ${path}: it is a socket`);
    return;
  }
  let input: Readable;
  try {
    input = openSpecial(path, st);
  } catch (err) {
    yield readErrorRecord(path, err);
    return;
  }
  const archive = archiveOf(path);
  let stream: Readable = input;
  if (archive?.gunzip(path) || (!archive && /\.gz$/i.test(path))) {
    const gunzip = createGunzip();
    input.on('error', (err) => gunzip.destroy(err));
    stream = input.pipe(gunzip);
  }
  try {
    if (archive) yield* archive.read(path, stream, options);
    else yield* sniffedRecords({ name: path, label: path }, stream, options);
  } catch (err) {
    yield readErrorRecord(path, err);
  } finally {
    stream.destroy();
    input.destroy();
  }
}

/** The records of one file, by its kind: WARC, JSONL or a page. */
async function* fileRecords(path: string, st: Stats, options: FileReadOptions): AsyncGenerator<InputRecord> {
  if (!st.isFile()) {
    yield* specialRecords(path, st, options);
    return;
  }
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

/** The pages of a directory tree (`.gz` pages too when `gz`), entries sorted by name, depth first;
 *  a page name that is a FIFO or a device (or a link to one) is an entry with a NotRegularError.
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
    else if (wanted) yield stats.isFile() ? { path, stats } : { path, error: new NotRegularError(path, kindOf(stats)) };
  }
}

/** The record of a walk's entry that could not be read (a FIFO, a dangling link, a directory
 *  without permission), as the reader gives it. */
export function entryErrorRecord(entry: { path: string; error: unknown }): InputRecord {
  return readErrorRecord(entry.path, entry.error);
}

async function* directoryRecords(dir: string, options: FileReadOptions): AsyncGenerator<InputRecord> {
  for await (const entry of walkPages(dir, Boolean(options.gz))) {
    if ('error' in entry) yield readErrorRecord(entry.path, entry.error);
    else yield* fileRecords(entry.path, entry.stats, options);
  }
}

/** A `file:` URL is read as the path it names (percent-escapes decoded), and its records keep
 *  the URL as written: their ids and sources start with it where they would start with the path. */
async function* fileUrlRecords(url: string, options: FileReadOptions): AsyncGenerator<InputRecord> {
  let path: string;
  try {
    path = fileURLToPath(url);
  } catch (err) {
    yield errorRecord(url, 'read_error', `cannot read ${url}: ${(err as Error).message}`);
    return;
  }
  const named = (s: string): string => (s.startsWith(path) ? url + s.slice(path.length) : s);
  for await (const rec of pathRecords(path, options)) {
    yield { ...rec, id: named(rec.id), source: named(rec.source), ...(rec.error ? { error: { ...rec.error, message: rec.error.message.replaceAll(path, url) } } : {}) };
  }
}

/** The records one path argument stands for: a file, a directory tree, or a glob pattern's files.
 *  A path that names nothing gives one `read_error` record. */
export async function* pathRecords(arg: string, options: FileReadOptions): AsyncGenerator<InputRecord> {
  if (/^file:/i.test(arg)) {
    yield* fileUrlRecords(arg, options);
    return;
  }
  if (arg.includes('\0')) {
    yield errorRecord(arg, 'read_error', `cannot read ${JSON.stringify(arg)}: a path cannot hold a NUL byte`);
    return;
  }
  let st: Stats | undefined;
  let statError: unknown;
  try {
    st = await stat(arg);
  } catch (err) {
    statError = err;
  }
  if (st?.isDirectory()) {
    yield* directoryRecords(arg, options);
  } else if (st && !st.isFile() && options.notRegular?.has(normalize(arg))) {
    yield readErrorRecord(arg, new NotRegularError(arg, kindOf(st)));
  } else if (st) {
    yield* fileRecords(arg, st, options);
  } else if (GLOB_CHARS.test(arg)) {
    let matches: string[];
    try {
      matches = await expandGlob(arg);
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
