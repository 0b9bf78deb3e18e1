// Captions: the text that goes with a picture (figure captions, photo credits, slideshow
// captions), read off markup any site uses: <figcaption> and a table's <caption>, text inside a
// <figure>, and elements whose class or id names a caption, cutline or credit. Gold standards
// disagree on whether a caption belongs to the article, so the output marks them (a `caption`
// block) and the `captions` option keeps or drops them.
import { attributeWords, tagOf } from './tags.js';
import { classAttribute } from './class-attribute.js';
import { CAPTION_WORDS, CAPTION_CREDIT_WORDS as CREDIT_WORDS } from '../vocabulary/markup.js';

/** Elements that are captions by their tag. */
const CAPTION_TAGS = new Set(['figcaption', 'caption']);
/** Elements inside which text is a caption: the picture's wrapper. */
const FIGURE_TAGS = new Set(['figure']);
/** Inside a figure, these hold something other than a caption (a pull quote, an embedded post,
 *  code, a table): their text is the figure's content. */
const NOT_CAPTION_TAGS = new Set(['blockquote', 'pre', 'table', 'li']);
/** Ancestors above the unit's element that are looked at: caption markup wraps its text closely. */
const MAX_DEPTH = 4;
/** An element named a caption by class or id holds at most this many characters of text: a
 *  wrapper of the whole article that says "has-caption" is not a caption. */
const MAX_CAPTION_CHARS = 600;

/** Does the element's class or id name a caption or a photo credit? */
export function namedCaption(el: Element): boolean {
  const words = [...attributeWords(classAttribute(el)), ...attributeWords(el.getAttribute('id') ?? '')];
  return words.some((w) => CREDIT_WORDS.has(w) || CAPTION_WORDS.some((c) => w.includes(c)));
}

/** Is the text of this block element a caption? */
export function isCaption(el: Element): boolean {
  let e: Element | null = el;
  for (let depth = 0; e && depth <= MAX_DEPTH; depth++, e = e.parentElement) {
    const tag = tagOf(e);
    if (CAPTION_TAGS.has(tag)) return true;
    if (NOT_CAPTION_TAGS.has(tag) || tag === 'article' || tag === 'main' || tag === 'body') return false;
    if (FIGURE_TAGS.has(tag)) return true;
    if (namedCaption(e) && (e.textContent ?? '').length <= MAX_CAPTION_CHARS) return true;
  }
  return false;
}
