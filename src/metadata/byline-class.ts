// Bylines the markup names by class or id (`byline`, `post-author`, `author-name`, `the-author`,
// …, collected by collect.ts): the element's short text, a label ("By", "Written by",
// "Author:") read off, is the writer's name. Readability reads the same marks; here a mark only
// proposes names that pass the name checks of author.ts, and a lone given name ("Kristin") only
// where the element holds nothing else.
import type { PageParts } from './collect.js';
import { inNoise } from './collect.js';
import { follows } from '../dom/ancestors.js';
import { englishNames, givenNames, loginName } from './name-en.js';
import { chineseNames } from './name-zh.js';
import { clean, HAN } from './text.js';
import { BYLINE_LABEL as LABEL, MONTH_GLUED_AFTER_NAME } from '../vocabulary/en.js';
import { HAN_BYLINE_LABEL } from '../vocabulary/zh.js';
import { SIDEBAR_SELECTOR as SIDEBAR } from '../vocabulary/markup.js';

/** Longer texts are a bio or a box of links, not a byline. */
const MAX_BYLINE = 100;
/** The hCard and hAtom marks of a post's writer (WordPress's `author vcard` … `url fn n`, a
 *  `rel=author` link, Genesis's `entry-author`). */
const HCARD = '.vcard, .fn, [rel~="author"], .entry-author';
/** The names in one byline element. */
export function bylineElementNames(el: Element): string[] {
  const text = clean(el.textContent);
  if (!text) return [];
  // An author box that holds a bio or a job beside the name: the name's own element.
  if (text.length > MAX_BYLINE) return boxName(el);
  if (HAN.test(text)) return chineseNames(text.replace(HAN_BYLINE_LABEL, ''));
  // "Jane DoeDec 5, 2024": the date's element set against the name.
  const bare = text.replace(LABEL, '').replace(MONTH_GLUED_AFTER_NAME, ' | ');
  const names = englishNames(bare);
  if (names.length) return names;
  const given = givenNames(bare);
  return given.length ? given : hcardName(el);
}

/** An hCard's name (`.vcard .fn`, WordPress's `author vcard` around an `url fn n` link, a
 *  `rel=author` link): the markup says the text names the post's writer, so a login or a one-word
 *  pen name counts ("infuy", "Kiersten") where the name checks want a capitalised full name. Never
 *  a label, a role or an address. */
function hcardName(el: Element): string[] {
  // The element is in the card (or is its name), or holds the card's name.
  const card = el.closest(HCARD) !== null;
  const inner = card ? (el.querySelector('.fn') ?? el) : el.querySelector(HCARD);
  if (!inner) return [];
  const login = loginName(clean(inner.textContent).replace(LABEL, ''));
  return login ? [login] : [];
}

/** The name in an author box: its first element marked as the name (`author-name`, `name`,
 *  itemprop=name) whose text is a name. */
function boxName(el: Element): string[] {
  const named = el.querySelectorAll('[class*="name"], [itemprop~="name"]');
  for (let i = 0; i < named.length && i < 8; i++) {
    const t = firstText(named[i]!);
    if (t && t.length <= MAX_BYLINE && !HAN.test(t)) {
      const names = englishNames(t.replace(LABEL, ''));
      if (names.length) return names;
    }
  }
  return [];
}

/** The element's first non-empty text node, cleaned: "Jane Doe" of <p>Jane Doe<span>Head
 *  Chef</span></p>. */
function firstText(el: Element): string {
  const walker = el.ownerDocument.createTreeWalker(el, 4);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const t = clean(n.textContent);
    if (t) return t;
  }
  return '';
}

/** The names of the first byline-marked element (outside page furniture) that gives any; the
 *  first after the headline (`headline`) when one is, since marks before it belong to menus and
 *  lists of other stories. */
export function bylineClassNames(parts: PageParts, headline?: Element): string[] {
  let before: string[] | undefined;
  for (const el of parts.bylines) {
    // A wrapper around another mark is read through that mark.
    if (inNoise(el) || parts.bylines.some((o) => o !== el && el.contains(o))) continue;
    const names = bylineElementNames(el);
    if (!headline || headline === el || follows(el, headline)) {
      // The first byline after the headline decides, even when it names nobody ("Staff
      // writer"): later marks are other stories' bylines.
      if (names.length || clean(el.textContent)) return names;
      continue;
    }
    if (!before && names.length) before = names;
  }
  return before ?? sidebarBoxNames(parts);
}

/** The name a sidebar's author box gives, when it is the page's only byline mark that names
 *  anyone: a blog prints its writer there ("About the author" over a name and a bio), and no other
 *  reader looks into sidebars. The sidebar itself must stand outside other furniture (a footer's
 *  or a comment thread's sidebar is no post's), and a second named mark there (a list of
 *  contributors) reads as no one's. */
function sidebarBoxNames(parts: PageParts): string[] {
  let found: string[] = [];
  for (const el of parts.bylines) {
    if (parts.bylines.some((o) => o !== el && el.contains(o))) continue;
    const side = el.closest(SIDEBAR);
    if (!side?.parentElement || inNoise(side.parentElement) || !inBox(el, side)) continue;
    const names = bylineElementNames(el);
    if (!names.length) continue;
    if (found.length) return [];
    found = names;
  }
  return found;
}

/** Is `el` in a box that holds more than its name (a bio, a photo) inside `side`? */
function inBox(el: Element, side: Element): boolean {
  for (let e = el.parentElement; e && e !== side; e = e.parentElement) if (clean(e.textContent).length > MAX_BYLINE) return true;
  return clean(el.textContent).length > MAX_BYLINE;
}
