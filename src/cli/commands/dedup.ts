// `cedst dedup <parts…> -o DIR`: drop (or mark) exact and near duplicate articles across the
// parts of a batch run, streaming.
//
// Order: the parts are read in natural path order (part-2-of-12 before part-10-of-12, whatever
// order the shell gave them), each line in file order, and the first of a set of duplicates is
// the one kept: with `cedst batch` parts that is the first in the sorted input list. A record is
// an exact duplicate when its `digest` was seen, a near duplicate when its `simhash` is within
// --distance bits of a kept record's; a near duplicate is not itself indexed, so chains do not
// grow. Error records and records without digest pass through. A record whose digest or simhash
// is there but unusable (empty, not hex) is kept and compared with none: read as 0 or as one
// shared key it made distinct records duplicates. A line that is not JSON (the partial last line
// of a killed batch) is skipped with a warning.
//
// Output: DIR/<name of each part>, written through a temporary name and a rename, with the kept
// lines (or, with --mark, every line, duplicates carrying `dup: "exact" | "near"` and `dup_of`).
// Memory: the index of kept records (src/dedup/near-duplicates.ts) plus, with --mark, their ids.
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import type { Command } from 'commander';
import { OptionsError } from '../../options/resolve.js';
import { number } from '../flags.js';
import { plural } from '../batch/summary.js';
import { DedupIndex, usableFingerprint } from '../../dedup/near-duplicates.js';
import { createTempFile } from '../batch/temp.js';
import { makeDirectory } from '../batch/directory.js';

interface DedupFlags {
  output: string;
  distance: number;
  mark?: boolean;
}

/** Natural order: digit runs compare as numbers, the rest by code unit. */
export function naturalCompare(a: string, b: string): number {
  const x = a.match(/\d+|\D+/g) ?? [];
  const y = b.match(/\d+|\D+/g) ?? [];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i]!;
    const q = y[i]!;
    if (p === q) continue;
    if (/^\d/.test(p) && /^\d/.test(q)) {
      const d = Number(p) - Number(q);
      if (d !== 0) return d;
    }
    return p < q ? -1 : 1;
  }
  return x.length - y.length;
}

export interface DedupCounts {
  records: number;
  kept: number;
  exact: number;
  near: number;
  passed: number;
  /** Kept without being compared: a digest or simhash that is not one. */
  unusable: number;
  /** Lines that are not JSON, left out. */
  skipped: number;
}

/** Warnings of each kind written before the rest are only counted. */
const WARNINGS = 5;

async function write(out: Writable, s: string): Promise<void> {
  if (!out.write(s)) await once(out, 'drain');
}

/** Where and how `cedst dedup` writes: into `dir`, or onto `stdout` when `dir` is `-`; records
 *  within `distance` bits are near-duplicates; `mark` keeps them, marked, instead of dropping them. */
export interface DedupTarget {
  dir: string;
  distance: number;
  mark: boolean;
  stdout?: Writable;
  warn?: (line: string) => void;
}

