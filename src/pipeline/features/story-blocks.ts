// The other stories of a feed that are not <article> elements: an endless page appends the next
// stories as blocks shaped like the page's own (a <div> or <section> each, a headline, a dateline
// or byline, a body), siblings of the block that holds the page's headline, of its tag and class.
// A block beside the page's own is another story when it opens with a headline of its own and
// says so: a date line under its headline, or an address of another page in its data-url. A
// subhead of the same article says neither. Read by h_about (about.ts).
import { NO_DEADLINE, type Deadline } from '../../core/budget.js';
import { containsNode, follows } from '../../dom/ancestors.js';
import { NEVER_SHOWN } from '../../dom/readable-text.js';
import { HEADING_TAGS } from '../../dom/tags.js';
import { CREDIT_IN_LINE, DATE_LINE_DATE, DATE_LINE_EXTRAS, PAGE_TYPE_DATE, STORY_CREDIT_LINE } from '../../vocabulary/multilingual.js';

/** Headings a story block may open with; also the markup of the page's own headline where that is
 *  no heading element (an older portal's `<div class="title">`: its next stories' titles share it). */
const STORY_HEADING = 'h1, h2, h3, h4';

/** The selector of a story's heading on a page whose headline is `headline`. */
function headingSelector(headline: Element): string {
  const tag = headline.localName;
  if (HEADING_TAGS.has(tag) || !/^[a-z][a-z0-9]*$/.test(tag)) return STORY_HEADING;
  const cls = shapeOf(headline);
  return `${STORY_HEADING}, ${tag}${cls ? `[class~="${cls.replace(/["\\]/g, '\\$&')}"]` : ''}`;
}
/** Words outside its headline that make a block a story, not a teaser. */
const STORY_WORDS = 30;
/** Words the block holding the page's headline must hold to be its article, not its banner. */
const OWN_WORDS = 80;
/** Words a block may show before its headline: a kicker, a section label. */
const KICKER_WORDS = 4;
/** Lines after the headline where a story's date line stands, and the longest such line. */
const DATELINE_LINES = 3;
export const DATELINE_CHARS = 100;
/** Attributes in which an endless feed writes each story's address. */
const ADDRESS_ATTRIBUTES = ['data-url', 'data-href', 'data-permalink', 'data-canonical', 'data-article-url', 'data-share-url'];
/** A listicle's numbered item ("5. …"): part of the article, not another one. */
const NUMBERED = /^\s*\d+\s*[.):]/;
/** Levels above the headline where the page's story block may stand: each level asks for its
 *  text, so a page nested thousands deep must not be climbed whole. */
const MAX_CLIMB = 8;
const STAGE = 'evidence';

const HAN = /\p{Script=Han}/gu;
const hanCount = (s: string): number => (s.match(HAN) ?? []).length;
const latinWords = (s: string): number => (s.replace(HAN, ' ').match(/[\p{L}\p{N}]+/gu) ?? []).length;
const wordCount = (s: string): number => hanCount(s) + latinWords(s);
/** A heading that reads as an article's headline: four words, or eight Han characters. */
export const headlineLike = (text: string): boolean => !NUMBERED.test(text) && (latinWords(text) >= 4 || hanCount(text) >= 8);

/** What the caller knows of the page: its headline element, whether an address is one of the
 *  page's own (its canonical, og:url), and whether a heading names the page's headline. */
export interface StoryPage {
  readonly headline: Element;
  readonly ownAddress: (href: string) => boolean | undefined;
  readonly namesHeadline: (text: string) => boolean;
  /** The page's budget, checked at each block looked at (each reads the block's whole text). */
  readonly deadline?: Deadline;
}

/** The first `max` text lines of an element: its text nodes' trimmed texts, in order, empty ones
 *  left out. Iterative: a page may nest thousands deep. */
