// A forum thread's or a Q&A page's posts, each with its poster, its time and its text, in page
// order: the `posts` of a result whose page type is forum. Read off the structure every thread
// has, no site's names: one parent holding two or more siblings of one tag and class (digits and
// the words of a post's role, question or answer, apart), most of them naming a poster (an element
// whose class says author or user name, or a link to a user's profile) or a time, each with text
// of its own. A post's text is its largest part that holds neither its poster nor its time (the
// message cell beside the poster's cell), without the thread's controls (reply, quote, report).
import type { LivePost } from '../core/types.js';
import { NO_DEADLINE, type Deadline } from '../core/budget.js';
import { SHOWN_DATE } from '../vocabulary/multilingual.js';
import { THREAD_CONTROLS } from '../vocabulary/multilingual.js';
import { POST_AUTHOR_WORDS as AUTHOR_WORDS, PROFILE_HREF, POST_ROLE_WORDS as ROLE_WORDS } from '../vocabulary/markup.js';

/** Fewest posts that make a thread. */
const MIN_POSTS = 2;
/** Share of a sibling group that must name a poster or a time. */
const NAMED_SHARE = 0.6;
/** A poster's name's most characters. */
const NAME_CHARS = 40;
/** The longest line read as a post's time. */
const TIME_CHARS = 80;
/** Elements whose text is a paragraph of a post. */
const BLOCKS = new Set(['P', 'LI', 'BLOCKQUOTE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'PRE', 'FIGCAPTION', 'DD', 'DT', 'TD', 'TH']);
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'BUTTON', 'FORM', 'SELECT', 'TEXTAREA', 'IMG', 'SVG']);

const squash = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();
const classWords = (el: Element): string[] => `${el.getAttribute('class') ?? ''} ${el.getAttribute('itemprop') ?? ''}`.toLowerCase().split(/\s+/).filter(Boolean);

/** The stage a page past its budget stops in. */
const STAGE = 'page parts';

/** The post's poster: the first element whose class says so, or the first profile link. */
function authorOf(post: Element, deadline: Deadline): { name: string; el: Element } | undefined {
  for (const el of Array.from(post.querySelectorAll('*'))) {
    deadline.tick(STAGE);
    const byClass = classWords(el).some((w) => AUTHOR_WORDS.has(w));
    const byLink = el.tagName === 'A' && PROFILE_HREF.test(el.getAttribute('href') ?? '');
    if (!byClass && !byLink) continue;
    const name = squash(el.textContent);
    if (name && name.length <= NAME_CHARS && !THREAD_CONTROLS.test(name) && !SHOWN_DATE.test(name)) return { name, el };
  }
  return undefined;
}

const isShortDate = (text: string): boolean => text.length <= TIME_CHARS && SHOWN_DATE.test(text);

/** The post's time: a `<time>` (its datetime when ISO) or the microdata's, else the first short
 *  leaf that holds a date. */
function timeOf(post: Element, deadline: Deadline): { time: string; el: Element } | undefined {
  const marked = post.querySelector('time, [itemprop="dateCreated"], [itemprop="datePublished"]');
  if (marked) {
    const iso = (marked.getAttribute('datetime') ?? marked.getAttribute('content') ?? '').trim();
    const shown = squash(marked.textContent);
    if (/^\d{4}-\d{2}-\d{2}/.test(iso)) return { time: iso, el: marked };
    if (shown) return { time: shown, el: marked };
  }
  for (const el of Array.from(post.querySelectorAll('*'))) {
    // Each element's whole text: in markup nested deep, every check counts.
    deadline.check(STAGE);
    if (SKIP.has(el.tagName)) continue;
    const text = squash(el.textContent);
    if (!text || text.length > TIME_CHARS) continue;
    const m = SHOWN_DATE.exec(text);
    // The innermost element that shows the date: a short post's whole row may be short too.
    if (m && !Array.from(el.children).some((c) => isShortDate(squash(c.textContent)))) return { time: m[0], el };
  }
  return undefined;
}

