// @module-tag slow
// `cedst extract URL` and URLs in `batch --input-list`, against a server on 127.0.0.1
// that the test starts: the same article as from the file, fetch failures as one line and exit 2
// (extract) or as coded records (batch). The CLI runs as a child process, asynchronously, so that
// this process's server can answer it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchLines, cedst, cedstFetching as cedstAsync, ROOT } from '../support/cli.js';
import { html, redirect, serve, type TestServer } from '../support/http-server.js';

const FILE = 'fixtures/en-city-council/page.html';
const PAGE = readFileSync(join(ROOT, FILE));
const ZH = readFileSync(join(ROOT, 'fixtures/zh-local-traffic/page.html'));
const tmp = mkdtempSync(join(tmpdir(), 'cedst-url-'));
let server: TestServer;

beforeAll(async () => {
  server = await serve({ '/a.html': html(PAGE), '/zh.html': html(ZH), '/moved': redirect('/a.html', 301) });
});
afterAll(() => server.close());

describe('cedst extract URL', () => {
  it('gives the article the file gives, in every format', async () => {
    // --no-links: a fetched page's relative links resolve against its address (the json test below).
    for (const format of ['text', 'markdown', 'html']) {
      const fetched = await cedstAsync(['extract', `${server.base}/a.html`, '-f', format, '--no-links']);
      expect(fetched.stderr).toBe('');
      expect(fetched.status).toBe(0);
      expect(fetched.stdout, format).toBe(cedst(['extract', FILE, '-f', format, '--no-links']).stdout);
    }
  });

  it("in json too, but that relative links resolve against the page's address, as a browser resolves them", async () => {
    const fetched = await cedstAsync(['extract', `${server.base}/moved`, '-f', 'json']);
    const file = cedst(['extract', FILE, '-f', 'json']).stdout;
    // The page type reads the page's address too, so its probability differs between the file's
    // canonical address and the test server's; the type itself does not.
    const typeConfidence = /"pageTypeConfidence": [\d.]+/;
    expect(JSON.parse(fetched.stdout).pageType).toBe('article');
    expect(JSON.parse(file).pageType).toBe('article');
    expect(fetched.stdout.replace(typeConfidence, '"pageTypeConfidence": 0')).toBe(
      file
        .replace(typeConfidence, '"pageTypeConfidence": 0')
        .replaceAll('https://www.portaldercourier.example/news/local/2023/01/19/', `${server.base}/news/local/2023/01/19/`)
        .replaceAll('https://www.portaldercourier.example/topics/', `${server.base}/topics/`),
    );
  });

  it('says why a fetch failed in one line, exit 2, nothing on stdout', async () => {
    const missing = await cedstAsync(['extract', `${server.base}/missing.html`]);
    expect(missing).toEqual({ status: 2, stdout: '', stderr: `cedst: ${server.base}/missing.html: HTTP 404 Not Found (http_status)\n` });
    const large = await cedstAsync(['extract', `${server.base}/a.html`, '--max-bytes', '1000']);
    expect(large).toEqual({ status: 2, stdout: '', stderr: `cedst: ${server.base}/a.html is larger than 1000 bytes (too_large; see --max-bytes)\n` });
    const moved = await cedstAsync(['extract', `${server.base}/moved`, '--fetch-max-redirects', '0']);
    expect(moved.stderr).toBe(`cedst: ${server.base}/moved: more than 0 redirects (read_error; see --fetch-max-redirects)\n`);
    expect(moved.status).toBe(2);
  });
});

describe('cedst batch with URLs', () => {
  it('fetches the URLs of --input-list beside files, one record each, failures as coded records', async () => {
    const list = join(tmp, 'list.txt');
    writeFileSync(list, [`${server.base}/a.html`, `${server.base}/zh.html`, `${server.base}/missing.html`, FILE, ''].join('\n'));
    const r = await cedstAsync(['batch', '--input-list', list, '-w', '1']);
    expect(r.status).toBe(0);
    const lines = batchLines(r.stdout);
    // In the list's order (it was sorted).
    expect(lines.map((l) => [l.id, l.lang ?? l.error?.code])).toEqual([
      [`${server.base}/a.html`, 'en'],
      [`${server.base}/zh.html`, 'zh'],
      [`${server.base}/missing.html`, 'http_status'],
      [FILE, 'en'],
    ]);
    expect(lines[0]!.text).toBe(lines[3]!.text);
    expect(lines[0]!.url).toBe(`${server.base}/a.html`);
    expect(lines[0]!.http_status).toBe(200);
  });
});
