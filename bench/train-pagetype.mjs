#!/usr/bin/env node
// @ts-check
// `npm run train:pagetype`: the page-type model (src/methods/page-type/). Every page of the article
// sets (every second page, labelled article) and of wcxb-types (its page_type: collection and listing → listing,
// forum → forum, product → product, documentation and service → other) gives one row of
// PAGE_TYPE_FEATURES, from cedst+'s extraction with the page's address (the gold's url, else its
// canonical link), and a second with the address unknown (a library call without `url` on a page
// without a canonical link); a page without an address trains on the second only. Then, host-disjoint (five folds of hosts, a
// page without an address its own host), one boosted-trees model per kind trained on four folds
// scores the fifth; the article threshold is the highest at which 97% of the article pages of
// each language stay articles out of fold. Printed: per set and language, the share of article
// pages typed article or liveblog; per wcxb-types type, the share typed otherwise and the kinds
// given; both with and without the address. Last, the models trained on every row and the
// threshold go to models/page-type.json (the same pages give the same bytes).
// Usage: npm run train:pagetype [-- --datasets DIR] [--rows FILE (cache of the rows)] [--shard i/n]
//   [--merge A,B] [--no-write] [--oof FILE (out-of-fold probabilities, one JSON line a page)]
//   [--trees N --depth D --rate R (other boosting settings, measured, not written)]
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeHtml } from '../dist/input/decode.js';
import { PAGE_TYPE_FEATURES, PAGE_TYPE_MODEL_PATH, MODEL_KINDS, kindProbabilities, decideKind } from '../dist/methods/page-type/index.js';
import { roundFeature } from '../dist/methods/page-type/features.js';
import { fitBoosted } from './dist/train/boosted-trees.js';
import { pageHost } from './dist/train/split.js';
import { pageTypeInstance } from './dist/train/model-instances.js';
import { PAGE_TYPE_ARTICLE_SETS, PAGE_TYPE_TYPES_SET, pageTypeIds } from './dist/train/training-pages.js';
import { writeModelFingerprint } from './dist/train/model-fingerprint.js';
import { writeSharedFingerprint } from './dist/train/shared-fingerprint.js';
import { benchArgs } from './lib/args.mjs';
import { datasetsDir } from './lib/shared-data.mjs';

const { values: opts } = benchArgs(
  `Usage: npm run train:pagetype [-- --datasets DIR] [--rows FILE (cache of the rows)] [--shard i/n] [--merge A,B] [--no-write] [--oof FILE] [--trees N --depth D --rate R]`,
  {
    datasets: { type: 'string' },
    rows: { type: 'string' },
    shard: { type: 'string' },
    merge: { type: 'string' },
    oof: { type: 'string' },
    trees: { type: 'string' },
    depth: { type: 'string' },
    rate: { type: 'string' },
    'no-write': { type: 'boolean' },
  },
);
const root = datasetsDir(opts.datasets);
const [shardAt, shardOf] = (opts.shard ?? '0/1').split('/').map(Number);
/** The article sets: news pages (cleaneval and cleanportaleval hold any web page, not only
 *  articles, and are left out); of each, every PAGE_TYPE_ARTICLE_EVERY-th page in id order: enough
 *  articles against the 534 pages that are not, at half the extraction time. Both chosen in
 *  training-pages.ts (pageTypeIds), which the shared-page fingerprint samples too. */
const ARTICLE_SETS = PAGE_TYPE_ARTICLE_SETS;
const TYPES_SET = PAGE_TYPE_TYPES_SET;
const SETS = [...ARTICLE_SETS, TYPES_SET];
/** wcxb-types' page types as the model's kinds. */
const KIND_OF = { collection: 'listing', listing: 'listing', forum: 'forum', product: 'product', documentation: 'other', service: 'other' };
const FOLDS = 5;
/** The share of each language's article pages that must stay articles out of fold. */
const ARTICLE_RECALL = 0.97;
/** The boosting settings; --trees and --depth try others (measured, not written). */
const SETTINGS = { trees: Number(opts.trees ?? 80), depth: Number(opts.depth ?? 3), rate: Number(opts.rate ?? 0.2), minLeaf: 10 };
const write = !opts['no-write'] && opts.trees === undefined && opts.depth === undefined && opts.rate === undefined;

/** @typedef {{set: string, id: string, lang: string, host: string, type: string, kind: string, x: number[], nx: number[]}} Row */

