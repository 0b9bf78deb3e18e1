// A page's parts in the formats: a live blog's updates or a thread's posts, a listing's items.
// The article's blocks that are not a post's or an item's are the page's introduction; each post
// follows as a section of its own, headed by its poster, time and headline, and the items as one
// list. A page that is not an article (its `pageType`) is not framed as one: no byline.
import type { Block, Extraction, ListingItem, LivePost } from '../core/types.js';
import { isTimeLine } from '../metadata/live-posts.js';
import { isDateLine } from '../metadata/listing-items.js';
import { readableDate } from './inline.js';

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The blocks that introduce the posts: every block whose text is not a post's time, headline or
 *  line, nor a time alone (the page's words for a time the markup gives as a datetime). */
export function introBlocks(blocks: readonly Block[], posts: readonly LivePost[]): Block[] {
  const taken = new Set<string>();
  for (const p of posts) {
    taken.add(squash(p.time));
    if (p.headline) taken.add(squash(p.headline));
    if (p.author) taken.add(squash(p.author));
    for (const line of p.text.split('\n')) taken.add(squash(line));
  }
  return blocks.filter((b) => !taken.has(squash(b.text)) && !isTimeLine(squash(b.text)));
}

/** The blocks that introduce a listing's items: every block whose text is not an item's title,
 *  summary or time, nor mostly one of them (a card's lines together, a title after a bullet), nor
 *  a date alone (the page's words for a time the markup gives as a datetime). */
export function listingIntro(blocks: readonly Block[], items: readonly ListingItem[]): Block[] {
  const taken = new Set<string>();
  for (const item of items) for (const part of [item.title, item.summary, item.time]) if (part) taken.add(squash(part));
  const parts = [...taken];
  // A card's title, summary and date may come back as one block.
  return blocks.filter((b) => {
    const text = squash(b.text);
    return !taken.has(text) && !isDateLine(text) && !parts.some((p) => p.length >= 10 && text.length <= p.length * 2 && text.includes(p));
  });
}

/** A post's section heading: its poster, its time as a reader writes it (an ISO time in the
 *  page's language), then its headline. */
export function postHeading(post: LivePost, lang?: string): string {
  return [post.author, readableDate(post.time, lang), post.headline].filter((x): x is string => !!x).join(' · ');
}

/** The blocks to render: the introduction alone when the result has posts or items. */
export function bodyBlocks(result: Extraction, blocks: Block[]): Block[] {
  if (result.posts?.length) return introBlocks(blocks, result.posts);
  if (result.items?.length) return listingIntro(blocks, result.items);
  return blocks;
}

/** Is the result rendered as an article (html's `<article>`)? Every page the page type calls an
 *  article or a live blog, and every result without a page type. */
export function asArticle(result: Extraction): boolean {
  return result.pageType === undefined || result.pageType === 'article' || result.pageType === 'liveblog';
}

/** Does the result's byline go under its title? An article's always; a page of another type's
 *  only when the page names its author (a thread's first poster, an article the type took for
 *  another kind): a listing's date is its newest card's, and the site's name makes no byline. */
export function withByline(result: Extraction): boolean {
  return asArticle(result) || !!result.author?.trim();
}

/** An item's line under its title: its time, then its summary. */
export function itemDetail(item: ListingItem, lang?: string): string {
  return [item.time ? readableDate(item.time, lang) : undefined, item.summary].filter((x): x is string => !!x).join(' · ');
}
