// Using a trained tree: classify, read the class weights at any depth (the Δ fallback, docs/spec/louvan.md
// §3.5), and move trees to and from compact JSON (docs/spec/louvan.md §10.3's flat node array).
import { argmax, sum } from './criteria.js';
import type { Attribute, Tree, TreeNode } from './types.js';

/** Index of the child an instance goes to at an inner node. */
function childOf(node: TreeNode, x: ArrayLike<number>): number {
  const v = x[node.f!]!;
  if (node.c !== undefined) {
    const child = node.c[v];
    if (child === undefined) throw new Error(`tree: nominal value ${v} has no branch`);
    return child;
  }
  return v <= node.t! ? node.l! : node.r!;
}

/** The root-to-leaf path of node indices an instance follows. */
export function pathOf(tree: Tree, x: ArrayLike<number>): number[] {
  const path = [0];
  let node = tree.nodes[0]!;
  while (node.f !== undefined) {
    const next = childOf(node, x);
    path.push(next);
    node = tree.nodes[next]!;
  }
  return path;
}

/** The class weights an instance ends with: its leaf's, or, for a leaf no training instance
 *  reached (an unseen nominal value), the nearest non-empty ancestor's (as J48 does). */
export function predict(tree: Tree, x: ArrayLike<number>): number[] {
  const path = pathOf(tree, x);
  for (let i = path.length - 1; i >= 0; i--) {
    const d = tree.nodes[path[i]!]!.d;
    if (sum(d) > 0) return d.slice();
  }
  return tree.nodes[0]!.d.slice();
}

/** Class probabilities: the leaf's weights normalised (uniform when the tree saw no data). */
export function probabilities(tree: Tree, x: ArrayLike<number>): number[] {
  const d = predict(tree, x);
  const total = sum(d);
  return d.map((w) => (total > 0 ? w / total : 1 / d.length));
}

/** The predicted class index: the leaf's majority, the lower index on ties. */
export function predictClass(tree: Tree, x: ArrayLike<number>): number {
  return argmax(predict(tree, x));
}

/** Training error rate of a node: 1 − majority share (0 for an empty node). */
export function nodeErrorRate(node: TreeNode): number {
  const total = sum(node.d);
  return total > 0 ? 1 - node.d[argmax(node.d)]! / total : 0;
}

/**
 * Classify with early stopping (docs/spec/louvan.md §3.5, reconstructed Δ fallback): descend from the root
 * and stop at the first non-root node whose training error rate is ≤ `maxError`, or at the leaf.
 * Returns the index of the node where the descent stopped.
 */
export function stopNode(tree: Tree, x: ArrayLike<number>, maxError: number): number {
  const path = pathOf(tree, x);
  for (let i = 1; i < path.length; i++) {
    if (nodeErrorRate(tree.nodes[path[i]!]!) <= maxError) return path[i]!;
  }
  return path[path.length - 1]!;
}

/** Compact JSON of a tree (JSON.stringify's shortest round-trip numbers: stable bytes). */
export function serialiseTree(tree: Tree): string {
  return JSON.stringify(tree);
}

function fail(why: string): never {
  throw new Error(`tree: invalid model: ${why}`);
}

function checkAttributes(raw: unknown): Attribute[] {
  if (!Array.isArray(raw)) fail('attributes is not an array');
  return raw.map((a: unknown, i) => {
    const attr = a as Partial<Attribute> & { values?: unknown };
    if (typeof attr?.name !== 'string') fail(`attribute ${i} has no name`);
    if (attr.kind === 'numeric') return { name: attr.name, kind: 'numeric' };
    if (attr.kind === 'nominal' && Array.isArray(attr.values) && attr.values.every((v) => typeof v === 'string')) {
      return { name: attr.name, kind: 'nominal', values: attr.values as string[] };
    }
    return fail(`attribute ${attr.name} has kind ${String(attr.kind)}`);
  });
}

/** What a tree's nodes are checked against: how many there are, the attributes they split on
 *  and the number of classes their distributions hold. */
interface TreeShape {
  readonly count: number;
  readonly attributes: Attribute[];
  readonly k: number;
}

function checkNode(raw: unknown, i: number, { count, attributes, k }: TreeShape): TreeNode {
  const n = raw as TreeNode;
  const isIndex = (v: unknown): v is number => Number.isInteger(v) && (v as number) > i && (v as number) < count;
  if (!Array.isArray(n?.d) || n.d.length !== k || !n.d.every((w) => typeof w === 'number' && w >= 0)) fail(`node ${i}: bad d`);
  if (n.f === undefined) return { d: n.d };
  const attr = attributes[n.f];
  if (attr === undefined) fail(`node ${i}: attribute ${n.f}`);
  if (attr.kind === 'nominal') {
    if (!Array.isArray(n.c) || n.c.length !== attr.values.length || !n.c.every(isIndex)) fail(`node ${i}: bad c`);
    return { f: n.f, c: n.c, d: n.d };
  }
  if (typeof n.t !== 'number' || !isIndex(n.l) || !isIndex(n.r)) fail(`node ${i}: bad t/l/r`);
  return { f: n.f, t: n.t, l: n.l, r: n.r, d: n.d };
}

/** A tree from parsed JSON, checked (children after parents, so no cycles). */
export function loadTree(raw: unknown): Tree {
  const t = raw as Partial<Tree>;
  if (t?.format !== 'c45-tree/1') fail(`format ${String(t?.format)}`);
  const attributes = checkAttributes(t.attributes);
  if (!Array.isArray(t.classes) || t.classes.length < 2) fail('classes');
  const classes = t.classes.map(String);
  if (!Array.isArray(t.nodes) || t.nodes.length === 0) fail('nodes');
  const shape: TreeShape = { count: t.nodes.length, attributes, k: classes.length };
  const nodes = t.nodes.map((n, i) => checkNode(n, i, shape));
  return { format: 'c45-tree/1', attributes, classes, nodes };
}

/** J48-style text of a tree (`attr <= t` / `attr > t`, leaves `class (n/errors)`), for inspect and docs. */
export function formatTree(tree: Tree): string {
  const lines: string[] = [];
  const leafText = (node: TreeNode): string => {
    const total = sum(node.d);
    const errors = total - node.d[argmax(node.d)]!;
    const round = (v: number): string => String(Math.round(v * 1000) / 1000);
    return `${tree.classes[argmax(node.d)]} (${round(total)}${errors > 0 ? `/${round(errors)}` : ''})`;
  };
  const visit = (i: number, depth: number): void => {
    const node = tree.nodes[i]!;
    const indent = '|   '.repeat(depth);
    const attr = tree.attributes[node.f!]!;
    const branches: [string, number][] =
      node.c !== undefined
        ? node.c.map((c, v) => [`${attr.name} = ${(attr as { values: string[] }).values[v]}`, c])
        : [
            [`${attr.name} <= ${node.t}`, node.l!],
            [`${attr.name} > ${node.t}`, node.r!],
          ];
    for (const [test, child] of branches) {
      const kid = tree.nodes[child]!;
      if (kid.f === undefined) lines.push(`${indent}${test}: ${leafText(kid)}`);
      else {
        lines.push(`${indent}${test}`);
        visit(child, depth + 1);
      }
    }
  };
  if (tree.nodes[0]!.f === undefined) return `: ${leafText(tree.nodes[0]!)}`;
  visit(0, 0);
  return lines.join('\n');
}