function lines(el: Element, max: number): string[] {
  const out: string[] = [];
  const stack: Node[] = [el];
  while (stack.length && out.length < max) {
    const n = stack.pop()!;
    if (n.nodeType === 3) {
      const t = (n.nodeValue ?? '').trim();
      if (t) out.push(t);
      continue;
    }
    if (n.nodeType !== 1 || NEVER_SHOWN.has((n as Element).localName)) continue;
    for (let c = n.lastChild; c; c = c.previousSibling) stack.push(c);
  }
  return out;
}

/** Is the text before a story's headline a kicker: a section label of a few words, or the story's
 *  date or credit line set above its headline ("By Jane Doe · 21 May 2024")? */
function kicker(before: string): boolean {
  const t = before.trim();
  return wordCount(t) <= KICKER_WORDS || (t.length <= DATELINE_CHARS && (dateLine(t) || STORY_CREDIT_LINE.test(t)));
}

/** Characters of the text before a heading read for its kicker: more is no kicker. */
const BEFORE_CHARS = 2 * DATELINE_CHARS;

/** The text `el` shows before its descendant `h` outside links (its text nodes in order, not a
 *  <style>'s or a <script>'s (NEVER_SHOWN), which textContent counts; a breadcrumb trail's or a share bar's
 *  links are no kicker's words), BEFORE_CHARS at most. */
