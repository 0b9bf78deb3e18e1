#!/usr/bin/env node
// Train cedst+'s learned evidence source (src/pipeline/features/learned.ts, docs/method.md §7.9) and write
// models/learned-units.json. Reproducible: pages in (set, id) order, the host-disjoint split by
// sha1 (bench/src/train/split.ts), Newton's method with sums in one order, weights rounded to 6
// significant digits; running it again gives the same bytes. No page or gold text goes into the
// model: only feature means, scales and weights.
//
//   npm run train                       the shipped model: train buckets (0-5) of the human-gold sets
//   npm run train -- --loso [DIR]       also one model per set, trained without that set
//                                       (DIR/without-<set>.json, default bench/loso-models), for
//                                       `npm run results -- --loso [DIR]`
//   node bench/train-learned.mjs --fixtures
//                                       a model from the project's own fixtures, to stdout (the test)
//   [--cache FILE]  keep the extracted rows (numbers and labels only) outside the repository
//   [--l2 X]        the L2 penalty (default 1e-3)
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeHtml } from '../dist/input/decode.js';
import { logisticJson } from '../dist/classifiers/logistic.js';
import { pageHost, partOfBucket, splitBucket } from './dist/train/split.js';
import { trainLearned, unitRows } from './dist/train/unit-rows.js';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..');
const DATASETS = resolve(repo, '../shared/datasets');
/** The sets whose gold is a human's full article body. `readability` and `newspaper4k-tests` hold
 *  other extractors' output and `trafilatura-eval` snippets only: they never train. */
const TRAIN_SETS = ['cleaneval', 'cleanportaleval', 'daniel', 'dragnet', 'l3s-gn1', 'wcxb'];

function arg(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function goldOf(set) {
  let g = JSON.parse(readFileSync(join(DATASETS, set, 'ground-truth.json'), 'utf8'));
  if (g.output && g.version) g = g.output;
  return g;
}

/** Rows of every training page, in (set, id) order, with the page's split part. */
function extractAll() {
  const pages = [];
  let n = 0;
  for (const set of TRAIN_SETS) {
    const gold = goldOf(set);
    for (const id of Object.keys(gold).sort()) {
      const e = gold[id];
      const file = join(DATASETS, set, 'html', `${id}.html`);
      if (!e.articleBody || e.gold_type === 'snippets' || !existsSync(file)) continue;
      const part = partOfBucket(splitBucket(set, pageHost(id, { url: e.url, site: e.site })));
      try {
        const r = unitRows(decodeHtml(readFileSync(file)), e.articleBody);
        pages.push({ set, part, ...r });
      } catch (err) {
        process.stderr.write(`${set}/${id}: ${err.message}\n`);
      }
      if (++n % 250 === 0) process.stderr.write(`${n} pages\n`);
    }
  }
  return pages;
}

function loadPages() {
  const cache = arg('--cache');
  if (cache && existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8'));
  const pages = extractAll();
  if (cache) writeFileSync(cache, JSON.stringify(pages));
  return pages;
}

function fixturePages() {
  const dir = join(repo, 'fixtures');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'expected.txt')))
    .map((d) => d.name)
    .sort()
    .map((name) => unitRows(readFileSync(join(dir, name, 'page.html'), 'utf8'), readFileSync(join(dir, name, 'expected.txt'), 'utf8')));
}

function main() {
  const settings = { l2: Number(arg('--l2') ?? 1e-3), iterations: 25 };
  if (process.argv.includes('--fixtures')) {
    process.stdout.write(logisticJson(trainLearned(fixturePages(), settings)));
    return;
  }
  const pages = loadPages();
  const train = (keep) =>
    trainLearned(
      pages.filter((p) => p.part === 'train' && keep(p)),
      settings,
    );
  const out = resolve(arg('--out') ?? join(repo, 'models/learned-units.json'));
  writeFileSync(out, logisticJson(train(() => true)));
  process.stderr.write(`wrote ${out}\n`);
  const given = arg('--loso');
  const loso = process.argv.includes('--loso') ? resolve(given && !given.startsWith('--') ? given : join(repo, 'bench/loso-models')) : undefined;
  if (loso) {
    mkdirSync(loso, { recursive: true });
    const sets = readdirSync(DATASETS, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(DATASETS, d.name, 'ground-truth.json')))
      .map((d) => d.name)
      .sort();
    for (const held of sets) {
      writeFileSync(join(loso, `without-${held}.json`), logisticJson(train((p) => p.set !== held)));
      process.stderr.write(`trained without ${held}\n`);
    }
  }
}

main();
