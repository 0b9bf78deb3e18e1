// Shared shapes of the decision-tree learner (docs/spec/louvan.md §10.3): a training set, the tree's flat
// node array and its JSON form. Kept apart from the algorithm so that a model loader needs no
// learner code.

/** A numeric attribute: any finite number. Split as `x <= t` (left) / `x > t` (right). */
export interface NumericAttribute {
  name: string;
  kind: 'numeric';
}

/** A nominal attribute: values are indices into `values`. Split multiway, one branch per value. */
export interface NominalAttribute {
  name: string;
  kind: 'nominal';
  values: string[];
}

export type Attribute = NumericAttribute | NominalAttribute;

/** What the learner is given. Rows are attribute vectors in `attributes` order; nominal values are
 *  indices into the attribute's `values`; labels are indices into `classes`. */
export interface TrainingSet {
  attributes: Attribute[];
  classes: string[];
  rows: ArrayLike<number>[];
  labels: ArrayLike<number>;
  /** Per-instance weights (cost-sensitive learning, page balancing); 1 each when absent. */
  weights?: ArrayLike<number>;
}

/** Learner parameters. Defaults are J48's (docs/spec/louvan.md §3.3: the thesis's final parameters). */
export interface C45Params {
  /** Minimum weight in each of at least two branches (J48 `-M`). */
  minObj: number;
  /** Confidence factor of the pessimistic error estimate (J48 `-C`). */
  cf: number;
  /** Prune at all (J48 `-U` turns it off). */
  prune: boolean;
  /** Collapse subtrees that do not reduce training error before pruning (J48 always does). */
  collapse: boolean;
  /** Subtract log2(#split points)/N from a numeric split's gain (C4.5 release 8, J48 default). */
  mdlCorrection: boolean;
  /** Subtree raising during pruning (J48 default on). */
  subtreeRaising: boolean;
}

export const J48_DEFAULTS: Readonly<C45Params> = {
  minObj: 2,
  cf: 0.25,
  prune: true,
  collapse: true,
  mdlCorrection: true,
  subtreeRaising: true,
};

/** One node of a trained tree. A leaf has no `f`. `d` is the node's training class weights,
 *  kept on every node (the Δ fallback, docs/spec/louvan.md §3.5, and `inspect` read inner nodes too). */
export interface TreeNode {
  /** Attribute index of the split; absent on a leaf. */
  f?: number;
  /** Numeric threshold: `x <= t` goes to `l`, `x > t` to `r`. */
  t?: number;
  l?: number;
  r?: number;
  /** Nominal split: child node index per attribute value. */
  c?: number[];
  /** Class weights of the training instances that reached this node. */
  d: number[];
}

/** A trained tree: the attribute and class names it was trained on, and its nodes (root = 0). */
export interface Tree {
  format: 'c45-tree/1';
  attributes: Attribute[];
  classes: string[];
  nodes: TreeNode[];
}

/** How training labels candidates (bench/src/train/labels.ts); a model records the rule it was
 *  trained with. */
export interface LabelRule {
  /** Shingle length: a page token is gold when a k-gram of page tokens covering it is in the gold. */
  k: number;
  /** purity ≥ this (and ≥ 1 gold token): main content. */
  pure: number;
  /** purity ≤ this: uniform noise. */
  noise: number;
  /** Candidates drawn at random per page, beside the positives and their neighbourhood. */
  negPerPage: number;
  /** How many candidate levels below a positive are kept (docs/spec/louvan.md §10.1.7: 2). */
  descendantDepth: number;
}
