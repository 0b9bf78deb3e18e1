// A live blog's updates, each with its own time, in page order: the `posts` of a result. Read off
// the markup, no site's names: schema.org's live blog (microdata `itemprop=liveBlogUpdate`, or a
// JSON-LD LiveBlogPosting's `liveBlogUpdate`), else the structure a live blog has without it: one
// parent holding three or more siblings of one tag and class, nearly each opening with a time of
// its own (a `<time>`, or a first line, or the line after a first heading, that is a short time
// such as "16:40", "9.05am", "10 minutes ago", "14时32分"), most with a sentence besides.
// A post's time is ISO when the markup gives a datetime (`<time datetime>`, microdata
// datePublished, the JSON-LD update with the same headline or text), the page's own words
// otherwise. Undeclared, the siblings must be the article's own text (a comment thread's
// timestamped replies are not posts): most of their texts are in the extracted paragraphs, and
// most of them carry no reply, quote, report or vote control, avatar or user name (a forum's).
import type { LivePost } from '../core/types.js';
import { bodyElements } from '../dom/body-elements.js';
import { NO_DEADLINE, type Deadline } from '../core/budget.js';
import { parseLoose } from './jsonld.js';
import { COMMENT_WORDS, THREAD_CLASS_WORDS, MARKED_TIME } from '../vocabulary/markup.js';
import { THREAD_CONTROLS, TIME_HINT, TIME_OF_DAY } from '../vocabulary/multilingual.js';

