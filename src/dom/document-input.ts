// A DOM Document given as the page (linkedom's, jsdom's or a browser's) instead of its HTML. The
// pipeline only reads the tree (no stage adds, moves or removes a node or an attribute), so the
// caller's document is read as it is: not cloned, not serialised and parsed again, and never
// changed. Three of cedst+'s page signals and the line-based methods (CETR, TTR) read the page's
// source text; for a document that text is its serialisation (documentSource), made once, on
// first use.
import { TooComplexError } from '../core/budget.js';

/** Whether `input` is a DOM Document, from any implementation: a node of type 9 that can be
 *  queried. Duck-typed, since linkedom's, jsdom's and a browser's share no class. */
export function isDocument(input: unknown): input is Document {
  if (typeof input !== 'object' || input === null) return false;
  const d = input as { nodeType?: unknown; querySelector?: unknown; childNodes?: unknown };
  return d.nodeType === 9 && typeof d.querySelector === 'function' && typeof d.childNodes === 'object';
}

/** The document as HTML: its doctype, then each top-level node as the DOM writes it. On
 *  linkedom's documents this is what `document.toString()` gives; jsdom and browsers write their
 *  own (normalised) tree, not the bytes they were given. */
export function documentSource(doc: Document): string {
  // childNodes, not firstChild/nextSibling: linkedom leaves its doctype without a nextSibling.
  let out = '';
  for (const n of Array.from(doc.childNodes)) out += nodeSource(n);
  return out;
}

function nodeSource(n: Node): string {
  if (n.nodeType === 1) return (n as Element).outerHTML;
  if (n.nodeType === 8) return `<!--${(n as Comment).data}-->`;
  if (n.nodeType === 10) return `<!DOCTYPE ${(n as DocumentType).name || 'html'}>`;
  if (n.nodeType === 3) return (n as Text).data;
  return '';
}

/** The document's own address when it has a web one (a browser's page, jsdom's with `url`): the
 *  base of the article's links when the caller gives no `url`. linkedom's documents have none. */
export function documentAddress(doc: Document): string | undefined {
  const url = (doc as { URL?: unknown }).URL;
  return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : undefined;
}

/** Throw a TooComplexError when the document holds more than `maxElements` elements and
 *  comments: `maxElements` for a page already parsed, counted on its tree (an HTML string's is
 *  counted on its markup before parsing, checkElements). Walked with a stack, stopping past it. */
export function checkDocumentElements(doc: Document, maxElements: number): void {
  let count = 0;
  const stack: Node[] = Array.from(doc.childNodes);
  while (stack.length) {
    const node = stack.pop()!;
    if (node.nodeType !== 1 && node.nodeType !== 8) continue;
    if (++count > maxElements) throw new TooComplexError(maxElements);
    for (let c = node.lastChild; c; c = c.previousSibling) stack.push(c);
  }
}
