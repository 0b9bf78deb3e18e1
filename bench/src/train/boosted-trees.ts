// Gradient-boosted regression trees, squared loss (Friedman's gradient boosting): each tree fits
// the residuals of the ones before, split points searched over at most 32 quantile bins of each
// feature. Deterministic: the same rows give the same model, byte for byte (leaves rounded to 6
// decimals; thresholds are the rows' own values). The shipped predictor is src/classifiers/boosted-trees.ts.
// With `bag` > 1 the model is the mean of that many fits, each on the rows a hash of their own values
// keeps (`share` of them): a row's membership depends on nothing else, so changed rows do not
// reshuffle the other rows' samples, and a page near a split is weighed by several thresholds
// instead of flipping on one.
import type { BoostedTrees, RegressionNode } from '../../../dist/classifiers/boosted-trees.js';

export interface BoostSettings {
  trees: number;
  depth: number;
  rate: number;
  minLeaf: number;
  /** Members averaged (1: a single fit on every row). */
  bag?: number;
  /** The share of rows each member keeps. */
  share?: number;
}

export const DEFAULT_BOOST: BoostSettings = { trees: 150, depth: 3, rate: 0.1, minLeaf: 20 };

/** The bagged learner measured by bench/experiments/models/retrain-stability.mjs (not the default: see there). */
export const BAGGED_BOOST: BoostSettings = { ...DEFAULT_BOOST, bag: 5, share: 0.8 };

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

/** A row's place in [0, 1) for member `m`: FNV-1a over the row's values, its target and m. */
function rowDraw(x: readonly number[], y: number, m: number): number {
  let h = 0x811c9dc5 ^ m;
  const bytes = new Uint8Array(Float64Array.from([...x, y, m]).buffer);
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193);
  // A final mix so that members' draws of one row are not correlated.
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 2 ** 32;
}

/** The model of rows `X` (one per example, in `features` order) and targets `y`. */
export function fitBoosted(features: readonly string[], X: readonly (readonly number[])[], y: readonly number[], settings: BoostSettings = DEFAULT_BOOST): BoostedTrees {
  const bag = settings.bag ?? 1;
  if (bag <= 1) return fitSingle(features, X, y, settings);
  const share = settings.share ?? 1;
  const members: BoostedTrees[] = [];
  for (let m = 0; m < bag; m++) {
    const keep = y.map((v, i) => rowDraw(X[i]!, v, m) < share);
    members.push(
      fitSingle(
        features,
        X.filter((_, i) => keep[i]),
        y.filter((_, i) => keep[i]),
        settings,
      ),
    );
  }
  // The mean of the members' predictions, in the single model's form: base + rate × Σ leaves.
  return {
    format: 'cedst-boosted-trees-1',
    features: [...features],
    base: round(members.reduce((a, b) => a + b.base, 0) / bag),
    rate: settings.rate / bag,
    trees: members.flatMap((b) => b.trees),
  };
}

function fitSingle(features: readonly string[], X: readonly (readonly number[])[], y: readonly number[], settings: BoostSettings = DEFAULT_BOOST): BoostedTrees {
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
