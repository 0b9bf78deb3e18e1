// A quick check whether a page holds an article worth extracting, in the spirit of Readability.js's
// isProbablyReaderable: one parse and one pass over the paragraph-like elements, no segmentation,
// no features. Each visible paragraph-like element (p, pre, a div of text broken by <br>)
// outside page furniture (class or id naming comments, footers, sidebars, menus, ads…) adds
// sqrt(length − minLength) for the part of its text beyond minLength; the page is an article when
// the sum passes minScore. Link text does not count: an index page's teasers are mostly links.
// A Chinese, Japanese or Korean character counts three, as it carries about as much as a
// three-letter run of Latin text (a 47-character Chinese paragraph weighs as 140 Latin letters).
// It is the cheap front of the page type (src/methods/page-type/): a page that declares itself a
// product, a forum thread or Q&A, or a collection (schema.org, og:type) and no article is not one,
// however much text it holds.
import type { DomDocument } from '../core/types.js';
import { decodeHtml } from '../input/decode.js';
import { parseDocument } from './parse.js';
import { hiddenReader, type HiddenReader } from './hidden.js';
import { classAttribute } from './class-attribute.js';
import { SCHEMA_GROUPS } from '../vocabulary/markup.js';
import { declaredSchemaTypes } from './schema-types.js';
import { READABILITY_UNLIKELY as UNLIKELY, READABILITY_MAYBE as MAYBE } from '../vocabulary/markup.js';

export interface ProbablyArticleOptions {
  /** Weighted characters below which an element adds nothing (Readability's 140). */
  minContentLength?: number;
  /** Score the page must pass (Readability's 20). */
  minScore?: number;
  /** The HTTP Content-Type header of a byte input (its charset decodes it, as in `extract`). */
  contentType?: string;
}

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/gu;

/** Text of `el` outside links, whitespace-normalised. */
function ownText(el: Element): string {
  let text = '';
  const walk = (node: Node): void => {
    for (let c = node.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 3) text += c.nodeValue ?? '';
      else if (c.nodeType === 1 && (c as Element).localName !== 'a' && (c as Element).localName !== 'script' && (c as Element).localName !== 'style') walk(c);
    }
  };
  walk(el);
  return text.replace(/\s+/g, ' ').trim();
}

/** Length with CJK characters counted three times. */
function weightedLength(text: string): number {
  return text.length + 2 * (text.match(CJK)?.length ?? 0);
}

/** Is any element from `el` up to the body furniture by its class or id, or hidden (the page's
 *  own test, plus aria-hidden: a screen reader skips it too)? */
function excluded(el: Element, hidden: HiddenReader): boolean {
  if (hidden(el)) return true;
  for (let e: Element | null = el; e && e.localName !== 'body' && e.localName !== 'html'; e = e.parentElement) {
    if (e.getAttribute('aria-hidden') === 'true') return true;
    const names = `${classAttribute(e)} ${e.getAttribute('id') ?? ''}`;
    if (UNLIKELY.test(names) && !MAYBE.test(names)) return true;
    if (e.localName === 'nav' || e.localName === 'footer' || e.localName === 'aside') return true;
  }
  return false;
}

/**
 * Does the page probably hold an article? A cheap check (one parse, no extraction) for choosing
 * which pages of a crawl to extract: true for a page with a few substantial paragraphs of its own
 * text, false for front pages, section indexes and link lists, whose text sits in links and short
 * teasers. `input` is the page's HTML, or its bytes (decoded as `extract` decodes them).
 */
export function isProbablyArticle(input: string | Uint8Array, options: ProbablyArticleOptions = {}): boolean {
  const { minContentLength, minScore, contentType } = options;
  const html = typeof input === 'string' ? input : decodeHtml(input, contentType);
  return probablyArticleDocument(parseDocument(html), { minContentLength, minScore });
}

/** Does the page declare a kind that is not an article (schema.org's product, forum and
 *  collection types, og:type product) and no article? */
function declaresOtherKind(doc: DomDocument): boolean {
  // A breadcrumb's ListItems are on every kind of page.
  const types = [...declaredSchemaTypes(doc)].filter((t) => t !== 'ListItem');
  const og = (doc.querySelector('meta[property="og:type"]')?.getAttribute('content') ?? '').trim().toLowerCase();
  if (og === 'article' || types.some((t) => SCHEMA_GROUPS.article.test(t) || SCHEMA_GROUPS.liveblog.test(t))) return false;
  return og.startsWith('product') || types.some((t) => SCHEMA_GROUPS.product.test(t) || SCHEMA_GROUPS.forum.test(t) || SCHEMA_GROUPS.listing.test(t));
}

/** isProbablyArticle on a page already parsed: any DOM Document, read and never changed. */
export function probablyArticleDocument(doc: DomDocument, options: Omit<ProbablyArticleOptions, 'contentType'> = {}): boolean {
  const { minContentLength = 140, minScore = 20 } = options;
  if (declaresOtherKind(doc)) return false;
  const candidates = new Set<Element>(Array.from(doc.querySelectorAll('p, pre')));
  // Text laid out with <br> instead of <p> (older portals, press releases): the div holding it.
  for (const br of Array.from(doc.querySelectorAll('div > br'))) if (br.parentElement) candidates.add(br.parentElement);
  const hidden = hiddenReader();
  let score = 0;
  for (const el of candidates) {
    // A <p> inside a list item is a teaser card's, not the article's.
    if (el.localName === 'p' && el.closest('li')) continue;
    const length = weightedLength(ownText(el));
    if (length < minContentLength || excluded(el, hidden)) continue;
    score += Math.sqrt(length - minContentLength);
    if (score > minScore) return true;
  }
  return false;
}
