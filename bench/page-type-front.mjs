#!/usr/bin/env node
// @ts-check
// isProbablyArticle as the cheap front of the page type: on every page of the article sets and of
// wcxb-types, the share it calls an article, per set and language and per wcxb-types page_type.
// On an article set the rest are articles it would turn away; on wcxb-types the share is the
// pages it lets through. --dist DIR measures another build (e.g. main's, for before and after).
// Usage: node bench/page-type-front.mjs [--datasets DIR] [--dist DIR]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from './lib/args.mjs';
import { datasetsDir } from './lib/shared-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: opts } = benchArgs('Usage: node bench/page-type-front.mjs [--datasets DIR] [--dist DIR]', { datasets: { type: 'string' }, dist: { type: 'string' } });
const root = datasetsDir(opts.datasets);
const dist = resolve(opts.dist ?? join(here, '..', 'dist'));
const { isProbablyArticle } = await import(join(dist, 'index.js'));
const ARTICLE_SETS = ['daniel', 'dragnet', 'l3s-gn1', 'newspaper4k-tests', 'readability', 'trafilatura-eval', 'wcxb'];
const TYPES_SET = 'wcxb-types';

const pct = (/** @type {number} */ n, /** @type {number} */ d) => (d ? `${((100 * n) / d).toFixed(1)}%` : '–');
/** @type {{set: string, lang: string, type: string, yes: boolean}[]} */
const rows = [];
for (const set of [...ARTICLE_SETS, TYPES_SET]) {
  if (!existsSync(join(root, set))) continue;
  const gold = JSON.parse(readFileSync(join(root, set, 'ground-truth.json'), 'utf8'));
  for (const id of Object.keys(gold).sort()) {
    const bytes = readFileSync(join(root, set, 'html', `${id}.html`));
    let yes = false;
    try {
      yes = isProbablyArticle(bytes);
    } catch {}
    rows.push({ set, lang: gold[id].lang ?? 'und', type: set === TYPES_SET ? gold[id].page_type : 'article', yes });
  }
}
console.log(`isProbablyArticle (${dist})\n`);
console.log('| set | lang | pages | called article |');
console.log('|---|---|---|---|');
for (const set of ARTICLE_SETS) {
  const rs = rows.filter((r) => r.set === set);
  for (const lang of ['all', ...new Set(rs.map((r) => r.lang))].sort()) {
    const sel = rs.filter((r) => lang === 'all' || r.lang === lang);
    if (lang !== 'all' && sel.length < 20) continue;
    console.log(`| ${set} | ${lang} | ${sel.length} | ${pct(sel.filter((r) => r.yes).length, sel.length)} |`);
  }
}
for (const lang of ['en', 'zh']) {
  const sel = rows.filter((r) => r.set !== TYPES_SET && r.lang === lang);
  console.log(`| all article sets | ${lang} | ${sel.length} | ${pct(sel.filter((r) => r.yes).length, sel.length)} |`);
}
console.log(`\n| ${TYPES_SET} page_type | pages | called article |`);
console.log('|---|---|---|');
const types = rows.filter((r) => r.set === TYPES_SET);
for (const type of ['all', ...new Set(types.map((r) => r.type))].sort()) {
  const sel = types.filter((r) => type === 'all' || r.type === type);
  console.log(`| ${type} | ${sel.length} | ${pct(sel.filter((r) => r.yes).length, sel.length)} |`);
}
