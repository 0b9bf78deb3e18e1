// What each unit is worth to the article region: its words times the margin of its news value over
// a floor. Text the page hides (display:none, the hidden attribute) is not what the reader sees: it
// counts as no evidence. A legal notice reads like prose and may outweigh a short article, yet one
// at the foot of the article must not push the region away: it counts for nothing either way. A
// unit inside another article than the page's own (h_about, src/pipeline/features/about.ts) counts
// its value times 1 − w_about: a next story's or a related card's prose does not pull the region
// onto the feed that holds both. The registry's sources that only the region weighs (pass
// `region`: h_code, JSON or script syntax in page text) discount a unit's value the same way,
// times 1 − w·h: a leaked state object is often the page's longest unit, and must not pull the
// region onto the element around it.
import { legalNotices } from '../../dom/cues.js';
import type { UnitEvidence } from '../../core/types.js';
import type { PlusAnalysis } from './analysis.js';
import { EVIDENCE_SOURCES } from '../../pipeline/evidence/sources.js';

/** A unit of this many words that opens with a legal notice is the article under a reprint line. */
const LEGAL_MAX_WORDS = 300;

/** Which units are legal notices (of less than article length). */
function legalUnits(a: PlusAnalysis): boolean[] {
  return legalNotices(a.view.texts).map((l, i) => l && a.view.words(i) < LEGAL_MAX_WORDS);
}

/** Which units the page hides. */
function hiddenUnits(a: PlusAnalysis): boolean[] {
  return a.view.elements.map((el) => a.page.hidden(el));
}

/** The region stage's weights: set only when the region is chosen at all. */
export function weighGain(a: PlusAnalysis): PlusAnalysis {
  const plus = a.options.plus;
  if (!plus.region) return a;
  const floor = Math.max(a.threshold, plus.regionFloor);
  // Each is the page's alone: computed once for the three runs of the stages (PageMemo).
  const legal = plus.legal ? a.memo.get(legalUnits, a) : a.view.texts.map(() => false);
  const hidden = plus.hidden ? a.memo.get(hiddenUnits, a) : a.view.texts.map(() => false);
  const aboutWeight = plus.weights['about'] ?? 0;
  const regionSources = EVIDENCE_SOURCES.filter((s) => s.pass === 'region').map((s) => ({ name: s.name, w: plus.weights[s.name] ?? 0 }));
  // A big unit enters with its own fused m(N) when that is above its smoothed value: smoothing must
  // not halve an article that is one big unit among short neighbours. A shorter unit counts the
  // same way when no markup marks it as furniture: a short article of one paragraph between
  // headline lists is smoothed under the floor, while a sidebar blurb of that length carries an
  // against cue.
  const big = (e: UnitEvidence): boolean => e.words >= plus.bigUnitWords || (e.words >= plus.unmarkedBigUnitWords && e.features.structure! >= 0);
  const discount = (e: UnitEvidence): number => regionSources.reduce((d, s) => d * (1 - s.w * (e.features[s.name] ?? 0)), 1 - aboutWeight * (e.features.about ?? 0));
  const value = (e: UnitEvidence): number => (hidden[e.index] ? 0 : (big(e) ? Math.max(e.smoothed, e.fused.news) : e.smoothed) * discount(e));
  const gain = a.units.map((e) => (legal[e.index] ? 0 : Math.max(e.words, 1) * (value(e) - floor)));
  return { ...a, regionGain: { floor, legal, hidden, gain } };
}
