// A C4.5-style decision-tree learner (docs/spec/louvan.md §10.3), following WEKA's J48 step for step so that
// the thesis's parameters (CF 0.25, minObj 2, docs/spec/louvan.md §3.3) mean what they meant there:
// - numeric attributes are presorted once; each node scans its thresholds with running class
//   weights and partitions the sorted lists for its children (O(F·n) per tree level);
// - a numeric split's threshold is chosen by information gain, less C4.5's MDL penalty
//   log2(#split points)/N; the attribute is chosen by gain ratio among the splits whose gain is at
//   least the average gain (C4.5's guard against splits with tiny split information);
// - J48's minimum leaf rule: a numeric split needs max(minObj, min(25, 0.1·N/#classes)) weight on
//   each side; a nominal split needs ≥ minObj weight in at least two branches; a node with < 2·minObj
//   weight, or a single class, is a leaf;
// - subtrees that do not lower training error are collapsed, then pessimistic (error-based)
//   pruning at CF with subtree replacement and J48's subtree raising;
// - instance weights everywhere a count would be;
// - ties are broken deterministically: among attributes the lower index wins (a later one must be
//   better by more than EPS), among thresholds of one attribute the smaller one, among classes the
//   lower index, among branches (for raising) the first. Nothing depends on object or hash order.
// Missing values are not supported (cedst's features are always defined).
import { argmax, EPS, estimatedLeafErrors, gainRatio, infoGain, numIncorrect, splitInfo, sum } from '../../../dist/classifiers/criteria.js';
import { J48_DEFAULTS, type C45Params, type Tree, type TrainingSet, type TreeNode } from '../../../dist/classifiers/types.js';

/** WEKA's cap on the numeric minimum-branch weight, whatever N is. */
const MAX_MIN_SPLIT = 25;
/** Share of N/#classes a numeric branch needs (J48: 10%). */
const MIN_SPLIT_SHARE = 0.1;
/** Slack when comparing a gain with the average gain (J48 uses 1e-3 "to approximate C4.5"). */
const AVERAGE_GAIN_SLACK = 1e-3;
/** Bias towards the simpler tree when comparing pessimistic errors (J48: 0.1 errors). */
const PRUNE_SLACK = 0.1;
/** A nominal attribute with at least this share of N distinct values is kept out of the average
 *  gain (J48: 0.3), since many-valued splits inflate the gain. */
const MANY_VALUES_SHARE = 0.3;
/** Slack on the collapse test (J48: 1e-3). */
const COLLAPSE_SLACK = 1e-3;

/** A node while the tree grows: its instances (indices into the training set) and its split. */
interface Work {
  items: Int32Array;
  dist: number[];
  attr: number; // -1 on a leaf
  threshold: number;
  children: Work[];
}

/** The chosen split at a node, before its children are built. */
interface Split {
  attr: number;
  threshold: number; // NaN for nominal
  gain: number;
  ratio: number;
}

/** Everything the recursive steps share. */
interface Context {
  data: TrainingSet;
  params: C45Params;
  k: number;
  weights: Float64Array;
  /** Per numeric attribute: its distinct values over all training data, ascending. */
  globalValues: (Float64Array | null)[];
}

/** v[i] += w, spelled out for noUncheckedIndexedAccess. */
function addAt(v: Float64Array, i: number, w: number): void {
  v[i] = v[i]! + w;
}

function classWeights(ctx: Context, items: ArrayLike<number>): number[] {
  const d = new Float64Array(ctx.k);
  for (let i = 0; i < items.length; i++) {
    const n = items[i]!;
    addAt(d, ctx.data.labels[n]!, ctx.weights[n]!);
  }
  return Array.from(d);
}

/** Largest training value ≤ x (J48's setSplitPoint: the printed threshold is a value seen). */
function largestValueAtMost(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length - 1;
  let best = values[0]!;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! <= x) {
      best = values[mid]!;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}

