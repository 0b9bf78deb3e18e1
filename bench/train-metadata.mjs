#!/usr/bin/env node
// @ts-check
// `npm run train:metadata`: the learned author picker's model (issue 33). For every page of the two
// metadata golds (wcxb's ground-truth.json, 748 recent English pages; daniel's metadata/gold.json,
// 250 Chinese and English pages), `extract` (default method) runs, and the author readers' names
// once the article is known (src/metadata/author-picker.ts) become candidates with features,
// labelled by whether the gold names them (NFKC, case, spaces and dots ignored; a daniel page whose
// gold author is null, unsure, is left out). A logistic regression (bench/src/train/logistic.ts)
// scores them; the threshold is the one that maximises, on host-grouped 5-fold out-of-fold scores
// of the training pages, (pages where every name we give is a gold name) − 2 × (pages where one
// is not): a wrong name costs twice a missing one.
// Printed (stderr): leave one set out (train on wcxb → score daniel; train on daniel → score
// wcxb), both sets pooled in 5 host-disjoint folds, and by daniel halves (train on wcxb and one
// half → score the other; no host on both sides), per set, language and half: author recall,
// precision and none, rules against picker.
// Last, the model trained on both sets is written to models/metadata-authors.json (the same pages
// give the same bytes; --no-write skips it, --out FILE writes elsewhere).
// Usage: npm run train:metadata [-- --datasets DIR] [--rows FILE (cache of the rows)] [--no-write] [--out FILE]
//        npm run train:metadata -- --ceiling [--rows FILE]   (only the ceiling of author recall over the
//        readers' candidates, per set and language, on stdout; nothing trained or written)
//        node bench/train-metadata.mjs --synthetic --out FILE   (a tiny built-in set: for the test)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fitLogistic, round6 } from './dist/train/logistic.js';
import { pageHost } from './dist/train/split.js';
import { sha1Prefix } from './dist/train/labels.js';
import { benchArgs } from './lib/args.mjs';
import { datasetsDir } from './lib/shared-data.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values: opts } = benchArgs(
  `Usage: npm run train:metadata [-- --datasets DIR] [--rows FILE (cache of the rows)] [--no-write] [--out FILE]
        npm run train:metadata -- --ceiling [--rows FILE]   (only the ceiling of author recall over the
        readers' candidates, per set and language, on stdout; nothing trained or written)
        node bench/train-metadata.mjs --synthetic --out FILE   (a tiny built-in set: for the test)`,
  {
    datasets: { type: 'string' },
    out: { type: 'string' },
    rows: { type: 'string' },
    ceiling: { type: 'boolean' },
    'no-write': { type: 'boolean' },
    synthetic: { type: 'boolean' },
  },
);
const root = datasetsDir(opts.datasets);
const rowsFile = opts.rows;
const out = opts.out ?? join(here, '..', 'models', 'metadata-authors.json');
const synthetic = opts.synthetic === true;
const log = (s) => process.stderr.write(`${s}\n`);

const { AUTHOR_FEATURES, candidateFeatures, pickAuthors } = await import('../dist/metadata/author-picker.js');
const { normName } = await import('../dist/eval/metadata-score.js');

/** Settings of the learner and the threshold search: fixed, stated here. */
const LEARNER = { iterations: 4000, rate: 0.5, l2: 0.001 };
const FOLDS = 5;
const WRONG_COST = 2;
const THRESHOLDS = Array.from({ length: 37 }, (_, i) => round6(0.05 + i * 0.025));

