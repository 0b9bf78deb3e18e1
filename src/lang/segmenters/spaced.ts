// Every script but Han: words split at the gaps between them (as natural's RegexpTokenizer does
// with `gaps: true`), English keys Porter-stemmed (natural's stemmer, ./porter.ts), stop words from
// the English list and the page language's own (docs/method.md §1.2). A word of a
// space-delimited script is a stop word when the English list or the page language's list has it
// (English words in a Russian article stay marked).
import type { Token } from '../../core/types.js';
import { ownCopy } from '../../core/unshared-string.js';
import { hasStopWords, isStopWord } from '../stopwords.js';
import { porterStem } from './porter.js';
import { HAS_WORD_CHAR, type Segmenter } from './segmenter.js';

// A word is a run of letters, marks and digits; an apostrophe counts only between two of those
// (don't, O'Brien), and `.`/`,` only between two digits (3.5, 1,000). Everything else is a gap.
// A gap is taken in pieces of at most 65,536 characters: V8 keeps a backtracking entry for each
// turn of the loop, and a gap of 6 million emoji overflowed its stack. Two pieces of
// one gap leave an empty word between them, which the tokenizer drops (discardEmpty), and each
// character is a gap or not by its neighbours alone, so the words are the same.
const W = String.raw`\p{L}\p{N}\p{M}`;
const GAP = new RegExp(String.raw`(?:[^${W}'\u2019.,]|(?<![${W}])['\u2019]|['\u2019](?![${W}])|(?<!\p{N})[.,]|[.,](?!\p{N})){1,65536}`, 'u');
/** The words of a run: what lies between the gaps, without empty strings and lone spaces (natural's
 *  RegexpTokenizer with `gaps: true`, whose results these are). */
function tokenize(run: string): string[] {
  return run.split(GAP).filter((w) => w !== '' && w !== ' ');
}

const NUMBER_CHARS = /^[\p{N}.,]*$/u;
const LATIN_WORD_CHARS = /^[\p{Script=Latin}\p{N}\p{M}'\u2019]*$/u;
const FIRST_NUMERIC = /^\p{N}/u;

/** Longest piece a whole-word class test runs on. Both classes hold astral characters, so V8 keeps
 *  a backtracking entry for each character of a `[…]+$` loop: a word of 2.5 million `e` + U+0301
 *  (7.5 MB) overflowed the stack in that test. */
const PIECE = 65_536;

/** Does every character of `word` match `chars` (a `^[…]*$` class)? Tested piece by piece, never
 *  cutting a surrogate pair, so the answer is the one a single test would give. */
function allOf(chars: RegExp, word: string): boolean {
  for (let at = 0; at < word.length; ) {
    let end = Math.min(at + PIECE, word.length);
    if (end < word.length && (word.charCodeAt(end) & 0xfc00) === 0xdc00) end--; // a low surrogate starts the next piece
    if (!chars.test(word.slice(at, end))) return false;
    at = end;
  }
  return true;
}

const isNumber = (word: string): boolean => FIRST_NUMERIC.test(word) && allOf(NUMBER_CHARS, word);
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
  if (!allOf(LATIN_WORD_CHARS, lower) || lower === '') return lower;
  // China's → china: strip the possessive before stemming.
  const base = lower.length > 2 ? lower.replace(POSSESSIVE, '') : lower;
  // The stemmer takes quadratic time on long consonant runs; no real word is this long.
  if (base.length > STEMMED_MAX) return base;
  return porterStem(base).toLowerCase();
}

/** Longer "words" (URLs, identifiers, encoded data) rarely repeat: they are not cached. */
const CACHED_MAX = 32;

function makeToken(word: string): Token | null {
  if (!HAS_WORD_CHAR.test(word)) return null;
  const number = isNumber(word);
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
  for (const word of tokenize(run)) {
    const token = otherToken(word);
    if (token) out.push(extra ? stoppedIn(token, lang) : token);
  }
}

export const spacedSegmenter: Segmenter = {
  segmentRuns(runs, lang, deadline) {
    return runs.map((run) => {
      // One run can be long: the budget is checked before each.
      deadline.check('segmentation');
      const out: Token[] = [];
      segmentOther(run, lang, out);
      return out;
    });
  },
  words: (run) => tokenize(run),
  // No stemming and no stop-word lookup: a word is a token when it holds a letter or digit.
  count(run) {
    let n = 0;
    for (const word of tokenize(run)) if (HAS_WORD_CHAR.test(word)) n++;
    return n;
  },
};
