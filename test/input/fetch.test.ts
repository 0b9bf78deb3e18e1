// Fetching a page by its URL (src/input/fetch.ts), against a server on 127.0.0.1 that the test
// starts: the page and its Content-Type, gzip and brotli, redirects counted and loops named, a
// 404, a slow answer, bodies over the size limit, the charset from the response header, the user
// agent; and batch's record for a URL (src/input/records.ts), with the same codes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPage, isUrl, type FetchLimits } from '../../src/input/fetch.js';
import { InputError } from '../../src/input/read.js';
import { pageFromRecord } from '../../src/input/record-html.js';
import { readRecords } from '../../src/input/records.js';
import { ROOT } from '../support/cli.js';
import { brotli, endless, gzipped, html, redirect, serve, stalls, type TestServer } from '../support/http-server.js';

const PAGE = readFileSync(join(ROOT, 'fixtures/en-city-council/page.html'));
// 中文新闻 in GBK, in a page whose <meta> wrongly says UTF-8: the header's charset must win.
const GBK = Buffer.concat([Buffer.from('<html><head><meta charset="utf-8"></head><body><p>'), Buffer.from([0xd6, 0xd0, 0xce, 0xc4, 0xd0, 0xc2, 0xce, 0xc5]), Buffer.from('</p></body></html>')]);
const UTF8 = Buffer.from('<html><head><meta charset="utf-8"></head><body><p>中文新闻 and Zürich</p></body></html>');

let server: TestServer;
const limits: FetchLimits = { timeoutMs: 5_000, maxBytes: 100_000, maxRedirects: 3, userAgent: 'cedst-test/1' };
const url = (path: string): string => server.base + path;

/** The InputError a fetch fails with: [code, message]. */
async function failure(path: string, over: Partial<FetchLimits> = {}): Promise<[string, string]> {
  try {
    await fetchPage(url(path), { ...limits, ...over });
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return [(err as InputError).code, (err as InputError).message];
  }
  throw new Error(`${path} was fetched`);
}

