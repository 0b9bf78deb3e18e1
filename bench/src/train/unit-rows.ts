// Training rows of the learned evidence source (src/pipeline/features/learned.ts): every unit of a page with
// its feature row (computed exactly as cedst+ computes it at run time, from the first fusion), its
// label from the gold text and its weight. Shared by `npm run train` and the tests.
import { createPage } from '../../../dist/page/context.js';
import { resolveOptions, type ExtractOptionsInput } from '../../../dist/options/resolve.js';
import { firstPass } from '../../../dist/methods/plus/evidence.js';
import { learnedRows, LEARNED_FEATURES } from '../../../dist/pipeline/features/learned.js';
import { scoreTokens } from '../../../dist/core/tokens.js';
import { trainLogistic, type LogisticModel, type LogisticSettings, DEFAULT_LOGISTIC } from '../../../dist/classifiers/logistic.js';

/** Shingle length of the labels, as the scorer's F1. */
const K = 4;
/** A unit is news when at least this share of its shingles is in the gold. */
const GOLD_SHARE = 0.5;

export interface UnitRows {
  rows: number[][];
  labels: number[];
  /** √words: longer units count more, as they do in the F1, without drowning the short ones. */
  weights: number[];
}

const SEP = '\u0001';

function shingles(tokens: readonly string[]): string[] {
  const out: string[] = [];
  const last = Math.max(1, tokens.length - K + 1);
  for (let i = 0; i < last; i++) {
    const g = tokens.slice(i, i + K);
    if (g.length) out.push(g.join(SEP));
  }
  return out;
}

/** Rows of one page against its gold text. Units without a token are left out. */
export function unitRows(html: string, gold: string, options: ExtractOptionsInput = {}): UnitRows {
  const page = createPage(html, options.lang ?? 'auto');
  const fp = firstPass(page, resolveOptions({ ...options, method: 'cedst+' }));
  const rows = learnedRows(fp.input);
  const goldSet = new Set(shingles(scoreTokens(gold)));
  const out: UnitRows = { rows: [], labels: [], weights: [] };
  page.units.forEach((u, i) => {
    const s = shingles(scoreTokens(u.text));
    if (!s.length) return;
    const hit = s.filter((x) => goldSet.has(x)).length;
    out.rows.push(rows[i]!);
    out.labels.push(hit / s.length >= GOLD_SHARE ? 1 : 0);
    out.weights.push(Math.sqrt(Math.max(fp.input.words[i]!, 1)));
  });
  return out;
}

/** Fit the learned source's model on the rows of many pages, in the order given. */
export function trainLearned(pages: readonly UnitRows[], settings: LogisticSettings = DEFAULT_LOGISTIC): LogisticModel {
  const rows: number[][] = [];
  const labels: number[] = [];
  const weights: number[] = [];
  for (const p of pages) {
    rows.push(...p.rows);
    labels.push(...p.labels);
    weights.push(...p.weights);
  }
  return trainLogistic(LEARNED_FEATURES, rows, labels, weights, settings);
}
