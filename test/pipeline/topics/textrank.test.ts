import { describe, expect, it } from 'vitest';
import { segment } from '../../../src/lang/segment.js';
import { isCandidate, keywords, textRankScores } from '../../../src/pipeline/topics/textrank.js';
import type { Token } from '../../../src/core/types.js';

const tok = (text: string, pos: string, lang: 'zh' | 'en', stop = false, key = text.toLowerCase()): Token => ({ text, key, pos, lang, stop });
const graph = (pairs: [string, string, number][]) => {
  const g = new Map<string, Map<string, number>>();
  for (const [a, b, w] of pairs) {
    if (!g.has(a)) g.set(a, new Map());
    if (!g.has(b)) g.set(b, new Map());
    g.get(a)!.set(b, w);
    g.get(b)!.set(a, w);
  }
  return g;
};
const OPTS = { topK: 10, window: 5, damping: 0.85 };

describe('isCandidate', () => {
  it('takes Chinese words of 2+ characters with a content POS', () => {
    expect(isCandidate(tok('经济', 'n', 'zh'))).toBe(true);
    expect(isCandidate(tok('发展', 'vn', 'zh'))).toBe(true);
    expect(isCandidate(tok('持续', 'vd', 'zh'))).toBe(true);
    expect(isCandidate(tok('北京', 'ns', 'zh'))).toBe(true);
    expect(isCandidate(tok('王小明', 'nr', 'zh'))).toBe(true);
    expect(isCandidate(tok('新华社', 'nt', 'zh'))).toBe(true);
    expect(isCandidate(tok('醫院', 'x', 'zh'))).toBe(false); // out of jieba's dictionary: not a content POS (measured, see textrank.ts)
    expect(isCandidate(tok('书', 'n', 'zh'))).toBe(false); // one character
    expect(isCandidate(tok('𠀀', 'x', 'zh'))).toBe(false); // one astral character
    expect(isCandidate(tok('美丽', 'a', 'zh'))).toBe(false);
    expect(isCandidate(tok('今天', 't', 'zh'))).toBe(false);
    expect(isCandidate(tok('日电', 'j', 'zh'))).toBe(false);
    expect(isCandidate(tok('进行', 'v', 'zh', true))).toBe(false); // stop word
  });

  it('takes English words of 3+ letters that are neither stop words nor numbers', () => {
    expect(isCandidate(tok('economy', 'eng', 'en'))).toBe(true);
    expect(isCandidate(tok('Москва', 'eng', 'en'))).toBe(true);
    expect(isCandidate(tok('UN', 'eng', 'en'))).toBe(false);
    expect(isCandidate(tok('G20', 'eng', 'en'))).toBe(false);
    expect(isCandidate(tok('2024', 'm', 'en'))).toBe(false);
    expect(isCandidate(tok('the', 'eng', 'en', true))).toBe(false);
  });
});

