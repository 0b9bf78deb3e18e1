// The text of an element as a reader sees it: its textContent without the content of elements that
// are never shown (a script, a style sheet, a noscript fallback, a template). A <script> inside a
// <figcaption> (an analytics call, a lazy loader) became part of an image's caption.
import { tagOf } from './tags.js';

/** Elements whose content is code or a fallback, never text on the page. */
export const NEVER_SHOWN: ReadonlySet<string> = new Set(['script', 'style', 'noscript', 'template']);

/** `el.textContent` without the text of the NEVER_SHOWN elements inside it. Walked with a stack,
 *  not recursion: a page can nest 100,000 deep. */
export function readableText(el: Element): string {
  let text = '';
  const stack: Node[] = [el];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.nodeType === 3 || node.nodeType === 4) text += node.nodeValue ?? '';
    else if (node.nodeType === 1 && !NEVER_SHOWN.has(tagOf(node as Element))) for (let c = node.lastChild; c; c = c.previousSibling) stack.push(c);
  }
  return text;
}
