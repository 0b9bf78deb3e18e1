// Word segmentation (docs/method.md §1.2): Han runs through jieba (with POS tags), every other script through
// natural's RegexpTokenizer, English keys Porter-stemmed. Only words come out: punctuation is not a word.
// Stop words follow the page's language: a word of a space-delimited script is a stop word when the
// English list or the page language's list has it (English words in a Russian article stay marked).
import { createRequire } from 'node:module';
import { cut, tag } from 'jieba-wasm';
import { NO_DEADLINE, type Deadline } from '../core/budget.js';
import type { SegmentedUnit, TextUnit, Token } from '../core/types.js';
import { ownCopy } from '../core/unshared-string.js';
import { splitScriptRuns } from './script.js';
import { hasStopWords, isStopWord } from './stopwords.js';

// natural's package root prints on stdout and loads database drivers: load only the two submodules.
const require = createRequire(import.meta.url);
const { RegexpTokenizer } = require('natural/lib/natural/tokenizers/regexp_tokenizer.js') as {
  RegexpTokenizer: new (opts: { pattern: RegExp; gaps: boolean }) => { tokenize(text: string): string[] };
};
const PorterStemmer = require('natural/lib/natural/stemmers/porter_stemmer.js') as { stem(word: string): string };

// A word is a run of letters, marks and digits; an apostrophe counts only between two of those
// (don't, O'Brien), and `.`/`,` only between two digits (3.5, 1,000). Everything else is a gap.
const W = String.raw`\p{L}\p{N}\p{M}`;
const GAP = new RegExp(String.raw`(?:[^${W}'\u2019.,]|(?<![${W}])['\u2019]|['\u2019](?![${W}])|(?<!\p{N})[.,]|[.,](?!\p{N}))+`, 'u');
const tokenizer = new RegexpTokenizer({ pattern: GAP, gaps: true });

