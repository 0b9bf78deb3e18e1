// The script kinds, listed once: every consumer of a script run or a token (segmentation and word
// counts, the split into runs, TextRank's keyword candidates and tagger, Louvan's stop-word counts)
// looks its kind up here by name. A script with its own word segmentation is its segmenter
// (segmenters/) and one entry of SCRIPT_KINDS, before the default kind.
import { cut } from 'jieba-wasm';
import type { Token } from '../core/types.js';
import { isNounOrAdjectiveTag } from './pos-en.js';
import { isHan } from './script.js';
import { hanSegmenter } from './segmenters/han.js';
import { HAS_WORD_CHAR, type Segmenter } from './segmenters/segmenter.js';
import { spacedSegmenter } from './segmenters/spaced.js';

export interface ScriptKind {
  /** The kind's name: its runs' and tokens' `lang`. */
  readonly name: string;
  /** Does the code point belong to this kind's runs? Never an ASCII one. Absent on the default
   *  kind, the last, which takes every other letter, mark and digit. */
  readonly claims?: (cp: number) => boolean;
  /** A cheap test that text may hold a code point this kind claims (a superset), so that text
   *  without any skips the scan. Present with `claims`. */
  readonly mayHold?: RegExp;
  /** Cuts a run into tokens and counts its words (segment.ts). */
  readonly segmenter: Segmenter;
  /** The stop-word list (an ISO 639-1 code, lang/stopwords.ts) a plain word of the run is checked
   *  against. */
  readonly stopList: string;
  /** The run's words by a plain cut, without tokens, tagger or number rule: the words Louvan's
   *  features count stop words over (docs/spec/louvan.md). */
  readonly plainWords: (run: string) => Iterable<string>;
  /** TextRank's keyword candidates among the kind's tokens (docs/method.md §1.3); never a stop word. */
  readonly keywords: {
    /** A candidate of the default setting. */
    readonly candidate: (t: Token) => boolean;
    /** A candidate of Mihalcea & Tarau's setting (nouns and adjectives); `pennTag` is the Brill
     *  tagger's tag of the token when the kind asks for it (`pennTagged`). */
    readonly nounOrAdjective: (t: Token, pennTag: string | undefined) => boolean;
    /** The kind's tokens take their part of speech from the Brill tagger (natural), not the
     *  segmenter. */
    readonly pennTagged: boolean;
  };
  /** Words are written without spaces between them (Han): the readings' quality model sees it as
   *  one feature of the page (methods/plus/choose/reading-features.ts). */
  readonly unspaced: boolean;
  /** How a reader of the kind's script writes a date and a time (output/inline.ts's readableDate). */
  readonly dates: {
    /** The day, from the ISO year, month (1-12) and day. */
    readonly date: (year: string, month: number, day: number) => string;
    /** Between the date and the time. */
    readonly beforeTime: string;
  };
}

/** Characters (code points) of a string, without allocating. */
function charCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff) n++; // count every unit but the low half of a surrogate pair
  }
  return n;
}

const LETTER = /\p{L}/gu;

/** Are there at least `min` letters in the word? ASCII letters count without a regular expression. */
function hasLetters(word: string, min: number): boolean {
  let n = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)) {
      if (++n >= min) return true;
    } else if (c >= 0x80) {
      return (word.match(LETTER)?.length ?? 0) >= min;
    }
  }
  return false;
}

// Chinese content parts of speech besides n* and v* (docs/method.md §1.3). jieba-wasm tags `x` every word
// missing from its dictionary (new names, most Traditional-script words); admitting `x` as a
// candidate was measured and lowered daniel zh F1 from 0.867 to 0.859 (docs/results.md), so, as the
// spec says, it is left out. Those words still count towards size(u) and topic membership.
const CONTENT_POS_EXTRA = new Set(['eng']);

/** Han: jieba's words; keyword candidates of at least 2 characters with a content part of speech
 *  (n*, v* — vn, ns, nr, nt, nz included — or eng), or nouns and adjectives (n*, a*). */
export const HAN_KIND: ScriptKind = {
  name: 'zh',
  claims: isHan,
  // The BMP ideograph blocks and the high surrogates of the astral ones.
  mayHold: /[\u3400-\u9fff\uf900-\ufaff\ud840-\ud8bf]/,
  segmenter: hanSegmenter,
  stopList: 'zh',
  plainWords: (run) => cut(run, true).filter((w) => HAS_WORD_CHAR.test(w)),
  keywords: {
    candidate(t) {
      if (t.stop || charCount(t.text) < 2) return false;
      const p = t.pos.charCodeAt(0);
      return p === 0x6e /* n */ || p === 0x76 /* v */ || CONTENT_POS_EXTRA.has(t.pos);
    },
    nounOrAdjective(t) {
      if (t.stop) return false;
      const p = t.pos.charCodeAt(0);
      return charCount(t.text) >= 2 && (p === 0x6e /* n */ || p === 0x61) /* a */;
    },
    pennTagged: false,
  },
  unspaced: true,
  dates: { date: (y, month, day) => `${y}年${month}月${day}日`, beforeTime: ' ' },
};

