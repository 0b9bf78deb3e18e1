#!/usr/bin/env node
// @ts-check
// What a page that is not an article returns, measured on wcxb-types (pages with their type and
// main-content gold): per gold type, the page types cedst+ gives, the shingle F1 of the main
// content as `text` (the extraction) and as the text format renders it (a listing's items, a
// thread's posts), and for the pages that come back with items how many gold lines the items
// reproduce: recall (gold lines that are an item's title, summary or time, or hold one as most of
// the line) and
// precision (items whose title is in the gold). Prints counts only: no page text.
// Usage: node bench/experiments/page-parts.mjs [SET_DIR] [--dist DIR] [--every K]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from '../lib/args.mjs';
import { datasetsDir } from '../lib/shared-data.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values: opts, positionals } = benchArgs('Usage: node bench/experiments/page-parts.mjs [SET_DIR] [--dist DIR] [--every K]', {
  dist: { type: 'string' },
  every: { type: 'string' },
});
const setDir = resolve(positionals[0] ?? join(datasetsDir(), 'wcxb-types'));
const dist = resolve(opts.dist ?? join(here, '..', '..', 'dist'));
const every = Number(opts.every ?? '1');
const { extract } = await import(join(dist, 'index.js'));
const { decodeHtml } = await import(join(dist, 'input', 'decode.js'));
const { score } = await import(join(dist, 'eval', 'score.js'));

const gold = JSON.parse(readFileSync(join(setDir, 'ground-truth.json'), 'utf8'));
const ids = Object.keys(gold)
  .sort()
  .filter((_, i) => i % every === 0);
const squash = (s) => s.replace(/\s+/g, ' ').trim();
const bare = (line) => squash(line.replace(/^\s*[-*]\s+/, ''));

/** @type {Record<string, {n: number, types: Record<string, number>, text: Record<string, {articleBody: string}>, content: Record<string, {articleBody: string}>, ids: string[], itemPages: number, items: number, itemsInGold: number, goldLines: number, goldAsItems: number, postPages: number, posts: number}>} */
const byType = {};
for (const id of ids) {
  const g = gold[id];
  const t = g.page_type ?? '?';
  const row = (byType[t] ??= { n: 0, types: {}, text: {}, content: {}, ids: [], itemPages: 0, items: 0, itemsInGold: 0, goldLines: 0, goldAsItems: 0, postPages: 0, posts: 0 });
  const html = decodeHtml(readFileSync(join(setDir, 'html', `${id}.html`)));
  let r;
  try {
    r = extract(html, { format: 'text' });
  } catch {
    r = { text: '', content: '' };
  }
  row.n++;
  row.ids.push(id);
  row.types[r.pageType ?? 'none'] = (row.types[r.pageType ?? 'none'] ?? 0) + 1;
  row.text[id] = { articleBody: r.text };
  row.content[id] = { articleBody: r.content ?? '' };
  if (r.items?.length) {
    row.itemPages++;
    row.items += r.items.length;
    const body = squash(g.articleBody);
    row.itemsInGold += r.items.filter((it) => body.includes(squash(it.title))).length;
    const lines = g.articleBody.split('\n').map(bare).filter(Boolean);
    row.goldLines += lines.length;
    const parts = r.items.flatMap((it) => [it.title, it.summary, it.time].filter(Boolean).map(squash));
    row.goldAsItems += lines.filter((l) => parts.some((t) => t === l || (l.includes(t) && t.length * 2 >= l.length))).length;
  }
  if (r.pageType === 'forum' && r.posts?.length) {
    row.postPages++;
    row.posts += r.posts.length;
  }
}
const f = (x) => x.toFixed(3);
const prf = (s) => `${f(s.precision)} / ${f(s.recall)} / ${f(s.f1)}`;
console.log(
  '| gold type | pages | page types given | text P / R / F1 | text format P / R / F1 | pages with items | items | item precision | gold lines as items (recall) | forum pages with posts | posts |',
);
console.log('|---|---:|---|---|---|---:|---:|---:|---:|---:|---:|');
/** @type {{gold: Record<string, unknown>, text: Record<string, unknown>, content: Record<string, unknown>, ids: string[]}} */
const all = { gold: {}, text: {}, content: {}, ids: [] };
for (const [t, row] of Object.entries(byType).sort()) {
  const sub = Object.fromEntries(row.ids.map((id) => [id, gold[id]]));
  const a = score(sub, row.text, row.ids).scores;
  const b = score(sub, row.content, row.ids).scores;
  Object.assign(all.gold, sub);
  Object.assign(all.text, row.text);
  Object.assign(all.content, row.content);
  all.ids.push(...row.ids);
  const types = Object.entries(row.types)
    .sort((x, y) => y[1] - x[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(
    `| ${t} | ${row.n} | ${types} | ${prf(a)} | ${prf(b)} | ${row.itemPages} | ${row.items} | ${row.items ? f(row.itemsInGold / row.items) : '–'} | ${row.goldLines ? `${row.goldAsItems}/${row.goldLines} (${f(row.goldAsItems / row.goldLines)})` : '–'} | ${row.postPages} | ${row.posts} |`,
  );
}
const a = score(all.gold, all.text, all.ids).scores;
const b = score(all.gold, all.content, all.ids).scores;
console.log(`| all | ${all.ids.length} | | ${prf(a)} | ${prf(b)} | | | | | | |`);
