// h_about: does the unit belong to another article than the one the page is about? Pages of
// endless feeds append the next story below (its own <article>, headline, byline and body),
// related blocks carry whole stories, and a feed lists several <article>s. The page's head names
// its article (og:title, JSON-LD headline and name, canonical and og:url: PageAbout); the article
// container that holds the page's headline element, carries one of those headlines or links to
// one of those addresses is the page's; another article container with a headline of its own, and
// a story card (a heading linked to another page of the same site, with a body of its own), is
// another article, and its units get evidence against news. Evidence weighed with the rest, never
// a veto; nothing when the page declares a live blog (its updates are the article) or when no
// container is the page's.
import type { Page, PageAbout } from '../../core/types.js';
import type { Deadline } from '../../core/budget.js';
import { ancestorsOf, closestWhere, containsNode, insideAny } from '../../dom/ancestors.js';
import { comparable } from '../../metadata/text.js';
import { storyBlocks } from './story-blocks.js';
import { NEVER_SHOWN } from '../../dom/readable-text.js';
import { ITEMTYPE_ARTICLE as ARTICLE_TYPE } from '../../vocabulary/markup.js';

const HEADING = 'h1, h2, h3';
/** A story card's headline may be an <h4>: a portal's related items under a label. */
const CARD_HEADING = 'h1, h2, h3, h4';
/** Words outside its heading that make a story card a story, not a teaser. */
const CARD_WORDS = 30;
/** Words the page's own containers must hold together to be its article, not its banner. */
const OWN_WORDS = 80;
/** Words a card may show before its heading: a kicker, a section label, a time. */
const KICKER_WORDS = 4;
/** Share of the longer of two headlines that the shorter must cover to name the same article. */
const SAME_HEADLINE = 0.6;

/** Host and path of an address, without www., query, fragment or a trailing slash. */
function addressKey(href: string | null | undefined, base: string | undefined): string | undefined {
  if (!href) return undefined;
  try {
    const u = base ? new URL(href.trim(), base) : new URL(href.trim());
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    let end = u.pathname.length;
    while (end > 0 && u.pathname[end - 1] === '/') end--; // not /\/+$/: quadratic on a run of slashes
    return `${u.hostname.replace(/^www\./, '')}${u.pathname.slice(0, end)}`;
  } catch {
    return undefined;
  }
}

const hostOf = (key: string): string => key.slice(0, key.indexOf('/') < 0 ? key.length : key.indexOf('/'));
const HAN = /\p{Script=Han}/gu;
/** Han characters, each a word here (as a reader counts them), and the other scripts' words. */
const hanCount = (s: string): number => (s.match(HAN) ?? []).length;
const latinWords = (s: string): number => (s.replace(HAN, ' ').match(/[\p{L}\p{N}]+/gu) ?? []).length;
const wordCount = (s: string): number => hanCount(s) + latinWords(s);
/** A path's segments after the host. */
const segments = (key: string): string[] => key.split('/').slice(1).filter(Boolean);
/** Is a link's address shaped like the page's own: as many segments, and the same section (the
 *  first segment) when there are several? A related story sits beside the page's; a listicle's
 *  item links to a product, a school or a review section. */
function sameShape(link: string, own: Iterable<string>): boolean {
  const l = segments(link);
  for (const o of own) {
    const p = segments(o);
    if (p.length === l.length && (p.length < 2 || p[0] === l[0])) return true;
  }
  return false;
}
/** A heading that reads as an article's headline: four words, or eight Han characters. A section's
 *  "Instructions" or "Comments" does not. */
const headlineLike = (text: string): boolean => latinWords(text) >= 4 || hanCount(text) >= 8;
/** A listicle's numbered item ("5. …", "3) …"): part of the article, not another one. */
const NUMBERED = /^\s*\d+\s*[.):]/;

/** Does a heading's text name one of the page's headlines (one covering most of the other)? */
function namesHeadline(text: string, headlines: readonly string[]): boolean {
  const t = comparable(text);
  if (t.length < 8) return false;
  return headlines.some((h) => {
    const c = comparable(h);
    const [short, long] = c.length < t.length ? [c, t] : [t, c];
    return short.length >= SAME_HEADLINE * long.length && long.includes(short);
  });
}

