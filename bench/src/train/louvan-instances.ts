// Training instances of one page (docs/spec/louvan.md §10.1): the page's candidates with their 16 features
// (the same code as at run time) and their labels from the gold text, sampled as §10.1.7 says.
import { DEFAULT_LABEL_RULE, goldTokenMask, labelCandidates, labelTokens, sampleCandidates, type CandidateLabel, type LabelRule, type TokenSpan } from './labels.js';
import { DEFAULT_FEATURE_OPTIONS, pageFeatures, type FeatureOptions } from '../../../dist/methods/louvan/features.js';
import { walkVisible, type Segment } from '../../../dist/methods/louvan/segments.js';

/** The page's visible text as score tokens in document order, and each segment's token span. */
export function segmentTokenSpans(root: Element, segments: readonly Segment[]): { tokens: string[]; spans: TokenSpan[] } {
  const tokens: string[] = [];
  const spans: TokenSpan[] = segments.map(() => ({ start: 0, end: 0 }));
  const indexOf = new Map<Element, number>(segments.map((s) => [s.element, s.index]));
  walkVisible(root, {
    enter(el) {
      const i = indexOf.get(el);
      if (i !== undefined) spans[i]!.start = tokens.length;
    },
    exit(el) {
      const i = indexOf.get(el);
      if (i !== undefined) spans[i]!.end = tokens.length;
    },
    text(text) {
      for (const t of labelTokens(text)) tokens.push(t);
    },
  });
  return { tokens, spans };
}

/** One page's sampled instances. */
export interface PageInstances {
  /** Candidate count before sampling. */
  candidates: number;
  /** Pre-order indices of the sampled candidates, ascending. */
  sampled: number[];
  /** Their feature vectors (FEATURE_NAMES order). */
  features: number[][];
  /** Their labels. */
  labels: CandidateLabel[];
  /** Gold tokens found on the page (0: the gold does not match the page; its labels are all noise). */
  pageGoldTokens: number;
}

/** Features and gold labels of a page's candidates, sampled (docs/spec/louvan.md §10.1). Pure. */
export function pageInstances(doc: Document, gold: string, pageId: string, options: { features?: Partial<FeatureOptions>; rule?: Partial<LabelRule> } = {}): PageInstances {
  const rule = { ...DEFAULT_LABEL_RULE, ...options.rule };
  const page = pageFeatures(doc, { ...DEFAULT_FEATURE_OPTIONS, ...options.features });
  const { tokens, spans } = segmentTokenSpans(page.root, page.segments);
  const mask = goldTokenMask(tokens, labelTokens(gold), rule.k);
  const labels = labelCandidates(page.segments, spans, mask, rule);
  const sampled = sampleCandidates(pageId, page.segments, labels, rule);
  let pageGoldTokens = 0;
  for (const m of mask) pageGoldTokens += m;
  return {
    candidates: page.segments.length,
    sampled,
    features: sampled.map((i) => page.features[i]!),
    labels: sampled.map((i) => labels[i]!),
    pageGoldTokens,
  };
}
