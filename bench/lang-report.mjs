#!/usr/bin/env node
// @ts-check
// `npm run bench:lang`: the choose stage validated per language (issue 42 #1). From the rows that
// `npm run train:readings -- --rows FILE --no-write` caches (every page's readings, their features
// and true P / R / F1), for cedst+ with readings off (its own reading) and on (the reading the gain
// model picks, trained without the page's set, weighed against the doubt of a confidence model
// trained without it too, as the choose stage weighs it):
//   1. leave one set out, per set and language (English, Chinese), F1 (P / R), beside Readability.js's
//      figure for that set and language (the datasets README), block line F1 off → on where the
//      gold has lines, and each language's macro F1;
//   2. inside daniel, the only set with enough Chinese, leave one site out: the gain model trained
//      without the pages of the held-out sites (daniel's other sites and every other set), for
//      daniel's Chinese pages and their Traditional and Simplified halves, and per fold.
// Usage: npm run bench:lang -- --rows FILE[,FILE2…] [--datasets DIR] [--site-folds N] [--line-weight W]
//   A later rows file replaces an earlier one's pages (same set and id): rows recomputed for the
//   Chinese pages only compare with the rest as it was. --site-folds N groups daniel's sites into N
//   folds by a hash of the site (default 10; 0: every site its own fold, 150 model fits).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { traditionalShare } from '../dist/lang/han-form.js';
import { baselineFor, readBaselines } from './dist/baseline.js';
import { doubtPick, doubtPicks, lineScore, readRows, setScore, trainConfidence, trainGains, weigh } from './readings-loso.mjs';
import { benchArgs } from './lib/args.mjs';
import { datasetsDir } from './lib/shared-data.mjs';

const _here = fileURLToPath(new URL('.', import.meta.url));
const { values: opts } = benchArgs(
  `Usage: npm run bench:lang -- --rows FILE[,FILE2…] [--datasets DIR] [--site-folds N] [--line-weight W]
   A later rows file replaces an earlier one's pages (same set and id): rows recomputed for the
   Chinese pages only compare with the rest as it was. --site-folds N groups daniel's sites into N
   folds by a hash of the site (default 10; 0: every site its own fold, 150 model fits).`,
  {
    datasets: { type: 'string' },
    rows: { type: 'string' },
    'site-folds': { type: 'string' },
    'line-weight': { type: 'string' },
  },
);
const root = datasetsDir(opts.datasets);
const rowsArg = opts.rows;
if (!rowsArg) {
  process.stderr.write('bench:lang: --rows FILE is required (npm run train:readings -- --rows FILE --no-write writes it)\n');
  process.exit(2);
}
const siteFolds = Number(opts['site-folds'] ?? '10');
/** --line-weight W: the gain model's target with the line-F1 term (readings-loso.mjs gainTarget). */
const lineWeight = Number(opts['line-weight'] ?? '0');
/** A page is Traditional when this share of its gold's Han characters are Traditional-only
 *  (running Traditional text is at 0.2–0.4, Simplified at 0–0.01). */
const TRADITIONAL = 0.08;
const LANGS = [
  ['en', 'English'],
  ['zh', 'Chinese'],
];

const byKey = new Map();
for (const file of rowsArg.split(',')) for (const p of readRows(file)) byKey.set(`${p.set}/${p.id}`, p);
const pages = [...byKey.values()];
const sets = [...new Set(pages.map((p) => p.set))];
const gold = Object.fromEntries(sets.map((s) => [s, existsSync(join(root, s)) ? JSON.parse(readFileSync(join(root, s, 'ground-truth.json'), 'utf8')) : {}]));
const baselines = readBaselines(root);
const mean = (xs) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : undefined);
const f = (x) => (x === undefined ? '–' : x.toFixed(3));
const fpr = (s) => (s.P === undefined ? f(s.f1) : `${f(s.f1)} (${f(s.P)} / ${f(s.R)})`);
/** Block line F1 of the readings taken (`cedst eval --blocks`'s aggregate), off → on; – where the
 *  gold has no lines. */
const lines = (off, on) => `${f(lineScore(off))} → ${f(lineScore(on))}`;

