// An article over several pages read from its first page's URL (`followPages`), against a server
// the test starts on 127.0.0.1 (allowed by the private-address allowance, as the other fetch
// tests do; nothing reaches any other address): the made-up three-page articles of
// fixtures/pages/ (English: rel=next, then "Next page", `?page=N`; Chinese: numbered `_N.html`
// links and 下一页) come back whole, each paragraph once, in order; a loop, another host, a
// refused address, a missing page and the limit stop the reading with the pages read so far and
// a warning that says why.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPages, readPages } from '../../src/cli/follow-pages.js';
import { followedRecord } from '../../src/cli/batch/follow.js';
import { processRecord } from '../../src/cli/batch/worker.js';
import { urlToFetch } from '../../src/input/fetch.js';
import { resolveOptions } from '../../src/options/resolve.js';
import { isPagerLine, nextPage } from '../../src/dom/next-page.js';
import { parseDocument } from '../../src/dom/parse.js';
import type { FetchLimits } from '../../src/input/fetch.js';
import { joinPages } from '../../src/index.js';
import { FIXTURES } from '../support/fixtures.js';
import { html, redirect, serve, type Route, type TestServer } from '../support/http-server.js';

const DIR = join(FIXTURES, 'pages');
const file = (name: string, n: number): string => readFileSync(join(DIR, name, `page-${n}.html`), 'utf8');
const expected = (name: string): string[] =>
  readFileSync(join(DIR, name, 'expected.txt'), 'utf8')
    .split('\n')
    .filter(Boolean);
const limits: FetchLimits = { timeoutMs: 5_000, maxBytes: 1_000_000, maxRedirects: 3, userAgent: 'cedst-test/1', allowPrivateAddresses: (a) => a === '127.0.0.1' };

/** A page whose next page is `next` (a rel=next link), with a paragraph of its own. */
const linking = (n: number, next: string): string =>
  `<html><head><title>Pier</title><link rel="next" href="${next}"></head><body><article><h1>The pier reopens</h1><p>Paragraph ${n} of the pier story, long enough to be the article on this page of the made-up paper, and different on every page.</p></article></body></html>`;

let server: TestServer;
beforeAll(async () => {
  const en: Route = (req, res) => html(file('en-harbour-lights', Number(new URL(req.url ?? '/', 'http://x').searchParams.get('page') ?? 1)))(req, res);
  server = await serve({
    '/features/harbour-lights': en,
    '/news/qlgq.html': html(file('zh-ancient-bridge', 1)),
    '/news/qlgq_2.html': html(file('zh-ancient-bridge', 2)),
    '/news/qlgq_3.html': html(file('zh-ancient-bridge', 3)),
    '/self.html': html(linking(1, '/self.html')),
    '/away.html': html(linking(1, 'http://127.0.0.2:9/away_2.html')),
    '/gone.html': html(linking(1, '/gone_2.html')),
    '/back.html': html(linking(1, '/back_2.html')),
    '/back_2.html': html(linking(2, '/back_3.html')),
    '/back_3.html': redirect('/back.html'),
    '/dns.html': html(linking(1, '/dns_2.html')),
    '/dns_2.html': html(linking(2, '/dns_3.html')),
    '/dns_3.html': html(linking(3, '/dns_4.html')),
  });
});
afterAll(() => server.close());

