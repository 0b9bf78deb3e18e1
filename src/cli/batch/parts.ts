// `cedst batch -o DIR/`: each shard writes its own part, `part-<i>-of-<n>.jsonl` (or `.jsonl.gz`),
// to a temporary name beside it, renamed into place only once the shard is whole, and then its
// manifest (manifest.ts). A task killed midway leaves at most its own temporary file, which the
// next attempt at the same part removes; other parts are never touched. A part whose manifest is
// there and matches is finished: a rerun skips it unless --force.
import { createWriteStream } from 'node:fs';
import { type FileHandle, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { createHash } from 'node:crypto';
import { InputError } from '../../input/read.js';
import { manifestPath, readManifest, writeManifest, type Manifest } from './manifest.js';
import type { InputsDigest, Shard } from './shard.js';
import { createTempFile, tempPrefix } from './temp.js';
import { makeDirectory } from './directory.js';

/** Does `-o` name a directory of parts (a trailing slash, or a directory that exists)? */
export async function isPartsDir(output: string): Promise<boolean> {
  if (/[/\\]$/.test(output)) return true;
  try {
    return (await stat(output)).isDirectory();
  } catch {
    return false;
  }
}

export interface PartFiles {
  dir: string;
  /** `part-<i>-of-<n>.jsonl` or `.jsonl.gz`. */
  name: string;
  path: string;
  manifest: string;
}

export function partFiles(dir: string, shard: Shard, gz: boolean): PartFiles {
  const name = `part-${shard.index}-of-${shard.count}.jsonl${gz ? '.gz' : ''}`;
  return { dir, name, path: join(dir, name), manifest: join(dir, manifestPath(name)) };
}

export type PartState = { done: true; manifest: Manifest } | { done: false; why?: string };

/** Is this part finished, for these inputs (their digest, computed when needed)? A manifest and the output it names (so a .jsonl part
 *  does not count for a --gz-out run), of its recorded size, must both be there; a manifest for
 *  other inputs is a different job's part. */
export async function partState(files: PartFiles, inputs: () => Promise<InputsDigest>): Promise<PartState> {
  const m = await readManifest(files.manifest);
  if (!m) return { done: false };
  // Read through the inputs only when a manifest could make the part finished.
  const now = await inputs();
  if (m.inputs.sha256 !== now.sha256 || m.inputs.items !== now.items) {
    return { done: false, why: `${files.manifest} lists other inputs (${m.inputs.items} items) than this shard (${now.items} items)` };
  }
  try {
    if (m.output === files.name && (await stat(files.path)).size === m.bytes) return { done: true, manifest: m };
  } catch {
    // the output is missing: not finished
  }
  return { done: false };
}

/** Counts bytes and hashes them as they go to the file. */
function digestOf(onDone: (bytes: number, sha256: string) => void): Transform {
  const hash = createHash('sha256');
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      bytes += chunk.length;
      cb(null, chunk);
    },
    flush(cb) {
      onDone(bytes, hash.digest('hex'));
      cb();
    },
  });
}

/** Writes one part to its temporary file; commit() makes it the part, abort() drops it. */
export class PartWriter {
  /** Where the batch writes its JSONL. */
  readonly stream: Writable;
  private readonly tmp: string;
  private readonly done: Promise<void>;
  private size = { bytes: 0, sha256: '' };

  private constructor(
    readonly files: PartFiles,
    gz: boolean,
    temp: { path: string; handle: FileHandle },
  ) {
    this.tmp = temp.path;
    const input = new PassThrough();
    this.stream = input;
    const file = createWriteStream(this.tmp, { fd: temp.handle });
    const hashed = digestOf((bytes, sha256) => {
      this.size = { bytes, sha256 };
    });
    this.done = gz ? pipeline(input, createGzip(), hashed, file) : pipeline(input, hashed, file);
    // A failure surfaces through the OrderedWriter (stream 'error') and commit().
    this.done.catch((err: Error) => input.destroy(err));
  }

  /** Remove what an earlier, killed attempt at this part left, then open the temporary file. */
  static async open(files: PartFiles, gz: boolean): Promise<PartWriter> {
    makeDirectory(files.dir);
    // The old manifest goes first: from here until commit() the part is not finished.
    await rm(files.manifest, { force: true });
    const stale = tempPrefix(files.path);
    for (const name of await readdir(files.dir)) {
      if (name.startsWith(stale)) await rm(join(files.dir, name), { force: true });
    }
    try {
      return new PartWriter(files, gz, await createTempFile(files.path));
    } catch (err) {
      throw new InputError(`cannot write ${files.path}: ${(err as Error).message}`, 'write_error');
    }
  }

  /** Finish the file, flush it to disk, rename it into place, then write the manifest. */
  async commit(info: Omit<Manifest, 'output' | 'bytes' | 'sha256'>): Promise<Manifest> {
    this.stream.end();
    await this.done;
    const fh = await open(this.tmp, 'r+');
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(this.tmp, this.files.path);
    const manifest: Manifest = { ...info, output: this.files.name, bytes: this.size.bytes, sha256: this.size.sha256 };
    await writeManifest(this.files.manifest, manifest);
    return manifest;
  }

  /** Drop the unfinished part (interrupted or failed run); the last finished one stays. */
  async abort(): Promise<void> {
    this.stream.destroy();
    await this.done.catch(() => {});
    await rm(this.tmp, { force: true });
  }
}
