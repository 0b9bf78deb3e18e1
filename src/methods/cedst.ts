// CEDST and its ablations (docs/method.md §1): text units → words → keywords → topics → features →
// mass functions → Dempster combination → Gaussian smoothing → Otsu threshold.
import type { ResolvedOptions } from '../options.js';
import type { Article, FeatureName, FeatureValues, Lang, Mass, MethodName, Page, SegmentedUnit, TextUnit, Topic, UnitEvidence } from '../types.js';
import { articleBlocks } from '../dom/blocks.js';
import { pageLanguage } from '../lang/detect.js';
import { segmentUnits } from '../lang/segment.js';
import { parentGroups } from '../features/siblings.js';
import { keywords, type KeywordOptions } from '../topics/textrank.js';
import { collectLeafUnits } from '../dom/leaf-units.js';
import { buildTopics } from '../topics/topics.js';
import { computeFeatures } from '../features/index.js';
import { negativeMass, positiveMass } from '../evidence/mass.js';
import { combineAll } from '../evidence/dempster.js';
import { gaussianSmooth } from '../signal/gaussian.js';
import { otsuThreshold } from '../signal/otsu.js';
import { NO_DEADLINE, type Deadline } from '../page/limits.js';

export type CedstMethod = Extract<MethodName, 'cedst' | 'cedst-nc' | 'cedst-tf'>;

/** Which features each method fuses. */
export const METHOD_FEATURES: Record<CedstMethod, readonly FeatureName[]> = {
  cedst: ['topic', 'cluster', 'variance', 'href'],
  'cedst-nc': ['cluster', 'variance', 'href'],
  'cedst-tf': ['topic'],
};

/** One mass function per feature the method uses: topic, cluster and variance speak for news,
 *  the hyperlink share against it (§1.6). */
export function featureMasses(h: FeatureValues, features: readonly FeatureName[], options: ResolvedOptions): Partial<Record<FeatureName, Mass>> {
  const masses: Partial<Record<FeatureName, Mass>> = {};
  for (const f of features) masses[f] = f === 'href' ? negativeMass(h.href, options.beta.href) : positiveMass(h[f], options.alpha[f]);
  return masses;
}

export interface CedstAnalysis {
  lang: Lang;
  units: UnitEvidence[];
  topics: Topic[];
  threshold: number;
  /** False when a guard cut the topic search short. */
  topicsComplete: boolean;
}

/** The parameter-free part of the pipeline: language, words and sibling groups of each unit.
 *  A page context is one; parameter sweeps keep one to segment a page once. */
export interface PreparedUnits {
  readonly lang: Lang;
  readonly segmented: readonly SegmentedUnit[];
  readonly groups: readonly number[];
  /** The page's time budget; none when absent (parameter sweeps). */
  readonly deadline?: Deadline;
}

export function prepareUnits(units: readonly TextUnit[], lang: ResolvedOptions['lang']): PreparedUnits {
  const language = pageLanguage(units, lang);
  return { lang: language, segmented: segmentUnits(units, language), groups: parentGroups(units) };
}

/** TextRank keywords per unit, then the page's topics (§1.3–§1.4), within the option limits.
 *  cedst+ compares with γ by its own `plus.gammaCompare`. */
export function pageTopics(seg: readonly SegmentedUnit[], options: ResolvedOptions, deadline: Deadline = NO_DEADLINE): { topics: Topic[]; complete: boolean } {
  const setting: KeywordOptions =
    options.textrank === 'mihalcea-tarau'
      ? { topK: options.topK, window: 2, damping: options.damping, weighted: false, pos: 'noun-adj' }
      : { topK: options.topK, window: options.window, damping: options.damping };
  const unitKeywords = seg.map((s) => {
    deadline.check('textrank');
    return keywords(s.words, setting, deadline);
  });
  return buildTopics(
    unitKeywords,
    {
      gamma: options.gamma,
      gammaCompare: options.method === 'cedst+' ? options.plus.gammaCompare : options.gammaCompare,
      maxKeywords: options.limits.maxKeywords,
      maxTopics: options.limits.maxTopics,
      maxCliqueSteps: options.limits.maxCliqueSteps,
    },
    deadline,
  );
}

export function analysePrepared({ lang, segmented: seg, groups, deadline = NO_DEADLINE }: PreparedUnits, options: ResolvedOptions): CedstAnalysis {
  // The comparison methods have runners of their own; anything else here runs full CEDST.
  const features = METHOD_FEATURES[options.method as CedstMethod] ?? METHOD_FEATURES.cedst;

  const { topics, complete: topicsComplete } = features.includes('topic') ? pageTopics(seg, options, deadline) : { topics: [], complete: true };

  const h = computeFeatures({
    words: seg.map((s) => s.words.length),
    linkWords: seg.map((s) => s.linkWords),
    group: groups,
    keys: seg.map((s) => new Set(s.words.map((w) => w.key))),
    topics,
    membership: options.topicMembership,
  });

  deadline.check('features');
  const masses = h.map((values) => featureMasses(values, features, options));
  const fused = masses.map((m) => combineAll(Object.values(m)));
  // The CETR paper's kernel stops at ⌈σ⌉; ours at ⌈2σ⌉ (gaussianKernel's default).
  const smoothed = gaussianSmooth(
    fused.map((m) => m.news),
    options.sigma,
    options.kernel === 'cetr' ? Math.ceil(options.sigma) : undefined,
  );
  const { threshold } = otsuThreshold(smoothed);

  const evidence: UnitEvidence[] = seg.map((s, i) => ({
    index: s.unit.index,
    path: s.unit.path,
    text: s.unit.text,
    words: s.words.length,
    linkWords: s.linkWords,
    features: h[i]!,
    masses: masses[i]!,
    fused: fused[i]!,
    smoothed: smoothed[i]!,
    // The grid threshold and the smoothed values both carry float noise; 1e-12 absorbs it.
    content: smoothed[i]! >= threshold - 1e-12,
  }));
  return { lang, units: evidence, topics, threshold, topicsComplete };
}

/** The article a CEDST method returns from its analysis of `units` (the page's block units, or
 *  the leaf units the analysis ran on). */
export function articleOf(page: Page, analysis: CedstAnalysis, options: ResolvedOptions, units: readonly TextUnit[] = page.units): Article {
  const kept = analysis.units.filter((u) => u.content);
  const paragraphs = kept.map((u) => u.text);
  const result: Article = {
    text: paragraphs.join('\n'),
    paragraphs,
    lang: analysis.lang,
    method: options.method,
    threshold: analysis.threshold,
    // Evidence index i is TextUnit index i: both come from the same unit sequence.
    blocks: articleBlocks(
      kept.map((u) => units[u.index]!),
      page.head.baseUrl,
    ),
  };
  if (!analysis.topicsComplete) {
    const { maxTopics, maxCliqueSteps } = options.limits;
    result.warnings = [`topic search stopped at its limit (${maxTopics} topics or ${maxCliqueSteps} search steps); h_topic uses the topics found so far`];
  }
  if (options.explain) {
    result.units = analysis.units;
    result.topics = analysis.topics;
  }
  return result;
}

/** Extract the article of an HTML page with CEDST or one of its ablations. */
export function cedst(page: Page, options: ResolvedOptions): Article {
  if (options.units === 'leaf') {
    const leaves = collectLeafUnits(page.doc);
    return articleOf(page, analysePrepared(prepareUnits(leaves, options.lang), options), options, leaves);
  }
  return articleOf(page, analysePrepared(page, options), options);
}