/** Best threshold of numeric attribute `a` over its presorted items, or null (C45Split, numeric). */
function numericSplit(ctx: Context, a: number, sorted: Int32Array, dist: number[], total: number): Split | null {
  const { rows, labels } = ctx.data;
  const minSplit = Math.min(MAX_MIN_SPLIT, Math.max(ctx.params.minObj, (MIN_SPLIT_SHARE * total) / ctx.k));
  if (total < 2 * minSplit) return null;
  const left = new Float64Array(ctx.k);
  const right = Float64Array.from(dist);
  let leftW = 0;
  let bestGain = 0;
  let bestAt = -1;
  let candidates = 0;
  for (let i = 0; i + 1 < sorted.length; i++) {
    const n = sorted[i]!;
    const w = ctx.weights[n]!;
    addAt(left, labels[n]!, w);
    addAt(right, labels[n]!, -w);
    leftW += w;
    const x = rows[n]![a]!;
    if (!(x < rows[sorted[i + 1]!]![a]!)) continue; // not a boundary between distinct values
    if (leftW < minSplit - EPS || total - leftW < minSplit - EPS) continue;
    candidates++;
    const g = infoGain(dist, [left, right], total);
    if (g > bestGain + EPS) {
      bestGain = g;
      bestAt = i;
    }
  }
  if (candidates === 0 || bestAt < 0) return null;
  const gain = ctx.params.mdlCorrection ? bestGain - Math.log2(candidates) / total : bestGain;
  if (gain <= EPS) return null;
  const lo = rows[sorted[bestAt]!]![a]!;
  const hi = rows[sorted[bestAt + 1]!]![a]!;
  let mid = (lo + hi) / 2;
  if (mid === hi) mid = lo; // floating point: the midpoint rounded up onto the right value
  const threshold = largestValueAtMost(ctx.globalValues[a]!, mid);
  let leftTotal = 0;
  for (let i = 0; i <= bestAt; i++) leftTotal += ctx.weights[sorted[i]!]!;
  return { attr: a, threshold, gain, ratio: gainRatio(gain, splitInfo([leftTotal, total - leftTotal], total)) };
}

/** Multiway split on nominal attribute `a`, or null (C45Split, enumerated). */
function nominalSplit(ctx: Context, a: number, items: Int32Array, dist: number[], total: number): Split | null {
  const attr = ctx.data.attributes[a]!;
  if (attr.kind !== 'nominal') return null;
  const branches = attr.values.map(() => new Float64Array(ctx.k));
  for (const n of items) addAt(branches[ctx.data.rows[n]![a]!]!, ctx.data.labels[n]!, ctx.weights[n]!);
  const totals = branches.map(sum);
  // J48's Distribution.check: at least two branches with ≥ minObj weight.
  if (totals.filter((t) => t >= ctx.params.minObj - EPS).length < 2) return null;
  const gain = infoGain(dist, branches, total);
  return { attr: a, threshold: NaN, gain, ratio: gainRatio(gain, splitInfo(totals, total)) };
}

/** C45ModelSelection.selectModel: the best split by gain ratio among the above-average gains. */
function chooseSplit(ctx: Context, items: Int32Array, sorted: (Int32Array | null)[], dist: number[], total: number): Split | null {
  if (total < 2 * ctx.params.minObj || total - dist[argmax(dist)]! < EPS) return null;
  const splits: (Split | null)[] = [];
  let gainSum = 0;
  let counted = 0;
  ctx.data.attributes.forEach((attr, a) => {
    const s = attr.kind === 'numeric' ? numericSplit(ctx, a, sorted[a]!, dist, total) : nominalSplit(ctx, a, items, dist, total);
    splits.push(s);
    if (s === null) return;
    if (attr.kind === 'numeric' || attr.values.length < MANY_VALUES_SHARE * ctx.data.rows.length) {
      gainSum += s.gain;
      counted++;
    }
  });
  if (counted === 0) return null;
  const average = gainSum / counted;
  let best: Split | null = null;
  let bestRatio = 0;
  for (const s of splits) {
    if (s !== null && s.gain >= average - AVERAGE_GAIN_SLACK && s.ratio > bestRatio + EPS) {
      best = s;
      bestRatio = s.ratio;
    }
  }
  return best;
}

/** Branch of instance n under a split node. */
function branchOf(ctx: Context, node: { attr: number; threshold: number }, n: number): number {
  const x = ctx.data.rows[n]![node.attr]!;
  if (ctx.data.attributes[node.attr]!.kind === 'nominal') return x;
  return x <= node.threshold ? 0 : 1;
}