/** A word of a space-delimited script: letters, digits and marks, apostrophes inside (don't). */
const WORD = /[\p{L}\p{N}\p{M}]+(?:['\u2019][\p{L}\p{N}\p{M}]+)*/gu;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Every other script: words split at the gaps between them; keyword candidates of at least 3
 *  letters that are not numbers, or the Brill tagger's nouns and adjectives (NN*, JJ*). */
export const SPACED_KIND: ScriptKind = {
  name: 'en',
  segmenter: spacedSegmenter,
  stopList: 'en',
  plainWords: (run) => Array.from(run.matchAll(WORD), (m) => m[0]),
  keywords: {
    candidate: (t) => !t.stop && t.pos !== 'm' && hasLetters(t.text, 3),
    nounOrAdjective: (t, pennTag) => !t.stop && t.pos !== 'm' && hasLetters(t.text, 3) && pennTag !== undefined && isNounOrAdjectiveTag(pennTag),
    pennTagged: true,
  },
  unspaced: false,
  dates: { date: (y, month, day) => `${day} ${MONTHS[month - 1]} ${y}`, beforeTime: ', ' },
};

/** Every script kind; the default kind (no `claims`) last. */
export const SCRIPT_KINDS: readonly ScriptKind[] = [HAN_KIND, SPACED_KIND];

/** The kind named `name` (a run's or a token's `lang`). */
export function scriptKind(name: string): ScriptKind {
  for (const kind of SCRIPT_KINDS) if (kind.name === name) return kind;
  throw new Error(`no script kind ${JSON.stringify(name)}`);
}

/** The kind a page's language is written in: the kind of that name (`zh`), else the default kind
 *  (every language of a space-delimited script, and an unknown one). */
export function scriptKindOfLang(lang: string | undefined): ScriptKind {
  for (const kind of SCRIPT_KINDS) if (kind.name === lang) return kind;
  return SCRIPT_KINDS[SCRIPT_KINDS.length - 1]!;
}

/** One script run: its text and its kind's name. */
export interface ScriptRun {
  text: string;
  lang: string;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}\p{M}]/u;
/** What `classify` calls a neutral character (punctuation, space, symbol). */
const NEUTRAL = -1;

/** The index in `kinds` of the code point's kind, or NEUTRAL. */
function classify(kinds: readonly ScriptKind[], fallback: number, cp: number, ch: string): number {
  if (cp < 0x80) {
    // ASCII fast path: no kind but the default claims an ASCII character.
    return (cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) ? fallback : NEUTRAL;
  }
  for (let k = 0; k < fallback; k++) if (kinds[k]!.claims!(cp)) return k;
  return LETTER_OR_DIGIT.test(ch) ? fallback : NEUTRAL;
}

/**
 * Split `text` into maximal script runs (docs/method.md §1.2 "Mixed text: split by script run"),
 * each of one kind of SCRIPT_KINDS: Han runs are `zh`, everything else `en`. Neutral characters
 * (punctuation, spaces, symbols) between two characters of one claimed kind stay in its run, so
 * `中国，经济` is one run; neutral characters elsewhere join the default-kind run they touch (or,
 * between two claimed kinds, the run after them). Digits are of the default kind. Concatenating
 * the runs' texts gives back `text`.
 */
export function splitScriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  if (text.length === 0) return runs;
  const kinds = SCRIPT_KINDS;
  const fallback = kinds.length - 1;
  const other = kinds[fallback]!.name;
  if (!kinds.some((k) => k.mayHold?.test(text))) return [{ text, lang: other }];
  // Current run [start, end) and its kind; `pendingFrom` marks where trailing neutral characters begin.
  let start = 0;
  let kind = NEUTRAL; // while the run so far is all neutral
  let pendingFrom = -1; // index of the first neutral char after the last char of a claimed kind's run
  let i = 0;
  while (i < text.length) {
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    const c = classify(kinds, fallback, cp, width === 1 ? text[i]! : text.slice(i, i + width));
    if (c === NEUTRAL) {
      if (kind !== NEUTRAL && kind !== fallback && pendingFrom < 0) pendingFrom = i;
    } else if (c !== fallback) {
      if (kind === fallback) {
        runs.push({ text: text.slice(start, i), lang: other });
        start = i;
      } else if (kind !== NEUTRAL && kind !== c) {
        const cut = pendingFrom >= 0 ? pendingFrom : i;
        runs.push({ text: text.slice(start, cut), lang: kinds[kind]!.name });
        start = cut;
      }
      kind = c;
      pendingFrom = -1;
    } else {
      if (kind !== NEUTRAL && kind !== fallback) {
        // Neutral characters after a claimed kind's run go with the new default-kind run.
        const cut = pendingFrom >= 0 ? pendingFrom : i;
        runs.push({ text: text.slice(start, cut), lang: kinds[kind]!.name });
        start = cut;
      }
      kind = fallback;
      pendingFrom = -1;
    }
    i += width;
  }
  if (kind !== NEUTRAL && kind !== fallback) {
    const cut = pendingFrom >= 0 ? pendingFrom : text.length;
    runs.push({ text: text.slice(start, cut), lang: kinds[kind]!.name });
    if (cut < text.length) runs.push({ text: text.slice(cut), lang: other });
  } else {
    runs.push({ text: text.slice(start), lang: other });
  }
  return runs;
}
