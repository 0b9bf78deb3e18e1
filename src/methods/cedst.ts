// CEDST and its ablations (docs/method.md §1): text units → words → keywords → topics → features →
// mass functions → Dempster combination → Gaussian smoothing → Otsu threshold.
import type { ExtractOptions } from '../options.js';
import type { Article, FeatureName, FeatureValues, Lang, Mass, MethodName, Page, SegmentedUnit, TextUnit, Topic, UnitEvidence } from '../types.js';
import { articleBlocks } from '../dom/blocks.js';
import { pageLanguage } from '../lang/detect.js';
import { segmentUnits } from '../lang/segment.js';
import { parentGroups } from '../features/siblings.js';
import { keywords } from '../topics/textrank.js';
import { buildTopics } from '../topics/topics.js';
import { computeFeatures } from '../features/index.js';
import { negativeMass, positiveMass } from '../evidence/mass.js';
import { combineAll } from '../evidence/dempster.js';
import { gaussianSmooth } from '../signal/gaussian.js';
import { otsuThreshold } from '../signal/otsu.js';

export type CedstMethod = Extract<MethodName, 'cedst' | 'cedst-nc' | 'cedst-tf'>;

/** Which features each method fuses. */
export const METHOD_FEATURES: Record<CedstMethod, readonly FeatureName[]> = {
  cedst: ['topic', 'cluster', 'variance', 'href'],
  'cedst-nc': ['cluster', 'variance', 'href'],
  'cedst-tf': ['topic'],
};

/** One mass function per feature the method uses: topic, cluster and variance speak for news,
 *  the hyperlink share against it (§1.6). */
export function featureMasses(h: FeatureValues, features: readonly FeatureName[], options: ExtractOptions): Partial<Record<FeatureName, Mass>> {
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
}

export function prepareUnits(units: readonly TextUnit[], lang: ExtractOptions['lang']): PreparedUnits {
  const language = pageLanguage(units, lang);
  return { lang: language, segmented: segmentUnits(units, language), groups: parentGroups(units) };
}

/** TextRank keywords per unit, then the page's topics (§1.3–§1.4), within the option limits. */
export function pageTopics(seg: readonly SegmentedUnit[], options: ExtractOptions): { topics: Topic[]; complete: boolean } {
  const unitKeywords = seg.map((s) => keywords(s.words, { topK: options.topK, window: options.window, damping: options.damping }));
  return buildTopics(unitKeywords, {
    gamma: options.gamma,
    gammaCompare: options.gammaCompare,
    maxKeywords: options.limits.maxKeywords,
    maxTopics: options.limits.maxTopics,
    maxCliqueSteps: options.limits.maxCliqueSteps,
  });
}

export function analysePrepared({ lang, segmented: seg, groups }: PreparedUnits, options: ExtractOptions): CedstAnalysis {
  // The comparison methods have runners of their own; anything else here runs full CEDST.
  const features = METHOD_FEATURES[options.method as CedstMethod] ?? METHOD_FEATURES.cedst;

  const { topics, complete: topicsComplete } = features.includes('topic') ? pageTopics(seg, options) : { topics: [], complete: true };

  const h = computeFeatures({
    words: seg.map((s) => s.words.length),
    linkWords: seg.map((s) => s.linkWords),
    group: groups,
    keys: seg.map((s) => new Set(s.words.map((w) => w.key))),
    topics,
    membership: options.topicMembership,
  });

  const masses = h.map((values) => featureMasses(values, features, options));
  const fused = masses.map((m) => combineAll(Object.values(m)));
  const smoothed = gaussianSmooth(
    fused.map((m) => m.news),
    options.sigma,
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

/** The article a CEDST method returns from its analysis of the page's units. */
export function articleOf(page: Page, analysis: CedstAnalysis, options: ExtractOptions): Article {
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
      kept.map((u) => page.units[u.index]!),
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
export function cedst(page: Page, options: ExtractOptions): Article {
  return articleOf(page, analysePrepared(page, options), options);
}