/** What the feature reads of the page's head, prepared once. */
interface About {
  readonly head: PageAbout;
  readonly headline: Element | undefined;
  /** The headline element and its ancestors: what holds the headline, asked of every container
   *  without climbing from the headline each time. */
  readonly holdsHeadline: ReadonlySet<Element>;
  readonly base: string | undefined;
  readonly urls: ReadonlySet<string>;
  /** The page's budget: every container, heading and climb checks it (a page nested thousands
   *  deep makes each of them cost as much as the page). */
  readonly deadline: Deadline;
}

const STAGE = 'evidence';

/** Is a container the page's own article: it holds the headline element, or its first heading
 *  names the page's headline, or one of its links or data-url attributes is the page's address? */
function isOwn(el: Element, about: About): boolean {
  about.deadline.check(STAGE);
  if (about.holdsHeadline.has(el)) return true;
  const h = el.querySelector(HEADING);
  if (h && namesHeadline(h.textContent ?? '', about.head.headlines)) return true;
  for (const attr of ['data-url', 'data-href', 'data-permalink', 'data-canonical']) {
    const k = addressKey(el.getAttribute(attr), about.base);
    if (k && about.urls.has(k)) return true;
  }
  for (const a of Array.from(el.querySelectorAll('a[href]'))) {
    about.deadline.tick(STAGE);
    // A fragment ("#", "#comments") points at the page it is on, whichever article holds it.
    const href = a.getAttribute('href') ?? '';
    if (href.trim().startsWith('#')) continue;
    const k = addressKey(href, about.base);
    if (k && about.urls.has(k) && wordCount(a.textContent ?? '') >= 3) return true;
  }
  return false;
}

/** The page's article containers: <article> elements and elements marked with an article's
 *  schema.org type. */
function articleContainers(doc: Document): Element[] {
  return Array.from(doc.querySelectorAll('article, [itemtype]')).filter((el) => el.localName === 'article' || ARTICLE_TYPE.test(el.getAttribute('itemtype') ?? ''));
}

/** Story cards: a heading linked to another page of the site the page is on, grown to the largest
 *  ancestor that starts with it (KICKER_WORDS words before it at most) and holds no other heading
 *  nor the page's headline, when that ancestor carries CARD_WORDS words of its own besides the
 *  heading. Only cards that stand beside another card of the same parent count: a related block
 *  lists several, while a linked subhead inside an article stands alone. */
function storyCards(doc: Document, about: About): Element[] {
  const hosts = new Set(Array.from(about.urls, hostOf));
  // Only where the page's own headline is known: a card is told from the article by it.
  if (!hosts.size || !about.headline) return [];
  const byParent = new Map<Element | null, Element[]>();
  const link = (e: Element): boolean => e.localName === 'a' && e.hasAttribute('href');
  for (const h of Array.from(doc.querySelectorAll(CARD_HEADING))) {
    about.deadline.check(STAGE);
    const a = h.querySelector('a[href]') ?? closestWhere(h, link, about.deadline, STAGE);
    const key = addressKey(a?.getAttribute('href'), about.base);
    if (!a || !key || about.urls.has(key) || !hosts.has(hostOf(key)) || !sameShape(key, about.urls)) continue;
    const text = h.textContent ?? '';
    if (!headlineLike(text) || NUMBERED.test(text) || wordCount(a.textContent ?? '') < 0.8 * wordCount(text) || namesHeadline(text, about.head.headlines)) continue;
    let card: Element = h;
    for (let p = card.parentElement; p && p.localName !== 'body'; p = p.parentElement) {
      about.deadline.check(STAGE);
      if (about.holdsHeadline.has(p) || p.querySelectorAll(CARD_HEADING).length > 1) break;
      const all = p.textContent ?? '';
      if (wordCount(all.slice(0, Math.max(0, all.indexOf(text)))) > KICKER_WORDS) break;
      card = p;
    }
    if (card === h || wordCount(card.textContent ?? '') - wordCount(text) < CARD_WORDS) continue;
    const list = byParent.get(card.parentElement) ?? [];
    list.push(card);
    byParent.set(card.parentElement, list);
  }
  return Array.from(byParent.values()).flatMap((cards) => (cards.length >= 2 ? cards : []));
}

/** h_about of every unit: 1 inside another article, 0 elsewhere; undefined when the page says
 *  nothing of other articles (a live blog, no container that is the page's, none that is not). */
