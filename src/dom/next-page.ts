// The next page of an article split over several: the link a page gives to its continuation.
// In order of trust: `rel=next` (a `<link>` or an `<a>`); a numbered page link of the same article
// (the link whose text is the next number and whose address is this page's with that number:
// `story_2.html`, `story/2/`, `?page=2`); a link whose text says "Next page" or "下一页" and whose
// address stays within this article's own path. A "Next story" or "下一篇" link is another article
// and is never followed. Which host the link is on is the caller's to judge (it says why it stops).

import type { DomDocument } from '../core/types.js';
import { NO_DEADLINE, type Deadline } from '../core/budget.js';
import { bodyElements } from './body-elements.js';
import { NEXT_WORDS, PAGER_WORDS, CONTINUED } from '../vocabulary/multilingual.js';

/** Arrows and brackets around a pager link's text. */
const ARROWS = /[«»‹›<>→←\u2190-\u21ff[\]【】()（）|｜]/g;

const squash = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

/** Is this line a pager and nothing else ("1 2 3 Next page", "上一页 1 2 3 下一页", "Page 2 of 3"),
 *  or a note that the article continues ("Continued from the previous page", "接上页")? */
export function isPagerLine(line: string): boolean {
  if (CONTINUED.test(squash(line))) return true;
  const tokens = squash(line.replace(ARROWS, ' ').replace(/[第共]\s*(\d{1,3})\s*[页頁]/g, ' $1 '))
    .split(' ')
    .filter(Boolean);
  if (tokens.length < 2) return false;
  let numbers = 0;
  for (const t of tokens) {
    if (/^\d{1,3}$/.test(t)) numbers++;
    else if (!PAGER_WORDS.test(t)) return false;
  }
  return numbers >= 1;
}

/** The address without its fragment: what names a page. */
export function pageKey(url: string): string {
  try {
    const u = new URL(url);
    u.hash = '';
    return u.href;
  } catch {
    return url;
  }
}

/** The numbered forms of this page's address: its page number, and the address of page `n`. */
interface Numbering {
  current: number;
  page(n: number): string[];
}

function numbering(address: URL): Numbering {
  const forms: ((n: number) => string | undefined)[] = [];
  let current = 1;
  const at = (path: string, search = address.search): string => {
    const u = new URL(address.href);
    u.pathname = path;
    u.search = search;
    u.hash = '';
    return u.href;
  };
  const path = address.pathname;
  // story_2.html, story-2.html: the number before the extension.
  const suffix = /^(.*?)(?:[_-](\d{1,3}))?(\.[a-z]{2,6})$/i.exec(path);
  if (suffix) {
    const [, stem, n, ext] = suffix;
    if (n) current = Number(n);
    forms.push(
      (k) => (k === 1 ? at(`${stem}${ext}`) : at(`${stem}_${k}${ext}`)),
      (k) => (k === 1 ? at(`${stem}${ext}`) : at(`${stem}-${k}${ext}`)),
    );
  } else {
    // story/2/: the number as the path's last part.
    const trail = /^(.*?\/)(?:(\d{1,3})\/?)?$/.exec(path.endsWith('/') ? path : `${path}/`);
    if (trail) {
      const [, stem, n] = trail;
      if (n) current = Number(n);
      forms.push(
        (k) => (k === 1 ? at(stem!) : at(`${stem}${k}/`)),
        (k) => (k === 1 ? at(stem!) : at(`${stem}${k}`)),
      );
    }
  }
  // ?page=2, ?p=2, ?pg=2: the number as a query parameter.
  for (const name of ['page', 'p', 'pg', 'pagenum']) {
    const value = address.searchParams.get(name);
    if (value !== null && /^\d{1,3}$/.test(value)) current = Number(value);
    forms.push((k) => {
      const q = new URLSearchParams(address.search);
      q.set(name, String(k));
      return at(path, `?${q.toString()}`);
    });
  }
  return { current, page: (n) => forms.map((f) => f(n)).filter((u): u is string => u !== undefined) };
}

/** Does `target` stay within the article's own path: the same path with another query, or a path
 *  that starts with this one's stem (its path without the extension and page number)? */
function sameArticle(target: URL, address: URL): boolean {
  if (target.host !== address.host) return false;
  if (target.pathname === address.pathname) return target.search !== address.search;
  const stem = (p: string): string =>
    p
      .replace(/(?:[_-]\d{1,3})?\.[a-z]{2,6}$/i, '')
      .replace(/\/\d{1,3}\/?$/, '')
      .replace(/\/$/, '');
  const s = stem(address.pathname);
  return s.length > 1 && stem(target.pathname) === s;
}

