// A page built by a script (a forum, a shop, a docs site on a JavaScript framework) shows nothing
// but a splash screen until the script runs, and gives its content to readers without script in
// `<noscript>`: Discourse's crawler view of a thread is one. cedst runs no script, so such a page's
// noscript content is the page. Every other page keeps `<noscript>` as the fallback it is (an image
// repeated for browsers without script, a "please enable JavaScript" line), which no method reads.

import { NEVER_SHOWN } from './readable-text.js';
import { tagOf } from './tags.js';

/** Characters of text a page may show outside `<noscript>` and still be a script's empty shell. */
const SHELL_TEXT = 250;
/** Characters its `<noscript>` elements must hold between them to be read as the page. */
const FALLBACK_TEXT = 500;

/** Text characters outside and inside `<noscript>`, counting outside only up to past SHELL_TEXT. */
function shownText(root: Element): { outside: number; inside: number } {
  const count = { outside: 0, inside: 0 };
  const stack: [Node, boolean][] = [[root, false]];
  while (stack.length && count.outside <= SHELL_TEXT) {
    const [node, inNoscript] = stack.pop()!;
    for (let c = node.lastChild; c; c = c.previousSibling) {
      if (c.nodeType === 3) {
        const n = (c.textContent ?? '').trim().length;
        if (inNoscript) count.inside += n;
        else count.outside += n;
      } else if (c.nodeType === 1) {
        const tag = tagOf(c as Element);
        // The head and a title (an icon's <svg><title>) are no text on the page; a noscript's content is counted apart.
        if (tag !== 'head' && tag !== 'title' && (tag === 'noscript' || !NEVER_SHOWN.has(tag))) stack.push([c, inNoscript || tag === 'noscript']);
      }
    }
  }
  return count;
}

/** Is `doc` a script's shell whose content stands in `<noscript>`? */
export function isNoscriptPage(doc: Document): boolean {
  const root = doc.documentElement;
  if (!root || !doc.querySelector('noscript')) return false;
  const { outside, inside } = shownText(root);
  return outside <= SHELL_TEXT && inside >= FALLBACK_TEXT;
}

/** `doc` with every `<noscript>` replaced by its content, in place. */
export function unwrapNoscript(doc: Document): Document {
  for (const el of Array.from(doc.querySelectorAll('noscript'))) {
    const parent = el.parentNode;
    if (!parent) continue;
    while (el.firstChild) parent.insertBefore(el.firstChild, el);
    parent.removeChild(el);
  }
  return doc;
}
