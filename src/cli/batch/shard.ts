// `cedst batch --shard i/n` and `--input-list FILE`: the inputs become a sorted, de-duplicated
// list of whole files, and shard i of n takes a contiguous slice of it. Contiguous slices keep the
// single run's order: part 0, part 1, … part n-1 concatenated are the `--shard 0/1` run, line for
// line, and their union is that run record for record whatever n is.
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { isAbsolute, normalize, sep } from 'node:path';
import { createGunzip } from 'node:zlib';
import { glob } from 'tinyglobby';
import { OptionsError } from '../../options/resolve.js';
import { InputError } from '../../input/read.js';
import { isUrl } from '../../input/fetch.js';
import { GLOB_CHARS, NotRegularError, walkPages } from '../../input/archives/files.js';

export interface Shard {
  /** 0-based index of this shard. */
  index: number;
  /** Number of shards. */
  count: number;
}

/** `i/n` with 0 ≤ i < n. */
export function parseShard(spec: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(spec.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || !Number.isSafeInteger(index) || !Number.isSafeInteger(count) || count < 1 || index >= count) {
    throw new OptionsError(`--shard must be i/n with 0 <= i < n, e.g. 0/3 (got ${spec})`);
  }
  return { index, count };
}

/** The slice of `items` that shard `s` takes: items [⌊i·N/n⌋, ⌊(i+1)·N/n⌋). Every item falls in
 *  exactly one shard, and the shards' sizes differ by at most one. */
export function shardSlice<T>(items: readonly T[], s: Shard): T[] {
  const n = items.length;
  return items.slice(Math.floor((s.index * n) / s.count), Math.floor(((s.index + 1) * n) / s.count));
}

/** The paths of an input list file: one a line, blank lines and lines starting with # skipped;
 *  a `.gz` list (Common Crawl's warc.paths.gz) is gunzipped as it is read. */
export async function readInputList(path: string): Promise<string[]> {
  const paths: string[] = [];
  let text = '';
  try {
    const file = createReadStream(path);
    const stream = /\.gz$/i.test(path) ? file.pipe(createGunzip()) : file;
    file.on('error', (err) => stream.destroy(err));
    for await (const chunk of stream) text += (chunk as Buffer).toString('utf8');
  } catch (err) {
    throw new InputError(`cannot read the input list ${path}: ${(err as Error).message}`, 'read_error');
  }
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '').trim();
    if (line && !line.startsWith('#')) paths.push(line);
  }
  return paths;
}

/** Path order: component by component, each in code-unit order (the same on every machine and
 *  locale). It is the order of the reader's depth-first walk with sorted names, so `a/x` comes
 *  before `a-b/x` as it does in the walk (a plain string sort would put `-` before `/`). */
export function byPath(a: string, b: string): number {
  const x = a.split(sep);
  const y = b.split(sep);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  }
  return x.length - y.length;
}

/** Every input argument as whole files: a directory as the files the reader would take from it,
 *  a glob as its matches, anything else (a file, or a path that names nothing, which the reader
 *  reports) as itself. The result is normalised, sorted and de-duplicated. A page name inside a
 *  directory that is a FIFO or a device is listed, and added to `notRegular`, so that the reader
 *  gives it the record the walk gives (it is never opened). */
export async function expandInputs(inputs: readonly string[], gz: boolean, notRegular?: Set<string>): Promise<string[]> {
  const files: string[] = [];
  const urls: string[] = [];
  for (const input of inputs) {
    if (input === '-') throw new OptionsError('stdin (-) cannot be sharded or listed: give files or --input-list');
    // A URL is one record, fetched by the reader: kept as written.
    if (isUrl(input)) {
      urls.push(input);
      continue;
    }
    let st: Stats | undefined;
    try {
      st = await stat(input);
    } catch {
      st = undefined;
    }
    // A directory as the reader walks it (a path it cannot read stays in: it becomes a read_error record).
    if (st?.isDirectory()) {
      for await (const entry of walkPages(input, gz)) {
        files.push(entry.path);
        if ('error' in entry && entry.error instanceof NotRegularError) notRegular?.add(normalize(entry.path));
      }
    } else if (!st && GLOB_CHARS.test(input)) {
      const matches = await glob(input, { onlyFiles: true, expandDirectories: false, absolute: isAbsolute(input) });
      files.push(...(matches.length ? matches : [input]));
    } else files.push(input);
  }
  return [...new Set([...files.map((f) => normalize(f)), ...urls])].sort(byPath);
}