/** @returns {Row[]} */
function computeRows() {
  /** @type {Row[]} */
  const out = [];
  for (const set of SETS) {
    if (!existsSync(join(root, set))) continue;
    const gold = JSON.parse(readFileSync(join(root, set, 'ground-truth.json'), 'utf8'));
    for (const [k, id] of pageTypeIds(set, gold).entries()) {
      if (k % shardOf !== shardAt) continue;
      const g = gold[id];
      let html = '';
      try {
        html = decodeHtml(readFileSync(join(root, set, 'html', `${id}.html`)));
      } catch {}
      const address = typeof g.url === 'string' && /^https?:/.test(g.url) ? g.url : undefined;
      // The row with the address and the same page with only its canonical link for an address
      // (a library call without `url`), as the fingerprint of the model computes them.
      const { x, nx, url } = pageTypeInstance(html, address);
      const type = set === TYPES_SET ? g.page_type : 'article';
      const host = pageHost(id, { url: address ?? url, site: g.site });
      out.push({ set, id, lang: g.lang ?? 'und', host: host === id ? `${set}/${id}` : host, type, kind: KIND_OF[type] ?? 'article', x, nx });
      if (out.length % 50 === 0) process.stderr.write(`${out.length} rows\n`);
    }
  }
  return out;
}

