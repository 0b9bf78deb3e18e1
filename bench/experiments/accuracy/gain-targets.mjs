// @ts-check
// Issues 42 and 46: gain targets and a skip bound for the choose stage, leave one set out, on the
// rows `npm run train:readings -- --rows FILE` caches (docs/results.md "Readings", "Three more
// targets"). Nothing here is shipped; it prints per set the shingle F1 of cedst+ alone and of the
// pick, line F1, heading and list-item recall where the gold has them, and English and Chinese
// macros (sets with 10+ pages of the language).
//   --target f1|recall|boundary  the line term of the gain (line F1, as train-readings'
//                       --line-weight; line recall; or the article's boundary: minus the output
//                       lines beyond the gold's matched ones, per gold line, capped at 1); --weight W
//                       its weight
//   --two               a shingle-gain model on every page plus W times a line-gain model trained
//                       on the pages with line gold, summed at the pick (--losses-only: only the
//                       line model's predicted losses counted)
//   --bound             before the readings: a regression of the best gain any reading offers,
//                       from cedst+'s own reading's features without its agreements; prints the
//                       share of pages skipped and each set's change for thresholds 0.005–0.05
// Usage: node bench/experiments/accuracy/gain-targets.mjs ROWS.jsonl [--target f1|recall|boundary]
//        [--weight W] [--two [--losses-only]] [--bound]
import { MARGIN, gainRow, lineScore, readRows, setScore } from '../../readings-loso.mjs';
import { GAIN_FEATURES } from '../../../dist/methods/plus/choose/index.js';
import { READING_FEATURES } from '../../../dist/methods/plus/choose/reading-features.js';
import { predictBoosted } from '../../../dist/classifiers/boosted-trees.js';
import { fitBoosted } from '../../dist/train/boosted-trees.js';
import { benchArgs } from '../../lib/args.mjs';

const USAGE = `Usage: node bench/experiments/accuracy/gain-targets.mjs ROWS.jsonl [--target f1|recall|boundary]
       [--weight W] [--two [--losses-only]] [--bound]`;
const { values: opts, positionals } = benchArgs(USAGE, {
  target: { type: 'string' },
  weight: { type: 'string' },
  two: { type: 'boolean' },
  'losses-only': { type: 'boolean' },
  bound: { type: 'boolean' },
});
if (!positionals[0]) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
const pages = readRows(positionals[0]);
const W = Number(opts.weight ?? '1');
const recall = opts.target === 'recall';
const boundary = opts.target === 'boundary';

/** The reading's line metric on its page (cand.b[0] = matched, gold, output lines); undefined
 *  where the gold has no lines. */
function lineMetric(c) {
  const l = c.b?.[0];
  if (!l?.[1]) return undefined;
  // Text taken past the article: output lines the gold does not hold, per gold line.
  if (boundary) return -Math.min(1, (l[2] - l[0]) / l[1]);
  return recall ? l[0] / l[1] : (2 * l[0]) / (l[1] + l[2]);
}
const lineGain = (p, c) => {
  const [a, b] = [lineMetric(p.cands[0]), lineMetric(c)];
  return a === undefined || b === undefined ? undefined : b - a;
};
const shingleGain = (p, c) => c.f1 - p.cands[0].f1;

/** A picker trained on `train`: predicted gain of each reading over cedst+'s own. */
function trainPicker(train) {
  const X = [];
  const y = [];
  const XL = [];
  const yl = [];
  for (const p of train)
    for (const c of p.cands.slice(1)) {
      const row = gainRow(p, c);
      const l = lineGain(p, c);
      X.push(row);
      y.push(shingleGain(p, c) + (opts.two || l === undefined ? 0 : W * l));
      if (opts.two && l !== undefined) {
        XL.push(row);
        yl.push(l);
      }
    }
  const main = fitBoosted(GAIN_FEATURES, X, y);
  if (!opts.two) return (row) => predictBoosted(main, row);
  const line = fitBoosted(GAIN_FEATURES, XL, yl);
  return (row) => {
    const l = predictBoosted(line, row);
    return predictBoosted(main, row) + W * (opts['losses-only'] ? Math.min(0, l) : l);
  };
}

/** The index of the reading taken: the best predicted gain, when it reaches the margin. */
function pick(predict, p) {
  const gains = p.cands.map((c, k) => (k === 0 ? 0 : predict(gainRow(p, c))));
  let best = 0;
  gains.forEach((g, k) => {
    if (g > gains[best]) best = k;
  });
  return best > 0 && gains[best] >= MARGIN ? best : 0;
}

/** Line F1 as `cedst eval --blocks` aggregates it (readings-loso's lineScore), and heading (b[1])
 *  and list-item (b[2]) recall. */
