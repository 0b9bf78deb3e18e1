// Louvan's segments and 16 features (docs/spec/louvan.md §1–§2) on a small page, every value by hand.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/dom/parse.js';
import { isStopWord } from '../../src/lang/stopwords.js';
import { FEATURE_INDEX, FEATURE_NAMES, featureAttributes, pageFeatures, type FeatureName } from '../../src/methods/louvan/features.js';
import { findSegments, pageRoot, segmentPreviews } from '../../src/methods/louvan/segments.js';
import { STORM_PAGE as PAGE } from '../support/pages.js';

// Text nodes (collapsed): Home(4, link) · World news(10, link) · Big storm(9, h1) ·
// The storm hit the town at night.(32) · It was(6) · very(4, link) · strong.(7, span) · red(3) · blue(4).
// The script's text and the head's title are invisible.

function features() {
  const doc = parseDocument(PAGE);
  const page = pageFeatures(doc);
  const byId = (i: number): Record<FeatureName, number> => Object.fromEntries(FEATURE_NAMES.map((name, j) => [name, page.features[i]![j]!])) as Record<FeatureName, number>;
  return { doc, page, byId };
}

describe('Louvan segments (docs/spec/louvan.md §1)', () => {
  it('candidates are the thesis tags below body, in pre-order, nested ones kept', () => {
    const { page } = features();
    expect(page.root.tagName.toLowerCase()).toBe('body');
    expect(page.segments.map((s) => s.tag + (s.element.id ? '#' + s.element.id : ''))).toEqual(['div#nav', 'ul', 'li', 'li', 'div#main', 'div#story', 'span', 'table', 'tr', 'td']);
    expect(page.segments.map((s) => s.parent)).toEqual([-1, 0, 1, 1, -1, 4, 5, -1, 7, 8]);
    expect(page.segments.map((s) => s.depth)).toEqual([0, 1, 2, 2, 0, 1, 2, 0, 1, 2]);
  });

  it("previews are the start of each candidate's visible text, cut with an ellipsis (inspect, docs/spec/louvan.md §8)", () => {
    const { page } = features();
    expect(segmentPreviews(page.root, page.segments)).toEqual([
      'Home World news',
      'Home World news',
      'Home',
      'World news',
      'Big storm The storm hit the town at night. It was very strong.',
      'The storm hit the town at night. It was very strong.',
      'strong.',
      'red blue',
      'red blue',
      'red blue',
    ]);
    // At 12 characters: "Big storm The" is 13, cut to 12 and trimmed; "Home World news" is 15.
    expect(segmentPreviews(page.root, page.segments, 12).slice(0, 5)).toEqual(['Home World n…', 'Home World n…', 'Home', 'World news', 'Big storm Th…']);
    // linkedom splits text at character references: the pieces of one run join as written.
    const split = parseDocument('<html><body><div>O&rsquo;Brien said a &lt; b &amp;&amp; <a href="/">c</a> <b>d</b>e</div></body></html>');
    expect(segmentPreviews(split.body, findSegments(split.body))).toEqual(['O’Brien said a < b && c d e']);
    // An astral character counts once: 12 of them fit, 13 are cut.
    const doc = parseDocument(`<html><body><div>${'𠀀'.repeat(12)}</div><div>${'𠀀'.repeat(13)}</div></body></html>`);
    const segs = findSegments(doc.body);
    expect(segmentPreviews(doc.body, segs, 12)).toEqual(['𠀀'.repeat(12), `${'𠀀'.repeat(12)}…`]);
  });

  it('the html5 option adds p and the sectioning tags', () => {
    const doc = parseDocument(PAGE);
    const tags = findSegments(doc.body, { tags: 'html5' }).map((s) => s.tag);
    expect(tags.filter((t) => t === 'p')).toHaveLength(2);
  });

  it('the root falls back to documentElement when body holds under half the visible text', () => {
    const doc = parseDocument('<html><head></head><body><p>short</p></body></html>');
    expect(pageRoot(doc).tagName.toLowerCase()).toBe('body');
    // A page left inside head by the parser: move the text there by hand.
    const div = doc.createElement('div');
    div.textContent = 'a much longer article text that the parser left in the head';
    doc.head.appendChild(div);
    expect(pageRoot(doc).tagName.toLowerCase()).toBe('html');
  });
});