beforeAll(async () => {
  server = await serve({
    '/a.html': html(PAGE),
    '/gz.html': gzipped(PAGE),
    '/br.html': brotli(PAGE),
    '/r1': redirect('/a.html', 301),
    '/r2': redirect('/r1'),
    '/r3': redirect('/r2', 307),
    '/r4': redirect('/r3'),
    '/loop-a': redirect('/loop-b'),
    '/loop-b': redirect('/loop-a'),
    '/ftp': redirect('ftp://127.0.0.1/x'),
    '/slow': stalls,
    '/big': endless(200_000),
    '/big-declared': (_req, res) => res.writeHead(200, { 'content-type': 'text/html', 'content-length': '500000' }).end(),
    '/gbk': html(GBK, 'text/html; charset=GBK'),
    '/bad-label': html(UTF8, 'text/html; charset=no-such-charset'),
    '/ua': (req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(`<html><body><p>${req.headers['user-agent']} ${req.headers['accept-encoding']}</p></body></html>`),
  });
});
afterAll(() => server.close());

describe('fetchPage', () => {
  it('fetches a page with its Content-Type and address', async () => {
    const page = await fetchPage(url('/a.html'), limits);
    expect(Buffer.from(page.bytes).equals(PAGE)).toBe(true);
    expect(page).toMatchObject({ url: url('/a.html'), status: 200, contentType: 'text/html; charset=utf-8' });
  });

  it('decodes gzip and brotli bodies', async () => {
    for (const path of ['/gz.html', '/br.html']) expect(Buffer.from((await fetchPage(url(path), limits)).bytes).equals(PAGE), path).toBe(true);
  });

  it('follows up to maxRedirects redirects and reports the final address', async () => {
    const page = await fetchPage(url('/r3'), limits);
    expect(page.url).toBe(url('/a.html'));
    expect(await failure('/r4')).toEqual(['read_error', `${url('/r4')}: more than 3 redirects (read_error; see --fetch-max-redirects)`]);
    expect((await failure('/r1', { maxRedirects: 0 }))[0]).toBe('read_error');
  });

  it('names a redirect loop, and refuses a redirect away from http(s)', async () => {
    expect(await failure('/loop-a', { maxRedirects: 20 })).toEqual(['read_error', `${url('/loop-a')}: a redirect loop (back to ${url('/loop-a')}) (read_error)`]);
    expect(await failure('/ftp')).toEqual(['read_error', `${url('/ftp')}: redirected to ftp://127.0.0.1/x, which is not http(s) (read_error)`]);
  });

  it('gives a non-2xx answer as http_status', async () => {
    expect(await failure('/missing')).toEqual(['http_status', `${url('/missing')}: HTTP 404 Not Found (http_status)`]);
  });

  it('gives up on an answer that does not finish within the time budget', async () => {
    expect(await failure('/slow', { timeoutMs: 300 })).toEqual(['timeout', `${url('/slow')}: no complete answer within 300 ms (timeout; see --fetch-timeout-ms)`]);
  });

  it('stops reading a body over maxBytes, declared or not', async () => {
    expect(await failure('/big')).toEqual(['too_large', `${url('/big')} is larger than 100000 bytes (too_large; see --max-bytes)`]);
    expect((await failure('/big-declared'))[0]).toBe('too_large');
    expect((await fetchPage(url('/big'), { ...limits, maxBytes: 300_000 })).bytes.length).toBeGreaterThan(199_000);
  });

  it('gives no answer as read_error', async () => {
    const closed = await serve({});
    const address = closed.base;
    await closed.close();
    await expect(fetchPage(address + '/x', limits)).rejects.toMatchObject({
      code: 'read_error',
      message: expect.stringMatching(/^cannot fetch http:\/\/127\.0\.0\.1:\d+\/x: ECONNREFUSED \(read_error\)$/),
    });
  });

  it("decodes by the header's charset, over a wrong <meta>; an unknown label in the header is ignored", async () => {
    const gbk = await fetchPage(url('/gbk'), limits);
    expect(pageFromRecord({ id: 'gbk', source: 'gbk', bytes: gbk.bytes, contentType: gbk.contentType! })).toContain('<p>中文新闻</p>');
    const bad = await fetchPage(url('/bad-label'), limits);
    expect(pageFromRecord({ id: 'bad', source: 'bad', bytes: bad.bytes, contentType: bad.contentType! })).toContain('中文新闻 and Zürich');
  });

  it('sends its user agent and asks for gzip and brotli', async () => {
    const page = await fetchPage(url('/ua'), limits);
    expect(Buffer.from(page.bytes).toString()).toBe('<html><body><p>cedst-test/1 gzip, deflate, br</p></body></html>');
  });

  it('tells a URL from a path', () => {
    expect(['http://x.example/a', 'HTTPS://x.example', 'page.html', 'http.html', 'ftp://x'].map(isUrl)).toEqual([true, true, false, false, false]);
  });
});

describe('a URL among batch inputs', () => {
  it('is one record: the page with its address and status, or an error record with the same codes', async () => {
    const recs = [];
    const fetch = { timeoutMs: 5_000, maxRedirects: 3, userAgent: 'cedst-test/1' };
    for await (const r of readRecords([url('/r1'), url('/missing'), url('/big')], { maxBytes: 100_000, fetch })) recs.push(r);
    expect(recs.map((r) => [r.id, r.url, r.httpStatus, r.error?.code])).toEqual([
      [url('/r1'), url('/a.html'), 200, undefined],
      [url('/missing'), url('/missing'), undefined, 'http_status'],
      [url('/big'), url('/big'), undefined, 'too_large'],
    ]);
    expect(recs[0]!.contentType).toBe('text/html; charset=utf-8');
  });
});
