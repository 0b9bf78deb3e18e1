// Gradient-boosted regression trees as a shipped model: a base value plus the learning rate times
// the sum of every tree's leaf. Trained offline (bench/src/train/boosted-trees.ts); read here only.

/** A node: a leaf's value, or a split on feature `f` at threshold `t` (≤ goes left). */
export type RegressionNode = { readonly v: number } | { readonly f: number; readonly t: number; readonly l: RegressionNode; readonly r: RegressionNode };

export interface BoostedTrees {
  readonly format: 'cedst-boosted-trees-1';
  /** The features, by name, in the order of a row. */
  readonly features: readonly string[];
  readonly base: number;
  readonly rate: number;
  readonly trees: readonly RegressionNode[];
}

function leaf(node: RegressionNode, x: readonly number[]): number {
  let n = node;
  while (!('v' in n)) n = x[n.f]! <= n.t ? n.l : n.r;
  return n.v;
}

export function predictBoosted(model: BoostedTrees, x: readonly number[]): number {
  let s = model.base;
  for (const t of model.trees) s += model.rate * leaf(t, x);
  return s;
}

/** The model of `json`, checked for its format and feature list. */
export function asBoostedTrees(json: unknown, features: readonly string[]): BoostedTrees {
  const m = json as Partial<BoostedTrees> | null;
  if (m?.format !== 'cedst-boosted-trees-1' || !Array.isArray(m.trees) || typeof m.base !== 'number' || typeof m.rate !== 'number') throw new Error('not a cedst boosted-trees model');
  if (JSON.stringify(m.features) !== JSON.stringify(features)) throw new Error(`the model's features are not this build's (${features.length} expected)`);
  return m as BoostedTrees;
}
