// A `<title>` whose closing tag a crawl garbled or lost: the parser reads a title as text up to
// `</title>`, so the title swallowed the page and left an empty body (eight of l3s-gn1's pages).
// documentHtml closes such a title where the page's markup starts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentHtml, documentTitle, parseDocument } from '../../src/dom/parse.js';
import { extract } from '../../src/research.js';

const fixture = (file: string): string => readFileSync(new URL(`../../fixtures/input/en-title-run-on/${file}`, import.meta.url), 'utf8');

describe('a <title> that runs on into the page', () => {
  it('is closed before a garbled closing tag, and the page keeps its body', () => {
    const doc = parseDocument('<html><head><title>Wall repairs - Gazette</titavaScript" src="/a.js"></script><link rel="x" href="/y"></head><body><p>Body text.</p></body></html>');
    expect(documentTitle(doc)).toBe('Wall repairs - Gazette');
    expect(doc.querySelector('p')?.textContent).toBe('Body text.');
  });

  it('is closed where the markup starts when it has no closing tag at all', () => {
    const html = '<html><head><title>Wall repairs<script src="/a.js"></script></head><body><p>Body text.</p></body></html>';
    expect(documentHtml(html)).toBe('<html><head><title>Wall repairs</title><script src="/a.js"></script></head><body><p>Body text.</p></body></html>');
  });

  it('stays as written when it names a tag or two, or is closed', () => {
    for (const html of [
      '<html><head><title>30 Years of <br> Tags</title></head><body><p>x</p></body></html>',
      '<html><head><title><table>: The Table element</title></head><body><p>x</p></body></html>',
      '<html><head><title>Wall repairs</title><script></script><style></style><link></head><body><p>x</p></body></html>',
    ])
      expect(documentHtml(html)).toBe(html);
  });

  it('gives the fixture page its article, headline and byline', () => {
    const result = extract(fixture('page.html'));
    const expected = fixture('expected.txt').trim().split('\n');
    expect(result.paragraphs).toEqual(expected);
    expect(result.title).toBe('Harbour wall repairs to start in spring');
    expect(result.author).toBe('Tomas Reddan');
  });
});
