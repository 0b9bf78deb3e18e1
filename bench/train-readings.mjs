#!/usr/bin/env node
// @ts-check
// `npm run train:readings`: the choose stage's model (issue 31). For every page of the shared sets:
// cedst+'s readings (src/methods/plus/readings.ts), their features (reading-features.ts) and the
// true shingle F1 of each under its set's headline convention. Then, leave one set out, the gain
// model trained on the other sets picks readings on the held-out one: per set, P / R / F1 of
// cedst+ alone, of the pick and of the best reading. Last, the model trained on every set is
// written to models/reading-gains.json (the same pages give the same bytes).
// The confidence model likewise: every page's choice out of fold (by the gain model that did not
// see its set), the F1 of the reading taken predicted by boosted trees trained on the other sets,
// an isotonic map fitted on the other sets' out-of-fold predictions; printed per set (AUROC for
// page F1 < 0.8, Spearman, the 80% most confident pages against all) with a calibration table;
// then the model and map fitted on every set go to models/confidence.json.
// Usage: npm run train:readings [-- --datasets DIR] [--rows FILE (cache of the rows)] [--no-write]
//   [--no-damage (the confidence model without damage-features.ts, as before issue 40; implies --no-write)]
//   [--shape (adds damage-features.ts's page-shape features, measured, not shipped; implies --no-write)]
//   [--boundary (adds damage-features.ts's article-boundary features, measured, not shipped; implies --no-write)]
//   [--line-weight W (the gain model's target adds W times the reading's line-F1 gain over cedst+'s,
//    readings-loso.mjs gainTarget; measured, not shipped; implies --no-write)]
// The rows carry each reading's blocks scored as `cedst eval --blocks` scores them (cand.b), so
// the table gives each set's line F1 too.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveOptions } from '../dist/options/resolve.js';
import { READING_MODEL_PATH, takeReading } from '../dist/methods/plus/choose/index.js';
import { dropCaptions } from '../dist/methods/plus/captions.js';
import { articleOf } from '../dist/methods/article.js';
import { goldStructure } from '../dist/eval/block-gold.js';
import { scorePageBlocks } from '../dist/eval/blocks.js';
import { extractionStructure } from '../dist/eval/structure-blocks.js';
import { readingText } from '../dist/methods/plus/choose/reading-features.js';
import { BOUNDARY_FEATURES, DAMAGE_FEATURES, SHAPE_FEATURES } from '../dist/methods/plus/choose/damage-features.js';
import { decodeHtml } from '../dist/input/decode.js';
import { loadDataset } from '../dist/eval/dataset.js';
import { READINGS_SETS } from './dist/train/training-pages.js';
import { score } from '../dist/eval/score.js';
import { addsTitleLine, headlineConvention, scoredText } from '../dist/eval/conventions.js';
import { fitBoosted } from './dist/train/boosted-trees.js';
import { DOUBT, MARGIN, doubtPicks, lineScore, setScore, trainGains, weigh } from './readings-loso.mjs';
import { predictBoosted } from '../dist/classifiers/boosted-trees.js';
import { calibrate } from '../dist/classifiers/calibration.js';
import { CONFIDENCE_FEATURES, CONFIDENCE_MODEL_PATH, confidenceRow } from '../dist/methods/plus/choose/confidence.js';
import { fitIsotonic } from './dist/train/isotonic.js';
import { readingsInstance } from './dist/train/model-instances.js';
import { writeModelFingerprint } from './dist/train/model-fingerprint.js';
import { writeSharedFingerprint } from './dist/train/shared-fingerprint.js';
import { auroc, spearman } from './dist/train/rank-stats.js';
import { benchArgs } from './lib/args.mjs';
import { datasetsDir } from './lib/shared-data.mjs';

const _here = fileURLToPath(new URL('.', import.meta.url));
const { values: opts } = benchArgs(
  `Usage: npm run train:readings [-- --datasets DIR] [--rows FILE (cache of the rows)] [--no-write]
   [--no-damage (the confidence model without damage-features.ts, as before issue 40; implies --no-write)]
   [--shape (adds damage-features.ts's page-shape features, measured, not shipped; implies --no-write)]
   [--boundary (adds damage-features.ts's article-boundary features, measured, not shipped; implies --no-write)]`,
  {
    datasets: { type: 'string' },
    merge: { type: 'string' },
    rows: { type: 'string' },
    shard: { type: 'string' },
    'no-damage': { type: 'boolean' },
    boundary: { type: 'boolean' },
    'no-write': { type: 'boolean' },
    'line-weight': { type: 'string' },
    shape: { type: 'boolean' },
  },
);
const root = datasetsDir(opts.datasets);
const rowsFile = opts.rows;
// --shard i/n: only every n-th page of each set from the i-th (0-based), for rows computed in
// parallel; --merge FILES (comma-separated shard row files) puts them back in page order.
const [shardAt, shardOf] = (opts.shard ?? '0/1').split('/').map(Number);
const mergeFiles = opts.merge;
/** Its sets, as the shared-page fingerprint samples them (training-pages.ts). */
const SETS = READINGS_SETS;
/** The unit-by-unit votes measured against picking: a unit kept by at least m readings. */
const VOTES = [2, 3, 4, 5];

