// The pieces of `cedst batch` that need no worker: record shaping, ordered writing, resume, summary.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { errorRecord, jsonSafe, okRecord, OrderedWriter } from '../../src/cli/batch/output.js';
import { formatJsonLine } from '../../src/output/json.js';
import { readDone } from '../../src/cli/batch/resume.js';
import { earlyRecord } from '../../src/cli/batch/run.js';
import { Summary } from '../../src/cli/batch/summary.js';
import type { Extraction } from '../../src/core/types.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-batch-unit-'));

describe('okRecord / errorRecord', () => {
  const x = {
    title: 'T',
    text: 'p1\np2',
    paragraphs: ['p1', 'p2'],
    lang: 'en',
    method: 'cedst',
    threshold: 0.25,
    units: [],
    topics: [],
    warnings: ['w'],
    // Fields another stage may add: they flow through when JSON-safe.
    date: new Date('2024-05-01T08:00:00Z'),
    author: 'A. Writer',
    score: NaN,
    site: { name: 'News' },
    node: new (class Element {})(),
  } as unknown as Extraction;

  it('keeps the head fields first, drops the bulky ones and copies the rest', () => {
    const head = { id: 'i', source: 's@12', url: 'https://News.example:8080/a', crawlDate: '2024-05-02T10:00:00Z', httpStatus: 200 };
    const r = okRecord(head, x, 12.345, { format: 'text', links: false, timings: true });
    expect(Object.keys(r)).toEqual([
      'id',
      'source',
      'url',
      'crawl_date',
      'host',
      'http_status',
      'lang',
      'title',
      'text',
      'method',
      'ms',
      'digest',
      'simhash',
      'threshold',
      'warnings',
      'date',
      'author',
      'site',
    ]);
    expect(r).toEqual({
      id: 'i',
      source: 's@12',
      url: 'https://News.example:8080/a',
      crawl_date: '2024-05-02T10:00:00Z',
      host: 'news.example',
      http_status: 200,
      lang: 'en',
      title: 'T',
      text: 'p1\np2',
      method: 'cedst',
      ms: 12.3,
      // sha256 of "p1\np2", the normalised text; the simhash of its one shingle "p1 p2"
      digest: 'b98d848751a3c1557a6b378fb3cc331ca8fa3ec54f8e6ab124e70ac897050b13',
      simhash: '5911aad4a261adf9',
      threshold: 0.25,
      warnings: ['w'],
      date: '2024-05-01T08:00:00.000Z',
      author: 'A. Writer',
      site: { name: 'News' },
    });
    // Without --timings there is no ms: the same page gives the same line every run.
    expect(okRecord(head, x, 99)).not.toHaveProperty('ms');
    expect(JSON.stringify(okRecord(head, x, 1))).toBe(JSON.stringify(okRecord(head, x, 2)));
  });

  it('--format markdown and html put the formatted article in text; json keeps paragraphs and blocks', () => {
    const y = {
      ...x,
      blocks: [
        { kind: 'heading', level: 2, text: 'Sub' },
        { kind: 'paragraph', text: 'p1 & <b>', links: [{ text: 'p1', href: 'https://news.example/p' }] },
      ],
    } as unknown as Extraction;
    const md = okRecord({ id: 'i', source: 's' }, y, 1, { format: 'markdown', links: true });
    expect(md.text).toBe('# T\n\n*A. Writer*\n\n## Sub\n\n[p1](https://news.example/p) & \\<b\\>');
    expect(md.format).toBe('markdown');
    const html = okRecord({ id: 'i', source: 's' }, y, 1, { format: 'html', links: false });
    expect(html.text).toContain('<h2>Sub</h2>');
    expect(html.text).toContain('<p>p1 &amp; &lt;b&gt;</p>');
    const json = okRecord({ id: 'i', source: 's' }, y, 1, { format: 'json', links: false });
    expect(json.text).toBe('p1\np2');
    expect(json.paragraphs).toEqual(['p1', 'p2']);
    expect((json.blocks as unknown[]).length).toBe(2);
    expect(json.units).toBeUndefined();
  });

  it("keeps the record's source and writes the credited outlet as credited_source, in the extraction's place", () => {
    const y = { ...x, source: 'Harbor Wire', siteName: 'News' } as unknown as Extraction;
    for (const format of ['text', 'json'] as const) {
      const r = okRecord({ id: 'i', source: 'pages/a.html' }, y, 1, { format, links: false });
      expect(r.source).toBe('pages/a.html');
      expect(r.credited_source).toBe('Harbor Wire');
      const keys = Object.keys(r);
      expect(keys.slice(keys.indexOf('credited_source') - 1, keys.indexOf('credited_source') + 2)).toEqual(['site', 'credited_source', 'siteName']);
    }
    // The line of `extract -f json` over several files is a record too, renamed by the same table.
    const line = JSON.parse(formatJsonLine(y, { source: 'pages/a.html' })) as Record<string, unknown>;
    expect(line).toMatchObject({ source: 'pages/a.html', credited_source: 'Harbor Wire', siteName: 'News' });
    expect(Object.keys(line)[0]).toBe('source');
    // No outlet, no credited_source.
    expect(okRecord({ id: 'i', source: 's' }, x, 1)).not.toHaveProperty('credited_source');
  });

  it("keeps the record's url and writes the page's canonical URL as canonical_url", () => {
    const y = { ...x, url: 'https://news.example/story' } as unknown as Extraction;
    const r = okRecord({ id: 'i', source: 'in.warc@0', url: 'https://news.example/story?utm=feed' }, y, 1);
    expect(r.url).toBe('https://news.example/story?utm=feed');
    expect(r.canonical_url).toBe('https://news.example/story');
    // A folder's record has no address of its own: no url, the canonical one still written.
    const f = okRecord({ id: 'i', source: 'pages/a.html' }, y, 1);
    expect(f).not.toHaveProperty('url');
    expect(f.canonical_url).toBe('https://news.example/story');
  });

  it('leaves url out when the input has none', () => {
    expect(errorRecord({ id: 'i', source: 's' }, 'empty', 'i is empty')).toEqual({ id: 'i', source: 's', error: { code: 'empty', message: 'i is empty' } });
  });

  it('jsonSafe drops what JSON cannot carry', () => {
    class Node {
      x = 1;
    }
    expect(jsonSafe({ a: 1, b: Infinity, c: () => 1, d: new Node(), e: [1, NaN, 'x', undefined], f: null })).toEqual({ a: 1, e: [1, 'x'], f: null });
    expect(jsonSafe(new Date('bad'))).toBeUndefined();
  });
});

