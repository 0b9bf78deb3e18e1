// A page a script builds, whose content for readers without script stands in <noscript>
// (Discourse's crawler view: 19 of wcxb-types' forum threads came back empty): cedst runs no
// script, so it reads that content. Every other page's <noscript> stays unread.
import { readFileSync } from 'node:fs';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isNoscriptPage } from '../../src/dom/noscript-page.js';
import { parseDocument } from '../../src/dom/parse.js';
import { extract } from '../../src/index.js';

const fixture = (file: string): string => readFileSync(new URL(`../../fixtures/input/en-noscript-shell/${file}`, import.meta.url), 'utf8');
const story = (n: number): string => `<p>${'The harbour board met on Monday to hear the engineers report on the north wall. '.repeat(n)}</p>`;

describe('a page whose content stands in <noscript>', () => {
  it("reads the fixture's thread out of its <noscript>: every post's text", () => {
    const text = extract(fixture('page.html')).text;
    for (const line of fixture('expected.txt').trim().split('\n')) expect(text).toContain(line);
  });

  it('is a shell: under 250 characters shown outside <noscript>, 500 or more inside it', () => {
    expect(isNoscriptPage(parseDocument(fixture('page.html')))).toBe(true);
    expect(isNoscriptPage(parseDocument(`<html><body><p>Loading</p><noscript>${story(7)}</noscript></body></html>`))).toBe(true);
    // Too little inside: a "please enable JavaScript" line.
    expect(isNoscriptPage(parseDocument(`<html><body><noscript>${story(3)}</noscript></body></html>`))).toBe(false);
    // An article shown outside, with a noscript image repeated for browsers without script.
    expect(isNoscriptPage(parseDocument(`<html><body>${story(4)}<noscript>${story(7)}</noscript></body></html>`))).toBe(false);
  });

  it("leaves an article's own <noscript> unread", () => {
    const text = extract(`<html><body><article>${story(6)}</article><noscript><p>Please enable JavaScript to see the comments.</p></noscript></body></html>`).text;
    expect(text).not.toContain('enable JavaScript');
  });

  it("reads a caller's Document the same way, from a copy: the caller's <noscript> stays", () => {
    const doc = parseHTML(fixture('page.html')).document as unknown as Document;
    expect(extract(doc).text).toBe(extract(fixture('page.html')).text);
    expect(doc.querySelectorAll('noscript')).toHaveLength(1);
  });
});