// 1. Leave one set out: every page's pick by the model that did not see its set.
const t0 = performance.now();
for (const held of sets) {
  const model = trainGains(
    pages.filter((p) => p.set !== held),
    lineWeight,
  );
  for (const p of pages.filter((p) => p.set === held)) Object.assign(p, weigh(model, p));
}
// The choose stage's pick: the gain weighed against the doubt of a confidence model that did not
// see the set either.
const offPick = doubtPicks(pages, (p) => p.set);
const out = ['Leave one set out (the gain model trained without the held-out set), per set and language; F1 (P / R), page means as cedst eval gives them; snippet F1 where the gold is snippets:', ''];
out.push('| set | language | pages | readings off | readings on | Readability.js | line F1, off → on |', '|---|---|---|---|---|---|---|');
const macro = {};
for (const [lang, name] of LANGS) {
  macro[lang] = { off: [], on: [], rjs: [] };
  for (const set of sets) {
    const ps = pages.filter((p) => p.set === set && p.lang === lang);
    if (!ps.length) continue;
    const all = pages.filter((p) => p.set === set).length;
    const off = setScore(ps.map((p) => p.cands[0]));
    const on = setScore(ps.map((p) => p.cands[offPick.get(p)]));
    const snippets = off.P === undefined;
    const rjs = baselineFor(baselines[set], lang, ps.length / all, snippets);
    out.push(
      `| ${set} | ${name} | ${ps.length} | ${fpr(off)} | ${fpr(on)} | ${f(rjs)} | ${lines(
        ps.map((p) => p.cands[0]),
        ps.map((p) => p.cands[offPick.get(p)]),
      )} |`,
    );
    // A language's macro counts the sets where it has 10+ pages (a handful of pages is noise).
    if (ps.length >= 10) {
      macro[lang].off.push(off.f1);
      macro[lang].on.push(on.f1);
      if (rjs !== undefined) macro[lang].rjs.push([off.f1, on.f1, rjs]);
    }
  }
}
out.push('');
for (const [lang, name] of LANGS) {
  const m = macro[lang];
  const r = m.rjs;
  out.push(
    `${name}, macro over its ${m.off.length} sets of 10+ pages: readings off ${f(mean(m.off))}, on ${f(mean(m.on))}; ` +
      `over the ${r.length} with a Readability.js figure: off ${f(mean(r.map((x) => x[0])))}, on ${f(mean(r.map((x) => x[1])))}, Readability.js ${f(mean(r.map((x) => x[2])))}.`,
  );
}

// 2. Inside daniel, Chinese: leave one site (or one fold of sites) out.
const daniel = pages.filter((p) => p.set === 'daniel' && p.lang === 'zh');
if (daniel.length) {
  const siteOf = (p) => gold.daniel[p.id]?.site ?? p.id;
  const sites = [...new Set(daniel.map(siteOf))].sort();
  const foldOf = (site) => (siteFolds > 0 ? createHash('sha1').update(`lang-report|${site}`).digest().readUInt32BE(0) % siteFolds : sites.indexOf(site));
  const folds = new Map();
  for (const p of daniel) (folds.get(foldOf(siteOf(p))) ?? folds.set(foldOf(siteOf(p)), []).get(foldOf(siteOf(p)))).push(p);
  const sitePick = new Map();
  const foldRows = [];
  // The doubt of a confidence model that saw no daniel page: stricter than a site out.
  const confidence = trainConfidence(pages.filter((p) => p.set !== 'daniel'));
  for (const [k, held] of [...folds].sort((a, b) => a[0] - b[0])) {
    const heldSites = new Set(held.map(siteOf));
    const model = trainGains(
      pages.filter((p) => !(p.set === 'daniel' && heldSites.has(siteOf(p)))),
      lineWeight,
    );
    for (const p of held) sitePick.set(p, doubtPick(confidence, p, weigh(model, p).gains));
    const off = setScore(held.map((p) => p.cands[0]));
    const on = setScore(held.map((p) => p.cands[sitePick.get(p)]));
    foldRows.push({ k, sites: heldSites.size, pages: held.length, off, on });
  }
  const script = (p) => (traditionalShare(gold.daniel[p.id]?.articleBody ?? '') >= TRADITIONAL ? 'Traditional' : 'Simplified');
  out.push(
    '',
    `daniel's Chinese pages, leave one site out (${siteFolds > 0 ? `${folds.size} folds of sites` : `${folds.size} sites, each a fold`}: the gain model trained without the held-out sites' daniel pages) beside leave one set out:`,
    '',
    '| pages | n | readings off | readings on, set out | readings on, site out | pages switched (site out) | line F1, off → on (site out) |',
    '|---|---|---|---|---|---|---|',
  );
  for (const [name, ps] of /** @type {[string, any[]][]} */ ([
    ['all', daniel],
    ['Traditional', daniel.filter((p) => script(p) === 'Traditional')],
    ['Simplified', daniel.filter((p) => script(p) === 'Simplified')],
  ])) {
    out.push(
      `| ${name} | ${ps.length} | ${fpr(setScore(ps.map((p) => p.cands[0])))} | ${fpr(setScore(ps.map((p) => p.cands[offPick.get(p)])))} | ${fpr(setScore(ps.map((p) => p.cands[sitePick.get(p)])))} | ${ps.filter((p) => sitePick.get(p) > 0).length} | ${lines(
        ps.map((p) => p.cands[0]),
        ps.map((p) => p.cands[sitePick.get(p)]),
      )} |`,
    );
  }
  const down = foldRows.filter((r) => r.on.f1 < r.off.f1 - 1e-9);
  const worst = foldRows.reduce((a, b) => (b.on.f1 - b.off.f1 < a.on.f1 - a.off.f1 ? b : a));
  out.push(
    '',
    `Site folds where readings on score below readings off: ${down.length} of ${foldRows.length} (${down.reduce((s, r) => s + r.pages, 0)} pages); ` +
      `the worst: ${worst.pages} page(s) of ${worst.sites} site(s), ${f(worst.off.f1)} -> ${f(worst.on.f1)}.`,
  );
}
process.stdout.write(out.join('\n') + '\n');
process.stderr.write(`bench:lang: ${pages.length} pages, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
