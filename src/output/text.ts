// `text`: the article's paragraphs, one per line (a table a row a line, cells tab-separated); the comments, when asked for, after a blank line.
// A listing: its introduction, then its items a line each ("- title", the time and summary on the
// line under it, indented); a forum thread: its introduction, then each post after a blank line,
// under its poster and time. A live blog's text is its article, as the page reads.
import type { Block, Extraction } from '../core/types.js';
import { commentsText } from './comments.js';
import { introBlocks, itemDetail, listingIntro, postHeading } from './posts.js';

/** The lines of the page's text, as its renderers read it. */
function bodyText(result: Extraction): string {
  const lines = (): Block[] => (result.text ? result.text.split('\n').map((text) => ({ kind: 'paragraph', text })) : []);
  if (result.items?.length) {
    const items = result.items.flatMap((item) => {
      const detail = itemDetail(item, result.lang);
      return [`- ${item.title}`, ...(detail ? [`  ${detail}`] : [])];
    });
    return [...listingIntro(lines(), result.items).map((b) => b.text), ...items].join('\n');
  }
  if (result.pageType === 'forum' && result.posts?.length) {
    const intro = introBlocks(lines(), result.posts).map((b) => b.text);
    const posts = result.posts.map((p) => [postHeading(p, result.lang), ...p.text.split('\n')].filter(Boolean).join('\n'));
    return [...(intro.length ? [intro.join('\n')] : []), ...posts].join('\n\n');
  }
  return result.text;
}

export function formatText(result: Extraction): string {
  const body = bodyText(result);
  const article = body ? body + '\n' : '';
  const comments = commentsText(result.comments);
  return comments ? `${article}\n${comments}` : article;
}
