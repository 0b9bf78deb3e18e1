// The CEDST paper's literal text unit (docs/method.md §1.1): every `#text` leaf of the DOM with
// visible text is a unit of its own, in document order. `--units leaf` runs the faithful methods on
// these instead of the block units of units.ts; "The <b>quick</b> fox" is then three units.
import type { TextUnit } from '../core/types.js';
import { SKIP_TAGS } from './tags.js';

const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;
/** As units.ts: a path is for reading; very deep pages keep its last components. */
const MAX_PATH_DEPTH = 24;

interface Open {
  node: Node;
  tag: string;
  inLink: boolean;
}

/** Every non-blank text leaf under `root` (skipping script, style and the other SKIP_TAGS), as a
 *  unit whose element is the text's parent element. Text inside `<a>` is link text, one link. */
export function collectLeafUnits(root: Node): TextUnit[] {
  const units: TextUnit[] = [];
  // Iterative pre-order walk: the stack holds the open elements, so no depth can overflow.
  const path: Open[] = [];
  const stack: [Node, number][] = Array.from(root.childNodes)
    .reverse()
    .map((n): [Node, number] => [n, 0]);
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    path.length = depth;
    if (node.nodeType === ELEMENT) {
      const el = node as Element;
      const tag = (el.localName || el.nodeName).toLowerCase();
      if (SKIP_TAGS.has(tag) || !el.firstChild) continue;
      path.push({ node: el, tag, inLink: tag === 'a' || (path[depth - 1]?.inLink ?? false) });
      const kids = Array.from(el.childNodes);
      for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i]!, depth + 1]);
    } else if (node.nodeType === TEXT || node.nodeType === CDATA) {
      const text = (node as CharacterData).data.replace(/\s+/g, ' ').trim();
      if (!text) continue;
      const element = (path[depth - 1]?.node ?? node.parentNode) as Element;
      const inLink = path[depth - 1]?.inLink ?? false;
      const tags = path.slice(0, depth).map((o) => o.tag);
      units.push({
        index: units.length,
        element,
        parent: element?.parentElement ?? null,
        path: depth === 0 ? '#root' : (tags.length > MAX_PATH_DEPTH ? ['…', ...tags.slice(-MAX_PATH_DEPTH)] : tags).join('.'),
        text,
        linkText: inLink ? text : '',
        links: inLink ? 1 : 0,
      });
    }
  }
  return units;
}
