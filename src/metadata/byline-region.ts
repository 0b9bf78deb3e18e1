// The byline region: the short lines of text that follow the headline, where pages print the
// date, the reporter and the source. Text patterns for dates and names are only trusted here,
// which keeps comment dates, teaser dates and names inside the story out.
import { BLOCK_TAGS, SKIP_TAGS } from '../dom/tags.js';
import { NO_DEADLINE, type Deadline } from '../core/budget.js';
import { clean } from './text.js';
import { classAttribute } from '../dom/class-attribute.js';
import { BYLINE_HINT } from '../vocabulary/markup.js';

export interface RegionLine {
  text: string;
  /** The text with U+2063 where one element's text ends and another's begins, so that
   *  "By <b>Jane Doe</b><i>Staff Writer</i>" keeps the name apart from the job. */
  pieces: string;
  /** `<time>` elements inside the line, each with the text just before it (its label). */
  times: { el: Element; before: string }[];
  /** An element of the line is marked as a byline (class, id, itemprop or rel saying author,
   *  byline, writer…): its names need no "By". */
  byline: boolean;
}

/** Boundary between the text of two elements in `RegionLine.pieces`. */
export const PIECE = '\u2063';

const ELEMENT = 1;
const TEXT = 3;
/** The region ends after this many lines, this much text, or the second long line (the story
 *  itself has begun). */
const MAX_LINES = 12;
const MAX_CHARS = 2000;
export const LONG_LINE = 160;

/** Every run of whitespace that holds a piece boundary becomes one boundary. One linear pass over
 *  the runs: the pattern it replaces, `[\s\u3000]*\u2063[\s\u2063\u3000]*` with `g`, tried
 *  every position of a run without a boundary to its end, which took minutes on a line of 10^6
 *  U+3000. The same runs are replaced: a match of that pattern is a whole maximal run
 *  of whitespace and U+2063 holding at least one U+2063. */
export function joinPieces(text: string): string {
  return text.replace(/[\s\u2063]+/g, (run) => (run.includes(PIECE) ? PIECE : run));
}

/** Lines of text after `anchor` (not inside it), in document order, one per block element. */
export function linesAfter(anchor: Element, deadline: Deadline = NO_DEADLINE): RegionLine[] {
  const lines: RegionLine[] = [];
  let text: string[] = [];
  let times: RegionLine['times'] = [];
  let byline = false;
  let lastParent: Node | null = null;
  // The last characters of the current line, for a <time>'s label, and the line's length so far.
  let tail = '';
  let length = 0;
  let chars = 0;
  let long = 0;
  let done = false;
  const flush = (): void => {
    const joined = text.join('');
    const t = clean(joined.replaceAll(PIECE, ' '));
    if (t) {
      const cut = (x: string): string => (x.length > 2 * LONG_LINE ? x.slice(0, 2 * LONG_LINE) : x);
      const pieces = clean(joinPieces(joined)).replace(/^\u2063|\u2063$/g, '');
      lines.push({ text: cut(t), pieces: cut(pieces), times, byline });
      chars += t.length;
      if (t.length > LONG_LINE) long++;
      if (lines.length >= MAX_LINES || chars >= MAX_CHARS || long >= 2) done = true;
    }
    text = [];
    times = [];
    byline = false;
    tail = '';
    length = 0;
  };

  // Start at the node after the anchor's subtree; climbing out of a block ends a line.
  let node: Node | null = anchor;
  const next = (from: Node): Node | null => {
    let n: Node | null = from;
    while (n && !n.nextSibling) {
      n = n.parentNode;
      if (!n || n.nodeType !== ELEMENT) return null;
      if (BLOCK_TAGS.has((n as Element).localName?.toLowerCase() ?? '')) flush();
    }
    return n ? n.nextSibling : null;
  };
  node = next(anchor);
  let steps = 0;
  while (node && !done && steps++ < 20_000) {
    deadline.tick('metadata');
    if (node.nodeType === ELEMENT) {
      const el = node as Element;
      const tag = el.localName?.toLowerCase() ?? '';
      if (tag === 'h1') break;
      if (tag === 'br') {
        flush();
      } else if (!SKIP_TAGS.has(tag)) {
        if (BLOCK_TAGS.has(tag)) flush();
        if (tag === 'time' && times.length < 8) times.push({ el, before: clean(tail.replaceAll(PIECE, ' ')).slice(-24) });
        if (!byline && el.attributes.length) {
          const marks = `${classAttribute(el)} ${el.getAttribute('id') ?? ''} ${el.getAttribute('itemprop') ?? ''} ${el.getAttribute('rel') ?? ''}`;
          if (marks.length > 3 && BYLINE_HINT.test(marks)) byline = true;
        }
        if (el.firstChild) {
          node = el.firstChild;
          continue;
        }
        if (BLOCK_TAGS.has(tag)) flush();
      }
    } else if (node.nodeType === TEXT) {
      // Separate the text of different elements even when the source has no space between them.
      const data = (node as CharacterData).data;
      if (lastParent && node.parentNode !== lastParent) text.push(PIECE);
      text.push(data);
      lastParent = node.parentNode;
      tail = (tail + data).slice(-48);
      length += data.length;
      // One endless line (a page without blocks) ends the region too.
      if (length > MAX_CHARS) {
        flush();
        done = true;
      }
    }
    node = next(node);
  }
  if (!done) flush();
  return lines;
}
