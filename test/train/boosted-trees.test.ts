// The boosted-trees trainer (bench/src/train/boosted-trees.ts): a step is learnt at its edge, and
// the same rows give the same model, byte for byte.
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
});
