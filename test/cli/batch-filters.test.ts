// @module-tag slow
// `cedst batch --keep-lang, --min-words, --status`, and .html.gz pages read from directories by
// default (--no-gz skips them).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeFilter } from '../../src/cli/batch/filters.js';
import { serializeRecords, type RecordSpec } from '../support/warc-writer.js';
import { cedst } from '../support/cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-batch-filters-'));
// Texts written for this test.
const en = 'The riverside park opened again this spring after workers repaired its paths and benches. Hundreds of cherry trees were planted along the water.';
const zh = '今年春天，河边的公园重新开放。工人们修好了步道和长椅，又种下了几百棵樱花树。附近的居民说，每天傍晚都有很多人来这里散步。';
const page = (body: string): string => `<html><head><title>T</title></head><body><article><p>${body}</p><p>${body}</p></article></body></html>`;
const response = (n: number, body: string, statusline = 'HTTP/1.1 200 OK'): RecordSpec => ({
  opts: {
    type: 'response',
    url: `http://news.test/${n}`,
    statusline,
    warcHeaders: { 'WARC-Record-ID': `<urn:uuid:00000000-0000-4000-8000-00000000000${n}>` },
    httpHeaders: { 'Content-Type': 'text/html; charset=utf-8' },
  },
  body: new TextEncoder().encode(body),
});

describe('makeFilter', () => {
  it('keeps what the flags ask for and says why it drops a record', () => {
    const f = makeFilter({ keepLang: 'zh, en', minWords: 5, status: '200' })!;
    expect(f({ id: 'a', source: 'a', lang: 'en', text: 'one two three four five', http_status: 200 })).toBeUndefined();
    expect(f({ id: 'a', source: 'a', lang: 'en', text: 'one two three four' })).toBe('min_words');
    expect(f({ id: 'a', source: 'a', lang: 'zh', text: '一二三四五' })).toBeUndefined();
    expect(f({ id: 'a', source: 'a', lang: 'de', text: 'eins zwei drei vier fünf' })).toBe('keep_lang');
    expect(f({ id: 'a', source: 'a', http_status: 404, error: { code: 'http_status', message: 'm' } })).toBe('status');
    expect(f({ id: 'a', source: 'a', error: { code: 'empty', message: 'm' } })).toBeUndefined();
    expect(makeFilter({})).toBeUndefined();
    expect(() => makeFilter({ status: 'ok' })).toThrow(/--status needs HTTP status codes/);
  });
});

describe('cedst batch filters', () => {
  it('--keep-lang, --min-words and --status drop lines, counted in the summary and the manifest', async () => {
    const warc = join(tmp, 'mixed.warc.gz');
    writeFileSync(
      warc,
      Buffer.concat(await serializeRecords([response(1, page(en)), response(2, page(zh)), response(3, page('Not found.'), 'HTTP/1.1 404 Not Found'), response(4, page('Too short to keep.'))], true)),
    );
    const all = cedst(['batch', warc, '-w', '1']);
    expect(
      all.stdout
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { url: string }).url),
    ).toEqual([1, 2, 3, 4].map((n) => `http://news.test/${n}`));
    const r = cedst(['batch', warc, '-w', '1', '--keep-lang', 'zh', '--status', '200']);
    expect(
      r.stdout
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { url: string }).url),
    ).toEqual(['http://news.test/2']);
    expect(r.stderr).toMatch(/4 records: 3 ok, 1 http_status .*; not written: (2 by --keep-lang, 1 by --status|1 by --status, 2 by --keep-lang)/);
    const out = join(tmp, 'parts') + '/';
    const w = cedst(['batch', warc, '-w', '1', '--min-words', '10', '-o', out]);
    expect(w.status).toBe(0);
    const m = JSON.parse(readFileSync(join(out, 'part-0-of-1.manifest.json'), 'utf8')) as Record<string, unknown>;
    expect(m).toMatchObject({ records: 3, counts: { http_status: 1, ok: 3 }, filtered: { min_words: 1 } });
  });

  it('reads .html.gz pages in directories by default, and skips them with --no-gz', () => {
    const d = join(tmp, 'dir');
    mkdirSync(d, { recursive: true });
    writeFileSync(join(d, 'a.html'), page(en));
    writeFileSync(join(d, 'b.html.gz'), gzipSync(page(en.replace('spring', 'autumn'))));
    const ids = (args: string[]): string[] =>
      cedst(['batch', d, '-w', '1', ...args])
        .stdout.trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { id: string }).id);
    expect(ids([])).toEqual([join(d, 'a.html'), join(d, 'b.html.gz')]);
    expect(ids(['--no-gz'])).toEqual([join(d, 'a.html')]);
    expect(ids(['--gz'])).toEqual([join(d, 'a.html'), join(d, 'b.html.gz')]);
  });
});
