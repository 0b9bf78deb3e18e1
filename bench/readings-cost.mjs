#!/usr/bin/env node
// @ts-check
// `npm run bench:readings`: what cedst+'s readings, choose stage and confidence cost a page. Every
// K-th page of five shared sets runs through extract() with the readings on (the default) and off
// (`plus.readings: false`), the two interleaved page by page and their order alternated, three
// times; each call is timed in the process's CPU time, not wall time, so a loaded machine does not
// blur the ratio. Prints the median ms of each and the median of the per-page ratios.
// Usage: npm run bench:readings [-- --datasets DIR] [--every K]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from '../dist/research.js';
import { interleavedMedians, median } from './interleaved.mjs';
import { benchArgs } from './lib/args.mjs';
import { datasetsDir } from './lib/shared-data.mjs';

const _here = fileURLToPath(new URL('.', import.meta.url));
const { values: opts } = benchArgs(`Usage: npm run bench:readings [-- --datasets DIR] [--every K]`, {
  datasets: { type: 'string' },
  every: { type: 'string' },
});
const root = datasetsDir(opts.datasets);
const every = Number(opts.every ?? '30');
const files = [];
for (const set of ['l3s-gn1', 'daniel', 'wcxb', 'cleaneval', 'dragnet']) {
  const dir = join(root, set, 'html');
  const names = readdirSync(dir).sort();
  for (let i = 0; i < names.length; i += every) files.push(join(dir, names[i]));
}
const pages = files.map((f) => readFileSync(f));
const OFF = { plus: { readings: false } };
const { a: onM, b: offM } = interleavedMedians(
  pages,
  (p) => extract(p),
  (p) => extract(p, OFF),
);
process.stdout.write(
  `${pages.length} pages (every ${every}th of five sets), CPU ms per page, median of 3: readings on ${median(onM).toFixed(1)}, off ${median(offM).toFixed(1)}; ` +
    `median per-page ratio ${median(onM.map((x, i) => x / offM[i])).toFixed(3)}\n`,
);
