// CEDST's pipeline as the paper runs it (docs/method.md §1): the units' words → TextRank keywords
// → topics → the four features → one mass function each → Dempster's rule → Gaussian smoothing →
// Otsu's threshold. The cedst runners and cedst+ (methods/) call these steps with their own
// settings; nothing here knows which method asked.
import type { FeatureName, FeatureValues, Lang, Mass, SegmentedUnit, TextUnit, Topic, UnitEvidence } from '../core/types.js';
import { NO_DEADLINE, type Deadline } from '../core/budget.js';
import { parentGroups } from '../dom/siblings.js';
import { pageLanguage } from '../lang/detect.js';
import { segmentUnits } from '../lang/segment.js';
import { gaussianSmooth } from '../signal/gaussian.js';
import { otsuThreshold } from '../signal/otsu.js';
import { keywords, type KeywordOptions } from './topics/textrank.js';
import { buildTopics } from './topics/topics.js';
import { computeFeatures } from './features/index.js';
import { negativeMass, positiveMass } from './evidence/mass.js';
import { combineAll } from './evidence/dempster.js';

/** What the topic search reads of the options (the caller picks `gammaCompare`: cedst+ has its own). */
export interface TopicSettings {
  readonly textrank: 'jieba' | 'mihalcea-tarau';
  readonly topK: number;
  readonly window: number;
  readonly damping: number;
  readonly gamma: number;
  readonly gammaCompare: 'ge' | 'gt';
  readonly limits: { readonly maxKeywords: number; readonly maxTopics: number; readonly maxCliqueSteps: number };
}

/** The weights of the paper's four mass functions (§1.6). */
export interface MassWeights {
  readonly alpha: Readonly<Record<'topic' | 'cluster' | 'variance', number>>;
  readonly beta: { readonly href: number };
}

/** What the whole pipeline reads of the options. */
export interface PipelineSettings extends TopicSettings, MassWeights {
  readonly topicMembership: 'any' | 'partial';
  readonly sigma: number;
  readonly kernel: '2sigma' | 'cetr';
}

/** The paper's four features, in the order CEDST fuses them. */
export const PAPER_FEATURES: readonly FeatureName[] = ['topic', 'cluster', 'variance', 'href'];

export interface CedstAnalysis {
  lang: Lang;
  units: UnitEvidence[];
  topics: Topic[];
  threshold: number;
  /** False when a guard cut the topic search short. */
  topicsComplete: boolean;
}

/** One mass function per feature fused: topic, cluster and variance speak for news, the
 *  hyperlink share against it (§1.6). */
export function featureMasses(h: FeatureValues, features: readonly FeatureName[], weights: MassWeights): Partial<Record<FeatureName, Mass>> {
  const masses: Partial<Record<FeatureName, Mass>> = {};
  for (const f of features) masses[f] = f === 'href' ? negativeMass(h.href, weights.beta.href) : positiveMass(h[f], weights.alpha[f]);
  return masses;
}

/** The fused, smoothed values of the units and their threshold. */
export interface Fusion {
  readonly fused: Mass[];
  readonly smoothed: number[];
  readonly threshold: number;
}

/** Dempster's rule over each unit's masses (in their order), Gaussian smoothing of m({news}) over
 *  the units, Otsu's threshold (§1.6–§1.7): the one fusion path of cedst and cedst+. */
export function fuseAndCut(masses: readonly Readonly<Record<string, Mass>>[], settings: Pick<PipelineSettings, 'sigma' | 'kernel'>): Fusion {
  const fused = masses.map((m) => combineAll(Object.values(m)));
  // The CETR paper's kernel stops at ⌈σ⌉; ours at ⌈2σ⌉ (gaussianKernel's default).
  const smoothed = gaussianSmooth(
    fused.map((m) => m.news),
    settings.sigma,
    settings.kernel === 'cetr' ? Math.ceil(settings.sigma) : undefined,
  );
  return { fused, smoothed, threshold: otsuThreshold(smoothed).threshold };
}

/** The threshold and the smoothed values both carry float noise; this absorbs it. */
const CUT_TOLERANCE = 1e-12;

/** Is a smoothed value content: at or above the threshold, within the float noise? */
export function aboveThreshold(smoothed: number, threshold: number): boolean {
  return smoothed >= threshold - CUT_TOLERANCE;
}

/** A unit's evidence besides its place and text and the verdict: a record itself is one, so a
 *  stage's new verdict copies its values without a spread (methods/plus/analysis.ts). */
export type UnitValues = Pick<UnitEvidence, 'words' | 'linkWords' | 'features' | 'masses' | 'fused' | 'smoothed'>;

/** One unit's evidence record: the one place its fields are put in order (the explain output's
 *  key order), for cedst's cut, cedst+'s and a stage's new verdict (methods/plus/analysis.ts). */
export function unitRecord(unit: Pick<TextUnit, 'index' | 'path' | 'text'>, evidence: UnitValues, content: boolean): UnitEvidence {
  const { words, linkWords, features, masses, fused, smoothed } = evidence;
  return { index: unit.index, path: unit.path, text: unit.text, words, linkWords, features, masses, fused, smoothed, content };
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

export function prepareUnits(units: readonly TextUnit[], lang: Lang | 'auto'): PreparedUnits {
  const language = pageLanguage(units, lang);
  return { lang: language, segmented: segmentUnits(units, language), groups: parentGroups(units) };
}

/** TextRank keywords per unit, then the page's topics (§1.3–§1.4), within the option limits. */
export function pageTopics(seg: readonly SegmentedUnit[], settings: TopicSettings, deadline: Deadline = NO_DEADLINE): { topics: Topic[]; complete: boolean } {
  const setting: KeywordOptions =
    settings.textrank === 'mihalcea-tarau'
      ? { topK: settings.topK, window: 2, damping: settings.damping, weighted: false, pos: 'noun-adj' }
      : { topK: settings.topK, window: settings.window, damping: settings.damping };
  const unitKeywords = seg.map((s) => {
    deadline.check('textrank');
    return keywords(s.words, setting, deadline);
  });
  return buildTopics(
    unitKeywords,
    {
      gamma: settings.gamma,
      gammaCompare: settings.gammaCompare,
      maxKeywords: settings.limits.maxKeywords,
      maxTopics: settings.limits.maxTopics,
      maxCliqueSteps: settings.limits.maxCliqueSteps,
    },
    deadline,
  );
}

/** The pipeline over prepared units, fusing `features`. */
export function analysePrepared({ lang, segmented: seg, groups, deadline = NO_DEADLINE }: PreparedUnits, settings: PipelineSettings, features: readonly FeatureName[]): CedstAnalysis {
  const { topics, complete: topicsComplete } = features.includes('topic') ? pageTopics(seg, settings, deadline) : { topics: [], complete: true };

  const h = computeFeatures({
    words: seg.map((s) => s.words.length),
    linkWords: seg.map((s) => s.linkWords),
    group: groups,
    keys: seg.map((s) => new Set(s.words.map((w) => w.key))),
    topics,
    membership: settings.topicMembership,
  });

  deadline.check('features');
  const masses = h.map((values) => featureMasses(values, features, settings));
  const fusion = fuseAndCut(masses, settings);
  const evidence = seg.map((s, i) => {
    const smoothed = fusion.smoothed[i]!;
    const values = { words: s.words.length, linkWords: s.linkWords, features: h[i]!, masses: masses[i]!, fused: fusion.fused[i]!, smoothed };
    return unitRecord(s.unit, values, aboveThreshold(smoothed, fusion.threshold));
  });
  return { lang, units: evidence, topics, threshold: fusion.threshold, topicsComplete };
}
