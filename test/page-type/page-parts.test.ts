// What a page that is not an article returns: a listing's items as a list, a forum thread's or Q&A
// page's posts (poster, time, text) as sections, a product page's description without an
// article's byline, each format saying what the page is. Pages written for it
// (fixtures/page-type/: expected-items.json, expected-posts.json, expected.md beside page.html);
// the live blog's reader runs only where a cheap look at the markup says it may find posts.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract, toHtml, toMarkdown } from '../../src/index.js';
import { livePosts, mayHoldLivePosts } from '../../src/metadata/live-posts.js';
import { parseDocument } from '../../src/dom/parse.js';
import { FIXTURES } from '../support/fixtures.js';

const DIR = join(FIXTURES, 'page-type');
const read = (dir: string, file: string): string => readFileSync(join(DIR, dir, file), 'utf8');
const run = (dir: string, format?: 'text' | 'markdown' | 'html') => {
  const { url } = JSON.parse(read(dir, 'expected.json')) as { url: string };
  return extract(read(dir, 'page.html'), { url, ...(format ? { format } : {}) });
};

describe('the parts of a page that is not an article', () => {
  for (const dir of readdirSync(DIR).sort()) {
    if (!existsSync(join(DIR, dir, 'expected.md'))) continue;
    it(`${dir}: items, posts and markdown as expected`, () => {
      const r = run(dir);
      const items = existsSync(join(DIR, dir, 'expected-items.json')) ? JSON.parse(read(dir, 'expected-items.json')) : undefined;
      const posts = existsSync(join(DIR, dir, 'expected-posts.json')) ? JSON.parse(read(dir, 'expected-posts.json')) : undefined;
      expect(r.items).toEqual(items);
      expect(r.posts).toEqual(posts);
      expect(toMarkdown(r)).toBe(read(dir, 'expected.md'));
    });
  }

  it('a section front: its twelve teaser cards in page order, with link, ISO time and dek', () => {
    const r = run('en-section-front');
    expect(r.pageType).toBe('listing');
    expect(r.items).toHaveLength(12);
    expect(r.items![0]).toEqual({
      title: 'Harbour ferry moves its first crossing to half past six',
      url: 'https://www.fenwickledger.example/local/2024/05/14/ferry-timetable-changes/',
      time: '2024-05-14T09:10:00+01:00',
      summary: 'The council says the earlier sailing will help commuters reach the mainland rail link before eight.',
    });
    expect(r.items![11]!.title).toBe('Volunteers finish restoring the seats of the Regal cinema');
    // The sidebar's "Most read" links and the menus are not items.
    expect(r.items!.some((i) => /Rowing club|About us|Local$/.test(i.title))).toBe(false);
  });

  it('a listing renders as a list: markdown "- [title](url)", html <ul class="items"> in <main>, text "- title"', () => {
    const md = run('en-section-front', 'markdown').content!;
    expect(md).toContain(
      '- [Town library to stay open until ten on Fridays](https://www.fenwickledger.example/local/2024/05/14/library-late-opening/)\\\n  14 May 2024, 08:30 (+01:00) · A trial of later opening begins next month after a survey of more than six hundred readers.\n',
    );
    // No article framing: the cards are not headings, and the shown dates are not paragraphs.
    expect(md).not.toMatch(/^## /m);
    expect(md).not.toMatch(/^14 May 2024$/m);
    const html = run('en-section-front', 'html').content!;
    expect(html.startsWith('<main data-page-type="listing" lang="en">\n<h1>Local News</h1>\n')).toBe(true);
    expect(html).toContain(
      '<li><a href="https://www.fenwickledger.example/local/2024/05/08/cinema-restoration/">Volunteers finish restoring the seats of the Regal cinema</a> <time datetime="2024-05-08T10:40:00+01:00">8 May 2024, 10:40 (+01:00)</time><p>The work took two years and was paid for by a community share offer.</p></li>',
    );
    expect(html.match(/<li>/g)).toHaveLength(12);
    expect(html).not.toContain('<article');
    const text = run('en-section-front', 'text').content!.split('\n');
    expect(text.filter((l) => l.startsWith('- '))).toHaveLength(12);
    expect(text[text.length - 3]).toBe('- Volunteers finish restoring the seats of the Regal cinema');
  });

  it('a Chinese column page: its sixteen items with the times the page shows', () => {
    const r = run('zh-portal-column');
    expect(r.items).toHaveLength(16);
    expect(r.items![0]).toEqual({
      title: '江心岛轮渡早班提前到六点半 码头新增无障碍坡道',
      url: 'https://www.linjiang.example/shehui/2024-03/05/content_884120.htm',
      time: '2024-03-05 9:10',
      summary: '市交通部门昨日发布通知，江心岛轮渡自本周起调整运营时刻，早班船提前半小时发出。',
    });
  });

  it('a Q&A page: the question and both answers, each with its poster and ISO time, without votes or controls', () => {
    const r = run('en-qa-thread');
    expect(r.pageType).toBe('forum');
    expect(r.posts!.map((p) => [p.author, p.time])).toEqual([
      ['Marta Quill', '2024-02-03T18:22:00Z'],
      ['Tobias Wren', '2024-02-03T19:05:00Z'],
      ['Ines Harrow', '2024-02-04T08:40:00Z'],
    ]);
    expect(r.posts![2]!.text).toBe('A warm kitchen speeds everything up. Moving the jar to a cooler shelf gave mine an extra six hours between feedings.');
    expect(r.posts!.some((p) => /Upvote|Share|answered/.test(p.text))).toBe(false);
    const html = toHtml(r);
    expect(html).toContain('<section class="post">\n<h2>Tobias Wren · 3 February 2024, 19:05 (UTC)</h2>\n<p>That smell means');
    expect(html.startsWith('<main data-page-type="forum"')).toBe(true);
  });

  it("a Discuz thread: six posts, each poster and stamp, the message without the poster's counts", () => {
    const r = run('zh-discuz-thread');
    expect(r.posts!.map((p) => `${p.author} ${p.time}`)).toEqual([
      '青石路人 2024-3-5 10:22',
      '橘子汽水 2024-3-5 10:41',
      '老周在河边 2024-3-5 11:03',
      '青石路人 2024-3-5 11:20',
      '小满 2024-3-5 12:08',
      '橘子汽水 2024-3-5 13:15',
    ]);
    expect(r.posts![3]!.text).toBe('谢谢两位！那我们就赶早班船过去。岛上吃饭的地方多吗？带老人想找个清淡一点的馆子。');
    const text = run('zh-discuz-thread', 'text').content!;
    expect(text).toContain('\n\n老周在河边 · 2024-3-5 11:03\n补充一句，周末人特别多');
  });

  it('a product page: its description, no byline, typed in html', () => {
    const r = run('en-product', 'html');
    expect(r.pageType).toBe('product');
    expect(r.siteName).toBe('Saltmarsh Outfitters');
    expect(r.items).toBeUndefined();
    expect(r.posts).toBeUndefined();
    expect(r.content!.startsWith('<main data-page-type="product" lang="en">\n<h1>Bramble Trail 28 Daypack</h1>\n<p>A twenty-eight litre pack')).toBe(true);
    expect(r.content).not.toContain('byline');
    expect(toMarkdown(r)).not.toContain('Saltmarsh Outfitters');
  });

  it('an article keeps its article framing: <article>, and the byline', () => {
    const r = extract(readFileSync(join(FIXTURES, 'en-city-council', 'page.html'), 'utf8'), { format: 'html' });
    expect(r.pageType).toBe('article');
    expect(r.items).toBeUndefined();
    expect(r.content!.startsWith('<article lang="en">')).toBe(true);
  });
});

describe('the live blog precheck', () => {
  const pages = (dir: string): string[] =>
    readdirSync(join(FIXTURES, dir))
      .filter((d) => existsSync(join(FIXTURES, dir, d, 'page.html')))
      .map((d) => join(FIXTURES, dir, d, 'page.html'));

  it('lets the live blogs through and stops a page with fewer than three times', () => {
    for (const dir of ['en-marathon-live', 'zh-wenzi-zhibo']) expect(mayHoldLivePosts(readFileSync(join(FIXTURES, 'live', dir, 'page.html'), 'utf8'))).toBe(true);
    expect(mayHoldLivePosts('<html><body><p>Updated at 10:15 today.</p><p>No other times.</p><script>var t="10:16",u="10:17",v="10:18"</script></body></html>')).toBe(false);
    expect(mayHoldLivePosts('<html><body><p>09.05&nbsp;am</p><p>16<!-- -->:<!-- -->40</p><p>3&#20998;&#38047;前</p></body></html>')).toBe(true);
    expect(mayHoldLivePosts('<html><body><p>09.05&nbsp;am</p><p>16<!-- -->:<!-- -->40</p><p>Three minutes ago</p></body></html>')).toBe(false);
    expect(mayHoldLivePosts('<html><body><div itemprop="liveBlogUpdate">x</div></body></html>')).toBe(true);
    expect(mayHoldLivePosts('<p><time>a</time><time>b</time><span itemprop=datePublished>c</span></p>')).toBe(true);
  });

  it('never stops a page on which the reader finds posts (every fixture)', () => {
    let found = 0;
    for (const file of [...pages('.'), ...pages('about'), ...pages('live'), ...pages('page-type'), ...pages('noise')]) {
      const html = readFileSync(file, 'utf8');
      const doc = parseDocument(html);
      // Every paragraph offered: the reader's own test of the posts against the article passes.
      const paragraphs = (doc.querySelector('body')?.textContent ?? '').split(/\n+/).map((s) => s.trim());
      if (livePosts(doc, paragraphs)) {
        found++;
        expect([file, mayHoldLivePosts(html)]).toEqual([file, true]);
      }
    }
    expect(found).toBeGreaterThanOrEqual(3);
  });
});
