// How a page that is not an article (its pageType listing, forum, product or other) is rendered:
// still its main content, never presented as an article. No byline (no one wrote a listing), an
// HTML wrapper that is `<main data-page-type>` instead of `<article>`, and a listing's teasers as
// one list: each block that is mostly a link becomes an item, the summary after it joins it.
import type { Block, Extraction } from '../core/types.js';

/** Is the result typed as a page that is not an article or a live blog? */
export function notAnArticle(result: Pick<Extraction, 'pageType'>): boolean {
  return result.pageType !== undefined && result.pageType !== 'article' && result.pageType !== 'liveblog';
}

/** Is the block mostly the text of its links: a teaser's headline? */
function linked(b: Block): boolean {
  if (b.kind !== 'heading' && b.kind !== 'paragraph' && b.kind !== 'list-item') return false;
  const chars = (b.links ?? []).reduce((s, l) => s + l.text.length, 0);
  return chars > 0 && chars >= 0.6 * b.text.length;
}

/** A listing's blocks as list items: each linked block an item, the unlinked paragraphs after it
 *  (its summary, its date) joined to it with " — ". Blocks before the first item stay as they are. */
export function listingBlocks(blocks: readonly Block[]): Block[] {
  const out: Block[] = [];
  let item: Block | undefined;
  for (const b of blocks) {
    if (linked(b)) {
      item = { kind: 'list-item', level: 1, text: b.text, ...(b.links ? { links: b.links } : {}) };
      out.push(item);
    } else if (item && (b.kind === 'paragraph' || b.kind === 'list-item')) {
      item.text = `${item.text} — ${b.text}`;
    } else {
      item = undefined;
      out.push(b);
    }
  }
  return out;
}
