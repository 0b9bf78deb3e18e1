// An article's HTML as a structure record (blocks.ts): the structure gold (Readability's reviewed
// expected.html) and the peers' output (Readability.js, defuddle) are read by the same rules, so
// that both sides of a comparison are cut into blocks alike. docs/structure.md states the rules.
import { parseDocument } from '../dom/parse.js';
import type { StructureRecord } from './blocks.js';

/** Elements that start and end a line: a block of their own, or a container of blocks. */
const BLOCK = new Set(
  'address article aside blockquote body caption center dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr html li main menu nav ol p section summary table tbody tfoot thead ul'.split(
    ' ',
  ),
);
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'head', 'svg', 'math']);

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();
const nameOf = (el: Element): string => el.localName?.toLowerCase() ?? el.tagName.toLowerCase();

/** Text of a node without the nested lists under it (a list item's own text) and without what
 *  SKIP leaves out. */
function textOf(node: Node, leaveOut: ReadonlySet<string> = new Set()): string {
  let s = '';
  const walk = (n: Node): void => {
    if (n.nodeType === 3) s += n.nodeValue ?? '';
    else if (n.nodeType === 1) {
      const name = nameOf(n as Element);
      if (SKIP.has(name) || leaveOut.has(name)) return;
      if (name === 'br') s += ' ';
      for (let c = n.firstChild; c; c = c.nextSibling) walk(c);
    }
  };
  walk(node);
  return squash(s);
}

/** The direct cells of a row, in order. */
function cellsOf(tr: Element): string[] {
  const cells: string[] = [];
  for (let c = tr.firstElementChild; c; c = c.nextElementSibling) {
    const name = nameOf(c);
    if (name === 'td' || name === 'th') cells.push(textOf(c));
  }
  return cells;
}

/** The rows of a table that belong to it (not to a table nested in one of its cells). */
function rowsOf(table: Element): string[][] {
  return Array.from(table.querySelectorAll('tr'))
    .filter((tr) => tr.closest('table') === table)
    .map(cellsOf);
}

function resolve(src: string, base: string | undefined): string {
  try {
    return new URL(src, base).href;
  } catch {
    return src;
  }
}

/** The record of an HTML article: one line per block (a heading, paragraph, list item, table row
 *  with its cells joined by ` | `, each line of a `<pre>`, a caption…; a `<br>` ends a line),
 *  and its headings, list items, tables and images (src resolved against `baseUrl`). */
export function htmlStructure(html: string, baseUrl?: string): StructureRecord {
  const doc = parseDocument(html);
  const lines: string[] = [];
  let buf = '';
  const flush = (): void => {
    const t = squash(buf);
    if (t) lines.push(t);
    buf = '';
  };
  const walk = (n: Node): void => {
    if (n.nodeType === 3) {
      buf += n.nodeValue ?? '';
      return;
    }
    if (n.nodeType !== 1) return;
    const el = n as Element;
    const name = nameOf(el);
    if (SKIP.has(name)) return;
    if (name === 'br') {
      flush();
      return;
    }
    if (name === 'tr') {
      flush();
      const cells = cellsOf(el);
      if (cells.some(Boolean)) lines.push(squash(cells.join(' | ')));
      return;
    }
    if (name === 'pre') {
      flush();
      for (const l of (el.textContent ?? '').split('\n')) if (l.trim()) lines.push(squash(l));
      return;
    }
    const block = BLOCK.has(name);
    if (block) flush();
    for (let c = el.firstChild; c; c = c.nextSibling) walk(c);
    if (block) flush();
  };
  walk(doc.documentElement);
  flush();
  const all = (sel: string): Element[] => Array.from(doc.querySelectorAll(sel));
  return {
    lines,
    headings: all('h1, h2, h3, h4, h5, h6').map((h) => textOf(h)),
    listItems: all('li').map((li) => textOf(li, new Set(['ul', 'ol']))),
    tables: all('table').map(rowsOf),
    images: all('img')
      .filter((img) => img.getAttribute('src'))
      .map((img) => ({ src: resolve(img.getAttribute('src')!, baseUrl), alt: squash(img.getAttribute('alt') ?? '') })),
  };
}