const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
const NUMBER = /^\p{N}[\p{N}.,]*$/u;
const LATIN_WORD = /^[\p{Script=Latin}\p{N}\p{M}'\u2019]+$/u;
const POSSESSIVE = /'s?$/;

// A process-wide memo, on purpose: unlike the page's caches (src/page/), it holds no page state. A
// token is a pure function of its surface form and never changed, so sharing one across pages
// cannot change any output; moving it per page would stem every common word again on every page.
// Tokens of space-delimited words, memoised by surface form: Porter stemming and the stop-word
// lookup are the costly part, words repeat a lot, and a token is never changed once made, so one
// object serves every occurrence. null: not a word (no letter or digit). Two generations of 10k
// words: when the young one fills it becomes the old one, and words still in use move back up, so
// a long run keeps its common words. Kept small on purpose: V8 lets the heap grow to a multiple of
// what survives a full collection, so a big long-lived cache costs far more RSS than its own size.
let youngTokens = new Map<string, Token | null>();
let oldTokens = new Map<string, Token | null>();
const TOKEN_GENERATION = 10_000;

/** Longest word that is stemmed (the longest dictionary words have 45 letters). */
const STEMMED_MAX = 50;

function enKey(word: string): string {
  let lower = word.toLowerCase();
  if (lower.includes('\u2019')) lower = lower.replaceAll('\u2019', "'");
  if (!LATIN_WORD.test(lower)) return lower;
  // China's → china: strip the possessive before stemming.
  const base = lower.length > 2 ? lower.replace(POSSESSIVE, '') : lower;
  // The stemmer takes quadratic time on long consonant runs; no real word is this long.
  if (base.length > STEMMED_MAX) return base;
  return PorterStemmer.stem(base).toLowerCase();
}

/** Longer "words" (URLs, identifiers, encoded data) rarely repeat: they are not cached. */
const CACHED_MAX = 32;

function makeToken(word: string): Token | null {
  if (!HAS_WORD_CHAR.test(word)) return null;
  const number = NUMBER.test(word);
  return { text: word, key: number ? word : enKey(word), pos: number ? 'm' : 'eng', lang: 'en', stop: isStopWord(word, 'en') };
}

function otherToken(found: string): Token | null {
  if (found.length > CACHED_MAX) return makeToken(found);
  let token = youngTokens.get(found);
  if (token !== undefined) return token;
  token = oldTokens.get(found);
  const word = token ? token.text : ownCopy(found);
  if (token === undefined) token = makeToken(word);
  if (youngTokens.size >= TOKEN_GENERATION) {
    oldTokens = youngTokens;
    youngTokens = new Map();
  }
  youngTokens.set(word, token);
  return token;
}

function segmentHan(run: string, out: Token[]): void {
  for (const t of tag(run, true)) {
    const word = t.word;
    // jieba tags punctuation and whitespace `x`; it also tags `x` every word missing from its
    // dictionary (new words found by the HMM, and most Traditional-script words), so keep any
    // token holding a letter or digit.
    if (!HAS_WORD_CHAR.test(word)) continue;
    out.push(hanToken(word, t.tag));
  }
}

// Tokens that are stop words of the page's language but not of English: the memoised token with
// `stop` set, one per language and surface form, so that they too are made once. Bounded by the lists' sizes
// (times the few casings a word is written in).
const stoppedTokens = new Map<string, Map<string, Token>>();

function stoppedIn(token: Token, lang: string): Token {
  if (token.stop || token.pos === 'm' || !isStopWord(token.text, lang)) return token;
  let byWord = stoppedTokens.get(lang);
  if (byWord === undefined) stoppedTokens.set(lang, (byWord = new Map()));
  let stopped = byWord.get(token.text);
  if (stopped === undefined) byWord.set(token.text, (stopped = { ...token, stop: true }));
  return stopped;
}

function segmentOther(run: string, lang: string, out: Token[]): void {
  // English is the list every token is made with; another language adds its own when it has one.
  const extra = lang !== 'en' && hasStopWords(lang);
  for (const word of tokenizer.tokenize(run)) {
    const token = otherToken(word);
    if (token) out.push(extra ? stoppedIn(token, lang) : token);
  }
}

/** How many word tokens `segment(text)` yields, without building them: link text needs only its
 *  word count, and stemming and stop-word lookups are most of a token's cost. */
export function countWords(text: string): number {
  let n = 0;
  for (const run of splitScriptRuns(text)) {
    for (const word of run.lang === 'zh' ? cut(run.text, true) : tokenizer.tokenize(run.text)) if (HAS_WORD_CHAR.test(word)) n++;
  }
  return n;
}

/** The word tokens of `text`, in text order; `lang` (ISO 639-1) is the page's language, whose stop
 *  words are marked besides the English ones. Han runs take the Chinese list whatever the page. */
export function segment(text: string, lang = 'en'): Token[] {
  const out: Token[] = [];
  for (const run of splitScriptRuns(text)) {
    if (run.lang === 'zh') segmentHan(run.text, out);
    else segmentOther(run.text, lang, out);
  }
  return out;
}

// Every crossing into jieba-wasm copies its string in and its result out, so a page's Han runs go
// in as one call. The joiner is outside jieba's Han/ASCII block class: jieba cuts each block on its
// own, so the joined text yields the same words per run, and jieba's words concatenate back to its
// input exactly, so character offsets give each word its run.
const HAN_JOINER = '\n';

/** The tagged words of each Han run, as `tag(run, true)` gives them one run at a time. */
function tagHanRuns(runs: readonly string[]): { word: string; tag: string }[][] {
  const out: { word: string; tag: string }[][] = runs.map(() => []);
  if (runs.length === 0) return out;
  let k = 0;
  let end = runs[0]!.length; // offset where run k ends in the joined text
  let at = 0;
  for (const t of tag(runs.join(HAN_JOINER), true)) {
    while (at >= end + HAN_JOINER.length && k < runs.length - 1) {
      k++;
      end += HAN_JOINER.length + runs[k]!.length;
    }
    if (at < end) out[k]!.push(t);
    at += t.word.length;
  }
  return out;
}

function hanToken(word: string, pos: string): Token {
  return { text: word, key: word, pos, lang: 'zh', stop: isStopWord(word, 'zh') };
}

/** Every unit's words, and how many of them sit in links (docs/method.md §1.2); `lang` is the
 *  page's language, as for `segment`. `deadline` is checked before the page's one jieba call and
 *  before each unit: one unit can be long. */
export function segmentUnits(units: readonly TextUnit[], lang = 'en', deadline: Deadline = NO_DEADLINE): SegmentedUnit[] {
  deadline.check('segmentation');
  const unitRuns = units.map((unit) => splitScriptRuns(unit.text));
  const hanRuns: string[] = [];
  for (const runs of unitRuns) for (const run of runs) if (run.lang === 'zh') hanRuns.push(run.text);
  const tagged = tagHanRuns(hanRuns);
  let next = 0;
  return units.map((unit, u) => {
    deadline.check('segmentation');
    const words: Token[] = [];
    for (const run of unitRuns[u]!) {
      if (run.lang !== 'zh') {
        segmentOther(run.text, lang, words);
        continue;
      }
      // jieba tags `x` punctuation, whitespace and words missing from its dictionary: keep any
      // word holding a letter or digit (as segmentHan does).
      for (const t of tagged[next++]!) if (HAS_WORD_CHAR.test(t.word)) words.push(hanToken(t.word, t.tag));
    }
    // A unit that is one link (a menu item, a headline teaser) is all link words.
    const linkWords = !unit.linkText ? 0 : unit.linkText === unit.text ? words.length : countWords(unit.linkText);
    return { unit, words, linkWords };
  });
}
