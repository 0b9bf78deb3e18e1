import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodePage } from '../../src/input/decode.js';
import { pageFromRecord } from '../../src/input/record-html.js';
import { readRecords, type ReadOptions } from '../../src/input/records.js';
import type { InputRecord } from '../../src/core/types.js';
import { fromHex } from '../support/legacy-encoding.js';
import { offsetsOf, serializeRecords, type RecordSpec } from '../support/warc-writer.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-io-'));
const MAX = 1_000_000;

async function collect(inputs: string[], options: Partial<ReadOptions> = {}): Promise<InputRecord[]> {
  const out: InputRecord[] = [];
  for await (const rec of readRecords(inputs, { maxBytes: MAX, ...options })) out.push(rec);
  return out;
}

const utf8 = (s: string) => Uint8Array.from(Buffer.from(s, 'utf8'));
const concat = (...parts: Uint8Array[]) => Uint8Array.from(Buffer.concat(parts));
const uuid = (n: number) => `<urn:uuid:00000000-0000-4000-8000-${String(n).padStart(12, '0')}>`;
const html = (p: string) => `<html><head><title>t</title></head><body><p>${p}</p></body></html>`;

// The GBK page says nothing about its charset: only the HTTP header does.
const gbkBody = concat(utf8('<html><head><title>t</title></head><body><p>'), fromHex('d6d0cec4'), utf8('</p></body></html>'));
const big5Body = concat(utf8('<html><head><meta charset="big5"></head><body><p>'), fromHex('a4a4a4e5'), utf8('</p></body></html>'));

function warcSpecs(): RecordSpec[] {
  return [
    { opts: { type: 'warcinfo', filename: 'test.warc' } },
    { opts: { type: 'response', url: 'http://news.test/gbk', warcHeaders: { 'WARC-Record-ID': uuid(1) }, httpHeaders: { 'Content-Type': 'text/html; charset=GBK' } }, body: gbkBody },
    { opts: { type: 'request', url: 'http://news.test/gbk', statusline: 'GET /gbk HTTP/1.1', httpHeaders: { Accept: 'text/html' } } },
    { opts: { type: 'response', url: 'http://news.test/big5', warcHeaders: { 'WARC-Record-ID': uuid(3) }, httpHeaders: { 'Content-Type': 'text/html' } }, body: big5Body },
    {
      opts: { type: 'response', url: 'http://news.test/logo.png', warcHeaders: { 'WARC-Record-ID': uuid(4) }, httpHeaders: { 'Content-Type': 'image/png' } },
      body: fromHex('89504e470d0a1a0a0000000d49484452'),
    },
    { opts: { type: 'metadata', url: 'http://news.test/big5', warcHeaders: { 'Content-Type': 'application/warc-fields' } }, body: utf8('via: test\r\n') },
    { opts: { type: 'resource', url: 'http://news.test/res', warcHeaders: { 'WARC-Record-ID': uuid(6), 'Content-Type': 'application/xhtml+xml' } }, body: utf8(html('resource')) },
    { opts: { type: 'response', url: 'http://news.test/untyped', warcHeaders: { 'WARC-Record-ID': uuid(7) }, httpHeaders: { Server: 'test' } }, body: utf8(html('no type')) },
    { opts: { type: 'response', url: 'http://news.test/big', warcHeaders: { 'WARC-Record-ID': uuid(8) }, httpHeaders: { 'Content-Type': 'text/html' } }, body: utf8(html('x'.repeat(5000))) },
    { opts: { type: 'response', url: 'http://news.test/cut', warcHeaders: { 'WARC-Record-ID': uuid(9) }, httpHeaders: { 'Content-Type': 'text/html' } }, body: utf8(html('cut short '.repeat(300))) },
  ];
}

