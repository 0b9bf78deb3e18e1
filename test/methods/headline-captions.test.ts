// Where the headline goes and what becomes of captions, on a fixture
// written for it (fixtures/en-ferry-terminal: the headline above the article's text, a figure
// with a figcaption and a photo credit between its paragraphs) and on small pages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { extract } from '../../src/research.js';
import { formatArticle } from '../../src/output/index.js';
import { isCaption } from '../../src/dom/captions.js';
import { ROOT } from '../support/cli.js';

const DIR = join(ROOT, 'fixtures', 'en-ferry-terminal');
const html = readFileSync(join(DIR, 'page.html'), 'utf8');
const expected = readFileSync(join(DIR, 'expected.txt'), 'utf8').split('\n').filter(Boolean);
const HEADLINE = 'Kestrel Bay ferry terminal reopens after eight-month rebuild';
const CAPTION = 'Cars board the Marrow Island ferry from the new south ramp on Saturday morning, the first sailing from the rebuilt terminal. Photo by Tomas Reyes / Kestrel Bay Ledger';

describe('the headline (plus.headlineInBody)', () => {
  it('opens the body with plus.headlineInBody; title holds it too', () => {
    const r = extract(html, { explain: true, plus: { headlineInBody: true } });
    expect(r.title).toBe(HEADLINE);
    expect(r.paragraphs[0]).toBe(HEADLINE);
    expect(r.units!.find((u) => u.text === HEADLINE)!.reason).toBe('headline');
    // The body is the headline, the standfirst, the article's paragraphs and the caption between them, nothing else.
    expect(r.paragraphs).toEqual([HEADLINE, ...expected.slice(0, 3), CAPTION, ...expected.slice(3)]);
  });

  it("is out of the body by default (leave-one-set-out under each set's convention picks it)", () => {
    const r = extract(html, { explain: true });
    expect(r.title).toBe(HEADLINE);
    expect(r.paragraphs).toEqual([...expected.slice(0, 3), CAPTION, ...expected.slice(3)]);
    expect(r.units!.find((u) => u.text === HEADLINE)!.content).toBe(false);
  });

  it("leaves out the region's own copy of the headline at its top, and keeps it with the option", () => {
    const body = 'The harbor bridge reopened on Monday after engineers finished repairs to the steel cables that the winter storm had damaged, and traffic was light through the morning.';
    const page = `<html><head><title>Harbor bridge reopens after repairs | The Ledger</title></head><body><nav><a href="/">Home</a> <a href="/news">News</a></nav><article><h1>Harbor bridge reopens after repairs</h1>${[1, 2, 3, 4].map((i) => `<p>${body} Part ${i}.</p>`).join('')}</article><footer><a href="/about">About</a></footer></body></html>`;
    const out = extract(page, { explain: true });
    expect(out.paragraphs[0]).toBe(`${body} Part 1.`);
    expect(out.units!.find((u) => u.text === 'Harbor bridge reopens after repairs')).toMatchObject({ content: false, reason: 'headline' });
    expect(extract(page, { plus: { headlineInBody: true } }).paragraphs[0]).toBe('Harbor bridge reopens after repairs');
  });

  it("the paper methods are as before: the option is cedst+'s", () => {
    const a = extract(html, { method: 'cedst' }).paragraphs;
    expect(extract(html, { method: 'cedst', plus: { headlineInBody: false }, captions: false }).paragraphs).toEqual(a);
  });
});

describe('captions (captions option)', () => {
  it('are kept by default and marked as caption blocks', () => {
    const r = extract(html, { plus: { headlineInBody: false } });
    expect(r.blocks!.filter((b) => b.kind === 'caption').map((b) => b.text)).toEqual([CAPTION]);
    expect(r.blocks!.filter((b) => b.kind === 'paragraph').map((b) => b.text)).toEqual(expected);
  });

  it('are dropped with captions: false, with their reason', () => {
    const r = extract(html, { captions: false, explain: true });
    expect(r.paragraphs).toEqual(expected);
    expect(r.units!.find((u) => u.text === CAPTION)).toMatchObject({ content: false, reason: 'caption' });
  });

  it('markdown: the title once, though the body opens with the headline; the caption in italics (fixtures/en-ferry-terminal/expected.md)', () => {
    // The byline is left out: its format is not this test's subject.
    expect(extract(html, { plus: { headlineInBody: true } }).blocks![0]!.text).toBe(HEADLINE);
    const r = { ...extract(html, { plus: { headlineInBody: true } }), author: undefined, date: undefined, siteName: undefined };
    const md = formatArticle(r, 'markdown');
    expect(md).toBe(readFileSync(join(DIR, 'expected.md'), 'utf8'));
    expect(md.split(HEADLINE)).toHaveLength(2);
    expect(md).toContain(`\n*${CAPTION}*\n`);
    // With the headline out of the body, the same.
    const md2 = formatArticle({ ...extract(html, { plus: { headlineInBody: false } }), author: undefined, date: undefined, siteName: undefined }, 'markdown');
    expect(md2).toBe(md);
  });

  it('html: the caption in a <figcaption>', () => {
    const { document } = parseHTML(formatArticle(extract(html), 'html'));
    expect(Array.from(document.querySelectorAll('figure > figcaption')).map((e) => e.textContent)).toEqual([CAPTION]);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('are found by markup any site uses: figcaption, text in a figure, caption and credit class words', () => {
    const { document } = parseHTML(
      `<html><body><figure><img src="a.jpg"><p id="a">In a figure</p></figure><figure><blockquote><p id="q">A pull quote</p></blockquote></figure><div class="wp-caption"><img src="b.jpg"><p id="b">Class caption</p></div><p class="imageCredit" id="c">Photo: A. Person</p><span class="accreditation"><p id="d">Not a credit</p></span><div class="has-caption"><p id="e">${'Long article text. '.repeat(40)}</p></div><table><caption id="f">Table caption</caption><tr><td id="g">cell</td></tr></table></body></html>`,
    );
    const at = (id: string) => isCaption(document.getElementById(id)!);
    expect(['a', 'b', 'c', 'f'].map(at)).toEqual([true, true, true, true]);
    expect(['q', 'd', 'e', 'g'].map(at)).toEqual([false, false, false, false]);
  });
});
