// Gradient-boosted regression trees, squared loss (Friedman's gradient boosting): each tree fits
// the residuals of the ones before, split points searched over at most 32 quantile bins of each
// feature. Deterministic: the same rows give the same model, byte for byte (leaves rounded to 6
// decimals; thresholds are the rows' own values). The shipped predictor is src/classifiers/boosted-trees.ts.
import type { BoostedTrees, RegressionNode } from '../../../dist/classifiers/boosted-trees.js';

export interface BoostSettings {
  trees: number;
  depth: number;
  rate: number;
  minLeaf: number;
}

export const DEFAULT_BOOST: BoostSettings = { trees: 150, depth: 3, rate: 0.1, minLeaf: 20 };

const round = (x: number): number => Math.round(x * 1e6) / 1e6;

/** Up to 31 quantile edges of each feature. */
function binEdges(X: readonly (readonly number[])[]): number[][] {
  return X[0]!.map((_, f) => {
    const v = X.map((x) => x[f]!).sort((a, b) => a - b);
    const edges: number[] = [];
    for (let q = 1; q < 32; q++) {
      const e = v[Math.floor((q * v.length) / 32)]!;
      if (edges[edges.length - 1] !== e) edges.push(e);
    }
    return edges;
  });
}

function binOf(edges: readonly number[], value: number): number {
  let lo = 0;
  let hi = edges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (value <= edges[mid]!) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function fitTree(B: readonly Uint8Array[], edges: readonly number[][], y: Float64Array, idx: readonly number[], depth: number, minLeaf: number): RegressionNode {
  let total = 0;
  for (const i of idx) total += y[i]!;
  const mean = total / idx.length;
  if (depth === 0 || idx.length < 2 * minLeaf) return { v: round(mean) };
  let best: { gain: number; f: number; b: number } | undefined;
  for (let f = 0; f < edges.length; f++) {
    const nb = edges[f]!.length + 1;
    const sum = new Float64Array(nb);
    const cnt = new Int32Array(nb);
    for (const i of idx) {
      const b = B[i]![f]!;
      sum[b]! += y[i]!;
      cnt[b]!++;
    }
    let left = 0;
    let n = 0;
    for (let b = 0; b < nb - 1; b++) {
      left += sum[b]!;
      n += cnt[b]!;
      if (n < minLeaf || idx.length - n < minLeaf) continue;
      const gain = (left * left) / n + ((total - left) * (total - left)) / (idx.length - n);
      if (!best || gain > best.gain) best = { gain, f, b };
    }
  }
  if (!best) return { v: round(mean) };
  const { f, b } = best;
  const l = idx.filter((i) => B[i]![f]! <= b);
  const r = idx.filter((i) => B[i]![f]! > b);
  return { f, t: edges[f]![b]!, l: fitTree(B, edges, y, l, depth - 1, minLeaf), r: fitTree(B, edges, y, r, depth - 1, minLeaf) };
}

function leaf(node: RegressionNode, x: readonly number[]): number {
  let n = node;
  while (!('v' in n)) n = x[n.f]! <= n.t ? n.l : n.r;
  return n.v;
}

/** The model of rows `X` (one per example, in `features` order) and targets `y`. */
export function fitBoosted(features: readonly string[], X: readonly (readonly number[])[], y: readonly number[], settings: BoostSettings = DEFAULT_BOOST): BoostedTrees {
  const edges = binEdges(X);
  const B = X.map((x) => Uint8Array.from(x.map((v, f) => binOf(edges[f]!, v))));
  const base = round(y.reduce((a, b) => a + b, 0) / y.length);
  const F = new Float64Array(y.length).fill(base);
  const res = new Float64Array(y.length);
  const idx = y.map((_, i) => i);
  const trees: RegressionNode[] = [];
  for (let t = 0; t < settings.trees; t++) {
    for (let i = 0; i < y.length; i++) res[i] = y[i]! - F[i]!;
    const tree = fitTree(B, edges, res, idx, settings.depth, settings.minLeaf);
    trees.push(tree);
    for (let i = 0; i < y.length; i++) F[i]! += settings.rate * leaf(tree, X[i]!);
  }
  return { format: 'cedst-boosted-trees-1', features: [...features], base, rate: settings.rate, trees };
}
