// Furniture lines: what each test reads
// off a line, and what the stages do with it on small pages. The fixtures are in noise.test.ts.
import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { isAdLabel, isConsentNotice } from '../../src/dom/cues.js';
import { isHeadingLike, isStampLine } from '../../src/methods/plus/furniture-lines.js';
import { extract } from '../../src/research.js';

describe('the line tests', () => {
  it('isStampLine: a date, a time or a count with a word or two, not a sentence or a label with more words', () => {
    for (const t of ['Tuesday, January 14, 2025 at 6:00 a.m.', '2024-05-21 08:30', '音频 04:29', '7 分钟', '5 min read', '1 of 5', 'Published: 12/03/2024', '2024年5月21日'])
      expect(isStampLine(t)).toBe(true);
    for (const t of ['Updated 5 hours ago by the news desk', 'The vote is set for May 3.', '共 5 条评论', 'Advertisement', '发布时间：2024-05-21 08:30 来源：青梧日报'])
      expect(isStampLine(t)).toBe(false);
  });

  it('isAdLabel: an ad slot label alone, in any of the languages', () => {
    for (const t of ['Advertisement', '- ADVERTISEMENT -', '广告', '【广告】', 'Anzeige', 'Sponsored content', 'Publicidad']) expect(isAdLabel(t)).toBe(true);
    for (const t of ['Advertising revenue fell 4% in the quarter.', 'Ad blockers', '广告法修订草案公开征求意见']) expect(isAdLabel(t)).toBe(false);
  });

  it('isConsentNotice: names cookies, asks for a choice and addresses the reader; an article about cookies does not', () => {
    expect(isConsentNotice('This content is provided by a third party. To show it, we need your consent to set cookies from that provider.')).toBe(true);
    expect(isConsentNotice('本网站使用Cookie来改善您的浏览体验。继续浏览本网站即表示您同意我们使用Cookie。')).toBe(true);
    expect(isConsentNotice('The regulator said websites must ask for consent before setting cookies that track visitors.')).toBe(false);
    expect(isConsentNotice('We need your consent to publish the photographs.')).toBe(false);
  });

  it('isHeadingLike: an h1–h6, or a block whose whole text is bold', () => {
    const { document } = parseHTML('<div><h3>Share it</h3><p><strong>喜欢这篇文章？</strong></p><p><b>Note:</b> more text</p><p>Plain</p></div>');
    const [h3, bold, part, plain] = Array.from(document.querySelectorAll('h3, p'));
    expect(isHeadingLike(h3!, 'Share it')).toBe(true);
    expect(isHeadingLike(bold!, '喜欢这篇文章？')).toBe(true);
    expect(isHeadingLike(part!, 'Note: more text')).toBe(false);
    expect(isHeadingLike(plain!, 'Plain')).toBe(false);
  });
});

const PARA =
  'The harbor bridge reopened on Monday after engineers finished repairs to the steel cables that the winter storm had damaged, and traffic was light through the morning while crews cleared the last barriers.';
const article = (inner: string): string =>
  `<html><head><title>Harbor bridge reopens | The Ledger</title></head><body><nav><a href="/">Home</a> <a href="/news">News</a></nav><article><h1>Harbor bridge reopens</h1><div class="body">${inner}</div></article><footer><a href="/about">About</a></footer></body></html>`;
const paras = (from: number, to: number): string => Array.from({ length: to - from + 1 }, (_, k) => `<p>${PARA} Part ${from + k}.</p>`).join('');

