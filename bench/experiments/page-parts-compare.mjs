#!/usr/bin/env node
// @ts-check
// Which outputs a change to what a page that is not an article returns touches: every `--every`-th
// page of the article sets, extracted by two builds (`--before DIR`, `--dist DIR`), each format
// compared page by page (one extraction a build and page, format text; markdown and html rendered
// from it by toMarkdown and toHtml, json its fields). Prints, per set, the pages whose output differs in each format and the
// page types of those pages (a page typed article or liveblog must not differ). No page text.
// Usage: node bench/experiments/page-parts-compare.mjs --before DIR [--dist DIR] [--every 2] [--sets a,b] [--methods cedst+]
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from '../lib/args.mjs';
import { datasetsDir } from '../lib/shared-data.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const usage = 'Usage: node bench/experiments/page-parts-compare.mjs --before DIR [--dist DIR] [--every 2] [--sets a,b] [--methods cedst+]';
const { values: opts } = benchArgs(usage, {
  before: { type: 'string' },
  dist: { type: 'string' },
  every: { type: 'string' },
  sets: { type: 'string' },
  methods: { type: 'string' },
});
if (!opts.before) throw new Error(usage);
const after = await import(join(resolve(opts.dist ?? join(here, '..', '..', 'dist')), 'index.js'));
const before = await import(join(resolve(opts.before), 'index.js'));
const { decodeHtml } = await import(join(resolve(opts.before), 'input', 'decode.js'));
const every = Number(opts.every ?? '2');
const sets = (opts.sets ?? 'cleaneval,cleanportaleval,daniel,dragnet,l3s-gn1,newspaper4k-tests,readability,trafilatura-eval,wcxb').split(',');
const methods = (opts.methods ?? 'cedst+').split(',');
const FORMATS = ['json', 'text', 'markdown', 'html'];

console.log('| set | method | pages | json differs | text differs | markdown differs | html differs | page types of the pages that differ |');
console.log('|---|---|---:|---:|---:|---:|---:|---|');
const root = datasetsDir();
for (const set of sets) {
  const dir = join(root, set, 'html');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .sort()
    .filter((_, i) => i % every === 0);
  for (const method of methods) {
    const differ = Object.fromEntries(FORMATS.map((f) => [f, 0]));
    /** @type {Record<string, number>} */
    const types = {};
    for (const f of files) {
      const html = decodeHtml(readFileSync(join(dir, f)));
      /** Every format's output of one build: one extraction (format text), the others rendered from it. */
      const outputs = (lib) => {
        try {
          const r = lib.extract(html, { method, format: 'text' });
          const { content, ...rest } = r;
          return { type: r.pageType ?? 'none', json: JSON.stringify(rest), text: content, markdown: lib.toMarkdown(r), html: lib.toHtml(r) };
        } catch (e) {
          const error = `error: ${/** @type {Error} */ (e).message}`;
          return { type: 'error', json: error, text: error, markdown: error, html: error };
        }
      };
      const a = outputs(before);
      const b = outputs(after);
      let changed = false;
      const type = b.type;
      for (const format of FORMATS) {
        if (a[format] !== b[format]) {
          differ[format]++;
          changed = true;
        }
      }
      if (changed) types[type] = (types[type] ?? 0) + 1;
    }
    const t = Object.entries(types)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    console.log(`| ${set} | ${method} | ${files.length} | ${differ.json} | ${differ.text} | ${differ.markdown} | ${differ.html} | ${t || '–'} |`);
  }
}
