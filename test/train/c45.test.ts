import { describe, expect, it } from 'vitest';
import { trainC45 } from '../../bench/src/train/c45.js';
import { addErrs, estimatedLeafErrors, gainRatio, infoGain, normalInverse, splitInfo } from '../../src/classifiers/criteria.js';
import { formatTree, loadTree, predict, predictClass, serialiseTree, stopNode } from '../../src/classifiers/tree.js';
import type { Attribute, TrainingSet } from '../../src/classifiers/types.js';

const num = (name: string): Attribute => ({ name, kind: 'numeric' });

/** 200 grid points: class 1 exactly when a > 0.5 and b <= 0.3. */
function gridData(): TrainingSet {
  const rows: number[][] = [];
  const labels: number[] = [];
  for (let i = 0; i < 20; i++) {
    for (let j = 0; j < 10; j++) {
      const a = i / 20;
      const b = j / 10;
      rows.push([a, b]);
      labels.push(a > 0.5 && b <= 0.3 ? 1 : 0);
    }
  }
  return { attributes: [num('a'), num('b')], classes: ['no', 'yes'], rows, labels };
}

describe('criteria', () => {
  it('z for CF 0.25 is the 75th normal percentile', () => {
    expect(normalInverse(0.75)).toBeCloseTo(0.6744897502, 8);
    expect(normalInverse(0.5)).toBeCloseTo(0, 12);
    expect(normalInverse(0.01)).toBeCloseTo(-2.326347874, 7);
  });

  it("Quinlan's N = 6, E = 0 at CF 0.25: U = 1 − 0.25^(1/6) = 0.206299, 1.237794 errors", () => {
    // By hand: 0.25^(1/6) = e^(ln 0.25 / 6) = e^(−0.2310491) = 0.7937005; 6·(1 − 0.7937005) = 1.2377970.
    expect(addErrs(6, 0, 0.25)).toBeCloseTo(1.237797, 5);
    expect(addErrs(9, 0, 0.25)).toBeCloseTo(9 * (1 - 0.25 ** (1 / 9)), 10); // 1.284804
    expect(addErrs(9, 0, 0.25)).toBeCloseTo(1.284804, 5);
    expect(addErrs(1, 0, 0.25)).toBeCloseTo(0.75, 10);
  });

  it('N = 16, E = 1: the normal approximation with continuity correction, by hand', () => {
    // f = 1.5/16 = 0.09375, z² = 0.4549364; numerator 0.09375 + 0.0142168 + z·√0.0057543 = 0.1591320;
    // denominator 1 + z²/16 = 1.0284335; U = 0.1547333; U·16 − 1 = 1.475733.
    expect(addErrs(16, 1, 0.25)).toBeCloseTo(1.475733, 4);
    expect(estimatedLeafErrors([15, 1], 0.25)).toBeCloseTo(2.475733, 4);
  });

  it('fractional errors interpolate between e = 0 and e = 1; e + 0.5 ≥ N gives N − e', () => {
    const at0 = addErrs(10, 0, 0.25);
    const at1 = addErrs(10, 1, 0.25);
    expect(addErrs(10, 0.5, 0.25)).toBeCloseTo((at0 + at1) / 2, 10);
    expect(addErrs(4, 3.6, 0.25)).toBeCloseTo(0.4, 10);
  });

  it('the textbook pruning decision: leaves (6,0) (9,0) (1,0) vs one leaf (16,1)', () => {
    const subtree = estimatedLeafErrors([6, 0], 0.25) + estimatedLeafErrors([9, 0], 0.25) + estimatedLeafErrors([1, 0], 0.25);
    expect(subtree).toBeCloseTo(3.272601, 4); // 1.237797 + 1.284804 + 0.75
    expect(estimatedLeafErrors([15, 1], 0.25)).toBeLessThan(subtree); // so C4.5 prunes it
  });

  it('gain, split information and gain ratio on a hand example', () => {
    // Parent 4/4 (1 bit); branches 3/1 and 1/3: H = 0.8112781 each; gain = 0.1887219; split info 1.
    const g = infoGain(
      [4, 4],
      [
        [3, 1],
        [1, 3],
      ],
      8,
    );
    expect(g).toBeCloseTo(0.1887219, 6);
    expect(splitInfo([4, 4], 8)).toBeCloseTo(1, 12);
    expect(gainRatio(g, splitInfo([2, 6], 8))).toBeCloseTo(0.1887219 / 0.8112781, 6);
  });
});