/** One row a page: {set, id, lang, half, host, gold: names | null, reading}. */
async function pageRows() {
  if (rowsFile && existsSync(rowsFile))
    return readFileSync(rowsFile, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
  const { authorInstance } = await import('./dist/train/model-instances.js');
  const { decodeHtml } = await import('../dist/input/decode.js');
  const { loadMetadataGold } = await import('../dist/eval/metadata-score.js');
  const { METADATA_GOLDS } = await import('./dist/train/training-pages.js');
  // The two metadata golds (training-pages.ts, which the shared-page fingerprint samples too), each
  // with its set's pages and the set's own gold for the page's address.
  const sets = METADATA_GOLDS.map(({ set, gold }) => ({ set, gold: gold(root), pages: join(root, set, 'html'), origin: join(root, set, 'ground-truth.json') }));
  const rows = [];
  for (const s of sets) {
    const gold = loadMetadataGold(s.gold);
    const origin = JSON.parse(readFileSync(s.origin, 'utf8'));
    const langs = [...new Set(Object.values(gold).map((g) => g.lang))].sort();
    for (const lang of langs) {
      const ids = Object.keys(gold)
        .filter((id) => gold[id].lang === lang)
        .sort();
      ids.forEach((id, i) => {
        const html = decodeHtml(readFileSync(join(s.pages, `${id}.html`)));
        // As the fingerprint of the model computes it.
        const reading = authorInstance(html);
        const o = origin[id] ?? {};
        rows.push({ set: s.set, id, lang, half: i % 2 === 0 ? 'dev' : 'held-out', host: pageHost(id, { url: o.url || undefined, site: o.site }), gold: gold[id].author, reading });
      });
      log(`${s.set} ${lang}: ${ids.length} pages read`);
    }
  }
  if (rowsFile) writeFileSync(rowsFile, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  return rows;
}

/** A tiny set of made-up pages, for the reproducibility test. */
function syntheticRows() {
  const rows = [];
  const reader = ['jsonld', 'region', 'meta', 'lines'];
  for (let i = 0; i < 40; i++) {
    const good = `Ann Lee${String.fromCharCode(97 + (i % 26))}`;
    const bad = `News Desk${i}`;
    const candidates = [
      { name: good, readers: [reader[i % 4], ...(i % 3 ? ['meta'] : [])], rank: 0, ruled: i % 5 !== 0, editor: false, site: false },
      { name: bad, readers: [reader[(i + 1) % 4]], rank: 1, ruled: i % 5 === 0, editor: i % 7 === 0, site: i % 2 === 0 },
    ];
    rows.push({
      set: i % 2 ? 'a' : 'b',
      id: String(i),
      lang: 'en',
      half: i % 4 < 2 ? 'dev' : 'held-out',
      host: `h${i % 10}`,
      gold: [good],
      reading: { rules: [i % 5 ? good : bad], candidates, zh: false },
    });
  }
  return rows;
}

const golden = (row) => new Set(row.gold.map(normName));

function instances(rows) {
  const x = [];
  const y = [];
  for (const r of rows) {
    if (!r.gold) continue;
    const g = golden(r);
    for (const c of r.reading.candidates) {
      x.push(candidateFeatures(c, r.reading));
      y.push(g.has(normName(c.name)) ? 1 : 0);
    }
  }
  return { x, y };
}

function fitModel(rows) {
  const { x, y } = instances(rows);
  const f = fitLogistic(x, y, LEARNER);
  return { features: [...AUTHOR_FEATURES], weights: f.weights.map(round6), bias: round6(f.bias), threshold: 0.5 };
}

/** Page verdicts of a pick: recall (every gold name among ours), none (gold names nobody, we
 *  neither), precise (we name someone and all are gold names). */
function verdict(row, picked) {
  const g = golden(row);
  const ours = picked.map(normName);
  const v = {};
  if (row.gold.length) v.recall = row.gold.every((n) => ours.includes(normName(n)));
  else v.none = ours.length === 0;
  if (ours.length) v.precise = ours.every((n) => g.has(n));
  return v;
}

/** The threshold that maximises precise − WRONG_COST × imprecise on out-of-fold scores of `rows`
 *  (folds by host). */
function chooseThreshold(rows) {
  const scored = rows.filter((r) => r.gold);
  const fold = (r) => sha1Prefix(`metadata-authors|${r.host}`) % FOLDS;
  const picks = THRESHOLDS.map(() => /** @type {{ precise?: boolean }[]} */ ([]));
  for (let k = 0; k < FOLDS; k++) {
    const model = fitModel(scored.filter((r) => fold(r) !== k));
    for (const r of scored.filter((r) => fold(r) === k)) THRESHOLDS.forEach((t, i) => picks[i].push(verdict(r, pickAuthors(r.reading, model, t))));
  }
  let best = THRESHOLDS[0];
  let bestUtility = -Infinity;
  THRESHOLDS.forEach((t, i) => {
    const precise = picks[i].filter((v) => v.precise === true).length;
    const wrong = picks[i].filter((v) => v.precise === false).length;
    const u = precise - WRONG_COST * wrong;
    if (u > bestUtility) {
      bestUtility = u;
      best = t;
    }
  });
  return best;
}

function train(rows) {
  const model = fitModel(rows.filter((r) => r.gold));
  model.threshold = chooseThreshold(rows);
  return model;
}

const ratio = (vs, key) => {
  const xs = vs.filter((v) => v[key] !== undefined);
  const right = xs.filter((v) => v[key]).length;
  return xs.length ? `${right}/${xs.length} = ${(right / xs.length).toFixed(2)}` : '–';
};

/** `model`: one model, or the model that scores a row. */
function report(title, rows, model) {
  const modelOf = typeof model === 'function' ? model : () => model;
  log(`\n${title}${typeof model === 'function' ? '' : ` (threshold ${model.threshold})`}`);
  log('| set | lang | half | pages | recall rules | recall picker | precision rules | precision picker | none rules | none picker |');
  log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const groups = new Map();
  for (const r of rows.filter((r) => r.gold)) {
    for (const key of [`${r.set}|${r.lang}|all`, `${r.set}|${r.lang}|${r.half}`]) {
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(r);
    }
  }
  for (const [key, of] of [...groups].sort()) {
    const rules = of.map((r) => verdict(r, r.reading.rules));
    const picked = of.map((r) => verdict(r, pickAuthors(r.reading, modelOf(r))));
    log(
      `| ${key.split('|').join(' | ')} | ${of.length} | ${ratio(rules, 'recall')} | ${ratio(picked, 'recall')} | ${ratio(rules, 'precise')} | ${ratio(picked, 'precise')} | ${ratio(rules, 'none')} | ${ratio(picked, 'none')} |`,
    );
  }
}

/** The ceiling of any picker over these candidates (issue 43): of the pages whose gold names
 *  someone, those where every gold name is among the candidates of some reader (before any
 *  picker), and those where at least one is; beside the rules' recall. Printed to stdout. */
function ceiling(rows) {
  const out = [
    '| set | lang | pages naming someone | recall rules | every gold name a candidate (ceiling) | some gold name a candidate | candidates a page (mean) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  const groups = new Map();
  for (const r of rows.filter((r) => r.gold?.length)) {
    for (const key of [`${r.set}|${r.lang}`, `all|${r.lang}`]) {
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(r);
    }
  }
  const share = (n, d) => `${n}/${d} = ${(n / d).toFixed(3)}`;
  for (const [key, of] of [...groups].sort()) {
    const names = (r) => new Set(r.reading.candidates.map((c) => normName(c.name)));
    const every = of.filter((r) => r.gold.every((n) => names(r).has(normName(n)))).length;
    const some = of.filter((r) => r.gold.some((n) => names(r).has(normName(n)))).length;
    const rules = of.filter((r) => verdict(r, r.reading.rules).recall).length;
    const mean = of.reduce((a, r) => a + r.reading.candidates.length, 0) / of.length;
    out.push(`| ${key.split('|').join(' | ')} | ${of.length} | ${share(rules, of.length)} | ${share(every, of.length)} | ${share(some, of.length)} | ${mean.toFixed(2)} |`);
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

const rows = synthetic ? syntheticRows() : await pageRows();
if (opts.ceiling === true) {
  ceiling(rows);
  process.exit(0);
}
if (!synthetic) {
  const hostsOf = (rs) => new Set(rs.map((r) => `${r.set}|${r.host}`));
  const disjoint = (train, test) => {
    const held = hostsOf(test);
    return train.filter((r) => !held.has(`${r.set}|${r.host}`));
  };
  for (const held of ['wcxb', 'daniel']) {
    const test = rows.filter((r) => r.set === held);
    report(`leave ${held} out: trained on the other set, scored on ${held}`, test, train(rows.filter((r) => r.set !== held)));
  }
  // Both sets pooled, 5 folds by host: every page scored by a model that saw none of its host's
  // pages (each fold's threshold chosen on its own training pages).
  const fold = (r) => sha1Prefix(`metadata-authors-cv|${r.set}|${r.host}`) % FOLDS;
  const cvModels = Array.from({ length: FOLDS }, (_, k) => train(rows.filter((r) => fold(r) !== k)));
  report(`both sets, host-disjoint ${FOLDS}-fold (thresholds ${cvModels.map((m) => m.threshold).join(', ')})`, rows, (r) => cvModels[fold(r)]);
  for (const half of ['dev', 'held-out']) {
    const test = rows.filter((r) => r.set === 'daniel' && r.half === half);
    report(
      `daniel ${half}: trained on wcxb and daniel's other half (hosts of ${half} left out)`,
      test,
      train(
        disjoint(
          rows.filter((r) => !(r.set === 'daniel' && r.half === half)),
          test,
        ),
      ),
    );
  }
}
const model = train(rows);
const counts = instances(rows.filter((r) => r.gold));
const file = {
  ...model,
  learner: { kind: 'logistic regression, batch gradient descent', ...LEARNER, thresholdFolds: FOLDS, wrongCost: WRONG_COST },
  trainedOn: { pages: rows.filter((r) => r.gold).length, candidates: counts.y.length, positives: counts.y.filter((v) => v === 1).length },
};
if (!synthetic) report('trained on both sets (in-sample)', rows, model);
if (!opts['no-write'] === true) {
  writeFileSync(out, JSON.stringify(file, null, 2) + '\n');
  log(`wrote ${out}`);
  // The shipped model's fingerprint: what the code computes on the fixture pages, checked by
  // test/train/model-fingerprints.test.ts.
  if (!synthetic && opts.out === undefined) {
    const { writeModelFingerprint } = await import('./dist/train/model-fingerprint.js');
    log(`wrote ${writeModelFingerprint('metadata-authors', join(here, '..', 'fixtures'), dirname(out))}`);
    // And on a sample of the training pages, checked by test/train/shared-fingerprints.test.ts.
    const { writeSharedFingerprint } = await import('./dist/train/shared-fingerprint.js');
    log(`wrote ${writeSharedFingerprint('metadata-authors', root, dirname(out))}`);
  }
}
