#!/usr/bin/env node
// @ts-check
// The ceiling of the title readers on a set whose gold has titles (issue 43; wcxb): on how many
// pages does some headline the page declares equal the gold title, and which source holds it?
// The candidates: every <h1>, the <title> whole and each of its parts split at " | ", " - ", " – ",
// " — ", " :: ", " · ", og:title and twitter:title (whole and parts), JSON-LD's headline, and the
// `title` extract gives. Equal: after whitespace is collapsed (as `cedst eval --metadata` scores
// titles), and looser, after NFKC, case, one kind of quote and dash (`comparable`).
// Prints counts only: no page text.
// Usage: node bench/experiments/title-ceiling.mjs [SET_DIR] [--dist DIR]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from '../lib/args.mjs';
import { datasetsDir } from '../lib/shared-data.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values: opts, positionals } = benchArgs('Usage: node bench/experiments/title-ceiling.mjs [SET_DIR] [--dist DIR]', {
  dist: { type: 'string' },
});
const setDir = resolve(positionals[0] ?? join(datasetsDir(), 'wcxb'));
const dist = resolve(opts.dist ?? join(here, '..', '..', 'dist'));
const load = (p) => import(join(dist, p));
const { extract } = await load('index.js');
const { decodeHtml } = await load('input/decode.js');
const { parseDocument } = await load('dom/parse.js');
const { collectParts, firstMeta } = await load('metadata/collect.js');
const { readJsonLd } = await load('metadata/jsonld.js');
const { clean, comparable } = await load('metadata/text.js');

const gold = JSON.parse(readFileSync(join(setDir, 'ground-truth.json'), 'utf8'));
const SPLIT = /\s+(?:\||-|–|—|::|·)\s+/;
const parts = (t) => (t ? [t, ...t.split(SPLIT)] : []);

const count = { pages: 0, picked: 0, pickedLoose: 0, any: 0, anyLoose: 0 };
/** Pages whose gold title a source holds (loose equality). */
const bySource = { h1: 0, title: 0, og: 0, jsonld: 0 };
let misses = 0;
for (const [id, g] of Object.entries(gold)) {
  if (typeof g.title !== 'string' || !g.title) continue;
  const html = decodeHtml(readFileSync(join(setDir, 'html', `${id}.html`)));
  const r = extract(html, { timeoutMs: 0 });
  const p = collectParts(parseDocument(html));
  const ld = readJsonLd(p.jsonLd);
  const sources = {
    h1: p.h1.map((el) => clean(el.textContent ?? '')),
    title: parts(clean(p.title)),
    og: [...parts(firstMeta(p, ['og:title'])), ...parts(firstMeta(p, ['twitter:title']))],
    jsonld: ld.headline ? [clean(ld.headline)] : [],
  };
  const all = [r.title ?? '', ...Object.values(sources).flat()];
  const want = clean(g.title);
  const loose = comparable(want);
  count.pages++;
  if (clean(r.title ?? '') === want) count.picked++;
  if (comparable(r.title ?? '') === loose) count.pickedLoose++;
  if (all.some((t) => clean(t) === want)) count.any++;
  const anyLoose = all.some((t) => comparable(t) === loose);
  if (anyLoose) count.anyLoose++;
  else misses++;
  for (const [k, list] of Object.entries(sources)) if (list.some((t) => comparable(t) === loose)) bySource[/** @type {keyof typeof bySource} */ (k)]++;
}
const f = (n) => `${n}/${count.pages} = ${(n / count.pages).toFixed(3)}`;
console.log('| pages | title picked | picked (loose) | some candidate holds it | some candidate (loose) | h1 | <title> or its parts | og/twitter title | JSON-LD headline |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
console.log(`| ${count.pages} | ${f(count.picked)} | ${f(count.pickedLoose)} | ${f(count.any)} | ${f(count.anyLoose)} | ${bySource.h1} | ${bySource.title} | ${bySource.og} | ${bySource.jsonld} |`);
process.stderr.write(`no candidate holds the gold title on ${misses} pages\n`);
