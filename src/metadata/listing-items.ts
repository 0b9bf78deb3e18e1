// A listing's items (a section front, a tag, author or search page, a collection): the `items` of
// a result whose page type is listing. Read off the structure every listing has, no site's names:
// a parent holding three or more siblings of one tag and class (a teaser card, a list item, a
// table row), nearly each a card whose title is a link (the link in its heading, else its longest
// link) long enough to be a headline, not a menu's word. The cards of the page's main region are
// the groups whose titles the extracted text holds; a page whose extraction holds none of them
// gives its largest group of cards when they outweigh what it took. Each item: its title, its link, its summary (the card's
// longest line besides its title) and its date or time as the card shows it.
import type { ListingItem } from '../core/types.js';
import { NO_DEADLINE, type Deadline } from '../core/budget.js';
import { resolveHref } from '../dom/blocks.js';
import { LISTING_FURNITURE_ROLES, LISTING_FURNITURE_TAGS, LISTING_FURNITURE_WORDS } from '../vocabulary/markup.js';
import { SHOWN_DATE } from '../vocabulary/multilingual.js';

/** Fewest cards that make a listing. */
const MIN_ITEMS = 3;
/** Share of a sibling group that must be cards. */
const CARD_SHARE = 0.6;
/** A headline's fewest characters (a Han character counts as two): a menu's "Sports" is no title. */
const MIN_TITLE = 10;
/** A title's most characters: a link longer than this is a paragraph that is linked. */
const MAX_TITLE = 300;
/** A summary's fewest characters. */
const MIN_SUMMARY = 20;
/** Share of a group's titles the extracted text must hold for the group to be of the main region. */
const IN_TEXT_SHARE = 0.5;
/** How many times the extracted text's characters the cards' titles must weigh to be the listing
 *  when the extraction holds none of them. */
const FALLBACK_RATIO = 1;
/** The longest line read as a card's date. */
const DATE_CHARS = 40;

/** The stage a page past its budget stops in. */
const STAGE = 'page parts';

const squash = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();
/** Characters as a reader weighs them: a Han character says as much as two Latin ones. */
const weight = (s: string): number => s.length + (s.match(/[\u3400-\u9fff]/g)?.length ?? 0);

/** Is the line a date or a time and little else (a card's "14 May 2024")? */
export function isDateLine(line: string): boolean {
  return line.length <= DATE_CHARS && SHOWN_DATE.test(line);
}

/** Is the element, or one around it, the page's furniture (navigation, header, footer, aside)? */
function inFurniture(el: Element | null): boolean {
  for (let e = el; e && e.tagName !== 'BODY'; e = e.parentElement) {
    if (LISTING_FURNITURE_TAGS.has(e.tagName)) return true;
    if (LISTING_FURNITURE_ROLES.has(e.getAttribute('role') ?? '')) return true;
    if (LISTING_FURNITURE_WORDS.test(`${e.getAttribute('class') ?? ''} ${e.getAttribute('id') ?? ''}`)) return true;
  }
  return false;
}

/** The card's title link: the link of its first heading, else its link with the longest text. */
function titleLink(card: Element, deadline: Deadline): Element | undefined {
  const heading = card.querySelector('h1, h2, h3, h4, h5, h6');
  const inHeading = heading ? (heading.querySelector('a[href]') ?? heading.closest('a[href]')) : null;
  if (inHeading) return inHeading;
  let best: Element | undefined;
  let bestLength = 0;
  let titled = 0;
  for (const a of Array.from(card.querySelectorAll('a[href]'))) {
    deadline.check(STAGE);
    const length = squash(a.textContent).length;
    if (weight(squash(a.textContent)) >= MIN_TITLE) titled++;
    if (length > bestLength) [best, bestLength] = [a, length];
  }
  // Three links or more that could each be a title: a box of links, whose items are its own.
  if (titled >= MIN_ITEMS) return undefined;
  if (!best && card.tagName === 'A' && card.hasAttribute('href')) return card;
  return best;
}

/** The card's lines: the text of each of its leaves, in order. */
function leafLines(card: Element, deadline: Deadline): { el: Element; text: string }[] {
  const out: { el: Element; text: string }[] = [];
  const walk = (e: Element): void => {
    for (const c of Array.from(e.children)) {
      // Each child's whole text: in markup nested deep, every check counts.
      deadline.check(STAGE);
      if (LISTING_FURNITURE_TAGS.has(c.tagName)) continue;
      const text = squash(c.textContent);
      if (!text) continue;
      const blockInside = c.querySelector('p, div, li, h1, h2, h3, h4, h5, h6, time, span, a');
      if (!blockInside || c.tagName === 'P' || c.tagName === 'TIME' || c.tagName === 'A' || /^H[1-6]$/.test(c.tagName)) out.push({ el: c, text });
      else walk(c);
    }
  };
  walk(card);
  return out;
}

