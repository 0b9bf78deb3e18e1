import { describe, expect, it } from 'vitest';
import { closedForm, combine, combineAll } from '../../../src/pipeline/evidence/dempster.js';
import { negativeMass, positiveMass } from '../../../src/pipeline/evidence/mass.js';
import type { Mass } from '../../../src/core/types.js';
import { mulberry32 } from '../../support/random.js';

function expectMass(actual: Mass, expected: Mass, digits = 12): void {
  expect(actual.news).toBeCloseTo(expected.news, digits);
  expect(actual.notNews).toBeCloseTo(expected.notNews, digits);
  expect(actual.theta).toBeCloseTo(expected.theta, digits);
}

/** A general mass on Θ (all three focal elements), for the algebraic laws. */
function randomMass(rnd: () => number): Mass {
  const a = rnd();
  const b = rnd();
  const c = rnd() + 0.05;
  const s = a + b + c;
  return { news: a / s, notNews: b / s, theta: c / s };
}

describe('combine', () => {
  it('matches a hand computation', () => {
    // a = (0.45, 0, 0.55) [h 0.5, α 0.9], b = (0.9, 0, 0.1) [h 1, α 0.9], c = (0, 0.45, 0.55) [h 0.5, β 0.9].
    // a ⊕ b: K = 0; m(N) = 0.45·0.9 + 0.45·0.1 + 0.55·0.9 = 0.945; m(Θ) = 0.55·0.1 = 0.055.
    // ⊕ c:  K = 0.945·0.45 = 0.42525, 1 − K = 0.57475;
    //       m(N) = 0.945·0.55 / 0.57475 = 189/209, m(¬N) = 0.055·0.45 / 0.57475 = 9/209,
    //       m(Θ) = 0.055·0.55 / 0.57475 = 11/209.
    const a = positiveMass(0.5, 0.9);
    const b = positiveMass(1, 0.9);
    const c = negativeMass(0.5, 0.9);
    const ab = combine(a, b);
    expectMass(ab, { news: 0.945, notNews: 0, theta: 0.055 }, 15);
    expectMass(combine(ab, c), { news: 189 / 209, notNews: 9 / 209, theta: 11 / 209 }, 15);
    expectMass(combineAll([a, b, c]), { news: 189 / 209, notNews: 9 / 209, theta: 11 / 209 }, 15);
    expectMass(
      closedForm(
        [
          { h: 0.5, w: 0.9 },
          { h: 1, w: 0.9 },
        ],
        [{ h: 0.5, w: 0.9 }],
      ),
      { news: 189 / 209, notNews: 9 / 209, theta: 11 / 209 },
      15,
    );
  });

  it('agrees with the closed form on 200 seeded random inputs', () => {
    const rnd = mulberry32(20180611);
    for (let trial = 0; trial < 200; trial++) {
      const pos = Array.from({ length: Math.floor(rnd() * 4) }, () => ({ h: rnd(), w: rnd() * 0.999999 }));
      const neg = Array.from({ length: Math.floor(rnd() * 3) }, () => ({ h: rnd(), w: rnd() * 0.999999 }));
      const masses = [...pos.map((p) => positiveMass(p.h, p.w)), ...neg.map((q) => negativeMass(q.h, q.w))];
      // Shuffle: the order of combination must not matter.
      for (let i = masses.length - 1; i > 0; i--) {
        const j = Math.floor(rnd() * (i + 1));
        [masses[i], masses[j]] = [masses[j]!, masses[i]!];
      }
      const fused = combineAll(masses);
      const oracle = closedForm(pos, neg);
      expect(Math.abs(fused.news - oracle.news)).toBeLessThan(1e-12);
      expect(Math.abs(fused.notNews - oracle.notNews)).toBeLessThan(1e-12);
      expect(Math.abs(fused.theta - oracle.theta)).toBeLessThan(1e-12);
      expect(fused.news + fused.notNews + fused.theta).toBeCloseTo(1, 12);
    }
  });

  it('is commutative and associative, and its results sum to 1', () => {
    const rnd = mulberry32(7);
    for (let trial = 0; trial < 200; trial++) {
      const a = randomMass(rnd);
      const b = randomMass(rnd);
      const c = randomMass(rnd);
      expectMass(combine(a, b), combine(b, a), 15);
      expectMass(combine(combine(a, b), c), combine(a, combine(b, c)), 12);
      const abc = combineAll([a, b, c]);
      expect(abc.news + abc.notNews + abc.theta).toBeCloseTo(1, 12);
    }
  });

  it('has the vacuous mass as identity, and combineAll([]) is vacuous', () => {
    const m = { news: 0.3, notNews: 0.2, theta: 0.5 };
    expectMass(combine(m, { news: 0, notNews: 0, theta: 1 }), m, 15);
    expect(combineAll([])).toEqual({ news: 0, notNews: 0, theta: 1 });
    expect(combineAll([m])).toEqual(m);
  });

  it('throws on total conflict', () => {
    const sureNews = { news: 1, notNews: 0, theta: 0 };
    const sureNot = { news: 0, notNews: 1, theta: 0 };
    expect(() => combine(sureNews, sureNot)).toThrow(/conflict/);
    expect(() => combineAll([positiveMass(1, 1), negativeMass(1, 1)])).toThrow(/conflict/);
    expect(() => closedForm([{ h: 1, w: 1 }], [{ h: 1, w: 1 }])).toThrow(/conflict/);
  });

  it('gives the closed form of one-sided evidence', () => {
    // Only positives: Q = 0, so m(N) = P = 1 − 0.1·0.5 = 0.95.
    expectMass(
      closedForm(
        [
          { h: 1, w: 0.9 },
          { h: 1, w: 0.5 },
        ],
        [],
      ),
      { news: 0.95, notNews: 0, theta: 0.05 },
      15,
    );
    expect(closedForm([], [])).toEqual({ news: 0, notNews: 0, theta: 1 });
  });
});
