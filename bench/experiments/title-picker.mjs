#!/usr/bin/env node
// @ts-check
// A learned title picker, measured against the rules (issue 59's title targets): every title the
// page declares or shows becomes a candidate (each <h1>, the <title> whole, each of its parts and
// its cleaned form, og:title and twitter:title whole and cleaned, JSON-LD's headline and name, and
// the rules' own pick), one candidate per distinct string (`comparable`), with features: which
// sources give it, how many, its size, its case, whether the rules pick it and whether an h1 that
// shows it sits in a block read as noise. A logistic regression (bench/src/train/logistic.ts) and
// boosted trees (bench/src/train/boosted-trees.ts, the readings models' learner) each score the
// candidates; the page's title is the best-scoring one.
// Measured leave one set out over the sets with title gold (wcxb, l3s-gn1, readability: train on
// two, pick on the third) and in five host-disjoint folds inside wcxb; printed beside the rules.
// A title is right when it equals the gold after NFKC, case, quotes and dashes (`comparable`).
// Prints counts only: no page text. Nothing is written.
// Usage: node bench/experiments/title-picker.mjs [--dist DIR]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from '../lib/args.mjs';
import { datasetsDir } from '../lib/shared-data.mjs';
import { fitLogistic } from '../dist/train/logistic.js';
import { fitBoosted } from '../dist/train/boosted-trees.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values: opts } = benchArgs('Usage: node bench/experiments/title-picker.mjs [--dist DIR]', { dist: { type: 'string' } });
const dist = resolve(opts.dist ?? join(here, '..', '..', 'dist'));
const load = (p) => import(join(dist, p));
const { extract } = await load('index.js');
const { decodeHtml } = await load('input/decode.js');
const { parseDocument } = await load('dom/parse.js');
const { collectParts, firstMeta, inNoise } = await load('metadata/collect.js');
const { readJsonLd } = await load('metadata/jsonld.js');
const { clean, comparable } = await load('metadata/text.js');
const { cleanTitle, splitTitle, size } = await load('metadata/title.js');
const { predictBoosted } = await load('classifiers/boosted-trees.js');

const SETS = ['wcxb', 'l3s-gn1', 'readability'];
const SOURCES = ['h1', 'h1Noise', 'title', 'titleFirst', 'titleLast', 'titleMiddle', 'titleClean', 'og', 'ogClean', 'twitter', 'ldHeadline', 'ldName', 'rules'];
const FEATURES = [...SOURCES, 'sources', 'declared', 'size', 'sizeLog', 'allCaps', 'lowerStart', 'h1s', 'onlyH1', 'longestDeclared', 'hasSeparator'];

/** The candidates of a page: Map comparable → { text, sources:Set }. */
function candidates(html) {
  const r = extract(html, { timeoutMs: 0 });
  const parts = collectParts(parseDocument(html));
  const ld = readJsonLd(parts.jsonLd);
  const cands = new Map();
  const add = (source, text) => {
    const t = clean(text ?? '');
    if (!t || t.length > 300) return;
    const key = comparable(t);
    if (!key) return;
    if (!cands.has(key)) cands.set(key, { text: t, sources: new Set() });
    cands.get(key).sources.add(source);
  };
  for (const el of parts.h1) add(inNoise(el) ? 'h1Noise' : 'h1', el.textContent);
  const raw = clean(parts.title ?? '');
  add('title', raw);
  const { segments } = splitTitle(raw);
  if (segments.length > 1) segments.forEach((s, i) => add(i === 0 ? 'titleFirst' : i === segments.length - 1 ? 'titleLast' : 'titleMiddle', s));
  add('titleClean', cleanTitle(raw).title);
  const og = firstMeta(parts, ['og:title']);
  add('og', og);
  if (og) add('ogClean', cleanTitle(og).title);
  add('twitter', firstMeta(parts, ['twitter:title']));
  add('ldHeadline', ld.headline);
  add('ldName', ld.name);
  add('rules', r.title);
  const h1s = parts.h1.length;
  const declared = [raw, og, ld.headline].filter(Boolean).map((t) => size(clean(t)));
  const longest = Math.max(0, ...declared);
  return {
    rules: comparable(r.title ?? ''),
    list: [...cands.entries()].map(([key, c]) => {
      const words = size(c.text);
      const letters = c.text.replace(/[^\p{L}]/gu, '');
      return {
        key,
        x: [
          ...SOURCES.map((s) => (c.sources.has(s) ? 1 : 0)),
          c.sources.size,
          ['title', 'og', 'ldHeadline', 'twitter', 'ogClean', 'titleClean'].filter((s) => c.sources.has(s)).length,
          Math.min(words, 30) / 10,
          Math.log1p(words),
          letters.length > 3 && letters === letters.toUpperCase() ? 1 : 0,
          /^\p{Ll}/u.test(c.text) ? 1 : 0,
          Math.min(h1s, 5),
          h1s === 1 ? 1 : 0,
          longest > 0 ? Math.min(words / longest, 3) : 0,
          splitTitle(c.text).segments.length > 1 ? 1 : 0,
        ],
      };
    }),
  };
}

