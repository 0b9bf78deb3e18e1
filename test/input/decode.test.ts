import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { contentTypeCharset, declaredCharset, decodeHtml, decodePage, normalizeCharset } from '../../src/input/decode.js';
import { encodeLegacy, fromHex, hex } from '../support/legacy-encoding.js';
import { mulberry32 } from '../support/random.js';

const ascii = (s: string) => Uint8Array.from(Buffer.from(s, 'latin1'));
const concat = (...parts: Uint8Array[]) => Uint8Array.from(Buffer.concat(parts));
/** A page whose head declares `label` in a <meta charset>, with `body` bytes in the paragraph. */
const metaPage = (label: string, body: Uint8Array) => concat(ascii(`<html><head><meta charset="${label}"><title>t</title></head><body><p>`), body, ascii('</p></body></html>'));

describe('the test encoder', () => {
  it('agrees with byte values known by hand', () => {
    expect(hex(encodeLegacy('gbk', '中文'))).toBe('d6d0cec4');
    expect(hex(encodeLegacy('big5', '中文'))).toBe('a4a4a4e5');
    expect(hex(encodeLegacy('shift_jis', '日本'))).toBe('93fa967b');
    expect(hex(encodeLegacy('euc-kr', '한국'))).toBe('c7d1b1b9');
  });
});

describe('decodePage: the seven legacy charsets, declared in <meta charset>', () => {
  const cases: [label: string, bytes: string, text: string, charset: string][] = [
    ['gbk', 'd6d0 cec4', '中文', 'gb18030'],
    ['gb2312', 'd6d0 cec4', '中文', 'gb18030'],
    // 90 30 81 30 is GB18030's first four-byte code for the supplementary planes: U+10000.
    ['gb18030', 'd6d0 cec4 9030 8130', '中文\u{10000}', 'gb18030'],
    ['big5', 'a4a4 a4e5', '中文', 'big5'],
    ['shift_jis', '93fa 967b', '日本', 'shift_jis'],
    ['euc-kr', 'c7d1 b1b9', '한국', 'euc-kr'],
    ['windows-1252', '93 48 69 94', '“Hi”', 'windows-1252'],
  ];
  for (const [label, bytes, text, charset] of cases) {
    it(`${label}: ${text}`, () => {
      const page = decodePage(metaPage(label, fromHex(bytes)));
      expect(page.html).toContain(`<p>${text}</p>`);
      expect(page.charset).toBe(charset);
      expect(page.from).toBe('meta');
    });
  }

  it('reads iso-8859-1 as windows-1252, as the WHATWG label table says', () => {
    const page = decodePage(metaPage('ISO-8859-1', fromHex('93 41 94 e9 80 97')));
    expect(page.html).toContain('<p>“A”é€—</p>');
    expect(page.charset).toBe('windows-1252');
  });
});

describe('decodePage: order of authority', () => {
  const gbkBody = fromHex('d6d0cec4');

  it('reads the http-equiv Content-Type form of <meta>', () => {
    const bytes = concat(ascii('<html><head><meta http-equiv="Content-Type" content="text/html; charset=gbk"></head><body><p>'), gbkBody, ascii('</p></body></html>'));
    expect(decodePage(bytes)).toMatchObject({ charset: 'gb18030', from: 'meta' });
    expect(decodeHtml(bytes)).toContain('<p>中文</p>');
  });

  it('lets the HTTP header outrank <meta>', () => {
    const bytes = metaPage('utf-8', gbkBody);
    expect(decodePage(bytes).html).not.toContain('中文');
    const page = decodePage(bytes, 'text/html; charset=GBK');
    expect(page).toMatchObject({ charset: 'gb18030', from: 'http' });
    expect(page.html).toContain('<p>中文</p>');
    expect(decodeHtml(bytes, 'text/html;charset="gb2312"')).toContain('<p>中文</p>');
  });

  it('lets a BOM outrank <meta>, and strips it', () => {
    const body = Uint8Array.from(Buffer.from('中文', 'utf8'));
    const bytes = concat(fromHex('efbbbf'), metaPage('gbk', body));
    const page = decodePage(bytes);
    expect(page).toMatchObject({ charset: 'utf-8', from: 'bom' });
    expect(page.html.startsWith('<html>')).toBe(true);
    expect(page.html).toContain('<p>中文</p>');
    const utf16 = concat(fromHex('fffe'), Uint8Array.from(Buffer.from('<p>中文</p>', 'utf16le')));
    expect(decodePage(utf16)).toEqual({ html: '<p>中文</p>', charset: 'utf-16le', from: 'bom' });
  });

  it('falls through an unknown label to the next source', () => {
    const page = decodePage(metaPage('gbk', gbkBody), 'text/html; charset=no-such-charset');
    expect(page).toMatchObject({ charset: 'gb18030', from: 'meta' });
  });

  it('reads a <meta> that declares UTF-16 as UTF-8 (it was readable as ASCII)', () => {
    const body = Uint8Array.from(Buffer.from('中文', 'utf8'));
    expect(decodePage(metaPage('utf-16', body))).toMatchObject({ charset: 'utf-8', from: 'meta' });
  });

  it('looks for <meta> only in the first 4 KB', () => {
    const bytes = concat(ascii(`<html><!--${' '.repeat(5000)}--><meta charset="big5"><p>`), fromHex('a4a4a4e5'), ascii('</p>'));
    expect(declaredCharset(bytes)).toBeUndefined();
    expect(decodePage(bytes).from).not.toBe('meta');
  });
});

