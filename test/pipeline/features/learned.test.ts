// The learned evidence source (src/pipeline/features/learned.ts, src/classifiers/logistic.ts): hand-computed
// probabilities and masses, the Newton fit against its optimality condition, features on a tiny DOM.
import { describe, expect, it } from 'vitest';
import { sourceMass } from '../../../src/pipeline/evidence/sources.js';
import { LEARNED_FEATURES, learnedModel, learnedRows } from '../../../src/pipeline/features/learned.js';
import { asLogisticModel, LOGISTIC_FORMAT, logisticJson, logisticProbability, trainLogistic, type LogisticModel } from '../../../src/classifiers/logistic.js';
import { createPage } from '../../../src/page/context.js';
import { resolveOptions } from '../../../src/options/resolve.js';
import { firstPass } from '../../../src/methods/plus/evidence.js';
import { extract } from '../../../src/index.js';
import { inspectTable } from '../../../src/cli/inspect/evidence.js';
import { reportData } from '../../../src/cli/report/data.js';

const col = (name: (typeof LEARNED_FEATURES)[number]): number => LEARNED_FEATURES.indexOf(name);

describe('logistic model', () => {
  const model: LogisticModel = { format: LOGISTIC_FORMAT, features: ['a'], mean: [1], scale: [2], weights: [2], bias: 0.5 };

  it('gives P = σ(b + w·(x − mean)/scale) (hand-computed)', () => {
    // z = 0.5 + 2·(3 − 1)/2 = 2.5; σ(2.5) = 0.924142
    expect(logisticProbability(model, [3])).toBeCloseTo(0.924142, 6);
    // z = 0.5 + 2·(−1 − 1)/2 = −1.5; σ(−1.5) = 0.182426
    expect(logisticProbability(model, [-1])).toBeCloseTo(0.182426, 6);
  });

  it('maps P to a signed mass 2P − 1 (hand-computed)', () => {
    // P = 0.8 → h = 0.6; weight 0.5 → m({news}) = 0.3, m(Θ) = 0.7
    const f = sourceMass('both', 2 * 0.8 - 1, 0.5);
    expect(f.news).toBeCloseTo(0.3, 12);
    expect(f.notNews).toBe(0);
    expect(f.theta).toBeCloseTo(0.7, 12);
    // P = 0.2 → h = −0.6 → m({¬news}) = 0.3
    const m = sourceMass('both', 2 * 0.2 - 1, 0.5);
    expect(m.notNews).toBeCloseTo(0.3, 12);
    expect(m.news).toBe(0);
  });

  it('fits the penalised optimum: for x = ±1 labelled 0/1, σ(β) = 1 − λβ and no intercept', () => {
    // Standardised x is ±1 (mean 0, scale 1); the gradient (σ(β) − 1) − σ(−β) + 2λβ vanishes at
    // σ(β) = 1 − λβ; by symmetry the intercept is 0. λ = 0.1: β ≈ 1.6344.
    const m = trainLogistic(['x'], [[-1], [1]], [0, 1], [1, 1], { l2: 0.1, iterations: 50 });
    expect(m.mean).toEqual([0]);
    expect(m.scale).toEqual([1]);
    expect(m.bias).toBeCloseTo(0, 9);
    const b = m.weights[0]!;
    expect(1 / (1 + Math.exp(-b))).toBeCloseTo(1 - 0.1 * b, 5);
    expect(b).toBeGreaterThan(1.6);
    expect(b).toBeLessThan(1.7);
  });

  it('rejects a model whose features are not the expected ones', () => {
    expect(() => asLogisticModel({ ...model, features: ['b'] }, ['a'])).toThrow(/features/);
    expect(() => asLogisticModel({ ...model, scale: [0] }, ['a'])).toThrow(/scale/);
    expect(asLogisticModel(JSON.parse(logisticJson(model)), ['a'])).toEqual(model);
  });
});

const TEASER = (k: number): string => `<div class="card"><h3><a href="/s${k}">Story number ${k} about the harbor</a></h3><p>A short blurb ${k}.</p></div>`;
const TINY = `<html><head><title>Harbor plan approved by council</title></head><body>
<h1>Harbor plan approved by council</h1>
<div><p>The city council approved the harbor plan on Tuesday after a long debate, voting seven to two.</p>
<p>Supporters said the plan would bring jobs, while critics worried about the cost to taxpayers.</p></div>
<section>${[1, 2, 3, 4, 5].map(TEASER).join('')}</section>
</body></html>`;

describe('learned features on a tiny DOM', () => {
  const page = createPage(TINY);
  const rows = learnedRows(firstPass(page, resolveOptions({})).input);
  const at = (text: string): number[] => rows[page.units.findIndex((u) => u.text.startsWith(text))]!;

  it('marks teaser cards: five same-shaped linked siblings', () => {
    for (const t of ['Story number 1', 'A short blurb 3']) {
      expect(at(t)[col('teaserSiblings')]).toBe(1);
      expect(at(t)[col('cardLinked')]).toBe(1);
    }
    expect(at('The city council')[col('teaserSiblings')]).toBe(0);
    expect(at('The city council')[col('cardLinked')]).toBe(0);
  });

  it('places units after the headline', () => {
    // The headline is unit 0 (the h1); "The city council" is unit 1: 1 − 1/40.
    expect(at('The city council')[col('afterHeadline')]).toBeCloseTo(1 - 1 / 40, 12);
    expect(at('Harbor plan')[col('afterHeadline')]).toBe(0);
    expect(at('The city council')[col('beforeHeadline')]).toBe(0);
    expect(at('The city council')[col('paragraph')]).toBe(1);
    expect(at('Story number 1')[col('heading')]).toBe(1);
  });

  it('gives one row of every feature per unit', () => {
    expect(rows).toHaveLength(page.units.length);
    for (const r of rows) expect(r).toHaveLength(LEARNED_FEATURES.length);
  });
});

describe('the shipped model', () => {
  it('loads, and cedst+ shows h_learned = 2P − 1 when weighed', () => {
    const m = learnedModel('shipped');
    expect(m.features).toEqual([...LEARNED_FEATURES]);
    const r = extract(TINY, { explain: true, plus: { weights: { learned: 0.5 } } });
    const u = r.units!.find((x) => x.text.startsWith('The city council'))!;
    expect(u.features.learned).toBeGreaterThan(-1);
    expect(u.features.learned).toBeLessThan(1);
    expect(u.masses.learned).toEqual(sourceMass('both', u.features.learned!, 0.5));
  });

  it('shows per unit in the inspect table, its JSON and the report', () => {
    const r = extract(TINY, { explain: true, plus: { weights: { learned: 0.5 } } });
    const table = inspectTable(r, 200).split('\n');
    const head = table[0]!.split(/\s+/);
    expect(head).toContain('h_lrn');
    const row = table
      .find((l) => l.includes('The city council'))!
      .trim()
      .split(/\s+/);
    const u = r.units!.find((x) => x.text.startsWith('The city council'))!;
    expect(row).toContain(u.features.learned!.toFixed(2));
    expect(JSON.parse(JSON.stringify(r)).units.find((x: { text: string }) => x.text.startsWith('The city council')).features.learned).toBe(u.features.learned);
    const data = reportData(r);
    expect(data.sources.map((s) => s.name)).toContain('learned');
    // At weight 0 the source is not computed and not shown.
    const off = extract(TINY, { explain: true, plus: { weights: { learned: 0 } } });
    expect(off.units!.every((x) => x.features.learned === undefined)).toBe(true);
    expect(inspectTable(off, 200).split('\n')[0]).not.toContain('h_lrn');
  });
});