const pages = [];
for (const set of SETS) {
  const dir = join(datasetsDir(), set);
  const gold = JSON.parse(readFileSync(join(dir, 'ground-truth.json'), 'utf8'));
  for (const [id, g] of Object.entries(gold)) {
    const want = typeof g.title === 'string' ? g.title : typeof g.headline === 'string' ? g.headline.split('\n')[0] : undefined;
    if (!want || (g.lang && g.lang !== 'en')) continue;
    const html = decodeHtml(readFileSync(join(dir, 'html', `${id}.html`)));
    const c = candidates(html);
    let host = id;
    try {
      host = new URL(g.url).hostname;
    } catch {
      // no address: the page is its own host
    }
    pages.push({ set, id, host, want: comparable(want), ...c });
  }
  process.stderr.write(`title-picker: ${set} read\n`);
}

/** Both learners fitted on `ps`'s candidates (label: the candidate is the gold title); each is a
 *  scoring function of a candidate's row. */
const train = (ps) => {
  const x = [];
  const y = [];
  for (const p of ps)
    for (const c of p.list) {
      x.push(c.x);
      y.push(c.key === p.want ? 1 : 0);
    }
  const lr = fitLogistic(x, y, { iterations: 1500, rate: 0.5, l2: 1e-3 });
  const trees = fitBoosted(FEATURES, x, y);
  return {
    logistic: (row) => row.reduce((z, v, j) => z + lr.weights[j] * v, lr.bias),
    trees: (row) => predictBoosted(trees, row),
  };
};
/** The candidate `score` ranks first (the first of equals: the order the sources were read). */
const pick = (score, p) => {
  let best;
  let top = -Infinity;
  for (const c of p.list) {
    const s = score(c.x);
    if (s > top) {
      top = s;
      best = c.key;
    }
  }
  return best;
};
const f = (n, of) => `${n}/${of} = ${(n / of).toFixed(3)}`;
const right = (test, score) => test.filter((p) => (score ? pick(score, p) : p.rules) === p.want).length;
console.log('| held out | pages | rules | logistic | boosted trees | some candidate |');
console.log('| --- | ---: | --- | --- | --- | --- |');
for (const held of SETS) {
  const test = pages.filter((p) => p.set === held);
  const m = train(pages.filter((p) => p.set !== held));
  const ceiling = test.filter((p) => p.list.some((c) => c.key === p.want)).length;
  console.log(
    `| ${held} (trained on the other two) | ${test.length} | ${f(right(test), test.length)} | ${f(right(test, m.logistic), test.length)} | ${f(right(test, m.trees), test.length)} | ${f(ceiling, test.length)} |`,
  );
}
const wcxb = pages.filter((p) => p.set === 'wcxb');
const hosts = [...new Set(wcxb.map((p) => p.host))].sort();
const fold = (h) => hosts.indexOf(h) % 5;
const sums = [0, 0, 0];
for (let k = 0; k < 5; k++) {
  const test = wcxb.filter((p) => fold(p.host) === k);
  const m = train([...pages.filter((p) => p.set !== 'wcxb'), ...wcxb.filter((p) => fold(p.host) !== k)]);
  sums[0] += right(test);
  sums[1] += right(test, m.logistic);
  sums[2] += right(test, m.trees);
}
console.log(`| wcxb, 5 host-disjoint folds (trained on the other folds and both other sets) | ${wcxb.length} | ${sums.map((n) => f(n, wcxb.length)).join(' | ')} | – |`);
