// The headline as the page shows it, where the head gave none that a heading confirms. Older news
// pages have no h1 and no social title: their `<title>` wraps the headline in site and section
// names on either side ("Headline - Soccer - Sport - Site", "Site - Headline", "=> Headline",
// "Headline (from Site)"), in no fixed order, or is the site's name alone. The headline is then
// the part of the `<title>` the page also prints as an element's whole text, or the line printed
// right above the article; or the page's one h1 where the declared titles name only the site, or
// where the h1 stands in a banner block read as noise (title.ts, `shownHeading`). This is the
// `title` field only: the head's headline (title.ts), which cedst+ and the byline readers anchor on,
// stays as the head read it.
import { inNoise } from './collect.js';
import { findDate } from './date.js';
import type { PageLine, PageLines } from './lines.js';
import type { PageHeadInfo, ReadLines } from './reader.js';
import { clean, comparable } from './text.js';
import { fold, MAX_TITLE, size, splitTitle } from './title.js';
import { BY_WORD, NOT_HEADLINE } from '../vocabulary/en.js';
import { HEADLINE_NAME, HEADLINE_TAGS } from '../vocabulary/markup.js';
import { COPYRIGHT, LEAD_MARKS, NOT_HEADLINE_LINE, PUBLISHED_LABEL } from '../vocabulary/multilingual.js';
import { ZH_ROLE } from '../vocabulary/zh.js';

/** Text nodes read at most: a headline stands in the first few thousand. */
const MAX_NODES = 20_000;
/** Words a shown part needs (Han: characters count half), so that a menu entry is not one. */
const MIN_WORDS = 2;
/** Headline-sized, in words (Han characters half): a heading or a line smaller is a label. */
const MIN_HEADLINE = 3;
const MAX_HEADLINE = 25;
/** Headings read at most on a page that declares no title. */
const MAX_HEADINGS = 64;
/** How far above the article's first line its headline may stand (a dateline, a byline between). */
const LINES_ABOVE = 6;
/** The share of a line the `<title>` must fill to count as printed there. */
const PRINTED_SHARE = 0.6;

/** The `title` field: the head's headline, or where the head cut it from the `<title>` alone or
 *  found none, what the page shows (see the top of this file). `lines` with the article's
 *  paragraphs also allow the line above the article, for a `<title>` the page prints nowhere. */
export function shownTitle(head: PageHeadInfo, lines?: ReadLines): string {
  const { title } = head;
  if (title.shownHeading) return title.shownHeading;
  const shown = shownInHead(head);
  if (shown) return shown;
  if (title.element || !lines?.paragraphs) return title.title;
  return lineAbove(lines.located, title.title) ?? title.title;
}

/** What the page shows that the head alone decides (its `<title>`'s shown part, a lost head's
 *  first heading), read once per page: the title reader reads again once the article is known. */
const headShown = new WeakMap<PageHeadInfo, string | undefined>();

function shownInHead(head: PageHeadInfo): string | undefined {
  if (headShown.has(head)) return headShown.get(head);
  const { title } = head;
  let shown: string | undefined;
  if (title.fromTitleTag) {
    const part = shownPart(head.parts.doc, title.fromTitleTag);
    if (part && outweighs(part, title.fromTitleTag)) shown = part;
  } else if (!title.title) {
    shown = firstHeading(head.parts.doc);
  }
  headShown.set(head, shown);
  return shown;
}

/** Is the text at `at` in `title` a part of its own: what stands beside it on either side ends or
 *  starts with a mark (a separator, a bracket, a colon, an ellipsis), never a letter, a digit or a
 *  quotation mark (a quoted name inside the headline). */