describe('trainC45', () => {
  it('learns the generating tree of the grid data', () => {
    const tree = trainC45(gridData());
    // By hand: the root's class weights are 164 no / 36 yes (H = 0.6801 bits). Splitting on b first
    // (80: 44/36 | 120: 0/120) gains 0.2830 bits less log2(9)/200 for b's 9 split points, ratio
    // 0.2672/0.9710 = 0.275; on a (110: 110/0 | 90: 54/36) 0.2432 − log2(19)/200 = 0.2220, ratio
    // 0.2220/0.9928 = 0.224. So b goes first, then a isolates the yes corner.
    expect(formatTree(tree)).toBe(['b <= 0.3', '|   a <= 0.5: no (44)', '|   a > 0.5: yes (36)', 'b > 0.3: no (120)'].join('\n'));
    expect(predictClass(tree, [0.9, 0.1])).toBe(1);
    expect(predictClass(tree, [0.9, 0.9])).toBe(0);
    expect(predict(tree, [0.1, 0.1])).toEqual([44, 0]);
    // Every node keeps its class weights, the root all of them.
    expect(tree.nodes[0]!.d).toEqual([164, 36]);
  });

  it('thresholds are training values (J48 prints `<=` on a value seen)', () => {
    const data: TrainingSet = {
      attributes: [num('x')],
      classes: ['0', '1'],
      rows: [[0.1], [0.2], [0.3], [0.7], [0.8], [0.9]],
      labels: [0, 0, 0, 1, 1, 1],
    };
    const tree = trainC45(data, { prune: false });
    expect(tree.nodes[0]!.t).toBe(0.3);
  });

  it('minObj: no split leaves fewer than 2 instances in a branch', () => {
    const data: TrainingSet = {
      attributes: [num('x')],
      classes: ['0', '1'],
      rows: [[1], [2], [3], [4], [5]],
      labels: [0, 0, 0, 0, 1],
    };
    // x <= 3 | x > 3 is the only split with 2 on each side; the (1, 1) branch stays a leaf (2 < 2·minObj).
    expect(formatTree(trainC45(data, { prune: false, collapse: false }))).toBe('x <= 3: 0 (3)\nx > 3: 0 (2/1)');
    // With minObj 1 the odd instance gets a leaf of its own.
    expect(formatTree(trainC45(data, { prune: false, collapse: false, minObj: 1 }))).toBe('x <= 4: 0 (4)\nx > 4: 1 (1)');
  });

  it("prunes Quinlan's textbook subtree (6,0) (9,0) (1,0) into one leaf (16,1)", () => {
    const v: Attribute = { name: 'v', kind: 'nominal', values: ['n', 'y', 'u'] };
    const rows = [...Array<number[]>(6).fill([0]), ...Array<number[]>(9).fill([1]), [2]];
    const labels = rows.map((r) => (r[0] === 2 ? 1 : 0));
    const data: TrainingSet = { attributes: [v], classes: ['dem', 'rep'], rows, labels };
    expect(trainC45(data, { minObj: 1, prune: false, collapse: false }).nodes).toHaveLength(4);
    // Subtree 3.273 pessimistic errors against 2.476 as a leaf: the leaf wins.
    expect(formatTree(trainC45(data, { minObj: 1, collapse: false }))).toBe(': dem (16/1)');
  });

  it('keeps a split whose pessimistic errors are lower, (15,0)+(0,1) against (15,1)', () => {
    const rows = Array.from({ length: 16 }, (_, i) => [i]);
    const labels = rows.map((_, i) => (i === 15 ? 1 : 0));
    const data: TrainingSet = { attributes: [num('x')], classes: ['0', '1'], rows, labels };
    // Leaf 1 + 1.4757 = 2.4757; split 15·(1 − 0.25^(1/15)) + 0.75 = 1.3241 + 0.75 = 2.0741; 2.4757 > 2.0741 + 0.1.
    expect(formatTree(trainC45(data, { minObj: 1 }))).toBe('x <= 14: 0 (15)\nx > 14: 1 (1)');
  });

  it('instance weights change the chosen split', () => {
    // y = 1 for i ≥ 10. Attribute a orders all but instances 0, 1 correctly; b all but 17, 18, 19.
    const rows: number[][] = [];
    const labels: number[] = [];
    for (let i = 0; i < 20; i++) {
      const a = i === 0 || i === 1 ? 15 + i + 0.5 : i;
      const b = i >= 17 ? i - 15 + 0.5 : i;
      rows.push([a, b]);
      labels.push(i >= 10 ? 1 : 0);
    }
    const base: TrainingSet = { attributes: [num('a'), num('b')], classes: ['0', '1'], rows, labels };
    const plain = trainC45(base, { prune: false, collapse: false });
    expect(plain.nodes[0]!.f).toBe(0); // a: 2 instances out of order
    const weights = rows.map((_, i) => (i === 0 || i === 1 ? 5 : 1)); // a's exceptions now weigh 10
    const weighted = trainC45({ ...base, weights }, { prune: false, collapse: false });
    expect(weighted.nodes[0]!.f).toBe(1);
    expect(weighted.nodes[0]!.d).toEqual([18, 10]);
  });

  it('splits a nominal attribute multiway, one branch per value', () => {
    const tag: Attribute = { name: 'tag', kind: 'nominal', values: ['div', 'td', 'li'] };
    const rows: number[][] = [];
    const labels: number[] = [];
    for (let i = 0; i < 30; i++) {
      rows.push([i % 3, (i * 7) % 11]);
      labels.push(i % 3 === 1 ? 1 : 0);
    }
    const tree = trainC45({ attributes: [tag, num('noise')], classes: ['0', '1'], rows, labels });
    expect(formatTree(tree)).toBe(['tag = div: 0 (10)', 'tag = td: 1 (10)', 'tag = li: 0 (10)'].join('\n'));
  });

  it('serialises to JSON and loads back to the same tree', () => {
    const tree = trainC45(gridData());
    const json = serialiseTree(tree);
    const back = loadTree(JSON.parse(json));
    expect(back).toEqual(tree);
    expect(serialiseTree(back)).toBe(json);
    expect(() => loadTree({ ...JSON.parse(json), nodes: [{ f: 0, t: 1, l: 0, r: 0, d: [1, 1] }] })).toThrow(/invalid model/);
  });

  it('is deterministic: the same data gives the same bytes', () => {
    const a = serialiseTree(trainC45(gridData()));
    const b = serialiseTree(trainC45(gridData()));
    expect(a).toBe(b);
  });

  it('stopNode: the Δ descent stops at the first node with error rate ≤ Δ', () => {
    const tree = trainC45(gridData());
    // Root's left child: 44 no / 36 yes, error 0.45 > 0.2, so the descent goes on to the leaf.
    const leaf = stopNode(tree, [0.9, 0.1], 0.2);
    expect(tree.nodes[leaf]!.f).toBeUndefined();
    // With Δ = 0.45 that child already qualifies.
    const inner = stopNode(tree, [0.9, 0.1], 0.45);
    expect(tree.nodes[inner]!.d).toEqual([44, 36]);
  });
});
