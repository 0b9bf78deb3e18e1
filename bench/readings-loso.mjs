// @ts-check
// The choose stage's leave-out machinery, shared by `npm run train:readings` (which writes the
// models) and `npm run bench:lang` (which reports per language): the per-page rows that
// train-readings caches (--rows), the gain model trained on some pages, the pick it makes on
// others (and, with the confidence model's doubt, the one the choose stage makes), and a set's
// P / R / F1 as cedst eval aggregates them.
import { readFileSync } from 'node:fs';
import { GAIN_FEATURES, takenReading } from '../dist/methods/plus/choose/index.js';
import { CONFIDENCE_FEATURES, confidenceRow } from '../dist/methods/plus/choose/confidence.js';
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

/** A reading's block line F1 on its page, 2·matched / (gold + output lines), as `cedst eval
 *  --blocks` counts lines (src/eval/blocks.ts); undefined where the gold has no lines (snippets,
 *  the wrapped sets) or the rows carry no block counts. */
export function lineF1(c) {
  const lines = c.b?.[0];
  if (!lines?.[1]) return undefined;
  return (2 * lines[0]) / (lines[1] + lines[2]);
}

/** What the gain model learns: how much a reading's shingle F1 exceeds cedst+'s, plus
 *  `lineWeight` times how much its line F1 does where the page has gold lines. The shipped model
 *  learns shingle F1 alone (lineWeight 0); the line term was measured (train-readings'
 *  --line-weight, docs/results.md "Readings") and held leave one set out but not the gate. */
export function gainTarget(p, c, lineWeight = 0) {
  const shingle = c.f1 - p.cands[0].f1;
  if (!lineWeight) return shingle;
  const before = lineF1(p.cands[0]);
  const after = lineF1(c);
  return before === undefined || after === undefined ? shingle : shingle + lineWeight * (after - before);
}

/** The gain model of `pages`' readings (boosting `settings`, bench/src/train/boosted-trees.ts).
 *  @param {any[]} pages @param {number} [lineWeight] @param {import('./dist/train/boosted-trees.js').BoostSettings} [settings] */
export function trainGains(pages, lineWeight = 0, settings = undefined) {
  const X = [];
  const y = [];
  for (const p of pages)
    for (const c of p.cands.slice(1)) {
      X.push(gainRow(p, c));
      y.push(gainTarget(p, c, lineWeight));
    }
  return fitBoosted(GAIN_FEATURES, X, y, settings);
}

/** The page's readings weighed by a gain model: `gains` (0 for cedst+'s own) and `pick`, the
 *  index of the reading the gain model alone would take. */
export function weigh(model, p) {
  const gains = p.cands.map((c, k) => (k === 0 ? 0 : predictBoosted(model, gainRow(p, c))));
  // The gain alone decides (no doubt): the pick the confidence model learns from.
  return {
    gains,
    pick: takenReading(
      gains,
      gains.map(() => 0),
      MARGIN,
      0,
    ),
  };
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

/** Block line F1 of the readings taken on a set's pages, as `cedst eval --blocks` aggregates it:
 *  the harmonic mean of the page-mean line precision (pages with output lines) and recall, over
 *  the pages with gold lines; undefined with none. */
export function lineScore(chosen) {
  const P = [];
  const R = [];
  for (const c of chosen) {
    const lines = c.b?.[0];
    if (!lines?.[1]) continue;
    if (lines[2]) P.push(lines[0] / lines[2]);
    R.push(lines[0] / lines[1]);
  }
  if (!R.length) return undefined;
  const p = P.length ? P.reduce((s, x) => s + x, 0) / P.length : 0;
  const r = R.reduce((s, x) => s + x, 0) / R.length;
  return p + r ? (2 * p * r) / (p + r) : 0;
}

/** How much a reading's predicted gain is lessened per unit of F1 by which the confidence model
 *  rates it below cedst+'s own (plus.readingDoubt). */
export const DOUBT = resolveOptions().plus.readingDoubt;

/** The confidence model's row for reading `k` of a page, given the page's predicted gains. */
export const confidenceX = (p, k, gains = p.gains) => confidenceRow({ kinds: p.cands.map((c) => c.kind), rows: p.cands.map((c) => c.x), gains, damage: p.cands.map((c) => c.d) }, k);

/** The confidence model trained on `pages`: the F1 of the reading each one's gain model picked
 *  (`p.pick`, out of fold), as train-readings trains the shipped one. */
export const trainConfidence = (pages) =>
  fitBoosted(
    CONFIDENCE_FEATURES,
    pages.map((p) => confidenceX(p, p.pick)),
    pages.map((p) => p.cands[p.pick].f1),
  );

/** The reading the shipped choose stage takes (takenReading): `gains` weighed against the
 *  confidence model's raw F1 of every reading, as if taken. */
export function doubtPick(confidence, p, gains = p.gains) {
  const predicted = p.cands.map((_, k) => predictBoosted(confidence, confidenceX(p, k, gains)));
  return takenReading(gains, predicted, MARGIN, DOUBT);
}

/** Leave one group out: every page's pick with the doubt, its gains and plain pick already out of
 *  fold (weigh), the confidence model trained on the other groups' pages. */
export function doubtPicks(pages, groupOf) {
  const picks = new Map();
  for (const g of new Set(pages.map(groupOf))) {
    const confidence = trainConfidence(pages.filter((p) => groupOf(p) !== g));
    for (const p of pages.filter((p) => groupOf(p) === g)) picks.set(p, doubtPick(confidence, p));
  }
  return picks;
}