function separated(title: string, at: number, length: number): boolean {
  const before = title.slice(0, at).trimEnd();
  const after = title.slice(at + length).trimStart();
  const mark = (ch: string | undefined): boolean => ch === undefined || !/[\p{L}\p{N}"'“”‘’„]/u.test(ch);
  return mark(before.at(-1)) && mark(after.at(0)) && (before.length > 0 || after.length > 0);
}

/** The longest part of `title` that the page shows as an element's whole text, outside page
 *  furniture, and that is a part of its own in the title (`separated`). A part shown as a link is
 *  taken only where no part stands as text: logos, menus and section names link to their pages. */
export function shownPart(doc: Document, title: string): string | undefined {
  const t = fold(clean(title));
  if (t.length < 8) return undefined;
  // Not `doc.body`: on a page without a <body> where the parser expects one (a <link> before
  // <html>), linkedom's getter adds an empty one, and the line readers would walk that instead.
  const root = doc.querySelector('body') ?? doc;
  let best: string | undefined;
  let linked: string | undefined;
  const walker = doc.createTreeWalker(root, 4);
  for (let n = 0, node = walker.nextNode(); node && n < MAX_NODES; n++, node = walker.nextNode()) {
    const raw = node.nodeValue;
    if (!raw || raw.length < 8 || raw.length > 4 * t.length) continue;
    const text = clean(raw);
    if (text.length < 8 || text.length >= t.length || (best && text.length <= best.length)) continue;
    const at = t.indexOf(fold(text));
    if (at < 0 || !separated(t, at, text.length) || size(text) < MIN_WORDS) continue;
    const element = node.parentElement;
    // The element's whole text, not a sentence of a paragraph that happens to repeat the headline.
    if (!element || clean(element.textContent) !== text || inNoise(element)) continue;
    const tag = element.localName?.toLowerCase();
    if (tag === 'title' || tag === 'script' || tag === 'style' || tag === 'option') continue;
    if (element.closest('a')) {
      if (!linked || text.length > linked.length) linked = text;
      continue;
    }
    best = text;
  }
  return best ?? linked;
}

/** Is `part` of `title` at least as big as each other part the title holds beside it? A smaller
 *  shown part is a site's or a section's name printed beside the headline. */
export function outweighs(part: string, title: string): boolean {
  const at = fold(clean(title)).indexOf(fold(part));
  if (at < 0) return false;
  const t = clean(title);
  const rest = `${t.slice(0, at)} | ${t.slice(at + part.length)}`;
  return splitTitle(clean(rest)).segments.every((seg) => size(seg) <= size(part));
}

function headlineSized(text: string): boolean {
  return text.length <= MAX_TITLE && size(text) >= MIN_HEADLINE && size(text) <= MAX_HEADLINE;
}

/** A page that declares no title at all (its head lost): the first h2 or h3 outside page
 *  furniture that is headline-sized, written as a headline (no "in this section", no label such
 *  as "Bookmark with:"), no date and no link to another page. */
export function firstHeading(doc: Document): string | undefined {
  const headings = doc.querySelectorAll('h2, h3');
  for (let i = 0; i < headings.length && i < MAX_HEADINGS; i++) {
    const el = headings[i]!;
    const text = clean(el.textContent);
    if (!headlineSized(text) || !headlineWritten(text) || NOT_HEADLINE.test(text) || findDate(text)) continue;
    if (inNoise(el) || el.querySelector('a') || el.closest('a')) continue;
    return text;
  }
  return undefined;
}

/** Where the head's headline is printed on no line of the page (a `<title>` that is the site's
 *  name), the nearest line above the article's first line that is set as a headline
 *  (`headlineLine`). */
export function lineAbove(located: PageLines, title: string): string | undefined {
  const { lines, start } = located;
  if (start < 0) return undefined;
  const key = comparable(title);
  // Printed as a line of its own, or most of one: a copyright line naming the site does not count.
  if (
    key &&
    lines.some((l) => {
      const k = comparable(l.text);
      return k.includes(key) && key.length >= PRINTED_SHARE * k.length;
    })
  )
    return undefined;
  for (let i = start; i >= Math.max(0, start - LINES_ABOVE); i--) {
    // The article's own first line counts only when the method kept a headline there.
    if (i === start && !lines[i + 1]) continue;
    // A bullet or an arrow a page sets before its headline ("》标题", "» Headline") is not part of it.
    const text = lines[i]!.text.replace(LEAD_MARKS, '');
    if (headlineLine({ ...lines[i]!, text })) return text;
  }
  return undefined;
}

/** A line written and set as a headline: headline-sized, no sentence or clause, label, menu,
 *  byline, date, publication or copyright line, not a link, and set apart
 *  by its markup (a heading, bold or large type, a "head" or "title" class) as older pages set
 *  their headlines. */
function headlineLine({ text, el }: PageLine): boolean {
  if (!headlineSized(text) || !headlineWritten(text) || /[.。,，;；]$/.test(text) || BY_WORD.test(text) || COPYRIGHT.test(text)) return false;
  if (PUBLISHED_LABEL.test(text)) return false;
  return !findDate(text) && !el.closest('a') && !inNoise(el) && setAsHeadline(el);
}

/** Written as a headline starts and runs: not in lower case, no bracketed menu, no separator
 *  bar, no label ending in a colon, no address, clock time or phone number, no second sentence
 *  ("Newsletter. Sign up now!"), not letter-spaced ("B U S I N E S S"), no reporter's credit. */
function headlineWritten(text: string): boolean {
  if (/^[\p{Ll}[(|【◎]/u.test(text) || /\s[|｜]\s|[:：]$/.test(text)) return false;
  if (NOT_HEADLINE_LINE.test(text) || /\p{Ll}{3}[.!?]\s+\p{Lu}/u.test(text)) return false;
  const words = text.split(/\s+/);
  if (words.filter((w) => w.length === 1).length * 2 > words.length) return false;
  ZH_ROLE.lastIndex = 0;
  return !ZH_ROLE.test(text);
}

/** The element or one of its three nearest ancestors is a heading, bold or large type, or named
 *  as a headline or title. */
function setAsHeadline(el: Element): boolean {
  let e: Element | null = el;
  for (let depth = 0; e && depth < 4; depth++, e = e.parentElement) {
    const tag = e.localName?.toLowerCase() ?? '';
    if (HEADLINE_TAGS.has(tag) || (tag === 'font' && Number.parseInt(e.getAttribute('size') ?? '', 10) >= 3)) return true;
    if (HEADLINE_NAME.test(`${e.getAttribute('class') ?? ''} ${e.getAttribute('id') ?? ''}`)) return true;
  }
  return false;
}
