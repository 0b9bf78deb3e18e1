// Readers' comments (the `withComments` option): found by their markup, read one comment at a time,
// and taken only from text outside the article. The article is decided first, without comments;
// a thread may hold none of its units, so asking for comments can never move the article out
// (a post in `div.comment-body`, in a list shared with its replies, or in the page's
// only `<article>` went whole into comments).
import type { Comment, TextUnit } from '../core/types.js';
import { classAttribute } from './class-attribute.js';
import { COMMENTS, type CueReader, sectionHeading } from './cues.js';
import { attributeWords, HEADING_TAGS, tagOf } from './tags.js';
import {
  COMMENT_AUTHOR_WORDS as AUTHOR_WORDS,
  COMMENT_DATE_WORDS as DATE_WORDS,
  COMMENT_FORM_WORDS as FORM_WORDS,
  AUTHOR_BIO_WORDS as BIO_WORDS,
  AUTHOR_BIO_PAIRED_WORDS as BIO_PAIRED,
  COMMENT_META_WORDS as META_WORDS,
} from '../vocabulary/markup.js';
import { COMMENT_FORM_TEXT as FORM_TEXT, COMMENT_SAYS as SAYS, COMMENT_SAYS_WORDS as SAYS_WORDS } from '../vocabulary/multilingual.js';
import { COMMENT_OPENS_WITH_DATE as OPENS_WITH_DATE } from '../vocabulary/en.js';
import { COMMENT_ITEMTYPE } from '../vocabulary/markup.js';

/** Elements too wide to be a thread found by its heading alone. */
const NOT_THREADS = new Set(['html', 'body', 'main', 'article']);
/** Elements that are one comment each, whatever their class. */
const ITEM_TAGS = new Set(['li', 'article']);
/** Blocks that repeat once per comment when their class repeats among their siblings. */
const REPEATING_TAGS = new Set(['div', 'section', 'dl', 'table']);
const PUNCT = /[\s·•|,:：.-]/g;
/** Author and date lines are short; a long text is the comment itself. */
const META_MAX_CHARS = 80;

const wordsOf = (el: Element): string[] => [...attributeWords(classAttribute(el)), ...attributeWords(el.getAttribute('id') ?? '')];
const itemtype = (el: Element): string => el.getAttribute('itemtype') ?? '';
const isCommentType = (el: Element): boolean => COMMENT_ITEMTYPE.test(itemtype(el)) || (el.getAttribute('itemprop') ?? '').toLowerCase() === 'comment';

function isBio(words: readonly string[]): boolean {
  return words.some((w) => BIO_WORDS.has(w)) || (words.includes('author') && words.some((w) => BIO_PAIRED.has(w)));
}

/** Comment threads with no class or id to name them: the parent of a comments heading
 *  ("网友评论（共5条）", "Readers' comments") that is not a link. */
function headedThreads(units: readonly TextUnit[]): Set<Element> {
  const threads = new Set<Element>();
  for (const u of units) {
    if (!u.element || sectionHeading(u.text) !== 'comments' || u.linkText.length * 2 >= u.text.length) continue;
    const parent = u.element.parentElement;
    if (parent && !NOT_THREADS.has(tagOf(parent))) threads.add(parent);
  }
  return threads;
}

/** Is `el` one comment: a schema.org Comment, a list item or article of the thread, or a block
 *  whose tag and class repeat among its siblings (one `div.comment-item` per comment)? */
function isItem(el: Element): boolean {
  if (isCommentType(el) || ITEM_TAGS.has(tagOf(el))) return true;
  const cls = classAttribute(el);
  if (!cls || !REPEATING_TAGS.has(tagOf(el))) return false;
  for (const s of Array.from(el.parentElement?.children ?? [])) if (s !== el && tagOf(s) === tagOf(el) && classAttribute(s) === cls) return true;
  return false;
}

/** The comment `el` belongs to: its nearest item up to the thread root, or null. */
function itemOf(el: Element, thread: Element): Element | null {
  for (let e: Element | null = el; e; e = e.parentElement) {
    if (isItem(e)) return e;
    if (e === thread) return null;
  }
  return null;
}

/** Text of the first element of `item` (not of a reply inside it) that `match` accepts, the
 *  innermost when they nest ("comment-author vcard" around "fn"). */
function markedText(item: Element, thread: Element, match: (el: Element) => boolean, read: (el: Element) => string): { el: Element; text: string } | undefined {
  let found: Element | undefined;
  for (const el of Array.from(item.querySelectorAll('*'))) {
    if (itemOf(el, thread) !== item || !match(el)) continue;
    if (found && !found.contains(el)) break;
    found = el;
  }
  if (!found) return undefined;
  const text = read(found).replace(/\s+/g, ' ').trim();
  return text && text.length <= META_MAX_CHARS ? { el: found, text } : undefined;
}

