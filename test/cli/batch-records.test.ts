// @module-tag slow
// The fields a dataset builder needs on `cedst batch` records from a WARC: crawl_date, host,
// http_status (a non-2xx response is an http_status error record), digest and simhash; the same
// page at two URLs gets one digest, and a second run is byte-identical to the first.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crawlDateOf, hostOf, httpStatusOf, isPageStatus } from '../../src/input/crawl-fields.js';
import { serializeRecords, type RecordSpec } from '../support/warc-writer.js';
import { cedst } from '../support/cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-batch-records-'));
const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);
// Text written for this test.
const story = 'The riverside park opened again this spring after workers repaired its paths and benches. Hundreds of cherry trees were planted along the water.';
const page = (body: string): string => `<html><head><title>Park</title></head><body><article><p>${body}</p><p>${body}</p></article></body></html>`;

function response(n: number, url: string, date: string, body: string, statusline = 'HTTP/1.1 200 OK'): RecordSpec {
  return {
    opts: {
      type: 'response',
      url,
      date,
      statusline,
      warcHeaders: { 'WARC-Record-ID': `<urn:uuid:00000000-0000-4000-8000-00000000000${n}>` },
      httpHeaders: { 'Content-Type': 'text/html; charset=utf-8' },
    },
    body: bytes(body),
  };
}

// Written for this test: a short Russian news story with a byline.
const russian = (author: string): string =>
  `<html><head><title>Парк открылся</title><meta name="author" content="${author}"></head><body><article>` +
  '<p>Городской парк на набережной снова открылся этой весной после того, как рабочие отремонтировали дорожки и скамейки.</p>' +
  '<p>Вдоль реки высадили сотни вишнёвых деревьев, а по выходным здесь будут работать летние кафе и прокат велосипедов.</p>' +
  '</article></body></html>';