/** Deduplicate `parts` into the target's directory, or onto stdout (`-`) as one JSONL stream in the same order. */
export async function dedupParts(parts: string[], { dir, distance, mark, stdout = process.stdout, warn = (line) => process.stderr.write(`cedst: ${line}\n`) }: DedupTarget): Promise<DedupCounts> {
  const ordered = [...parts].sort(naturalCompare);
  const names = ordered.map((p) => basename(p));
  const toStdout = dir === '-';
  if (!toStdout && new Set(names).size !== names.length) throw new OptionsError('two inputs have the same file name: their outputs in the directory would clash');
  if (!toStdout) makeDirectory(dir);
  const index = new DedupIndex(distance);
  const ids: string[] = [];
  const counts: DedupCounts = { records: 0, kept: 0, exact: 0, near: 0, passed: 0, unusable: 0, skipped: 0 };
  for (const [i, part] of ordered.entries()) {
    const gz = /\.gz$/i.test(part);
    const final = join(dir, names[i]!);
    const temp = toStdout ? undefined : await createTempFile(final);
    const tmp = temp?.path ?? '';
    const file = temp ? createWriteStream(tmp, { fd: temp.handle }) : undefined;
    const zip = gz && file ? createGzip() : undefined;
    if (file) zip?.pipe(file);
    const out: Writable = zip ?? file ?? stdout;
    const input = createReadStream(part);
    const lines = createInterface({ input: gz ? input.pipe(createGunzip()) : input, crlfDelay: Infinity });
    try {
      let n = 0;
      for await (const line of lines) {
        n++;
        if (line === '') continue;
        let rec: Record<string, unknown>;
        try {
          rec = JSON.parse(line) as Record<string, unknown>;
          if (rec === null || typeof rec !== 'object' || Array.isArray(rec)) throw new Error('not an object');
        } catch {
          if (counts.skipped++ < WARNINGS) warn(`${part}:${n}: not a JSON record (a line cut short?): skipped`);
          continue;
        }
        counts.records++;
        if (rec.error || (rec.digest === undefined && rec.simhash === undefined)) {
          counts.passed++;
          await write(out, line + '\n');
          continue;
        }
        if (!usableFingerprint(rec.digest, rec.simhash)) {
          if (counts.unusable++ < WARNINGS) warn(`${part}:${n}: no usable digest and simhash: kept, compared with no other record`);
          await write(out, line + '\n');
          continue;
        }
        const digest = rec.digest as string;
        const simhash = rec.simhash as string;
        const m = index.check(digest, simhash);
        if (!m) {
          counts.kept++;
          if (mark) ids.push(String(rec.id));
          await write(out, line + '\n');
          continue;
        }
        counts[m.kind]++;
        if (mark) await write(out, JSON.stringify({ ...rec, dup: m.kind, dup_of: ids[m.of], dup_distance: m.distance }) + '\n');
      }
      if (!file) continue;
      out.end();
      await once(file, 'close');
      await rename(tmp, final);
    } catch (err) {
      if (!file) throw err;
      // A write still queued fails once its stream is destroyed: that is expected here, and an
      // 'error' with no listener would end the process before the temporary file is removed.
      for (const stream of [out, file]) stream.on('error', () => {}).destroy();
      await rm(tmp, { force: true });
      throw err;
    }
  }
  return counts;
}

export function registerDedup(program: Command): void {
  program
    .command('dedup')
    .description('drop exact (same digest) and near (simhash within --distance bits) duplicate articles across batch parts; the first in natural path order, then line order, is kept')
    .argument('<parts...>', 'JSONL or JSONL.gz files written by cedst batch')
    .option('-o, --output <dir>', 'directory to write the deduplicated parts to, under the same names; - or none: every kept record on stdout, one JSONL stream', '-')
    .option('--distance <bits>', 'largest simhash Hamming distance of a near duplicate (0: exact duplicates only)', number, 3)
    .option('--mark', 'keep the duplicates, marked with dup ("exact" or "near"), dup_of (the kept id) and dup_distance')
    .action(async (parts: string[], flags: DedupFlags) => {
      if (!Number.isInteger(flags.distance) || flags.distance < 0 || flags.distance > 15) throw new OptionsError(`--distance must be an integer from 0 to 15 (got ${flags.distance})`);
      const start = performance.now();
      const c = await dedupParts(parts, { dir: flags.output, distance: flags.distance, mark: Boolean(flags.mark) });
      const s = (performance.now() - start) / 1000;
      const unusable = c.unusable ? `, ${c.unusable} kept without a usable digest and simhash` : '';
      const skipped = c.skipped ? `; ${plural(c.skipped, 'line')} not JSON skipped` : '';
      process.stderr.write(
        `cedst: ${plural(c.records, 'record')}: ${c.kept} kept, ${c.exact} exact and ${c.near} near duplicates ${flags.mark ? 'marked' : 'dropped'}, ${c.passed} without text passed through${unusable}${skipped} (${s.toFixed(1)} s)\n`,
      );
    });
}
