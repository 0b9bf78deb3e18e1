// Fetching a page by its URL (src/input/fetch.ts), against a server on 127.0.0.1 that the test
// starts: the page and its Content-Type, gzip and brotli, redirects counted and loops named, a
// 404, a slow answer, bodies over the size limit, the charset from the response header, the user
// agent; and batch's record for a URL (src/input/records.ts), with the same codes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from '../../src/input/address.js';
import { fetchPage, isUrl, redactUrl, type FetchLimits } from '../../src/input/fetch.js';
import { InputError } from '../../src/input/read.js';
import { pageFromRecord } from '../../src/input/record-html.js';
import { readRecords, urlRecord } from '../../src/input/records.js';
import { ROOT } from '../support/cli.js';
import { brotli, endless, gzipped, html, redirect, serve, stalls, type Route, type TestServer } from '../support/http-server.js';

const PAGE = readFileSync(join(ROOT, 'fixtures/en-city-council/page.html'));
// 中文新闻 in GBK, in a page whose <meta> wrongly says UTF-8: the header's charset must win.
const GBK = Buffer.concat([Buffer.from('<html><head><meta charset="utf-8"></head><body><p>'), Buffer.from([0xd6, 0xd0, 0xce, 0xc4, 0xd0, 0xc2, 0xce, 0xc5]), Buffer.from('</p></body></html>')]);
const UTF8 = Buffer.from('<html><head><meta charset="utf-8"></head><body><p>中文新闻 and Zürich</p></body></html>');

let server: TestServer;
// Loopback is refused by default; the tests opt in for their own server.
const limits: FetchLimits = { timeoutMs: 5_000, maxBytes: 100_000, maxRedirects: 3, userAgent: 'cedst-test/1', allowPrivateAddresses: true };
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
    '/auth': (req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(`<html><body><p>${req.headers.authorization ?? 'none'}</p></body></html>`),
    '/to-other': (_req, res) => res.writeHead(302, { location: `http://127.0.0.2:${server.port}/a.html` }).end(),
    '/to-localhost': (_req, res) => res.writeHead(302, { location: `http://localhost:${server.port}/a.html` }).end(),
    '/to-mapped': (_req, res) => res.writeHead(302, { location: `http://[::ffff:127.0.0.1]:${server.port}/a.html` }).end(),
    '/to-decimal': (_req, res) => res.writeHead(302, { location: `http://2130706434:${server.port}/a.html` }).end(),
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
  it('is one record: the page with its address and status, or an error record with the same codes and the status of the answer', async () => {
    const named = [];
    for await (const r of readRecords([url('/r1'), url('/missing'), url('/big')], { maxBytes: 100_000 })) named.push(r);
    const recs = await Promise.all(named.map((r) => urlRecord(r, limits)));
    expect(recs.map((r) => [r.id, r.url, r.httpStatus, r.error?.code])).toEqual([
      [url('/r1'), url('/a.html'), 200, undefined],
      [url('/missing'), url('/missing'), 404, 'http_status'],
      [url('/big'), url('/big'), 200, 'too_large'],
    ]);
    expect(recs[0]!.contentType).toBe('text/html; charset=utf-8');
  });
});

describe('addresses refused by default', () => {
  const strict: FetchLimits = { ...limits, allowPrivateAddresses: false };
  /** The test's own server (127.0.0.1) allowed, every other refused address refused. */
  const onlyOurs: FetchLimits = { ...limits, allowPrivateAddresses: (a) => a === '127.0.0.1' };

  it('refuses loopback by name, by number in any form, and IPv4-mapped, before connecting', async () => {
    const before = server.seen.length;
    const port = server.port;
    for (const [given, says] of [
      [`http://127.0.0.1:${port}/a.html`, '127.0.0.1 is a loopback address'],
      [`http://2130706433:${port}/a.html`, '127.0.0.1 is a loopback address'],
      [`http://0x7f.1:${port}/a.html`, '127.0.0.1 is a loopback address'],
      [`http://[::ffff:127.0.0.1]:${port}/a.html`, '::ffff:7f00:1 is a loopback address'],
      [`http://localhost:${port}/a.html`, 'localhost (127.0.0.1) is a loopback address'],
    ]) {
      const err = await fetchPage(given!, { ...strict, resolve: async () => [{ address: '127.0.0.1', family: 4 }] }).catch((e: unknown) => e);
      expect(err, given).toMatchObject({ code: 'blocked_address' });
      expect((err as Error).message).toBe(`cannot fetch ${given}: ${says}, not fetched without --fetch-allow-private-addresses (blocked_address)`);
    }
    expect(server.seen.length).toBe(before);
  });

  it('checks every redirect: to another loopback address, to a name that resolves to one, to a mapped or decimal form', async () => {
    const dns: Resolver = async (host) => (host === 'localhost' ? [{ address: '127.0.0.3', family: 4 }] : []);
    for (const [path, says] of [
      ['/to-other', '127.0.0.2 is a loopback address'],
      ['/to-localhost', 'localhost (127.0.0.3) is a loopback address'],
      ['/to-mapped', '::ffff:7f00:1 is a loopback address'], // 127.0.0.1 in IPv6 dress: judged as itself, but not the address allowed
      ['/to-decimal', '127.0.0.2 is a loopback address'],
    ]) {
      const given = url(path!);
      const err = await fetchPage(given, { ...onlyOurs, resolve: dns }).catch((e: unknown) => e);
      expect(err, path).toMatchObject({ code: 'blocked_address', status: 302 });
      expect((err as Error).message).toBe(`cannot fetch ${given}: ${says}, not fetched without --fetch-allow-private-addresses (blocked_address)`);
    }
  });

  it('connects to the address its lookup checked, not to one a second resolution gives (no rebinding gap)', async () => {
    const other = await serve({ '/a.html': html(PAGE) }, '127.0.0.2');
    try {
      let asked = 0;
      // The system would say 127.0.0.1 for localhost, where nothing listens on this port.
      const dns: Resolver = async (host) => {
        asked++;
        return host === 'localhost' ? [{ address: '127.0.0.2', family: 4 }] : [];
      };
      const page = await fetchPage(`http://localhost:${other.port}/a.html`, { ...limits, resolve: dns });
      expect([asked, page.status, other.seen]).toEqual([1, 200, [{ path: '/a.html', host: `localhost:${other.port}` }]]);
    } finally {
      await other.close();
    }
  });
});

