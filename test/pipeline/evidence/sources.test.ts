// The registry of evidence sources (src/pipeline/evidence/sources.ts): for every source, the fused masses
// of cedst+ agree with Dempster's rule worked out in closed form (§1.6) from the registry's own
// polarity and weights, and each source's mass speaks the way its polarity says.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, extract } from '../../../src/research.js';
import { ALL_SOURCES, EVIDENCE_SOURCES, PAPER_SOURCES, sourceMass } from '../../../src/pipeline/evidence/sources.js';
import { closedForm, combineAll, type WeightedValue } from '../../../src/pipeline/evidence/dempster.js';
import { reportData } from '../../../src/cli/report/data.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HARBOR_PAGE } from '../../support/pages.js';
import { FIXTURES } from '../../support/fixtures.js';
import type { ExtraFeatureName, FeatureName, UnitEvidence } from '../../../src/core/types.js';

const PAGE = HARBOR_PAGE;
/** h_about speaks only on a page that carries another article: a next story below its own; h_code
 *  only on one whose text holds JSON: a script's state object let out by a stray `</script>`. */
const SPEAKS_ON: Partial<Record<ExtraFeatureName, string>> = { about: join('about', 'en-next-story'), code: join('noise', 'en-leaked-script-json') };
const pageFor = (name: ExtraFeatureName): string => {
  const dir = SPEAKS_ON[name];
  return dir ? readFileSync(join(FIXTURES, dir, 'page.html'), 'utf8') : PAGE;
};

const NO_FURTHER = Object.fromEntries(EVIDENCE_SOURCES.map((s) => [s.name, 0])) as Record<ExtraFeatureName, number>;
const paperWeight = (name: FeatureName): number => (name === 'href' ? DEFAULT_OPTIONS.beta.href : DEFAULT_OPTIONS.alpha[name]);

/** The closed form of ⊕ over the unit's sources, each split by the registry's polarity. */
function oracle(u: UnitEvidence, weights: Record<ExtraFeatureName, number>) {
  const pos: WeightedValue[] = [];
  const neg: WeightedValue[] = [];
  for (const s of ALL_SOURCES) {
    if (!u.masses[s.name]) continue;
    const h = u.features[s.name]!;
    const w = (PAPER_SOURCES as readonly { name: string }[]).includes(s) ? paperWeight(s.name as FeatureName) : weights[s.name as ExtraFeatureName];
    if (s.polarity === 'for' || (s.polarity === 'both' && h >= 0)) pos.push({ h: Math.abs(h), w });
    else neg.push({ h: Math.abs(h), w });
  }
  return closedForm(pos, neg);
}

describe('the evidence-source registry', () => {
  it("lists cedst+'s weights in the options' order, with the options' defaults", () => {
    expect(EVIDENCE_SOURCES.map((s) => s.name)).toEqual(Object.keys(DEFAULT_OPTIONS.plus.weights));
    for (const s of EVIDENCE_SOURCES) expect(s.defaultWeight).toBe(DEFAULT_OPTIONS.plus.weights[s.name]);
    expect(PAPER_SOURCES.map((s) => s.name)).toEqual(['topic', 'cluster', 'variance', 'href']);
  });

  it('turns a value into the mass its polarity says (hand-computed)', () => {
    expect(sourceMass('for', 0.5, 0.6)).toEqual({ news: 0.3, notNews: 0, theta: 0.7 });
    expect(sourceMass('against', 0.5, 0.6)).toEqual({ news: 0, notNews: 0.3, theta: 0.7 });
    expect(sourceMass('both', -0.5, 0.6)).toEqual({ news: 0, notNews: 0.3, theta: 0.7 });
    expect(sourceMass('both', 1, 0.6)).toEqual({ news: 0.6, notNews: 0, theta: 0.4 });
    // 0.3 for ⊕ 0.3 against: K = 0.09, m(N) = 0.3·0.7 / 0.91.
    const m = combineAll([sourceMass('for', 0.5, 0.6), sourceMass('against', 0.5, 0.6)]);
    expect(m.news).toBeCloseTo(0.21 / 0.91, 14);
    expect(m.notNews).toBeCloseTo(0.21 / 0.91, 14);
  });

  for (const source of EVIDENCE_SOURCES.filter((s) => s.pass !== 'region')) {
    it(`${source.name}: fused with the paper's four, every unit's masses are Dempster's closed form`, () => {
      const weights = { ...NO_FURTHER, [source.name]: source.defaultWeight || 0.4 };
      const r = extract(pageFor(source.name), { explain: true, plus: { weights } });
      for (const u of r.units!) {
        expect(Object.keys(u.masses)).toEqual(['topic', 'cluster', 'variance', 'href', source.name]);
        const m = u.masses[source.name]!;
        if (source.polarity === 'for') expect(m.notNews).toBe(0);
        if (source.polarity === 'against') expect(m.news).toBe(0);
        const o = oracle(u, weights);
        expect(u.fused.news).toBeCloseTo(o.news, 12);
        expect(u.fused.notNews).toBeCloseTo(o.notNews, 12);
      }
    });
  }

  it("code: computed for the region alone, never fused: the units' masses and fusion are those without it", () => {
    expect(EVIDENCE_SOURCES.filter((s) => s.pass === 'region').map((s) => s.name)).toEqual(['code']);
    const page = pageFor('code');
    const on = extract(page, { explain: true });
    const off = extract(page, { explain: true, plus: { weights: { code: 0 } } });
    const leaked = on.units!.filter((u) => (u.features.code ?? 0) === 1);
    expect(leaked).toHaveLength(1);
    expect(leaked[0]!.text.startsWith('","provider":"social"')).toBe(true);
    for (const [k, u] of on.units!.entries()) {
      expect(u.masses.code).toBeUndefined();
      expect(u.fused).toEqual(off.units![k]!.fused);
    }
    // Weighed by the region alone, it keeps the state object out; without it, the object is in.
    expect(on.paragraphs.some((p) => p.startsWith('","provider"'))).toBe(false);
    expect(off.paragraphs.some((p) => p.startsWith('","provider"'))).toBe(true);
  });

  it('all sources at their defaults: the closed form still holds, and the report lists them in fusion order', () => {
    const r = extract(PAGE, { explain: true });
    const used = ALL_SOURCES.filter((s) => r.units!.some((u) => u.masses[s.name])).map((s) => s.name);
    expect(used).toEqual(['topic', 'cluster', 'variance', 'href', 'structure', 'punctuation', 'repetition', 'length', 'distance']);
    for (const u of r.units!) {
      expect(Object.keys(u.masses)).toEqual(used);
      const o = oracle(u, DEFAULT_OPTIONS.plus.weights);
      expect(u.fused.news).toBeCloseTo(o.news, 12);
      expect(u.fused.notNews).toBeCloseTo(o.notNews, 12);
    }
    expect(reportData(r).sources.map((s) => s.name)).toEqual(used);
  });
});
