#!/usr/bin/env node
// @ts-check
// Hash every method's full `extract` output (JSON, metadata included) on every page of the shared
// datasets, so a refactor can show it changed no output: run before and after, compare the lines.
// Usage: node bench/hash-outputs.mjs [--datasets DIR] [--methods a,b] [--every K] [--limit N] [--explain]
//        [--fields text,paragraphs] [--dist DIR] [--format markdown|html|text] [--metadata-fields all|head]
//        [--per-page]
// (--metadata-fields head with --fields of the article shows the article does not depend on it;
// --fields hashes only those fields of each result: the article without the metadata;
// --dist takes another build, e.g. another checkout's dist/, to compare two builds.)
// (--every K keeps every K-th page of the sorted list: a quick check across all sets.)
// (--per-page also prints `<page> <sha256>` for each page over all its methods, before the summary:
// two runs' lines compared show which pages differ, and a run cut short still compares.)
// Prints one line per method: `<method> <sha256> <pages> <errors>`, then `all <sha256>`.
// Needs a build (dist/). Pages are read and decoded as `cedst extract` reads a file.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from './lib/args.mjs';
import { datasetsDir } from './lib/shared-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: opts } = benchArgs(
  `Usage: node bench/hash-outputs.mjs [--datasets DIR] [--methods a,b] [--every K] [--limit N] [--explain]
        [--fields text,paragraphs] [--dist DIR] [--format markdown|html|text] [--metadata-fields all|head]
        [--per-page]`,
  {
    datasets: { type: 'string' },
    dist: { type: 'string' },
    every: { type: 'string' },
    fields: { type: 'string' },
    limit: { type: 'string' },
    methods: { type: 'string' },
    format: { type: 'string' },
    'metadata-fields': { type: 'string' },
    explain: { type: 'boolean' },
    'per-page': { type: 'boolean' },
  },
);
const root = datasetsDir(opts.datasets);
const limit = Number(opts.limit ?? 'Infinity');
const every = Number(opts.every ?? '1');
const explain = opts.explain === true;
const perPage = opts['per-page'] === true;
// --format renders each result too (its `content`: the byline's date is written there).
const format = opts.format;
const metadataFields = opts['metadata-fields'];
const fields = (opts.fields ?? '').split(',').filter(Boolean);
const dist = resolve(opts.dist ?? join(here, '..', 'dist'));
// Every method is the research entry's; a build from before it had them all in index.js.
const { extract, METHODS } = await import(join(dist, existsSync(join(dist, 'research.js')) ? 'research.js' : 'index.js'));
// A build from before the layout of issue 30 kept decode.js in io/.
const { decodeHtml } = await import(join(dist, existsSync(join(dist, 'input')) ? 'input' : 'io', 'decode.js'));
const methods = ((opts.methods ?? '') || METHODS.join(',')).split(',');

const pages = [];
for (const set of readdirSync(root).sort()) {
  const dir = join(root, set, 'html');
  if (!existsSync(dir)) continue;
  for (const f of readdirSync(dir).sort()) if (f.endsWith('.html')) pages.push(join(dir, f));
}
const chosen = pages.filter((_, i) => i % every === 0).slice(0, limit);
const hashes = new Map(methods.map((m) => [m, { h: createHash('sha256'), errors: 0 }]));
let done = 0;
for (const p of chosen) {
  const html = decodeHtml(readFileSync(p));
  const page = createHash('sha256');
  for (const m of methods) {
    const slot = hashes.get(m);
    let out;
    try {
      const r = extract(html, { method: m, explain, ...(format ? { format } : {}), ...(metadataFields ? { metadataFields } : {}) });
      out = JSON.stringify(fields.length ? fields.map((f) => r[f]) : r);
    } catch (e) {
      slot.errors++;
      out = `error: ${/** @type {Error} */ (e)?.message}`;
    }
    slot.h.update(p.slice(root.length) + '\0' + out + '\0');
    page.update(m + '\0' + out + '\0');
  }
  if (perPage) process.stdout.write(`${p.slice(root.length + 1)} ${page.digest('hex')}\n`);
  if (++done % 200 === 0) process.stderr.write(`${done}/${chosen.length}\n`);
}
const all = createHash('sha256');
for (const [m, { h, errors }] of hashes) {
  const d = h.digest('hex');
  all.update(d);
  process.stdout.write(`${m} ${d} ${chosen.length} ${errors}\n`);
}
process.stdout.write(`all ${all.digest('hex')}\n`);
