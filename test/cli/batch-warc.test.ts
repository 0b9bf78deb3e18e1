// @module-tag slow
// `cedst batch` over a WARC.gz end to end: the records the reader yields become exactly one JSONL
// line each, and a GBK page whose charset is only in the HTTP header comes out as Chinese text.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeLegacy } from '../support/legacy-encoding.js';
import { serializeRecords } from '../support/warc-writer.js';
import { cedst } from '../support/cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-batch-warc-'));
// Text written for this test.
const zh = '今年春天，河边的公园重新开放。工人们修好了步道和长椅，又种下了几百棵樱花树。附近的居民说，每天傍晚都有很多人来这里散步、跑步和拍照。';
const page = (body: string): string => `<html><head><title>T</title></head><body><article><p>${body}</p><p>${body}</p></article></body></html>`;
const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);

async function archive(): Promise<Buffer> {
  const parts = await serializeRecords(
    [
      { opts: { type: 'warcinfo', filename: 'test.warc.gz' } },
      {
        opts: {
          type: 'response',
          url: 'http://news.test/gbk',
          warcHeaders: { 'WARC-Record-ID': '<urn:uuid:00000000-0000-4000-8000-000000000001>' },
          httpHeaders: { 'Content-Type': 'text/html; charset=GBK' },
        },
        body: encodeLegacy('gbk', page(zh)),
      },
      { opts: { type: 'request', url: 'http://news.test/gbk', statusline: 'GET /gbk HTTP/1.1', httpHeaders: { Accept: 'text/html' } } },
      {
        opts: {
          type: 'response',
          url: 'http://news.test/big5',
          warcHeaders: { 'WARC-Record-ID': '<urn:uuid:00000000-0000-4000-8000-000000000002>' },
          httpHeaders: { 'Content-Type': 'text/html; charset=big5' },
        },
        body: encodeLegacy('big5', page('今年春天，河邊的公園重新開放。工人們修好了步道和長椅，又種下了幾百棵櫻花樹。')),
      },
      {
        opts: {
          type: 'response',
          url: 'http://news.test/logo.png',
          warcHeaders: { 'WARC-Record-ID': '<urn:uuid:00000000-0000-4000-8000-000000000003>' },
          httpHeaders: { 'Content-Type': 'image/png' },
        },
        body: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      },
      {
        opts: { type: 'response', url: 'http://news.test/en', warcHeaders: { 'WARC-Record-ID': '<urn:uuid:00000000-0000-4000-8000-000000000004>' }, httpHeaders: { 'Content-Type': 'text/html' } },
        body: bytes(page('The riverside park opened again this spring after workers repaired its paths and benches.')),
      },
      {
        opts: { type: 'response', url: 'http://news.test/cut', warcHeaders: { 'WARC-Record-ID': '<urn:uuid:00000000-0000-4000-8000-000000000005>' }, httpHeaders: { 'Content-Type': 'text/html' } },
        body: bytes(page('cut short '.repeat(400))),
      },
    ],
    true,
  );
  const whole = Buffer.concat(parts);
  // The last record is cut in the middle of its gzip member.
  return whole.subarray(0, whole.length - Math.floor(parts[parts.length - 1]!.length / 2));
}

describe('cedst batch on a WARC.gz', () => {
  it('gives one line per response record, decodes by the HTTP charset, and ends a cut-short file with truncated', async () => {
    const warc = join(tmp, 'crawl.warc.gz');
    writeFileSync(warc, await archive());
    const fromFile = cedst(['batch', warc, '--workers', '1']);
    expect(fromFile.status).toBe(0);
    // From stdin the same archive gives the same records (sources name stdin instead of the file).
    const fromStdin = cedst(['batch', '-', '--workers', '1'], readFileSync(warc));
    expect(fromStdin.status).toBe(0);
    for (const [r, name] of [
      [fromFile, warc],
      [fromStdin, '-'],
    ] as const) {
      const out = r.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { id: string; source: string; url?: string; lang?: string; text?: string; error?: { code: string } });
      // warcinfo and request are not pages: 5 response records, the last one cut short.
      expect(out.map((o) => o.url)).toEqual(['http://news.test/gbk', 'http://news.test/big5', 'http://news.test/logo.png', 'http://news.test/en', 'http://news.test/cut']);
      expect(out.map((o) => o.error?.code ?? 'ok')).toEqual(['ok', 'ok', 'not_html', 'ok', 'truncated']);
      expect(out[0]!.lang).toBe('zh');
      expect(out[0]!.text).toContain(zh);
      expect(out[1]!.text).toContain('河邊的公園重新開放');
      expect(out[0]!.source.startsWith(`${name}@`)).toBe(true);
      expect(out[0]!.id).toBe('<urn:uuid:00000000-0000-4000-8000-000000000001>');
      expect(r.stderr).toMatch(/5 records: 3 ok, 1 not_html, 1 truncated/);
    }
  });
});
