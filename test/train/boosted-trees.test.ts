// The boosted-trees trainer (bench/src/train/boosted-trees.ts): a step is learnt at its edge, and
// the same rows give the same model, byte for byte; a bag of fits is their mean in the same form.
import { describe, expect, it } from 'vitest';
import { fitBoosted } from '../../bench/src/train/boosted-trees.js';
import { predictBoosted } from '../../src/classifiers/boosted-trees.js';

describe('fitBoosted', () => {
  const X = Array.from({ length: 200 }, (_, i) => [i / 200, (i * 7919) % 13]);
  const y = X.map(([a]) => (a! < 0.5 ? 0 : 1));

  it('learns a step in the first feature and ignores the noise in the second', () => {
    const m = fitBoosted(['a', 'b'], X, y, { trees: 60, depth: 2, rate: 0.3, minLeaf: 5 });
    expect(m.base).toBe(0.5);
    expect(predictBoosted(m, [0.1, 3])).toBeCloseTo(0, 1);
    expect(predictBoosted(m, [0.9, 3])).toBeCloseTo(1, 1);
    expect((m.trees[0] as { f: number }).f).toBe(0);
  });

  it('gives the same bytes twice', () => {
    expect(JSON.stringify(fitBoosted(['a', 'b'], X, y))).toBe(JSON.stringify(fitBoosted(['a', 'b'], X, y)));
  });

  it('bags fits on every row into the single fit: each member is that fit, the rate split among them', () => {
    const settings = { trees: 20, depth: 2, rate: 0.3, minLeaf: 5 };
    const single = fitBoosted(['a', 'b'], X, y, settings);
    const bagged = fitBoosted(['a', 'b'], X, y, { ...settings, bag: 3, share: 1 });
    expect(bagged.trees).toHaveLength(60);
    expect(bagged.rate).toBeCloseTo(0.1, 12);
    expect(bagged.base).toBe(single.base);
    for (const x of [
      [0.1, 3],
      [0.49, 0],
      [0.51, 12],
      [0.9, 5],
    ])
      expect(predictBoosted(bagged, x)).toBeCloseTo(predictBoosted(single, x), 9);
  });

  it('bags fits on part of the rows, and still learns the step', () => {
    const bagged = fitBoosted(['a', 'b'], X, y, { trees: 60, depth: 2, rate: 0.3, minLeaf: 5, bag: 5, share: 0.8 });
    expect(bagged.trees).toHaveLength(300);
    expect(predictBoosted(bagged, [0.1, 3])).toBeCloseTo(0, 1);
    expect(predictBoosted(bagged, [0.9, 3])).toBeCloseTo(1, 1);
    // The members differ: they were fitted on different rows.
    expect(JSON.stringify(bagged.trees.slice(0, 60))).not.toBe(JSON.stringify(bagged.trees.slice(60, 120)));
  });
});
