#!/usr/bin/env node
// @ts-check
// Issue 22's acceptance check for `lang`: the first 20 ids (in sorted order) of each of ru, el, pl, zh
// and en in the daniel set, extracted as `cedst extract` reads a file; prints the pages whose `lang`
// differs from the label, then `<right>/100` and the detector's cost per page.
// Usage: node bench/experiments/lang/daniel-100.mjs [--datasets DIR] [--per N]   (needs a build: dist/)
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from '../../lib/args.mjs';
import { datasetsDir } from '../../lib/shared-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: opts } = benchArgs(`Usage: node bench/experiments/lang/daniel-100.mjs [--datasets DIR] [--per N]   (needs a build: dist/)`, {
  datasets: { type: 'string' },
  per: { type: 'string' },
});
const root = join(datasetsDir(opts.datasets), 'daniel');
const per = Number(opts.per ?? '20');
const dist = join(here, '..', '..', '..', 'dist');
const { extract } = await import(join(dist, 'index.js'));
const { decodeHtml } = await import(join(dist, 'input', 'decode.js'));
const { parseDocument } = await import(join(dist, 'dom', 'parse.js'));
const { collectUnits } = await import(join(dist, 'dom', 'units.js'));
const { detectLang, languageSample } = await import(join(dist, 'lang', 'detect.js'));

const gold = JSON.parse(readFileSync(join(root, 'ground-truth.json'), 'utf8'));
const ids = Object.keys(gold).sort();
let right = 0;
let total = 0;
let detectMs = 0;
for (const lang of ['ru', 'el', 'pl', 'zh', 'en']) {
  const chosen = ids.filter((id) => gold[id].lang === lang).slice(0, per);
  let ok = 0;
  for (const id of chosen) {
    const html = decodeHtml(readFileSync(join(root, 'html', `${id}.html`)));
    const got = extract(html).lang;
    const units = collectUnits(parseDocument(html));
    const t0 = process.hrtime.bigint();
    detectLang(languageSample(units));
    detectMs += Number(process.hrtime.bigint() - t0) / 1e6;
    if (got === lang) ok++;
    else console.log(`${id}: ${lang} detected as ${got}`);
  }
  console.log(`${lang} ${ok}/${chosen.length}`);
  right += ok;
  total += chosen.length;
}
console.log(`${right}/${total} right; sample + detection ${(detectMs / total).toFixed(2)} ms/page (mean)`);