describe('textRankScores', () => {
  it('reaches the fixed point of a weighted path a–b–c', () => {
    // WS(a) = .15 + .85·(1/3)·WS(b), WS(c) = .15 + .85·(2/3)·WS(b), WS(b) = .15 + .85·(WS(a) + WS(c))
    // ⇒ WS(b) = (.15 + .85·.3) / (1 − .85²) = .405 / .2775.
    const b = 0.405 / 0.2775;
    const a = 0.15 + (0.85 / 3) * b;
    const c = 0.15 + ((0.85 * 2) / 3) * b;
    // The path is bipartite, so the error only shrinks by 0.85 a round: allow enough rounds.
    const s = textRankScores(
      graph([
        ['a', 'b', 1],
        ['b', 'c', 2],
      ]),
      { damping: 0.85, maxIterations: 200 },
    );
    expect(s.get('a')).toBeCloseTo(a, 3);
    expect(s.get('b')).toBeCloseTo(b, 3);
    expect(s.get('c')).toBeCloseTo(c, 3);
    expect(a + b + c).toBeCloseTo(3, 10); // the total is conserved
  });

  it('stops after 20 rounds by default (the path is not converged yet)', () => {
    const s = textRankScores(
      graph([
        ['a', 'b', 1],
        ['b', 'c', 2],
      ]),
      { damping: 0.85 },
    );
    expect(Math.abs(s.get('b')! - 0.405 / 0.2775)).toBeGreaterThan(1e-3);
    expect(s.get('b')! > s.get('c')! && s.get('c')! > s.get('a')!).toBe(true);
  });

  it('converges on a weighted triangle with the default settings', () => {
    // Fixed point: a = .15 + .85(b/4 + 2c/5), b = .15 + .85(a/3 + 3c/5), c = .15 + .85(2a/3 + 3b/4).
    const s = textRankScores(
      graph([
        ['a', 'b', 1],
        ['a', 'c', 2],
        ['b', 'c', 3],
      ]),
      { damping: 0.85 },
    );
    const [a, b, c] = [s.get('a')!, s.get('b')!, s.get('c')!];
    expect(a).toBeCloseTo(0.15 + 0.85 * (b / 4 + (2 * c) / 5), 3);
    expect(b).toBeCloseTo(0.15 + 0.85 * (a / 3 + (3 * c) / 5), 3);
    expect(c).toBeCloseTo(0.15 + 0.85 * ((2 * a) / 3 + (3 * b) / 4), 3);
    expect(c > b && b > a).toBe(true);
  });

  it('accepts one-directional edges, ignores self-loops and scores isolated nodes 1 − d', () => {
    const g = new Map([
      [
        'x',
        new Map([
          ['y', 1],
          ['x', 5],
        ]),
      ],
      ['z', new Map<string, number>()],
    ]);
    const s = textRankScores(g, { damping: 0.85 });
    expect(s.get('x')).toBeCloseTo(1, 10);
    expect(s.get('y')).toBeCloseTo(1, 10);
    expect(s.get('z')).toBeCloseTo(0.15, 10);
  });
});

describe('keywords', () => {
  it('ranks a short English text by TextRank over stemmed keys', () => {
    const text = 'Solar panels convert sunlight into electricity. Solar farms sell electricity to the grid, and the grid stores electricity.';
    expect(keywords(segment(text), OPTS)).toEqual(['electr', 'solar', 'sunlight', 'grid', 'sell', 'convert', 'farm', 'panel', 'store']);
    expect(keywords(segment(text), { ...OPTS, topK: 3 })).toEqual(['electr', 'solar', 'sunlight']);
  });

  it('ranks a short Chinese text and leaves out adjectives and stop words', () => {
    const text = '中国经济持续发展，经济增长带动就业，就业稳定促进经济发展。';
    expect(keywords(segment(text), OPTS)).toEqual(['经济', '就业', '发展', '带动', '增长', '持续', '促进', '中国']);
    expect(keywords(segment(text), { ...OPTS, topK: 2 })).toEqual(['经济', '就业']);
  });

  it('breaks score ties by first occurrence', () => {
    // Star around market (window 2): crash and panic have weight 2 each, rally 1.
    expect(keywords(segment('market crash market panic market rally'), { ...OPTS, window: 2 })).toEqual(['market', 'crash', 'panic', 'ralli']);
  });

  it('counts non-candidates as window positions', () => {
    // "of the" keep zebra out of lion's window of 2; lion–tiger is the only edge.
    expect(keywords(segment('Zebra zebra of the lion tiger'), { ...OPTS, window: 2 })).toEqual(['lion', 'tiger', 'zebra']);
  });

  it('falls back to frequency, then first occurrence, when there is no edge', () => {
    expect(keywords(segment('Inflation and the of budget, it is what it is, then budget'), { ...OPTS, window: 2 })).toEqual(['budget', 'inflat']);
    expect(keywords(segment('growth growth growth'), OPTS)).toEqual(['growth']);
    expect(keywords(segment('Reform'), OPTS)).toEqual(['reform']);
  });

  it('returns nothing without candidates', () => {
    expect(keywords(segment('It is what it is.'), OPTS)).toEqual([]);
    expect(keywords([], OPTS)).toEqual([]);
  });
});
