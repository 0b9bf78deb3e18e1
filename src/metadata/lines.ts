// The visible lines of a whole page, one per block element or <br>, with the headline's line
// and the article's first and last line located among them. Dates and credits are read from
// lines by where they stand: under the headline, in the lead, closing the article, after it.
import { BLOCK_TAGS, SKIP_TAGS } from '../dom/tags.js';
import { NO_DEADLINE, type Deadline } from '../core/budget.js';
import { inNoise } from './collect.js';
import { clean, comparable } from './text.js';

export interface PageLine {
  text: string;
  /** The element holding the line's first text. */
  el: Element;
  /** `<time>` elements in the line. */
  times: Element[];
}

export interface PageLines {
  lines: PageLine[];
  /** Index of the headline's line, -1 when not found. */
  headline: number;
  /** Index of the article's first and last line; -1 when unknown. */
  start: number;
  end: number;
}

const MAX_LINES = 4000;
const MAX_LINE = 400;
/** Lines this long read as running text (the article), not as a byline or a dateline. */
export const TEXT_LINE = 60;

/** The page's lines walked once, with their comparison keys: extract() locates the article among
 *  them twice (before and after the method), so the page's head info keeps them (index.ts). */
export interface WalkedLines {
  lines: PageLine[];
  headline: number;
  keys: string[];
}

export function walkLines(doc: Document, anchor?: Element, deadline: Deadline = NO_DEADLINE): WalkedLines {
  const { lines, headline } = pageLines(doc, anchor, deadline);
  return { lines, headline, keys: lines.map((l) => key(l.text)) };
}

/** Every visible line of the document in order; `anchor`'s first line is marked as the headline.
 *  The walk ticks `deadline` once per node. */
export function pageLines(doc: Document, anchor?: Element, deadline: Deadline = NO_DEADLINE): { lines: PageLine[]; headline: number } {
  const lines: PageLine[] = [];
  let headline = -1;
  let buf: string[] = [];
  let first: Element | null = null;
  let times: Element[] = [];
  let len = 0;
  const flush = (): void => {
    if (first && buf.length) {
      const text = clean(buf.join(''));
      if (text) lines.push({ text: text.length > MAX_LINE ? text.slice(0, MAX_LINE) : text, el: first, times });
    }
    buf = [];
    first = null;
    times = [];
    len = 0;
  };
  const body = doc.querySelector('body') ?? doc.documentElement;
  if (!body) return { lines, headline };
  // Pre-order walk by firstChild/nextSibling (linkedom's cheapest moves; childNodes builds an
  // array per call), with a line break on entering and leaving a block.
  const enter = (el: Element): boolean => {
    const tag = el.localName?.toLowerCase() ?? '';
    if (SKIP_TAGS.has(tag)) return false;
    if (tag === 'br') {
      flush();
      return false;
    }
    if (BLOCK_TAGS.has(tag) || tag === 'h1') flush();
    if (el === anchor && headline < 0) headline = lines.length;
    if (tag === 'time') times.push(el);
    return true;
  };
  const leave = (el: Element): void => {
    if (BLOCK_TAGS.has(el.localName?.toLowerCase() ?? '')) flush();
  };
  const visit = (start: Element): void => {
    let node: Node | null = start;
    while (node && lines.length < MAX_LINES) {
      deadline.tick('metadata');
      let descend = false;
      if (node.nodeType === 3) {
        const data = (node as CharacterData).data;
        if (len < 4 * MAX_LINE && data.trim()) {
          if (!first) first = node.parentNode as Element;
          buf.push(data);
          len += data.length;
        } else if (data) buf.push(' ');
      } else if (node.nodeType === 1) descend = enter(node as Element);
      if (descend && node.firstChild) {
        node = node.firstChild;
        continue;
      }
      if (descend) leave(node as Element);
      while (node && node !== start && !node.nextSibling) {
        node = node.parentNode;
        if (node && node.nodeType === 1) leave(node as Element);
      }
      node = !node || node === start ? null : node.nextSibling;
    }
    flush();
  };
  visit(body);
  return { lines, headline };
}

function key(s: string): string {
  return comparable(s).replace(/\s+/g, '');
}

/** The line showing the headline: the anchor's, else the first line that is the title (or
 *  holds it, with little else). */