describe('an article over several pages', () => {
  for (const [name, path, pages] of [
    ['en-harbour-lights', '/features/harbour-lights', ['/features/harbour-lights', '/features/harbour-lights?page=2', '/features/harbour-lights?page=3']],
    ['zh-ancient-bridge', '/news/qlgq.html', ['/news/qlgq.html', '/news/qlgq_2.html', '/news/qlgq_3.html']],
  ] as const) {
    it(`${name}: three pages come back whole, each paragraph once, in order, the headline and byline once`, async () => {
      const read = await readPages(`${server.base}${path}`, 5, limits);
      expect(read.warning).toBeUndefined();
      const r = extractPages(read, {});
      expect(r.pages).toEqual(pages.map((p) => `${server.base}${p}`));
      expect(r.paragraphs).toEqual(expected(name));
      expect(r.text).toBe(expected(name).join('\n'));
      expect(r.title).toBe(name.startsWith('en') ? 'The Harbour Lights opens its door again' : '青岚古桥修缮完工 本月底重新开放');
      expect(r.warnings).toBeUndefined();
    });
  }

  it('fetches each page once and stops at the limit, saying so', async () => {
    const before = server.seen.length;
    const read = await readPages(`${server.base}/news/qlgq.html`, 1, limits);
    expect(read.pages.map((p) => p.url)).toEqual([`${server.base}/news/qlgq.html`, `${server.base}/news/qlgq_2.html`]);
    expect(server.seen.slice(before).map((s) => s.path)).toEqual(['/news/qlgq.html', '/news/qlgq_2.html']);
    expect(read.warning).toBe(`${server.base}/news/qlgq.html: read 2 pages of the article, then stopped: the next page ${server.base}/news/qlgq_3.html is past --follow-pages 1`);
    expect(extractPages(read, {}).warnings).toEqual([read.warning]);
  });

  it('stops at a page linking to itself, a loop through a redirect, another host and a missing page', async () => {
    const self = await readPages(`${server.base}/self.html`, 5, limits);
    expect(self.pages).toHaveLength(1);
    expect(self.warning).toBe(
      `${server.base}/self.html: read 1 page of the article, then stopped: the next page link of ${server.base}/self.html leads back to ${server.base}/self.html, a page already read (a loop)`,
    );
    const back = await readPages(`${server.base}/back.html`, 5, limits);
    expect(back.pages).toHaveLength(2);
    expect(back.warning).toContain(`the next page ${server.base}/back_3.html redirects to ${server.base}/back.html, a page already read (a loop)`);
    const before = server.seen.length;
    const away = await readPages(`${server.base}/away.html`, 5, limits);
    expect(away.pages).toHaveLength(1);
    expect(away.warning).toBe(`${server.base}/away.html: read 1 page of the article, then stopped: the next page http://127.0.0.2:9/away_2.html is on another host than 127.0.0.1:${server.port}`);
    expect(server.seen.length - before).toBe(1);
    const gone = await readPages(`${server.base}/gone.html`, 5, limits);
    expect(gone.pages).toHaveLength(1);
    expect(gone.warning).toBe(`${server.base}/gone.html: read 1 page of the article, then stopped: the next page could not be read: ${server.base}/gone_2.html: HTTP 404 Not Found (http_status)`);
    // The pages read so far still give their article.
    expect(extractPages(gone, {}).paragraphs).toEqual([
      'The pier reopens',
      'Paragraph 1 of the pier story, long enough to be the article on this page of the made-up paper, and different on every page.',
    ]);
  });

  it('applies the address rule to every page: a host whose address turns private is refused', async () => {
    // The paper's name resolves to the test's server for two pages, then to a private address.
    let asked = 0;
    const resolve = async () => [{ address: ++asked <= 2 ? '127.0.0.1' : '10.1.2.3', family: 4 }];
    const read = await readPages(`http://paper.example:${server.port}/dns.html`, 5, { ...limits, resolve });
    expect(read.pages.map((p) => p.url)).toEqual([`http://paper.example:${server.port}/dns.html`, `http://paper.example:${server.port}/dns_2.html`]);
    expect(read.warning).toMatch(/then stopped: the next page could not be read: .*10\.1\.2\.3.*\(blocked_address\)/);
  });

  it('throws the first page’s own failure, as a single page does', async () => {
    await expect(readPages(`${server.base}/missing.html`, 5, limits)).rejects.toThrow(`${server.base}/missing.html: HTTP 404 Not Found (http_status)`);
  });
});

describe('a batch record of a URL with --follow-pages', () => {
  it('carries the next pages to the worker, whose record holds the joined article and its pages', async () => {
    const got = await followedRecord(urlToFetch(`${server.base}/news/qlgq.html`), limits, 5);
    expect(got.followed?.pages.map((p) => p.url)).toEqual([`${server.base}/news/qlgq_2.html`, `${server.base}/news/qlgq_3.html`]);
    const out = processRecord({ record: got, options: resolveOptions({ followPages: 5 }), maxBytes: 1_000_000 }) as unknown as { text: string; pages: string[]; url: string };
    expect(out.url).toBe(`${server.base}/news/qlgq.html`);
    expect(out.pages).toEqual([`${server.base}/news/qlgq.html`, `${server.base}/news/qlgq_2.html`, `${server.base}/news/qlgq_3.html`]);
    expect(out.text).toBe(expected('zh-ancient-bridge').join('\n'));
  });

  it('keeps the stop reason in the record’s warnings, and a failed first page as the error it is', async () => {
    const got = await followedRecord(urlToFetch(`${server.base}/self.html`), limits, 5);
    expect(got.followed).toEqual({ pages: [], warning: expect.stringContaining('a page already read (a loop)') });
    const out = processRecord({ record: got, options: resolveOptions({ followPages: 5 }), maxBytes: 1_000_000 }) as unknown as { warnings: string[]; pages: string[] };
    expect(out.pages).toEqual([`${server.base}/self.html`]);
    expect(out.warnings).toEqual([got.followed!.warning]);
    const missing = await followedRecord(urlToFetch(`${server.base}/missing.html`), limits, 5);
    expect(missing.error?.code).toBe('http_status');
    expect(missing.followed).toBeUndefined();
  });
});

