// cedst+: CEDST with further evidence and an article region. The paper's four mass functions are
// joined by markup structure, sentence punctuation, function-word density, repetition, length and
// distance from the main content run, all fused by Dempster's rule; the fused, smoothed values then
// choose the article's DOM region, and the region decides what is kept.
import type { ExtractOptions } from '../options.js';
import type { Article, EvidenceName, ExtraFeatureValues, Mass, Page, UnitEvidence } from '../types.js';
import { featureMasses, pageTopics, articleOf, METHOD_FEATURES, type CedstAnalysis } from './cedst.js';
import { computeFeatures } from '../features/index.js';
import { structureFeature } from '../features/structure.js';
import { punctuationFeature, stopWordFeature } from '../features/prose.js';
import { repetitionFeature } from '../features/repetition.js';
import { distanceFeature } from '../features/distance.js';
import { negativeMass, positiveMass } from '../evidence/mass.js';
import { combineAll } from '../evidence/dempster.js';
import { gaussianSmooth } from '../signal/gaussian.js';
import { otsuThreshold } from '../signal/otsu.js';
import { isAnyStopWord } from '../lang/stopwords.js';
import { chooseRegion, furnitureBelow, regionSiblings, within } from './region.js';
import { findHeadline } from './headline.js';
import { findSections } from './sections.js';
import { edgeUnits } from './edges.js';
import { legalNotices } from '../features/cues.js';

/** A section heading counts only after a kept unit of this many words: the article has begun. */
const SECTION_AFTER_WORDS = 20;

/** A "related" section holding more than this share of the kept words is not a list after the article. */
const RELATED_MAX_SHARE = 0.5;

/** Sentence punctuation per word above which a unit reads as prose. */
const PROSE_PUNCTUATION = 0.5;
/** Link share below which a unit's text is its own, not a list of links. */
const PROSE_MAX_HREF = 0.5;

/** A paragraph of the article's own prose: long, punctuated, not a link. */
function isProse(e: UnitEvidence | undefined): boolean {
  return !!e && e.words >= SECTION_AFTER_WORDS && e.features.href < PROSE_MAX_HREF && (e.features.punctuation ?? 0) > PROSE_PUNCTUATION;
}

/** Units of this many words are articles, even when they open with a legal notice. */
const LEGAL_MAX_WORDS = 300;

/** Words per link beyond which link text is a wrapper, not a link. */
const WRAPPER_WORDS = 40;

/** The further evidence of one unit before the distance pass; stop words only when weighed. */
type Extras = Omit<ExtraFeatureValues, 'distance' | 'stopwords'> & { stopwords?: number };

/** The further evidence as mass functions, added to a unit's masses; the signed structure cue
 *  speaks for or against. */
function addExtraMasses(m: Partial<Record<EvidenceName, Mass>>, h: Extras, w: ExtractOptions['plus']['weights']): Partial<Record<EvidenceName, Mass>> {
  if (w.structure > 0) m.structure = h.structure >= 0 ? positiveMass(h.structure, w.structure) : negativeMass(-h.structure, w.structure);
  if (w.punctuation > 0) m.punctuation = positiveMass(h.punctuation, w.punctuation);
  if (w.stopwords > 0 && h.stopwords !== undefined) m.stopwords = positiveMass(h.stopwords, w.stopwords);
  if (w.repetition > 0) m.repetition = negativeMass(h.repetition, w.repetition);
  if (w.length > 0) m.length = positiveMass(h.length, w.length);
  return m;
}

const fuse = (masses: Partial<Record<EvidenceName, Mass>>[]): Mass[] => masses.map((m) => combineAll(Object.values(m)));

export interface PlusAnalysis extends CedstAnalysis {
  /** The chosen article region, null when no element gains. */
  region: Element | null;
}

