// Writers named by links to their author page (`<a href="/author/jane-doe">Jane Doe</a>`), a
// place metascraper and defuddle read besides the marks (collect.ts gathers the links). The link's
// text, or its aria-label or title, is a name when it passes author.ts's name checks; a name the
// checks would not take (one word, lower case: "Amanda", "kirstin boatto") only when the page's
// own slug spells it, as the address then says who the page is about. The first such link after
// the headline decides; the author links beside it in the same byline are its co-writers.
import type { PageParts } from './collect.js';
import { inNoise } from './collect.js';
import { follows } from '../dom/ancestors.js';
import { englishNames, givenName } from './name-en.js';
import { isRoleWord } from './name-words.js';
import { clean, comparable, HAN } from './text.js';
import { AUTHOR_LINK_LABEL as LABEL, AUTHOR_LINK_BUTTON as LINK_LABEL } from '../vocabulary/en.js';
import { AUTHOR_HREF } from '../vocabulary/markup.js';

/** Longer link texts are a teaser or a bio, not a name. */
const MAX_LINK_TEXT = 80;
/** How far up from the first link the byline that holds the co-writers' links reaches. */
const BYLINE_DEPTH = 2;
/** More author links than this in one byline are a list of the site's writers. */
const MAX_BYLINE_LINKS = 4;
const MAX_NAMES = 10;

/** The words of an author page's slug: "/author/jane-doe/" → jane, doe. */
function slugWords(href: string): string[] {
  const m = AUTHOR_HREF.exec(href.slice(0, 400));
  if (!m) return [];
  let slug = m[1]!;
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // A broken escape: the slug as written.
  }
  return slug
    .toLowerCase()
    .replace(/\.[a-z]{2,5}$/, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The names one author link gives. */
export function linkNames(el: Element): string[] {
  const slug = slugWords(el.getAttribute('href') ?? '');
  const texts = [el.textContent, el.getAttribute('aria-label'), el.getAttribute('title')].map((t) => clean(t ?? '').replace(LABEL, ''));
  for (const text of texts) {
    // "Learn More", "View Profile", "See all posts": the link's label, not a name.
    if (!text || text.length > MAX_LINK_TEXT || HAN.test(text) || LINK_LABEL.test(text)) continue;
    const names = englishNames(text);
    if (names.length) return names;
    // A name the shape checks reject, spelt by the slug: every word of it is one of the slug's.
    const words = text.toLowerCase().split(/\s+/);
    if (words.length > 3 || !slug.length || !words.every((w) => slug.includes(w))) continue;
    // A given name alone only where it is the whole slug ("/author/amanda/"): a slug that says
    // more names someone the link calls by a short name.
    if (words.length === 1) {
      const given = slug.length === 1 ? givenName(text) : undefined;
      if (given) return [given];
    } else if (/^[\p{L}'’-]+(?: [\p{L}'’-]+){1,2}$/u.test(text) && !words.some(isRoleWord)) return [text];
  }
  return [];
}

/** The writers the author links name: those of the first link (outside page furniture) after the
 *  headline that names anyone, else of the first before it, with the other author links of the
 *  same byline (its element up to BYLINE_DEPTH levels up). */
export function authorLinkNames(parts: PageParts, headline?: Element): string[] {
  const links = parts.authorLinks.filter((el) => !inNoise(el));
  let first: Element | undefined;
  let before: Element | undefined;
  for (const el of links) {
    if (!linkNames(el).length) continue;
    if (!headline || follows(el, headline)) {
      first = el;
      break;
    }
    before ??= el;
  }
  first ??= before;
  if (!first) return [];
  let byline: Element = first;
  for (let i = 0; i < BYLINE_DEPTH && byline.parentElement; i++) byline = byline.parentElement;
  const out: string[] = [];
  const seen = new Set<string>();
  for (const el of links) {
    if (el !== first && !byline.contains(el)) continue;
    for (const n of linkNames(el)) {
      const key = comparable(n);
      if (!seen.has(key) && out.length < MAX_NAMES) {
        seen.add(key);
        out.push(n);
      }
    }
  }
  return out.length > MAX_BYLINE_LINKS ? [] : out;
}