describe('the next page link', () => {
  const at = (body: string, url: string) => nextPage(parseDocument(`<html><head></head><body>${body}</body></html>`), url);
  it('takes rel=next first, then the next number of the same article, then "Next page" or 下一页 within the article', () => {
    expect(at('<a rel="next" href="p2.html">more</a>', 'https://n.example/a/p.html')).toEqual({ url: 'https://n.example/a/p2.html', by: 'rel-next' });
    expect(at('<a href="/a/story_3.html">3</a><a href="/a/story_2.html">2</a>', 'https://n.example/a/story.html')).toEqual({ url: 'https://n.example/a/story_2.html', by: 'page-number' });
    expect(at('<a href="/a/story_3.html">3</a>', 'https://n.example/a/story_2.html')).toEqual({ url: 'https://n.example/a/story_3.html', by: 'page-number' });
    expect(at('<a href="/a/story/2/">2</a>', 'https://n.example/a/story/')).toEqual({ url: 'https://n.example/a/story/2/', by: 'page-number' });
    expect(at('<a href="?id=7&amp;page=2">2</a>', 'https://n.example/read?id=7')).toEqual({ url: 'https://n.example/read?id=7&page=2', by: 'page-number' });
    expect(at('<a href="/a/story-p2.html">Next page »</a>', 'https://n.example/a/story.html')).toBeUndefined();
    expect(at('<a href="/a/story?pg=2">Next page »</a>', 'https://n.example/a/story')).toEqual({ url: 'https://n.example/a/story?pg=2', by: 'next-words' });
    expect(at('<a href="qlgq_2.html">下一页</a>', 'https://n.example/n/qlgq.html')).toEqual({ url: 'https://n.example/n/qlgq_2.html', by: 'next-words' });
  });
  it('never takes another article, a number of another path or a last page', () => {
    expect(at('<a href="/b/other.html">Next story</a><a href="/b/other2.html">下一篇</a>', 'https://n.example/a/story.html')).toBeUndefined();
    expect(at('<a href="/b/other.html">Next</a>', 'https://n.example/a/story.html')).toBeUndefined();
    expect(at('<a href="/tag/2.html">2</a>', 'https://n.example/a/story.html')).toBeUndefined();
    expect(at('<a href="/a/story_2.html">上一页</a> <a href="/a/story.html">1</a> <a href="/a/story_2.html">2</a> <span>3</span>', 'https://n.example/a/story_3.html')).toBeUndefined();
  });
  it('tells a pager line or a continuation note from a paragraph', () => {
    for (const l of ['上一页 1 2 3 下一页', '1 2 3 Next page »', 'Page 2 of 3', '第2页 共3页', 'Continued from the previous page', '接上页']) expect(isPagerLine(l), l).toBe(true);
    for (const l of ['2', 'Next', 'The next page of the report lists 3 options', '他说，第二页写的是 3 个方案']) expect(isPagerLine(l), l).toBe(false);
  });
});

describe('joinPages', () => {
  it('keeps the first page’s metadata and each later page’s new paragraphs once, in order', () => {
    const base = { lang: 'en', method: 'cedst+', threshold: 0, title: 'Pier' } as const;
    const r = joinPages(
      [
        { ...base, text: 'Pier\nOne.\nShare this story', paragraphs: ['Pier', 'One.', 'Share this story'], confidence: 0.9 },
        { ...base, text: 'Pier\nShare this story\nTwo.\n1 2 3 Next', paragraphs: ['Pier', 'Share this story', 'Two.', '1 2 3 Next'], confidence: 0.7 },
      ],
      ['https://n.example/p', 'https://n.example/p?page=2'],
    );
    expect(r.paragraphs).toEqual(['Pier', 'One.', 'Share this story', 'Two.']);
    expect(r.text).toBe('Pier\nOne.\nShare this story\nTwo.');
    expect(r.confidence).toBe(0.7);
    expect(r.pages).toEqual(['https://n.example/p', 'https://n.example/p?page=2']);
  });
});
