#!/usr/bin/env node
// @ts-check
// Two builds of the library in one process, page by page: each page goes through `extract` of
// build A and of build B, interleaved and their order alternated, `--reps` times; every call is
// timed in the process's CPU time, so that another process on the machine does not blur the
// comparison. Prints the median CPU ms per page of each, the median of the per-page ratios B/A
// and the ratio of the totals. A refactor meant to change no output is timed this way against a
// copy of the build from before it (with its models/ and lexicons/ beside it, as in the checkout).
// Usage: node bench/compare-builds.mjs --a DIR --b DIR [--datasets DIR] [--every K] [--reps N]
//        [--method NAME] [--sets a,b] [--lang en|zh] [--options-b JSON]
// (--lang keeps the pages the gold gives that language, then every K-th of them; --options-b adds
// options to build B's calls, e.g. '{"metadataFields":"head"}' to time an option against its default.)
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { interleavedMedians, median } from './interleaved.mjs';
import { benchArgs } from './lib/args.mjs';
import { datasetsDir } from './lib/shared-data.mjs';

const _here = dirname(fileURLToPath(import.meta.url));
const { values: opts } = benchArgs(
  `Usage: node bench/compare-builds.mjs --a DIR --b DIR [--datasets DIR] [--every K] [--reps N]
        [--method NAME] [--sets a,b] [--lang en|zh] [--options-b JSON]`,
  {
    lang: { type: 'string' },
    'options-b': { type: 'string' },
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
const lang = opts.lang;
/** @type {Record<string, unknown>} */
const optionsB = JSON.parse(opts['options-b'] ?? '{}');
const a = await import(join(resolve(opts.a), 'index.js'));
const b = await import(join(resolve(opts.b), 'index.js'));
const { decodeHtml } = await import(join(resolve(opts.b), 'input', 'decode.js'));

const pages = [];
for (const set of readdirSync(root).sort()) {
  const dir = join(root, set, 'html');
  if (!existsSync(dir) || (sets?.length && !sets.includes(set))) continue;
  /** @type {Record<string, { lang?: string }>} */
  const gold = lang ? JSON.parse(readFileSync(join(root, set, 'ground-truth.json'), 'utf8')) : {};
  readdirSync(dir)
    .sort()
    .filter((f) => !lang || gold[f.replace(/\.html$/, '')]?.lang === lang)
    .forEach((f, i) => {
      if (i % every === 0) pages.push(decodeHtml(readFileSync(join(dir, f))));
    });
}
const run =
  (lib, extra = {}) =>
  (html) => {
    try {
      lib.extract(html, { method, ...extra });
    } catch {
      // A page that throws in both costs what it costs.
    }
  };
const { a: am, b: bm } = interleavedMedians(pages, run(a), run(b, optionsB), reps);
const sum = (xs) => xs.reduce((s, x) => s + x, 0);
process.stdout.write(
  `${pages.length} pages (every ${every}th${lang ? `, ${lang}` : ''}), ${method}${opts['options-b'] ? `, B with ${opts['options-b']}` : ''}, CPU ms per page, median of ${reps}: A ${median(am).toFixed(2)}, B ${median(bm).toFixed(2)}; ` +
    `median per-page ratio B/A ${median(am.map((x, i) => bm[i] / x)).toFixed(3)}; total B/A ${(sum(bm) / sum(am)).toFixed(3)}\n`,
);
