// The readers' comments (the `withComments` option) after the article, in each format: a
// "Comments" section, one comment at a time, its author and date above its text. The escapers
// come from the format's renderer.
import type { Comment } from '../core/types.js';

const byline = (c: Comment): string => [c.author, c.date].filter(Boolean).join(' · ');

/** text: a blank line after the article, then each comment's byline and text, a blank line apart. */
export function commentsText(comments: readonly Comment[] | undefined): string {
  if (!comments?.length) return '';
  return comments.map((c) => (byline(c) ? `${byline(c)}\n${c.text}` : c.text)).join('\n\n') + '\n';
}

/** markdown: a "## Comments" section; each comment's byline in bold, its lines hard-broken. */
export function commentsMarkdown(comments: readonly Comment[] | undefined, escapeLine: (line: string) => string): string[] {
  if (!comments?.length) return [];
  return [
    '## Comments',
    ...comments.map((c) => {
      const text = c.text.split('\n').map(escapeLine).join('\\\n');
      return byline(c) ? `**${escapeLine(byline(c))}**\\\n${text}` : text;
    }),
  ];
}

/** html: a section inside the article, each comment an `<article>` of its own, as the HTML
 *  standard nests a post's comments. */
export function commentsHtml(comments: readonly Comment[] | undefined, escapeHtml: (text: string) => string): string[] {
  if (!comments?.length) return [];
  const out = ['<section class="comments">', '<h2>Comments</h2>'];
  for (const c of comments) {
    const who = c.author ? `<b>${escapeHtml(c.author)}</b>` : '';
    const when = c.date ? `<time>${escapeHtml(c.date)}</time>` : '';
    const head = who || when ? `<footer>${[who, when].filter(Boolean).join(' · ')}</footer>` : '';
    out.push(
      `<article>${head}${c.text
        .split('\n')
        .map((l) => `<p>${escapeHtml(l)}</p>`)
        .join('')}</article>`,
    );
  }
  out.push('</section>');
  return out;
}
