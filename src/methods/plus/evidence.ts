// cedst+'s first stage: the evidence of every unit. The paper's four features and the further
// sources of the registry (src/pipeline/evidence/sources.ts) become mass functions, fused by Dempster's
// rule, smoothed and cut by Otsu's threshold. Sources that read the fusion's result (distance from
// the main content run) join a second fusion; sources the region alone weighs (`region`) are
// computed with the first and never fused.
import type { ResolvedOptions } from '../../options/resolve.js';
import type { EvidenceName, ExtraFeatureName, FeatureValues, ExtraFeatureValues, Mass, Page, UnitEvidence } from '../../core/types.js';
import { EVIDENCE_SOURCES, sourceMass, type EvidenceSource, type SourceInput } from '../../pipeline/evidence/sources.js';
import { computeFeatures } from '../../pipeline/features/index.js';
import { aboveThreshold, featureMasses, fuseAndCut, PAPER_FEATURES, pageTopics, unitRecord, type Fusion } from '../../pipeline/analyse.js';
import { PageMemo, type PlusAnalysis } from './analysis.js';
import { UnitView, unitValue } from './unit-view.js';

/** Words per link beyond which link text is a wrapper, not a link. */
const WRAPPER_WORDS = 40;
type Masses = Partial<Record<EvidenceName, Mass>>;
/** Every source's values, by name; a source not computed has none. */
type SourceValues = Partial<Record<ExtraFeatureName, readonly number[]>>;

/** The paper's features of every unit, with link text that no link of its own accounts for at
 *  more than WRAPPER_WORDS words a link counted as text: it comes from an `<a>` wrapped around
 *  whole blocks (often unclosed), not from navigation. */
function paperFeatures(page: Page, view: UnitView, options: ResolvedOptions) {
  const seg = page.segmented;
  // cedst+ compares with γ by its own `plus.gammaCompare`.
  const built = pageTopics(seg, { ...options, gammaCompare: options.plus.gammaCompare }, page.deadline);
  const linkWords = seg.map((s, i) => (s.linkWords / Math.max(view.unit(i).links ?? 0, 1) > WRAPPER_WORDS ? 0 : s.linkWords));
  const base = computeFeatures({
    words: view.wordCounts,
    linkWords,
    group: page.groups,
    keys: seg.map((s) => new Set(s.words.map((w) => w.key))),
    topics: built.topics,
    membership: options.topicMembership,
  });
  return { built, linkWords, base };
}

/** Add the masses of `sources` to every unit's, in registry order; a source weighed 0 or not
 *  computed adds none. Returns whether any was added. */
function addMasses(masses: Masses[], sources: readonly EvidenceSource[], values: SourceValues, weights: ResolvedOptions['plus']['weights']): boolean {
  let added = false;
  for (const s of sources) {
    const h = values[s.name];
    const w = weights[s.name];
    if (!(w > 0) || !h) continue;
    masses.forEach((m, i) => (m[s.name] = sourceMass(s.polarity, unitValue(h, i), w)));
    added = true;
  }
  return added;
}

/** Every source's values, the budget checked after each: a source may walk the whole document. */
function compute(sources: readonly EvidenceSource[], input: SourceInput, into: SourceValues): void {
  for (const s of sources) {
    const h = s.compute(input);
    input.page.deadline.check('evidence');
    if (h) into[s.name] = h;
  }
}

/** What a unit's evidence record is made of beside the unit view, one value a unit in each list
 *  (in unit order). */
interface RecordParts {
  readonly linkWords: readonly number[];
  readonly base: FeatureValues[];
  readonly values: SourceValues;
  readonly masses: Masses[];
  readonly fusion: Fusion;
}

/** Every unit's evidence record: the paper's features joined by the further sources' values. */
function evidenceRecords(view: UnitView, { linkWords, base, values, masses, fusion: f }: RecordParts): UnitEvidence[] {
  const sources = EVIDENCE_SOURCES.flatMap((s) => {
    const h = values[s.name];
    return h ? [{ name: s.name, h }] : [];
  });
  return base.map((features: FeatureValues & Partial<ExtraFeatureValues>, i) => {
    for (const s of sources) features[s.name] = unitValue(s.h, i);
    const smoothed = unitValue(f.smoothed, i);
    const unitValues = { words: view.words(i), linkWords: unitValue(linkWords, i), features, masses: unitValue(masses, i), fused: unitValue(f.fused, i), smoothed };
    return unitRecord(view.unit(i), unitValues, aboveThreshold(smoothed, f.threshold));
  });
}

/** The first fusion of a page and what the second-pass sources read. */
interface FirstPass {
  readonly input: SourceInput;
  readonly base: FeatureValues[];
  readonly values: SourceValues;
  readonly masses: Masses[];
  readonly fusion: Fusion;
  readonly linkWords: readonly number[];
  readonly built: ReturnType<typeof pageTopics>;
}

/** Everything but the second-pass sources, fused, to find the main content run. */
function firstPass(page: Page, view: UnitView, options: ResolvedOptions): FirstPass {
  const plus = options.plus;
  const words = view.wordCounts;
  const texts = view.texts;
  const { built, linkWords, base } = paperFeatures(page, view, options);
  page.deadline.check('features');
  const values: SourceValues = {};
  compute(
    EVIDENCE_SOURCES.filter((s) => s.pass !== 'second'),
    { page, words, texts, plus },
    values,
  );
  const masses = base.map((h) => featureMasses(h, PAPER_FEATURES, options) as Masses);
  addMasses(
    masses,
    EVIDENCE_SOURCES.filter((s) => s.pass === 'first'),
    values,
    plus.weights,
  );
  const fusion = fuseAndCut(masses, options);
  const gap = fusion.smoothed.map((s) => s - fusion.threshold);
  const margin = gap.map((g, i) => view.words(i) * g);
  return { input: { page, words, texts, plus, margin }, base, values, masses, fusion, linkWords, built };
}

/** The first stage: the analysis of a page, every unit with its fused evidence. */
export function gatherEvidence(page: Page, options: ResolvedOptions): PlusAnalysis {
  const view = new UnitView(
    page,
    page.segmented.map((s) => s.words.length),
  );
  const { input, base, values, masses, fusion, linkWords, built } = firstPass(page, view, options);
  const second = EVIDENCE_SOURCES.filter((s) => s.pass === 'second');
  page.deadline.check('evidence');
  compute(second, input, values);
  const f = addMasses(masses, second, values, options.plus.weights) ? fuseAndCut(masses, options) : fusion;
  const units = evidenceRecords(view, { linkWords, base, values, masses, fusion: f });
  const { topics, complete } = built;
  return { lang: page.lang, units, topics, threshold: f.threshold, topicsComplete: complete, page, options, view, region: null, roots: [], memo: new PageMemo() };
}