/** The lines of an element, each block's text once, without the parts left out. */
function lines(root: Element, leave: ReadonlySet<Element>, deadline: Deadline): string[] {
  const out: string[] = [];
  let run = '';
  const flush = (): void => {
    const line = squash(run);
    if (line && !THREAD_CONTROLS.test(line)) out.push(line);
    run = '';
  };
  const walk = (e: Element): void => {
    for (const node of Array.from(e.childNodes)) {
      deadline.tick(STAGE);
      if (node.nodeType === 3) {
        run += node.textContent ?? '';
        continue;
      }
      if (node.nodeType !== 1) continue;
      const c = node as Element;
      if (leave.has(c) || SKIP.has(c.tagName)) continue;
      if (c.tagName === 'BR') {
        flush();
        continue;
      }
      const block = BLOCKS.has(c.tagName) || c.tagName === 'DIV' || c.tagName === 'SECTION' || c.tagName === 'UL' || c.tagName === 'OL' || c.tagName === 'TABLE' || c.tagName === 'TR';
      if (block) flush();
      walk(c);
      if (block) flush();
    }
  };
  walk(root);
  flush();
  return out;
}

/** The post's message: its largest part that holds neither its poster nor its time (the post
 *  itself when every part holds one), as lines. */
function messageOf(post: Element, leave: readonly Element[], deadline: Deadline): string {
  let best: Element = post;
  let bestLength = -1;
  for (const el of Array.from(post.querySelectorAll('*'))) {
    deadline.check(STAGE);
    if (SKIP.has(el.tagName) || leave.some((x) => el.contains(x) || x.contains(el))) continue;
    const length = squash(el.textContent).length;
    if (length > bestLength) [best, bestLength] = [el, length];
  }
  return lines(bestLength > 0 ? best : post, new Set(leave), deadline).join('\n');
}

/** One post read: its poster, time and text; undefined when it has no text of its own. */
function readPost(post: Element, deadline: Deadline): LivePost | undefined {
  const author = authorOf(post, deadline);
  const time = timeOf(post, deadline);
  const text = messageOf(
    post,
    [author?.el, time?.el].filter((e): e is Element => e !== undefined),
    deadline,
  );
  if (!text) return undefined;
  return { time: time?.time ?? '', ...(author ? { author: author.name } : {}), text };
}

/** A sibling's kind: its tag and its class, digits and role words apart. */
function kindOf(el: Element): string {
  const cls = squash((el.getAttribute('class') ?? '').toLowerCase().replace(/\d+/g, '').replace(ROLE_WORDS, ''));
  const id = cls ? '' : (el.getAttribute('id') ?? '').replace(/\d+/g, '#');
  return `${el.tagName} ${cls} ${id}`;
}

/** The thread's posts in page order, or undefined when the page holds no thread. Every post
 *  read walks the post's elements and their text, so a page nested deep under many siblings
 *  costs elements × depth: `deadline` is checked at every element. */
export function threadPosts(doc: Document, deadline: Deadline = NO_DEADLINE): LivePost[] | undefined {
  const body = doc.querySelector('body');
  if (!body) return undefined;
  let best: LivePost[] = [];
  let bestChars = 0;
  for (const parent of [body, ...Array.from(body.querySelectorAll('*'))]) {
    deadline.tick(STAGE);
    if (parent.children.length < MIN_POSTS || SKIP.has(parent.tagName)) continue;
    const groups = new Map<string, Element[]>();
    for (const c of Array.from(parent.children)) {
      if (SKIP.has(c.tagName)) continue;
      const key = kindOf(c);
      const g = groups.get(key);
      if (g) g.push(c);
      else groups.set(key, [c]);
    }
    for (const g of groups.values()) {
      if (g.length < MIN_POSTS) continue;
      const posts = g.map((post) => readPost(post, deadline)).filter((p): p is LivePost => p !== undefined);
      if (posts.length < MIN_POSTS) continue;
      if (posts.filter((p) => p.author !== undefined || p.time !== '').length < NAMED_SHARE * g.length) continue;
      const chars = posts.reduce((n, p) => n + p.text.length, 0);
      if (chars > bestChars) [best, bestChars] = [posts, chars];
    }
  }
  return best.length ? best : undefined;
}