describe('readRecords: WARC', () => {
  for (const gzip of [false, true]) {
    it(`reads page records with ids, offsets and urls, and stops at a cut-short record (${gzip ? 'warc.gz' : 'warc'})`, async () => {
      const parts = await serializeRecords(warcSpecs(), gzip);
      const offsets = offsetsOf(parts);
      const last = parts[parts.length - 1]!;
      // The last record loses its second half (and, gzipped, the end of its member).
      const file = join(tmp, gzip ? 'crawl.warc.gz' : 'crawl.warc');
      writeFileSync(file, concat(...parts.slice(0, -1), last.subarray(0, Math.floor(last.length / 2))));

      const recs = await collect([file], { maxBytes: 4000 });
      const at = (i: number) => `${file}@${offsets[i]}`;
      // warcinfo, request and metadata are not pages: 10 records written, 7 read.
      expect(recs.map((r) => [r.id, r.source, r.url, r.error?.code])).toEqual([
        [uuid(1), at(1), 'http://news.test/gbk', undefined],
        [uuid(3), at(3), 'http://news.test/big5', undefined],
        [uuid(4), at(4), 'http://news.test/logo.png', 'not_html'],
        [uuid(6), at(6), 'http://news.test/res', undefined],
        [uuid(7), at(7), 'http://news.test/untyped', undefined],
        [uuid(8), at(8), 'http://news.test/big', 'too_large'],
        [uuid(9), at(9), 'http://news.test/cut', 'truncated'],
      ]);

      const [gbk, big5, png, res, untyped] = recs as [InputRecord, InputRecord, InputRecord, InputRecord, InputRecord];
      expect(gbk.contentType).toBe('text/html; charset=GBK');
      expect(Buffer.from(gbk.bytes!).equals(Buffer.from(gbkBody))).toBe(true);
      expect(decodePage(gbk.bytes!, gbk.contentType)).toMatchObject({ charset: 'gb18030', from: 'http' });
      expect(pageFromRecord(gbk)).toContain('<p>中文</p>');
      expect(pageFromRecord(big5)).toContain('<p>中文</p>');
      expect(png.error!.message).toContain('image/png');
      expect(png.bytes).toBeUndefined();
      expect(res.contentType).toBe('application/xhtml+xml');
      expect(pageFromRecord(res)).toBe(html('resource'));
      expect(untyped.contentType).toBeUndefined();
      expect(pageFromRecord(untyped)).toBe(html('no type'));
    });
  }

  it('gives a WARC cut inside a small gzip member one truncated record', async () => {
    const parts = await serializeRecords(warcSpecs().slice(0, 2), true);
    const file = join(tmp, 'small-cut.warc.gz');
    writeFileSync(file, concat(parts[0]!, parts[1]!.subarray(0, parts[1]!.length - 12)));
    const recs = await collect([file]);
    // The member never ended, so nothing of it was parsed; its id still comes from its headers.
    expect(recs.map((r) => [r.id, r.source, r.url, r.error?.code])).toEqual([[uuid(1), `${file}@${parts[0]!.length}`, 'http://news.test/gbk', 'truncated']]);
  });

  it('undoes chunking and gzip content coding, and reads a response head with no header', async () => {
    const page = html('coded '.repeat(200));
    const chunked = `${(200).toString(16)}\r\n${page.slice(0, 200)}\r\n${(page.length - 200).toString(16)}\r\n${page.slice(200)}\r\n0\r\n\r\n`;
    const specs: RecordSpec[] = [
      { opts: { type: 'response', url: 'http://news.test/gz', httpHeaders: { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' } }, body: gzipSync(page) },
      { opts: { type: 'response', url: 'http://news.test/chunked', httpHeaders: { 'Content-Type': 'text/html', 'Transfer-Encoding': 'chunked' } }, body: utf8(chunked) },
      { opts: { type: 'response', url: 'http://news.test/bare' }, body: utf8(page) },
      { opts: { type: 'response', url: 'dns:news.test', warcHeaders: { 'Content-Type': 'text/dns' } }, body: utf8('20240101000000\nnews.test. 300 IN A 192.0.2.1\n') },
      { opts: { type: 'response', url: 'http://news.test/after', httpHeaders: { 'Content-Type': 'text/html' } }, body: utf8(html('after')) },
    ];
    const file = join(tmp, 'coded.warc');
    writeFileSync(file, concat(...(await serializeRecords(specs, false))));
    const recs = await collect([file]);
    expect(recs.map((r) => [r.url, r.error?.code])).toEqual([
      ['http://news.test/gz', undefined],
      ['http://news.test/chunked', undefined],
      ['http://news.test/bare', undefined],
      ['dns:news.test', 'not_html'],
      ['http://news.test/after', undefined],
    ]);
    expect(recs[3]!.error!.message).toContain('text/dns');
    expect(recs.filter((r) => !r.error).map((r) => pageFromRecord(r))).toEqual([page, page, page, html('after')]);
    // The gzipped payload is small on disk but not once decoded.
    const capped = await collect([file], { maxBytes: 1000 });
    expect(capped.map((r) => r.error?.code)).toEqual(['too_large', 'too_large', 'too_large', 'not_html', undefined]);
    expect(capped[0]!.error!.message).toContain('once decoded');
  });

  it('gives a file that is not a WARC one read_error record', async () => {
    const file = join(tmp, 'fake.warc');
    writeFileSync(file, html('not a warc'));
    const gz = join(tmp, 'fake.warc.gz');
    writeFileSync(gz, Buffer.from([0x1f, 0x8b, 0x00, 0x01, 0x02, 0x03, 0x04]));
    const recs = await collect([file, gz]);
    expect(recs.map((r) => [r.id, r.error?.code])).toEqual([
      [file, 'read_error'],
      [gz, 'read_error'],
    ]);
    expect(recs[0]!.error!.message).toContain('not a WARC file');
  });
});

describe('readRecords: files and directories', () => {
  it('reads a .gz page, and reports a cut-short .gz page', async () => {
    const page = join(tmp, 'page.html.gz');
    const packed = gzipSync(Buffer.from(html('gzipped')));
    writeFileSync(page, packed);
    const cut = join(tmp, 'cut.html.gz');
    writeFileSync(cut, packed.subarray(0, packed.length - 10));
    const recs = await collect([page, cut]);
    expect(recs.map((r) => [r.id, r.source, r.error?.code])).toEqual([
      [page, page, undefined],
      [cut, cut, 'truncated'],
    ]);
    expect(pageFromRecord(recs[0]!)).toBe(html('gzipped'));
  });

  it('walks a directory tree in sorted order, taking only page extensions', async () => {
    const root = join(tmp, 'tree');
    mkdirSync(join(root, 'b-sub', 'deeper'), { recursive: true });
    mkdirSync(join(root, 'a-sub'), { recursive: true });
    const files = ['c.html', 'a.htm', 'B.xhtml', 'notes.txt', 'data.json', 'z.html.gz', 'b-sub/x.html', 'b-sub/deeper/y.HTM', 'a-sub/m.html', 'a-sub/n.png'];
    for (const f of files) writeFileSync(join(root, f), f.endsWith('.gz') ? gzipSync(html(f)) : html(f));

    const ids = (await collect([root])).map((r) => r.id);
    expect(ids).toEqual(['B.xhtml', 'a-sub/m.html', 'a.htm', 'b-sub/deeper/y.HTM', 'b-sub/x.html', 'c.html'].map((f) => join(root, f)));
    const withGz = await collect([root], { gz: true });
    expect(withGz.map((r) => r.id)).toEqual([...ids, join(root, 'z.html.gz')]);
    expect(pageFromRecord(withGz[6]!)).toBe(html('z.html.gz'));
  });

  it('gives a 0-byte file, a missing path and an over-large file one error record each', async () => {
    const empty = join(tmp, 'empty.html');
    writeFileSync(empty, '');
    const emptyWarc = join(tmp, 'empty.warc.gz');
    writeFileSync(emptyWarc, '');
    const big = join(tmp, 'big.html');
    writeFileSync(big, html('y'.repeat(2000)));
    const missing = join(tmp, 'no-such-page.html');
    const recs = await collect([empty, emptyWarc, missing, big], { maxBytes: 1000 });
    expect(recs.map((r) => [r.id, r.source, r.error?.code])).toEqual([
      [empty, empty, 'empty'],
      [emptyWarc, emptyWarc, 'empty'],
      [missing, missing, 'read_error'],
      [big, big, 'too_large'],
    ]);
    expect(recs[2]!.error!.message).toBe(`cannot read ${missing}: no such file`);
  });

  it('reads binary junk as a record that pageFromRecord rejects as binary', async () => {
    const junk = join(tmp, 'junk.html');
    writeFileSync(junk, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
    const recs = await collect([junk]);
    expect(recs).toHaveLength(1);
    expect(recs[0]!.bytes!.length).toBe(4096);
    expect(() => pageFromRecord(recs[0]!)).toThrow(expect.objectContaining({ code: 'not_html', message: `${junk} looks binary, not like HTML` }));
  });

  it('expands glob patterns in sorted order, and reports a pattern that matches nothing', async () => {
    const dir = join(tmp, 'globbed');
    mkdirSync(dir);
    for (const f of ['b.html', 'a.html', 'c.txt']) writeFileSync(join(dir, f), html(f));
    const none = join(dir, '*.xml');
    const recs = await collect([join(dir, '*.html'), none]);
    expect(recs.map((r) => [r.id, r.error?.code])).toEqual([
      [join(dir, 'a.html'), undefined],
      [join(dir, 'b.html'), undefined],
      [none, 'read_error'],
    ]);
  });
});

describe('readRecords: JSONL', () => {
  it('makes one record per non-empty line, and an error record for each bad one', async () => {
    const file = join(tmp, 'pages.jsonl');
    const lines = [
      JSON.stringify({ id: 'first', url: 'http://news.test/1', html: html('one') }),
      JSON.stringify({ html: html('two') }),
      '',
      '{"id": "broken", "html": ',
      JSON.stringify({ id: 'nohtml', url: 'http://news.test/4' }),
      JSON.stringify({ id: 7, html: 42 }),
      JSON.stringify({ id: '', html: html('no id') }),
      '[1, 2]',
      JSON.stringify({ id: 'last', html: html('three') }),
    ];
    // CRLF line ends, and no newline after the last line.
    writeFileSync(file, lines.join('\r\n'));
    const recs = await collect([file]);
    expect(recs.map((r) => [r.id, r.source, r.url, r.error?.code])).toEqual([
      ['first', `${file}:1`, 'http://news.test/1', undefined],
      [`${file}:2`, `${file}:2`, undefined, undefined],
      [`${file}:4`, `${file}:4`, undefined, 'bad_json'],
      ['nohtml', `${file}:5`, 'http://news.test/4', 'bad_json'],
      ['7', `${file}:6`, undefined, 'bad_json'],
      [`${file}:7`, `${file}:7`, undefined, undefined],
      [`${file}:8`, `${file}:8`, undefined, 'bad_json'],
      ['last', `${file}:9`, undefined, undefined],
    ]);
    expect(recs[0]!.html).toBe(html('one'));
    expect(pageFromRecord(recs[7]!)).toBe(html('three'));
  });

  it('reports a line longer than maxBytes without keeping it', async () => {
    const file = join(tmp, 'long.jsonl.gz');
    const text = [JSON.stringify({ html: html('z'.repeat(3000)) }), JSON.stringify({ html: html('ok') })].join('\n') + '\n';
    writeFileSync(file, gzipSync(text));
    const recs = await collect([file], { maxBytes: 1000 });
    expect(recs.map((r) => [r.source, r.error?.code])).toEqual([
      [`${file}:1`, 'too_large'],
      [`${file}:2`, undefined],
    ]);
  });
});

describe('readRecords: stdin', () => {
  it('reads a gzipped WARC stream', async () => {
    const parts = await serializeRecords(warcSpecs().slice(0, 5), true);
    const offsets = offsetsOf(parts);
    // Small chunks, as a pipe would deliver them.
    const bytes = Buffer.from(concat(...parts));
    const chunks = Array.from({ length: Math.ceil(bytes.length / 100) }, (_, i) => bytes.subarray(i * 100, i * 100 + 100));
    const recs = await collect(['-'], { stdin: Readable.from(chunks) });
    expect(recs.map((r) => [r.id, r.source, r.error?.code])).toEqual([
      [uuid(1), `-@${offsets[1]}`, undefined],
      [uuid(3), `-@${offsets[3]}`, undefined],
      [uuid(4), `-@${offsets[4]}`, 'not_html'],
    ]);
    expect(pageFromRecord(recs[0]!)).toContain('<p>中文</p>');
  });

  it('reads a list of paths, like arguments', async () => {
    const a = join(tmp, 'listed-a.html');
    const b = join(tmp, 'listed-b.html');
    writeFileSync(a, html('a'));
    writeFileSync(b, html('b'));
    const missing = join(tmp, 'listed-missing.html');
    const list = `${a}\n\n  ${missing}  \r\n${b}`;
    const recs = await collect(['-', a], { stdin: Readable.from([Buffer.from(list)]) });
    expect(recs.map((r) => [r.id, r.error?.code])).toEqual([
      [a, undefined],
      [missing, 'read_error'],
      [b, undefined],
      [a, undefined],
    ]);
  });

  it('reads a page, JSON lines, or nothing', async () => {
    const page = await collect(['-'], { stdin: Readable.from([Buffer.from(html('piped'))]) });
    expect(page.map((r) => [r.id, r.source])).toEqual([['-', '-']]);
    expect(pageFromRecord(page[0]!)).toBe(html('piped'));
    const jsonl = await collect(['-'], { stdin: Readable.from([Buffer.from(`${JSON.stringify({ id: 'j', html: html('j') })}\n`)]) });
    expect(jsonl.map((r) => [r.id, r.source, r.html])).toEqual([['j', '-:1', html('j')]]);
    const empty = await collect(['-'], { stdin: Readable.from([]) });
    expect(empty.map((r) => [r.id, r.error?.code])).toEqual([['-', 'empty']]);
  });
});
