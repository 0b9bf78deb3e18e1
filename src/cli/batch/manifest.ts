// The manifest of one part of `cedst batch -o DIR/`: `part-<i>-of-<n>.manifest.json` beside the
// part, written (through a temporary name and a rename) only after the part itself is in place,
// so that its presence means the part is whole. It holds nothing that changes between two runs
// over the same inputs (no time, no host), so a rerun writes it byte for byte again.
import { readFile, rename } from 'node:fs/promises';
import { createTempFile } from './temp.js';
import type { InputsDigest } from './shard.js';

export interface Manifest {
  /** 0-based shard index and shard count. */
  part: number;
  of: number;
  /** The part's file name (in the same directory). */
  output: string;
  /** The shard's inputs (files, URLs, error records of bad list lines), counted and hashed in
   *  the order read: a list of a million paths is not copied into every manifest. */
  inputs: InputsDigest;
  /** Lines written. */
  records: number;
  /** Records read, by outcome: `ok` and each error code, keys sorted (filtered ones included). */
  counts: Record<string, number>;
  /** With --lang, --min-words or --status: records not written, by the filter that dropped them. */
  filtered?: Record<string, number>;
  /** Size of the part file and the sha256 of its bytes (as on disk, gzipped or not). */
  bytes: number;
  sha256: string;
}

/** `part-0-of-3.jsonl[.gz]` → `part-0-of-3.manifest.json`. */
export function manifestPath(partName: string): string {
  return partName.replace(/\.jsonl(\.gz)?$/, '') + '.manifest.json';
}

/** Counts by outcome with sorted keys, from the batch's ok count and its error counts. */
export function countsOf(ok: number, errors: ReadonlyMap<string, number>): Record<string, number> {
  const all: Record<string, number> = { ok, ...Object.fromEntries(errors) };
  return Object.fromEntries(
    Object.keys(all)
      .sort()
      .map((k) => [k, all[k]!]),
  );
}

export async function readManifest(path: string): Promise<Manifest | undefined> {
  try {
    const m = JSON.parse(await readFile(path, 'utf8')) as Manifest;
    return typeof m.inputs?.sha256 === 'string' && typeof m.inputs.items === 'number' && typeof m.bytes === 'number' && typeof m.sha256 === 'string' ? m : undefined;
  } catch {
    return undefined;
  }
}

export async function writeManifest(path: string, m: Manifest): Promise<void> {
  const { path: tmp, handle: fh } = await createTempFile(path);
  try {
    await fh.writeFile(JSON.stringify(m, null, 2) + '\n');
    await fh.sync();
  } finally {
    await fh.close();
  }
  await rename(tmp, path);
}
