// Two signs of running prose that navigation, link lists and labels lack: sentence punctuation
// (CEPR's insight) and function words (jusText's stop-word density). Both are shares in [0, 1],
// scaled so that ordinary prose reaches 1, and damped on very short units, where one comma
// or one "the" says little.
import type { SegmentedUnit } from '../../core/types.js';
import { isAnyStopWord } from '../../lang/stopwords.js';

/** Punctuation that ends or divides sentences, Western and CJK. */
const SENTENCE_PUNCT = /[.!?;:,\u3002\uff01\uff1f\uff1b\uff1a\uff0c\u3001\u2026\u061f\u060c]/g;

/** Punctuation marks per word at which a unit counts as prose. */
export const PUNCT_PER_WORD = 0.08;
/** Share of function words at which a unit counts as prose. */
export const STOP_SHARE = 0.3;
/** Units shorter than this many words get proportionally less credit. */
export const SHORT_UNIT_WORDS = 8;

const damp = (words: number): number => Math.min(1, words / SHORT_UNIT_WORDS);

export function punctuationFeature(texts: readonly string[], words: readonly number[]): number[] {
  return texts.map((t, i) => {
    const w = words[i]!;
    if (w === 0) return 0;
    const marks = t.match(SENTENCE_PUNCT)?.length ?? 0;
    return Math.min(1, marks / w / PUNCT_PER_WORD) * damp(w);
  });
}

export function stopWordFeature(stops: readonly number[], words: readonly number[]): number[] {
  return words.map((w, i) => (w === 0 ? 0 : Math.min(1, stops[i]! / w / STOP_SHARE) * damp(w)));
}

/** Function words of every unit, in any language's list: the costly part of h_stopwords, as every
 *  word is looked up in every list. */
export function stopWordCounts(segmented: readonly SegmentedUnit[]): number[] {
  return segmented.map((s) => s.words.reduce((n, w) => n + (w.stop || isAnyStopWord(w.text) ? 1 : 0), 0));
}
