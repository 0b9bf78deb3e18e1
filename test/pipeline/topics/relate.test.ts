import { describe, expect, it } from 'vitest';
import { relateMatrix } from '../../../src/pipeline/topics/relate.js';

describe('relateMatrix', () => {
  const units = [
    ['a', 'b', 'c'],
    ['a', 'b', 'b', 'a'], // repeats count once
    ['b', 'c'],
    ['d'],
  ];
  const vocab = ['a', 'b', 'c', 'd'];
  const at = (m: Int32Array, n: number, x: string, y: string): number => m[vocab.indexOf(x) * n + vocab.indexOf(y)]!;

  it('counts, per pair, the units holding both keywords', () => {
    const rel = relateMatrix(units, vocab);
    // a–b: units 0, 1 → 2; a–c: unit 0 → 1; b–c: units 0, 2 → 2; d pairs with nothing.
    expect(at(rel, 4, 'a', 'b')).toBe(2);
    expect(at(rel, 4, 'a', 'c')).toBe(1);
    expect(at(rel, 4, 'b', 'c')).toBe(2);
    expect(at(rel, 4, 'a', 'd')).toBe(0);
    expect(at(rel, 4, 'a', 'a')).toBe(0);
    expect(Array.from(rel).reduce((s, c) => s + c, 0)).toBe(2 * (2 + 1 + 2));
  });

  it('is symmetric', () => {
    const rel = relateMatrix(units, vocab);
    for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) expect(rel[i * 4 + j]).toBe(rel[j * 4 + i]);
  });

  it('keeps only the vocabulary, in its order', () => {
    const rel = relateMatrix(units, ['c', 'a']);
    expect(Array.from(rel)).toEqual([0, 1, 1, 0]);
  });
});
