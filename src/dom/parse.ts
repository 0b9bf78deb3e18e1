import { parseHTML } from 'linkedom';

/** Parse HTML into a linkedom document. linkedom does not repair the tree the way browsers do,
 *  so callers walk the whole document, not only `body` (docs/method.md §6, parser note). */
export function parseDocument(html: string): Document {
  // A fragment without <html> would become the document element itself; wrapping keeps one root.
  const source = /<html[\s>]/i.test(html) ? html : `<!DOCTYPE html><html><head></head><body>${html}</body></html>`;
  return parseHTML(source).document as unknown as Document;
}

/** The text of the first `<title>` anywhere in the document, whitespace-normalised. */
export function documentTitle(doc: Document): string {
  const el = doc.querySelector('title');
  return el ? (el.textContent ?? '').replace(/\s+/g, ' ').trim() : '';
}
