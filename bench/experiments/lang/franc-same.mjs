#!/usr/bin/env node
// @ts-check
// Checks that src/lang/trigram-distance.ts answers as franc-min does, on the language sample of
// every page of the shared sets (and on each of its first 20 units alone, for short texts), and
// times both. Usage: node bench/experiments/lang/franc-same.mjs [--datasets DIR] [--every K]
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { franc } from 'franc-min';
import { benchArgs } from '../../lib/args.mjs';
import { datasetsDir } from '../../lib/shared-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: opts } = benchArgs(`Usage: node bench/experiments/lang/franc-same.mjs [--datasets DIR] [--every K]`, {
  datasets: { type: 'string' },
  every: { type: 'string' },
});
const root = datasetsDir(opts.datasets);
const every = Number(opts.every ?? '1');
const dist = join(here, '..', '..', '..', 'dist');
const { trigramLanguage } = await import(join(dist, 'lang', 'trigram-distance.js'));
const { languageSample } = await import(join(dist, 'lang', 'detect.js'));
const { collectUnits } = await import(join(dist, 'dom', 'units.js'));
const { parseDocument } = await import(join(dist, 'dom', 'parse.js'));
const { decodeHtml } = await import(join(dist, 'input', 'decode.js'));

const texts = [];
for (const set of readdirSync(root).sort()) {
  const dir = join(root, set, 'html');
  if (!existsSync(dir)) continue;
  readdirSync(dir)
    .sort()
    .forEach((f, i) => {
      if (i % every) return;
      const units = collectUnits(parseDocument(decodeHtml(readFileSync(join(dir, f)))));
      texts.push(languageSample(units));
      for (const u of units.slice(0, 20)) texts.push(u.text);
    });
}
let differ = 0;
let tf = 0;
let tt = 0;
for (const t of texts) {
  let s = performance.now();
  const a = franc(t);
  tf += performance.now() - s;
  s = performance.now();
  const b = trigramLanguage(t);
  tt += performance.now() - s;
  if (a !== b) {
    differ++;
    if (differ <= 5) process.stderr.write(`differs: franc ${a}, ours ${b}: ${JSON.stringify(t.slice(0, 80))}\n`);
  }
}
process.stdout.write(`${texts.length} texts, ${differ} answers differ; franc ${tf.toFixed(0)} ms, trigram-distance ${tt.toFixed(0)} ms (${(tf / tt).toFixed(1)}x)\n`);
process.exitCode = differ ? 1 : 0;
