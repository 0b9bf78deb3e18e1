import { describe, expect, it } from 'vitest';
import { negativeMass, positiveMass } from '../../../src/pipeline/evidence/mass.js';

describe('positiveMass / negativeMass', () => {
  it('assigns α·h to news and the rest to Θ', () => {
    const m = positiveMass(0.5, 0.9);
    expect(m.news).toBeCloseTo(0.45, 15);
    expect(m.notNews).toBe(0);
    expect(m.theta).toBeCloseTo(0.55, 15);
  });

  it('assigns β·h to not-news and the rest to Θ', () => {
    const m = negativeMass(0.25, 0.8);
    expect(m.news).toBe(0);
    expect(m.notNews).toBeCloseTo(0.2, 15);
    expect(m.theta).toBeCloseTo(0.8, 15);
  });

  it('clamps h into [0, 1] (and treats NaN as 0)', () => {
    expect(positiveMass(1.7, 0.9)).toEqual({ news: 0.9, notNews: 0, theta: 1 - 0.9 });
    expect(positiveMass(-0.3, 0.9)).toEqual({ news: 0, notNews: 0, theta: 1 });
    expect(negativeMass(2, 0.9)).toEqual({ news: 0, notNews: 0.9, theta: 1 - 0.9 });
    expect(negativeMass(Number.NaN, 0.9)).toEqual({ news: 0, notNews: 0, theta: 1 });
  });

  it('always sums to 1', () => {
    for (const h of [0, 0.1, 0.33, 0.5, 0.99, 1]) {
      for (const w of [0, 0.5, 0.9, 0.999999]) {
        for (const m of [positiveMass(h, w), negativeMass(h, w)]) expect(m.news + m.notNews + m.theta).toBeCloseTo(1, 15);
      }
    }
  });
});

describe('shared masses', () => {
  it('gives one frozen object per distinct mass, whatever h and α made it', () => {
    const a = positiveMass(0.5, 0.8);
    expect(positiveMass(0.5, 0.8)).toBe(a);
    // 0.4 · 1 = 0.4 = 0.8 · 0.5: the same mass, so the same object.
    expect(positiveMass(1, 0.4)).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(() => {
      (a as { news: number }).news = 1;
    }).toThrow(TypeError);
    // For and against news are different masses of the same size.
    const n = negativeMass(0.5, 0.8);
    expect(n).not.toBe(a);
    expect(n).toEqual({ news: 0, notNews: 0.4, theta: 0.6 });
    expect(negativeMass(1, 0.4)).toBe(n);
  });

  it('starts its table afresh past 65,536 distinct masses, with the same values', () => {
    const first = positiveMass(0.123456789, 0.5);
    for (let i = 0; i < 1 << 16; i++) positiveMass(i / (1 << 16), 0.999);
    const again = positiveMass(0.123456789, 0.5);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