describe('Louvan features (docs/spec/louvan.md §2)', () => {
  it('there are 16, tagName nominal over the candidate tags', () => {
    expect(FEATURE_NAMES).toHaveLength(16);
    const attrs = featureAttributes();
    expect(attrs[FEATURE_INDEX.tagName]).toEqual({ name: 'tagName', kind: 'nominal', values: ['div', 'span', 'ul', 'ol', 'li', 'table', 'tr', 'td'] });
    expect(attrs.filter((a) => a.kind === 'numeric')).toHaveLength(15);
  });

  it('the stop words of the page are The, the, at, It, was, very (English list)', () => {
    const words = 'Home World news Big storm The storm hit the town at night It was very strong red blue'.split(' ');
    expect(words.filter((w) => isStopWord(w, 'en'))).toEqual(['The', 'the', 'at', 'It', 'was', 'very']);
  });

  it('the page totals (body): text 79, anchor text 18, 6 stop words, height 6', () => {
    const { page } = features();
    const body = page.stats.get(page.root)!;
    expect(body.textLength).toBe(4 + 10 + 9 + 32 + 6 + 4 + 7 + 3 + 4);
    expect(body.anchorTextLength).toBe(4 + 10 + 4);
    expect(body.stopWords).toBe(6);
    expect(body.longestText).toBe(32);
    // body > table > tr > td > form > select > option: 6 edges.
    expect(body.height).toBe(6);
    // img 1, input+select 2, form 1, option 2, table+tr+td 3, p 2, a[href] 3, div 3.
    expect(body.counts).toEqual([1, 2, 1, 2, 3, 2, 3, 3]);
  });

  it('innerHtmlLength is linkedom innerHTML length, computed bottom-up', () => {
    const { page, doc } = features();
    const body = page.stats.get(page.root)!;
    expect(body.htmlLength).toBe(doc.body.innerHTML.length);
    for (const s of page.segments) expect(page.stats.get(s.element)!.htmlLength).toBe(s.element.innerHTML.length);
    // li #2 holds `<a href="/a">Home</a>`: 13 + 4 + 4 = 21 characters.
    expect(page.stats.get(page.segments[2]!.element)!.htmlLength).toBe(21);
  });

  it('div#main: every feature by hand', () => {
    const { byId, doc } = features();
    const f = byId(4);
    const html = doc.body.innerHTML.length;
    expect(f.innerTxtLength).toBeCloseTo(58 / 79, 12); // 9 + 32 + 6 + 4 + 7
    expect(f.innerHtmlLength).toBeCloseTo(doc.getElementById('main')!.innerHTML.length / html, 12);
    expect(f.imgNum).toBe(1); // 1 of 1
    expect(f.interactionNum).toBe(0);
    expect(f.formNum).toBe(0);
    expect(f.optionNum).toBe(0);
    expect(f.tableNum).toBe(0);
    expect(f.paraNum).toBe(1); // 2 of 2
    expect(f.linkNum).toBeCloseTo(1 / 3, 12);
    expect(f.divNum).toBeCloseTo(1 / 3, 12); // div#story; a node does not count itself
    expect(f.linkToTextRatio).toBeCloseTo(4 / 58, 12);
    expect(f.stopWordRatio).toBeCloseTo((6 * (58 - 4)) / 58 / 6, 12); // Eq. 4.1 over the page's 6
    expect(f.tagName).toBe(0); // div
    expect(f.domHeight).toBeCloseTo(3 / 6, 12); // main > story > p > span
    expect(f.headerAround).toBe(1); // child h1
    expect(f.stringMax).toBe(1); // the 32-character sentence is the page's longest
  });

  it('div#story: header beside it, not inside', () => {
    const { byId } = features();
    const f = byId(5);
    expect(f.innerTxtLength).toBeCloseTo(49 / 79, 12);
    expect(f.divNum).toBe(0);
    expect(f.paraNum).toBe(1);
    expect(f.linkToTextRatio).toBeCloseTo(4 / 49, 12);
    expect(f.stopWordRatio).toBeCloseTo((6 * 45) / 49 / 6, 12);
    expect(f.domHeight).toBeCloseTo(2 / 6, 12);
    expect(f.headerAround).toBe(1); // sibling h1
    expect(f.stringMax).toBe(1);
  });

  it('div#nav, ul and li: all link text, no stop words', () => {
    const { byId } = features();
    const nav = byId(0);
    expect(nav.innerTxtLength).toBeCloseTo(14 / 79, 12);
    expect(nav.linkNum).toBeCloseTo(2 / 3, 12);
    expect(nav.linkToTextRatio).toBe(1);
    expect(nav.stopWordRatio).toBe(0);
    expect(nav.domHeight).toBeCloseTo(3 / 6, 12); // div > ul > li > a
    expect(nav.stringMax).toBeCloseTo(10 / 32, 12);
    expect(nav.headerAround).toBe(0);
    expect(byId(1).tagName).toBe(2); // ul
    expect(byId(1).domHeight).toBeCloseTo(2 / 6, 12);
    const li = byId(2);
    expect([li.tagName, li.innerTxtLength, li.linkNum, li.stringMax]).toEqual([4, 4 / 79, 1 / 3, 4 / 32]);
    expect(li.innerHtmlLength).toBeCloseTo(21 / 427, 12);
  });

  it('span: plain text, a leaf element', () => {
    const { byId } = features();
    const f = byId(6);
    expect([f.tagName, f.innerTxtLength, f.linkToTextRatio, f.stopWordRatio, f.domHeight, f.stringMax]).toEqual([1, 7 / 79, 0, 0, 0, 7 / 32]);
    expect(f.innerHtmlLength).toBeCloseTo(7 / 427, 12);
  });

  it('table, tr, td: the form counts', () => {
    const { byId } = features();
    const table = byId(7);
    expect(table.tableNum).toBeCloseTo(2 / 3, 12); // tr, td of table+tr+td 3
    expect(table.interactionNum).toBe(1); // input + select, 2 of 2
    expect(table.formNum).toBe(1);
    expect(table.optionNum).toBe(1);
    expect(table.innerTxtLength).toBeCloseTo(7 / 79, 12); // red + blue
    expect(table.domHeight).toBeCloseTo(5 / 6, 12);
    expect(table.stringMax).toBeCloseTo(4 / 32, 12);
    expect(byId(8).tableNum).toBeCloseTo(1 / 3, 12);
    expect(byId(9).tableNum).toBe(0);
    expect(byId(9).domHeight).toBeCloseTo(3 / 6, 12);
    expect(byId(9).tagName).toBe(7);
  });

  it('swr ratio option: stop words per word, less the anchored share', () => {
    const doc = parseDocument(PAGE);
    const page = pageFeatures(doc, { swr: 'ratio' });
    // div#main: 6 stop words of 13 words, link share 4/58.
    expect(page.features[4]![FEATURE_INDEX.stopWordRatio]).toBeCloseTo((6 / 13) * (1 - 4 / 58), 12);
  });

  it('every value is in [0, 1] except tagName', () => {
    const { page } = features();
    for (const v of page.features) {
      v.forEach((x, j) => {
        if (j !== FEATURE_INDEX.tagName) expect(x >= 0 && x <= 1).toBe(true);
      });
    }
  });
});
