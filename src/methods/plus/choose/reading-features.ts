// What the quality model sees of a reading: its size and share of the page, its links, prose and
// place, the fused evidence of its units (belief m({news}), plausibility 1 − m({¬news})) and how
// far it agrees with every other reading, with the schema.org body and with the meta description.
// The model is trained on these rows (bench/train-readings.mjs), so this file is its contract.
import { scoreTokens } from '../../../core/tokens.js';
import { scriptKindOfLang } from '../../../lang/scripts.js';
import type { PlusAnalysis } from '../analysis.js';
import { READING_KINDS, type Reading } from './list.js';
import { unitValue } from '../unit-view.js';

export const READING_FEATURES = [
  'kind',
  'words',
  'share',
  'units',
  'linkShare',
  'punctPerWord',
  'wordsPerUnit',
  'first',
  'span',
  'density',
  'belief',
  'beliefMean',
  'smoothed',
  'plausibility',
  'descOverlap',
  'hasSchema',
  'schemaOverlap',
  'pageWords',
  'zh', // the page's words are written without spaces (its script kind's `unspaced`); the trained model's name
  ...READING_KINDS.map((k) => `agree_${k}`),
] as const;

/** A set of the page's tokens, each token an id (TokenIds): its members once each, and a mark per
 *  id of the page. Sizes and overlaps are the whole numbers a Set of the strings gives, at a
 *  fraction of the cost (a Set per reading of every token string was most of this file's time). */
interface TokenSet {
  readonly members: readonly number[];
  readonly has: Uint8Array;
}

/** The page's distinct tokens, numbered as they are met. */
class TokenIds {
  readonly #ids = new Map<string, number>();
  id(token: string): number {
    let k = this.#ids.get(token);
    if (k === undefined) this.#ids.set(token, (k = this.#ids.size));
    return k;
  }
  get size(): number {
    return this.#ids.size;
  }
}

/** The distinct ids of `lists`, in the order met; `seen` (one mark per id) is cleared again. */
function distinct(lists: Iterable<readonly number[]>, seen: Uint8Array): number[] {
  const out: number[] = [];
  for (const list of lists)
    for (const k of list)
      if (!seen[k]) {
        seen[k] = 1;
        out.push(k);
      }
  for (const k of out) seen[k] = 0;
  return out;
}

function tokenSet(members: readonly number[], size: number): TokenSet {
  const has = new Uint8Array(size);
  for (const k of members) has[k] = 1;
  return { members, has };
}

/** How many of `a`'s members `b` has. */
function overlap(a: TokenSet, b: TokenSet): number {
  let i = 0;
  for (const k of a.members) i += b.has[k]!;
  return i;
}

const jaccard = (a: TokenSet, b: TokenSet): number => {
  if (!a.members.length && !b.members.length) return 1;
  const i = overlap(a, b);
  return i / (a.members.length + b.members.length - i);
};

/** The text a reading gives: its units' texts, one a line, the headline's own units left out. */
export function readingText(a: PlusAnalysis, units: readonly number[], headline: Element | undefined): string {
  return units
    .filter((i) => !headline?.contains(a.view.element(i)))
    .map((i) => a.view.text(i))
    .join('\n');
}

/** Sentence ends in a text. */
const PUNCT = /[.!?。！？]/g;
const punctIn = (text: string): number => text.match(PUNCT)?.length ?? 0;

/** One row of READING_FEATURES per reading. `evidence` is cedst+'s first analysis (its fused
 *  masses); `schemaText` the JSON-LD articleBody when the page has one. A reading's text
 *  (readingText) is never joined here: its sentence ends are its units' (a newline is none), and
 *  seven joined copies of a 6.5-million-character page held 90 MB at once. */
export function readingFeatures(evidence: PlusAnalysis, readings: readonly Reading[], schemaText: string | undefined): number[][] {
  const page = evidence.page;
  const words = evidence.view.wordCounts;
  const links = page.segmented.map((s) => s.linkWords);
  const n = page.units.length;
  const pageWords = words.reduce((s, w) => s + w, 0) || 1;
  const fused = evidence.units.map((u) => u.fused.news);
  const against = evidence.units.map((u) => u.fused.notNews);
  const smoothed = evidence.units.map((u) => u.smoothed);
  // Each unit tokenised once: a reading's text is its units' texts joined by newlines, so its
  // tokens are theirs.
  const headline = page.head.headline;
  const ids = new TokenIds();
  const unitTokens = new Map<number, number[]>();
  const tokensOf = (i: number): number[] => {
    let t = unitTokens.get(i);
    if (!t) {
      page.deadline.tick('readings');
      unitTokens.set(i, (t = scoreTokens(evidence.view.text(i)).map((x) => ids.id(x))));
    }
    return t;
  };
  const shown = readings.map((r) => r.units.filter((i) => !headline?.contains(evidence.view.element(i))));
  const readingLists = shown.map((units) => units.map(tokensOf));
  const unitPunct = new Map<number, number>();
  const punctOf = (i: number): number => unitPunct.get(i) ?? unitPunct.set(i, punctIn(evidence.view.text(i))).get(i)!;
  const descIds = scoreTokens(page.metadata.description ?? '').map((x) => ids.id(x));
  const schemaIds = schemaText !== undefined ? scoreTokens(schemaText).map((x) => ids.id(x)) : undefined;
  // Every id is known now: the sets can be made.
  const seen = new Uint8Array(ids.size);
  const tokens = readingLists.map((lists) => tokenSet(distinct(lists, seen), ids.size));
  const byKind = new Map(readings.map((r, k) => [r.kind, tokens[k]!]));
  const desc = tokenSet(distinct([descIds], seen), ids.size);
  const schema = readings.find((r) => r.kind === 'schema');
  const schemaSet = schemaIds !== undefined ? tokenSet(distinct([schemaIds], seen), ids.size) : schema ? byKind.get('schema') : undefined;
  return readings.map((r, k) => {
    const idx = r.units;
    const w = idx.reduce((s, i) => s + unitValue(words, i), 0);
    const lw = idx.reduce((s, i) => s + unitValue(links, i), 0);
    const punct = shown[k]!.reduce((sum, i) => sum + punctOf(i), 0);
    const first = idx.at(0) ?? -1;
    const last = idx.at(-1) ?? -1;
    const mean = (xs: readonly number[]) => (idx.length ? idx.reduce((s, i) => s + unitValue(xs, i), 0) / idx.length : 0);
    const wMean = (xs: readonly number[]) => (w ? idx.reduce((s, i) => s + unitValue(xs, i) * unitValue(words, i), 0) / w : 0);
    const own = tokens[k]!;
    return [
      READING_KINDS.indexOf(r.kind),
      Math.log1p(w),
      w / pageWords,
      Math.log1p(idx.length),
      w ? lw / w : 0,
      w ? punct / w : 0,
      idx.length ? w / idx.length : 0,
      n ? first / n : 0,
      n && idx.length ? (last - first + 1) / n : 0,
      idx.length ? idx.length / (last - first + 1) : 0,
      wMean(fused),
      mean(fused),
      wMean(smoothed),
      1 - wMean(against),
      desc.members.length ? overlap(desc, own) / desc.members.length : -1,
      schema ? 1 : 0,
      schemaSet ? jaccard(own, schemaSet) : -1,
      Math.log1p(pageWords),
      scriptKindOfLang(page.lang).unspaced ? 1 : 0,
      ...READING_KINDS.map((o) => {
        const other = byKind.get(o);
        return other ? jaccard(own, other) : -1;
      }),
    ];
  });
}
