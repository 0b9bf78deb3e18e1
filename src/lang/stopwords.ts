// Stop words (docs/method.md §1.2): the `stopword` package's lists, any language it has, extended by
// the files under lexicons/ for English and Chinese (the package's Chinese list has only 78 entries).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { iso6391 } from './codes.js';

const require = createRequire(import.meta.url);
const packageLists = require('stopword') as Record<string, unknown>;

/** The `stopword` package names its lists by ISO 639-3 code. A page's language is `iso6391()` of a
 *  code (codes.ts: rus → ru, tgl → tl; a forced --lang is mapped the same way), so each list is
 *  filed under `iso6391()` of its own name: the codes can never disagree.
 *  Two lists have names ICU does not read as the language: Norwegian Bokmål serves `no` too, and
 *  the Gurmukhi Punjabi list (`panGu`) serves `pa`. */
const PACKAGE_LIST: ReadonlyMap<string, string> = (() => {
  const index = new Map<string, string>([
    ['no', 'nob'],
    ['pa', 'panGu'],
  ]);
  for (const name of Object.keys(packageLists)) {
    if (!Array.isArray(packageLists[name]) || !/^[a-z]{3}$/.test(name)) continue;
    const code = iso6391(name);
    if (!index.has(code)) index.set(code, name);
  }
  return index;
})();

/** Our own additions, under lexicons/. */
const LEXICON: Readonly<Record<string, string>> = { en: 'en-stopwords.txt', zh: 'zh-stopwords.txt' };
const sets = new Map<string, Set<string> | null>();

/** Read lexicons/<file>: one word a line, an optional first line starting with `#`. */
function readLexicon(file: string): string[] {
  // Same depth from src/lang/ (vitest) and from dist/lang/ (built package).
  const text = readFileSync(new URL(`../../lexicons/${file}`, import.meta.url), 'utf8');
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function packageList(name: string | undefined): string[] {
  const list = name === undefined ? undefined : packageLists[name];
  return Array.isArray(list) ? list.filter((w): w is string => typeof w === 'string') : [];
}

/** The stop words of `lang` (an ISO 639-1 code), lower-cased; null when no list has that language. */
function setFor(lang: string): Set<string> | null {
  let set = sets.get(lang);
  if (set === undefined) {
    const words = [...packageList(PACKAGE_LIST.get(lang)), ...(LEXICON[lang] ? readLexicon(LEXICON[lang]) : [])];
    set = words.length === 0 ? null : new Set(words.map(normalise));
    sets.set(lang, set);
  }
  return set;
}

/** Lower-case and write the typographic apostrophe as `'`, so that `Don’t` matches `don't`. */
function normalise(word: string): string {
  const lower = word.toLowerCase();
  return lower.includes('\u2019') ? lower.replaceAll('\u2019', "'") : lower;
}

/** Does a stop-word list exist for `lang` (an ISO 639-1 code)? */
export function hasStopWords(lang: string): boolean {
  return setFor(lang) !== null;
}

/** Is `word` a stop word of `lang` (an ISO 639-1 code)? Case-insensitive; false for a language
 *  without a list. */
export function isStopWord(word: string, lang: string): boolean {
  return setFor(lang)?.has(normalise(word)) ?? false;
}

/** Number of distinct stop words of `lang` after merging the package list with the lexicon. */
export function stopWordCount(lang: string): number {
  return setFor(lang)?.size ?? 0;
}

// Function words of every language the `stopword` package knows, for the stop-word density
// evidence: a Greek or Polish paragraph is as full of function words as an English one.
let anyLanguage: Set<string> | undefined;

/** Is `word` a stop word in any language of the `stopword` package or of lexicons/? Case-insensitive. */
export function isAnyStopWord(word: string): boolean {
  if (anyLanguage === undefined) {
    anyLanguage = new Set<string>();
    for (const [name, list] of Object.entries(packageLists)) {
      if (!Array.isArray(list) || name === '_123') continue;
      for (const w of list) if (typeof w === 'string') anyLanguage.add(normalise(w));
    }
    for (const lang of Object.keys(LEXICON)) for (const w of setFor(lang) ?? []) anyLanguage.add(w);
  }
  return anyLanguage.has(normalise(word));
}
