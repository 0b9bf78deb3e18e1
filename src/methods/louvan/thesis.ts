// The two J48 news trees the thesis prints (docs/spec/louvan.md §3.6, Figs. 6.4 and 6.5), as a zero-training
// model `thesis-news`. The trees are kept in J48's own text format, verbatim, and parsed here, so
// the transcription can be checked against the thesis line by line.
import type { Attribute, Tree, TreeNode } from '../../classifiers/types.js';
import { FEATURE_NAMES, type FeatureName } from './features.js';
import { LOUVAN_MODEL_FORMAT, THESIS_DELTA, type LouvanModel } from './model.js';

/** Fig. 6.4, segment classification (class 1 = good segment). */
export const THESIS_SEGMENT_TREE = `
InnerHTMLLength <= 0.007179
|   DivNum <= 0: 0 (265.0/25.0)
|   DivNum > 0
|   |   LinkNum <= 0.009804
|   |   |   DomHeight <= 0.1: 1 (15.0/1.0)
|   |   |   DomHeight > 0.1: 0 (2.0)
|   |   LinkNum > 0.009804: 0 (23.0/1.0)
InnerHTMLLength > 0.007179
|   InnerHTMLLength <= 0.404013
|   |   DomHeight <= 0.428571: 1 (619.0/16.0)
|   |   DomHeight > 0.428571
|   |   |   innerTextLength <= 0.013714: 0 (6.0)
|   |   |   innerTextLength > 0.013714
|   |   |   |   innerTextLength <= 0.053747
|   |   |   |   |   InnerHTMLLength <= 0.080251: 1 (6.0)
|   |   |   |   |   InnerHTMLLength > 0.080251: 0 (2.0)
|   |   |   |   innerTextLength > 0.053747: 1 (44.0)
|   InnerHTMLLength > 0.404013
|   |   DivNum <= 0.491713: 0 (15.0)
|   |   DivNum > 0.491713
|   |   |   LinkNum <= 0.509203: 1 (8.0)
|   |   |   LinkNum > 0.509203: 0 (10.0/1.0)
`;

/** Fig. 6.5, content classification (class 1 = main content). */
export const THESIS_CONTENT_TREE = `
StopWordRatio <= 0.198529
|   StopWordRatio <= 0.063686: 0 (838.0)
|   StopWordRatio > 0.063686
|   |   StringMax <= 0.833616: 0 (24.0/1.0)
|   |   StringMax > 0.833616
|   |   |   ParaNum <= 0.285714: 1 (3.0)
|   |   |   ParaNum > 0.285714: 0 (2.0)
StopWordRatio > 0.198529
|   LinkTextRatio <= 0.081448: 1 (104.0)
|   LinkTextRatio > 0.081448
|   |   innerTextLength <= 0.481852: 1 (17.0)
|   |   innerTextLength > 0.481852: 0 (27.0/2.0)
`;

/** The thesis's spellings of our feature names (docs/spec/louvan.md §3.6). */
const ALIASES: Readonly<Record<string, FeatureName>> = {
  innertextlength: 'innerTxtLength',
  linktextratio: 'linkToTextRatio',
};

/** Our name for a feature as the thesis prints it (case-insensitive, with the aliases). */
export function featureName(printed: string): FeatureName {
  const lower = printed.toLowerCase();
  const found = ALIASES[lower] ?? FEATURE_NAMES.find((n) => n.toLowerCase() === lower);
  if (found === undefined) throw new Error(`thesis tree: unknown feature ${printed}`);
  return found;
}

const LINE = /^((?:\| {3})*)(\S+) (<=|>) (-?[\d.]+(?:e-?\d+)?)(?:: (\d+) \(([\d.]+)(?:\/([\d.]+))?\))?$/;

interface ParsedLine {
  depth: number;
  attr: FeatureName;
  op: '<=' | '>';
  value: number;
  leaf?: { cls: number; n: number; errors: number };
}

function parseLine(line: string): ParsedLine {
  const m = LINE.exec(line);
  if (m === null) throw new Error(`thesis tree: cannot read ${JSON.stringify(line)}`);
  const parsed: ParsedLine = { depth: m[1]!.length / 4, attr: featureName(m[2]!), op: m[3] as '<=' | '>', value: Number(m[4]) };
  if (m[5] !== undefined) parsed.leaf = { cls: Number(m[5]), n: Number(m[6]), errors: m[7] === undefined ? 0 : Number(m[7]) };
  return parsed;
}

/**
 * A binary-class Tree from J48's printed text. A leaf `c (n/e)` holds n instances, e of them the
 * other class: class weights d[c] = n − e, d[1 − c] = e. Inner nodes hold the sums of their leaves.
 */
export function parseJ48(text: string, classes: [string, string]): Tree {
  const lines = text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map(parseLine);
  const attributes: Attribute[] = [];
  const attrIndex = (name: FeatureName): number => {
    let i = attributes.findIndex((a) => a.name === name);
    if (i < 0) i = attributes.push({ name, kind: 'numeric' }) - 1;
    return i;
  };
  const nodes: TreeNode[] = [];
  let at = 0;
  // One branch's subtree: a leaf on the test line itself, or the next lines one level deeper.
  const branch = (line: ParsedLine): number => {
    if (line.leaf) {
      const d = [0, 0];
      d[line.leaf.cls] = line.leaf.n - line.leaf.errors;
      d[1 - line.leaf.cls] = line.leaf.errors;
      return nodes.push({ d }) - 1;
    }
    return node(line.depth + 1);
  };
  const node = (depth: number): number => {
    const le = lines[at++];
    if (le === undefined || le.depth !== depth || le.op !== '<=') throw new Error(`thesis tree: expected a <= test at depth ${depth}`);
    const index = nodes.push({ d: [] }) - 1;
    const f = attrIndex(le.attr); // attributes numbered in pre-order of first use
    const l = branch(le);
    const gt = lines[at++];
    if (gt === undefined || gt.depth !== depth || gt.op !== '>' || gt.attr !== le.attr || gt.value !== le.value) {
      throw new Error(`thesis tree: no matching > test for ${le.attr} <= ${le.value}`);
    }
    const r = branch(gt);
    const d = [0, 1].map((c) => nodes[l]!.d[c]! + nodes[r]!.d[c]!);
    nodes[index] = { f, t: le.value, l, r, d };
    return index;
  };
  node(0);
  if (at !== lines.length) throw new Error('thesis tree: lines left over');
  return { format: 'c45-tree/1', attributes, classes, nodes };
}

/** The `thesis-news` model (docs/spec/louvan.md §3.6): the printed trees, no single-phase tree. Trained by the
 *  thesis on its 160 news pages with its own parser, so a baseline, not a tuned model. */
export function thesisNewsModel(): LouvanModel {
  return {
    format: LOUVAN_MODEL_FORMAT,
    name: 'thesis-news',
    featureOptions: { tags: 'thesis', swr: 'page' },
    params: { minObj: 2, cf: 0.25, delta: THESIS_DELTA },
    trainedOn: { source: 'Louvan (2009) Figs. 6.4, 6.5: 160 news pages, Teezir data' },
    trees: {
      segment: parseJ48(THESIS_SEGMENT_TREE, ['bad', 'good']),
      content: parseJ48(THESIS_CONTENT_TREE, ['noisy', 'main']),
    },
  };
}
