// What the parser will make of a page, counted before it is parsed: the `maxElements` limit.
// Parsing cannot be interrupted (linkedom on htmlparser2), so its time and memory are bounded
// before it starts. The count runs htmlparser2's own tokenizer, the one linkedom's parse runs, with
// callbacks that only count: it agrees with the parser on what is a tag, an attribute, a text node
// and a reference, and on where script, style, comments and attribute values begin and end. A
// reference inside a script or an attribute value makes no node, so it costs nothing; one in text
// does (`a&amp;b` is three text nodes). One linear pass, no string built (a class name aside).
import { Tokenizer } from 'htmlparser2';
import { TooComplexError } from '../core/errors.js';

/** What the parser (linkedom on htmlparser2) makes of a page's markup, counted by its tokenizer;
 *  `cost` is what `maxElements` bounds. */
export interface MarkupCounts {
  /** Start tags: an element each. */
  startTags: number;
  /** End tags: a stray `</p>` or `</br>` is an element, and any end tag costs a search of the
   *  parser's stack of open elements (20,000 open <span> and 400,000 stray </div> took 16 s). */
  endTags: number;
  /** Comments, CDATA sections, doctypes and processing instructions: one node each. */
  markup: number;
  /** Runs of text that start at a `<` that starts no tag (`<<`, `< `, `<1`): htmlparser2 ends the
   *  text node before it and starts a new one at it, so 5 MB of `<` made 5 million text nodes
   *  (52.6 s, 2.5 GB). The text between two tags is not counted: one node at most per tag, which
   *  the tags' cost covers. */
  bareLt: number;
  /** Character references in text (not in a script, a style or an attribute value): the parser
   *  ends a text node at each (`a&amp;b` is three nodes); 2 million in 17 MB took 800 MB of heap. */
  references: number;
  /** Attributes past the first ATTRIBUTES_FREE of one element: an Attr node each in linkedom (one
   *  `<div>` with 1M attributes took 575 MB and crashed a worker). */
  attributes: number;
  /** Class names past the first CLASS_NAMES_FREE of one `class` attribute: linkedom passes a
   *  class list to a function as its arguments, and 130,000 overflowed the stack. */
  classNames: number;
  /** `startTags` + `references` + `classNames` + the other counts / COST_DIVISOR, rounded up: in
   *  element-equivalents (below). */
  cost: number;
}

/** How many bare `<`, attributes, comments or end tags cost what one element does. Measured with
 *  `extract` on 50,000 of each (node bench/limits/token-cost.mjs): 4.8 KB of RSS a paragraph (an
 *  element and its text unit), 1.5 KB an inline element, 1.0 KB a character reference, 0.75 KB a
 *  bare `<`, 0.6 KB an attribute, next to nothing a stray end tag (its cost is time: the stack
 *  search). References stay whole: at a quarter, mutated pages of 87,000–101,000 references in
 *  1.3 MB were admitted and took 564 MB. */
export const COST_DIVISOR = 4;

/** Attributes one element holds for free (a real page's elements have one to three); each one
 *  past it costs a quarter. */
export const ATTRIBUTES_FREE = 8;

/** Class names one `class` attribute holds for free; each one past it costs an element. */
export const CLASS_NAMES_FREE = 1_000;

/** The spaces of HTML: tab, line feed, form feed, carriage return, space. */
const isSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;

/** Count what the parser will make of `html` (MarkupCounts); with `maxCost`, stop and throw a
 *  TooComplexError as soon as the cost passes it. */
function countMarkup(html: string, maxCost = Number.POSITIVE_INFINITY): MarkupCounts {
  const limit = maxCost * COST_DIVISOR; // the cost in quarters, checked in integers
  const n: Omit<MarkupCounts, 'cost'> = { startTags: 0, endTags: 0, markup: 0, bareLt: 0, references: 0, attributes: 0, classNames: 0 };
  const quarters = () => (n.startTags + n.references + n.classNames) * COST_DIVISOR + n.endTags + n.markup + n.bareLt + n.attributes;
  // The attributes of the element being read.
  let attributes = 0;
  const over = () => {
    if (quarters() > limit) throw new TooComplexError(maxCost);
  };
  // The class attribute being read: its names so far, and whether the last character was a space.
  let inClass = false;
  let names = 0;
  let afterSpace = true;
  const classData = (start: number, end: number) => {
    for (let i = start; i < end; i++) {
      const space = isSpace(html.charCodeAt(i));
      if (!space && afterSpace && ++names > CLASS_NAMES_FREE) {
        n.classNames++;
        over();
      }
      afterSpace = space;
    }
  };
  const tokenizer = new Tokenizer(
    { xmlMode: false, decodeEntities: true },
    {
      onopentagname: () => {
        attributes = 0;
        n.startTags++;
        over();
      },
      onclosetag: () => {
        n.endTags++;
        over();
      },
      oncomment: () => {
        n.markup++;
        over();
      },
      oncdata: () => {
        n.markup++;
        over();
      },
      ondeclaration: () => {
        n.markup++;
        over();
      },
      onprocessinginstruction: () => {
        n.markup++;
        over();
      },
      ontext: (start) => {
        if (html.charCodeAt(start) !== 0x3c /* < */) return;
        n.bareLt++;
        over();
      },
      ontextentity: () => {
        n.references++;
        over();
      },
      onattribname: (start, end) => {
        inClass = end - start === 5 && html.slice(start, end).toLowerCase() === 'class';
        names = 0;
        afterSpace = true;
      },
      onattribdata: (start, end) => {
        if (inClass) classData(start, end);
      },
      onattribentity: () => {
        // A reference in a class value is one character of a name (or a space: an upper bound).
        if (inClass && afterSpace && ++names > CLASS_NAMES_FREE) n.classNames++;
        afterSpace = false;
      },
      onattribend: () => {
        inClass = false;
        if (++attributes <= ATTRIBUTES_FREE) return;
        n.attributes++;
        over();
      },
      onopentagend: () => {},
      onselfclosingtag: () => {},
      onend: () => {},
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  const others = n.endTags + n.markup + n.bareLt + n.attributes;
  return { ...n, cost: n.startTags + n.references + n.classNames + Math.ceil(others / COST_DIVISOR) };
}

/** The counts of `html` in full: for measuring pages (bench/limits/page-counts.mjs). */
export function markupCounts(html: string): MarkupCounts {
  return countMarkup(html);
}

/** Throw a TooComplexError when what the parser would make of `html` costs more than `maxElements`
 *  elements (MarkupCounts: an element for each start tag, reference in text and class name past
 *  the 1,000th of its attribute, a quarter for each end tag, comment, bare `<` and attribute past
 *  the 8th of its element).
 *  Parsing cannot be interrupted, so this bounds its time and memory: 10^6 stray `</p>` or comments
 *  took 21–52 s, 5 MB of `<` 52.6 s and 2.5 GB. An upper bound: an end tag that closes an element
 *  adds no node, and a repeated attribute is dropped. */
export function checkElements(html: string, maxElements: number): void {
  if (html.length <= 2 * maxElements) return; // every element-equivalent takes at least two characters
  countMarkup(html, maxElements);
}
