import { describe, expect, it } from 'vitest';
import { otsuThreshold } from '../../src/signal/otsu.js';

describe('otsuThreshold', () => {
  it('scores a small histogram as computed by hand', () => {
    const values = [0.05, 0.1, 0.1, 0.8, 0.9, 0.95];
    // t = 0:       C0 empty → 0.
    // t = 0.1:     C0 = {0.05}, C1 = {0.1, 0.1, 0.8, 0.9, 0.95} (0.1 ≥ 0.1), u0 = 0.05, u1 = 2.85/5 = 0.57
    //              g = (1/6)(5/6)(0.52)² = 0.2704·5/36 = 0.0375556.
    // t = 0.2…0.8: C0 = {0.05, 0.1, 0.1}, C1 = {0.8, 0.9, 0.95} (0.8 ≥ 0.8), u0 = 0.25/3, u1 = 2.65/3
    //              g = (1/2)(1/2)(0.8)² = 0.16.
    // t = 0.9:     C0 = {0.05, 0.1, 0.1, 0.8}, u0 = 0.2625; C1 = {0.9, 0.95}, u1 = 0.925
    //              g = (4/6)(2/6)(0.6625)² = 0.43890625·8/36 = 0.0975347.
    // t = 1:       C1 empty → 0.
    // Max 0.16 on t = 0.2…0.8, ties to the smaller: t* = 0.2.
    const { threshold, scores } = otsuThreshold(values);
    expect(scores).toHaveLength(11);
    const expected = [0, (0.2704 * 5) / 36, 0.16, 0.16, 0.16, 0.16, 0.16, 0.16, 0.16, (0.43890625 * 8) / 36, 0];
    expected.forEach((g, i) => expect(scores[i]).toBeCloseTo(g, 12));
    expect(threshold).toBe(0.2);
  });

  it('breaks ties toward the smaller t', () => {
    // Two points: every t in (0, 1] that separates them scores (1/2)(1/2)(1)² = 0.25.
    const { threshold, scores } = otsuThreshold([0, 1]);
    expect(scores.slice(1, 11).every((g) => g === 0.25)).toBe(true);
    expect(threshold).toBe(0.1);
  });

  it('puts a value within float noise of t into C1', () => {
    // 0.1 + 0.2 = 0.30000000000000004 and 0.7 − 0.4 = 0.29999999999999993 both count as ≥ 0.3.
    const values = [0.1, 0.1 + 0.2, 0.7 - 0.4];
    const { scores, threshold } = otsuThreshold(values);
    // t = 0.2 and t = 0.3 give the same split {0.1} | {0.3, 0.3}: g = (1/3)(2/3)(0.2)².
    expect(scores[2]).toBeCloseTo((2 / 9) * 0.04, 15);
    expect(scores[3]).toBeCloseTo((2 / 9) * 0.04, 15);
    // t = 0.4 puts everything in C0.
    expect(scores[4]).toBe(0);
    expect(threshold).toBe(0.2);
  });

  it('returns 0 for all-equal values and for no values', () => {
    const same = otsuThreshold([0.4, 0.4, 0.4]);
    expect(same.scores.every((g) => g === 0)).toBe(true);
    expect(same.threshold).toBe(0);
    expect(otsuThreshold([]).threshold).toBe(0);
  });

  it('uses the grid i/steps', () => {
    // steps = 4: t ∈ {0, 0.25, 0.5, 0.75, 1}; {0.1, 0.2} | {0.6, 0.7} is split first at t = 0.25.
    const { threshold, scores } = otsuThreshold([0.1, 0.2, 0.6, 0.7], 4);
    expect(scores).toHaveLength(5);
    expect(scores[1]).toBeCloseTo(0.25 * 0.5 * 0.5, 15);
    expect(threshold).toBe(0.25);
    expect(() => otsuThreshold([0.5], 0)).toThrow(RangeError);
  });
});