const isAuthor = (el: Element): boolean => {
  const prop = (el.getAttribute('itemprop') ?? '').toLowerCase();
  if (prop === 'author' || prop === 'creator' || (prop === 'name' && el.closest('[itemprop=author],[itemprop=creator]'))) return true;
  return tagOf(el) === 'cite' || wordsOf(el).some((w) => AUTHOR_WORDS.has(w));
};
const isDate = (el: Element): boolean => {
  const prop = (el.getAttribute('itemprop') ?? '').toLowerCase();
  if (tagOf(el) === 'time' || prop === 'datecreated' || prop === 'datepublished') return true;
  const words = wordsOf(el);
  return words.some((w) => DATE_WORDS.has(w)) || (words.some((w) => META_WORDS.has(w)) && OPENS_WITH_DATE.test(el.textContent ?? ''));
};
const dateOf = (el: Element): string => el.getAttribute('datetime') ?? el.getAttribute('content') ?? el.textContent ?? '';
/** An author element's name, without a trailing "says:" ("Ana says:", "老王说："). */
function authorOf(el: Element): string {
  let t = (el.textContent ?? '').trim();
  while (t.endsWith(':') || t.endsWith('：')) t = t.slice(0, -1).trimEnd();
  const said = SAYS_WORDS.find((w) => t.toLowerCase().endsWith(w) && (t.length === w.length || /[\s\u3400-\u9fff]/.test(t[t.length - w.length - 1]!)));
  return said ? t.slice(0, t.length - said.length).trim() : t;
}

/** Is the unit the thread's furniture: its heading (a comments heading, or any h1–h6: "3 thoughts
 *  on …"), a control that is all links ("Reply"), the
 *  reply form, or an author's bio? Only the elements between the unit and the thread root count:
 *  some pages wrap their whole body in one form. */
function isFurniture(u: TextUnit, thread: Element): boolean {
  if (sectionHeading(u.text) === 'comments' || u.linkText.length >= u.text.length) return true;
  if (u.text.length < 200 && FORM_TEXT.test(u.text.trim())) return true;
  for (let e: Element | null = u.element; e; e = e.parentElement) {
    const tag = tagOf(e);
    if (HEADING_TAGS.has(tag) || tag === 'form' || tag === 'label' || tag === 'button' || tag === 'textarea') return true;
    const words = wordsOf(e);
    if (words.some((w) => FORM_WORDS.has(w)) || isBio(words)) return true;
    if (e === thread) break;
  }
  return false;
}

/** The thread a unit outside the article sits in: its outermost ancestor named a thread (by class
 *  or id words, a comments heading, or schema.org's Comment) below every element that holds a
 *  unit of the article. */
function threadOf(u: TextUnit, holdsArticle: ReadonlySet<Element>, headed: ReadonlySet<Element>, cue: CueReader): Element | null {
  let thread: Element | null = null;
  for (let e: Element | null = u.element; e && !holdsArticle.has(e); e = e.parentElement) {
    if (cue(e) === COMMENTS || headed.has(e) || isCommentType(e)) thread = e;
  }
  return thread;
}

/** The readers' comments of the page, in page order, from the units that are not `article`'s. */
export function findComments(units: readonly TextUnit[], article: ReadonlySet<TextUnit>, cue: CueReader): Comment[] {
  const holdsArticle = new Set<Element>();
  for (const u of article) for (let e: Element | null = u.element; e && !holdsArticle.has(e); e = e.parentElement) holdsArticle.add(e);
  const headed = headedThreads(units);
  // Each comment's units in page order; a unit outside any marked comment is a comment of its own.
  const groups = new Map<Element | TextUnit, { item: Element | null; thread: Element; units: TextUnit[] }>();
  for (const u of units) {
    if (!u.element || article.has(u)) continue;
    const thread = threadOf(u, holdsArticle, headed, cue);
    if (!thread || isFurniture(u, thread)) continue;
    const item = itemOf(u.element, thread);
    const key = item ?? u;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { item, thread, units: [] }));
    g.units.push(u);
  }
  const out: Comment[] = [];
  for (const { item, thread, units: us } of groups.values()) {
    const author = item ? markedText(item, thread, isAuthor, authorOf) : undefined;
    const date = item ? markedText(item, thread, isDate, dateOf) : undefined;
    const metaText = [author, date].flatMap((m) => (m ? [m.el.textContent ?? ''] : []));
    const lines = us.filter((u) => !isMetaLine(u, author?.el, date?.el, metaText)).map((u) => u.text);
    if (lines.length === 0) continue;
    // Author and date first, as a reader sees them.
    out.push({ ...(author ? { author: author.text } : {}), ...(date ? { date: date.text } : {}), text: lines.join('\n') });
  }
  return out;
}

/** Is the unit only the comment's author or date line ("Ana says:", "May 17, 2024 at 3:02 pm")? */
function isMetaLine(u: TextUnit, author: Element | undefined, date: Element | undefined, metaText: readonly string[]): boolean {
  const touches = (m: Element | undefined): boolean => !!m && (u.element === m || u.element.contains(m) || m.contains(u.element));
  if (!touches(author) && !touches(date)) return false;
  let rest = u.text;
  for (const t of metaText) for (const part of t.split(/\s+/).filter(Boolean)) rest = rest.replace(part, '');
  const left = rest.replace(PUNCT, '');
  return SAYS.test(left) || left.length <= 3;
}
