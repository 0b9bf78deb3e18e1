#!/usr/bin/env node
// @ts-check
// What the pre-parse limits see on real pages: for every page of the shared sets, its bytes and
// what `checkElements` counts (src/dom/markup-counts.ts, `markupCounts`), by kind. Prints the largest of
// each over all pages, the pages with the largest weighted cost, and how far the default is above
// them. Usage: node bench/limits/page-counts.mjs [--datasets DIR] [--top N] [FILE...] (needs dist/).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from '../lib/args.mjs';
import { datasetsDir } from '../lib/shared-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: opts, positionals: files } = benchArgs('Usage: node bench/limits/page-counts.mjs [--datasets DIR] [--top N] [FILE...] (needs dist/)', {
  datasets: { type: 'string' },
  top: { type: 'string' },
});
const root = datasetsDir(opts.datasets);
const top = Number(opts.top ?? '5');
const { markupCounts } = await import(join(here, '..', '..', 'dist', 'dom', 'markup-counts.js'));
const { DEFAULT_OPTIONS } = await import(join(here, '..', '..', 'dist', 'research.js'));
const { decodeHtml } = await import(join(here, '..', '..', 'dist', 'input', 'decode.js'));

const pages = [...files];
if (!files.length)
  for (const set of readdirSync(root).sort()) {
    const dir = join(root, set, 'html');
    if (existsSync(dir)) for (const f of readdirSync(dir).sort()) if (f.endsWith('.html')) pages.push(join(dir, f));
  }
const rows = pages.map((p) => {
  const bytes = readFileSync(p);
  return { page: p.startsWith(root) ? p.slice(root.length + 1) : p, bytes: bytes.length, ...markupCounts(decodeHtml(bytes)) };
});
const kinds = ['bytes', 'startTags', 'endTags', 'markup', 'attributes', 'texts', 'references', 'classNames', 'cost'];
console.log(`${rows.length} pages`);
for (const k of kinds) {
  const best = rows.reduce((a, b) => (b[k] > a[k] ? b : a));
  console.log(`max ${k.padEnd(10)} ${String(best[k]).padStart(9)}  ${best.page}`);
}
console.log(`\nlargest cost (the count maxElements = ${DEFAULT_OPTIONS.maxElements} bounds):`);
for (const r of rows.sort((a, b) => b.cost - a.cost).slice(0, top)) console.log(`  ${String(r.cost).padStart(7)}  ${JSON.stringify({ ...r, page: undefined })}  ${r.page}`);
console.log(`default / largest cost: ${(DEFAULT_OPTIONS.maxElements / rows[0].cost).toFixed(2)}`);
