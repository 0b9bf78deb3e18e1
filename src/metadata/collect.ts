// One walk over the document gathers every element the metadata extractors read, so that
// extraction costs a single pass instead of one querySelectorAll per field.
import { NO_DEADLINE, type Deadline } from '../core/budget.js';
import { clean, MAX_FIELD } from './text.js';
import { classAttribute } from '../dom/class-attribute.js';
import { AUTHOR_HREF, BYLINE_TOKEN, NOT_BYLINE, AUTHOR_NAME, NOISE_NAMES, HATOM_PUBLISHED } from '../vocabulary/markup.js';

export interface PageParts {
  /** Text of the first `<title>`. */
  title: string;
  /** `<meta>` contents by lower-cased name, property and itemprop (each space-separated token), in order. */
  meta: Map<string, string[]>;
  /** `<link rel=…>` hrefs by lower-cased rel token, in order. */
  links: Map<string, string[]>;
  /** Bodies of the `application/ld+json` scripts. */
  jsonLd: string[];
  h1: Element[];
  /** The document, for the rare lookups not worth a field here. */
  doc: Document;
  /** Elements marked `itemprop="headline"` (microdata). */
  headlines: Element[];
  /** `<time>` elements. */
  times: Element[];
  /** Elements marked `itemprop="author"` or `rel="author"`. */
  authors: Element[];
  /** Elements marked `itemprop="datePublished"` that are not `<meta>`/`<time>`, and hAtom's
   *  `<abbr class="published" title="…">`. */
  published: Element[];
  /** Elements marked `itemprop="dateModified"` that are not `<meta>`/`<time>` (modified.ts). */
  modified: Element[];
  /** Elements whose class or id names a byline or an author (`byline`, `post-author`,
   *  `author-name`, …; not `author-bio`, `author-avatar`): byline-class.ts reads them. */
  bylines: Element[];
  /** Links to an author's page (`/author/jane-doe`, `/authors/…`, `/writers/…`): author-link.ts
   *  reads the writer's name off them, as metascraper and defuddle do. */
  authorLinks: Element[];
}

/** Caps on what is kept of each kind: a pathological page with 10^5 `<time>` or `<meta>`
 *  elements costs no more than a normal one. */
const MAX_EACH = 64;
const MAX_JSONLD_CHARS = 500_000;
const MAX_METAS = 2000;
const SKIP = new Set(['style', 'svg', 'math', 'template', 'noscript', 'iframe', 'select', 'textarea', 'canvas']);

function push<K>(map: Map<K, string[]>, key: K, value: string): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (list.length < MAX_EACH) list.push(value);
}

function tokens(attr: string | null): string[] {
  return attr ? attr.toLowerCase().split(/\s+/).filter(Boolean) : [];
}

/** The parts of a document, in one walk. The page context (src/page/) collects them once for the
 *  metadata and the methods (titles, base URL); the document must not change after. The walk
 *  ticks `deadline` once per element: a page of 10^5 elements is stopped inside it. */
