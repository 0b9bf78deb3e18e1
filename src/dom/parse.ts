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
  return /<html[\s>]/i.test(html) ? html : `<!DOCTYPE html><html><head></head><body>${html}</body></html>`;
}

/** The text of the first `<title>` anywhere in the document, whitespace-normalised. */
export function documentTitle(doc: Document): string {
  const el = doc.querySelector('title');
  return el ? (el.textContent ?? '').replace(/\s+/g, ' ').trim() : '';
}
