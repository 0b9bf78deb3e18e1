#!/usr/bin/env node
// @ts-check
// A CC-NEWS-like archive for docs/scale.md: every page of the shared evaluation sets (real news
// HTML in Chinese, English and more, as published: ~40 KB a page) as HTTP 200 response records,
// one gzip member per record as CC-NEWS writes them, FILES files of equal share, in a seeded
// shuffled order (sets mixed, as a crawl mixes hosts). The pages never leave the machine: the
// archive goes to DIR, outside the repository.
// Usage: node bench/scale/make-news-warc.mjs DIR [FILES=4] [--datasets ../shared/datasets]
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WARCRecord, WARCSerializer } from 'warcio';
import { benchArgs } from '../lib/args.mjs';
import { datasetsDir } from '../lib/shared-data.mjs';

const { values: opts, positionals } = benchArgs('Usage: node bench/scale/make-news-warc.mjs DIR [FILES=4] [--datasets ../shared/datasets]', { datasets: { type: 'string' } });
const root = datasetsDir(opts.datasets);
const [dir, files = '4'] = positionals;
if (!dir) throw new Error('usage: node bench/scale/make-news-warc.mjs DIR [FILES] [--datasets DIR]');
mkdirSync(dir, { recursive: true });

const pages = [];
for (const set of readdirSync(root).sort()) {
  const html = join(root, set, 'html');
  if (!existsSync(html)) continue;
  for (const f of readdirSync(html).sort()) if (f.endsWith('.html')) pages.push({ set, id: f.slice(0, -5), path: join(html, f) });
}
let seed = 7;
const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
for (let i = pages.length - 1; i > 0; i--) {
  const j = Math.floor(rand() * (i + 1));
  [pages[i], pages[j]] = [pages[j], pages[i]];
}

async function* once(bytes) {
  yield bytes;
}

const n = Number(files);
let bytes = 0;
for (let f = 0; f < n; f++) {
  const parts = [];
  for (const [k, p] of pages.slice(Math.floor((f * pages.length) / n), Math.floor(((f + 1) * pages.length) / n)).entries()) {
    const body = readFileSync(p.path);
    bytes += body.length;
    const date = new Date(Date.UTC(2024, 4, 1) + (f * 100000 + k) * 1000).toISOString().replace(/\.000Z$/, 'Z');
    const record = WARCRecord.create(
      {
        type: 'response',
        url: `https://${p.set}.example/${encodeURIComponent(p.id)}`,
        date,
        statusline: 'HTTP/1.1 200 OK',
        httpHeaders: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(body.length) },
      },
      once(body),
    );
    parts.push(await WARCSerializer.serialize(record, { gzip: true }));
  }
  writeFileSync(join(dir, `CC-NEWS-like-${String(f).padStart(5, '0')}.warc.gz`), Buffer.concat(parts));
}
process.stderr.write(`${pages.length} pages, ${(bytes / 1e6).toFixed(1)} MB of HTML, in ${n} WARC.gz files under ${dir}\n`);
