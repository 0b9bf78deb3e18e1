#!/usr/bin/env node
// Where the default method's time goes, stage by stage, beside Readability.js on the same pages
// (issue 24's ceiling): for each language, the mean and median ms/page of parsing, the page
// context's lazy parts (units, language, segmentation, metadata), the cedst+ stages, and
// Readability.js (parse included) run interleaved with it in this one process.
// `choose` is the readings and the choose stage (cedst+'s stages again under the two presets, the
// other readings, the gain and confidence models); `--dist` times another build (before/after).
// Usage: npm run build && node bench/stages.mjs [--datasets DIR] [--every K] [--langs en,zh] [--dist DIR]
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';
import { Readability } from '@mozilla/readability';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const arg = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const root = resolve(arg('--datasets', join(here, '..', '..', 'shared', 'datasets')));
const every = Number(arg('--every', '1'));
const langs = arg('--langs', 'en,zh').split(',');
const dist = resolve(arg('--dist', join(here, '..', 'dist')));
const { resolveOptions } = await import(join(dist, 'options', 'resolve.js'));
const { createPage, pageSettings } = await import(join(dist, 'page', 'context.js'));
const { loadDataset, pagePath } = await import(join(dist, 'eval', 'dataset.js'));
const { decodeHtml } = await import(join(dist, 'input', 'decode.js'));
const { PLUS_STAGES, runStages } = await import(join(dist, 'methods', 'plus', 'index.js'));
const { chooseReading } = await import(join(dist, 'methods', 'plus', 'choose.js'));
const { dropCaptions } = await import(join(dist, 'methods', 'plus', 'captions.js'));
const { gatherEvidence } = await import(join(dist, 'methods', 'plus', 'evidence.js'));
const { articleOf } = await import(join(dist, 'methods', 'article.js'));

const options = resolveOptions({});
const median = (x) => x.slice().sort((a, b) => a - b)[x.length >> 1] ?? NaN;
const mean = (x) => x.reduce((a, b) => a + b, 0) / x.length;

function cedstPlusByStage(html, times) {
  const at = (name, run) => {
    const t = performance.now();
    const out = run();
    (times[name] ??= []).push(performance.now() - t);
    return out;
  };
  const page = at('parse', () => createPage(html, options.lang, undefined, pageSettings(options)));
  at('units', () => page.units);
  at('language', () => page.lang);
  at('segmentation', () => page.segmented);
  at('metadata', () => page.metadata);
  const evidence = at('evidence', () => gatherEvidence(page, options));
  let a = evidence;
  at('plus stages', () => {
    for (const [, stage] of PLUS_STAGES) a = stage(a);
  });
  a = at('choose', () => dropCaptions(chooseReading(a, evidence, runStages)));
  const article = at('article', () => articleOf(page, a, options));
  at('article metadata', () => page.articleMetadata(article.paragraphs));
}

function readability(html, times) {
  const t = performance.now();
  try {
    new Readability(parseHTML(html).document).parse();
  } catch {
    /* it throws on a few pages; the time counts */
  }
  (times.readability ??= []).push(performance.now() - t);
}

for (const lang of langs) {
  const pages = [];
  for (const set of readdirSync(root).sort()) {
    if (!existsSync(join(root, set, 'ground-truth.json'))) continue;
    const ds = loadDataset(join(root, set));
    Object.keys(ds.gold)
      .sort()
      .filter((id) => ds.gold[id].lang === lang)
      .forEach((id, i) => {
        if (i % every === 0) pages.push(decodeHtml(readFileSync(pagePath(ds, id))));
      });
  }
  const warm = {};
  for (const html of pages.slice(0, 20)) {
    cedstPlusByStage(html, warm);
    readability(html, warm);
  }
  const times = {};
  pages.forEach((html, i) => {
    // Alternate which goes first, so that neither always runs on the other's garbage.
    if (i % 2) {
      cedstPlusByStage(html, times);
      readability(html, times);
    } else {
      readability(html, times);
      cedstPlusByStage(html, times);
    }
  });
  const total = pages.map((_, i) => Object.entries(times).reduce((s, [k, v]) => (k === 'readability' ? s : s + v[i]), 0));
  const rMedian = median(times.readability);
  process.stdout.write(`\n${lang}: ${pages.length} pages (every ${every}), ms/page\n\n| part | mean | median | mean share of cedst+ | median / Readability.js median |\n|---|---:|---:|---:|---:|\n`);
  const row = (name, x) =>
    `| ${name} | ${mean(x).toFixed(2)} | ${median(x).toFixed(2)} | ${name === 'Readability.js' ? '' : `${((100 * mean(x)) / mean(total)).toFixed(1)}%`} | ${(median(x) / rMedian).toFixed(2)} |\n`;
  for (const [name, x] of Object.entries(times)) if (name !== 'readability') process.stdout.write(row(name, x));
  process.stdout.write(row('cedst+ (sum)', total));
  process.stdout.write(row('Readability.js', times.readability));
}