describe('earlyRecord', () => {
  it("passes the reader's error through and catches oversized payloads before any worker", () => {
    expect(earlyRecord({ id: 'i', source: 's', error: { code: 'truncated', message: 'cut' } }, 10)).toEqual({ id: 'i', source: 's', error: { code: 'truncated', message: 'cut' } });
    expect(earlyRecord({ id: 'i', source: 's', bytes: new Uint8Array(11) }, 10)?.error?.code).toBe('too_large');
    expect(earlyRecord({ id: 'i', source: 's', html: 'x'.repeat(11) }, 10)?.error?.message).toBe('page is 11 bytes, over the limit of 10');
    expect(earlyRecord({ id: 'i', source: 's', bytes: new Uint8Array(10) }, 10)).toBeUndefined();
  });
});

describe('OrderedWriter', () => {
  it('writes records in sequence order whatever order they arrive in', () => {
    const stream = new PassThrough();
    let written = '';
    stream.on('data', (c: Buffer) => {
      written += c.toString();
    });
    const w = new OrderedWriter(stream);
    w.put(2, { id: 'c', source: 'c' });
    w.put(1, { id: 'b', source: 'b' });
    expect(w.written).toBe(0);
    expect(w.behind(3)).toBe(3);
    w.put(0, { id: 'a', source: 'a' });
    expect(w.written).toBe(3);
    expect(w.behind(3)).toBe(0);
    w.put(3, { id: 'd', source: 'd' });
    expect(written).toBe('{"id":"a","source":"a"}\n{"id":"b","source":"b"}\n{"id":"c","source":"c"}\n{"id":"d","source":"d"}\n');
  });
});

describe('readDone', () => {
  it('collects the ids, counts lines without one and cuts a partial last line', async () => {
    const path = join(tmp, 'out.jsonl');
    writeFileSync(path, '{"id":"a","text":"x"}\n{"id":"b","error":{"code":"empty","message":"m"}}\nnot json\n{"n":1}\n{"id":"c","te');
    const s = await readDone(path);
    expect(s.done.size).toBe(2);
    expect(['a', 'b', 'c'].map((id) => s.done.has(id))).toEqual([true, true, false]);
    expect(s.badLines).toBe(2);
    expect(s.truncatedBytes).toBe(13);
    expect(readFileSync(path, 'utf8')).toBe('{"id":"a","text":"x"}\n{"id":"b","error":{"code":"empty","message":"m"}}\nnot json\n{"n":1}\n');
  });

  it('reads a file larger than one stream chunk', async () => {
    const path = join(tmp, 'big.jsonl');
    const n = 5000;
    writeFileSync(path, Array.from({ length: n }, (_, i) => JSON.stringify({ id: `id-${i}`, text: 'w'.repeat(50) })).join('\n') + '\n');
    const s = await readDone(path);
    expect(s.done.size).toBe(n);
    expect(s.done.has('id-4999')).toBe(true);
    expect(s.truncatedBytes).toBe(0);
  });

  it('treats a missing file as empty', async () => {
    expect((await readDone(join(tmp, 'none.jsonl'))).done.size).toBe(0);
  });
});

describe('Summary', () => {
  it('counts ok and each error code, most frequent first', () => {
    const s = new Summary();
    for (const code of [undefined, 'timeout', undefined, 'not_html', 'timeout', undefined]) s.add(code ? { code } : undefined);
    s.skipped = 4;
    expect(s.records).toBe(6);
    expect(s.failed).toBe(3);
    expect(s.line()).toMatch(/^cedst: 6 records: 3 ok, 2 timeout, 1 not_html, 4 skipped \(already in the output\) \(\d+\.\d pages\/s, \d+\.\d s\)$/);
  });
});
