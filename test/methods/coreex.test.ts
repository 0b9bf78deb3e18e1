import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extract, resolveOptions } from '../../src/research.js';
import { parseDocument } from '../../src/dom/parse.js';
import { analyseCoreex, setParagraphs } from '../../src/methods/coreex.js';
import { createPage } from '../../src/page/context.js';

const P1 = 'one two three four five six seven eight nine ten'; // 10 words
const P2 = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu'; // 13 words
const page = (p2: string) =>
  '<html><body>' +
  '<div id="nav"><a href="/">Home</a> <a href="/w">World</a> <a href="/s">Sport</a></div>' +
  `<div id="story"><p>${P1}</p><p>${p2}</p><p>Read <a href="/m">more</a></p></div>` +
  '<div id="foot"><p>Copyright twenty twenty three</p></div>' +
  '</body></html>';

const scores = (html: string) => {
  const a = analyseCoreex(parseDocument(html), resolveOptions().coreex);
  const byId = (id: string) => a.records.findIndex((r) => r.el.getAttribute?.('id') === id);
  return { a, byId, score: (i: number) => a.score[i]! };
};

describe('CoreEx', () => {
  it('picks the hand-computed winner: the story, whose set holds the two clean paragraphs', () => {
    // Counts (a link is 1 word and 1 link; the spaces between nav links are 0 words):
    //   nav (3, 3): no child passes, no score.  p1 (10, 0)  p2 (13, 0)  p3 "Read" + link (2, 1)
    //   story: children p1 ✓, p2 ✓, p3 ✗ (1/2 ≤ 0.9) → set (23, 0); story itself (25, 1)
    //   foot (4, 0); body: nav ✗ (0/3), story ✓ (24/25), foot ✓ → set (29, 1); body (32, 4)
    //   html: body ✗ (28/32 = 0.875), no score. pageText = 32.
    // score(story) = 0.99·23/23 + 0.01·23/32 = 0.9971875   (winner)
    // score(p2)    = 0.99 + 0.01·13/32        = 0.9940625
    // score(p1)    = 0.99 + 0.01·10/32        = 0.9931250
    // score(foot)  = 0.99 + 0.01·4/32         = 0.9912500
    // score(body)  = 0.99·28/29 + 0.01·29/32  = 0.9649245
    const { a, byId, score } = scores(page(P2));
    expect(a.pageText).toBe(32);
    const story = byId('story');
    expect(a.winner).toBe(story);
    expect(score(story)).toBeCloseTo(0.9971875, 12);
    expect(a.setTextCnt[story]).toBe(23);
    expect(a.setLinkCnt[story]).toBe(0);
    expect(score(byId('foot'))).toBeCloseTo(0.99125, 12);
    expect(score(a.records.findIndex((r) => r.tag === 'body'))).toBeCloseTo((0.99 * 28) / 29 + (0.01 * 29) / 32, 12);
    expect(Number.isNaN(score(byId('nav')))).toBe(true);
    expect(setParagraphs(a)).toEqual([P1, P2]);
  });

  it('lets one clean paragraph beat a container whose set holds a link (weight 0.99)', () => {
    // p2 now has a link after "delta": p2 = 4 words + link + 9 words = (14, 1), 13/14 = 0.93 ✓.
    //   story set: p1 (10, 0) + p2 (14, 1) = (24, 1); story (26, 2); body set: story (24/26 ✓) +
    //   foot = (30, 2); body (33, 5); pageText = 33.
    // score(story) = 0.99·23/24 + 0.01·24/33 = 0.9560227
    // score(p2): its set is its two text nodes, (13, 0): 0.99 + 0.01·13/33 = 0.9939394   (winner)
    // score(p1) = 0.99 + 0.01·10/33 = 0.9930303
    const linked = 'alpha beta gamma delta <a href="/x">link</a> epsilon zeta eta theta iota kappa lambda mu nu';
    const { a, byId, score } = scores(page(linked));
    expect(a.pageText).toBe(33);
    expect(score(byId('story'))).toBeCloseTo((0.99 * 23) / 24 + (0.01 * 24) / 33, 12);
    const p2 = a.records.findIndex((r) => r.tag === 'p' && r.el.textContent?.startsWith('alpha'));
    expect(a.winner).toBe(p2);
    expect(score(p2)).toBeCloseTo(0.99 + (0.01 * 13) / 33, 12);
    // The set is the text around the link; the link's word is not in it.
    expect(setParagraphs(a)).toEqual(['alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu']);
  });

  it('counts the whole page when markup stands before <html>', () => {
    // linkedom makes the stray <meta> the documentElement; the document is the root instead.
    // Top level: meta (0, 0) and html (32, 4) as in the first case. The document's set would be
    // {html}, but 28/32 = 0.875 ≤ 0.9: no score, and the story wins as in the first case.
    const { a, byId, score } = scores('<meta http-equiv="refresh" content="600">' + page(P2));
    expect(a.records[0]!.tag).toBe('#document');
    expect(a.pageText).toBe(32);
    expect(Number.isNaN(a.score[0]!)).toBe(true);
    expect(a.winner).toBe(byId('story'));
    expect(score(byId('story'))).toBeCloseTo(0.9971875, 12);
    expect(setParagraphs(a)).toEqual([P1, P2]);
  });

  it('prefers the higher element on a tie', () => {
    // html, body, div and p each have one child holding all 4 words: all score 0.99 + 0.01·4/4 = 1.
    // The highest, html, wins; its set is the body, which holds the same text.
    const { a } = scores('<html><body><div id="d"><p>four words of text</p></div></body></html>');
    expect(a.score.filter((s) => s === 1)).toHaveLength(4);
    expect(a.records[a.winner]!.tag).toBe('html');
    expect(setParagraphs(a)).toEqual(['four words of text']);
  });
});

