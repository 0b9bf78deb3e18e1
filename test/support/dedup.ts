// What the dedup tests share: simhashes written from two 32-bit halves, and the check of one
// query against a brute-force scan of the hashes kept so far.
import { expect } from 'vitest';
import type { DedupIndex } from '../../src/dedup/near-duplicates.js';
import { hamming } from '../../src/dedup/simhash.js';

/** A simhash's 16 hex digits from its high and low 32 bits. */
export const hex = (hi: number, lo: number): string => (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');

/** Query `index` with record `n`'s hash `h` and expect what a scan of `kept` finds: the nearest kept
 *  hash within `k` bits (the earliest on a tie), or none, in which case `h` joins `kept`. */
export function expectAsBruteForce(index: DedupIndex, kept: string[], n: number, h: string, k: number): void {
  const brute = kept
    .map((x, i) => [hamming(x, h), i] as const)
    .filter(([d]) => d <= k)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])[0];
  const m = index.check(`${n}`.padStart(16, 'x'), h);
  if (brute) expect(m).toEqual({ kind: 'near', of: brute[1], distance: brute[0] });
  else {
    expect(m).toBeUndefined();
    kept.push(h);
  }
}