/** Partition a list (keeping its order, so sorted lists stay sorted) by the items' branches. */
function partition(list: Int32Array, branch: Int32Array, count: number): Int32Array[] {
  const sizes = new Array<number>(count).fill(0);
  for (const n of list) sizes[branch[n]!]!++;
  const parts = sizes.map((s) => new Int32Array(s));
  const fill = new Array<number>(count).fill(0);
  for (const n of list) {
    const b = branch[n]!;
    parts[b]![fill[b]!++] = n;
  }
  return parts;
}

function grow(ctx: Context, items: Int32Array, sorted: (Int32Array | null)[], branch: Int32Array): Work {
  const dist = classWeights(ctx, items);
  const node: Work = { items, dist, attr: -1, threshold: NaN, children: [] };
  const split = chooseSplit(ctx, items, sorted, dist, sum(dist));
  if (split === null) return node;
  node.attr = split.attr;
  node.threshold = split.threshold;
  const attr = ctx.data.attributes[split.attr]!;
  const count = attr.kind === 'nominal' ? attr.values.length : 2;
  for (const n of items) branch[n] = branchOf(ctx, node, n);
  const childItems = partition(items, branch, count);
  const childSorted = sorted.map((s) => (s === null ? null : partition(s, branch, count)));
  node.children = childItems.map((ci, b) =>
    grow(
      ctx,
      ci,
      childSorted.map((cs) => (cs === null ? null : cs[b]!)),
      branch,
    ),
  );
  return node;
}

function makeLeaf(node: Work): void {
  node.attr = -1;
  node.threshold = NaN;
  node.children = [];
}

function trainingErrors(node: Work): number {
  return node.attr < 0 ? numIncorrect(node.dist) : node.children.reduce((s, c) => s + trainingErrors(c), 0);
}

/** J48's collapse: a subtree that does not lower the training errors is a leaf. */
function collapse(node: Work): void {
  if (node.attr < 0) return;
  if (trainingErrors(node) >= numIncorrect(node.dist) - COLLAPSE_SLACK) makeLeaf(node);
  else node.children.forEach(collapse);
}

function estimatedErrors(node: Work, cf: number): number {
  return node.attr < 0 ? estimatedLeafErrors(node.dist, cf) : node.children.reduce((s, c) => s + estimatedErrors(c, cf), 0);
}

/** Pessimistic errors if `items` were classified by the subtree `node` (for subtree raising). */
function estimatedErrorsFor(ctx: Context, node: Work, items: Int32Array, branch: Int32Array): number {
  if (node.attr < 0) return estimatedLeafErrors(classWeights(ctx, items), ctx.params.cf);
  for (const n of items) branch[n] = branchOf(ctx, node, n);
  const parts = partition(items, branch, node.children.length);
  return node.children.reduce((s, c, b) => s + estimatedErrorsFor(ctx, c, parts[b]!, branch), 0);
}

/** Give a subtree new training instances, recomputing every node's class weights. */
function redistribute(ctx: Context, node: Work, items: Int32Array, branch: Int32Array): void {
  node.items = items;
  node.dist = classWeights(ctx, items);
  if (node.attr < 0) return;
  for (const n of items) branch[n] = branchOf(ctx, node, n);
  const parts = partition(items, branch, node.children.length);
  node.children.forEach((c, b) => redistribute(ctx, c, parts[b]!, branch));
}

/** C45PruneableClassifierTree.prune: bottom-up, replace a subtree by a leaf or by its largest
 *  branch when that does not raise the pessimistic error estimate by more than PRUNE_SLACK. */