describe('credentials in a URL', () => {
  it('are sent as Basic auth to their own origin, dropped on a redirect to another, and never shown', async () => {
    const withCreds = `http://alice:s3cret@127.0.0.1:${server.port}`;
    expect(Buffer.from((await fetchPage(`${withCreds}/auth`, limits)).bytes).toString()).toBe(`<html><body><p>Basic ${Buffer.from('alice:s3cret').toString('base64')}</p></body></html>`);
    const echo: Route = (req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${req.headers.authorization ?? 'none'}</p>`);
    const other = await serve({ '/auth': echo }, '127.0.0.2');
    const first = await serve({ '/auth': echo, '/same': redirect('/auth'), '/away': redirect(`${other.base}/auth`) });
    try {
      const at = (path: string) => `http://alice:s3cret@127.0.0.1:${first.port}${path}`;
      const body = async (path: string) => Buffer.from((await fetchPage(at(path), limits)).bytes).toString();
      expect([await body('/same'), await body('/away')]).toEqual([`<p>Basic ${Buffer.from('alice:s3cret').toString('base64')}</p>`, '<p>none</p>']);
    } finally {
      await Promise.all([other.close(), first.close()]);
    }
    const failed = await urlRecord({ id: redactUrl(`${withCreds}/missing`), source: redactUrl(`${withCreds}/missing`), fetchUrl: `${withCreds}/missing` }, limits);
    expect(failed).toEqual({
      id: `http://***@127.0.0.1:${server.port}/missing`,
      source: `http://***@127.0.0.1:${server.port}/missing`,
      url: `http://127.0.0.1:${server.port}/missing`,
      httpStatus: 404,
      error: { code: 'http_status', message: `http://***@127.0.0.1:${server.port}/missing: HTTP 404 Not Found (http_status)` },
    });
    const ok = await urlRecord({ id: 'x', source: 'x', fetchUrl: `${withCreds}/a.html` }, limits);
    expect(ok.url).toBe(url('/a.html'));
    const blocked = await fetchPage(`${withCreds}/a.html`, { ...limits, allowPrivateAddresses: false }).catch((e: unknown) => e);
    expect(JSON.stringify([(blocked as Error).message, blocked])).not.toContain('s3cret');
  });

  it('redactUrl hides the userinfo, by the text, up to the authority’s end', () => {
    expect(['http://u:p@h.example/a', 'https://tok@h.example', 'http://h.example/a@b', 'http://u:p@h\\x@y/', 'HTTP://a:b@c@h.example/?q=@', 'http://h.example'].map(redactUrl)).toEqual([
      'http://***@h.example/a',
      'https://***@h.example',
      'http://h.example/a@b',
      'http://***@h\\x@y/',
      'HTTP://***@h.example/?q=@',
      'http://h.example',
    ]);
    expect(['//u:p@[', 'http:u:p@h/', 'http:\\\\u:p@h/', '\\\\u:p@[', 'plain@text'].map(redactUrl)).toEqual(['//***@[', 'http:***@h/', 'http:\\\\***@h/', '\\\\***@[', 'plain@text']);
  });

  it('never shows a redirect target’s credentials, when the target does not parse either', async () => {
    const bad = await serve({ '/r': redirect('//alice:s3cret@[bad/x') });
    try {
      const e = (await fetchPage(`${bad.base}/r`, limits).catch((err: unknown) => err)) as InputError;
      expect([e.code, e.message]).toEqual(['read_error', `${bad.base}/r: redirected to //***@[bad/x, which is not a valid URL (read_error)`]);
    } finally {
      await bad.close();
    }
  });
});
