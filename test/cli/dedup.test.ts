// @module-tag slow
// `cedst dedup`: exact duplicates by digest, near ones by simhash distance, across parts in
// natural path order, the first kept; the index finds every pair within the distance.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { naturalCompare } from '../../src/cli/commands/dedup.js';
import { DedupIndex } from '../../src/dedup/near-duplicates.js';
import { hamming, simhash, textDigest } from '../../src/dedup/simhash.js';
import { expectAsBruteForce, hex } from '../support/dedup.js';
import { cedst } from '../support/cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-dedup-'));

describe('DedupIndex', () => {
  it.each([3, 1, 2, 5])('finds every simhash within distance %i and none beyond, against a brute-force check', (k) => {
    let seed = 7;
    const r32 = (): number => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0);
    const index = new DedupIndex(k);
    const kept: string[] = [];
    for (let n = 0; n < 1500; n++) {
      // Half are random, half are a kept hash with 1 to 5 bits flipped.
      let h = hex(r32(), r32());
      if (n % 2 && kept.length) {
        const base = kept[r32() % kept.length]!;
        let hi = parseInt(base.slice(0, 8), 16);
        let lo = parseInt(base.slice(8), 16);
        for (let f = 0; f < 1 + (r32() % 5); f++) {
          const bit = r32() % 64;
          if (bit < 32) hi ^= 1 << bit;
          else lo ^= 1 << (bit - 32);
        }
        h = hex(hi, lo);
      }
      expectAsBruteForce(index, kept, n, h, k);
    }
    expect(index.size).toBe(kept.length);
    expect(index.check('0000000000000042', 'ffffffffffffffff')).toBeUndefined();
    expect(index.check('0000000000000042', '0000000000000000')).toEqual({ kind: 'exact', of: kept.length, distance: 0 });
  });

  it('naturalCompare puts part-2 before part-10', () => {
    expect(['part-10-of-12.jsonl', 'part-2-of-12.jsonl', 'part-1-of-12.jsonl'].sort(naturalCompare)).toEqual(['part-1-of-12.jsonl', 'part-2-of-12.jsonl', 'part-10-of-12.jsonl']);
  });
});

// Texts written for this test.
// A long text (650 words, as news articles are): one edited word moves its simhash by a bit or two.
const NOUNS = ['park', 'bridge', 'library', 'market', 'school', 'harbour', 'station', 'museum', 'orchard', 'stadium'];
const PLACES = ['river', 'old town', 'east side', 'hill', 'port', 'square', 'lake', 'airport'];
const A = Array.from({ length: 40 }, (_, i) => `On day ${i + 1} the council discussed the ${NOUNS[i % 10]} near the ${PLACES[i % 8]} and heard ${i + 3} residents speak.`).join(' ');
const A2 = A.replace('day 40', 'day forty');
const B =
  'Shares of the regional bank fell sharply on Tuesday after it reported a quarterly loss and cut its dividend, the first cut since the company was founded. Analysts expect further losses as loan defaults rise in the farm sector.';
const rec = (id: string, text: string): string => JSON.stringify({ id, source: id, text, digest: textDigest(text), simhash: simhash(text) });

describe('cedst dedup', () => {
  it('drops exact and near duplicates across parts, keeping the first in natural order; --mark keeps them marked', () => {
    expect(hamming(simhash(A), simhash(A2))).toBeLessThanOrEqual(3);
    const p2 = join(tmp, 'part-2-of-10.jsonl');
    const p10 = join(tmp, 'part-10-of-10.jsonl.gz');
    writeFileSync(p2, [rec('a', A), JSON.stringify({ id: 'e', source: 'e', error: { code: 'http_status', message: 'm' } }), rec('b', B)].join('\n') + '\n');
    writeFileSync(p10, gzipSync([rec('a-again', `  ${A.replace(/ /g, '  ')}\n`), rec('a-near', A2), rec('b-copy', B)].join('\n') + '\n'));
    const out = join(tmp, 'out');
    // Given in the "wrong" order: part-2 still comes first.
    const r = cedst(['dedup', p10, p2, '-o', out]);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/^cedst: 6 records: 2 kept, 2 exact and 1 near duplicates dropped, 1 without text passed through/);
    expect(
      readFileSync(join(out, 'part-2-of-10.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { id: string }).id),
    ).toEqual(['a', 'e', 'b']);
    expect(gunzipSync(readFileSync(join(out, 'part-10-of-10.jsonl.gz'))).toString()).toBe('');

    const marked = join(tmp, 'marked');
    expect(cedst(['dedup', p2, p10, '-o', marked, '--mark']).status).toBe(0);
    const lines = gunzipSync(readFileSync(join(marked, 'part-10-of-10.jsonl.gz')))
      .toString()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.id, l.dup, l.dup_of])).toEqual([
      ['a-again', 'exact', 'a'],
      ['a-near', 'near', 'a'],
      ['b-copy', 'exact', 'b'],
    ]);

    // --distance 0: the near duplicate is kept.
    const exactOnly = cedst(['dedup', p2, p10, '-o', join(tmp, 'exact'), '--distance', '0']);
    expect(exactOnly.stderr).toMatch(/3 kept, 2 exact and 0 near/);

    // Without -o (or with -o -): the kept records of every part on stdout, one JSONL stream.
    for (const args of [
      [p10, p2],
      [p10, p2, '-o', '-'],
    ]) {
      const piped = cedst(['dedup', ...args]);
      expect(piped.status).toBe(0);
      expect(
        piped.stdout
          .trim()
          .split('\n')
          .map((l) => (JSON.parse(l) as { id: string }).id),
      ).toEqual(['a', 'e', 'b']);
      expect(piped.stderr).toMatch(/^cedst: 6 records: 2 kept, 2 exact and 1 near duplicates dropped/);
    }
    // One record: "1 record".
    const one = join(tmp, 'one.jsonl');
    writeFileSync(one, rec('only', B) + '\n');
    expect(cedst(['dedup', one]).stderr).toMatch(/^cedst: 1 record: 1 kept,/);
  });
});
