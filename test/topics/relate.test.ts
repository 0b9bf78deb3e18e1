import { describe, expect, it } from 'vitest';
import { relateCounts, relateOf } from '../../src/topics/relate.js';

describe('relateCounts', () => {
  const units = [
    ['a', 'b', 'c'],
    ['a', 'b', 'b', 'a'], // repeats count once
    ['b', 'c'],
    ['d'],
  ];

  it('counts, per pair, the units holding both keywords', () => {
    const rel = relateCounts(units);
    // a–b: units 0, 1 → 2; a–c: unit 0 → 1; b–c: units 0, 2 → 2; d pairs with nothing.
    expect(relateOf(rel, 'a', 'b')).toBe(2);
    expect(relateOf(rel, 'a', 'c')).toBe(1);
    expect(relateOf(rel, 'b', 'c')).toBe(2);
    expect(relateOf(rel, 'a', 'd')).toBe(0);
    expect(rel.has('d')).toBe(false);
    expect(rel.get('a')?.has('a')).toBe(false);
  });

  it('is symmetric', () => {
    const rel = relateCounts(units);
    for (const [x, row] of rel) for (const [y, c] of row) expect(rel.get(y)?.get(x)).toBe(c);
  });

  it('keeps only the vocabulary', () => {
    const rel = relateCounts(units, new Set(['a', 'c']));
    expect(relateOf(rel, 'a', 'c')).toBe(1);
    expect(relateOf(rel, 'a', 'b')).toBe(0);
    expect([...rel.keys()].sort()).toEqual(['a', 'c']);
  });
});