/** The longest line read as a post's time. */
const TIME_CHARS = 40;
/** Fewest posts that make a live blog. */
const MIN_POSTS = 3;
/** Characters of text besides its time that most posts of an undeclared live blog have. */
const MIN_POST_CHARS = 40;
/** Share of a sibling group that must carry a time of its own. */
const TIMED_SHARE = 0.8;
/** Elements whose text is a paragraph of a post. */
const BLOCKS = new Set(['P', 'LI', 'BLOCKQUOTE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'PRE', 'FIGCAPTION', 'DD', 'DT', 'TD']);

const squash = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

/** Is this line a time (and little else)? */
export function isTimeLine(line: string): boolean {
  return line.length > 0 && line.length <= TIME_CHARS && TIME_OF_DAY.test(line);
}

/** An element's class and id words. */
function words(el: Element): string[] {
  return `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Is the element, or one around it, a comment thread by its class or id? */
function inComments(el: Element | null): boolean {
  for (let e = el; e; e = e.parentElement) if (words(e).some((w) => COMMENT_WORDS.has(w))) return true;
  return false;
}

/** The first few leaf elements of a post with text, in order: where its time and headline stand. */
function leadingLeaves(el: Element, max: number): Element[] {
  const out: Element[] = [];
  const walk = (e: Element): void => {
    for (const c of Array.from(e.children)) {
      if (out.length >= max) return;
      if (c.tagName === 'SCRIPT' || c.tagName === 'STYLE') continue;
      if (c.children.length === 0 || BLOCKS.has(c.tagName) || c.tagName === 'TIME') {
        if (squash(c.textContent) || c.tagName === 'TIME') out.push(c);
      } else walk(c);
    }
  };
  walk(el);
  return out;
}

interface Found {
  time: string;
  /** The element that shows it, left out of the post's text. */
  el?: Element;
}

/** A post's time: a datetime the markup gives, else the first short leaf that reads as a time. */
function timeOf(post: Element): Found | undefined {
  const marked = post.querySelector('[itemprop="datePublished"], [itemprop="dateCreated"], time');
  if (marked) {
    const iso = marked.getAttribute('datetime') ?? marked.getAttribute('content');
    const shown = squash(marked.textContent);
    if (iso && /^\d{4}-\d{2}-\d{2}/.test(iso.trim())) return { time: iso.trim(), el: marked };
    if (shown) return { time: shown, el: marked };
  }
  // The post opens with its time, or with its headline and then its time (a reader's comment
  // opens with its poster's name).
  const [first, second] = leadingLeaves(post, 2);
  for (const leaf of first && /^H[1-6]$/.test(first.tagName) ? [first, second] : [first]) {
    const line = squash(leaf?.textContent);
    if (leaf && isTimeLine(line)) return { time: line, el: leaf };
  }
  return undefined;
}

/** One post element read: its time, its headline (its first heading, or microdata's), its text. */
function readPost(post: Element): LivePost | undefined {
  const found = timeOf(post);
  if (!found) return undefined;
  const head = post.querySelector('[itemprop="headline"]') ?? Array.from(post.querySelectorAll('h1, h2, h3, h4, h5, h6'))[0];
  const headline = head ? squash(head.textContent) : '';
  const lines: string[] = [];
  const walk = (e: Element): void => {
    for (const node of Array.from(e.childNodes)) {
      // Text straight inside the post, beside its elements, is a line of it too.
      if (node.nodeType === 3) {
        const line = squash(node.textContent);
        if (line) lines.push(line);
        continue;
      }
      if (node.nodeType !== 1) continue;
      const c = node as Element;
      if (c === found.el || c === head || c.tagName === 'SCRIPT' || c.tagName === 'STYLE' || c.tagName === 'TIME') continue;
      const blockInside = Array.from(c.querySelectorAll('*')).some((d) => BLOCKS.has(d.tagName));
      if (BLOCKS.has(c.tagName) && !blockInside) {
        const line = squash(c.textContent);
        if (line) lines.push(line);
      } else if (c.children.length) walk(c);
      else {
        const line = squash(c.textContent);
        if (line) lines.push(line);
      }
    }
  };
  walk(post);
  const text = lines.join('\n');
  if (!text) return undefined;
  return { time: found.time, ...(headline ? { headline } : {}), text };
}

/** Elements the microdata marks as a live blog's updates. */
function microdataPosts(doc: Document): Element[] {
  return Array.from(doc.querySelectorAll('[itemprop~="liveBlogUpdate"]'));
}

/** A teaser card, not a post: its heading is a link, or most of its text is. */
function isTeaser(el: Element): boolean {
  const heading = el.querySelector('h1, h2, h3, h4, h5, h6');
  if (heading && (heading.querySelector('a') || heading.closest('a'))) return true;
  const linked = Array.from(el.querySelectorAll('a')).reduce((n, a) => n + squash(a.textContent).length, 0);
  return linked * 2 > squash(el.textContent).length;
}

/** A reader's post in a thread (a forum, comments under a story): a reply or report control, a
 *  vote, an avatar or a user name marked as such. */
function isThreadPost(el: Element): boolean {
  for (const d of Array.from(el.querySelectorAll('a, button, span, div, img'))) {
    if (words(d).some((w) => THREAD_CLASS_WORDS.has(w))) return true;
    if ((d.tagName === 'A' || d.tagName === 'BUTTON' || d.tagName === 'SPAN') && THREAD_CONTROLS.test(squash(d.textContent))) return true;
  }
  return false;
}

/** The largest group of timed siblings of one tag and class: the posts of an undeclared live blog. */
function structuralPosts(doc: Document, deadline: Deadline): Element[] {
  let best: Element[] = [];
  for (const parent of bodyElements(doc, deadline)) {
    deadline.tick('metadata');
    if (parent.children.length < MIN_POSTS) continue;
    const groups = new Map<string, Element[]>();
    for (const c of Array.from(parent.children)) {
      if (c.tagName === 'SCRIPT' || c.tagName === 'STYLE') continue;
      const key = `${c.tagName} ${squash(c.getAttribute('class'))}`;
      const g = groups.get(key);
      if (g) g.push(c);
      else groups.set(key, [c]);
    }
    for (const g of groups.values()) {
      if (g.length < MIN_POSTS || g.length <= best.length) continue;
      // Every page's sibling groups pass through here, most of them paragraphs or cards without
      // times: a group stops being read once too few of its members can be timed for it to count.
      const allowedMisses = g.length - Math.max(MIN_POSTS, Math.ceil(TIMED_SHARE * g.length));
      const timed: Element[] = [];
      let misses = 0;
      for (const c of g) {
        const found = timeOf(c);
        // A post is more than its time: it has text of its own.
        if (found !== undefined && squash(c.textContent).length > found.time.length + 10 && !isTeaser(c)) timed.push(c);
        else if (++misses > allowedMisses) break;
      }
      if (misses > allowedMisses) continue;
      // An update says something: a name and a place under a time is a reader's signature.
      if (timed.filter((c) => squash(c.textContent).length - timeOf(c)!.time.length >= MIN_POST_CHARS).length * 2 < timed.length) continue;
      // A thread's posts have times of their own too: its replies' controls tell it.
      if (timed.filter(isThreadPost).length * 2 >= timed.length) continue;
      // Times of their own: not one date repeated on every card.
      if (new Set(timed.map((c) => timeOf(c)!.time)).size < 2) continue;
      if (inComments(parent)) continue;
      best = timed;
    }
  }
  return best;
}

type Node = Record<string, unknown>;

/** The JSON-LD live blog's updates, in the order the page lists them: time, headline, body. */
function jsonLdUpdates(doc: Document): LivePost[] {
  const out: LivePost[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) {
      v.forEach(visit);
      return;
    }
    if (!v || typeof v !== 'object') return;
    const n = v as Node;
    const updates = n['liveBlogUpdate'];
    if (updates !== undefined) {
      for (const u of Array.isArray(updates) ? updates : [updates]) {
        if (!u || typeof u !== 'object') continue;
        const un = u as Node;
        const time = typeof un['datePublished'] === 'string' ? un['datePublished'] : typeof un['dateCreated'] === 'string' ? un['dateCreated'] : '';
        const headline = typeof un['headline'] === 'string' ? squash(un['headline']) : '';
        const text = typeof un['articleBody'] === 'string' ? squash(un['articleBody']) : '';
        out.push({ time, ...(headline ? { headline } : {}), text });
      }
      return;
    }
    for (const k of ['@graph', 'mainEntity']) if (n[k] !== undefined) visit(n[k]);
  };
  // Read as the other JSON-LD readers read it; a block that cannot be read says nothing.
  for (const s of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) visit(parseLoose(s.textContent ?? ''));
  return out;
}

/** Does the JSON-LD update stand for this post: the same headline, or the same start of text? */
function sameUpdate(post: LivePost, u: LivePost): boolean {
  if (post.headline && u.headline) return post.headline === u.headline;
  const start = (s: string): string => s.replace(/\s+/g, '').slice(0, 40);
  return u.text !== '' && start(post.text.replace(/\n/g, ' ')) === start(u.text);
}

/** Is most of the posts' text in the article's paragraphs? */
function inArticle(posts: readonly LivePost[], paragraphs: readonly string[]): boolean {
  const article = paragraphs.join('\n');
  const kept = posts.filter((p) => article.includes(p.text.split('\n')[0]!));
  return kept.length * 2 > posts.length;
}

/** The longest run of source text, spaces included, that may squash to a time line. */
const RAW_RUN_CHARS = 2000;

/** The source with its comments gone (a server-rendered "16<!-- -->:40" reads "16:40") and the
 *  entities a time may be written with read. */
function sourceText(html: string): string {
  let text = html.includes('<!--') ? html.replace(/<!--[\s\S]*?-->/g, '') : html;
  if (text.includes('&'))
    text = text.replace(/&(?:nbsp|#160|#xa0);|&#(\d{1,7});|&#x([0-9a-f]{1,6});/gi, (m, dec?: string, hex?: string) => {
      const code = dec ? Number(dec) : hex ? Number.parseInt(hex, 16) : 32;
      return code <= 0x10ffff ? String.fromCodePoint(code) : m;
    });
  return text;
}

/** Can the page hold a live blog's posts? A look at its source before `livePosts`' walk over
 *  every sibling group: the markup declares updates (schema.org's liveBlogUpdate, in microdata or
 *  JSON-LD), or the page shows at least as many times as a live blog has posts, marked or as a
 *  short run of text between tags (where a post's time, a leaf of its own, stands). */
export function mayHoldLivePosts(html: string): boolean {
  if (html.includes('liveBlogUpdate')) return true;
  const text = sourceText(html);
  let times = 0;
  for (const _ of text.matchAll(MARKED_TIME)) if (++times >= MIN_POSTS) return true;
  // Each run between tags is read once, however many hints it holds (a script's text may hold
  // thousands), so that the look stays linear in the page.
  let runEnd = -1;
  for (const m of text.matchAll(TIME_HINT)) {
    if (m.index < runEnd) continue;
    const end = text.indexOf('<', m.index);
    runEnd = end < 0 ? text.length : end;
    const start = text.lastIndexOf('>', m.index) + 1;
    if (runEnd - start > RAW_RUN_CHARS) continue;
    if (isTimeLine(squash(text.slice(start, runEnd))) && ++times >= MIN_POSTS) return true;
  }
  return false;
}

/** The live blog's posts in page order, or undefined when the page is not one. `paragraphs`: the
 *  extracted article, which an undeclared live blog's posts must be part of. */
export function livePosts(doc: Document, paragraphs: readonly string[], deadline: Deadline = NO_DEADLINE): LivePost[] | undefined {
  const updates = jsonLdUpdates(doc);
  const marked = microdataPosts(doc);
  const declared = updates.length > 0 || marked.length > 0;
  const elements = marked.length >= 1 ? marked : structuralPosts(doc, deadline);
  let posts = elements.map(readPost).filter((p): p is LivePost => p !== undefined);
  if (posts.length < (declared ? 1 : MIN_POSTS)) posts = [];
  if (posts.length && !declared && !inArticle(posts, paragraphs)) posts = [];
  // The markup's datetime for a post whose time the page shows only in words.
  for (const post of posts) {
    if (/^\d{4}-\d{2}-\d{2}/.test(post.time)) continue;
    const u = updates.find((x) => sameUpdate(post, x));
    if (u && /^\d{4}-\d{2}-\d{2}/.test(u.time)) post.time = u.time;
  }
  if (!posts.length) posts = updates.filter((u) => u.text !== '');
  return posts.length ? posts : undefined;
}
