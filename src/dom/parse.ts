import { parseHTML } from 'linkedom';

/** Parse HTML into a linkedom document. linkedom does not repair the tree the way browsers do,
 *  so callers walk the whole document, not only `body` (docs/method.md §6, parser note).
 *  This is linkedom's own parse, nodes and all: swapping Node's parent class around
 *  each parse for one that gives a node no listener Map (~250 bytes a node). Changing a class's
 *  prototype chain throws away the compiled code of every constructor below it, so V8's compiler
 *  threads rebuilt Text, CharacterData, Node and Element twice a page: measured in separate
 *  processes, every 10th English page, the whole process's CPU fell 52.6 → 50.5 ms a page
 *  without the swap (compiler threads 21.6 → 16.6 ms), and Readability.js on linkedom in the same
 *  process stopped paying for it too. The Maps cost 11 MB more at the peak of a 20,000-paragraph
 *  page (docs/performance.md). */
export function parseDocument(html: string): Document {
  return parseHTML(documentHtml(html)).document as unknown as Document;
}

/** The HTML cedst parses for `html`: itself, or a fragment without `<html>` wrapped in a document.
 *  linkedom makes a fragment's first element the document element; wrapping keeps one root. A
 *  caller who parses a fragment into a Document for `extract` wraps it the same way to get what
 *  its HTML gives. */
export function documentHtml(html: string): string {
  const closed = closedTitle(html);
  return /<html[\s>]/i.test(closed) ? closed : `<!DOCTYPE html><html><head></head><body>${closed}</body></html>`;
}

/** Tags a `<title>` that ran on holds: a title's text is no markup, and one that mentions a tag
 *  (`30 Years of <br> Tags`) mentions one or two. */
const RUN_ON_TAGS = 3;
const TAG_START = /<[a-zA-Z!/]/g;

/** `html` with its first `<title>` closed where the page's markup starts, when the title's closing
 *  tag is missing or garbled (`</titavaScript"…`, bytes lost in a crawl): the parser reads a title
 *  as text up to `</title>`, so such a title swallows the whole page and leaves an empty body. */
function closedTitle(html: string): string {
  const open = /<title\b[^>]*>/i.exec(html);
  if (!open) return html;
  const from = open.index + open[0].length;
  const close = html.slice(from).search(/<\/title\s*>/i);
  const inside = close < 0 ? html.slice(from) : html.slice(from, from + close);
  TAG_START.lastIndex = 0;
  let first = -1;
  let tags = 0;
  for (let m = TAG_START.exec(inside); m && tags < RUN_ON_TAGS; m = TAG_START.exec(inside)) {
    if (first < 0) first = m.index;
    tags++;
  }
  if (tags < RUN_ON_TAGS) return html;
  return `${html.slice(0, from + first)}</title>${html.slice(from + first)}`;
}

/** The text of the first `<title>` anywhere in the document, whitespace-normalised. */
export function documentTitle(doc: Document): string {
  const el = doc.querySelector('title');
  return el ? (el.textContent ?? '').replace(/\s+/g, ' ').trim() : '';
}
