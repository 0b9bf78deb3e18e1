// What the quality model sees of a reading: its size and share of the page, its links, prose and
// place, the fused evidence of its units (belief m({news}), plausibility 1 − m({¬news})) and how
// far it agrees with every other reading, with the schema.org body and with the meta description.
// The model is trained on these rows (bench/train-readings.mjs), so this file is its contract.
import { scoreTokens } from '../../core/tokens.js';
import type { PlusAnalysis } from './analysis.js';
import { READING_KINDS, type Reading } from './readings.js';

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
  'zh',
  ...READING_KINDS.map((k) => `agree_${k}`),
] as const;

const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  if (!a.size && !b.size) return 1;
  let i = 0;
  for (const x of a) if (b.has(x)) i++;
  return i / (a.size + b.size - i);
};

/** The text a reading gives: its units' texts, one a line, the headline's own units left out. */
export function readingText(a: PlusAnalysis, units: readonly number[], headline: Element | undefined): string {
  return units
    .filter((i) => !headline?.contains(a.page.units[i]!.element))
    .map((i) => a.texts[i]!)
    .join('\n');
}

/** One row of READING_FEATURES per reading. `evidence` is cedst+'s first analysis (its fused
 *  masses); `texts` each reading's text (readingText); `schemaText` the JSON-LD articleBody when
 *  the page has one. */
export function readingFeatures(evidence: PlusAnalysis, readings: readonly Reading[], texts: readonly string[], schemaText: string | undefined): number[][] {
  const page = evidence.page;
  const words = evidence.words;
  const links = page.segmented.map((s) => s.linkWords);
  const n = page.units.length;
  const pageWords = words.reduce((s, w) => s + w, 0) || 1;
  const fused = evidence.units.map((u) => u.fused.news);
  const against = evidence.units.map((u) => u.fused.notNews);
  const smoothed = evidence.units.map((u) => u.smoothed);
  // Each unit tokenised once: a reading's text is its units' texts joined by newlines, so its
  // tokens are theirs.
  const headline = page.head.headline;
  const unitTokens = new Map<number, string[]>();
  const tokensOf = (i: number): string[] => {
    let t = unitTokens.get(i);
    if (!t) unitTokens.set(i, (t = scoreTokens(evidence.texts[i]!)));
    return t;
  };
  const tokens = readings.map((r) => {
    const set = new Set<string>();
    for (const i of r.units) if (!headline?.contains(page.units[i]!.element)) for (const t of tokensOf(i)) set.add(t);
    return set;
  });
  const byKind = new Map(readings.map((r, k) => [r.kind, tokens[k]!]));
  const desc = new Set(scoreTokens(page.metadata.description ?? ''));
  const schema = readings.find((r) => r.kind === 'schema');
  const schemaSet = schemaText !== undefined ? new Set(scoreTokens(schemaText)) : schema ? byKind.get('schema') : undefined;
  return readings.map((r, k) => {
    const idx = r.units;
    const w = idx.reduce((s, i) => s + words[i]!, 0);
    const lw = idx.reduce((s, i) => s + links[i]!, 0);
    const punct = (texts[k]!.match(/[.!?。！？]/g) ?? []).length;
    const first = idx.length ? idx[0]! : -1;
    const last = idx.length ? idx[idx.length - 1]! : -1;
    const mean = (xs: readonly number[]) => (idx.length ? idx.reduce((s, i) => s + xs[i]!, 0) / idx.length : 0);
    const wMean = (xs: readonly number[]) => (w ? idx.reduce((s, i) => s + xs[i]! * words[i]!, 0) / w : 0);
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
      desc.size ? [...desc].filter((x) => own.has(x)).length / desc.size : -1,
      schema ? 1 : 0,
      schemaSet ? jaccard(own, schemaSet) : -1,
      Math.log1p(pageWords),
      page.lang === 'zh' ? 1 : 0,
      ...READING_KINDS.map((o) => {
        const other = byKind.get(o);
        return other ? jaccard(own, other) : -1;
      }),
    ];
  });
}
