// Character LCS (Louvan's thesis measure): hand-computed lengths and scores, the bit-parallel rows
// against the textbook dynamic programme across word boundaries, and the cell budget.
import { describe, expect, it } from 'vitest';
import { lcsChars, lcsLength, lcsPair, lcsScores } from '../../src/eval/lcs.js';
import { score } from '../../src/eval/score.js';

const chars = (s: string): number[] => lcsChars(s);

/** The O(n·m) table, for checking. */
function dpLcs(a: readonly number[], b: readonly number[]): number {
  let prev = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    const row = [0];
    for (let j = 0; j < b.length; j++) row.push(x === b[j] ? prev[j]! + 1 : Math.max(prev[j + 1]!, row[j]!));
    prev = row;
  }
  return prev[b.length]!;
}

describe('character LCS', () => {
  it('finds the textbook lengths', () => {
    // CLRS's example: BCBA is a longest common subsequence.
    expect(lcsLength(chars('ABCBDAB'), chars('BDCABA')).lcs).toBe(4);
    expect(lcsLength(chars('新闻内容'), chars('新闻的内容')).lcs).toBe(4);
    expect(lcsLength(chars(''), chars('abc')).lcs).toBe(0);
    expect(lcsLength(chars('abc'), chars('cbacba')).lcs).toBe(2);
  });

  it('collapses whitespace runs, and counts punctuation and code points', () => {
    expect(lcsChars('  a \n\t b,  ')).toEqual([...'a b,'].map((c) => c.codePointAt(0)));
    expect(lcsChars('𝔸b')).toHaveLength(2);
  });

  it('scores P = LCS/|e|, R = LCS/|g| per page', () => {
    // g = "the cat sat" (11 characters); e = "the cat sat on the mat" (22) after whitespace collapse.
    const pair = lcsPair('the cat sat', 'the  cat\n sat on the mat');
    expect(pair).toEqual({ lcs: 11, gold: 11, extracted: 22, capped: false });
    const s = lcsScores(pair);
    expect(s.precision).toBe(0.5);
    expect(s.recall).toBe(1);
    expect(s.f1).toBeCloseTo(2 / 3, 12);
    expect(lcsScores(lcsPair('abc', ''))).toEqual({ precision: 0, recall: 0, f1: 0 });
    expect(lcsScores(lcsPair('', ''))).toEqual({ precision: 1, recall: 1, f1: 1 });
  });

  it('agrees with the dynamic programme across 32-bit word boundaries', () => {
    let seed = 7;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let t = 0; t < 60; t++) {
      const a = Array.from({ length: rand(140) }, () => rand(4));
      const b = Array.from({ length: rand(140) }, () => rand(4));
      expect(lcsLength(a, b).lcs).toBe(dpLcs(a, b));
    }
  });

  it('cuts the longer text over the cell budget and says so', () => {
    // 3 × 6 = 18 cells > 9: "cbacba" is cut to 9 / 3 = 3 characters, LCS("abc", "cba") = 1 ≤ 2.
    expect(lcsLength(chars('abc'), chars('cbacba'), 9)).toEqual({ lcs: 1, capped: true });
    expect(lcsLength(chars('abc'), chars('cbacba'), 18)).toEqual({ lcs: 2, capped: false });
    // The common prefix and suffix are outside the budget: only "x" × "yy" remains.
    expect(lcsLength(chars('head x tail'), chars('head yy tail'), 2)).toEqual({ lcs: 10, capped: false });
  });

  it('averages page P, R and F1 in score()', () => {
    const gold = { a: { articleBody: 'the cat sat' }, b: { articleBody: 'abc' } };
    const pred = { a: { articleBody: 'the cat sat on the mat' }, b: { articleBody: '' } };
    const { scores } = score(gold, pred, undefined, { lcs: true });
    expect(scores.lcsPrecision).toBe(0.25);
    expect(scores.lcsRecall).toBe(0.5);
    expect(scores.lcsF1).toBeCloseTo(1 / 3, 12);
    expect(scores.lcsCapped).toBe(0);
    expect(score(gold, pred).scores.lcsF1).toBeUndefined();
  });
});
