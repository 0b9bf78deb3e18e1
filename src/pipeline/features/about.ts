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
import { comparable } from '../../metadata/text.js';

/** schema.org types of an article, as microdata's itemtype names them. */
const ARTICLE_TYPE = /schema\.org\/(?:\w*Article|\w*BlogPosting|Report)\b/i;
const HEADING = 'h1, h2, h3';
/** Words outside its heading that make a story card a story, not a teaser. */
const CARD_WORDS = 30;
/** Share of the longer of two headlines that the shorter must cover to name the same article. */
const SAME_HEADLINE = 0.6;

/** Host and path of an address, without www., query, fragment or a trailing slash. */
function addressKey(href: string | null | undefined, base: string | undefined): string | undefined {
  if (!href) return undefined;
  try {
    const u = base ? new URL(href.trim(), base) : new URL(href.trim());
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    return `${u.hostname.replace(/^www\./, '')}${u.pathname.replace(/\/+$/, '')}`;
  } catch {
    return undefined;
  }
}

const hostOf = (key: string): string => key.slice(0, key.indexOf('/') < 0 ? key.length : key.indexOf('/'));
const wordCount = (s: string): number => (s.match(/[\p{L}\p{N}]+/gu) ?? []).length;

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
  readonly base: string | undefined;
  readonly urls: ReadonlySet<string>;
}

/** Is a container the page's own article: it holds the headline element, or its first heading
 *  names the page's headline, or one of its links or data-url attributes is the page's address? */
function isOwn(el: Element, about: About): boolean {
  if (about.headline && el.contains(about.headline)) return true;
  const h = el.querySelector(HEADING);
  if (h && namesHeadline(h.textContent ?? '', about.head.headlines)) return true;
  for (const attr of ['data-url', 'data-href', 'data-permalink', 'data-canonical']) {
    const k = addressKey(el.getAttribute(attr), about.base);
    if (k && about.urls.has(k)) return true;
  }
  for (const a of Array.from(el.querySelectorAll('a[href]'))) {
    const k = addressKey(a.getAttribute('href'), about.base);
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
 *  ancestor that holds no other heading nor the page's headline, when that ancestor carries
 *  CARD_WORDS words of its own besides the heading. */
function storyCards(doc: Document, about: About): Element[] {
  const hosts = new Set(Array.from(about.urls, hostOf));
  if (!hosts.size) return [];
  const cards: Element[] = [];
  for (const h of Array.from(doc.querySelectorAll(HEADING))) {
    const a = h.querySelector('a[href]') ?? h.closest('a[href]');
    const key = addressKey(a?.getAttribute('href'), about.base);
    if (!a || !key || about.urls.has(key) || !hosts.has(hostOf(key))) continue;
    const text = h.textContent ?? '';
    if (wordCount(a.textContent ?? '') < 0.8 * wordCount(text) || namesHeadline(text, about.head.headlines)) continue;
    let card: Element = h;
    for (let p = card.parentElement; p && p.localName !== 'body'; p = p.parentElement) {
      if ((about.headline && p.contains(about.headline)) || p.querySelectorAll(HEADING).length > 1) break;
      card = p;
    }
    if (wordCount(card.textContent ?? '') - wordCount(text) >= CARD_WORDS) cards.push(card);
  }
  return cards;
}

/** h_about of every unit: 1 inside another article, 0 elsewhere; undefined when the page says
 *  nothing of other articles (a live blog, no container that is the page's, none that is not). */
export function aboutFeature(page: Page): number[] | undefined {
  const head = page.head.about;
  if (head.liveBlog) return undefined;
  const base = page.head.baseUrl ?? head.urls[0];
  const urls = new Set(head.urls.map((u) => addressKey(u, undefined)).filter((k): k is string => k !== undefined));
  const about: About = { head, headline: page.head.headline, base, urls };
  if (!about.headline && !head.headlines.length && !urls.size) return undefined;
  const containers = articleContainers(page.doc);
  const own = containers.filter((el) => isOwn(el, about));
  // The other articles: headed containers apart from the page's (neither holding it nor inside it).
  const others = containers.filter((el) => !own.includes(el) && el.querySelector(HEADING) !== null && !own.some((o) => o.contains(el) || el.contains(o)));
  if (containers.length && !own.length) others.length = 0;
  for (const card of storyCards(page.doc, about)) if (!own.some((o) => card.contains(o))) others.push(card);
  if (!others.length) return undefined;
  return page.units.map((u) => (others.some((o) => o.contains(u.element)) ? 1 : 0));
}
