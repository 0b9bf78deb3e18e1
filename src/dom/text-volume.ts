// How much text a parsed page holds, checked before any stage reads it. Parsing a page of 20 MB
// of plain words is cheap (~100 MB), but its 3.5 million words through segmentation, the keyword
// graph and the evidence took 1.1–1.4 GB: the markup limit cannot see them, since
// they carry no tags. The most on a real page is 113,872 characters (bench/limits/text-volume.mjs).
import { TooMuchTextError } from '../core/budget.js';
import { NEVER_SHOWN } from './readable-text.js';
import { tagOf } from './tags.js';

/** The characters of the document's text a reader would see (NEVER_SHOWN elements and spaces
 *  not counted: indentation is not text), counted up to `limit + 1`. Walked with a stack. */
export function textVolume(doc: Document, limit = Number.POSITIVE_INFINITY): number {
  let count = 0;
  const stack: Node[] = [doc];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.nodeType === 3 || node.nodeType === 4) {
      const text = node.nodeValue ?? '';
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c > 0x20 && c !== 0xa0 && c !== 0x3000) count++;
      }
      if (count > limit) return count;
    } else if (node.nodeType === 9 || (node.nodeType === 1 && !NEVER_SHOWN.has(tagOf(node as Element)))) {
      for (let c = node.lastChild; c; c = c.previousSibling) stack.push(c);
    }
  }
  return count;
}

/** Throw a TooMuchTextError when the page holds more than `maxTextChars` characters of text. */
export function checkTextVolume(doc: Document, maxTextChars: number): void {
  if (textVolume(doc, maxTextChars) > maxTextChars) throw new TooMuchTextError(maxTextChars);
}