const COUNCIL = readFileSync(new URL('../../fixtures/en-city-council/page.html', import.meta.url), 'utf8');
const FIRST_PARAGRAPH = readFileSync(new URL('../../fixtures/en-city-council/expected.txt', import.meta.url), 'utf8').split('\n')[0]!;

describe('coreex runner', () => {
  it("puts the article's first paragraph in the output", () => {
    const r = extract(COUNCIL, { method: 'coreex' });
    expect(r.method).toBe('coreex');
    expect(r.lang).toBe('en');
    expect(r.paragraphs).toContain(FIRST_PARAGRAPH);
    expect(r.text).toBe(r.paragraphs.join('\n'));
  });

  it('explains every element with text and marks the one winner', () => {
    const r = extract(COUNCIL, { method: 'coreex', explain: true });
    const nodes = r.nodes!;
    const winners = nodes.filter((n) => n.winner);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.score).toBe(r.threshold);
    expect(Math.max(...nodes.map((n) => n.score))).toBe(r.threshold);
    expect(nodes.every((n) => n.textCnt > 0 && n.setTextCnt <= n.textCnt)).toBe(true);
  });

  it('returns an empty article for empty and text-free pages', () => {
    for (const html of ['', '<html><body><img src="a.png"><script>x()</script><select><option>a b c</option></select></body></html>']) {
      const r = extract(html, { method: 'coreex', explain: true });
      expect(r.paragraphs).toEqual([]);
      expect(r.threshold).toBe(0);
    }
  });
});

describe('CoreEx word counts from the page segmentation', () => {
  it('takes a known count for a text node whose normalised text it names, and cuts the others', () => {
    const doc = parseDocument('<html><body><div><p>\n  one   two three\n</p><p>four five</p></div></body></html>');
    const a = analyseCoreex(doc, resolveOptions().coreex, undefined, new Map([['one two three', 7]]));
    // 7 taken from the map (normalised key), 2 cut from "four five".
    expect(a.pageText).toBe(9);
  });

  for (const name of ['en-city-council', 'zh-xinhua-economy']) {
    it(`${name}: the units' counts give every element the counts a fresh cut gives`, () => {
      const html = readFileSync(new URL(`../../fixtures/${name}/page.html`, import.meta.url), 'utf8');
      const page = createPage(html);
      const known = new Map(page.segmented.map((s) => [s.unit.text, s.words.length] as const));
      const cut = analyseCoreex(page.doc, resolveOptions().coreex);
      const shared = analyseCoreex(page.doc, resolveOptions().coreex, undefined, known);
      expect(shared.records.map((r) => [r.textCnt, r.linkCnt])).toEqual(cut.records.map((r) => [r.textCnt, r.linkCnt]));
      expect(shared.winner).toBe(cut.winner);
      expect(cut.pageText).toBeGreaterThan(100);
    });
  }
});
