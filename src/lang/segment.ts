// Word segmentation (METHOD.md §1.2): Han runs through jieba (with POS tags), every other script through
// natural's RegexpTokenizer, English keys Porter-stemmed. Only words come out: punctuation is not a word.
import { createRequire } from 'node:module';
import { tag } from 'jieba-wasm';
import type { Token } from '../types.js';
import { splitScriptRuns } from './script.js';
import { isStopWord } from './stopwords.js';

// natural's package root prints on stdout and loads database drivers: load only the two submodules.
const require = createRequire(import.meta.url);
const { RegexpTokenizer } = require('natural/lib/natural/tokenizers/regexp_tokenizer.js') as {
  RegexpTokenizer: new (opts: { pattern: RegExp; gaps: boolean }) => { tokenize(text: string): string[] };
};
const PorterStemmer = require('natural/lib/natural/stemmers/porter_stemmer.js') as { stem(word: string): string };

// A word is a run of letters, marks and digits; an apostrophe counts only between two of those
// (don't, O'Brien), and `.`/`,` only between two digits (3.5, 1,000). Everything else is a gap.
const W = String.raw`\p{L}\p{N}\p{M}`;
const GAP = new RegExp(
  String.raw`(?:[^${W}'\u2019.,]|(?<![${W}])['\u2019]|['\u2019](?![${W}])|(?<!\p{N})[.,]|[.,](?!\p{N}))+`,
  'u',
);
const tokenizer = new RegexpTokenizer({ pattern: GAP, gaps: true });

const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
const NUMBER = /^\p{N}[\p{N}.,]*$/u;
const LATIN_WORD = /^[\p{Script=Latin}\p{N}\p{M}'\u2019]+$/u;
const POSSESSIVE = /'s?$/;

// Keys of space-delimited words, memoised: Porter stemming is the costly part and words repeat a lot.
const keyCache = new Map<string, string>();
const KEY_CACHE_MAX = 100_000;

function enKey(word: string): string {
  let key = keyCache.get(word);
  if (key === undefined) {
    let lower = word.toLowerCase();
    if (lower.includes('\u2019')) lower = lower.replaceAll('\u2019', "'");
    if (LATIN_WORD.test(lower)) {
      // China's → china: strip the possessive before stemming.
      const base = lower.length > 2 ? lower.replace(POSSESSIVE, '') : lower;
      key = PorterStemmer.stem(base).toLowerCase();
    } else {
      key = lower;
    }
    if (keyCache.size >= KEY_CACHE_MAX) keyCache.clear();
    keyCache.set(word, key);
  }
  return key;
}

function segmentHan(run: string, out: Token[]): void {
  for (const t of tag(run, true)) {
    const word = t.word;
    // jieba tags punctuation and whitespace `x`; it also tags `x` every word missing from its
    // dictionary (new words found by the HMM, and most Traditional-script words), so keep any
    // token holding a letter or digit.
    if (!HAS_WORD_CHAR.test(word)) continue;
    out.push({ text: word, key: word, pos: t.tag, lang: 'zh', stop: isStopWord(word, 'zh') });
  }
}

function segmentOther(run: string, out: Token[]): void {
  for (const word of tokenizer.tokenize(run)) {
    if (!HAS_WORD_CHAR.test(word)) continue;
    const number = NUMBER.test(word);
    out.push({
      text: word,
      key: number ? word : enKey(word),
      pos: number ? 'm' : 'eng',
      lang: 'en',
      stop: isStopWord(word, 'en'),
    });
  }
}

/** The word tokens of `text`, in text order. */
export function segment(text: string): Token[] {
  const out: Token[] = [];
  for (const run of splitScriptRuns(text)) {
    if (run.lang === 'zh') segmentHan(run.text, out);
    else segmentOther(run.text, out);
  }
  return out;
}
