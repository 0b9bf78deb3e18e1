#!/usr/bin/env node
// @ts-check
// Where the default method's time goes, stage by stage, beside Readability.js on the same pages
// (issue 24's ceiling): for each language, the mean and median ms/page of parsing, the page
// context's lazy parts (units, language, segmentation, metadata), the cedst+ stages, and
// Readability.js (parse included) run interleaved with it in this one process.
// `choose` is the readings and the choose stage (cedst+'s stages again under the two presets, the
// other readings, the gain and confidence models). `--dist` times another build; `--before DIR`
// times a second build (an earlier one, with its models/ and lexicons/ beside it) on every page
// too, interleaved with this one, and adds its columns: a before/after table that a loaded
// machine blurs alike on both sides. `--cpu` times each part in the process's CPU time instead of
// wall time.
// Usage: npm run build && node bench/stages.mjs [--datasets DIR] [--every K] [--langs en,zh] [--dist DIR]
//        [--before DIR] [--cpu]
import { languagePages } from './language-pages.mjs';
import { existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';
import { Readability } from '@mozilla/readability';
import { benchArgs } from './lib/args.mjs';
import { datasetsDir } from './lib/shared-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: opts } = benchArgs(
  `Usage: npm run build && node bench/stages.mjs [--datasets DIR] [--every K] [--langs en,zh] [--dist DIR]
        [--before DIR] [--cpu]`,
  {
    before: { type: 'string' },
    datasets: { type: 'string' },
    dist: { type: 'string' },
    every: { type: 'string' },
    langs: { type: 'string' },
    cpu: { type: 'boolean' },
  },
);
const root = datasetsDir(opts.datasets);
const every = Number(opts.every ?? '1');
const langs = (opts.langs ?? 'en,zh').split(',');
const cpu = opts.cpu === true;
const now = cpu
  ? () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    }
  : () => performance.now();

/** The parts of one build that the breakdown calls. */
async function build(dist) {
  const load = (...p) => import(join(dist, ...p));
  const { resolveOptions } = await load('options', 'resolve.js');
  const { createPage, pageSettings } = await load('page', 'context.js');
  const { PLUS_STAGES, runStages } = await load('methods', 'plus', 'index.js');
  // The choose stage has its own folder since issue 44; a build from before kept it in choose.js.
  const { chooseReading } = await load('methods', 'plus', ...(existsSync(join(dist, 'methods', 'plus', 'choose')) ? ['choose', 'index.js'] : ['choose.js']));
  const { dropCaptions } = await load('methods', 'plus', 'captions.js');
  const { gatherEvidence } = await load('methods', 'plus', 'evidence.js');
  const { articleOf } = await load('methods', 'article.js');
  return { options: resolveOptions({}), createPage, pageSettings, PLUS_STAGES, runStages, chooseReading, dropCaptions, gatherEvidence, articleOf };
}
const dist = resolve(opts.dist ?? join(here, '..', 'dist'));
const after = await build(dist);
const before = opts.before ? await build(resolve(opts.before)) : undefined;

const median = (x) => x.slice().sort((a, b) => a - b)[x.length >> 1] ?? NaN;
const mean = (x) => x.reduce((a, b) => a + b, 0) / x.length;

function cedstPlusByStage(b, html, times) {
  const { options } = b;
  const at = (name, run) => {
    const t = now();
    const out = run();
    (times[name] ??= []).push(now() - t);
    return out;
  };
  const page = at('parse', () => b.createPage(html, options.lang, undefined, b.pageSettings(options)));
  at('units', () => page.units);
  at('language', () => page.lang);
  at('segmentation', () => page.segmented);
  at('metadata', () => page.metadata);
  const evidence = at('evidence', () => b.gatherEvidence(page, options));
  let a = evidence;
  at('plus stages', () => {
    for (const [, stage] of b.PLUS_STAGES) a = stage(a);
  });
  a = at('choose', () => b.dropCaptions(b.chooseReading(a, evidence, b.runStages)));
  const article = at('article', () => b.articleOf(page, a, options));
  at('article metadata', () => page.articleMetadata(article.paragraphs));
}

function readability(html, times) {
  const t = now();
  try {
    new Readability(parseHTML(html).document).parse();
  } catch {
    /* it throws on a few pages; the time counts */
  }
  (times.readability ??= []).push(now() - t);
}

for (const lang of langs) {
  const pages = await languagePages(dist, root, lang, every);
  const runs = [(html, t) => cedstPlusByStage(after, html, t.after), (html, t) => readability(html, t.after)];
  if (before) runs.push((html, t) => cedstPlusByStage(before, html, t.before));
  const warm = { after: {}, before: {} };
  for (const html of pages.slice(0, 20)) for (const run of runs) run(html, warm);
  const times = { after: {}, before: {} };
  pages.forEach((html, i) => {
    // Rotate which goes first, so that none always runs on another's garbage.
    for (let k = 0; k < runs.length; k++) runs[(i + k) % runs.length](html, times);
  });
  const totals = (t) => pages.map((_, i) => Object.entries(t).reduce((s, [k, v]) => (k === 'readability' ? s : s + v[i]), 0));
  const total = totals(times.after);
  const rMedian = median(times.after.readability);
  const unit = cpu ? 'CPU ms/page' : 'ms/page';
  if (!before) {
    process.stdout.write(`\n${lang}: ${pages.length} pages (every ${every}), ${unit}\n\n| part | mean | median | mean share of cedst+ | median / Readability.js median |\n|---|---:|---:|---:|---:|\n`);
    const row = (name, x) =>
      `| ${name} | ${mean(x).toFixed(2)} | ${median(x).toFixed(2)} | ${name === 'Readability.js' ? '' : `${((100 * mean(x)) / mean(total)).toFixed(1)}%`} | ${(median(x) / rMedian).toFixed(2)} |\n`;
    for (const [name, x] of Object.entries(times.after)) if (name !== 'readability') process.stdout.write(row(name, x));
    process.stdout.write(row('cedst+ (sum)', total));
    process.stdout.write(row('Readability.js', times.after.readability));
    continue;
  }
  const totalBefore = totals(times.before);
  process.stdout.write(
    `\n${lang}: ${pages.length} pages (every ${every}), ${unit}, before and after interleaved\n\n| part | before mean (share) | after mean (share) | before median | after median | after median / Readability.js median |\n|---|---:|---:|---:|---:|---:|\n`,
  );
  const share = (x, t) => `${mean(x).toFixed(2)} (${((100 * mean(x)) / mean(t)).toFixed(1)}%)`;
  const row = (name, x, y) =>
    `| ${name} | ${x ? share(x, totalBefore) : ''} | ${share(y, total)} | ${x ? median(x).toFixed(2) : ''} | ${median(y).toFixed(2)} | ${(median(y) / rMedian).toFixed(2)} |\n`;
  for (const [name, y] of Object.entries(times.after)) if (name !== 'readability') process.stdout.write(row(name, times.before[name], y));
  process.stdout.write(row('cedst+ (sum)', totalBefore, total));
  process.stdout.write(`| Readability.js | | ${mean(times.after.readability).toFixed(2)} | | ${rMedian.toFixed(2)} | 1.00 |\n`);
}