/** @returns {Row[]} */
function loadRows() {
  const parse = (/** @type {string} */ file) =>
    readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
  if (opts.merge) {
    const rows = opts.merge.split(',').flatMap(parse);
    const key = (/** @type {Row} */ r) => `${String(SETS.indexOf(r.set)).padStart(2, '0')}/${r.id}`;
    rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    if (opts.rows) writeFileSync(opts.rows, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
    return rows;
  }
  if (opts.rows && existsSync(opts.rows)) return parse(opts.rows);
  const rows = computeRows();
  if (opts.rows) writeFileSync(opts.rows, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  return rows;
}

/** The address's features (urlFeatures) as a page without one has them. */
const URL_FROM = PAGE_TYPE_FEATURES.indexOf('urlKnown');
const URL_TO = PAGE_TYPE_FEATURES.indexOf('articleChars');
const masked = (/** @type {number[]} */ x) => x.map((v, i) => (i < URL_FROM || i >= URL_TO ? v : i === URL_FROM ? 0 : -1));
// Rows cached before the features were rounded read as today's; `mx` is the page without any
// address (no `url`, no canonical link), measured, not trained on.
const rows = loadRows().map((r) => ({ ...r, x: r.x.map(roundFeature), nx: r.nx.map(roundFeature), mx: masked(r.x.map(roundFeature)) }));
if (shardOf > 1 && !opts.merge) {
  process.stderr.write(`shard ${shardAt}/${shardOf}: ${rows.length} rows written\n`);
  process.exit(0);
}
const foldOf = (/** @type {string} */ host) => createHash('sha1').update(`pagetype-v1|${host}`).digest().readUInt32BE(0) % FOLDS;

/** Both rows of each page (with its address, with its canonical link only) as training examples.
 *  (Training on rows without any address too was measured, `mx`, with 150 trees at rate 0.1: it
 *  lowered the share of non-articles found with an address from 87% to 78% at the same share of
 *  articles kept.)
 *  @returns {Record<import('../dist/methods/page-type/index.js').ModelKind, import('../dist/classifiers/boosted-trees.js').BoostedTrees>} */
function train(/** @type {Row[]} */ rs) {
  const X = rs.flatMap((r) => [r.x, r.nx]);
  return /** @type {any} */ (
    Object.fromEntries(
      MODEL_KINDS.map((k) => {
        const y = rs.flatMap((r) => (r.kind === k ? [1, 1] : [0, 0]));
        return [k, fitBoosted(PAGE_TYPE_FEATURES, X, y, SETTINGS)];
      }),
    )
  );
}

// Out of fold: each page's probabilities, with its address and without.
/** @type {Map<Row, Record<string, Record<string, number>>>} */
const oof = new Map();
for (let f = 0; f < FOLDS; f++) {
  const kinds = train(rows.filter((r) => foldOf(r.host) !== f));
  for (const r of rows.filter((r) => foldOf(r.host) === f)) oof.set(r, { p: kindProbabilities({ kinds }, r.x), np: kindProbabilities({ kinds }, r.nx), mp: kindProbabilities({ kinds }, r.mx) });
  process.stderr.write(`fold ${f + 1}/${FOLDS}\n`);
}
if (opts.oof) writeFileSync(opts.oof, rows.map((r) => JSON.stringify({ set: r.set, id: r.id, lang: r.lang, type: r.type, ...oof.get(r) })).join('\n') + '\n');

// The threshold: the highest at which every language with 50 article pages or more keeps
// ARTICLE_RECALL of them articles, with the address and without.
const articleRows = rows.filter((r) => r.kind === 'article');
const langs = [...new Set(articleRows.map((r) => r.lang))].filter((l) => articleRows.filter((r) => r.lang === l).length >= 50).sort();
const quantile = (/** @type {number[]} */ v) => {
  const s = [...v].sort((a, b) => a - b);
  return s[Math.floor((1 - ARTICLE_RECALL) * s.length)] ?? 0;
};
const articleAt =
  Math.round(Math.min(...langs.map((l) => quantile(articleRows.filter((r) => r.lang === l).map((r) => Math.min(oof.get(r)?.p.article ?? 0, oof.get(r)?.np.article ?? 0))))) * 1000) / 1000;

const pct = (/** @type {number} */ n, /** @type {number} */ d) => (d ? `${((100 * n) / d).toFixed(1)}%` : '–');
const kindOf = (/** @type {any} */ p) => decideKind(p, articleAt);
console.log(`Page type, host-disjoint (${FOLDS} folds of hosts), article threshold ${articleAt} (${ARTICLE_RECALL * 100}% of each language's articles at or above it)\n`);
console.log('Article sets: share typed article (or liveblog): with the address (the url, else the canonical link), with the canonical link only, with none\n');
console.log('| set | lang | pages | with address | canonical only | none |');
console.log('|---|---|---|---|---|---|');
/** The shares of `sel` typed article with each of the three rows. */
const articleShares = (/** @type {Row[]} */ sel) => ['p', 'np', 'mp'].map((k) => pct(sel.filter((r) => kindOf(oof.get(r)?.[k] ?? {}) === 'article').length, sel.length)).join(' | ');
for (const set of ARTICLE_SETS) {
  const rs = rows.filter((r) => r.set === set);
  for (const lang of ['all', ...new Set(rs.map((r) => r.lang))].sort()) {
    const sel = rs.filter((r) => lang === 'all' || r.lang === lang);
    if (lang !== 'all' && sel.length < 20) continue;
    console.log(`| ${set} | ${lang} | ${sel.length} | ${articleShares(sel)} |`);
  }
}
for (const lang of langs) {
  const sel = articleRows.filter((r) => r.lang === lang);
  console.log(`| all article sets | ${lang} | ${sel.length} | ${articleShares(sel)} |`);
}
console.log(`\n${TYPES_SET}: share typed other than article (with address, canonical only, none), and the kinds given with the address\n`);
console.log(`| page_type | pages | not article | canonical only | none | ${MODEL_KINDS.join(' | ')} |`);
console.log(`|---|---|---|---|---|${MODEL_KINDS.map(() => '---|').join('')}`);
const typeRows = rows.filter((r) => r.set === TYPES_SET);
for (const type of ['all', ...Object.keys(KIND_OF)]) {
  const sel = typeRows.filter((r) => type === 'all' || r.type === type);
  const shares = ['p', 'np', 'mp'].map((k) => pct(sel.filter((r) => kindOf(oof.get(r)?.[k] ?? {}) !== 'article').length, sel.length));
  const given = sel.map((r) => kindOf(oof.get(r)?.p ?? {}));
  const cells = MODEL_KINDS.map((k) => given.filter((g) => g === k).length);
  console.log(`| ${type} | ${sel.length} | ${shares.join(' | ')} | ${cells.join(' | ')} |`);
}
const right = typeRows.filter((r) => kindOf(oof.get(r)?.p ?? {}) === r.kind).length;
console.log(`\nKind right (listing, forum, product, other as mapped): ${pct(right, typeRows.length)} of ${typeRows.length} with the address`);

if (write) {
  const kinds = train(rows);
  const model = {
    format: 'cedst-page-type-1',
    features: PAGE_TYPE_FEATURES,
    articleAt,
    trainedOn: { pages: rows.length, sets: SETS, settings: SETTINGS, folds: FOLDS, articleRecall: ARTICLE_RECALL },
    kinds: Object.fromEntries(MODEL_KINDS.map((k) => [k, kinds[k]])),
  };
  writeFileSync(PAGE_TYPE_MODEL_PATH, `${JSON.stringify(model)}\n`);
  process.stderr.write(`wrote models/page-type.json\n`);
  // What the code computes on the fixture pages, checked by test/train/model-fingerprints.test.ts.
  process.stderr.write(`wrote ${writeModelFingerprint('page-type', fileURLToPath(new URL('../fixtures', import.meta.url)), dirname(PAGE_TYPE_MODEL_PATH))}\n`);
  // And on a sample of the training pages, checked by test/train/shared-fingerprints.test.ts.
  process.stderr.write(`wrote ${writeSharedFingerprint('page-type', root, dirname(PAGE_TYPE_MODEL_PATH))}\n`);
}
