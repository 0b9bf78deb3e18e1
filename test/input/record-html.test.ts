import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageFromRecord } from '../../src/input/record-html.js';
import { readPage } from '../../src/input/read.js';
import { encodeLegacy } from '../support/legacy-encoding.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-page-'));
// Text written for this test.
const zh = '今年春天，河边的公园重新开放。工人们修好了步道和长椅，又种下了几百棵樱花树。附近的居民说，每天傍晚都有很多人来这里散步、跑步和拍照。';

describe('pageFromRecord', () => {
  it('decodes bytes with the record’s Content-Type charset', () => {
    const bytes = Uint8Array.from(Buffer.concat([Buffer.from('<html><body><p>'), encodeLegacy('big5', '中文'), Buffer.from('</p></body></html>')]));
    expect(pageFromRecord({ id: 'r', source: 'r', bytes, contentType: 'text/html; charset=big5' })).toBe('<html><body><p>中文</p></body></html>');
  });

  it('passes decoded html through, and names what is wrong with the rest', () => {
    expect(pageFromRecord({ id: 'j', source: 'j:1', html: '<p>ok</p>' })).toBe('<p>ok</p>');
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (err) {
        return [(err as { code: string }).code, (err as Error).message];
      }
      return undefined;
    };
    expect(code(() => pageFromRecord({ id: 'e', source: 'e', html: '  \n' }))).toEqual(['empty', 'e is empty']);
    expect(code(() => pageFromRecord({ id: 'z', source: 'z', bytes: new Uint8Array(0) }))).toEqual(['empty', 'z is empty']);
    expect(code(() => pageFromRecord({ id: 't', source: 't', html: 'just words, no markup' }))).toEqual(['not_html', 't does not look like HTML']);
    expect(code(() => pageFromRecord({ id: 'b', source: 'b', bytes: Uint8Array.from([0x3c, 0x70, 0x3e, 0, 1, 2, 3, 0x3c]) }))).toEqual(['not_html', 'b looks binary, not like HTML']);
    expect(code(() => pageFromRecord({ id: 'x', source: 'x@5', error: { code: 'truncated', message: 'x@5 is cut short' } }))).toEqual(['truncated', 'x@5 is cut short']);
  });
});

describe('readPage (extract’s reader) uses the same decoding', () => {
  it('detects an undeclared GBK page', async () => {
    const file = join(tmp, 'gbk.html');
    writeFileSync(file, Buffer.concat([Buffer.from('<html><body><p>'), encodeLegacy('gbk', zh), Buffer.from('</p></body></html>')]));
    expect(await readPage(file)).toBe(`<html><body><p>${zh}</p></body></html>`);
  });

  it('gunzips a .gz page, and reports a cut-short one', async () => {
    const file = join(tmp, 'page.html.gz');
    const packed = gzipSync('<html><body><p>packed</p></body></html>');
    writeFileSync(file, packed);
    expect(await readPage(file)).toBe('<html><body><p>packed</p></body></html>');
    const cut = join(tmp, 'cut.html.gz');
    writeFileSync(cut, packed.subarray(0, 20));
    await expect(readPage(cut)).rejects.toMatchObject({ code: 'truncated', message: `cannot read ${cut}: gzip data cut short` });
  });
});

describe('binary or HTML', () => {
  const page = '<html><body>' + '<p>A paragraph of ordinary text for the page.</p>\n'.repeat(60) + '</body></html>';
  it('keeps a page with a few stray NULs (under 1% of its characters) as HTML', () => {
    const withNuls = page.slice(0, 100) + '\u0000'.repeat(20) + page.slice(100);
    expect(withNuls.length * 0.01).toBeGreaterThan(20);
    expect(pageFromRecord({ id: 'n', source: 'n', html: withNuls })).toBe(withNuls);
  });
  it('rejects markup drowned in control characters as binary', () => {
    const junk = page.slice(0, 200) + '\u0000\u0001\u0002\u0003'.repeat(200);
    expect(() => pageFromRecord({ id: 'b', source: 'b', html: junk })).toThrow('b looks binary, not like HTML');
  });
});
