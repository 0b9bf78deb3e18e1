// The other stories of a feed that are not <article>s (src/pipeline/features/story-blocks.ts): a
// block is another story when it opens with a headline of its own and says it is a story under
// it: a date line, a writer ("By …", "作者：…") or a reading time.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../src/dom/parse.js';
import { storyBlocks } from '../../../src/pipeline/features/story-blocks.js';

const BODY =
  '<p>The council met on Tuesday and agreed to rebuild the harbour wall over the next two summers, at a cost the engineers put at two million pounds.</p><p>Fishing boats will moor at the south quay while the work goes on.</p>';
const OWN = `<div class="story"><h1>Harbour wall to be rebuilt over two summers</h1><p class="by">By Tomas Reddan</p>${BODY}${BODY}</div>`;

/** The story blocks of a page whose headline is its h1, named by their headings' text. */
function stories(body: string): string[] {
  const doc = parseDocument(`<html><body>${body}</body></html>`);
  const headline = doc.querySelector('h1')!;
  const own = headline.textContent ?? '';
  return storyBlocks({ headline, ownAddress: () => undefined, namesHeadline: (t) => t.trim() === own }).map((b) => b.querySelector('h1, h2, h3, h4')?.textContent ?? '');
}

const next = (cls: string, heading: string, meta: string): string => `<div class="${cls}"><h2>${heading}</h2><p class="meta">${meta}</p>${BODY}</div>`;

