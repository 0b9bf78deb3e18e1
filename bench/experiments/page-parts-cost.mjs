#!/usr/bin/env node
// @ts-check
// The CPU cost of reading a page's parts (a live blog's posts, a listing's items, a thread's posts)
// per page, before and after they were gated: before, the live blog's reader ran on every page;
// after, the page type picks the reader (items on a listing, posts on a forum) and the live blog's
// runs only where `mayHoldLivePosts` lets it. Both on the same parsed page and the same
// extraction, each timed in CPU microseconds (process.cpuUsage) over `--repeat` runs, on every
// `--every`-th page of each set; the parts found must be the same on every page not typed listing
// or forum. Prints counts and times only: no page text.
// Usage: node bench/experiments/page-parts-cost.mjs [--sets wcxb,daniel,l3s-gn1] [--every 10] [--repeat 3] [--dist DIR]
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from '../lib/args.mjs';
import { datasetsDir } from '../lib/shared-data.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values: opts } = benchArgs('Usage: node bench/experiments/page-parts-cost.mjs [--sets wcxb,daniel,l3s-gn1] [--every 10] [--repeat 3] [--dist DIR]', {
  sets: { type: 'string' },
  every: { type: 'string' },
  repeat: { type: 'string' },
  dist: { type: 'string' },
});
const dist = resolve(opts.dist ?? join(here, '..', '..', 'dist'));
const every = Number(opts.every ?? '10');
const repeat = Number(opts.repeat ?? '3');
const load = (p) => import(join(dist, p));
const { extract } = await load('index.js');
const { decodeHtml } = await load('input/decode.js');
const { parseDocument } = await load('dom/parse.js');
const { livePosts, mayHoldLivePosts } = await load('metadata/live-posts.js');
const { listingItems } = await load('metadata/listing-items.js');
const { threadPosts } = await load('metadata/thread-posts.js');

/** CPU microseconds of `fn`, the least of `repeat` runs, and its value. */
function timed(fn) {
  let best = Infinity;
  let value;
  for (let k = 0; k < repeat; k++) {
    const t = process.cpuUsage();
    value = fn();
    const d = process.cpuUsage(t);
    best = Math.min(best, d.user + d.system);
  }
  return { us: best, value };
}

console.log('| set | pages | before: live posts, ms/page | after: gated readers, ms/page | precheck passed | listing / forum pages | pages whose posts differ (not listing/forum) |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
const root = datasetsDir();
for (const set of (opts.sets ?? 'wcxb,daniel,l3s-gn1').split(',')) {
  const dir = join(root, set, 'html');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .sort()
    .filter((_, i) => i % every === 0);
  let before = 0;
  let after = 0;
  let passed = 0;
  let typed = 0;
  let differ = 0;
  for (const f of files) {
    const html = decodeHtml(readFileSync(join(dir, f)));
    const r = extract(html);
    const doc = parseDocument(html);
    const a = timed(() => livePosts(doc, r.paragraphs));
    const b = timed(() => {
      if (r.pageType === 'listing') return listingItems(doc, r.text, undefined);
      if (r.pageType === 'forum') return threadPosts(doc);
      return mayHoldLivePosts(html) ? livePosts(doc, r.paragraphs) : undefined;
    });
    before += a.us;
    after += b.us;
    if (mayHoldLivePosts(html)) passed++;
    if (r.pageType === 'listing' || r.pageType === 'forum') typed++;
    else if (JSON.stringify(a.value) !== JSON.stringify(b.value)) differ++;
  }
  const ms = (us) => (us / files.length / 1000).toFixed(2);
  console.log(`| ${set} | ${files.length} | ${ms(before)} | ${ms(after)} | ${passed} | ${typed} | ${differ} |`);
}