describe("declaredCharset: the HTML standard's prescan (html-encoding-sniffer), read on to 4 KB", () => {
  const declared = (s: string) => declaredCharset(ascii(s));

  it('skips a commented-out <meta> and reads the one after it', () => {
    expect(declared('<!-- <meta charset="big5"> --><meta charset="gbk">')).toBe('gbk');
  });

  it('takes content= only beside http-equiv="content-type", in either order', () => {
    expect(declared('<meta content="text/html; charset=Big5" http-equiv="Content-Type">')).toBe('big5');
    // A description that mentions a charset, and a name= where http-equiv belongs, declare nothing.
    expect(declared('<meta name="description" content="charset=big5"><p>')).toBeUndefined();
    expect(declared('<meta name="content-type" content="text/html; charset=big5">')).toBeUndefined();
    expect(declared('<meta name="description" content="charset=big5"><meta charset="shift_jis">')).toBe('shift_jis');
  });

  it("gives the encoding's name, not the label: x-user-defined is windows-1252, latin1 too", () => {
    expect(declared('<meta charset="x-user-defined">')).toBe('windows-1252');
    expect(declared('<meta charset=" LATIN1 ">')).toBe('windows-1252');
    expect(declared('<meta charset="utf-7">')).toBeUndefined();
  });

  it("reads a declaration past the standard's 1 KB, and one whose tag runs across it", () => {
    const late = `<html><head><title>${'t'.repeat(2000)}</title><meta charset="big5">`;
    expect(declared(late)).toBe('big5');
    const across = `<html><head><title>${'t'.repeat(1000 - 25)}</title><meta http-equiv="Content-Type" content="text/html; charset=gbk">`;
    expect(across.indexOf('<meta')).toBeLessThan(1024);
    expect(across.indexOf('gbk')).toBeGreaterThan(1024);
    expect(declared(across)).toBe('gbk');
  });

  it('survives a content value that ends at the word charset (the library throws there)', () => {
    expect(declared('<meta http-equiv="content-type" content="text/html; charset">')).toBeUndefined();
    const page = concat(ascii('<meta http-equiv="content-type" content="text/html; charset"><p>'), fromHex('d6d0cec4'), ascii('</p>'));
    expect(() => decodePage(page)).not.toThrow();
  });

  it('never throws on seeded hostile heads, and names an encoding or nothing', () => {
    const rnd = mulberry32(38);
    const parts = ['<meta', ' ', 'charset', '=', '"', "'", 'utf-8', 'gbk', '>', '\t', 'x', 'http-equiv=content-type', 'content=', ';', '<!--', '-->', '/'];
    for (let n = 0; n < 3000; n++) {
      const s = Array.from({ length: Math.floor(rnd() * 14) }, () => parts[Math.floor(rnd() * parts.length)]!).join('');
      const label = declaredCharset(new TextEncoder().encode(s));
      if (label !== undefined) expect(['utf-8', 'gbk', 'windows-1252']).toContain(label);
    }
  });
});

describe('decodePage: detection', () => {
  // Text written for this test: a short local news item, long enough for statistics.
  const zh =
    '本市图书馆今天宣布，从下个月开始延长周末的开放时间。馆长在接受采访时表示，这项调整是根据读者的意见作出的，' +
    '希望有更多的家庭能够利用周末来馆阅读。新的开放时间为上午九点到晚上八点，儿童阅览室和自习室也将同步延长。' +
    '图书馆还计划在暑假期间举办一系列讲座，内容包括历史、科学和艺术，欢迎市民报名参加。';

  it('detects an undeclared GBK page', () => {
    const bytes = concat(ascii('<html><head><title>news</title></head><body><p>'), encodeLegacy('gbk', zh), ascii('</p></body></html>'));
    const page = decodePage(bytes);
    expect(page).toMatchObject({ charset: 'gb18030', from: 'detected' });
    expect(page.html).toContain(zh);
  });

  it('takes valid UTF-8 as UTF-8, and pure ASCII as the default', () => {
    const utf8 = Uint8Array.from(Buffer.from(`<p>${zh}</p>`, 'utf8'));
    expect(decodePage(utf8)).toEqual({ html: `<p>${zh}</p>`, charset: 'utf-8', from: 'detected' });
    expect(decodePage(ascii('<p>plain</p>'))).toEqual({ html: '<p>plain</p>', charset: 'utf-8', from: 'default' });
  });
});