export function aboutFeature(page: Page): number[] | undefined {
  const head = page.head.about;
  if (head.liveBlog) return undefined;
  const base = page.head.baseUrl ?? head.urls[0];
  const urls = new Set(head.urls.map((u) => addressKey(u, undefined)).filter((k): k is string => k !== undefined));
  const headline = page.head.headline;
  if (!headline && !head.headlines.length && !urls.size) return undefined;
  const deadline = page.deadline;
  const about: About = { head, headline, holdsHeadline: new Set(headline ? ancestorsOf(headline, deadline, STAGE) : []), base, urls, deadline };
  const containers = articleContainers(page.doc);
  // The containers speak only when the page's headline stands in one of them: a headline above
  // an <article> that holds the body alone leaves every container's standing unknown.
  const placed = containers.some((el) => about.holdsHeadline.has(el));
  let own = placed ? containers.filter((el) => isOwn(el, about)) : [];
  // A headline in a banner of its own (the body in another container) says nothing either.
  const ownWords = own.reduce((n, el) => {
    deadline.check(STAGE);
    return n + wordCount(el.textContent ?? '');
  }, 0);
  if (ownWords < OWN_WORDS) own = [];
  const ownSet = new Set(own);
  // Does one of `a` and `b` hold the other? Both climbs tick the budget.
  const nested = (a: Element, b: Element): boolean => containsNode(a, b, deadline, STAGE) || containsNode(b, a, deadline, STAGE);
  // The other articles: headed containers apart from the page's (neither holding it nor inside it).
  // Another article opens with its headline (a kicker or a time before it at most); an <article>
  // whose first heading comes after prose is a body with subheads.
  const headed = (el: Element): boolean => {
    deadline.check(STAGE);
    const h = el.querySelector(HEADING)?.textContent ?? '';
    const all = el.textContent ?? '';
    return headlineLike(h) && wordCount(all.slice(0, Math.max(0, all.indexOf(h)))) <= KICKER_WORDS;
  };
  // Without the page's own container, no other one can be told from it.
  const others = own.length ? containers.filter((el) => !ownSet.has(el) && headed(el) && !own.some((o) => nested(o, el))) : [];
  // A card inside the page's own article is one of its items (a roundup of the site's posts).
  for (const card of storyCards(page.doc, about)) if (!own.some((o) => nested(card, o))) others.push(card);
  // The next stories of a feed that are blocks beside the page's own rather than <article>s. A page
  // with no headline element (an older portal's title in <b><font size=4>) is read from the element
  // that shows one of its declared headlines.
  const shown = headline ?? shownHeadline(page.doc, head.headlines, deadline);
  if (shown) {
    const ownAddress = (href: string): boolean | undefined => {
      const k = addressKey(href, about.base);
      return k === undefined ? undefined : about.urls.has(k);
    };
    const namesOwn = (text: string): boolean => namesHeadline(text, head.headlines);
    // A story block may stand inside the page's own <article> (a feed printed in its wrapper), but
    // never holds it.
    for (const block of storyBlocks({ headline: shown, ownAddress, namesHeadline: namesOwn, deadline }))
      if (!others.some((o) => nested(o, block)) && !own.some((o) => containsNode(block, o, deadline, STAGE))) others.push(block);
  }
  if (!others.length) return undefined;
  const inOther = insideAny(others, deadline, STAGE);
  return page.units.map((u) => (inOther(u.element) ? 1 : 0));
}

/** Text nodes looked at for a shown headline: a page's headline stands near its top. */
const SHOWN_HEADLINE_NODES = 3000;

/** The element whose whole text is one of the page's declared headlines (eight characters or
 *  more), among the first SHOWN_HEADLINE_NODES text nodes: a headline set in type rather than in a
 *  heading element. */
function shownHeadline(doc: Document, headlines: readonly string[], deadline: Deadline): Element | undefined {
  const wanted = new Set(headlines.map(comparable).filter((h) => h.length >= 8));
  if (!wanted.size) return undefined;
  const stack: Node[] = [doc.documentElement];
  let seen = 0;
  while (stack.length && seen < SHOWN_HEADLINE_NODES) {
    const n = stack.pop()!;
    if (n.nodeType === 3) {
      seen++;
      deadline.tick(STAGE);
      if (wanted.has(comparable(n.nodeValue ?? '')) && n.parentElement && n.parentElement.localName !== 'title') return n.parentElement;
      continue;
    }
    if (n.nodeType !== 1 || (n as Element).localName === 'head' || NEVER_SHOWN.has((n as Element).localName)) continue;
    for (let c = n.lastChild; c; c = c.previousSibling) stack.push(c);
  }
  return undefined;
}
