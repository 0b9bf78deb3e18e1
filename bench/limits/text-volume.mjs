#!/usr/bin/env node
// @ts-check
// What maxTextChars sees on real pages: for every page of the shared sets, the characters of
// visible text once parsed (src/dom/text-volume.ts: spaces, scripts and styles not counted), and
// how far the default is above the largest. Then, with --memory, `extract` on generated pages of
// plain words and of Han text just under the default limit, each in its own process, with the
// CPU time and peak RSS each took (the bound the limit buys).
// Usage: node bench/limits/text-volume.mjs [--datasets DIR] [--top N] [--memory] (needs dist/).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from '../lib/args.mjs';
import { datasetsDir } from '../lib/shared-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: opts } = benchArgs(`Usage: node bench/limits/text-volume.mjs [--datasets DIR] [--top N] [--memory] (needs dist/).`, {
  datasets: { type: 'string' },
  top: { type: 'string' },
  memory: { type: 'boolean' },
});
const root = datasetsDir(opts.datasets);
const top = Number(opts.top ?? '5');
const dist = join(here, '..', '..', 'dist');
const { textVolume } = await import(join(dist, 'dom', 'text-volume.js'));
const { parseDocument } = await import(join(dist, 'dom', 'parse.js'));
const { DEFAULT_OPTIONS } = await import(join(dist, 'research.js'));
const { decodeHtml } = await import(join(dist, 'input', 'decode.js'));

const rows = [];
for (const set of readdirSync(root).sort()) {
  const dir = join(root, set, 'html');
  if (!existsSync(dir)) continue;
  for (const f of readdirSync(dir).sort()) {
    if (!f.endsWith('.html')) continue;
    rows.push({ page: `${set}/html/${f}`, chars: textVolume(parseDocument(decodeHtml(readFileSync(join(dir, f))))) });
  }
}
rows.sort((a, b) => b.chars - a.chars);
const limit = DEFAULT_OPTIONS.maxTextChars;
console.log(`${rows.length} pages; the most visible text: ${rows[0].chars} characters (${rows[0].page}); maxTextChars ${limit} is ${(limit / rows[0].chars).toFixed(1)}× it`);
for (const r of rows.slice(0, top)) console.log(`  ${String(r.chars).padStart(8)}  ${r.page}`);

if (opts.memory === true) {
  const tmp = mkdtempSync(join(tmpdir(), 'cedst-text-volume-'));
  const sentence = 'The council met on Monday to vote on the budget for roads and schools.';
  const han = '市议会周一开会讨论预算并投票通过修建道路学校和公园的计划。';
  const pages = {
    'words in paragraphs, under the limit': `<html><body>${`<p>${sentence}</p>`.repeat(Math.floor((limit * 0.95) / sentence.replace(/ /g, '').length))}</body></html>`,
    'Han in paragraphs, under the limit': `<html><body>${`<p>${han.repeat(16)}</p>`.repeat(Math.floor((limit * 0.95) / (han.length * 16)))}</body></html>`,
    '19 MB of plain words (refused)': `<html><body><p>${'the council met on monday to vote '.repeat(580_000)}</p></body></html>`,
  };
  const bin = join(here, '..', '..', 'bin', 'cedst.js');
  for (const [name, html] of Object.entries(pages)) {
    const file = join(tmp, 'page.html');
    writeFileSync(file, html);
    const out = spawnSync('/usr/bin/time', ['-f', '%U %S %M', process.execPath, bin, 'extract', file, '--timeout-ms', '0'], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] }).stderr;
    const [user, sys, kb] = (out.trim().split('\n').at(-1) ?? '').split(' ').map(Number);
    const refused = /maxTextChars/.test(out) ? ' refused (too_large)' : '';
    console.log(`  ${name.padEnd(40)} ${(html.length / 1e6).toFixed(1)} MB: ${(user + sys).toFixed(1)} s CPU, peak RSS ${Math.round(kb / 1024)} MB${refused}`);
  }
  rmSync(tmp, { recursive: true, force: true });
}
