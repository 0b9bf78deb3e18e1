// A port of shared/tools/score.py: shingle F1 (the article-extraction-benchmark metric), token F1
// and snippet F1. It must print the same numbers as the reference for the same predictions.
import { normaliseForSnippets, scoreTokens } from '../core/tokens.js';
import { LCS_MAX_CELLS, lcsPair, lcsScores } from './lcs.js';

export interface GoldEntry {
  articleBody?: string;
  lang?: string;
  url?: string;
  gold_type?: string;
  with?: string[];
  without?: string[];
}

export interface Scores {
  pages: number;
  f1?: number;
  precision?: number;
  recall?: number;
  tokenF1?: number;
  snippetF1?: number;
  /** With the LCS metric (lcs.ts): per-page character LCS precision, recall and F1, each averaged
   *  over pages (so lcsF1 is the mean of page F1s, not the harmonic mean of lcsPrecision and
   *  lcsRecall, as the thesis reports it), and the pages whose LCS hit the cell budget. */
  lcsPrecision?: number;
  lcsRecall?: number;
  lcsF1?: number;
  lcsCapped?: number;
}

export interface ScoreSettings {
  /** Also score character LCS (Louvan's thesis measure), within this cell budget per page. */
  lcs?: boolean;
  lcsMaxCells?: number;
}

function counts<T>(items: Iterable<T>): Map<T, number> {
  const m = new Map<T, number>();
  for (const x of items) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

/** 4-token shingles; a text shorter than 4 tokens is one shingle of what it has (as score.py). */
function shingles(tokens: string[], n = 4): Map<string, number> {
  const out: string[] = [];
  const last = Math.max(1, tokens.length - n + 1);
  for (let i = 0; i < last; i++) {
    const s = tokens.slice(i, i + n);
    if (s.length) out.push(s.join('\u0001'));
  }
  return counts(out);
}

/** tp, fp, fn of a prediction against gold multisets. */
function overlap<T>(gold: Map<T, number>, pred: Map<T, number>): [number, number, number] {
  let tp = 0;
  for (const [k, c] of gold) tp += Math.min(c, pred.get(k) ?? 0);
  let predTotal = 0;
  for (const c of pred.values()) predTotal += c;
  let goldTotal = 0;
  for (const c of gold.values()) goldTotal += c;
  return [tp, predTotal - tp, goldTotal - tp];
}

function prf(tp: number, fp: number, fn: number): [number, number] {
  if (fp === 0 && fn === 0) return [1, 1];
  const p = tp === 0 && fp === 0 ? 0 : tp / (tp + fp);
  const r = tp === 0 && fn === 0 ? 0 : tp / (tp + fn);
  return [p, r];
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Per-page token F1 and the aggregate scores of `pred` against `gold` over `ids`. */
export function score(
  gold: Record<string, GoldEntry>,
  pred: Record<string, { articleBody?: string } | undefined>,
  ids?: string[],
  settings: ScoreSettings = {},
): { scores: Scores; perPage: Map<string, number> } {
  const keys = ids ?? Object.keys(gold).sort();
  const sp: number[] = [];
  const sr: number[] = [];
  const tf: number[] = [];
  const perPage = new Map<string, number>();
  const lcs = { p: [] as number[], r: [] as number[], f: [] as number[], capped: 0 };
  let stp = 0;
  let sfp = 0;
  let sfn = 0;
  for (const k of keys) {
    const g = gold[k]!;
    const body = pred[k]?.articleBody ?? '';
    if (g.with?.length || g.without?.length) {
      const out = normaliseForSnippets(body);
      for (const w of g.with ?? []) {
        if (out.includes(normaliseForSnippets(w))) stp++;
        else sfn++;
      }
      for (const w of g.without ?? []) {
        const n = normaliseForSnippets(w);
        if (n && out.includes(n)) sfp++;
      }
    }
    if (g.gold_type === 'snippets') continue;
    if (settings.lcs) {
      const pair = lcsPair(g.articleBody ?? '', body, settings.lcsMaxCells ?? LCS_MAX_CELLS);
      const s = lcsScores(pair);
      lcs.p.push(s.precision);
      lcs.r.push(s.recall);
      lcs.f.push(s.f1);
      if (pair.capped) lcs.capped++;
    }
    const gt = scoreTokens(g.articleBody ?? '');
    const pt = scoreTokens(body);
    let [tp, fp, fn] = overlap(shingles(gt), shingles(pt));
    const s = tp + fp + fn;
    if (s) [tp, fp, fn] = [tp / s, fp / s, fn / s];
    if (tp + fp > 0) sp.push(prf(tp, fp, fn)[0]);
    if (tp + fn > 0) sr.push(prf(tp, fp, fn)[1]);
    const [ttp, tfp, tfn] = overlap(counts(gt), counts(pt));
    const [P, R] = prf(ttp, tfp, tfn);
    const f = P + R === 0 ? 0 : (2 * P * R) / (P + R);
    tf.push(f);
    perPage.set(k, f);
  }
  const scores: Scores = { pages: keys.length };
  if (sp.length && sr.length) {
    const P = mean(sp);
    const R = mean(sr);
    scores.f1 = P + R ? (2 * P * R) / (P + R) : 0;
    scores.precision = P;
    scores.recall = R;
    scores.tokenF1 = mean(tf);
  }
  if (lcs.f.length) {
    scores.lcsPrecision = mean(lcs.p);
    scores.lcsRecall = mean(lcs.r);
    scores.lcsF1 = mean(lcs.f);
    scores.lcsCapped = lcs.capped;
  }
  if (stp + sfp + sfn) {
    const P = stp + sfp ? stp / (stp + sfp) : 0;
    const R = stp + sfn ? stp / (stp + sfn) : 0;
    scores.snippetF1 = P + R ? (2 * P * R) / (P + R) : 0;
  }
  return { scores, perPage };
}
