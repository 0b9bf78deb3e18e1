#!/usr/bin/env node
// `npm run train:readings`: the choose stage's model (issue 31). For every page of the shared sets:
// cedst+'s readings (src/methods/plus/readings.ts), their features (reading-features.ts) and the
// true shingle F1 of each under its set's headline convention. Then, leave one set out, the gain
// model trained on the other sets picks readings on the held-out one: per set, P / R / F1 of
// cedst+ alone, of the pick and of the best reading. Last, the model trained on every set is
// written to models/reading-gains.json (the same pages give the same bytes).
// Usage: npm run train:readings [-- --datasets DIR] [--rows FILE (cache of the rows)] [--no-write]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveOptions } from '../dist/options/resolve.js';
import { createPage } from '../dist/page/context.js';
import { gatherEvidence } from '../dist/methods/plus/evidence.js';
import { runStages } from '../dist/methods/plus/index.js';
import { pageReadings, GAIN_FEATURES, READING_MODEL_PATH } from '../dist/methods/plus/choose.js';
import { readingFeatures, readingText } from '../dist/methods/plus/reading-features.js';
import { decodeHtml } from '../dist/input/decode.js';
import { loadDataset } from '../dist/eval/dataset.js';
import { score } from '../dist/eval/score.js';
import { addsTitleLine, headlineConvention, scoredText } from '../dist/eval/conventions.js';
import { fitBoosted } from './dist/train/boosted-trees.js';
import { predictBoosted } from '../dist/classifiers/boosted-trees.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const args = process.argv.slice(2);
const arg = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const root = resolve(arg('--datasets', join(here, '..', '..', 'shared', 'datasets')));
const rowsFile = arg('--rows');
const SETS = ['cleaneval', 'cleanportaleval', 'daniel', 'dragnet', 'l3s-gn1', 'newspaper4k-tests', 'readability', 'trafilatura-eval', 'wcxb'];
const MARGIN = resolveOptions().plus.readingMargin;

function pageRows() {
  if (rowsFile && existsSync(rowsFile))
    return readFileSync(rowsFile, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
  const options = resolveOptions({ plus: { readings: false }, timeoutMs: 0 });
  const out = [];
  for (const set of SETS) {
    const ds = loadDataset(join(root, set));
    const titleLine = addsTitleLine(headlineConvention(ds.dir, ds.name));
    for (const id of ds.ids) {
      let html = '';
      try {
        html = decodeHtml(readFileSync(join(ds.dir, 'html', `${id}.html`)));
      } catch {}
      const page = createPage(html, options.lang);
      const title = page.metadata.title;
      const evidence = gatherEvidence(page, options);
      const a = runStages(evidence);
      const { readings, schemaText } = pageReadings(a, evidence, runStages);
      const texts = readings.map((r) => readingText(evidence, r.units, page.head.headline));
      const rows = readingFeatures(evidence, readings, texts, schemaText);
      const cands = readings.map((r, k) => {
        const { scores } = score({ [id]: ds.gold[id] }, { [id]: { articleBody: scoredText(title, texts[k], titleLine) } }, [id]);
        return { kind: r.kind, f1: scores.f1 ?? scores.snippetF1 ?? 0, p: scores.precision, r: scores.recall, x: rows[k] };
      });
      out.push({ set, id, cands });
    }
    process.stderr.write(`train:readings: ${set} (${ds.ids.length} pages)\n`);
  }
  if (rowsFile) writeFileSync(rowsFile, out.map((p) => JSON.stringify(p)).join('\n') + '\n');
  return out;
}

/** A reading's row for the gain model: its features, then their difference from cedst+'s. */
const gainRow = (page, c) => [...c.x, ...c.x.map((v, j) => v - page.cands[0].x[j])];
function trainGains(pages) {
  const X = [];
  const y = [];
  for (const p of pages)
    for (const c of p.cands.slice(1)) {
      X.push(gainRow(p, c));
      y.push(c.f1 - p.cands[0].f1);
    }
  return fitBoosted(GAIN_FEATURES, X, y);
}
function pick(model, p) {
  let best = 0;
  let bestGain = 0;
  p.cands.forEach((c, k) => {
    if (k === 0) return;
    const g = predictBoosted(model, gainRow(p, c));
    if (g > bestGain) [best, bestGain] = [k, g];
  });
  return best > 0 && bestGain >= MARGIN ? p.cands[best] : p.cands[0];
}
function setScore(chosen) {
  const ps = chosen.filter((c) => typeof c.p === 'number');
  const rs = chosen.filter((c) => typeof c.r === 'number');
  if (!ps.length) return { f1: chosen.reduce((s, c) => s + c.f1, 0) / chosen.length };
  const P = ps.reduce((s, c) => s + c.p, 0) / ps.length;
  const R = rs.reduce((s, c) => s + c.r, 0) / rs.length;
  return { f1: P + R ? (2 * P * R) / (P + R) : 0, P, R };
}

const pages = pageRows();
const f = (x) => (x === undefined ? '–' : x.toFixed(4));
const lines = [
  `Leave one set out, margin ${MARGIN} (F1 is snippet F1 on trafilatura-eval, page means elsewhere as cedst eval aggregates them):`,
  '',
  '| held-out set | pages | cedst+ F1 (P / R) | with readings F1 (P / R) | best reading (ceiling) | pages switched |',
  '|---|---|---|---|---|---|',
];
const macro = [[], []];
for (const held of SETS) {
  const test = pages.filter((p) => p.set === held);
  if (!test.length) continue;
  const model = trainGains(pages.filter((p) => p.set !== held));
  const chosen = test.map((p) => pick(model, p));
  const b = setScore(test.map((p) => p.cands[0]));
  const a = setScore(chosen);
  const c = setScore(test.map((p) => p.cands.reduce((x, y) => (y.f1 > x.f1 ? y : x))));
  macro[0].push(b.f1);
  macro[1].push(a.f1);
  lines.push(`| ${held} | ${test.length} | ${f(b.f1)} (${f(b.P)} / ${f(b.R)}) | ${f(a.f1)} (${f(a.P)} / ${f(a.R)}) | ${f(c.f1)} | ${chosen.filter((x) => x.kind !== 'plus').length} |`);
}
const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
lines.push('', `macro over ${macro[0].length} sets: cedst+ ${f(mean(macro[0]))}, with readings ${f(mean(macro[1]))}`);
process.stdout.write(lines.join('\n') + '\n');
if (!args.includes('--no-write')) {
  const model = trainGains(pages);
  writeFileSync(READING_MODEL_PATH, JSON.stringify(model) + '\n');
  process.stderr.write(`train:readings: wrote ${READING_MODEL_PATH} (${model.trees.length} trees)\n`);
}
