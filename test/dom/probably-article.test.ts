// isProbablyArticle: every article fixture passes, a front page and a channel index do not, and
// the score is the sum of sqrt(weighted length − 140) over paragraphs, computed here by hand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isProbablyArticle } from '../../src/index.js';
import { ROOT } from '../support/cli.js';
import { encodeLegacy } from '../support/legacy-encoding.js';
import { articleFixtures, FIXTURES } from '../support/fixtures.js';

const NOT_ARTICLES = join(ROOT, 'test/page/not-articles');
const dirs = articleFixtures();

/** `n` Latin letters in words of nine and a space: exactly n characters. */
const letters = (n: number) => 'abcdefghi '.repeat(Math.ceil(n / 10)).slice(0, n - 1) + '.';
const page = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;

describe('isProbablyArticle on pages', () => {
  it('is true for every article fixture, given as text or as bytes', () => {
    expect(dirs.length).toBeGreaterThanOrEqual(7);
    for (const name of dirs) {
      const file = join(FIXTURES, name, 'page.html');
      expect([name, isProbablyArticle(readFileSync(file, 'utf8'))]).toEqual([name, true]);
      expect([name, isProbablyArticle(readFileSync(file))]).toEqual([name, true]);
    }
  });

  it('is false for a front page of headline links and teasers, and for a Chinese channel index', () => {
    expect(isProbablyArticle(readFileSync(join(NOT_ARTICLES, 'en-front-page.html'), 'utf8'))).toBe(false);
    expect(isProbablyArticle(readFileSync(join(NOT_ARTICLES, 'zh-channel-index.html')))).toBe(false);
  });

  it('decodes bytes as extract does: a GBK page with a Content-Type header', () => {
    // Four 80-character Chinese paragraphs: each weighs 240, sqrt(100) = 10, 40 in all.
    const zh = page('<p>' + '新闻报道正文内容'.repeat(10) + '</p>').replace(/<p>.*<\/p>/, (p) => p.repeat(4));
    const bytes = encodeLegacy('gbk', zh);
    expect(isProbablyArticle(bytes, { contentType: 'text/html; charset=gbk' })).toBe(true);
    // Read as windows-1252 the same bytes are 160 Latin characters per paragraph: sqrt(20) · 4 = 17.9.
    expect(isProbablyArticle(bytes, { contentType: 'text/html; charset=windows-1252' })).toBe(false);
  });
});

describe('isProbablyArticle scoring', () => {
  // A 240-character paragraph scores sqrt(240 − 140) = 10.
  const p240 = `<p>${letters(240)}</p>`;

  it('needs the sum to pass 20: two paragraphs of 10 do not, three do', () => {
    expect(isProbablyArticle(page(p240 + p240))).toBe(false);
    expect(isProbablyArticle(page(p240 + p240 + p240))).toBe(true);
    // minScore 19.9 lets two pass; minContentLength 40 makes each sqrt(200) = 14.1.
    expect(isProbablyArticle(page(p240 + p240), { minScore: 19.9 })).toBe(true);
    expect(isProbablyArticle(page(p240 + p240), { minContentLength: 40 })).toBe(true);
    // Paragraphs under 140 characters add nothing, however many.
    expect(isProbablyArticle(page(`<p>${letters(139)}</p>`.repeat(50)))).toBe(false);
  });

  it('counts a CJK character three times: 47 Chinese characters weigh 141', () => {
    const zh47 = `<p>${'新'.repeat(47)}</p>`;
    const zh46 = `<p>${'新'.repeat(46)}</p>`;
    // Each 47-character paragraph adds sqrt(1) = 1: 21 of them pass 20, 20 do not.
    expect(isProbablyArticle(page(zh47.repeat(21)))).toBe(true);
    expect(isProbablyArticle(page(zh47.repeat(20)))).toBe(false);
    expect(isProbablyArticle(page(zh46.repeat(100)))).toBe(false);
  });

  it('leaves out link text, teaser cards, hidden text and page furniture', () => {
    const linked = `<p><a href="/x">${letters(240)}</a></p>`;
    expect(isProbablyArticle(page(linked.repeat(3)))).toBe(false);
    expect(isProbablyArticle(page(`<ul>${`<li>${p240}</li>`.repeat(3)}</ul>`))).toBe(false);
    expect(isProbablyArticle(page(`<div style="display: none">${p240.repeat(3)}</div>`))).toBe(false);
    expect(isProbablyArticle(page(`<div class="comment-list">${p240.repeat(3)}</div>`))).toBe(false);
    expect(isProbablyArticle(page(`<footer>${p240.repeat(3)}</footer>`))).toBe(false);
    // "content" overrules a furniture word: a main-content sidebar layout is still read.
    expect(isProbablyArticle(page(`<div class="sidebar-content">${p240.repeat(3)}</div>`))).toBe(true);
  });

  it('reads text laid out with <br> in a div', () => {
    const lines = `<div>${[letters(240), letters(240), letters(240)].join('<br><br>')}</div>`;
    // One div of 722 characters: sqrt(582) = 24.1.
    expect(isProbablyArticle(page(lines))).toBe(true);
  });
});
