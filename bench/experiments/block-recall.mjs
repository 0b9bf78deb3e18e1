#!/usr/bin/env node
// @ts-check
// Rough block recall: the share of a set's gold lines (one block a line: a heading, a paragraph, a
// list item, a table row) that cedst+ gives back as a line of its own, both lines compared after
// case, spacing and punctuation are dropped. Two readings of the output: `text` (the article's
// paragraphs, one a line) and `blocks` (one line per block, a table one line per row). A stand-in
// until `cedst eval --blocks` lands; averaged over pages (a page's recall is its gold lines found
// over its gold lines), English and Chinese apart.
// Usage: node bench/experiments/block-recall.mjs <set-dir>... [--dist DIR] [--every K]
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve, dirname, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from '../lib/args.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: opts, positionals: sets } = benchArgs('Usage: node bench/experiments/block-recall.mjs <set-dir>... [--dist DIR] [--every K]', {
  dist: { type: 'string' },
  every: { type: 'string' },
});
const dist = resolve(opts.dist ?? join(here, '..', '..', 'dist'));
const every = Number(opts.every ?? '1');
const { extract } = await import(join(dist, 'index.js'));
const { decodeHtml } = await import(join(dist, 'input', 'decode.js'));

/** A line as it is compared: lower case, letters and digits only. */
const key = (line) => line.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function blockLines(blocks) {
  const out = [];
  for (const b of blocks ?? []) {
    if (b.kind === 'table') for (const row of b.rows ?? []) out.push(row.join(' '));
    else out.push(...b.text.split('\n'));
  }
  return out;
}

for (const set of sets) {
  const gold = JSON.parse(readFileSync(join(set, 'ground-truth.json'), 'utf8'));
  const sums = new Map();
  Object.keys(gold)
    .sort()
    .filter((_, i) => i % every === 0)
    .forEach((id) => {
      const g = gold[id];
      const file = join(set, 'html', `${id}.html`);
      if (!g.articleBody || g.gold_type === 'snippets' || !existsSync(file)) return;
      const lines = g.articleBody.split('\n').map(key).filter(Boolean);
      if (!lines.length) return;
      const r = extract(decodeHtml(readFileSync(file)));
      const lang = g.lang === 'zh' ? 'zh' : g.lang === 'en' ? 'en' : 'other';
      for (const [reading, out] of [
        ['text', r.paragraphs],
        ['blocks', blockLines(r.blocks)],
      ]) {
        const have = new Set(out.map(key));
        const found = lines.filter((l) => have.has(l)).length / lines.length;
        const k = `${lang} ${reading}`;
        const s = sums.get(k) ?? [0, 0];
        sums.set(k, [s[0] + found, s[1] + 1]);
      }
    });
  for (const [k, [sum, n]] of [...sums].sort()) console.log(`${basename(resolve(set))}\t${k}\t${n}\t${(sum / n).toFixed(3)}`);
}