describe('cedst batch: dataset fields', () => {
  it('a 404, a Russian page and a duplicate in one generated WARC', async () => {
    const warc = join(tmp, 'acceptance.warc.gz');
    writeFileSync(
      warc,
      Buffer.concat(
        await serializeRecords(
          [
            response(1, 'https://news.example/park', '2024-05-01T08:00:00Z', page(story)),
            response(2, 'https://news.example/gone', '2024-05-01T08:00:01Z', page('Not found.'), 'HTTP/1.1 404 Not Found'),
            response(3, 'https://gazeta.example/park', '2024-05-01T08:00:02Z', russian('Иван Петров')),
            response(4, 'https://copy.example/park', '2024-05-01T08:00:03Z', page(story)),
          ],
          true,
        ),
      ),
    );
    const first = cedst(['batch', warc, '-w', '2']);
    expect(first.status).toBe(0);
    const out = first.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out.map((o) => (o.error as { code: string } | undefined)?.code ?? o.lang)).toEqual(['en', 'http_status', 'ru', 'en']);
    expect(out[1]).toMatchObject({ http_status: 404, error: { code: 'http_status' } });
    expect(out[2]).toMatchObject({ host: 'gazeta.example', crawl_date: '2024-05-01T08:00:02Z', lang: 'ru', authors: ['Иван Петров'], title: 'Парк открылся' });
    for (const o of [out[0]!, out[2]!, out[3]!]) {
      expect(o.crawl_date).toMatch(/^2024-05-01T08:00:0\dZ$/);
      expect(o.host).toMatch(/\.example$/);
      expect(o.digest).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(out[0]!.digest).toBe(out[3]!.digest);
    expect(out[0]!.digest).not.toBe(out[2]!.digest);
    // Byte-identical on a second run, with another number of workers.
    expect(cedst(['batch', warc, '-w', '1']).stdout).toBe(first.stdout);
    // --keep-lang takes any code: the Russian article and the error record stay.
    const ru = cedst(['batch', warc, '-w', '1', '--keep-lang', 'ru']);
    expect(
      ru.stdout
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { lang?: string; error?: unknown }).lang ?? 'error'),
    ).toEqual(['error', 'ru']);
  });

  it('crawl_date, host, http_status, digest and simhash; 404 and 301 are http_status errors; output is deterministic', async () => {
    const warc = join(tmp, 'crawl.warc.gz');
    writeFileSync(
      warc,
      Buffer.concat(
        await serializeRecords(
          [
            response(1, 'https://News.Example:8443/park', '2024-05-01T08:00:00Z', page(story)),
            response(2, 'https://news.example/missing', '2024-05-01T08:00:01Z', page('Not found.'), 'HTTP/1.1 404 Not Found'),
            response(3, 'http://mirror.example/copy-of-park', '2024-05-01T08:00:02Z', page(story)),
            response(4, 'http://news.example/old', '2024-05-01T08:00:03Z', '<html><body><a href="/new">moved</a></body></html>', 'HTTP/1.1 301 Moved Permanently'),
          ],
          true,
        ),
      ),
    );
    const first = cedst(['batch', warc, '-w', '1']);
    expect(first.status).toBe(0);
    const out = first.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out.map((o) => (o.error as { code: string } | undefined)?.code ?? 'ok')).toEqual(['ok', 'http_status', 'ok', 'http_status']);
    expect(out[0]).toMatchObject({ url: 'https://news.example:8443/park', crawl_date: '2024-05-01T08:00:00Z', host: 'news.example', http_status: 200 });
    expect(out[2]).toMatchObject({ crawl_date: '2024-05-01T08:00:02Z', host: 'mirror.example', http_status: 200 });
    expect(out[1]).toEqual({
      id: '<urn:uuid:00000000-0000-4000-8000-000000000002>',
      source: out[1]!.source,
      url: 'https://news.example/missing',
      crawl_date: '2024-05-01T08:00:01Z',
      host: 'news.example',
      http_status: 404,
      error: { code: 'http_status', message: `${out[1]!.source} was served with HTTP 404, not 2xx` },
    });
    expect(out[3]).toMatchObject({ http_status: 301 });
    // The same page at two URLs: one digest, one simhash.
    expect(out[0]!.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(out[0]!.digest).toBe(out[2]!.digest);
    expect(out[0]!.simhash).toBe(out[2]!.simhash);
    expect(out[0]).not.toHaveProperty('ms');
    expect(first.stderr).toMatch(/4 records: 2 ok, 2 http_status/);

    const second = cedst(['batch', warc, '-w', '2']);
    expect(second.stdout).toBe(first.stdout);
    // --timings brings back the time per page.
    const timed = cedst(['batch', warc, '-w', '1', '--timings']);
    expect((JSON.parse(timed.stdout.split('\n')[0]!) as { ms: number }).ms).toBeGreaterThan(0);
  });
});

describe('records-extra', () => {
  it('parses status lines, hosts and WARC-Dates', () => {
    expect(httpStatusOf('HTTP/1.1 404 Not Found')).toBe(404);
    expect(httpStatusOf('HTTP/2 204')).toBe(204);
    expect(httpStatusOf('ICY 200 OK')).toBeUndefined();
    expect([199, 200, 299, 300, 404].map(isPageStatus)).toEqual([false, true, true, false, false]);
    expect(hostOf('HTTPS://WWW.Example.COM:8080/x?y')).toBe('www.example.com');
    expect(hostOf('not a url')).toBeUndefined();
    expect(crawlDateOf('2024-05-01T08:00:00Z')).toBe('2024-05-01T08:00:00Z');
    expect(crawlDateOf('2024-05-01T08:00:02.5Z')).toBe('2024-05-01T08:00:02.500Z');
    expect(crawlDateOf('2024-05-01T10:00:00+02:00')).toBe('2024-05-01T08:00:00.000Z');
    expect(crawlDateOf('yesterday')).toBeUndefined();
  });
});
