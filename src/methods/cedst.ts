// CEDST and its ablations (METHOD.md §1): text units → words → keywords → topics → features →
// mass functions → Dempster combination → Gaussian smoothing → Otsu threshold.
import type { ExtractOptions } from '../options.js';
import type { Extraction, FeatureName, FeatureValues, Lang, Mass, MethodName, SegmentedUnit, TextUnit, Topic, UnitEvidence } from '../types.js';
import { collectUnits } from '../dom/units.js';
import { documentTitle } from '../dom/parse.js';
import { articleBlocks } from '../dom/blocks.js';
import { documentBaseUrl } from '../metadata/site.js';
import type { Page } from './index.js';
import { detectLang } from '../lang/detect.js';
import { countWords, segment } from '../lang/segment.js';
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

/** Characters of body text that language detection looks at: enough to decide, bounded cost. */
const LANG_SAMPLE_CHARS = 20_000;

export function pageLanguage(units: readonly TextUnit[], forced: ExtractOptions['lang']): Lang {
  if (forced !== 'auto') return forced;
  let sample = '';
  for (const u of units) {
    if (sample.length >= LANG_SAMPLE_CHARS) break;
    sample += u.text + '\n';
  }
  return detectLang(sample);
}

export function segmentUnits(units: readonly TextUnit[]): SegmentedUnit[] {
  return units.map((unit) => {
    const words = segment(unit.text);
    // A unit that is one link (a menu item, a headline teaser) is all link words.
    const linkWords = !unit.linkText ? 0 : unit.linkText === unit.text ? words.length : countWords(unit.linkText);
    return { unit, words, linkWords };
  });
}

/** Sibling groups: units whose block elements share a parent element (§1.5). */
function parentGroups(units: readonly TextUnit[]): number[] {
  const ids = new Map<Element | null, number>();
  return units.map((u) => {
    let id = ids.get(u.parent);
    if (id === undefined) ids.set(u.parent, (id = ids.size));
    return id;
  });
}

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
 *  Kept apart so that parameter sweeps segment a page once. */
export interface PreparedUnits {
  lang: Lang;
  seg: SegmentedUnit[];
  groups: number[];
}

export function prepareUnits(units: readonly TextUnit[], lang: ExtractOptions['lang']): PreparedUnits {
  return { lang: pageLanguage(units, lang), seg: segmentUnits(units), groups: parentGroups(units) };
}

/** Run the method on text units that are already collected. */
export function analyseUnits(units: readonly TextUnit[], options: ExtractOptions): CedstAnalysis {
  return analysePrepared(prepareUnits(units, options.lang), options);
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

export function analysePrepared({ lang, seg, groups }: PreparedUnits, options: ExtractOptions): CedstAnalysis {
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
  const smoothed = gaussianSmooth(fused.map((m) => m.news), options.sigma);
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

/** The extraction a CEDST method returns from its analysis of the page's units. */
export function extractionOf(doc: Document, units: readonly TextUnit[], analysis: CedstAnalysis, options: ExtractOptions): Extraction {
  const kept = analysis.units.filter((u) => u.content);
  const paragraphs = kept.map((u) => u.text);
  const result: Extraction = {
    title: documentTitle(doc),
    text: paragraphs.join('\n'),
    paragraphs,
    lang: analysis.lang,
    method: options.method,
    threshold: analysis.threshold,
    // Evidence index i is TextUnit index i: both come from the same unit sequence.
    blocks: articleBlocks(kept.map((u) => units[u.index]!), documentBaseUrl(doc)),
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
export function cedst({ doc }: Page, options: ExtractOptions): Extraction {
  const units = collectUnits(doc);
  return extractionOf(doc, units, analyseUnits(units, options), options);
}
