// `cedst batch --shard i/n` and `--input-list FILE`: the inputs become a stream of whole files,
// read as it goes, never held: the list is read line by line and each directory walked as the
// reader walks it. Shard i of n takes the i-th item of that stream, the (i+n)-th, the (i+2n)-th…
// (an item is a file, a URL, or the error record of a line or path that cannot be read), so
// that each shard knows its items without counting or holding the others: every item falls in
// exactly one shard, the shards' sizes differ by at most one, and their union is the single run
// record for record. Order and duplicates are kept as given.
import { createReadStream, type Stats } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import { createHash } from 'node:crypto';
import { OptionsError } from '../../options/resolve.js';
import { InputError } from '../../input/read.js';
import { isUrl } from '../../input/fetch.js';
import { splitLines } from '../../input/stream.js';
import type { InputRecord } from '../../core/types.js';
import type { InputItem } from '../../input/records.js';
import { entryErrorRecord, GLOB_CHARS, walkPages } from '../../input/archives/files.js';
import { expandGlob } from '../../input/archives/glob.js';

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

/** Longest line of an input list. */
const MAX_LIST_LINE = 65_536;

function lineError(at: string, message: string): InputRecord {
  return { id: at, source: at, error: { code: 'read_error', message: `${at}: ${message}` } };
}

/** Check before the run that the input list can be opened: a list that cannot is a usage error. */
export async function checkInputList(path: string): Promise<void> {
  try {
    await access(path);
    if ((await stat(path)).isDirectory()) throw new Error('it is a directory');
  } catch (err) {
    throw new InputError(`cannot read the input list ${path}: ${(err as Error).message}`, 'read_error');
  }
}

/** The lines of an input list, one at a time: the input each names, or the error record of a line
 *  that names none (`LIST:LINE`). Blank lines and lines starting with # are skipped; a `.gz` list
 *  (Common Crawl's warc.paths.gz) is gunzipped as it is read. */
export async function* listLines(path: string): AsyncGenerator<{ at: string; input: string } | InputRecord> {
  const file = createReadStream(path);
  const stream = /\.gz$/i.test(path) ? file.pipe(createGunzip()) : file;
  file.on('error', (err) => stream.destroy(err));
  let lineNo = 0;
  try {
    for await (const line of splitLines(stream as AsyncIterable<Uint8Array>, MAX_LIST_LINE)) {
      lineNo = line.lineNo;
      const at = `${path}:${line.lineNo}`;
      if (!line.bytes) {
        yield lineError(at, `a line longer than ${MAX_LIST_LINE} bytes`);
        continue;
      }
      const input = Buffer.from(line.bytes).toString('utf8').trim();
      if (input && !input.startsWith('#')) yield { at, input };
    }
  } catch (err) {
    // The list itself fails midway (bad gzip data, EIO): one record, and the run goes on.
    yield lineError(`${path}:${lineNo + 1}`, `cannot read the input list on: ${(err as Error).message}`);
  } finally {
    stream.destroy();
    file.destroy();
  }
}

/** The items one input stands for, as the reader would read them: a directory as its walk (an
 *  entry that cannot be read as its error record), a glob as its matches, anything else (a file,
 *  a URL, a `file:` URL, a path that names nothing, which the reader reports) as itself. `at`
 *  names a list line, whose faults are error records; an argument's are usage errors. */
async function* expand(input: string, gz: boolean, at?: string): AsyncGenerator<InputItem> {
  if (input === '-') {
    if (at) yield lineError(at, "'-' cannot name stdin inside a list of inputs");
    else throw new OptionsError('stdin (-) cannot be sharded or listed: give files or --input-list');
    return;
  }
  // NUL cannot be in a path (the reader says so), and a URL is one record that the reader fetches.
  if (input.includes('\0') || isUrl(input) || /^file:/i.test(input)) {
    yield input;
    return;
  }
  let st: Stats | undefined;
  try {
    st = await stat(input);
  } catch {
    st = undefined;
  }
  if (st?.isDirectory()) {
    for await (const entry of walkPages(input, gz)) yield 'error' in entry ? entryErrorRecord(entry) : entry.path;
  } else if (!st && GLOB_CHARS.test(input)) {
    // One pattern's matches are held, sorted as the reader sorts them.
    let matches: string[];
    try {
      matches = await expandGlob(input);
    } catch (err) {
      yield { id: input, source: input, error: { code: 'read_error', message: `cannot expand ${input}${at ? ` (${at})` : ''}: ${(err as Error).message}` } };
      return;
    }
    if (matches.length) yield* matches;
    else yield input;
  } else yield input;
}

/** Every input (the arguments, then the list's lines) as items, in order, duplicates kept. */
async function* allItems(inputs: readonly string[], list: string | undefined, gz: boolean): AsyncGenerator<InputItem> {
  for (const input of inputs) yield* expand(input, gz);
  if (list === undefined) return;
  for await (const line of listLines(list)) {
    if ('error' in line) yield line as InputRecord;
    else yield* expand((line as { input: string }).input, gz, (line as { at: string }).at);
  }
}

/** The items of shard `s`: the k-th item of all the inputs where k mod n = i. */
export async function* shardItems(inputs: readonly string[], list: string | undefined, s: Shard, gz: boolean): AsyncGenerator<InputItem> {
  let k = 0;
  for await (const item of allItems(inputs, list, gz)) if (k++ % s.count === s.index) yield item;
}

/** What a part's manifest says of its inputs: how many items, and the sha256 of their names (a
 *  path, a URL, or an error record's id), one a line. Two runs over the same inputs agree. */
export interface InputsDigest {
  items: number;
  sha256: string;
}

/** Counts and hashes items as they pass. */
export class ItemsHasher {
  #hash = createHash('sha256');
  #items = 0;

  async *pass(items: AsyncIterable<InputItem>): AsyncGenerator<InputItem> {
    for await (const item of items) {
      this.add(item);
      yield item;
    }
  }

  add(item: InputItem): void {
    this.#items++;
    this.#hash.update(`${typeof item === 'string' ? item : item.id}\n`);
  }

  digest(): InputsDigest {
    return { items: this.#items, sha256: this.#hash.digest('hex') };
  }
}

/** The digest of a shard's items, read through once (to check a finished part). */
export async function digestItems(items: AsyncIterable<InputItem>): Promise<InputsDigest> {
  const h = new ItemsHasher();
  for await (const item of items) h.add(item);
  return h.digest();
}
