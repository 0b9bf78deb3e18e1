import { EventTarget as LinkedomEventTarget, parseHTML } from 'linkedom';

/** linkedom's Node class: the one whose parent class is its EventTarget (the package exports
 *  only facades of it), found on a parsed node; undefined if linkedom is shaped otherwise. */
function linkedomNodeClass(): (abstract new () => object) | undefined {
  const sample: object = parseHTML('<html><body></body></html>').document;
  for (let p = Object.getPrototypeOf(sample); p; p = Object.getPrototypeOf(p)) {
    if (Object.getPrototypeOf(p.constructor) === LinkedomEventTarget) return p.constructor;
  }
  return undefined;
}

/** linkedom's EventTarget constructor gives every node a Map of its listeners, ~250 bytes, on
 *  every element and text node: 24 MB of a page of 49,000 paragraphs (docs/reliability.md).
 *  Nodes of the pages cedst parses never get a listener and never leave the library, so while
 *  parsing one, Node's parent constructor is this one, which makes no Map; the methods stay
 *  linkedom's. Documents parsed by anyone else keep their events. */
function NoListeners(): void {}
NoListeners.prototype = LinkedomEventTarget.prototype;
const NODE = linkedomNodeClass();

function parseWithoutListeners(source: string): Document {
  if (!NODE) return parseHTML(source).document as unknown as Document;
  Object.setPrototypeOf(NODE, NoListeners);
  try {
    return parseHTML(source).document as unknown as Document;
  } finally {
    Object.setPrototypeOf(NODE, LinkedomEventTarget);
  }
}

/** Parse HTML into a linkedom document. linkedom does not repair the tree the way browsers do,
 *  so callers walk the whole document, not only `body` (docs/method.md §6, parser note). */
export function parseDocument(html: string): Document {
  return parseWithoutListeners(documentHtml(html));
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
