// Page language (docs/method.md §1.2): ISO 639-1, from franc-min (82 languages, trigram profiles) on a
// bounded sample of the page's own text. eld was more accurate and faster on the shared sets
// (bench/experiments/lang/compare.mjs) but its smallest database costs 29 MB of heap and ~58 MB of RSS in every
// process and batch worker thread, which took the fuzz round over its 500 MB peak; franc-min costs
// 1.5 MB. franc answers ISO 639-3; codes.ts gives the ISO 639-1 code (rus → ru, cmn → zh, zlm → ms).
import { trigramLanguage } from './trigram-distance.js';
import { iso6391 } from './codes.js';
import type { Lang, TextUnit } from '../core/types.js';
import { hanShare } from './script.js';

/** The code for text with nothing to tell its language by (ISO 639-2's "undetermined"). */
export const UNDETERMINED = 'und';

/** Han share of the letters from which a text the detector cannot place is Chinese: franc answers
 *  `und` for text too short to tell, and Han text it cannot place is read as Chinese, the language
 *  with the most Han text (Japanese has kana around it). */
const HAN_SHARE = 0.2;

/** Hiragana and katakana letters (half-width katakana too), without the marks Chinese text uses
 *  as well: the katakana middle dot ・ and the long-vowel mark ー. */
const KANA = /[\u3041-\u3096\u309d-\u309f\u30a1-\u30fa\u30fd-\u30ff\uff66-\uff9d]/gu;
const LETTER = /\p{L}/gu;

/** Kana share of the letters from which franc's `ja` stands. franc counts Han as Japanese too, so
 *  one kana in Chinese text (a shop's name, a quoted brand) tips its script count to Japanese.
 *  Japanese prose is mostly kana: the particles, endings and loanwords give 34–76% of the letters
 *  in the samples of the shared sets' Japanese pages, and no Chinese page's sample there has any
 *  kana. 5% stays far below Japanese text and well above a stray word in Chinese text. */
export const KANA_SHARE = 0.05;
/** …and at least this many kana: a short sample (a headline and a line or two) has few letters,
 *  and one or two kana there can make 5% by themselves. */
export const KANA_MIN = 5;

/** Is there enough kana in the text for Japanese: KANA_MIN kana at least, and KANA_SHARE of the
 *  letters? Japanese is never written without kana. */
export function hasJapaneseKana(text: string): boolean {
  const kana = text.match(KANA)?.length ?? 0;
  if (kana < KANA_MIN) return false;
  const letters = text.match(LETTER)?.length ?? 0;
  return kana >= KANA_SHARE * letters;
}

/** Language of `text` (ISO 639-1, or ISO 639-3 for a language without a two-letter code), `und`
 *  when there is no telling. Traditional and Simplified Chinese are both `zh`. */
export function detectLang(text: string): Lang {
  const found = trigramLanguage(text);
  if (found !== UNDETERMINED) {
    const code = iso6391(found);
    // Japanese is never written without kana: Han text read as ja with a stray kana is Chinese.
    return code === 'ja' && !hasJapaneseKana(text) ? 'zh' : code;
  }
  return hanShare(text) >= HAN_SHARE ? 'zh' : UNDETERMINED;
}

/** Characters the detector reads: its answer is settled long before (bench/experiments/lang/compare.mjs). */
export const SAMPLE_CHARS = 2_000;

/** Characters one unit gives the sample at most, so that one odd block (a list of names, a
 *  quotation) is outvoted by the others. */
const UNIT_CHARS = 400;

/** Is at most half of the unit's text link text? Menus, tag lists and teasers are often in another
 *  language than the article (English navigation on a Russian site). */
const mostlyOwnText = (u: TextUnit): boolean => u.text.length > 0 && u.linkText.length * 2 <= u.text.length;

/** Own text below which the sample takes the link units too: a page whose article sits in links
 *  (a front page of teasers) has little else than a copyright line. */
const OWN_TEXT_MIN = 500;

function sampleOf(pool: readonly TextUnit[]): string {
  const longest = [...pool].sort((a, b) => b.text.length - a.text.length || a.index - b.index);
  const parts: string[] = [];
  let chars = 0;
  for (const u of longest) {
    if (chars >= SAMPLE_CHARS) break;
    const part = u.text.slice(0, Math.min(UNIT_CHARS, SAMPLE_CHARS - chars));
    parts.push(part);
    chars += part.length;
  }
  return parts.join('\n');
}

/** The text a detector reads: the page's longest units that are mostly not link text, longest
 *  first, each cut to UNIT_CHARS, up to SAMPLE_CHARS characters of text in all; every unit when
 *  those units hold less than OWN_TEXT_MIN characters. */
export function languageSample(units: readonly TextUnit[]): string {
  const own = units.filter(mostlyOwnText);
  const ownChars = own.reduce((n, u) => n + u.text.length, 0);
  return sampleOf(ownChars >= OWN_TEXT_MIN ? own : units.filter((u) => u.text.length > 0));
}

/** The page's language: the forced one, else detected from a sample of its units' text. */
export function pageLanguage(units: readonly TextUnit[], forced: Lang | 'auto'): Lang {
  return forced !== 'auto' ? forced : detectLang(languageSample(units));
}
