import { describe, expect, it } from 'vitest';
import { gaussianKernel, gaussianSmooth } from '../../src/signal/gaussian.js';

// σ = 1, r = ⌈2⌉ = 2: raw taps e^−2, e^−0.5, 1, e^−0.5, e^−2
// = 0.1353352832, 0.6065306597, 1, 0.6065306597, 0.1353352832; sum 2.4837318859.
const K2 = 0.05448868454964294; // e^−2 / 2.48373…
const K1 = 0.24420134200323332; // e^−0.5 / 2.48373…
const K0 = 0.4026199468942474; // 1 / 2.48373…

describe('gaussianKernel', () => {
  it('is the normalised discrete Gaussian with r = ⌈2σ⌉', () => {
    const k = gaussianKernel(1);
    expect(k).toHaveLength(5);
    [K2, K1, K0, K1, K2].forEach((v, i) => expect(k[i]).toBeCloseTo(v, 15));
    expect(k.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 15);
  });

  it('has r = ⌈2σ⌉ taps on each side for fractional σ', () => {
    expect(gaussianKernel(0.3)).toHaveLength(3); // r = ⌈0.6⌉ = 1
    expect(gaussianKernel(1.6)).toHaveLength(9); // r = ⌈3.2⌉ = 4
  });

  it('is the identity for σ = 0', () => {
    expect(gaussianKernel(0)).toEqual([1]);
  });
});

describe('gaussianSmooth', () => {
  it('renormalises over the taps that exist at the ends', () => {
    const out = gaussianSmooth([1, 0, 0, 0, 0], 1);
    // i = 0: taps j = 0..2 exist, weight 1 + e^−0.5 + e^−2 = 1.7418659429; value 1/1.74187 = 0.5740969930.
    expect(out[0]).toBeCloseTo(1 / (1 + Math.exp(-0.5) + Math.exp(-2)), 15);
    expect(out[0]).toBeCloseTo(0.5740969929676946, 14);
    // i = 1: taps j = −1..2, weight 2.3483966027; unit 0 sits at j = −1: e^−0.5 / 2.34840 = 0.2582743728.
    expect(out[1]).toBeCloseTo(0.25827437283171767, 14);
    // i = 2: the whole kernel fits, unit 0 at j = −2.
    expect(out[2]).toBeCloseTo(K2, 15);
    expect(out[3]).toBe(0);
    expect(out[4]).toBe(0);
  });

  it('keeps a constant sequence constant, ends included', () => {
    for (const v of gaussianSmooth([0.7, 0.7, 0.7, 0.7], 2)) expect(v).toBeCloseTo(0.7, 15);
  });

  it('returns the input for σ = 0 and handles short inputs', () => {
    expect(gaussianSmooth([0.1, 0.9, 0.4], 0)).toEqual([0.1, 0.9, 0.4]);
    expect(gaussianSmooth([], 1)).toEqual([]);
    expect(gaussianSmooth([0.6], 1)).toEqual([0.6]);
  });
});
