#!/usr/bin/env node
// @ts-check
// The shapes a page's other stories take, probed on our own fixtures: each fixture of
// fixtures/about/ named below, rewritten as a feed or a blog prints its next stories otherwise (no
// data-url, a byline or a reading time only, no meta line, the meta above the headline, another
// container or class, an older portal's <div class="title"> or table), extracted with the default
// cedst+ of a build (--dist, default dist/). Prints one line a shape: the output's size (words, or
// characters for Chinese) against the fixture's expected.txt, and the confidence. Two builds side
// by side: run it with --dist of each.
// Usage: node bench/experiments/accuracy/feed-shapes.mjs [--dist DIR]
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from '../../lib/args.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: opts } = benchArgs('Usage: node bench/experiments/accuracy/feed-shapes.mjs [--dist DIR]', { dist: { type: 'string' } });
const dist = resolve(opts.dist ?? join(here, '..', '..', '..', 'dist'));
const { extract } = await import(join(dist, 'index.js'));
const about = join(here, '..', '..', '..', 'fixtures', 'about');
const read = (/** @type {string} */ name, /** @type {string} */ file) => readFileSync(join(about, name, file), 'utf8');

/** @param {string} h */
const noAddress = (h) => h.replace(/ data-url="[^"]*"/g, '');
/** @param {string} h */
const noHead = (h) =>
  h
    .replace(/<link rel="canonical"[^>]*>\n/, '')
    .replace(/<meta property="og:[^>]*>\n/g, '')
    .replace(/<script type="application\/ld\+json">.*?<\/script>\n/, '');

/** @type {[string, string, Record<string, (h: string) => string>][]} */
const SHAPES = [
  [
    'en-feed-two',
    'https://www.harrowby-post.example/news/2024/05/21/mill-bridge-reopens',
    {
      'as written': (h) => h,
      'no data-url': noAddress,
      'a byline, no date': (h) => noAddress(h).replace(/ <time>[^<]*<\/time>/g, ''),
      'a byline and "4 min read"': (h) => noAddress(h).replace(/ <time>[^<]*<\/time>/g, ' <span>4 min read</span>'),
      'next ones in a container of their own': (h) =>
        noAddress(h).replace('<div class="up-next">Up next</div>', '</div><div class="more-stories"><div class="up-next">Up next</div>').replace('</div>\n</main>', '</div></div>\n</main>'),
      'next ones of another first class': (h) => noAddress(h).replace(/<div class="story-item">\n<h2/g, '<div class="next-story story-item">\n<h2'),
      'meta above the headline': (h) =>
        noAddress(h).replace(/(<div class="story-item">\n)(<h2 class="story-title">[^<]*<\/h2>\n)<div class="story-meta">(.*?)<\/div>/g, '$1<div class="story-meta">$3</div>\n$2'),
      'no meta line': (h) => noAddress(h).replace(/<div class="story-meta">.*?<\/div>\n(?=<div class="story-text">\n<p>(?!Mill))/g, ''),
    },
  ],
  [
    'zh-feed-three',
    '',
    {
      'as written': (h) => h,
      'no data-url': noAddress,
      'next ones in a container of their own': (h) =>
        noAddress(h)
          .replace('<div class="news-item">\n<h1', '<div class="article-main">\n<h1')
          .replace('<div class="next-tip">继续阅读下一篇</div>\n', '</div><div class="more-news"><div class="more-label">继续阅读</div>\n')
          .replace(/<div class="news-item">/g, '<div class="more-item">'),
      'source line above the headline': (h) => noAddress(h).replace(/(<div class="news-item">\n)(<h2>[^<]*<\/h2>\n)(<div class="source">[^<]*<\/div>\n)/g, '$1$3$2'),
      'titles in <div class="title">': (h) => noAddress(h).replace(/<h([12])>([^<]*)<\/h\1>/g, '<div class="title">$2</div>'),
      'titles in <b><font size=4>': (h) => noAddress(h).replace(/<h([12])>([^<]*)<\/h\1>/g, '<p><b><font size="4">$2</font></b></p>'),
    },
  ],
  [
    'en-blog-posts',
    '',
    {
      'as written': (h) => h,
      'no canonical or social tags, other posts unlinked in a container of their own': (h) =>
        noHead(h)
          .replace(/<h2 class="entry-title"><a href="[^"]*">([^<]*)<\/a><\/h2>/g, '<h3 class="entry-title">$1</h3>')
          .replace('<h2 class="more-posts">More posts</h2>', '<div class="more"><p class="more-posts">More posts</p>')
          .replace('</div>\n<div id="blog-sidebar">', '</div></div>\n<div id="blog-sidebar">'),
    },
  ],
];

const size = (/** @type {string} */ text, /** @type {boolean} */ han) => (han ? text.replace(/\s/g, '').length : text.split(/\s+/).filter(Boolean).length);
for (const [name, url, shapes] of SHAPES) {
  const page = read(name, 'page.html');
  const han = name.startsWith('zh-');
  const want = size(read(name, 'expected.txt'), han);
  for (const [shape, rewrite] of Object.entries(shapes)) {
    const r = extract(rewrite(page), url ? { url } : {});
    process.stdout.write(`${name}\t${shape}\t${size(r.text, han)} of ${want} ${han ? 'characters' : 'words'}\tconfidence ${r.confidence.toFixed(3)}\n`);
  }
}
