// Applying a Louvan model to a page (docs/spec/louvan.md §3.4–§3.5, §4): classify every candidate with the
// two-phase or single-phase trees, fall back to Δ early stopping when nothing is main, then run the
// text heuristic. Returns the article text and per-candidate evidence for inspect (docs/spec/louvan.md §8).
// The method registry runs it through src/methods/louvan/index.ts.
import { argmax, sum } from '../../classifiers/criteria.js';
import { pathOf, predict, stopNode } from '../../classifiers/tree.js';
import type { Tree } from '../../classifiers/types.js';
import { pageFeatures, type FeatureOptions, type PageFeatures } from './features.js';
import { lbsText, plainText, slsText, tpText, type LbsResult, type SlsOptions, type SlsResult, type TpResult } from './heuristics.js';
import { project, THESIS_DELTA, type LouvanModel } from './model.js';
import { NO_DEADLINE, type Deadline } from '../../core/budget.js';

export type LouvanClassifier = 'two-phase' | 'single-phase';
export type LouvanHeuristic = 'plain' | 'lbs' | 'sls' | 'tp';

/** The modes of docs/spec/louvan.md's table (thesis Table 6.16). */
export const LOUVAN_MODES: Readonly<Record<string, { classifier: LouvanClassifier; heuristic: LouvanHeuristic }>> = {
  louvan: { classifier: 'two-phase', heuristic: 'lbs' },
  'louvan-plain': { classifier: 'two-phase', heuristic: 'plain' },
  'louvan-sls': { classifier: 'two-phase', heuristic: 'sls' },
  'louvan-tp': { classifier: 'two-phase', heuristic: 'tp' },
  'louvan-1-lbs': { classifier: 'single-phase', heuristic: 'lbs' },
  'louvan-1-sls': { classifier: 'single-phase', heuristic: 'sls' },
  'louvan-1-tp': { classifier: 'single-phase', heuristic: 'tp' },
};

export interface LouvanOptions {
  classifier: LouvanClassifier;
  heuristic: LouvanHeuristic;
  /** Δ of the fallback (docs/spec/louvan.md §3.5); the model's own when absent. */
  delta?: number;
  /** When even Δ finds no main node: return nothing (`none`, faithful) or the candidate with the
   *  largest P(main) at its leaf (`best`). */
  fallback: 'none' | 'best';
  /** LBS's choice among several roots (docs/spec/louvan.md §4.1). */
  lbsPick: 'block' | 'longest-string';
  sls: Partial<SlsOptions>;
  /** TP: output every table with the winning signature (docs/spec/louvan.md §4.3 option). */
  tpExpand: boolean;
}

export const DEFAULT_LOUVAN_OPTIONS: Readonly<LouvanOptions> = {
  classifier: 'two-phase',
  heuristic: 'lbs',
  fallback: 'none',
  lbsPick: 'block',
  sls: {},
  tpExpand: false,
};

/** One tree's verdict on a candidate. */
export interface TreeDecision {
  /** 1 = good / main. */
  cls: number;
  /** Class weights of the node that decided (the leaf, or the Δ stop node). */
  dist: number[];
  /** Node index that decided. */
  node: number;
  /** Decided by the Δ early stop. */
  delta: boolean;
}

export interface CandidateDecision {
  segment?: TreeDecision;
  content?: TreeDecision;
  single?: TreeDecision;
  main: boolean;
}

export interface Classification {
  decisions: CandidateDecision[];
  /** Indices of the main candidates (returned nodes R), pre-order. */
  returned: number[];
  /** How R was found: the trees, the Δ fallback, or the best-P(main) fallback. */
  by: 'trees' | 'delta' | 'best' | 'none';
}

function decide(tree: Tree, x: readonly number[], delta: number | null): TreeDecision {
  const v = project(tree, x);
  if (delta === null) {
    const path = pathOf(tree, v);
    const dist = predict(tree, v);
    return { cls: argmax(dist), dist, node: path[path.length - 1]!, delta: false };
  }
  const node = stopNode(tree, v, delta);
  const dist = tree.nodes[node]!.d.slice();
  return { cls: argmax(dist), dist, node, delta: true };
}

/** P(class 1) of a decision (0 for an empty node). */
function pMain(d: TreeDecision | undefined): number {
  if (d === undefined) return 0;
  const total = sum(d.dist);
  return total > 0 ? d.dist[1]! / total : 0;
}

