// @module-tag slow
// `cedst extract URL --follow-pages N` and `cedst batch --follow-pages N` over URLs, against a
// server the test starts on 127.0.0.1 (with --fetch-allow-private-addresses, as the other fetch
// tests; nothing reaches any other address): the made-up three-page articles of fixtures/pages/
// come back whole, a stop is a warning on stderr, and the result lists its pages. The CLI runs as a
// child process, asynchronously, so that this process's server can answer it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchLines, cedstFetching as cedstAsync, ROOT } from '../support/cli.js';
import { html, serve, type TestServer } from '../support/http-server.js';

const DIR = join(ROOT, 'fixtures/pages');
const page = (name: string, n: number): Buffer => readFileSync(join(DIR, name, `page-${n}.html`));
const expected = (name: string): string => readFileSync(join(DIR, name, 'expected.txt'), 'utf8');
const tmp = mkdtempSync(join(tmpdir(), 'cedst-pages-'));
let server: TestServer;

beforeAll(async () => {
  server = await serve({
    '/news/qlgq.html': html(page('zh-ancient-bridge', 1)),
    '/news/qlgq_2.html': html(page('zh-ancient-bridge', 2)),
    '/news/qlgq_3.html': html(page('zh-ancient-bridge', 3)),
    '/features/harbour-lights': (req, res) => html(page('en-harbour-lights', Number(new URL(req.url ?? '/', 'http://x').searchParams.get('page') ?? 1)))(req, res),
  });
});
afterAll(() => server.close());

describe('--follow-pages', () => {
  it('extract: the article of three pages as text, and the pages in json', async () => {
    const text = await cedstAsync(['extract', `${server.base}/news/qlgq.html`, '--follow-pages', '5']);
    expect(text.stderr).toBe('');
    expect(text.stdout).toBe(expected('zh-ancient-bridge'));
    const json = await cedstAsync(['extract', `${server.base}/features/harbour-lights`, '--follow-pages', '5', '-f', 'json']);
    const r = JSON.parse(json.stdout) as { paragraphs: string[]; pages: string[] };
    expect(r.paragraphs).toEqual(expected('en-harbour-lights').trim().split('\n'));
    expect(r.pages).toEqual([`${server.base}/features/harbour-lights`, `${server.base}/features/harbour-lights?page=2`, `${server.base}/features/harbour-lights?page=3`]);
  });

  it('extract: without it one page, as before; past the limit the pages read and a warning', async () => {
    const one = await cedstAsync(['extract', `${server.base}/news/qlgq.html`, '-f', 'json']);
    expect((JSON.parse(one.stdout) as { pages?: string[] }).pages).toBeUndefined();
    const two = await cedstAsync(['extract', `${server.base}/news/qlgq.html`, '--follow-pages', '1', '-f', 'json']);
    expect(two.status).toBe(0);
    expect(two.stderr).toBe(`cedst: warning: ${server.base}/news/qlgq.html: read 2 pages of the article, then stopped: the next page ${server.base}/news/qlgq_3.html is past --follow-pages 1\n`);
    expect((JSON.parse(two.stdout) as { pages: string[] }).pages).toHaveLength(2);
  });

  it('batch over URLs: one record per article, its pages listed', async () => {
    const list = join(tmp, 'list.txt');
    writeFileSync(list, [`${server.base}/news/qlgq.html`, `${server.base}/features/harbour-lights`, ''].join('\n'));
    const r = await cedstAsync(['batch', '--input-list', list, '-w', '1', '--follow-pages', '3']);
    expect(r.status).toBe(0);
    const lines = batchLines(r.stdout) as unknown as { id: string; text: string; pages: string[] }[];
    expect(lines.map((l) => [l.id, l.pages.length])).toEqual([
      [`${server.base}/news/qlgq.html`, 3],
      [`${server.base}/features/harbour-lights`, 3],
    ]);
    expect(lines[0]!.text).toBe(expected('zh-ancient-bridge').trim());
    expect(lines[1]!.text).toBe(expected('en-harbour-lights').trim());
  });

  it('batch --join-pages over a JSONL archive: one record per article, the later pages left out', async () => {
    const file = join(tmp, 'crawl.jsonl');
    const rec = (url: string, name: string, n: number): string => JSON.stringify({ id: url, url, html: page(name, n).toString('utf8') });
    const zh = 'https://qinglan.example/news/qlgq';
    writeFileSync(file, [rec(`${zh}_2.html`, 'zh-ancient-bridge', 2), rec(`${zh}.html`, 'zh-ancient-bridge', 1), rec(`${zh}_3.html`, 'zh-ancient-bridge', 3), ''].join('\n'));
    const r = await cedstAsync(['batch', file, '-w', '1', '--join-pages']);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain("cedst: --join-pages: 1 article over several pages; 2 later pages joined into the first page's record\n");
    const lines = batchLines(r.stdout) as unknown as { id: string; text: string; pages: string[] }[];
    expect(lines.map((l) => [l.id, l.pages])).toEqual([[`${zh}.html`, [`${zh}.html`, `${zh}_2.html`, `${zh}_3.html`]]]);
    expect(lines[0]!.text).toBe(expected('zh-ancient-bridge').trim());
  });
});