function blocks(chosen) {
  const recallOf = (j) => {
    let m = 0;
    let g = 0;
    for (const c of chosen)
      if (c.b?.[j]) {
        m += c.b[j][0];
        g += c.b[j][1];
      }
    return g ? m / g : undefined;
  };
  return { line: lineScore(chosen), headings: recallOf(1), lists: recallOf(2) };
}

const f = (x) => (x === undefined || Number.isNaN(x) ? '–' : x.toFixed(4));
const mean = (x) => x.reduce((a, b) => a + b, 0) / x.length;
const SETS = [...new Set(pages.map((p) => p.set))];

// Out of fold: every page's pick (and bound) from models trained without its set.
const picks = new Map();
const bounds = new Map();
const OWN = READING_FEATURES.map((n, j) => /** @type {[string, number]} */ ([n, j])).filter(([n]) => !n.startsWith('agree_') && n !== 'kind');
const ownRow = (p) => OWN.map(([, j]) => p.cands[0].x[j]);
for (const held of SETS) {
  const train = pages.filter((p) => p.set !== held);
  const predict = trainPicker(train);
  const bound = opts.bound
    ? fitBoosted(
        OWN.map(([n]) => n),
        train.map(ownRow),
        train.map((p) => Math.max(0, ...p.cands.slice(1).map((c) => shingleGain(p, c) + (lineGain(p, c) ?? 0) * (opts.weight ? W : 0)))),
      )
    : undefined;
  for (const p of pages.filter((q) => q.set === held)) {
    picks.set(p, pick(predict, p));
    if (bound) bounds.set(p, predictBoosted(bound, ownRow(p)));
  }
}

/** Per set and per language: cedst+ alone against the pages' picks under `taken`. */
function report(taken) {
  /** @type {Record<'all' | 'en' | 'zh', number[][]>} */
  const macro = { all: [[], []], en: [[], []], zh: [[], []] };
  /** @type {string[]} */
  const rows = [];
  for (const s of SETS) {
    const ps = pages.filter((p) => p.set === s);
    const off = ps.map((p) => p.cands[0]);
    const on = ps.map((p) => p.cands[taken(p)]);
    const [a, b] = [setScore(off).f1, setScore(on).f1];
    const [la, lb] = [blocks(off), blocks(on)];
    macro.all[0].push(a);
    macro.all[1].push(b);
    for (const lang of /** @type {const} */ (['en', 'zh'])) {
      const q = ps.filter((p) => p.lang === lang);
      if (q.length < 10) continue;
      macro[lang][0].push(setScore(q.map((p) => p.cands[0])).f1);
      macro[lang][1].push(setScore(q.map((p) => p.cands[taken(p)])).f1);
    }
    rows.push(
      `| ${s} | ${ps.length} | ${f(a)} → ${f(b)} | ${f(la.line)} → ${f(lb.line)} | ${f(la.headings)} → ${f(lb.headings)} | ${f(la.lists)} → ${f(lb.lists)} | ${ps.filter((p) => taken(p) > 0).length} |`,
    );
  }
  return { rows, macro: (k) => `${f(mean(macro[k][0]))} → ${f(mean(macro[k][1]))}` };
}

const name = opts.two ? `two models${opts['losses-only'] ? ' (line losses only)' : ''}` : boundary ? 'article boundary' : `line ${recall ? 'recall' : 'F1'}`;
const r = report((p) => picks.get(p));
process.stdout.write(
  [
    `Leave one set out, ${name}, W = ${W}, margin ${MARGIN}:`,
    '',
    '| held-out set | pages | shingle F1 | line F1 | heading R | list R | switched |',
    '|---|---|---|---|---|---|---|',
    ...r.rows,
    '',
    `macro ${r.macro('all')}; English ${r.macro('en')}; Chinese ${r.macro('zh')}`,
    '',
  ].join('\n'),
);
if (opts.bound) {
  for (const t of [0.005, 0.01, 0.015, 0.02, 0.03, 0.05]) {
    const skip = (p) => bounds.get(p) < t;
    const b = report((p) => (skip(p) ? 0 : picks.get(p)));
    const changes = SETS.map((s) => {
      const ps = pages.filter((p) => p.set === s);
      const d = setScore(ps.map((p) => p.cands[skip(p) ? 0 : picks.get(p)])).f1 - setScore(ps.map((p) => p.cands[picks.get(p)])).f1;
      return `${s} ${d >= 0 ? '+' : ''}${d.toFixed(4)}`;
    });
    const share = pages.filter(skip).length / pages.length;
    process.stdout.write(
      `bound ${t}: readings skipped on ${(share * 100).toFixed(1)}% of pages; against the pick: ${changes.join(', ')}; English ${b.macro('en')}, Chinese ${b.macro('zh')} (cedst+ alone → with the bound)\n`,
    );
  }
}