export function analysePlus(page: Page, options: ExtractOptions): PlusAnalysis {
  const { lang, segmented: seg, groups, units } = page;
  const titles = page.head.titles;
  const plus = options.plus;
  const built = pageTopics(seg, options);
  const words = seg.map((s) => s.words.length);
  // Link text that no link of its own accounts for at more than WRAPPER_WORDS words a link comes
  // from an `<a>` wrapped around whole blocks (often unclosed): it is not navigation.
  const linkWords = seg.map((s, i) => (s.linkWords / Math.max(units[i]!.links ?? 0, 1) > WRAPPER_WORDS ? 0 : s.linkWords));
  const base = computeFeatures({
    words,
    linkWords,
    group: groups,
    keys: seg.map((s) => new Set(s.words.map((w) => w.key))),
    topics: built.topics,
    membership: options.topicMembership,
  });
  const texts = units.map((u) => u.text);
  const structure = structureFeature(units.map((u) => u.element), page.cue);
  const punctuation = punctuationFeature(texts, words);
  // Looking every word up in every language's list is the costly part: only when the source is on.
  const stopwords = plus.weights.stopwords > 0 ? stopWordFeature(seg.map((s) => s.words.reduce((n, w) => n + (w.stop || isAnyStopWord(w.text) ? 1 : 0), 0)), words) : undefined;
  const repetition = repetitionFeature(texts);
  const extra = units.map((_, i): Extras => {
    const x: Extras = {
      structure: structure[i]!,
      punctuation: punctuation[i]!,
      repetition: repetition[i]!,
      length: Math.min(1, words[i]! / plus.lengthWords),
    };
    if (stopwords) x.stopwords = stopwords[i]!;
    return x;
  });

  const smooth = (f: Mass[]): number[] => gaussianSmooth(f.map((m) => m.news), options.sigma);
  // First pass: everything but distance, to find the main content run.
  const masses = base.map((h, i) => addExtraMasses(featureMasses(h, METHOD_FEATURES.cedst, options), extra[i]!, plus.weights));
  let fused = fuse(masses);
  let smoothed = smooth(fused);
  let threshold = otsuThreshold(smoothed).threshold;
  const distance = distanceFeature(smoothed.map((s, i) => words[i]! * (s - threshold)), plus.reach);
  if (plus.weights.distance > 0) {
    masses.forEach((m, i) => (m.distance = negativeMass(distance[i]!, plus.weights.distance)));
    fused = fuse(masses);
    smoothed = smooth(fused);
    threshold = otsuThreshold(smoothed).threshold;
  }

  const evidence: UnitEvidence[] = seg.map((s, i) => ({
    index: s.unit.index,
    path: s.unit.path,
    text: s.unit.text,
    words: words[i]!,
    linkWords: linkWords[i]!,
    features: Object.assign(base[i]!, extra[i]!, { distance: distance[i]! }),
    masses: masses[i]!,
    fused: fused[i]!,
    smoothed: smoothed[i]!,
    content: smoothed[i]! >= threshold - 1e-12,
  }));

  let region: Element | null = null;
  if (plus.region) {
    const floor = Math.max(threshold, plus.regionFloor);
    // Text the page hides (display:none, the hidden attribute) is not what the reader sees: it
    // counts as no evidence. A legal notice reads like prose and may outweigh a short article,
    // yet one at the foot of the article must not push the region away: it counts for nothing
    // either way. A unit of article length that opens with a notice is the article under a
    // reprint line.
    const legal = plus.legal ? legalNotices(texts).map((l, i) => l && words[i]! < LEGAL_MAX_WORDS) : texts.map(() => false);
    const hidden = plus.hidden ? units.map((u) => page.hidden(u.element)) : units.map(() => false);
    // A shorter unit counts the same way when no markup marks it as furniture: a short article of
    // one paragraph between headline lists is smoothed under the floor, while a sidebar blurb of
    // that length carries an against cue.
    const big = (i: number): boolean => words[i]! >= plus.bigUnitWords || (words[i]! >= plus.unmarkedBigUnitWords && structure[i]! >= 0);
    const value = (s: number, i: number): number => (hidden[i] ? 0 : big(i) ? Math.max(s, fused[i]!.news) : s);
    const gain = smoothed.map((s, i) => (legal[i] ? 0 : Math.max(words[i]!, 1) * (value(s, i) - floor)));
    region = chooseRegion(units, gain, page.cue);
    if (region) {
      const roots = plus.regionSiblings ? regionSiblings(units, gain, region, page.cue) : [region];
      const rootOf = (el: Element): Element | undefined => roots.find((r) => within(el, r));
      const furniture = evidence.map((e) => {
        const root = rootOf(units[e.index]!.element);
        return root ? furnitureBelow(units[e.index]!.element, root, page.cue) : null;
      });
      // Furniture marked in the region is dropped when its units' word-weighted evidence is weak.
      const weight = new Map<Element, [number, number]>();
      furniture.forEach((f, i) => {
        if (!f || f.comments) return;
        const acc = weight.get(f.element) ?? [0, 0];
        const w = Math.max(words[i]!, 1);
        weight.set(f.element, [acc[0] + w * smoothed[i]!, acc[1] + w]);
      });
      for (const e of evidence) {
        const u = units[e.index]!;
        const f = furniture[e.index];
        e.inRegion = rootOf(u.element) !== undefined;
        const fw = f ? weight.get(f.element) : undefined;
        if (!e.inRegion) {
          e.content = false;
          e.reason = 'outside the region';
        } else if (f?.comments) {
          e.content = false;
          e.reason = 'comment thread';
        } else if (fw && fw[0] / fw[1] < floor) {
          e.content = false;
          e.reason = 'page furniture inside the region';
        } else if (hidden[e.index]) {
          e.content = false;
          e.reason = 'hidden by the page';
        } else if (legal[e.index]) {
          e.content = false;
          e.reason = 'legal notice';
        } else if (e.features.href > plus.maxLinkShare) {
          e.content = false;
          e.reason = 'mostly links';
        } else if (e.features.repetition === 1 && e.words < 10) {
          e.content = false;
          e.reason = 'repeated on the page';
        } else {
          e.content = true;
          e.reason = 'in the region';
        }
      }
    }
  }
  if (region && plus.sections) {
    // Every unit of the region may open a section: a heading dropped as repeated still opens one.
    const inRegion = evidence.filter((e) => e.inRegion).map((e) => e.index);
    // The article has started once a kept unit of paragraph length has been seen.
    const start = evidence.findIndex((e) => e.content && e.words >= SECTION_AFTER_WORDS);
    // Paragraph-length prose after a "Related" heading ends its list: the article goes on.
    const prose = (i: number): boolean => isProse(evidence[i]);
    const keptWords = (from: number, to: number): number => evidence.slice(from, to + 1).reduce((n, e) => n + (e.content ? e.words : 0), 0);
    const total = keptWords(0, evidence.length - 1);
    for (const sec of findSections(units, inRegion, start, prose)) {
      // A list that follows the article is smaller than the article: a "Read more" that would take
      // most of the kept text with it is a button that unfolds the rest of the story. A thread can
      // outgrow its article, but not under a "Comments" link: that is a toolbar's jump to the thread.
      const swallows = keptWords(sec.from, sec.to) > RELATED_MAX_SHARE * total;
      if (sec.kind === 'related' ? swallows : evidence[sec.from]!.features.href > plus.maxLinkShare) continue;
      for (let i = sec.from; i <= sec.to; i++) {
        if (!evidence[i]!.content) continue;
        evidence[i]!.content = false;
        evidence[i]!.reason = sec.kind === 'comments' ? 'comment thread' : 'related links';
      }
    }
  }
  // Before the article's first paragraph and after its last one the region still holds captions,
  // bylines, gallery controls, "more from us" lists and copyright lines: short, outside the prose.
  if (region && plus.edgeWords > 0) {
    const kept = evidence.filter((e) => e.content).map((e) => e.index);
    const limits = { minWords: plus.edgeWords, minGroupWords: plus.edgeGroupWords, maxShare: plus.edgeMaxShare };
    for (const i of edgeUnits(kept, words, words.map((w, k) => w * punctuation[k]!), groups, limits)) {
      evidence[i]!.content = false;
      evidence[i]!.reason = 'edge of the article';
    }
  }
  const first = evidence.findIndex((e) => e.content);
  if (first > 0 && titles.length && plus.headline) {
    const h = findHeadline(texts, first, titles);
    if (h >= 0) {
      evidence[h]!.content = true;
      evidence[h]!.reason = 'headline';
    }
  }
  return { lang, units: evidence, topics: built.topics, threshold, topicsComplete: built.complete, region };
}

/** Extract the article of an HTML page with cedst+. */
export function cedstPlus(page: Page, options: ExtractOptions): Article {
  return articleOf(page, analysePlus(page, options), options);
}