/** Run the trees over every candidate. `deltaFor` says which trees stop early. */
function runTrees(
  features: readonly number[][],
  model: LouvanModel,
  classifier: LouvanClassifier,
  deltaFor: { segment: number | null; content: number | null; single: number | null },
): CandidateDecision[] {
  return features.map((x) => {
    if (classifier === 'single-phase') {
      const tree = model.trees.single;
      if (!tree) throw new Error(`louvan model ${model.name} has no single-phase tree`);
      const single = decide(tree, x, deltaFor.single);
      return { single, main: single.cls === 1 };
    }
    const segment = decide(model.trees.segment, x, deltaFor.segment);
    if (segment.cls !== 1) return { segment, main: false };
    const content = decide(model.trees.content, x, deltaFor.content);
    return { segment, content, main: content.cls === 1 };
  });
}

function mainIndices(decisions: readonly CandidateDecision[]): number[] {
  return decisions.flatMap((d, i) => (d.main ? [i] : []));
}

/**
 * Classify a page's candidates (docs/spec/louvan.md §3.4) with the Δ fallback (§3.5): when no candidate is
 * main, the content tree (then also the segment tree) decides at the first node on the path whose
 * training error rate is ≤ Δ; single-phase stops its one tree early.
 */
export function classifySegments(features: readonly number[][], model: LouvanModel, options: Pick<LouvanOptions, 'classifier' | 'fallback'> & { delta?: number }): Classification {
  const delta = options.delta ?? model.params.delta ?? THESIS_DELTA;
  const none = { segment: null, content: null, single: null };
  let decisions = runTrees(features, model, options.classifier, none);
  let returned = mainIndices(decisions);
  if (returned.length > 0) return { decisions, returned, by: 'trees' };
  const steps =
    options.classifier === 'single-phase'
      ? [{ ...none, single: delta }]
      : [
          { ...none, content: delta },
          { ...none, segment: delta, content: delta },
        ];
  for (const step of steps) {
    const again = runTrees(features, model, options.classifier, step);
    returned = mainIndices(again);
    if (returned.length > 0) return { decisions: again, returned, by: 'delta' };
  }
  if (options.fallback === 'best' && features.length > 0) {
    const score = (d: CandidateDecision): number => (options.classifier === 'single-phase' ? pMain(d.single) : pMain(d.segment) * pMain(d.content ?? d.segment));
    let best = 0;
    decisions.forEach((d, i) => {
      if (score(d) > score(decisions[best]!)) best = i;
    });
    decisions = decisions.map((d, i) => (i === best ? { ...d, main: true } : d));
    return { decisions, returned: [best], by: 'best' };
  }
  return { decisions, returned: [], by: 'none' };
}

export interface LouvanResult {
  text: string;
  page: PageFeatures;
  classification: Classification;
  /** What the heuristic decided (plain: the roots R*). */
  heuristic: { kind: 'plain'; roots: number[] } | ({ kind: 'lbs' } & LbsResult) | ({ kind: 'sls' } & SlsResult) | ({ kind: 'tp' } & TpResult);
}

/** Louvan's Content Seeker on a parsed page: features → trees → heuristic → text. Pure. Each
 *  stage is linear in the page's elements; `deadline` is checked between them. */
export function louvanExtract(doc: Document, model: LouvanModel, options: Partial<LouvanOptions> = {}, deadline: Deadline = NO_DEADLINE): LouvanResult {
  const opts = { ...DEFAULT_LOUVAN_OPTIONS, ...options };
  const page = pageFeatures(doc, model.featureOptions as Partial<FeatureOptions>);
  deadline.check('louvan features');
  const classification = classifySegments(page.features, model, opts);
  deadline.check('louvan trees');
  const { segments } = page;
  const R = classification.returned;
  switch (opts.heuristic) {
    case 'plain': {
      const r = plainText(segments, R);
      return { text: r.text, page, classification, heuristic: { kind: 'plain', roots: r.roots } };
    }
    case 'lbs': {
      const r = lbsText(segments, R, opts.lbsPick);
      return { text: r.text, page, classification, heuristic: { kind: 'lbs', ...r } };
    }
    case 'sls': {
      const r = slsText(segments, R, opts.sls);
      return { text: r.text, page, classification, heuristic: { kind: 'sls', ...r } };
    }
    case 'tp': {
      const r = tpText(segments, R, { expand: opts.tpExpand, root: page.root });
      return { text: r.text, page, classification, heuristic: { kind: 'tp', ...r } };
    }
  }
}
