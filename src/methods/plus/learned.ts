// The learned source's say on the region's verdicts (issue 18): the region's hard rules (link
// share, "Related" cut, edge trimming, comment words, repetition) delete units outright, and the
// region keeps everything else in it. Where the learned probability is confident, it outweighs
// them: a sentence-like unit with P(news) ≥ plus.learnedKeep between kept units of the article is
// kept again, and a kept unit with P(news) ≤ plus.learnedDrop is dropped. Defaults: keep at 0.7,
// drop off; leave one set out, dropping cost trafilatura-eval more than the rule allows (results.md).
import type { PlusAnalysis, Verdict } from './analysis.js';
import { withVerdicts } from './analysis.js';

/** The rules whose deletions the learned probability may overrule. */
const OVERRULABLE = new Set(['mostly links', 'related links', 'edge of the article', 'comment thread', 'repeated on the page']);
/** Sentence-like: this much sentence punctuation (h_punctuation) and this many words. */
const SENTENCE_PUNCTUATION = 0.5;
const SENTENCE_WORDS = 8;

export function weighLearned(a: PlusAnalysis): PlusAnalysis {
  const { learnedKeep, learnedDrop } = a.options.plus;
  if (!a.region || (learnedKeep > 1 && learnedDrop < 0)) return a;
  const p = a.units.map((e) => (e.features.learned === undefined ? undefined : (e.features.learned + 1) / 2));
  if (p.every((x) => x === undefined)) return a;
  const kept = a.units.map((e) => e.content);
  const firstKept = kept.indexOf(true);
  const lastKept = kept.lastIndexOf(true);
  const changes = new Map<number, Verdict>();
  a.units.forEach((e, i) => {
    const pi = p[i];
    if (pi === undefined || !e.inRegion) return;
    if (!e.content && OVERRULABLE.has(e.reason ?? '') && pi >= learnedKeep && i > firstKept && i < lastKept) {
      if ((e.features.punctuation ?? 0) >= SENTENCE_PUNCTUATION && e.words >= SENTENCE_WORDS) changes.set(i, { content: true, reason: 'article prose (learned)' });
    } else if (e.content && e.reason !== 'headline' && pi <= learnedDrop) changes.set(i, { content: false, reason: 'not article (learned)' });
  });
  return withVerdicts(a, changes);
}