export function collectParts(doc: Document, deadline: Deadline = NO_DEADLINE): PageParts {
  const parts: PageParts = { title: '', meta: new Map(), links: new Map(), jsonLd: [], h1: [], doc, headlines: [], times: [], authors: [], published: [], modified: [], bylines: [], authorLinks: [] };
  let titleSeen = false;
  let jsonLdChars = 0;
  let metas = 0;
  const visit = (el: Element): boolean => {
    deadline.tick('metadata');
    const tag = el.localName?.toLowerCase() ?? '';
    if (tag === 'meta') {
      if (++metas > MAX_METAS) return false;
      const content = el.getAttribute('content');
      if (content != null) {
        const value = clean(content);
        if (value) {
          for (const attr of ['property', 'name', 'itemprop']) for (const key of tokens(el.getAttribute(attr))) push(parts.meta, key, value);
        }
      }
      return false;
    }
    if (tag === 'link') {
      const href = clean(el.getAttribute('href'));
      if (href) for (const rel of tokens(el.getAttribute('rel'))) push(parts.links, rel, href);
      return false;
    }
    if (tag === 'base') {
      const href = clean(el.getAttribute('href'));
      if (href) push(parts.links, 'base', href);
      return false;
    }
    if (tag === 'title') {
      if (!titleSeen) {
        titleSeen = true;
        parts.title = clean((el.textContent ?? '').slice(0, 4 * MAX_FIELD));
      }
      return false;
    }
    if (tag === 'script') {
      const type = (el.getAttribute('type') ?? '').toLowerCase();
      if (type.includes('ld+json') && jsonLdChars < MAX_JSONLD_CHARS) {
        const body = el.textContent ?? '';
        jsonLdChars += body.length;
        parts.jsonLd.push(body);
      }
      return false;
    }
    if (SKIP.has(tag)) return false;
    if (tag === 'h1' && parts.h1.length < MAX_EACH) parts.h1.push(el);
    else if (tag === 'time' && parts.times.length < MAX_EACH) parts.times.push(el);
    const itemprop = tokens(el.getAttribute('itemprop'));
    if (itemprop.length) {
      if (itemprop.includes('headline') && parts.headlines.length < MAX_EACH) parts.headlines.push(el);
      if (itemprop.includes('author') && parts.authors.length < MAX_EACH) parts.authors.push(el);
      if (itemprop.includes('datepublished') && tag !== 'time' && parts.published.length < MAX_EACH) parts.published.push(el);
      if (itemprop.includes('datemodified') && tag !== 'time' && parts.modified.length < MAX_EACH) parts.modified.push(el);
    }
    // hAtom's published time: the machine date in an <abbr>'s title, the shown one its text ("3小時前").
    if (tag === 'abbr' && el.hasAttribute('title') && tokens(classAttribute(el)).includes(HATOM_PUBLISHED) && !itemprop.includes('datepublished') && parts.published.length < MAX_EACH)
      parts.published.push(el);
    if (parts.bylines.length < MAX_EACH && BYLINE_TAGS.has(tag) && isBylineClass(`${classAttribute(el)} ${el.getAttribute('id') ?? ''}`)) parts.bylines.push(el);
    if (tag === 'a' && parts.authorLinks.length < MAX_EACH && AUTHOR_HREF.test(el.getAttribute('href') ?? '')) parts.authorLinks.push(el);
    if (tag === 'a' && tokens(el.getAttribute('rel')).includes('author') && parts.authors.length < MAX_EACH && !itemprop.includes('author')) parts.authors.push(el);
    return true;
  };
  // linkedom's documentElement is the first element of the document, which on a page with markup
  // before <html> is a stray <meta> or <table>: the whole top level is walked, as for the units.
  for (const top of Array.from(doc.childNodes)) walkElements(top, visit);
  return parts;
}

/** Elements a byline is written in (not the page's sections, lists or images). */
const BYLINE_TAGS = new Set(['a', 'span', 'div', 'p', 'em', 'strong', 'b', 'i', 'address', 'small', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'cite', 'font']);

export function isBylineClass(names: string): boolean {
  if (names.length < 4 || !BYLINE_TOKEN.test(names)) return false;
  for (const t of names.split(/\s+/)) if (t && BYLINE_TOKEN.test(t) && (!NOT_BYLINE.test(t) || AUTHOR_NAME.test(t)) && t.length <= 40) return true;
  return false;
}

/** Call `visit` on `start` and every element below it in pre-order; it returns whether to go
 *  into the element's children. Iterative (linkedom's firstChild/nextSibling are its cheapest
 *  moves), so no nesting depth can overflow the stack. */
function walkElements(start: Node, visit: (el: Element) => boolean): void {
  let node: Node | null = start;
  while (node) {
    const descend = node.nodeType === 1 && visit(node as Element);
    if (descend && node.firstChild) {
      node = node.firstChild;
      continue;
    }
    while (node && node !== start && !node.nextSibling) node = node.parentNode;
    node = !node || node === start ? null : node.nextSibling;
  }
}

/** The first value of the first meta key that has one. */
export function firstMeta(parts: PageParts, keys: readonly string[]): string | undefined {
  for (const k of keys) {
    const v = parts.meta.get(k);
    if (v?.[0]) return v[0];
  }
  return undefined;
}

const NOISE_TAGS = new Set(['nav', 'aside']);

/** Is the element inside a comment thread, a related/popular list, a sidebar or a footer? Dates
 *  and names found there belong to other stories or to readers. */
export function inNoise(el: Element): boolean {
  let depth = 0;
  for (let e: Element | null = el; e && depth < 40; e = e.parentElement, depth++) {
    const tag = e.localName?.toLowerCase() ?? '';
    if (tag === 'body' || tag === 'html') return false;
    // An <aside> inside an <article> is the article's own panel (its date, writer, program).
    if (NOISE_TAGS.has(tag) && !(tag === 'aside' && e.parentElement?.closest('article'))) return true;
    const names = `${classAttribute(e)} ${e.getAttribute('id') ?? ''}`;
    if (names.length > 1 && NOISE_NAMES.test(names)) return true;
  }
  return false;
}
