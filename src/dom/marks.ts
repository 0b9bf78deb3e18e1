// Inline formatting of a block: the bold, italic and code runs of a unit's own inline content, as
// plain values (text and kind, in document order) that the structured formats render (`**`, `_`,
// backticks in markdown; <strong>, <em>, <code> in html). Only the outermost run counts: a bold
// run inside an italic one is part of the italic run.
import { type Deadline, NO_DEADLINE } from '../core/budget.js';
import type { BlockMark, MarkKind } from '../core/types.js';
import { BLOCK_TAGS, LINE_BREAK_TAGS, SKIP_TAGS, tagOf } from './tags.js';
import { BREAK, normalise } from './units.js';

const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;

const MARK_TAGS: ReadonlyMap<string, MarkKind> = new Map([
  ['strong', 'strong'],
  ['b', 'strong'],
  ['em', 'em'],
  ['i', 'em'],
  ['code', 'code'],
  ['kbd', 'code'],
  ['samp', 'code'],
  ['tt', 'code'],
]);

/** Push the children of `node` on `stack`, last first, so that they pop in document order. Read
 *  once: linkedom's `childNodes` builds a new list at each read, so reading it once per child made
 *  a `<span>` of 20,000 text nodes cost 20,000 lists of 20,000 (139 s). */
function pushChildren(stack: Node[], node: Node): void {
  const kids = Array.from(node.childNodes);
  for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
}

/** The text of an inline element as a unit would read it: `<br>` as a newline, whitespace
 *  collapsed, nested blocks left out. */
function inlineText(el: Element, deadline: Deadline): string {
  const pieces: string[] = [];
  const stack: Node[] = [];
  pushChildren(stack, el);
  while (stack.length) {
    deadline.tick('blocks');
    const node = stack.pop()!;
    if (node.nodeType === TEXT || node.nodeType === CDATA) pieces.push((node as CharacterData).data);
    else if (node.nodeType === ELEMENT) {
      const tag = tagOf(node as Element);
      if (LINE_BREAK_TAGS.has(tag)) pieces.push(BREAK);
      else if (!SKIP_TAGS.has(tag) && !BLOCK_TAGS.has(tag)) pushChildren(stack, node);
    }
  }
  return normalise(pieces);
}

/** Counts the characters of a unit's text as units.ts's `normalise` makes it, piece by piece:
 *  whitespace runs collapse to one space, a `<br>` to a newline, leading whitespace goes. */
class TextLength {
  length = 0;
  private space = true;

  add(text: string): void {
    for (const ch of text) {
      if (ch === BREAK) {
        if (!this.space) this.length++;
        this.space = true;
      } else if (/\s/.test(ch)) {
        if (!this.space) this.length++;
        this.space = true;
      } else {
        this.length += ch.length;
        this.space = false;
      }
    }
  }
}

/** The marks of the unit's own inline content, in document order, each with where in the unit's
 *  text it starts (`at`: a lower bound, so that a mark's text said earlier in the paragraph is
 *  not taken for it); iterative, so that no nesting depth overflows the stack. */
export function unitMarks(element: Element, deadline: Deadline = NO_DEADLINE): BlockMark[] {
  const marks: BlockMark[] = [];
  const read = new TextLength();
  const stack: Node[] = [];
  pushChildren(stack, element);
  while (stack.length) {
    deadline.tick('blocks');
    const node = stack.pop()!;
    if (node.nodeType === TEXT || node.nodeType === CDATA) {
      read.add((node as CharacterData).data);
      continue;
    }
    if (node.nodeType !== ELEMENT) continue;
    const el = node as Element;
    const tag = tagOf(el);
    if (LINE_BREAK_TAGS.has(tag)) read.add(BREAK);
    else if (BLOCK_TAGS.has(tag)) read.add(' ');
    if (SKIP_TAGS.has(tag) || BLOCK_TAGS.has(tag) || LINE_BREAK_TAGS.has(tag)) continue;
    const mark = MARK_TAGS.get(tag);
    if (mark) {
      const text = inlineText(el, deadline);
      if (text) marks.push({ text, mark, at: read.length });
      read.add(text);
      // The mark's own text is counted; its trailing whitespace, if any, is the next node's.
      continue;
    }
    pushChildren(stack, el);
  }
  return marks;
}
