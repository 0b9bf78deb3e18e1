// The zones of the page's lines that dates and credits are looked for in: the byline area
// around the headline, the article's own lines, and the threads and lists beside it.
import { classAttribute } from '../dom/class-attribute.js';
import type { PageLines } from './lines.js';
import { THREAD_OR_RELATED_NAME } from '../vocabulary/markup.js';

/** The lines of the byline area: from just above the headline to the article's start (and a few
 *  lines into it); when the article starts far below the headline, the lines just above it too. */
export function headerZone(pl: PageLines): number[] {
  const n = pl.lines.length;
  const range = (a: number, b: number): number[] => {
    const out: number[] = [];
    for (let i = Math.max(0, a); i <= Math.min(n - 1, b); i++) out.push(i);
    return out;
  };
  const into = pl.end > pl.start ? Math.min(pl.start + 3, pl.end) : pl.start;
  if (pl.headline >= 0) {
    const under = range(pl.headline - 2, pl.start > pl.headline ? Math.min(into, pl.headline + 30) : pl.headline + 15);
    if (pl.start > pl.headline + 30) return [...under, ...range(Math.max(pl.headline + 31, pl.start - 10), into)];
    return under;
  }
  if (pl.start >= 0) return range(pl.start - 10, into);
  return [];
}

/** A comment thread or a related-stories list (a story's own footer is not one). */
export function inThread(el: Element): boolean {
  let e: Element | null = el;
  for (let d = 0; e && d < 12; e = e.parentElement, d++) {
    if (THREAD_OR_RELATED_NAME.test(`${classAttribute(e)} ${e.getAttribute('id') ?? ''}`)) return true;
  }
  return false;
}

/** Inside the article a line counts for the byline area only when short. */
export function inArticle(pl: PageLines, i: number): boolean {
  return pl.start >= 0 && i >= pl.start && i <= pl.end && pl.lines[i]!.text.length > 120;
}
