// The four features and their fusion, computed by hand on a tiny page and checked through the
// whole pipeline (DOM → units → words → keywords → topics → features → masses → Dempster).
import { describe, expect, it } from 'vitest';
import { extract } from '../../../src/research.js';

// Units and their words (stems): p1 market price rose sharpli (4), p2 market price (2),
// li1 <a>sport news</a> (2, both in a link), li2 weather (1). Total 9 words.
// Sibling groups: {p1, p2} under the div (6 words), {li1, li2} under the ul (3 words).
const PAGE = '<html><body><div><p>Market prices rose sharply</p><p>Market prices</p></div><ul><li><a href="/s">Sports news</a></li><li>Weather</li></ul></body></html>';

describe('features on a tiny DOM', () => {
  // Hand-computed with γ = 2 compared by ≥ (relate 2 relates); the default > would need 3.
  const r = extract(PAGE, { method: 'cedst', gammaCompare: 'ge', explain: true });
  const u = r.units!;

  it('finds the four units with their word and link counts', () => {
    expect(u.map((x) => [x.text, x.words, x.linkWords])).toEqual([
      ['Market prices rose sharply', 4, 0],
      ['Market prices', 2, 0],
      ['Sports news', 2, 2],
      ['Weather', 1, 0],
    ]);
  });

  it('h_cluster = words of the sibling group / all words', () => {
    expect(u.map((x) => x.features.cluster)).toEqual([6 / 9, 6 / 9, 3 / 9, 3 / 9]);
  });

  it('h_var = population variance of the group / the largest one', () => {
    // var{4, 2} = 1, var{2, 1} = 0.25; the maximum is 1.
    expect(u.map((x) => x.features.variance)).toEqual([1, 1, 0.25, 0.25]);
  });

  it('h_href = link words / words', () => {
    expect(u.map((x) => x.features.href)).toEqual([0, 0, 1, 0]);
  });

  it('h_topic: {market, price} relate in 2 units, the only topic, weight 2', () => {
    expect(r.topics).toEqual([{ keywords: ['market', 'price'], weight: 2 }]);
    expect(u.map((x) => x.features.topic)).toEqual([1, 1, 0, 0]);
  });

  it('fuses by Dempster to the values computed by hand', () => {
    // p1: P = 1 − (1 − .9)(1 − .9·6/9)(1 − .9) = 1 − .1·.4·.1 = .996, Q = 0 → m(N) = .996
    expect(u[0]!.fused.news).toBeCloseTo(0.996, 12);
    expect(u[1]!.fused.news).toBeCloseTo(0.996, 12);
    // li1: P = 1 − (1 − .9/3)(1 − .9·.25) = 1 − .7·.775 = .4575, Q = .9
    // m(N) = P(1 − Q)/(1 − PQ) = .04575/.58825, m(¬N) = Q(1 − P)/(1 − PQ) = .48825/.58825
    expect(u[2]!.fused.news).toBeCloseTo(0.04575 / 0.58825, 12);
    expect(u[2]!.fused.notNews).toBeCloseTo(0.48825 / 0.58825, 12);
    expect(u[2]!.fused.theta).toBeCloseTo((0.5425 * 0.1) / 0.58825, 12);
    // li2: P = .4575, Q = 0 → m(N) = .4575
    expect(u[3]!.fused.news).toBeCloseTo(0.4575, 12);
  });

  it('smooths with the σ = 1 kernel renormalised at the ends, and thresholds by Otsu', () => {
    const k = [Math.exp(-2), Math.exp(-0.5), 1, Math.exp(-0.5), Math.exp(-2)];
    const f = u.map((x) => x.fused.news);
    // Unit 0 has taps 0, +1, +2 only.
    const s0 = (k[2]! * f[0]! + k[3]! * f[1]! + k[4]! * f[2]!) / (k[2]! + k[3]! + k[4]!);
    expect(u[0]!.smoothed).toBeCloseTo(s0, 12);
    const s2 = (k[0]! * f[0]! + k[1]! * f[1]! + k[2]! * f[2]! + k[3]! * f[3]!) / (k[0]! + k[1]! + k[2]! + k[3]!);
    expect(u[2]!.smoothed).toBeCloseTo(s2, 12);
    expect(r.paragraphs).toEqual(['Market prices rose sharply', 'Market prices']);
  });
});
