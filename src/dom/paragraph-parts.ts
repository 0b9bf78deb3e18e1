// A paragraph unit's parts as a reader sees them: older portals and press releases write
// paragraphs as text separated by `<br><br>` inside one element, and mark a subhead as a line
// that is bold and nothing else (`<p><strong>…</strong></p>`, or `<b>…</b><br><br>`). Only the
// structured output formats read these parts; the unit's text, which every method scores, is
// left as it is.
import { BLOCK_TAGS, LINE_BREAK_TAGS, SKIP_TAGS } from './tags.js';
import { BREAK, normalise } from './units.js';

const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;
const BOLD_TAGS = new Set(['b', 'strong']);

/** One paragraph of a unit: its text (whitespace collapsed as in the unit, single `<br>`s kept as
 *  `\n`) and whether every word of it is inside `<b>` or `<strong>`. */
export interface ParagraphPart {
  text: string;
  bold: boolean;
}

interface Piece {
  text: string;
  /** Inside `<b>`/`<strong>`; undefined for a break or for whitespace, which count either way. */
  bold?: boolean;
}

/** The inline pieces of `el`: its text nodes and `<br>`s, up to (not into) nested blocks. */
function pieces(el: Element): Piece[] {
  const out: Piece[] = [];
  // Iterative, with each element's bold depth, so that no nesting depth overflows the stack.
  const stack: { node: Node; bold: boolean }[] = [];
  const push = (parent: Node, bold: boolean) => {
    const kids = Array.from(parent.childNodes);
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i]!, bold });
  };
  push(el, false);
  while (stack.length) {
    const { node, bold } = stack.pop()!;
    if (node.nodeType === TEXT || node.nodeType === CDATA) {
      const text = (node as CharacterData).data;
      out.push(/\S/.test(text) ? { text, bold } : { text });
    } else if (node.nodeType === ELEMENT) {
      const tag = ((node as Element).localName || node.nodeName).toLowerCase();
      if (LINE_BREAK_TAGS.has(tag)) out.push({ text: BREAK });
      else if (BLOCK_TAGS.has(tag)) out.push({ text: ' ' });
      else if (!SKIP_TAGS.has(tag)) push(node, bold || BOLD_TAGS.has(tag));
    }
  }
  return out;
}

/** The parts of a unit's element, cut where two or more `<br>` follow each other with only
 *  whitespace between. `[{ text: unitText, bold }]` when there is no such cut, or when the parts
 *  would not add up to `unitText` exactly (then the unit stays one paragraph). */
export function paragraphParts(el: Element, unitText: string): ParagraphPart[] {
  const parts: Piece[][] = [[]];
  let breaks = 0;
  for (const p of pieces(el)) {
    if (p.text === BREAK) breaks++;
    else if (p.bold !== undefined) {
      // Two breaks or more end the paragraph; the breaks themselves belong to neither side.
      if (breaks >= 2 && parts.at(-1)!.some((q) => q.bold !== undefined)) parts.push([]);
      else if (breaks > 0) parts.at(-1)!.push({ text: BREAK });
      breaks = 0;
    }
    if (p.text !== BREAK) parts.at(-1)!.push(p);
  }
  const result = parts.map((ps) => ({ text: normalise(ps.map((p) => p.text)), bold: ps.some((p) => p.bold === true) && ps.every((p) => p.bold !== false) })).filter((p) => p.text !== '');
  if (result.length <= 1) return [{ text: unitText, bold: result[0]?.bold ?? false }];
  return result.map((p) => p.text).join('\n') === unitText ? result : [{ text: unitText, bold: false }];
}

/** Is a bold-only part a subhead? Short (at most 15 words, or 40 characters of Chinese), one line,
 *  and not a sentence: a bold lead paragraph ends with a full stop and stays a paragraph. */
export function isSubhead(part: ParagraphPart): boolean {
  if (!part.bold || part.text.includes('\n')) return false;
  if (/[.。,，;；]$/.test(part.text)) return false;
  const words = part.text.split(/\s+/).length;
  const han = (part.text.match(/\p{Script=Han}/gu) ?? []).length;
  return han > 0 ? han <= 40 && words <= 15 : words <= 15;
}
