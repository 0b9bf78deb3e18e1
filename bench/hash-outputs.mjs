#!/usr/bin/env node
// Hash every method's full `extract` output (JSON, metadata included) on every page of the shared
// datasets, so a refactor can show it changed no output: run before and after, compare the lines.
// Usage: node bench/hash-outputs.mjs [--datasets DIR] [--methods a,b] [--every K] [--limit N] [--explain]
//        [--fields text,paragraphs] [--dist DIR]
// (--fields hashes only those fields of each result: the article without the metadata;
// --dist takes another build, e.g. another checkout's dist/, to compare two builds.)
// (--every K keeps every K-th page of the sorted list: a quick check across all sets.)
// Prints one line per method: `<method> <sha256> <pages> <errors>`, then `all <sha256>`.
// Needs a build (dist/). Pages are read and decoded as `cedst extract` reads a file.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const root = resolve(arg('--datasets', join(here, '..', '..', 'shared', 'datasets')));
const limit = Number(arg('--limit', 'Infinity'));
const every = Number(arg('--every', '1'));
const explain = args.includes('--explain');
const fields = arg('--fields', '')?.split(',').filter(Boolean) ?? [];
const dist = resolve(arg('--dist', join(here, '..', 'dist')));
const { extract, METHODS } = await import(join(dist, 'index.js'));
// A build from before the layout of issue 30 kept decode.js in io/.
const { decodeHtml } = await import(join(dist, existsSync(join(dist, 'input')) ? 'input' : 'io', 'decode.js'));
const methods = (arg('--methods', '') || METHODS.join(',')).split(',');

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
  for (const m of methods) {
    const slot = hashes.get(m);
    let out;
    try {
      const r = extract(html, { method: m, explain });
      out = JSON.stringify(fields.length ? fields.map((f) => r[f]) : r);
    } catch (e) {
      slot.errors++;
      out = `error: ${e?.message}`;
    }
    slot.h.update(p.slice(root.length) + '\0' + out + '\0');
  }
  if (++done % 200 === 0) process.stderr.write(`${done}/${chosen.length}\n`);
}
const all = createHash('sha256');
for (const [m, { h, errors }] of hashes) {
  const d = h.digest('hex');
  all.update(d);
  process.stdout.write(`${m} ${d} ${chosen.length} ${errors}\n`);
}
process.stdout.write(`all ${all.digest('hex')}\n`);
