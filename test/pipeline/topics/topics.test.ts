import { describe, expect, it } from 'vitest';
import { buildTopics } from '../../../src/pipeline/topics/topics.js';

const base = { gamma: 2, gammaCompare: 'ge' as const, maxKeywords: 400, maxTopics: 2000, maxCliqueSteps: 200_000 };

// Units (keyword lists):      units holding each keyword: a 4, b 3, c 3, d 2, e 2, f 1.
const units = [['a', 'b', 'c'], ['a', 'b', 'c', 'd'], ['b', 'c', 'd'], ['a', 'e'], ['e', 'a'], ['f']];
// relate: a–b 2 (u0,u1), a–c 2 (u0,u1), b–c 3 (u0,u1,u2), a–d 1 (u1), b–d 2 (u1,u2), c–d 2 (u1,u2),
//         a–e 2 (u3,u4); everything else 0.

describe('buildTopics', () => {
  it('builds the maximal blocks with γ = 2 (≥) and weighs them by hand', () => {
    // R (relate ≥ 2): a–b, a–c, b–c, b–d, c–d, a–e. Vocabulary order a, b, c, d, e (f is in 1 unit < γ).
    // {a,b,c}: 2 + 2 + 3 = 7; {b,c,d}: 3 + 2 + 2 = 7; {a,e}: 2. The tie at 7 goes to the block starting with a.
    const r = buildTopics(units, base);
    expect(r.complete).toBe(true);
    expect(r.topics).toEqual([
      { keywords: ['a', 'b', 'c'], weight: 7 },
      { keywords: ['b', 'c', 'd'], weight: 7 },
      { keywords: ['a', 'e'], weight: 2 },
    ]);
  });

  it('uses relate > γ with gammaCompare gt', () => {
    // Only b–c has relate 3 > 2.
    expect(buildTopics(units, { ...base, gammaCompare: 'gt' }).topics).toEqual([{ keywords: ['b', 'c'], weight: 3 }]);
  });

  it('with γ = 1 relates every co-occurring pair', () => {
    // a–d (relate 1) now joins: {a,b,c,d} weight 2+2+1+3+2+2 = 12; {a,e} 2.
    expect(buildTopics(units, { ...base, gamma: 1 }).topics).toEqual([
      { keywords: ['a', 'b', 'c', 'd'], weight: 12 },
      { keywords: ['a', 'e'], weight: 2 },
    ]);
  });

  it('caps the vocabulary to the most widespread keywords', () => {
    // maxKeywords 3 keeps a (4 units), b (3), c (3): d and e drop out.
    expect(buildTopics(units, { ...base, maxKeywords: 3 }).topics).toEqual([{ keywords: ['a', 'b', 'c'], weight: 7 }]);
  });

  it('breaks cap ties by first appearance', () => {
    // d and e are both in 2 units; d appears first (unit 1), so maxKeywords 4 keeps a, b, c, d.
    expect(buildTopics(units, { ...base, maxKeywords: 4 }).topics).toEqual([
      { keywords: ['a', 'b', 'c'], weight: 7 },
      { keywords: ['b', 'c', 'd'], weight: 7 },
    ]);
  });

  it('reports a search cut short by the limits', () => {
    const r = buildTopics(units, { ...base, maxTopics: 1 });
    expect(r.complete).toBe(false);
    expect(r.topics).toHaveLength(1);
  });

  it('gives no topics when nothing repeats', () => {
    expect(
      buildTopics(
        [
          ['a', 'b'],
          ['c', 'd'],
        ],
        base,
      ),
    ).toEqual({ topics: [], complete: true });
    expect(buildTopics([], base)).toEqual({ topics: [], complete: true });
  });
});