/** One card read, or undefined when it is no card (no title link long enough). */
function readCard(card: Element, baseUrl: string | undefined, deadline: Deadline): ListingItem | undefined {
  const link = titleLink(card, deadline);
  if (!link) return undefined;
  const title = squash(link.textContent);
  if (weight(title) < MIN_TITLE || title.length > MAX_TITLE) return undefined;
  const href = resolveHref(link.getAttribute('href') ?? '', baseUrl);
  const item: ListingItem = { title, ...(href && /^https?:/i.test(href) ? { url: href } : {}) };
  const time = card.querySelector('time');
  const iso = time?.getAttribute('datetime')?.trim();
  let timeText = iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso : squash(time?.textContent) || undefined;
  let summary = '';
  for (const { el, text } of leafLines(card, deadline)) {
    // A summary is the card's own words, not another link's.
    if (el === link || link.contains(el) || el.contains(link) || text === title || el.tagName === 'A' || el.closest('a')) continue;
    const date = isDateLine(text) ? SHOWN_DATE.exec(text) : null;
    if (date) {
      timeText ??= date[0].trim();
      continue;
    }
    if (weight(text) >= MIN_SUMMARY && text.length > summary.length) summary = text;
  }
  if (timeText) item.time = timeText;
  if (summary) item.summary = summary;
  return item;
}

interface Group {
  /** The cards and where each stands in the page (its element's place in document order). */
  readonly cards: { item: ListingItem; at: number }[];
  readonly chars: number;
}

/** Every group of three or more sibling cards of one tag and class, outside the furniture. */
function cardGroups(doc: Document, baseUrl: string | undefined, deadline: Deadline): Group[] {
  const out: Group[] = [];
  const body = doc.querySelector('body');
  if (!body) return out;
  const all = [body, ...Array.from(body.querySelectorAll('*'))];
  const order = new Map(all.map((e, i) => [e, i] as const));
  for (const parent of all) {
    deadline.tick(STAGE);
    if (parent.children.length < MIN_ITEMS || LISTING_FURNITURE_TAGS.has(parent.tagName)) continue;
    const groups = new Map<string, Element[]>();
    for (const c of Array.from(parent.children)) {
      if (LISTING_FURNITURE_TAGS.has(c.tagName)) continue;
      // Digits apart: a card numbered in its class (`item-3`) is of its siblings' kind.
      const key = `${c.tagName} ${squash(c.getAttribute('class')).replace(/\d+/g, '')}`;
      const g = groups.get(key);
      if (g) g.push(c);
      else groups.set(key, [c]);
    }
    for (const g of groups.values()) {
      if (g.length < MIN_ITEMS) continue;
      const cards: Group['cards'] = [];
      for (const c of g) {
        const item = readCard(c, baseUrl, deadline);
        if (item) cards.push({ item, at: order.get(c)! });
      }
      if (cards.length < MIN_ITEMS || cards.length < CARD_SHARE * g.length) continue;
      if (inFurniture(parent)) continue;
      out.push({ cards, chars: cards.reduce((n, c) => n + weight(c.item.title), 0) });
    }
  }
  return out;
}

/** The listing's items in page order, or undefined when the page holds no cards. `text`: the
 *  extracted main content, which the main region's cards' titles are part of. Reading a card
 *  walks its elements and their text, so `deadline` is checked at every one. */
export function listingItems(doc: Document, text: string, baseUrl: string | undefined, deadline: Deadline = NO_DEADLINE): ListingItem[] | undefined {
  const groups = cardGroups(doc, baseUrl, deadline);
  if (!groups.length) return undefined;
  const flat = squash(text);
  const main = groups.filter((g) => g.cards.filter((c) => flat.includes(c.item.title)).length >= IN_TEXT_SHARE * g.cards.length);
  // Cards the extraction did not take are the listing only when they outweigh what it took (a
  // shop's category page whose extraction is its filters); beside a text of its own they are not
  // its main content.
  const largest = groups.reduce((a, b) => (b.chars > a.chars ? b : a));
  const chosen = main.length ? main : weight(flat) < FALLBACK_RATIO * largest.chars ? [largest] : [];
  if (!chosen.length) return undefined;
  // Page order; a card that two nested groups both read (a row of cards and its cards) is one item.
  // Of the main region's groups, the cards the extraction took (a card it left is a teaser of the
  // page's furniture that shares their markup, a "most read" box).
  const cards = chosen.flatMap((g) => (main.length ? g.cards.filter((c) => flat.includes(c.item.title)) : g.cards)).sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  const items: ListingItem[] = [];
  for (const { item } of cards) {
    const key = `${item.title}\u0000${item.url ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}
