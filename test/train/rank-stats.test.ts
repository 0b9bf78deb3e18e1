// AUROC and Spearman of the confidence tables (bench/src/train/rank-stats.ts), on hand-worked cases.
import { describe, expect, it } from 'vitest';
import { auroc, spearman } from '../../bench/src/train/rank-stats.js';

describe('auroc', () => {
  it('is the share of positive–negative pairs the scores order right', () => {
    // Pairs (pos, neg): (0.35, 0.1) right, (0.35, 0.4) wrong, (0.8, 0.1) right, (0.8, 0.4) right: 3/4.
    expect(auroc([0.1, 0.4, 0.35, 0.8], [false, false, true, true])).toBe(0.75);
    expect(auroc([1, 2, 3], [false, false, true])).toBe(1);
    expect(auroc([3, 2, 1], [false, false, true])).toBe(0);
  });
  it('counts a tie as half a pair, and needs both classes', () => {
    expect(auroc([5, 5], [true, false])).toBe(0.5);
    // (2 vs 1) right, (2 vs 2) half: 0.75.
    expect(auroc([1, 2, 2], [false, false, true])).toBe(0.75);
    expect(auroc([1, 2], [true, true])).toBeUndefined();
  });
});

describe('spearman', () => {
  it('is 1 for the same order, −1 for the reverse, undefined for a constant', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 45])).toBe(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBe(-1);
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeUndefined();
  });
  it('gives tied values their mean rank', () => {
    // Ranks a = 0, 1, 2; b = 0.5, 0.5, 2: Σ(da·db) = 1.5, Σda² = 2, Σdb² = 1.5 → 1.5/√3.
    expect(spearman([1, 2, 3], [7, 7, 9])).toBeCloseTo(1.5 / Math.sqrt(3), 12);
  });
});