describe('the stages, on small pages', () => {
  it('drop a dateline and a reading time above the first sentence, and keep a short last paragraph', () => {
    const html = article(`<p class="date">March 4, 2024 at 9:15 a.m.</p><p>5 min read</p>${paras(1, 4)}<p>The bridge opens at 6 a.m.</p>`);
    const r = extract(html, { explain: true });
    expect(r.paragraphs).toEqual([...Array.from({ length: 4 }, (_, k) => `${PARA} Part ${k + 1}.`), 'The bridge opens at 6 a.m.']);
    expect(r.units!.find((u) => u.text === '5 min read')!.reason).toBe('date or player line');
    expect(extract(html, { plus: { furnitureLines: false } }).paragraphs[0]).toBe('March 4, 2024 at 9:15 a.m.');
  });

  it('drop a closing heading over a share bar, not one over the article’s last paragraph', () => {
    const share = '<div class="share-bar"><a href="#">Facebook</a> <a href="#">X</a> <a href="#">Email</a></div>';
    const over = extract(article(`${paras(1, 4)}<h3>Enjoyed this? Pass it on!</h3>${share}`), { explain: true });
    expect(over.paragraphs.some((p) => p.startsWith('Enjoyed this'))).toBe(false);
    expect(over.units!.find((u) => u.text.startsWith('Enjoyed this'))!.reason).toBe('closing heading');
    const subhead = extract(article(`${paras(1, 3)}<h3>What comes next</h3><p>The council meets again in June.</p>${share}`));
    expect(subhead.paragraphs.slice(-2)).toEqual(['What comes next', 'The council meets again in June.']);
  });

  it('drop an ad label and a consent notice between paragraphs', () => {
    const html = article(
      `${paras(1, 2)}<div class="slot"><span>Advertisement</span></div>${paras(3, 4)}<div class="embed"><p>We need your consent to load this video, which sets cookies from its provider. Accept to continue.</p><button>Accept</button></div>${paras(5, 6)}`,
    );
    // cedst+'s own reading, where these stages act: on this six-paragraph page the choose stage
    // takes coreex's reading (gain +0.022), which brings the nav's and the footer's links back.
    const r = extract(html, { explain: true, plus: { readings: false } });
    expect(r.paragraphs).toEqual(Array.from({ length: 6 }, (_, k) => `${PARA} Part ${k + 1}.`));
    expect(r.units!.find((u) => u.text === 'Advertisement')!.reason).toBe('advertising label');
  });
});

describe('the opening lines of an article (live blogs, standfirsts, bylines)', () => {
  it('keep the first update’s time when the article repeats its markup, and drop a dateline it does not', () => {
    const update = (t: string, k: number): string => `<section class="update"><p class="update-time">${t}</p><p>${PARA} Update ${k}.</p></section>`;
    const html = article(`<p class="dateline">March 4, 2024</p>${update('16:40', 1)}${update('16:05', 2)}${update('15:30', 3)}`);
    const r = extract(html, { explain: true });
    expect(r.paragraphs).toEqual(['16:40', `${PARA} Update 1.`, '16:05', `${PARA} Update 2.`, '15:30', `${PARA} Update 3.`]);
    expect(r.units!.find((u) => u.text === 'March 4, 2024')!.content).toBe(false);
  });

  it('keep a standfirst sentence under the headline; not a short kicker, a dateline or a source line', () => {
    const standfirst = 'Engineers finished the cable repairs two weeks early, and the county says the tolls will stay as they were until the spring.';
    const page = (lead: string): string =>
      `<html><head><title>Harbor bridge reopens | The Ledger</title></head><body><nav><a href="/">Home</a> <a href="/news">News</a></nav><article><header><h1>Harbor bridge reopens</h1><p class="dek">${lead}</p></header><div class="body">${paras(1, 4)}</div></article><footer><a href="/about">About</a></footer></body></html>`;
    const kept = extract(page(standfirst), { explain: true });
    expect(kept.paragraphs).toEqual([standfirst, ...Array.from({ length: 4 }, (_, k) => `${PARA} Part ${k + 1}.`)]);
    // 15 words of sentences is the least a standfirst holds; a line without a sentence's end, or
    // with a date or an address, is the edge's to drop.
    for (const lead of [
      'Repairs done early.',
      'Engineers finished the cable repairs two weeks early and the county says the tolls will stay',
      'Engineers finished the cable repairs on March 4, 2024, and the county says the tolls will stay as they were.',
    ])
      expect(extract(page(lead)).paragraphs[0]).toBe(`${PARA} Part 1.`);
  });

  it('drop a line marked as the byline on every reading, with its reason', () => {
    const html = article(`<div class="byline">By <span>Jane Doe</span> · March 4, 2024</div>${paras(1, 4)}`);
    const r = extract(html, { explain: true });
    expect(r.paragraphs[0]).toBe(`${PARA} Part 1.`);
    expect(r.units!.find((u) => u.text.startsWith('By Jane Doe'))!.reason).toBe('byline');
    expect(extract(html, { plus: { furnitureLines: false } }).paragraphs[0]).toBe('By Jane Doe · March 4, 2024');
  });
});