export function headlineLine(lines: readonly PageLine[], anchorLine: number, title: string, keys: readonly string[] = lines.map((l) => key(l.text))): number {
  if (anchorLine >= 0 && anchorLine < lines.length) return anchorLine;
  const t = key(title);
  if (t.length < 4) return -1;
  let loose = -1;
  for (let i = 0; i < lines.length; i++) {
    const k = keys[i]!;
    if (k === t) return i;
    if (loose < 0 && k.length <= t.length + 30 && k.includes(t)) loose = i;
  }
  if (loose >= 0) return loose;
  // A headline shortened in the <title>: the longest line the title starts with.
  for (let i = 0; i < lines.length; i++) {
    const k = keys[i]!;
    if (k.length >= 8 && k.length < t.length + 30 && t.startsWith(k.slice(0, Math.min(k.length, 12))) && k.length >= Math.min(t.length, 12)) return i;
  }
  return -1;
}

/** Is a line (its key) the headline: the title, the title with a little more (a site name, a
 *  "Latest" tag), or the part of the title before or after the site's name? */
function isHeadline(k: string, t: string): boolean {
  if (t.length < 4 || k.length < 4) return false;
  return (k.includes(t) && k.length <= t.length + 30) || (k.length >= 8 && (t.startsWith(k) || t.endsWith(k)));
}

/** The headline line nearest above the article's first line (within 40 lines), -1 if none. */
function nearestHeadline(keys: readonly string[], t: string, start: number): number {
  for (let i = start - 1; i >= Math.max(0, start - 40); i--) if (isHeadline(keys[i]!, t)) return i;
  return -1;
}

function sentenceLike(s: string): boolean {
  return s.length >= TEXT_LINE && /[。，,.!?！？；;]/.test(s);
}

/** Locate the article among the lines: by its paragraphs when the method's output is given,
 *  else the first run of running text after the headline. */
export function locate({ lines, headline: anchorLine, keys }: WalkedLines, title: string, paragraphs?: readonly string[], deadline: Deadline = NO_DEADLINE): PageLines {
  let headline = headlineLine(lines, anchorLine, title, keys);
  let start = -1;
  let end = -1;
  const find = (p: string, from: number, to = lines.length): number => {
    const probe = key(p).slice(0, 24);
    if (probe.length < 6) return -1;
    for (let i = Math.max(0, from); i < Math.min(to, lines.length); i++) {
      deadline.tick('metadata');
      if (keys[i]!.includes(probe)) return i;
    }
    return -1;
  };
  if (paragraphs?.length) {
    // A method may keep the headline (or a teaser of it) as its first paragraph: the article
    // starts at the first paragraph that is not the headline.
    const t = key(title);
    const from = headline >= 0 ? headline + 1 : 0;
    let first = 0;
    for (; first < Math.min(paragraphs.length, 8) && start < 0; first++) {
      const p = paragraphs[first]!;
      if (first < paragraphs.length - 1 && isHeadline(key(p), t)) continue;
      start = find(p, from);
      if (start < 0) start = find(p, 0);
    }
    if (start >= 0) {
      // The paragraphs in order, each after the one before: a paragraph printed twice (a repeated
      // sentence, a pull quote) does not pull the end back to its first copy.
      end = start;
      for (const p of paragraphs.slice(first)) {
        deadline.tick('metadata');
        const at = find(p, end, end + 200);
        if (at >= 0) end = at;
      }
      // The headline is the title line nearest above the article: a match far above it or
      // below it is a teaser of the same story in a "latest" or "most viewed" list.
      const near = nearestHeadline(keys, t, start);
      if (near >= 0) headline = near;
    }
  }
  if (start < 0) {
    const from = headline >= 0 ? headline + 1 : 0;
    for (let i = from; i < lines.length; i++) {
      deadline.tick('metadata');
      if (sentenceLike(lines[i]!.text) && !inNoise(lines[i]!.el)) {
        start = i;
        break;
      }
    }
  }
  // A headline far above the article is a page or section title: a line just above the article
  // that starts the title (the <title> often adds the site's name) is the article's own.
  if (start >= 0 && (headline < 0 || start - headline > 12)) {
    const t = key(title);
    for (let i = start; i >= Math.max(0, start - 8); i--) {
      const k = keys[i]!;
      // The <title> adds the site's name before or after the headline.
      if (k.length >= 6 && (t.startsWith(k) || (k.length >= 8 && t.endsWith(k)))) {
        headline = i;
        if (start === i) start = i + 1 < lines.length ? i + 1 : i;
        break;
      }
    }
  }
  if (start >= 0 && end < 0) {
    end = start;
    let gap = 0;
    for (let i = start + 1; i < lines.length && gap < 6; i++) {
      deadline.tick('metadata');
      if (sentenceLike(lines[i]!.text)) {
        end = i;
        gap = 0;
      } else gap++;
    }
  }
  return { lines, headline, start, end };
}