function textBefore(el: Element, h: Element): string {
  let out = '';
  const stack: Node[] = [el];
  while (stack.length && out.length <= BEFORE_CHARS) {
    const n = stack.pop()!;
    if (n === h) break;
    if (n.nodeType === 3) {
      out += `${n.nodeValue ?? ''} `;
      continue;
    }
    if (n.nodeType !== 1 || NEVER_SHOWN.has((n as Element).localName) || ((n as Element).localName === 'a' && !(n as Element).contains(h))) continue;
    for (let c = n.lastChild; c; c = c.previousSibling) stack.push(c);
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Does `el` open with a headline (a kicker at most before it) and carry a story's body? Its
 *  heading when it does. */
function storyHeading(el: Element, selector: string): Element | undefined {
  const h = el.querySelector(selector);
  if (!h) return undefined;
  const text = h.textContent ?? '';
  if (!headlineLike(text) || !kicker(textBefore(el, h))) return undefined;
  if (wordCount(el.textContent ?? '') - wordCount(text) < STORY_WORDS) return undefined;
  return h;
}

/** Does a block's data-url name another page (true), the page's own (false), or none (undefined)? */
function namesOtherPage(el: Element, page: StoryPage): boolean | undefined {
  for (const attr of ADDRESS_ATTRIBUTES) {
    const v = el.getAttribute(attr);
    const own = v ? page.ownAddress(v) : undefined;
    if (own !== undefined) return !own;
  }
  return undefined;
}

/** Does a block say it is a story of its own: the address of another page, or, with no address,
 *  a date line or a credit line (a writer, a reading time) under its headline or just above it?
 *  (A <time> anywhere in it says nothing: a documentation page's body ends with its "last
 *  modified" date.) */
function storySigns(el: Element, h: Element, page: StoryPage, dated: (line: string) => boolean = (l) => DATE_LINE_DATE.test(l)): boolean {
  const other = namesOtherPage(el, page);
  if (other !== undefined) return other;
  // The lines right after the headline.
  const after = lines(el, 40);
  const headText = (h.textContent ?? '').trim();
  const from = after.findIndex((l) => headText.endsWith(l));
  const sign = (l: string): boolean => l.length <= DATELINE_CHARS && (dated(l) || STORY_CREDIT_LINE.test(l));
  return from >= 0 && (after.slice(from + 1, from + 1 + DATELINE_LINES).some(sign) || after.slice(0, from).some(sign));
}

/** A block's shape as its markup names it: its first class (a feed's stories share one; a page's
 *  header and body do not). */
const shapeOf = (el: Element): string => (el.getAttribute('class') ?? '').trim().split(/\s+/)[0] ?? '';

/** The blocks beside the page's own that are other stories: for the nearest ancestor of the
 *  headline that holds OWN_WORDS words (the page's story block), the siblings of the same tag that
 *  tag and first class that open with a headline of their own, carry a body and say they are
 *  stories (storySigns). Empty when none. */
export function storyBlocks(page: StoryPage): Element[] {
  const deadline = page.deadline ?? NO_DEADLINE;
  let own: Element | null = page.headline;
  for (let level = 0; own && own.localName !== 'body' && wordCount(own.textContent ?? '') < OWN_WORDS; level++) own = level < MAX_CLIMB ? own.parentElement : null;
  if (!own || own.localName === 'body' || !own.parentElement) return [];
  // The page's own block must itself be shaped as a story: its headline first.
  const selector = headingSelector(page.headline);
  const ownHeading = storyHeading(own, selector);
  if (!ownHeading || !containsNode(ownHeading, page.headline, deadline, STAGE)) return [];
  const out: Element[] = [];
  const kind = shapeOf(own);
  for (const sib of Array.from(own.parentElement.children)) {
    deadline.check(STAGE);
    if (sib === own || sib.localName !== own.localName || shapeOf(sib) !== kind) continue;
    const h = storyHeading(sib, selector);
    if (!h || page.namesHeadline(h.textContent ?? '')) continue;
    if (storySigns(sib, h, page) || sameTemplate(sib, own)) out.push(sib);
  }
  for (const block of [...laterStories(own, selector, page, deadline), ...innerStories(own, selector, page, deadline)])
    if (!out.some((o) => containsNode(o, block, deadline, STAGE) || containsNode(block, o, deadline, STAGE))) out.push(block);
  return out;
}

/** Words a date line may hold besides its date ("Published", "Updated 3:10 pm"). */
const DATE_LINE_WORDS = 4;

/** A line that is a whole date and little else (a time, a blog post's labelled tags), or a date
 *  and the story's credit ("Posted on 19 May 2024 by Jane Doe"): not a year alone (a subhead of the article over
 *  "He was born in 1952."), nor a teaser's title that holds a date ("… opens on March 8, 2019"). */
function dateLine(line: string): boolean {
  const m = PAGE_TYPE_DATE.exec(line);
  if (m === null) return false;
  const rest = line.replace(m[0], ' ');
  return CREDIT_IN_LINE.test(rest) || wordCount(rest.replace(DATE_LINE_EXTRAS, ' ')) <= DATE_LINE_WORDS;
}

/** Classed children two story blocks must share to be one template's. */
const TEMPLATE_PARTS = 3;

/** The first classes of a block's children ("story-title": the page's h1 and a next story's h2). */
function parts(el: Element): Set<string> {
  const out = new Set<string>();
  for (const c of Array.from(el.children)) {
    const cls = shapeOf(c);
    if (cls) out.add(cls);
  }
  return out;
}

/** Is a sibling the page's story block rendered again by the same template: its classed children
 *  (a title, a meta line, a text, a share bar) all among the page block's, three at least? A feed's
 *  next story is; a section of the same article, an h2 over paragraphs, has no such parts. */
function sameTemplate(sib: Element, own: Element): boolean {
  const mine = parts(own);
  const theirs = parts(sib);
  return theirs.size >= TEMPLATE_PARTS && [...theirs].every((p) => mine.has(p));
}

/** Headings after the page's own block looked at for stories of their own: each grows by a climb
 *  (MAX_CLIMB levels at most) that reads text, so a page of thousands of headings is not read whole. */
const MAX_LATER_HEADINGS = 200;

/** The headings after `own` (not inside it), in page order. querySelectorAll gives the page's
 *  headings in page order, so those after own's start are a run at its end and those inside own
 *  open that run: two bisections find where it starts, a few climbs however many headings. */
function headingsAfter(own: Element, selector: string, deadline: Deadline): Element[] {
  const all = Array.from(own.ownerDocument.querySelectorAll(selector));
  const firstWhere = (from: number, test: (h: Element) => boolean): number => {
    let lo = from;
    let hi = all.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (test(all[mid]!)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const start = firstWhere(0, (h) => follows(h, own, deadline, STAGE));
  return all.slice(firstWhere(start, (h) => !containsNode(own, h, deadline, STAGE)));
}

/** Stories after the page's own block that are not its siblings: a feed whose next stories stand
 *  in a container of their own ("Up next") or carry another class than the page's. A story there
 *  is the largest block that opens with a headline of its own (not the page's), holds no other
 *  heading, carries a body and says it is a story (storySigns). */
function laterStories(own: Element, selector: string, page: StoryPage, deadline: Deadline): Element[] {
  return storiesAt(headingsAfter(own, selector, deadline), { selector, page, deadline, dated: dateLine });
}

/** Stories appended inside the page's own block after its article (a feed or a "More stories"
 *  section printed in the article's wrapper): read as laterStories reads them, below the page's
 *  headline and its article inside the block, but signed by a credit line only (a byline, a
 *  reading time, 作者：).
 *  A date line under a subhead is an article's own (a timeline's "March 3, 2019"); a byline under
 *  one is another story's. */
function innerStories(own: Element, selector: string, page: StoryPage, deadline: Deadline): Element[] {
  const headings = new Set(Array.from(own.querySelectorAll(selector)));
  // Only headings with the article between them and the page's headline: OWN_WORDS words of
  // unlinked text (a story under a site's banner taken for the headline has links between).
  const after: Element[] = [];
  let started = false;
  let prose = 0;
  const stack: [Node, boolean][] = [[own, false]];
  while (stack.length) {
    const [n, linked] = stack.pop()!;
    deadline.tick(STAGE);
    if (n === page.headline) {
      started = true;
      continue;
    }
    if (n.nodeType === 3) {
      if (started && !linked) prose += wordCount(n.nodeValue ?? '');
      continue;
    }
    if (n.nodeType !== 1 || NEVER_SHOWN.has((n as Element).localName)) continue;
    if (started && headings.has(n as Element) && prose >= OWN_WORDS) after.push(n as Element);
    const inLink = linked || (n as Element).localName === 'a';
    for (let c = n.lastChild; c; c = c.previousSibling) stack.push([c, inLink]);
  }
  return storiesAt(after, { selector, page, deadline, within: own, dated: () => false });
}

/** How storiesAt reads headings: the story headings' selector, the page, its budget, the element
 *  a story block stays below (none: the page's body), and which lines under a heading are date lines. */
interface StoryReading {
  readonly selector: string;
  readonly page: StoryPage;
  readonly deadline: Deadline;
  readonly within?: Element;
  readonly dated: (line: string) => boolean;
}

/** The story blocks of `headings` (in page order, MAX_LATER_HEADINGS at most): each heading grown
 *  to the largest block that opens with it and holds no other heading, below `within` when given,
 *  kept when it carries a body and storySigns says it is a story. */
function storiesAt(headings: readonly Element[], { selector, page, deadline, within, dated }: StoryReading): Element[] {
  const out: Element[] = [];
  for (const h of headings.slice(0, MAX_LATER_HEADINGS)) {
    deadline.check(STAGE);
    const text = h.textContent ?? '';
    if (!headlineLike(text) || page.namesHeadline(text)) continue;
    let block: Element = h;
    for (let p = h.parentElement, level = 0; p && p !== within && p.localName !== 'body' && level < MAX_CLIMB; p = p.parentElement, level++) {
      deadline.check(STAGE);
      if (p.querySelectorAll(selector).length > 1) break;
      if (!kicker(textBefore(p, h))) break;
      block = p;
    }
    if (block === h || wordCount(block.textContent ?? '') - wordCount(text) < STORY_WORDS || !storySigns(block, h, page, dated)) continue;
    if (!out.some((o) => containsNode(o, block, deadline, STAGE))) out.push(block);
  }
  return out;
}