function prune(ctx: Context, node: Work, branch: Int32Array): void {
  if (node.attr < 0) return;
  const { cf, subtreeRaising } = ctx.params;
  for (const c of node.children) prune(ctx, c, branch);
  const totals = node.children.map((c) => sum(c.dist));
  const largest = argmax(totals);
  const asBranch = subtreeRaising ? estimatedErrorsFor(ctx, node.children[largest]!, node.items, branch) : Infinity;
  const asLeaf = estimatedLeafErrors(node.dist, cf);
  const asTree = estimatedErrors(node, cf);
  if (asLeaf <= asTree + PRUNE_SLACK + EPS && asLeaf <= asBranch + PRUNE_SLACK + EPS) {
    makeLeaf(node);
    return;
  }
  if (asBranch <= asTree + PRUNE_SLACK + EPS) {
    const raised = node.children[largest]!;
    node.attr = raised.attr;
    node.threshold = raised.threshold;
    node.children = raised.children;
    redistribute(ctx, node, node.items, branch);
    prune(ctx, node, branch);
  }
}

/** Pre-order flattening into the serialised node array (root = 0). Key order is fixed. */
function flatten(ctx: Context, root: Work): TreeNode[] {
  const nodes: TreeNode[] = [];
  const visit = (w: Work): number => {
    const at = nodes.length;
    if (w.attr < 0) {
      nodes.push({ d: w.dist });
      return at;
    }
    const node: TreeNode = { f: w.attr, d: w.dist };
    nodes.push(node);
    const kids = w.children.map(visit);
    if (ctx.data.attributes[w.attr]!.kind === 'nominal') nodes[at] = { f: w.attr, c: kids, d: w.dist };
    else nodes[at] = { f: w.attr, t: w.threshold, l: kids[0]!, r: kids[1]!, d: w.dist };
    return at;
  };
  visit(root);
  return nodes;
}

function validate(data: TrainingSet): void {
  const n = data.rows.length;
  if (data.labels.length !== n) throw new Error(`c45: ${n} rows but ${data.labels.length} labels`);
  if (data.weights && data.weights.length !== n) throw new Error(`c45: ${n} rows but ${data.weights.length} weights`);
  if (data.classes.length < 2) throw new Error('c45: need at least two classes');
  for (let i = 0; i < n; i++) {
    const row = data.rows[i]!;
    if (row.length !== data.attributes.length) throw new Error(`c45: row ${i} has ${row.length} values, expected ${data.attributes.length}`);
    const y = data.labels[i]!;
    if (!Number.isInteger(y) || y < 0 || y >= data.classes.length) throw new Error(`c45: row ${i} has label ${y}`);
    data.attributes.forEach((attr, a) => {
      const x = row[a]!;
      if (!Number.isFinite(x)) throw new Error(`c45: row ${i}, ${attr.name} = ${x} (missing values are not supported)`);
      if (attr.kind === 'nominal' && (!Number.isInteger(x) || x < 0 || x >= attr.values.length)) {
        throw new Error(`c45: row ${i}, ${attr.name} = ${x} is not a value index`);
      }
    });
  }
}

/** Train a C4.5 tree (J48 semantics, see the file comment). Pure: the same data gives the same tree. */
export function trainC45(data: TrainingSet, params: Partial<C45Params> = {}): Tree {
  validate(data);
  const p: C45Params = { ...J48_DEFAULTS, ...params };
  const n = data.rows.length;
  const weights = Float64Array.from({ length: n }, (_, i) => data.weights?.[i] ?? 1);
  const ctx: Context = { data, params: p, k: data.classes.length, weights, globalValues: [] };
  const all = Int32Array.from({ length: n }, (_, i) => i);
  const sorted = data.attributes.map((attr, a) => {
    if (attr.kind !== 'numeric') return null;
    // Stable by index on equal values, so the scan order never depends on the sort algorithm.
    return Int32Array.from(all).sort((x, y) => data.rows[x]![a]! - data.rows[y]![a]! || x - y);
  });
  ctx.globalValues = sorted.map((s, a) => {
    if (s === null) return null;
    const values: number[] = [];
    for (const i of s) {
      const x = data.rows[i]![a]!;
      if (values.length === 0 || values[values.length - 1] !== x) values.push(x);
    }
    return Float64Array.from(values);
  });
  const branch = new Int32Array(n);
  const root = grow(ctx, all, sorted, branch);
  if (p.collapse) collapse(root);
  if (p.prune) prune(ctx, root, branch);
  return { format: 'c45-tree/1', attributes: data.attributes, classes: data.classes, nodes: flatten(ctx, root) };
}
