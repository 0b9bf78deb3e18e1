// A live blog read as its posts: time, headline and text of each update in page order, the
// article's other text the introduction, and markdown and html rendering each post as a section.
// Fixtures written for it (fixtures/live/<name>: page.html, expected-posts.json, expected.md): an
// English live blog marked with microdata, times as `<time datetime>` (ISO in the result), and a
// Chinese 文字直播 page with no schema.org markup, its times the page's own words ("11:20").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract, toHtml, toMarkdown } from '../../src/index.js';
import { isTimeLine } from '../../src/metadata/live-posts.js';
import { FIXTURES } from '../support/fixtures.js';

const DIR = join(FIXTURES, 'live');
const read = (name: string, file: string): string => readFileSync(join(DIR, name, file), 'utf8');

describe('live blog posts', () => {
  for (const name of ['en-marathon-live', 'zh-wenzi-zhibo']) {
    const r = extract(read(name, 'page.html'));
    it(`${name}: the posts in page order, as expected-posts.json`, () => {
      expect(r.posts).toEqual(JSON.parse(read(name, 'expected-posts.json')));
    });
    it(`${name}: markdown gives the introduction, then one section per post (expected.md)`, () => {
      expect(toMarkdown(r)).toBe(read(name, 'expected.md'));
    });
  }

  it('keeps the markup datetime (ISO) and the page words otherwise, and a post without a headline has none', () => {
    const times = (name: string): string[] => (JSON.parse(read(name, 'expected-posts.json')) as { time: string }[]).map((p) => p.time);
    const en = extract(read('en-marathon-live', 'page.html')).posts!;
    expect(en.map((p) => p.time)).toEqual(times('en-marathon-live'));
    expect(times('en-marathon-live').every((t) => /^2024-04-21T\d\d:\d\d:00\+01:00$/.test(t))).toBe(true);
    expect(en[1]!.headline).toBeUndefined();
    expect(en[0]!.text.split('\n')).toHaveLength(2);
    const zh = extract(read('zh-wenzi-zhibo', 'page.html')).posts!;
    expect(zh.map((p) => p.time)).toEqual(times('zh-wenzi-zhibo'));
    expect(times('zh-wenzi-zhibo').every((t) => /^\d\d:\d\d$/.test(t))).toBe(true);
  });

  it('html renders each post as a section under an h2 of its time and headline', () => {
    const html = toHtml(extract(read('en-marathon-live', 'page.html')));
    expect(html.match(/<section class="post">/g)).toHaveLength(4);
    expect(html).toContain('<section class="post">\n<h2>21 April 2024, 11:42 (+01:00) · A course record on the harbour wall</h2>\n<p>Imogen Saltash has crossed');
    // The introduction stays before the posts, each of its paragraphs once.
    const intro = html.indexOf('More than four thousand runners');
    expect(intro).toBeGreaterThan(0);
    expect(intro).toBeLessThan(html.indexOf('<section class="post">'));
    expect(html.split('The starting horn sounded')).toHaveLength(2);
  });

  it('takes the JSON-LD datetime of the update with the same headline for a time shown as "16:40"', () => {
    const r = extract(readFileSync(join(FIXTURES, 'about', 'en-live-blog', 'page.html'), 'utf8'));
    expect(r.posts?.map((p) => [p.time, p.headline])).toEqual([
      ['2023-03-15T16:40:00Z', 'Harbour road closed'],
      ['2023-03-15T16:05:00Z', 'Ferry crossings cancelled'],
      ['2023-03-15T15:30:00Z', 'Power cut in the upper town'],
      ['2023-03-15T14:50:00Z', 'Schools to close early'],
      ['2023-03-15T14:15:00Z', 'Gusts of ninety kilometres an hour'],
    ]);
    // The shown times are not left in the introduction.
    expect(toMarkdown(r)).not.toMatch(/^16:40$/m);
  });

  it('finds no posts on an article, a listing of timed teasers or a comment thread of timed replies', () => {
    expect(extract(readFileSync(join(FIXTURES, 'en-city-council', 'page.html'), 'utf8')).posts).toBeUndefined();
    expect(extract(readFileSync(join(FIXTURES, 'about', 'en-listing', 'page.html'), 'utf8')).posts).toBeUndefined();
    const para = (n: number): string => `<p>Paragraph ${n} of the story tells what the council decided about the harbour wall, and why the vote took so long this year.</p>`;
    const reply = (t: string, n: number): string => `<li class="comment"><span class="when">${t}</span><p>Reader reply number ${n} says the council should have acted far sooner on the wall.</p></li>`;
    const page = `<html><body><article><h1>Council votes on the harbour wall</h1>${[1, 2, 3, 4, 5].map(para).join('')}</article><section id="comments"><ol>${reply('10:02', 1)}${reply('10:15', 2)}${reply('11:40', 3)}</ol></section></body></html>`;
    expect(extract(page).posts).toBeUndefined();
    // A thread whose container names no comments: each post's reply and report controls tell it.
    const post = (t: string, n: number): string =>
      `<div class="entry"><span class="when">${t}</span><p>Post number ${n} of the thread says the council should have acted far sooner on the harbour wall this year.</p><a href="#r${n}">Reply</a> <a href="#x${n}">Report</a></div>`;
    const thread = `<html><body><h1>Harbour wall vote</h1><div class="stream">${post('10:02', 1)}${post('10:15', 2)}${post('11:40', 3)}${post('12:05', 4)}</div></body></html>`;
    expect(extract(thread).posts).toBeUndefined();
    // The same posts without the controls are a live blog's.
    expect(extract(thread.replace(/<a href="#[rx]\d">(Reply|Report)<\/a>/g, '')).posts?.map((p) => p.time)).toEqual(['10:02', '10:15', '11:40', '12:05']);
  });

  it('reads text straight inside a post, and takes no post that opens with a name before its time', () => {
    const item = (first: string, second: string, n: number): string =>
      `<li>${first}${second} Update ${n}: the ferry operator says the evening crossings will run as planned after the wind eased.</li>`;
    const page = (a: (t: string) => string, b: (t: string) => string): string =>
      `<html><body><article><h1>Ferry live</h1><ul>${['10:02', '10:15', '11:40'].map((t, k) => item(a(t), b(t), k + 1)).join('')}</ul></article></body></html>`;
    const live = extract(
      page(
        (t) => `<span class="t">${t}</span>`,
        () => '',
      ),
    ).posts;
    expect(live?.map((p) => [p.time, p.text])).toEqual([
      ['10:02', 'Update 1: the ferry operator says the evening crossings will run as planned after the wind eased.'],
      ['10:15', 'Update 2: the ferry operator says the evening crossings will run as planned after the wind eased.'],
      ['11:40', 'Update 3: the ferry operator says the evening crossings will run as planned after the wind eased.'],
    ]);
    // A reader's signature ("name, place") before the time: comments, not posts.
    expect(
      extract(
        page(
          () => '<span class="who">Ann, Kelby</span>',
          (t) => `<span class="t">${t}</span>`,
        ),
      ).posts,
    ).toBeUndefined();
  });

  it('reads a line as a time when it is one and little else', () => {
    for (const t of ['16:40', '9.05am', '9 pm', '16.40', '16.40 BST', '10 minutes ago', '3分钟前', '14时32分', '3月15日 16:40', '15 March, 16:40', '刚刚']) expect(isTimeLine(t), t).toBe(true);
    for (const t of ['', '$16.56', 'Price 16.56 dollars', 'Harbour road closed', 'Score 3-1 after 90 minutes', 'a'.repeat(41) + ' 16:40']) expect(isTimeLine(t), t).toBe(false);
  });
});