function pageRows() {
  if (mergeFiles) {
    const rows = mergeFiles.split(',').flatMap((file) =>
      readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    );
    const key = (p) => [SETS.indexOf(p.set), p.id];
    rows.sort((a, b) => key(a)[0] - key(b)[0] || (key(a)[1] < key(b)[1] ? -1 : key(a)[1] > key(b)[1] ? 1 : 0));
    if (rowsFile) writeFileSync(rowsFile, rows.map((p) => JSON.stringify(p)).join('\n') + '\n');
    return rows;
  }
  if (rowsFile && existsSync(rowsFile))
    return readFileSync(rowsFile, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
  // The article as `cedst eval --blocks` renders it (images on: they change the blocks only).
  const blockOptions = resolveOptions({ plus: { readings: false }, timeoutMs: 0, images: true });
  const out = [];
  for (const set of SETS) {
    // A datasets folder may hold some of the sets (a quick run on one).
    if (!existsSync(join(root, set))) continue;
    const ds = loadDataset(join(root, set));
    const titleLine = addsTitleLine(headlineConvention(ds.dir, ds.name));
    for (const [at, id] of ds.ids.entries()) {
      if (at % shardOf !== shardAt) continue;
      let html = '';
      try {
        html = decodeHtml(readFileSync(join(ds.dir, 'html', `${id}.html`)));
      } catch {}
      // The page's readings and their features, as the fingerprint of the model computes them.
      const { page, title, a, evidence, readings, texts, features: rows, damage, edges, shape } = readingsInstance(html);
      const gold = goldStructure(ds, id);
      const cands = readings.map((r, k) => {
        const { scores } = score({ [id]: ds.gold[id] }, { [id]: { articleBody: scoredText(title, texts[k], titleLine) } }, [id]);
        const cand = { kind: r.kind, f1: scores.f1 ?? scores.snippetF1 ?? 0, p: scores.precision, r: scores.recall, x: rows[k], d: damage[k], o: edges[k] };
        // b: the reading's blocks scored as `cedst eval --blocks` scores the article (blocks.ts):
        // line counts [matched, gold, out], then [matched, gold] of headings, list items, table
        // cells and images where the gold is HTML.
        if (gold) {
          const article = articleOf(page, dropCaptions(takeReading(a, r)), blockOptions);
          const x = { ...page.articleMetadata(article.paragraphs), ...article };
          const s = scorePageBlocks(gold.record, extractionStructure(x, titleLine), gold.structure);
          const st = s.structure;
          cand.b = [[s.lines.matched, s.lines.gold, s.lines.out], ...(st ? ['headings', 'listItems', 'tableCells', 'images'].map((k) => [st[k].matched, st[k].gold]) : [])];
        }
        return cand;
      });
      // Fusing instead of picking (the issue asks whether it does better): a unit is kept when at
      // least m of the readings keep it.
      const votes = new Map();
      for (const r of readings) for (const u of r.units) votes.set(u, (votes.get(u) ?? 0) + 1);
      const fused = VOTES.map((m) => {
        const units = [...votes]
          .filter(([, n]) => n >= m)
          .map(([u]) => u)
          .sort((a, b) => a - b);
        const text = readingText(evidence, units, page.head.headline);
        const { scores } = score({ [id]: ds.gold[id] }, { [id]: { articleBody: scoredText(title, text, titleLine) } }, [id]);
        return scores.f1 ?? scores.snippetF1 ?? 0;
      });
      out.push({ set, id, lang: ds.gold[id].lang, shape, cands, fused });
    }
    process.stderr.write(`train:readings: ${set} (${ds.ids.length} pages)\n`);
  }
  if (rowsFile) writeFileSync(rowsFile, out.map((p) => JSON.stringify(p)).join('\n') + '\n');
  return out;
}

const pages = pageRows();
const lineWeight = Number(opts['line-weight'] ?? '0');
const f = (x) => (x === undefined ? '–' : x.toFixed(4));
// Every page's plain pick by the gain model that did not see its set, kept on the page: the
// confidence model learns from these. Then the choose stage's pick, which weighs the gain against
// the confidence model's doubt (trained without the set too).
for (const held of SETS) {
  const test = pages.filter((p) => p.set === held);
  if (!test.length) continue;
  const model = trainGains(
    pages.filter((p) => p.set !== held),
    lineWeight,
  );
  for (const p of test) Object.assign(p, weigh(model, p));
}
const taken = doubtPicks(pages, (p) => p.set);
const lines = [
  `Leave one set out, margin ${MARGIN}, doubt ${DOUBT} (F1 is snippet F1 on trafilatura-eval, page means elsewhere as cedst eval aggregates them):`,
  '',
  '| held-out set | pages | cedst+ F1 (P / R) | with readings F1 (P / R) | without the doubt | best reading (ceiling) | pages switched | line F1, cedst+ → with readings |',
  '|---|---|---|---|---|---|---|---|',
];
const macro = /** @type {number[][]} */ ([[], [], []]);
for (const held of SETS) {
  const test = pages.filter((p) => p.set === held);
  if (!test.length) continue;
  const chosen = test.map((p) => p.cands[taken.get(p)]);
  const b = setScore(test.map((p) => p.cands[0]));
  const a = setScore(chosen);
  const plain = setScore(test.map((p) => p.cands[p.pick]));
  const c = setScore(test.map((p) => p.cands.reduce((x, y) => (y.f1 > x.f1 ? y : x))));
  macro[0].push(b.f1);
  macro[1].push(a.f1);
  macro[2].push(plain.f1);
  const [lb, la] = [lineScore(test.map((p) => p.cands[0])), lineScore(chosen)];
  lines.push(
    `| ${held} | ${test.length} | ${f(b.f1)} (${f(b.P)} / ${f(b.R)}) | ${f(a.f1)} (${f(a.P)} / ${f(a.R)}) | ${f(plain.f1)} | ${f(c.f1)} | ${chosen.filter((x) => x.kind !== 'plus').length} | ${f(lb)} → ${f(la)} |`,
  );
}
const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
lines.push('', `macro over ${macro[0].length} sets: cedst+ ${f(mean(macro[0]))}, with readings ${f(mean(macro[1]))} (without the doubt ${f(mean(macro[2]))})`);
if (pages.every((p) => p.fused)) {
  // Page means per set (the pick's too, so that the three compare like for like), then the macro.
  const bySet = SETS.filter((s) => pages.some((p) => p.set === s)).map((s) => pages.filter((p) => p.set === s));
  const pageMacro = (value) => f(mean(bySet.map((ps) => mean(ps.map(value)))));
  lines.push(
    '',
    `Fusing instead of picking, page-mean F1 macro over the sets: cedst+ alone ${pageMacro((p) => p.cands[0].f1)}, the pick ${pageMacro((p) => p.cands[taken.get(p)].f1)}, ` +
      VOTES.map((m, j) => `units kept by ${m}+ readings ${pageMacro((p) => p.fused[j])}`).join(', '),
  );
}

// Confidence, leave one set out.
const kindsOf = (p) => p.cands.map((c) => c.kind);
// --no-damage: the model as it was before damage-features.ts, for the before/after of issue 40.
const noDamage = opts['no-damage'] === true;
const shape = opts.shape === true;
const baseCount = CONFIDENCE_FEATURES.length - DAMAGE_FEATURES.length;
// --boundary: with the article-boundary features of the reading taken (rows' cand.o).
const boundary = opts.boundary === true;
const extra = [...(shape ? SHAPE_FEATURES : []), ...(boundary ? BOUNDARY_FEATURES : [])];
const confFeatures = noDamage ? CONFIDENCE_FEATURES.slice(0, baseCount) : [...CONFIDENCE_FEATURES, ...extra];
// The model learns the F1 of the gain model's plain pick (p.pick); it is judged, below, on the
// reading the choose stage takes (`taken`, with the doubt).
const confX = (p, k = p.pick) => {
  const row = confidenceRow({ kinds: kindsOf(p), rows: p.cands.map((c) => c.x), gains: p.gains, damage: p.cands.map((c) => c.d) }, k);
  return noDamage ? row.slice(0, baseCount) : [...row, ...(shape ? p.shape : []), ...(boundary ? p.cands[k].o : [])];
};
const confY = (p) => p.cands[p.pick].f1;
const takenY = (p) => p.cands[taken.get(p)].f1;
const trainConfidence = (ps) =>
  fitBoosted(
    confFeatures,
    ps.map((p) => confX(p)),
    ps.map(confY),
  );
const present = SETS.filter((s) => pages.some((p) => p.set === s));
for (const held of present) {
  const m = trainConfidence(pages.filter((p) => p.set !== held));
  for (const p of pages.filter((p) => p.set === held)) {
    p.raw = predictBoosted(m, confX(p));
    p.rawTaken = predictBoosted(m, confX(p, taken.get(p)));
  }
}
for (const held of present) {
  const others = pages.filter((p) => p.set !== held);
  const map = fitIsotonic(
    others.map((p) => p.raw),
    others.map(confY),
  );
  for (const p of pages.filter((p) => p.set === held)) p.conf = Math.min(1, Math.max(0, calibrate(map, p.rawTaken)));
}
function confidenceLine(name, ps) {
  const conf = ps.map((p) => p.conf);
  const f1 = ps.map(takenY);
  const top = ps
    .map((p) => [p.conf, takenY(p)])
    .sort((a, b) => b[0] - a[0])
    .slice(0, Math.floor(ps.length * 0.8));
  const fails = f1.filter((y) => y < 0.8).length;
  // Confident failures: pages under 0.5 given 0.9 or more (issue 40).
  const sure = ps.filter((p) => p.conf >= 0.9 && takenY(p) < 0.5).length;
  return `| ${name} | ${ps.length} | ${fails} | ${f(
    auroc(
      conf.map((x) => -x),
      f1.map((y) => y < 0.8),
    ),
  )} | ${f(spearman(conf, f1))} | ${f(mean(f1))} | ${f(mean(top.map((x) => x[1])))} | ${f(mean(top.map((x) => x[1])) - mean(f1))} | ${f(mean(conf))} | ${sure} |`;
}
lines.push(
  '',
  "Confidence, leave one set out (each set's confidence from the model and map fitted without it; F1 is the page F1 of the reading taken):",
  '',
  '| held-out set | pages | pages F1 < 0.8 | AUROC (F1 < 0.8) | Spearman | mean F1 | mean F1, 80% most confident | gain | mean confidence | F1 < 0.5 at ≥ 0.9 |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...present.map((s) =>
    confidenceLine(
      s,
      pages.filter((p) => p.set === s),
    ),
  ),
  confidenceLine('all pages', pages),
  confidenceLine(
    'all English pages',
    pages.filter((p) => p.lang === 'en'),
  ),
  confidenceLine(
    'all Chinese pages',
    pages.filter((p) => p.lang === 'zh'),
  ),
  '',
  'Calibration, leave one set out (all pages):',
  '',
  '| confidence | pages | mean confidence | mean true F1 |',
  '|---|---|---|---|',
);
const BINS = [0, 0.5, 0.7, 0.8, 0.85, 0.9, 0.95, 1.000001];
for (let i = 0; i + 1 < BINS.length; i++) {
  const ps = pages.filter((p) => p.conf >= BINS[i] && p.conf < BINS[i + 1]);
  const hi = i + 2 === BINS.length ? '1' : BINS[i + 1].toFixed(2);
  lines.push(`| ${BINS[i].toFixed(2)}–${hi} | ${ps.length} | ${ps.length ? f(mean(ps.map((p) => p.conf))) : '–'} | ${ps.length ? f(mean(ps.map(takenY))) : '–'} |`);
}
process.stdout.write(lines.join('\n') + '\n');
if (opts['no-write'] !== true && !noDamage && !boundary && !shape && !lineWeight) {
  const model = trainGains(pages);
  writeFileSync(READING_MODEL_PATH, JSON.stringify(model) + '\n');
  process.stderr.write(`train:readings: wrote ${READING_MODEL_PATH} (${model.trees.length} trees)\n`);
  // Out-of-fold choices and predictions: what the shipped models will meet on unseen pages.
  const conf = trainConfidence(pages);
  const calibration = fitIsotonic(
    pages.map((p) => p.raw),
    pages.map(confY),
  );
  writeFileSync(CONFIDENCE_MODEL_PATH, JSON.stringify({ ...conf, calibration }) + '\n');
  process.stderr.write(`train:readings: wrote ${CONFIDENCE_MODEL_PATH} (${conf.trees.length} trees, ${calibration.x.length} calibration points)\n`);
  // What the code computes on the fixture pages, checked by test/train/model-fingerprints.test.ts.
  process.stderr.write(`train:readings: wrote ${writeModelFingerprint('readings', join(_here, '..', 'fixtures'), dirname(READING_MODEL_PATH))}\n`);
  // And on a sample of the training pages, checked by test/train/shared-fingerprints.test.ts.
  process.stderr.write(`train:readings: wrote ${writeSharedFingerprint('readings', root, dirname(READING_MODEL_PATH))}\n`);
}
