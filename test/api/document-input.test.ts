// extract(document) and isProbablyArticle(document): a DOM Document parsed by the caller (here
// linkedom's, as a linkedom user or the browser build hands it) gives what the page's HTML gives,
// and is read without being changed (src/dom/document-input.ts, docs/browser.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract, isProbablyArticle, METHODS, TooComplexError } from '../../src/research.js';
import { checkDocumentElements, documentAddress, documentSource, isDocument } from '../../src/dom/document-input.js';
import { articleFixtures, FIXTURES } from '../support/fixtures.js';

/** The methods that read the page's source text line by line rather than its tree. */
const LINE_METHODS = new Set(['cetr', 'cetr-tm', 'cetr-km', 'ttr']);
const page = (name: string): string => readFileSync(join(FIXTURES, name, 'page.html'), 'utf8');
const linkedom = (html: string): Document => parseHTML(html).document as unknown as Document;
/** The document as linkedom writes it: what "unchanged" is checked against. */
const written = (doc: Document): string => (doc as unknown as { toString(): string }).toString();

describe('extract(document) on the article fixtures', () => {
  for (const name of articleFixtures()) {
    it(`${name}: the same result as its HTML, every article paragraph, the document unchanged`, () => {
      const html = page(name);
      const doc = linkedom(html);
      const before = written(doc);
      const fromDoc = extract(doc);
      expect(written(doc)).toBe(before);
      expect(fromDoc).toEqual(extract(html));
      // Every article paragraph of the fixture, in order (captions and furniture may come too).
      const expected = readFileSync(join(FIXTURES, name, 'expected.txt'), 'utf8')
        .split('\n')
        .filter(Boolean);
      expect(fromDoc.paragraphs.filter((p) => expected.includes(p))).toEqual(expected);
      expect(isProbablyArticle(doc)).toBe(isProbablyArticle(html));
    });
  }
});

describe('the caller document is never changed', () => {
  it('by any method, with explanations and every output format; the DOM methods give what the HTML gives', () => {
    const html = page('zh-xinhua-economy');
    const doc = linkedom(html);
    const before = written(doc);
    for (const method of METHODS) {
      for (const format of ['text', 'markdown', 'html'] as const) {
        const fromDoc = extract(doc, { method, format, explain: true });
        // CETR and TTR read lines of the source, which for a document is its serialisation.
        if (!LINE_METHODS.has(method)) expect(fromDoc).toEqual(extract(html, { method, format, explain: true }));
      }
    }
    expect(written(doc)).toBe(before);
  });
});

describe('a Document input', () => {
  const small = '<!DOCTYPE html><html><head><title>T</title></head><body><p>a</p><!--c--></body></html>';

  it('is told from other objects by its node type', () => {
    expect(isDocument(linkedom(small))).toBe(true);
    expect(isDocument(linkedom(small).body)).toBe(false);
    expect(isDocument({ nodeType: 9 })).toBe(false);
    expect(() => extract({ nodeType: 1 } as unknown as Document)).toThrow(new TypeError('extract: input must be a string, a Uint8Array (a Buffer) or a DOM Document'));
  });

  it('is written back as linkedom writes it', () => {
    const doc = linkedom(small);
    expect(documentSource(doc)).toBe(small);
    expect(documentSource(doc)).toBe(written(doc));
  });

  it('counts its elements and comments for maxElements: html, head, title, body, p and one comment', () => {
    const doc = linkedom(small);
    expect(() => checkDocumentElements(doc, 6)).not.toThrow();
    expect(() => checkDocumentElements(doc, 5)).toThrow(TooComplexError);
    expect(() => extract(doc, { maxElements: 5 })).toThrow(TooComplexError);
    expect(() => isProbablyArticle(doc, { maxElements: 5 })).toThrow(TooComplexError);
  });

  it("takes the document's own web address as the base of the article's links", () => {
    const html = page('en-city-council').replace('left in 2009.', 'left in 2009. See <a href="../minutes/june.html">the minutes</a>.');
    const doc = linkedom(html);
    expect(documentAddress(doc)).toBeUndefined();
    Object.defineProperty(doc, 'URL', { value: 'https://news.example/city/council.html', configurable: true });
    expect(documentAddress(doc)).toBe('https://news.example/city/council.html');
    const md = extract(doc, { format: 'markdown' }).content!;
    expect(md).toContain('[the minutes](https://news.example/minutes/june.html)');
    // A url option wins over the document's.
    expect(extract(doc, { format: 'markdown', url: 'https://other.example/a/b' }).content).toContain('[the minutes](https://other.example/minutes/june.html)');
    Object.defineProperty(doc, 'URL', { value: 'about:blank' });
    expect(documentAddress(doc)).toBeUndefined();
  });
});
