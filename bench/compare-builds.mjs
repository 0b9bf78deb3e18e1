#!/usr/bin/env node
// @ts-check
// Two builds of the library in one process, page by page: each page goes through `extract` of
// build A and of build B, interleaved and their order alternated, `--reps` times; every call is
// timed in the process's CPU time, so that another process on the machine does not blur the
// comparison. Prints the median CPU ms per page of each, the median of the per-page ratios B/A
// and the ratio of the totals. A refactor meant to change no output is timed this way against a
// copy of the build from before it (with its models/ and lexicons/ beside it, as in the checkout).
// Usage: node bench/compare-builds.mjs --a DIR --b DIR [--datasets DIR] [--every K] [--reps N]
//        [--method NAME] [--sets a,b]
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { interleavedMedians, median } from './interleaved.mjs';
import { benchArgs } from './lib/args.mjs';
import { datasetsDir } from './lib/shared-data.mjs';

const _here = dirname(fileURLToPath(import.meta.url));
const { values: opts } = benchArgs(
  `Usage: node bench/compare-builds.mjs --a DIR --b DIR [--datasets DIR] [--every K] [--reps N]
        [--method NAME] [--sets a,b]`,
  {
    a: { type: 'string' },
    b: { type: 'string' },
    datasets: { type: 'string' },
    every: { type: 'string' },
    method: { type: 'string' },
    reps: { type: 'string' },
    sets: { type: 'string' },
  },
);
if (!opts.a || !opts.b) {
  process.stderr.write('usage: node bench/compare-builds.mjs --a DIST --b DIST [--datasets DIR] [--every K] [--reps N] [--method NAME] [--sets a,b]\n');
  process.exit(2);
}
const root = datasetsDir(opts.datasets);
const every = Number(opts.every ?? '10');
const reps = Number(opts.reps ?? '3');
const method = opts.method ?? 'cedst+';
const sets = (opts.sets ?? '')?.split(',').filter(Boolean);
const a = await import(join(resolve(opts.a), 'index.js'));
const b = await import(join(resolve(opts.b), 'index.js'));
const { decodeHtml } = await import(join(resolve(opts.b), 'input', 'decode.js'));

const pages = [];
for (const set of readdirSync(root).sort()) {
  const dir = join(root, set, 'html');
  if (!existsSync(dir) || (sets?.length && !sets.includes(set))) continue;
  readdirSync(dir)
    .sort()
    .forEach((f, i) => {
      if (i % every === 0) pages.push(decodeHtml(readFileSync(join(dir, f))));
    });
}
const run = (lib) => (html) => {
  try {
    lib.extract(html, { method });
  } catch {
    // A page that throws in both costs what it costs.
  }
};
const { a: am, b: bm } = interleavedMedians(pages, run(a), run(b), reps);
const sum = (xs) => xs.reduce((s, x) => s + x, 0);
process.stdout.write(
  `${pages.length} pages (every ${every}th), ${method}, CPU ms per page, median of ${reps}: A ${median(am).toFixed(2)}, B ${median(bm).toFixed(2)}; ` +
    `median per-page ratio B/A ${median(am.map((x, i) => bm[i] / x)).toFixed(3)}; total B/A ${(sum(bm) / sum(am)).toFixed(3)}\n`,
);
