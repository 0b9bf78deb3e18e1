// A live blog in the structured formats: the article's blocks that are not a post's are its
// introduction, and each post follows as a section of its own, headed by its time and headline.
import type { Block, Extraction, LivePost } from '../core/types.js';
import { isTimeLine } from '../metadata/live-posts.js';
import { readableDate } from './inline.js';

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The blocks that introduce the posts: every block whose text is not a post's time, headline or
 *  line, nor a time alone (the page's words for a time the markup gives as a datetime). */
export function introBlocks(blocks: readonly Block[], posts: readonly LivePost[]): Block[] {
  const taken = new Set<string>();
  for (const p of posts) {
    taken.add(squash(p.time));
    if (p.headline) taken.add(squash(p.headline));
    for (const line of p.text.split('\n')) taken.add(squash(line));
  }
  return blocks.filter((b) => !taken.has(squash(b.text)) && !isTimeLine(squash(b.text)));
}

/** A post's section heading: its time as a reader writes it (an ISO time in the page's language),
 *  then its headline. */
export function postHeading(post: LivePost, lang?: string): string {
  const time = readableDate(post.time, lang);
  return post.headline ? (time ? `${time} · ${post.headline}` : post.headline) : time;
}

/** The blocks to render: the introduction alone when the result has posts. */
export function bodyBlocks(result: Extraction, blocks: Block[]): Block[] {
  return result.posts?.length ? introBlocks(blocks, result.posts) : blocks;
}
