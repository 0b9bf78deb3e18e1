// Stop words (docs/method.md §1.2): the `stopword` package's lists, extended by the files under lexicons/
// (the package's Chinese list has only 78 entries).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Lang } from '../types.js';

const require = createRequire(import.meta.url);
const packageLists = require('stopword') as { eng: string[]; zho: string[] };

const FILES: Record<Lang, string> = { en: 'en-stopwords.txt', zh: 'zh-stopwords.txt' };
const sets: Partial<Record<Lang, Set<string>>> = {};

/** Read lexicons/<file>: one word a line, an optional first line starting with `#`. */
function readLexicon(file: string): string[] {
  // Same depth from src/lang/ (vitest) and from dist/lang/ (built package).
  const text = readFileSync(new URL(`../../lexicons/${file}`, import.meta.url), 'utf8');
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function setFor(lang: Lang): Set<string> {
  let set = sets[lang];
  if (set === undefined) {
    const base = lang === 'en' ? packageLists.eng : packageLists.zho;
    set = new Set<string>();
    for (const w of [...base, ...readLexicon(FILES[lang])]) set.add(lang === 'en' ? normaliseEn(w) : w);
    sets[lang] = set;
  }
  return set;
}

/** Lower-case and write the typographic apostrophe as `'`, so that `Don’t` matches `don't`. */
function normaliseEn(word: string): string {
  const lower = word.toLowerCase();
  return lower.includes('\u2019') ? lower.replaceAll('\u2019', "'") : lower;
}

/** Is `word` a stop word of `lang`? Case-insensitive for `en`. */
export function isStopWord(word: string, lang: Lang): boolean {
  return setFor(lang).has(lang === 'en' ? normaliseEn(word) : word);
}

/** Number of distinct stop words of `lang` after merging the package list with the lexicon. */
export function stopWordCount(lang: Lang): number {
  return setFor(lang).size;
}

// Function words of every language the `stopword` package knows, for the stop-word density
// evidence: a Greek or Polish paragraph is as full of function words as an English one.
let anyLanguage: Set<string> | undefined;

/** Is `word` a stop word in any language of the `stopword` package or of lexicons/? Case-insensitive. */
export function isAnyStopWord(word: string): boolean {
  if (anyLanguage === undefined) {
    anyLanguage = new Set<string>();
    const lists = require('stopword') as Record<string, unknown>;
    for (const [name, list] of Object.entries(lists)) {
      if (!Array.isArray(list) || name === '_123') continue;
      for (const w of list) if (typeof w === 'string') anyLanguage.add(normaliseEn(w));
    }
    for (const lang of ['en', 'zh'] as const) for (const w of setFor(lang)) anyLanguage.add(w);
  }
  return anyLanguage.has(normaliseEn(word));
}
