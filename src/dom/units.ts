// Text units in document pre-order (docs/method.md §1.1): the inline content of each block element,
// up to, not into, its nested block children. The walk is iterative so that no nesting depth can
// overflow the stack.
import type { TextUnit } from '../core/types.js';
import { NO_DEADLINE, type Deadline } from '../core/budget.js';
import { BLOCK_TAGS, LINE_BREAK_TAGS, SKIP_TAGS } from './tags.js';

const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;
/** Tag paths deeper than this keep only their last components: a path is for reading, and a
 *  pathological page nested 100,000 levels deep must not cost quadratic memory. */
const MAX_PATH_DEPTH = 24;

interface Frame {
  tag: string;
  parent: Frame | null;
  depth: number;
  element: Element;
  /** Unit collecting this element's inline text: its own when it is a block, else the enclosing one. */
  unit: UnitBuilder;
  inLink: boolean;
}

interface UnitBuilder {
  element: Element;
  parent: Element | null;
  frame: Frame;
  text: string[];
  link: string[];
  /** `<a>` elements that open inside this unit's inline flow. */
  links: number;
}

function tagPath(frame: Frame): string {
  const parts: string[] = [];
  for (let f: Frame | null = frame; f?.parent && parts.length < MAX_PATH_DEPTH; f = f.parent) parts.push(f.tag);
  if (frame.depth >= MAX_PATH_DEPTH) parts.push('…');
  return parts.reverse().join('.');
}

/** Stands for a `<br>` while source whitespace, newlines included, is collapsed. */
export const BREAK = '\uE000';

/** Collapse whitespace runs to one space but keep the line breaks that `<br>` produced. */
export function normalise(pieces: string[]): string {
  if (pieces.length === 0) return '';
  const spaced = pieces.join('').replace(/\s+/g, ' ');
  return (spaced.includes(BREAK) ? spaced.replace(/ ?\uE000[\s\uE000]*/g, '\n') : spaced).trim();
}

/** Collect the non-empty text units of a document (or of any subtree) in pre-order; the walk
 *  ticks `deadline` once per node. */
export function collectUnits(root: Node, deadline: Deadline = NO_DEADLINE): TextUnit[] {
  const builders: UnitBuilder[] = [];
  const rootElement = (root.nodeType === ELEMENT ? root : ((root as Document).documentElement ?? null)) as Element | null;
  // A synthetic frame for text that has no block ancestor (a bare fragment).
  const top: Frame = { tag: '#root', parent: null, depth: 0, element: rootElement as Element, unit: null as unknown as UnitBuilder, inLink: false };
  top.unit = { element: rootElement as Element, parent: null, frame: top, text: [], link: [], links: 0 };
  builders.push(top.unit);

  // linkedom leaves the doctype without a nextSibling, so the top level is read from childNodes.
  for (const child of Array.from(root.childNodes)) walk(child, top, builders, deadline);

  const units: TextUnit[] = [];
  for (const b of builders) {
    const text = normalise(b.text);
    if (!text) continue;
    units.push({
      index: units.length,
      element: b.element,
      parent: b.parent,
      path: b.frame === top ? '#root' : tagPath(b.frame),
      text,
      linkText: normalise(b.link),
      links: b.links,
    });
  }
  return units;
}

/** Walk `start` and its descendants in pre-order, adding their text to the units. */
function walk(start: Node, top: Frame, builders: UnitBuilder[], deadline: Deadline): void {
  let frame = top;
  let node: Node | null = start;
  while (node) {
    deadline.tick('units');
    let descend = false;
    if (node.nodeType === ELEMENT) {
      const el = node as Element;
      const tag = (el.localName || el.nodeName).toLowerCase();
      if (LINE_BREAK_TAGS.has(tag)) {
        frame.unit.text.push(BREAK);
      } else if (!SKIP_TAGS.has(tag)) {
        const next: Frame = { tag, parent: frame, depth: frame.depth + 1, element: el, unit: frame.unit, inLink: frame.inLink || tag === 'a' };
        // Adjacent links are separate words even when no space stands between them in the source.
        if (tag === 'a') {
          frame.unit.link.push(' ');
          frame.unit.links++;
        }
        if (BLOCK_TAGS.has(tag)) {
          // The block interrupts its parent's inline flow: keep the words on either side apart.
          frame.unit.text.push(' ');
          if (frame.inLink) frame.unit.link.push(' ');
          next.unit = { element: el, parent: el.parentElement, frame: next, text: [], link: [], links: 0 };
          builders.push(next.unit);
        }
        if (el.firstChild) {
          frame = next;
          descend = true;
        }
      }
    } else if (node.nodeType === TEXT || node.nodeType === CDATA) {
      const data = (node as CharacterData).data;
      frame.unit.text.push(data);
      if (frame.inLink) frame.unit.link.push(data);
    }

    if (descend) {
      node = node.firstChild;
      continue;
    }
    // Climb until a node has a next sibling, leaving the frames of the elements we close.
    while (node && node !== start && !node.nextSibling) {
      node = node.parentNode;
      if (node && frame.element === node && frame !== top) frame = frame.parent ?? top;
    }
    node = !node || node === start ? null : node.nextSibling;
  }
}