function resolved(href: string | null, base: string): URL | undefined {
  if (!href || /^\s*(?:javascript|mailto|tel):/i.test(href)) return undefined;
  try {
    const u = new URL(href.trim(), base);
    return /^https?:$/.test(u.protocol) ? u : undefined;
  } catch {
    return undefined;
  }
}

/** How the next page was found. */
export type NextPageBy = 'rel-next' | 'page-number' | 'next-words';

export interface NextPage {
  url: string;
  by: NextPageBy;
}

/** The next page of the article on `doc`, whose address is `address`; undefined on its last page. */
export function nextPage(input: DomDocument, address: string): NextPage | undefined {
  const doc = input as Document;
  let here: URL;
  try {
    here = new URL(address);
  } catch {
    return undefined;
  }
  const self = pageKey(here.href);
  const found = (u: URL | undefined, by: NextPageBy): NextPage | undefined => (u ? { url: pageKey(u.href), by } : undefined);
  for (const el of Array.from(doc.querySelectorAll('link[rel], a[rel]'))) {
    if (!/(?:^|\s)next(?:\s|$)/i.test(el.getAttribute('rel') ?? '')) continue;
    const u = resolved(el.getAttribute('href'), here.href);
    if (u) return found(u, 'rel-next');
  }
  const anchors = Array.from(doc.querySelectorAll('a[href]'));
  const { current, page } = numbering(here);
  const wanted = new Set(page(current + 1).map(pageKey));
  for (const a of anchors) {
    if (squash(a.textContent).replace(ARROWS, '').trim() !== String(current + 1)) continue;
    const u = resolved(a.getAttribute('href'), here.href);
    if (u && wanted.has(pageKey(u.href)) && pageKey(u.href) !== self) return found(u, 'page-number');
  }
  for (const a of anchors) {
    const words = squash(squash(a.textContent).replace(ARROWS, ' ')).toLowerCase();
    if (!NEXT_WORDS.has(words)) continue;
    const u = resolved(a.getAttribute('href'), here.href);
    if (u && (sameArticle(u, here) || pageKey(u.href) === self)) return found(u, 'next-words');
  }
  return undefined;
}

/** The text of every element of the page's body, as compared across pages (letters and digits,
 *  lower-cased): what a later page's paragraph is looked up in to tell furniture every page repeats
 *  (a byline the first page's article left out is still on the first page). Each element's text
 *  is its whole subtree's, so a page nested thousands deep costs elements × depth: `deadline` is
 *  checked at every element (past it, a TimeoutError in stage `pages`). */
export function pageLines(input: DomDocument, deadline: Deadline = NO_DEADLINE): Set<string> {
  const doc = input as Document;
  const out = new Set<string>();
  // Not querySelectorAll('body *'): its descendant combinator climbs every element's ancestors.
  const letters = keyLetters(doc, deadline);
  for (const el of bodyElements(doc, deadline, 'pages')) {
    deadline.check('pages');
    if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE') continue;
    // Its text's key is at least as long as its text nodes' keys together: over the limit, the
    // text need not be read (the outer elements of a deep page, whose text is the whole page's).
    if (letters.get(el)! > LINE_KEY_CHARS) continue;
    const k = textKey(el.textContent ?? '');
    if (k && k.length <= LINE_KEY_CHARS) out.add(k);
  }
  return out;
}

/** Longest element text kept by `pageLines`: a paragraph's or a byline's, not a whole column's. */
const LINE_KEY_CHARS = 2000;

/** The length of `textKey` of each text node under an element, summed: what `textKey` of the
 *  element's whole text is at least (lower-casing keeps a letter a letter of the same length, and
 *  joining text nodes can only pair two lone surrogates into one more), counted in one pass from
 *  the leaves up. */
function keyLetters(doc: Document, deadline: Deadline): Map<Node, number> {
  const sums = new Map<Node, number>();
  const stack: { node: Node; done: boolean }[] = [{ node: doc as unknown as Node, done: false }];
  while (stack.length) {
    const top = stack.pop()!;
    deadline.tick('pages');
    const n = top.node;
    if (n.nodeType === 3 || n.nodeType === 4) {
      sums.set(n, textKey(n.nodeValue ?? '').length);
      continue;
    }
    if (n.nodeType !== 1 && n.nodeType !== 9 && n.nodeType !== 11) continue;
    const kids = Array.from(n.childNodes);
    if (top.done) {
      let sum = 0;
      for (const c of kids) sum += sums.get(c) ?? 0;
      sums.set(n, sum);
      for (const c of kids) if (c.nodeType === 3 || c.nodeType === 4) sums.delete(c);
      continue;
    }
    stack.push({ node: n, done: true });
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i]!, done: false });
  }
  return sums;
}

/** A text as compared across pages: its letters and digits, lower-cased. */
export function textKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
