// The calibration map (src/classifiers/calibration.ts) and its fitter (bench/src/train/isotonic.ts),
// on values worked out by hand.
import { describe, expect, it } from 'vitest';
import { asCalibration, calibrate } from '../../src/classifiers/calibration.js';
import { fitIsotonic } from '../../bench/src/train/isotonic.js';

describe('calibrate', () => {
  const map = { x: [0.2, 0.6, 0.9], y: [0.3, 0.5, 0.95] };

  it('interpolates between points', () => {
    expect(calibrate(map, 0.2)).toBeCloseTo(0.3, 12);
    // 0.3 + (0.4 − 0.2) / (0.6 − 0.2) · (0.5 − 0.3)
    expect(calibrate(map, 0.4)).toBeCloseTo(0.4, 12);
    // 0.5 + (0.7 − 0.6) / 0.3 · 0.45
    expect(calibrate(map, 0.7)).toBeCloseTo(0.65, 12);
  });

  it('goes on along the outermost segments, so that pages past the ends keep their order', () => {
    // slope of the last segment 0.45 / 0.3 = 1.5
    expect(calibrate(map, 1)).toBeCloseTo(1.1, 12);
    // slope of the first 0.2 / 0.4 = 0.5
    expect(calibrate(map, 0)).toBeCloseTo(0.2, 12);
    expect(calibrate({ x: [0.5], y: [0.7] }, 0.9)).toBe(0.7);
  });

  it('refuses a map that is not increasing', () => {
    expect(() => asCalibration({ x: [0.1, 0.1], y: [0.2, 0.3] })).toThrow(/increasing/);
    expect(() => asCalibration({ x: [0.1, 0.2], y: [0.3, 0.2] })).toThrow(/non-decreasing/);
    expect(() => asCalibration({ x: [0.1], y: [] })).toThrow(/one length/);
    expect(asCalibration({ x: [0.1, 0.2], y: [0.2, 0.2] })).toEqual({ x: [0.1, 0.2], y: [0.2, 0.2] });
  });
});

describe('fitIsotonic', () => {
  it('pools adjacent violators into their means', () => {
    // (1,1) (2,3) (3,2) (4,4): 3 then 2 violates, pooled to score 2.5, target 2.5.
    expect(fitIsotonic([3, 1, 4, 2], [2, 1, 4, 3])).toEqual({ x: [1, 2.5, 4], y: [1, 2.5, 4] });
    // A falling run pools whole: mean score 2, mean target 2.
    expect(fitIsotonic([1, 2, 3], [3, 2, 1])).toEqual({ x: [2], y: [2] });
  });

  it('pools equal scores, so that x is strictly increasing', () => {
    expect(fitIsotonic([1, 1, 2], [0, 1, 2])).toEqual({ x: [1, 2], y: [0.5, 2] });
  });
});