describe('charset labels', () => {
  it('maps labels the WHATWG way, GBK to its superset GB18030', () => {
    expect(normalizeCharset('gb2312')).toBe('gb18030');
    expect(normalizeCharset('GBK')).toBe('gb18030');
    expect(normalizeCharset('x-gbk')).toBe('gb18030');
    expect(normalizeCharset('big5-hkscs')).toBe('big5');
    expect(normalizeCharset('x-sjis')).toBe('shift_jis');
    expect(normalizeCharset('ks_c_5601-1987')).toBe('euc-kr');
    expect(normalizeCharset('iso-8859-1')).toBe('windows-1252');
    expect(normalizeCharset('no-such-charset')).toBeUndefined();
    // WHATWG maps iso-2022-kr to the "replacement" encoding, which decodes nothing.
    expect(normalizeCharset('iso-2022-kr')).toBeUndefined();
  });

  it('reads the charset parameter of a Content-Type', () => {
    expect(contentTypeCharset('text/html; charset="Big5"')).toBe('Big5');
    expect(contentTypeCharset('text/html;charset=gbk; foo=bar')).toBe('gbk');
    expect(contentTypeCharset('text/html')).toBeUndefined();
    expect(contentTypeCharset(undefined)).toBeUndefined();
  });
});

describe('decodePage: text decoded twice before it was saved (double-decoded.ts)', () => {
  const fixture = (name: string) => new URL(`../../fixtures/input/${name}/`, import.meta.url);
  const read = (name: string, file: string) => readFileSync(new URL(file, fixture(name)));

  it('reads back UTF-8 that was read as Latin-1 and saved as UTF-8 again', () => {
    // page.html: the fixture's page, its UTF-8 bytes read as Latin-1 and written out as UTF-8.
    const page = decodePage(read('en-double-encoded', 'page.html'));
    expect(page).toMatchObject({ charset: 'utf-8', from: 'meta', doubleDecoded: true });
    expect(page.html).toBe(read('en-double-encoded', 'expected.html').toString('utf8'));
    expect(page.html).toContain('<h1>Harbour café’s “long table” returns</h1>');
  });

  it('reads back GBK that was read as Latin-9, saved, read as Latin-1 and saved again', () => {
    const page = decodePage(read('zh-double-encoded', 'page.html'));
    expect(page).toMatchObject({ charset: 'gb18030', doubleDecoded: true });
    expect(page.html).toBe(read('zh-double-encoded', 'expected.html').toString('utf8'));
  });

  it('undoes a windows-1252 reading ("â€™" is ’)', () => {
    const bytes = Uint8Array.from(Buffer.from('<p>weâ€™ll say “hi” – café</p>'.replace('“hi”', 'â€œhiâ€\u009d').replace('–', 'â€“').replace('é', 'Ã©'), 'utf8'));
    expect(decodePage(bytes)).toEqual({ html: '<p>we’ll say “hi” – café</p>', charset: 'utf-8', from: 'detected', doubleDecoded: true });
  });

  it('leaves text decoded once: a lone brand "É®", Latin-1 words, a page with a real curly quote', () => {
    const brand = Uint8Array.from(Buffer.from('<p>NESCAFÉ® Classic</p>', 'utf8'));
    expect(decodePage(brand)).toEqual({ html: '<p>NESCAFÉ® Classic</p>', charset: 'utf-8', from: 'detected' });
    // windows-1252 bytes: "Grüße aus Köln" and a ´ accent.
    expect(decodePage(metaPage('windows-1252', fromHex('47 72 fc df 65 20 61 75 73 20 4b f6 6c 6e b4'))).html).toContain('<p>Grüße aus Köln´</p>');
    // A page the header or <meta> declares single-byte keeps that reading, even where its bytes
    // would read as UTF-8: the repair is only for text read as UTF-8.
    const declared = metaPage('windows-1252', Uint8Array.from(Buffer.from('weâ€™ll and Ã©', 'utf8')));
    expect(decodePage(declared)).toMatchObject({ charset: 'windows-1252', from: 'meta' });
    expect(decodePage(declared).doubleDecoded).toBeUndefined();
    const mixed = Uint8Array.from(Buffer.from('<p>it’s Ã© and Ã¨</p>', 'utf8'));
    expect(decodePage(mixed).html).toBe('<p>it’s Ã© and Ã¨</p>');
  });
});
