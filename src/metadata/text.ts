// Small string helpers the metadata extractors share.
import { decodeEntities } from '../dom/entities.js';

/** Collapse every whitespace run (U+3000 and no-break spaces included) to one space and trim. */
export function clean(s: string | null | undefined): string {
  return s ? s.replace(/[\s\u00a0\u3000\u200b\ufeff]+/g, ' ').trim() : '';
}

/** A character reference: what is left in text escaped twice ("&amp;#39;" parsed once is "&#39;"). */
export const REFERENCE_LEFT = /&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/;

/** Text the parser has decoded once (an attribute, an element's text), with the character
 *  references a CMS escaped twice decoded too: nobody means a literal "&#39;" in a title. */
export function decodeLeft(s: string): string {
  return REFERENCE_LEFT.test(s) ? clean(decodeEntities(s)) : s;
}

const NON_ASCII = /[^\x00-\x7f]/;

/** A form for comparing titles and names: NFKC, lower case, one kind of quote and dash, no
 *  spaces around CJK punctuation. */
export function comparable(s: string): string {
  // ASCII is its own NFKC form and holds none of the quotes and dashes below: every line of a page
  // gets a key, and normalize() is most of the cost.
  if (!NON_ASCII.test(s)) return clean(s).toLowerCase();
  return clean(s.normalize('NFKC'))
    .toLowerCase()
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″]/g, '"')
    .replace(/[‐‑‒–—―]/g, '-');
}

export function isUrl(s: string): boolean {
  return /^(?:https?:)?\/\//i.test(s.trim());
}

/** Han characters, which mark a Chinese name or title. */
export const HAN = /\p{Script=Han}/u;

/** Strings past this length are not titles, names or dates; capping them bounds all regex work. */
export const MAX_FIELD = 600;

export function bounded(s: string): string {
  return s.length > MAX_FIELD ? s.slice(0, MAX_FIELD) : s;
}
