// Word segmentation (docs/method.md §1.2): text is split into script runs (scripts.ts) and each run
// goes to the segmenter of its kind: Han runs to jieba, every other script to the space-delimited
// tokenizer (segmenters/). Only words come out: punctuation is not a word.
import { NO_DEADLINE, type Deadline } from '../core/budget.js';
import type { SegmentedUnit, TextUnit, Token, WordPath } from '../core/types.js';
import { DEFAULT_HAN_FORM, type HanForm } from './han-form.js';
import { SCRIPT_KINDS, scriptKind, splitScriptRuns } from './scripts.js';
import { HAS_WORD_CHAR } from './segmenters/segmenter.js';

/** How many word tokens `segment(text)` yields, without building them: link text needs only its
 *  word count, and stemming and stop-word lookups are most of a token's cost. */
export function countWords(text: string, form: HanForm = DEFAULT_HAN_FORM): number {
  let n = 0;
  for (const run of splitScriptRuns(text)) for (const word of scriptKind(run.lang).segmenter.words(run.text, form)) if (HAS_WORD_CHAR.test(word)) n++;
  return n;
}

/** `segment(text).length`, exactly, at a fraction of its cost: each run counted by its segmenter
 *  without making tokens (`Segmenter.count`). */
export function segmentCount(text: string, form: HanForm = DEFAULT_HAN_FORM): number {
  let n = 0;
  for (const run of splitScriptRuns(text)) n += scriptKind(run.lang).segmenter.count(run.text, form);
  return n;
}

/** The word tokens of `text`, in text order; `lang` (ISO 639-1) is the page's language, whose stop
 *  words are marked besides the English ones. Han runs take the Chinese list whatever the page;
 *  `form` 'simplified' cuts them in their Simplified form (han-form.ts): a token's `text` is as
 *  written, its `key` Simplified. */
export function segment(text: string, lang = 'en', form: HanForm = DEFAULT_HAN_FORM): Token[] {
  const out: Token[] = [];
  for (const run of splitScriptRuns(text)) for (const token of scriptKind(run.lang).segmenter.segmentRuns([run.text], lang, NO_DEADLINE, form)[0]!) out.push(token);
  return out;
}

/** Every unit's words, and how many of them sit in links (docs/method.md §1.2); `lang` is the
 *  page's language, as for `segment`. Each segmenter gets all of the page's runs of its kind in one
 *  call (one jieba call a page); `deadline` is checked before it and, for long runs, inside. */
export function segmentUnits(units: readonly TextUnit[], lang = 'en', deadline: Deadline = NO_DEADLINE, form: HanForm = DEFAULT_HAN_FORM): SegmentedUnit[] {
  deadline.check('segmentation');
  const unitRuns = units.map((unit) => splitScriptRuns(unit.text));
  const byPath = new Map<WordPath, string[]>();
  for (const runs of unitRuns) for (const run of runs) (byPath.get(run.lang) ?? byPath.set(run.lang, []).get(run.lang)!).push(run.text);
  const segmented = new Map<WordPath, { tokens: Token[][]; next: number }>();
  for (const kind of SCRIPT_KINDS.filter((k) => byPath.has(k.name))) segmented.set(kind.name, { tokens: kind.segmenter.segmentRuns(byPath.get(kind.name)!, lang, deadline, form), next: 0 });
  return units.map((unit, u) => {
    const words: Token[] = [];
    for (const run of unitRuns[u]!) {
      const slot = segmented.get(run.lang)!;
      for (const token of slot.tokens[slot.next++]!) words.push(token);
    }
    // A unit that is one link (a menu item, a headline teaser) is all link words.
    const linkWords = !unit.linkText ? 0 : unit.linkText === unit.text ? words.length : countWords(unit.linkText, form);
    return { unit, words, linkWords };
  });
}
