// `cedst dedup` in process (dedupParts and its index) on the inputs that broke it: fingerprints
// that are not fingerprints, a line cut short by a killed batch, a part that cannot be read, and
// kept simhashes that share a band (the index's work counted, not timed).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { dedupParts } from '../../src/cli/commands/dedup.js';
import { DedupIndex } from '../../src/dedup/near-duplicates.js';
import { simhash, textDigest } from '../../src/dedup/simhash.js';
import { expectAsBruteForce, hex } from '../support/dedup.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-dedup-parts-'));
const rec = (id: string, text: string, over: object = {}): string => JSON.stringify({ id, source: id, text, digest: textDigest(text), simhash: simhash(text), ...over });
const sink = (): Writable & { text: string } => {
  const w = new Writable({
    write(chunk: Buffer, _e, done) {
      w.text += chunk.toString();
      done();
    },
  }) as Writable & { text: string };
  w.text = '';
  return w;
};
const ids = (jsonl: string): string[] =>
  jsonl
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { id: string }).id);

describe('dedupParts', () => {
  it('keeps every record whose digest or simhash is unusable, compared with none, and says so', async () => {
    const part = join(tmp, 'unusable.jsonl');
    const bad: [unknown, unknown][] = [
      ['', 'zzzzzzzzzzzzzzzz'],
      ['', ''],
      ['', 'not-a-hash'],
      [null, '0000000000000000'],
      ['xyz', '0000000000000000'],
      ['', '12345'],
      ['', 42],
      [textDigest('same'), 'ffffffffffffffffff'],
      [textDigest('same'), ''],
      ['', '0000000000000000'],
    ];
    writeFileSync(part, `${bad.map(([digest, simhash], i) => rec(`r${i}`, `distinct text ${i}`, { digest, simhash })).join('\n')}\n`);
    const out = sink();
    const warnings: string[] = [];
    const counts = await dedupParts([part], { dir: '-', distance: 3, mark: false, stdout: out, warn: (w) => warnings.push(w) });
    expect(ids(out.text)).toEqual(bad.map((_, i) => `r${i}`));
    expect(counts).toEqual({ records: 10, kept: 0, exact: 0, near: 0, passed: 0, unusable: 10, skipped: 0 });
    expect(warnings).toEqual([1, 2, 3, 4, 5].map((n) => `${part}:${n}: no usable digest and simhash: kept, compared with no other record`));
  });

  it('skips a line that is not JSON (the cut last line of a killed batch) with a warning, and leaves no temporary file', async () => {
    const part = join(tmp, 'part-0-of-1.jsonl');
    const whole = [rec('a', 'the first article text here'), rec('b', 'a second and different article')];
    writeFileSync(part, `${whole.join('\n')}\n[1,2]\n${whole[0]!.slice(0, 25)}`);
    const dir = join(tmp, 'out');
    const warnings: string[] = [];
    const counts = await dedupParts([part], { dir, distance: 3, mark: false, warn: (w) => warnings.push(w) });
    expect(readdirSync(dir)).toEqual(['part-0-of-1.jsonl']);
    expect(readFileSync(join(dir, 'part-0-of-1.jsonl'), 'utf8')).toBe(`${whole.join('\n')}\n`);
    expect([counts.records, counts.kept, counts.skipped]).toEqual([2, 2, 2]);
    expect(warnings).toEqual([`${part}:3: not a JSON record (a line cut short?): skipped`, `${part}:4: not a JSON record (a line cut short?): skipped`]);
  });

  it('removes its temporary file when a part cannot be read', async () => {
    const good = join(tmp, 'part-1-of-2.jsonl');
    writeFileSync(good, `${rec('a', 'some article text for the good part')}\n`);
    const unreadable = join(tmp, 'part-2-of-2.jsonl');
    mkdirSync(unreadable);
    const dir = join(tmp, 'out-failed');
    await expect(dedupParts([good, unreadable], { dir, distance: 3, mark: false, warn: () => {} })).rejects.toThrow(/EISDIR/);
    expect(readdirSync(dir)).toEqual(['part-1-of-2.jsonl']);
    expect(existsSync(join(dir, 'part-2-of-2.jsonl'))).toBe(false);
  });
});

describe('DedupIndex over simhashes that share a band', () => {
  let seed = 11;
  const r32 = (): number => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0);

  it.each([3, 5])('finds what a brute-force check finds, distance %i, every hash with the same top 20 bits', (k) => {
    const index = new DedupIndex(k);
    const kept: string[] = [];
    for (let n = 0; n < 1500; n++) {
      let hi = (0xabcde000 | (r32() & 0xfff)) >>> 0;
      let lo = r32();
      if (n % 2 && kept.length) {
        const base = kept[r32() % kept.length]!;
        hi = parseInt(base.slice(0, 8), 16);
        lo = parseInt(base.slice(8), 16);
        for (let f = 0; f < 1 + (r32() % 6); f++) {
          const bit = r32() % 44;
          if (bit < 12) hi ^= 1 << bit;
          else lo ^= 1 << (bit - 12);
        }
      }
      const h = hex(hi, lo);
      expectAsBruteForce(index, kept, n, h, k);
    }
    expect(index.size).toBe(kept.length);
  });

  it('compares a query with a bounded number of kept hashes, not with all of them', () => {
    const index = new DedupIndex(3);
    // 20,000 hashes with one top band (16 bits) in common, the rest random: each is kept.
    for (let n = 0; n < 20_000; n++) index.check(`${n}`.padStart(16, 'y'), hex((0x5a5a0000 | (r32() & 0xffff)) >>> 0, r32()));
    expect(index.size).toBeGreaterThan(19_900);
    // Every query scanned every kept hash before: 20,000² / 2 = 200 million distances.
    expect(index.comparisons).toBeLessThan(20_000 * 40);
  });
});
