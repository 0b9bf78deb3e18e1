// What a word segmenter does for one kind of script run (lang/scripts.ts splits text into runs;
// segment.ts hands each run to the segmenter of its kind). A new script with its own word
// segmentation is one file here and one entry of scripts.ts's SCRIPT_KINDS.
import type { Deadline } from '../../core/budget.js';
import type { Token } from '../../core/types.js';
import type { HanForm } from '../han-form.js';

/** Letters and digits: anything without one is not a word (punctuation, space, symbols). */
export const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;

export interface Segmenter {
  /** The word tokens of each run, in order. A page's runs come in one call, so that a segmenter
   *  that pays per call (jieba-wasm copies every string in and out) can take them in one batch.
   *  `lang` is the page's language, whose stop words are marked besides the segmenter's own;
   *  `form` is how Han text is read (han-form.ts; other scripts ignore it). */
  segmentRuns(runs: readonly string[], lang: string, deadline: Deadline, form?: HanForm): Token[][];
  /** The words of one run as strings, without tokens: for counts, where stemming and stop-word
   *  lookups would be wasted. */
  words(run: string, form?: HanForm): Iterable<string>;
  /** `segmentRuns([run])[0].length`, exactly, without making tokens. */
  count(run: string, form?: HanForm): number;
}