describe('story blocks', () => {
  it('takes a sibling of the page story as another story on a byline or a reading time alone', () => {
    expect(stories(`<main>${OWN}${next('story', 'Pupils return to classrooms after roof repairs', 'By Marcus Penhaligon')}</main>`)).toEqual(['Pupils return to classrooms after roof repairs']);
    expect(stories(`<main>${OWN}${next('story', 'Pupils return to classrooms after roof repairs', '4 min read')}</main>`)).toEqual(['Pupils return to classrooms after roof repairs']);
    expect(stories(`<main>${OWN}${next('story', '河西区三十栋老旧住宅楼年内加装电梯', '作者：林晓岚')}</main>`)).toEqual(['河西区三十栋老旧住宅楼年内加装电梯']);
  });

  it('takes a story after the page story in a container of its own, on a date line or a credit', () => {
    const more = `<section class="more"><h3>Up next</h3>${next('next-story', 'Pupils return to classrooms after roof repairs', 'By Marcus Penhaligon · 4 min read')}${next('next-story', 'Estuary ferry adds evening crossings this summer', 'Published 20 May 2024')}</section>`;
    expect(stories(`<main>${OWN}</main>${more}`)).toEqual(['Pupils return to classrooms after roof repairs', 'Estuary ferry adds evening crossings this summer']);
  });

  it('reads a story whose date or credit line stands above its headline', () => {
    const above = (cls: string, heading: string, meta: string): string => `<div class="${cls}"><p class="meta">${meta}</p><h2>${heading}</h2>${BODY}</div>`;
    expect(stories(`<main>${OWN}${above('story', 'Pupils return to classrooms after roof repairs', 'By Marcus Penhaligon · 21 May 2024')}</main>`)).toEqual([
      'Pupils return to classrooms after roof repairs',
    ]);
    expect(stories(`<main>${OWN}</main><section>${above('next-story', '河西区三十栋老旧住宅楼年内加装电梯', '2024年05月21日 来源：松川晚报 记者 林晓岚')}</section>`)).toEqual([
      '河西区三十栋老旧住宅楼年内加装电梯',
    ]);
  });

  it("reads a blog post's meta line as a date line: its time and labelled tags, or a credit after the date", () => {
    expect(stories(`<main>${OWN}</main><div class="more">${next('item', '河堤上的早市又热闹起来了', '(2010-03-01 08:20:11)　标签：早市　分类：随笔')}</div>`)).toEqual(['河堤上的早市又热闹起来了']);
    expect(stories(`<main>${OWN}</main><div class="more">${next('item', 'Pupils return to classrooms after roof repairs', 'Posted on 19 May 2024 by Marcus Penhaligon')}</div>`)).toEqual([
      'Pupils return to classrooms after roof repairs',
    ]);
  });

  it("takes the page headline's own markup for a story's heading where it is no heading element", () => {
    const own = OWN.replace('<h1>Harbour wall to be rebuilt over two summers</h1>', '<div class="title">Harbour wall to be rebuilt over two summers</div>');
    const item = (heading: string): string => `<div class="story"><div class="title">${heading}</div><p class="meta">By Marcus Penhaligon</p>${BODY}</div>`;
    const doc = parseDocument(`<html><body><main>${own}${item('Pupils return to classrooms after roof repairs')}</main></body></html>`);
    const headline = doc.querySelector('.title')!;
    const found = storyBlocks({ headline, ownAddress: () => undefined, namesHeadline: (t) => t.trim() === headline.textContent }).map((b) => b.querySelector('.title')?.textContent);
    expect(found).toEqual(['Pupils return to classrooms after roof repairs']);
  });

  it("takes a sibling rendered by the page story's template as another story, signs or none; not an article's sections", () => {
    const block = (h: string): string =>
      `<div class="story"><${h === 'h1' ? 'h1' : 'h2'} class="story-title">${h === 'h1' ? 'Harbour wall to be rebuilt over two summers' : 'Pupils return to classrooms after roof repairs'}</${h === 'h1' ? 'h1' : 'h2'}><div class="story-text">${BODY}${BODY}</div><div class="story-share"><a href="#">Share</a></div></div>`;
    expect(stories(`<main>${block('h1')}${block('h2')}</main>`)).toEqual(['Pupils return to classrooms after roof repairs']);
    // Sections of one article: an h2 over paragraphs, no classed parts in common.
    const section = `<div class="story"><h2>Pupils return to classrooms after roof repairs</h2>${BODY}</div>`;
    expect(stories(`<main>${OWN}${section}</main>`)).toEqual([]);
  });

  it("takes a story appended inside the page story's own block, after its article, on a credit line only", () => {
    // The page's story and, in its own wrapper, a "More stories" section of whole stories.
    const inside = (meta: string): string =>
      `<main><div class="story"><h1>Harbour wall to be rebuilt over two summers</h1><p class="by">By Tomas Reddan</p><div class="text">${BODY}${BODY}</div><section class="more"><h3>More stories</h3>${next('item', 'Pupils return to classrooms after roof repairs', meta)}</section></div></main>`;
    expect(stories(inside('By Marcus Penhaligon'))).toEqual(['Pupils return to classrooms after roof repairs']);
    expect(stories(inside('作者：林晓岚'))).toEqual(['Pupils return to classrooms after roof repairs']);
    // A date line under a subhead of the article is the article's own: a timeline's dated sections.
    expect(stories(inside('Published 20 May 2024'))).toEqual([]);
    const timeline = `<main><div class="story"><h1>Harbour wall to be rebuilt over two summers</h1><p class="by">By Tomas Reddan</p>${BODY}${next('part', 'The storm that broke the old wall', 'March 3, 2019')}${next('part', 'Two years of surveys and repairs', 'June 14, 2021')}</div></main>`;
    expect(stories(timeline)).toEqual([]);
  });

  it("reads the kicker before a headline from the unlinked text a page shows, not a <style>'s rules or a breadcrumb's links", () => {
    const styled = `<main><div class="story"><style>.story-title{margin-top:0px!important;margin-bottom:20px!important;font-size:32px;line-height:40px}</style><h1>Harbour wall to be rebuilt over two summers</h1><p class="by">By Tomas Reddan</p>${BODY}${BODY}</div>${next('story', 'Pupils return to classrooms after roof repairs', 'By Marcus Penhaligon')}</main>`;
    expect(stories(styled)).toEqual(['Pupils return to classrooms after roof repairs']);
    // A breadcrumb trail's links are no kicker's words either; the same trail unlinked is more than a kicker.
    const trail = (crumbs: string): string =>
      `<main><div class="story"><p class="crumbs">${crumbs}</p><h1>Harbour wall to be rebuilt over two summers</h1><p class="by">By Tomas Reddan</p>${BODY}${BODY}</div>${next('story', 'Pupils return to classrooms after roof repairs', 'By Marcus Penhaligon')}</main>`;
    expect(stories(trail('<a href="/">Home</a> » <a href="/news">News</a> » <a href="/news/local">Local news</a> » <a href="/news/local/harbour">Harbour</a>'))).toEqual([
      'Pupils return to classrooms after roof repairs',
    ]);
    expect(stories(trail('Home » News » Local news » Harbour'))).toEqual([]);
  });

  it('leaves a block after the page story whose line under its heading is not a date line or a credit', () => {
    // A teaser's title that holds a date, and a subhead over a sentence with a year.
    expect(stories(`<main>${OWN}</main>${next('more', 'Next up in culture this week', 'Captain Marvel hits theaters on March 8, 2019')}`)).toEqual([]);
    expect(stories(`<main>${OWN}</main>${next('more', 'The early years of the harbour', 'He was born in 1952.')}`)).toEqual([]);
    // No line under the heading at all.
    expect(stories(`<main>${OWN}</main><div class="more"><h2>Pupils return to classrooms after roof repairs</h2>${BODY}</div>`)).toEqual([]);
  });
});
