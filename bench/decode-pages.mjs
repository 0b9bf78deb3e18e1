#!/usr/bin/env node
// @ts-check
// Decode every page of the shared datasets as `cedst extract` decodes a file (decodePage, no
// Content-Type), and print one line a page: `<set>/<file> <charset> <source> <dd|-> <sha1 of the
// text, 12 hex>` (dd: the text had been decoded twice and was read back), then the CPU time of
// decodePage and of declaredCharset (the <meta> prescan) over all pages on stderr. Run it on two
// builds (--dist) and diff the lines: a change to decoding shows every page whose text or charset
// source moved.
// Usage: node bench/decode-pages.mjs [--datasets DIR] [--dist DIR] [--passes N (5: the prescan's timing)]
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs, numberArg } from './lib/args.mjs';
import { datasetsDir } from './lib/shared-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: opts } = benchArgs("Usage: node bench/decode-pages.mjs [--datasets DIR] [--dist DIR] [--passes N (5: the prescan's timing)]", {
  datasets: { type: 'string' },
  dist: { type: 'string' },
  passes: { type: 'string' },
});
const root = datasetsDir(opts.datasets);
const dist = resolve(opts.dist ?? join(here, '..', 'dist'));
const passes = numberArg(opts.passes, 5);
const { decodePage, declaredCharset } = await import(join(dist, 'input', 'decode.js'));

/** @type {[string, Uint8Array][]} */
const pages = [];
for (const set of readdirSync(root).sort()) {
  const dir = join(root, set, 'html');
  if (!existsSync(dir)) continue;
  for (const f of readdirSync(dir).sort()) if (f.endsWith('.html')) pages.push([`${set}/${f}`, new Uint8Array(readFileSync(join(dir, f)))]);
}
const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
let decodeUs = 0;
for (const [id, bytes] of pages) {
  const t0 = cpu();
  const page = decodePage(bytes);
  decodeUs += cpu() - t0;
  process.stdout.write(`${id} ${page.charset} ${page.from} ${page.doubleDecoded ? 'dd' : '-'} ${createHash('sha1').update(page.html).digest('hex').slice(0, 12)}\n`);
}
const t0 = cpu();
for (let k = 0; k < passes; k++) for (const [, bytes] of pages) declaredCharset(bytes);
const prescanUs = (cpu() - t0) / Math.max(1, passes);
process.stderr.write(
  `${pages.length} pages: decodePage ${(decodeUs / 1000).toFixed(0)} ms CPU (${(decodeUs / pages.length).toFixed(1)} us a page); ` +
    `declaredCharset ${(prescanUs / 1000).toFixed(0)} ms a pass (${(prescanUs / pages.length).toFixed(1)} us a page, ${passes} passes)\n`,
);
