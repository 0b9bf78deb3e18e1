// The logistic-regression trainer of the author picker (bench/src/train/logistic.ts): it learns
// which feature decides, and the same rows give the same model, byte for byte.
import { describe, expect, it } from 'vitest';
import { fitLogistic, round6, sigmoid } from '../../bench/src/train/logistic.js';

describe('fitLogistic', () => {
  // The label is the first feature; the second is noise.
  const X = Array.from({ length: 120 }, (_, i) => [i % 2, (i * 7) % 5]);
  const y = X.map(([a]) => a!);

  it('learns the deciding feature', () => {
    const m = fitLogistic(X, y, { iterations: 2000, rate: 0.5, l2: 0.001 });
    expect(m.weights[0]).toBeGreaterThan(3);
    expect(Math.abs(m.weights[1]!)).toBeLessThan(0.5);
    expect(sigmoid(m.bias + m.weights[0]! + 2 * m.weights[1]!)).toBeGreaterThan(0.9);
    expect(sigmoid(m.bias + 2 * m.weights[1]!)).toBeLessThan(0.1);
  });

  it('gives the same bytes twice, rounded to 6 decimals', () => {
    const a = fitLogistic(X, y);
    const b = fitLogistic(X, y);
    expect(JSON.stringify(a.weights.map(round6))).toBe(JSON.stringify(b.weights.map(round6)));
    expect(round6(-0.0000001)).toBe(0);
    expect(round6(1.23456789)).toBe(1.234568);
  });
});
