// @ts-check
// The choose stage's leave-out machinery, shared by `npm run train:readings` (which writes the
// models) and `npm run bench:lang` (which reports per language): the per-page rows that
// train-readings caches (--rows), the gain model trained on some pages, the pick it makes on
// others, and a set's P / R / F1 as cedst eval aggregates them.
import { readFileSync } from 'node:fs';
import { GAIN_FEATURES } from '../dist/methods/plus/choose/index.js';
import { predictBoosted } from '../dist/classifiers/boosted-trees.js';
import { resolveOptions } from '../dist/options/resolve.js';
import { fitBoosted } from './dist/train/boosted-trees.js';

export const MARGIN = resolveOptions().plus.readingMargin;

/** Rows written by train-readings' --rows: one JSON page a line. */
export function readRows(file) {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
}

/** A reading's row for the gain model: its features, then their difference from cedst+'s. */
export const gainRow = (page, c) => [...c.x, ...c.x.map((v, j) => v - page.cands[0].x[j])];

export function trainGains(pages) {
  const X = [];
  const y = [];
  for (const p of pages)
    for (const c of p.cands.slice(1)) {
      X.push(gainRow(p, c));
      y.push(c.f1 - p.cands[0].f1);
    }
  return fitBoosted(GAIN_FEATURES, X, y);
}

/** The page's readings weighed by a gain model: `gains` (0 for cedst+'s own) and `pick`, the
 *  index of the reading the choose stage takes. */
export function weigh(model, p) {
  const gains = p.cands.map((c, k) => (k === 0 ? 0 : predictBoosted(model, gainRow(p, c))));
  let best = 0;
  gains.forEach((g, k) => {
    if (g > gains[best]) best = k;
  });
  return { gains, pick: best > 0 && gains[best] >= MARGIN ? best : 0 };
}

/** Page-mean P and R and the F1 of the two, as cedst eval reports a set; page-mean F1 where the
 *  gold is snippets (no P / R). */
export function setScore(chosen) {
  const ps = chosen.filter((c) => typeof c.p === 'number');
  const rs = chosen.filter((c) => typeof c.r === 'number');
  if (!ps.length) return { f1: chosen.reduce((s, c) => s + c.f1, 0) / chosen.length };
  const P = ps.reduce((s, c) => s + c.p, 0) / ps.length;
  const R = rs.reduce((s, c) => s + c.r, 0) / rs.length;
  return { f1: P + R ? (2 * P * R) / (P + R) : 0, P, R };
}
