// The article's structure, read off the DOM elements of its content units: headings, list items,
// quotes, code, tables, captions and paragraphs, each with its links. Output formats (markdown,
// html) render these plain values; the elements themselves never leave this file.
import { type Deadline, NO_DEADLINE } from '../core/budget.js';
import type { Block, BlockLink, BlockMark, TableSpan, TextUnit } from '../core/types.js';
import { unitMarks } from './marks.js';
import { BLOCK_TAGS, HEADING_TAGS, SKIP_TAGS, tagOf } from './tags.js';
import { isSubhead, paragraphParts } from './paragraph-parts.js';
import { isCaption } from './captions.js';
import { collectUnits } from './units.js';
import { dataTable } from './items.js';

const ELEMENT = 1;

const LISTS = new Set(['ul', 'ol', 'menu', 'dir']);
const CELLS = new Set(['td', 'th']);

/** Link schemes kept in the output; anything else (javascript:, data:, vbscript:…) is dropped so
 *  that an html or markdown rendering cannot carry script from the page. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:', 'ftp:']);

function squash(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Resolve an href; undefined for placeholders (`#`, fragments) and unsafe schemes. */
export function resolveHref(href: string, baseUrl?: string): string | undefined {
  const raw = href.trim();
  if (!raw || raw.startsWith('#')) return undefined;
  try {
    const url = new URL(raw, baseUrl);
    return SAFE_SCHEMES.has(url.protocol) ? url.href : undefined;
  } catch {
    // Relative with no base: keep it as written unless it names a scheme.
    return /^[a-z][a-z0-9+.-]*:/i.test(raw) ? undefined : raw;
  }
}

/** The `<a href>`s in the unit's own inline content: nested blocks are units of their own. */
export function unitLinks(element: Element, baseUrl?: string, deadline: Deadline = NO_DEADLINE): BlockLink[] {
  const links: BlockLink[] = [];
  const stack: Element[] = [];
  // Children pushed in reverse so that links come out in document order; iterative so that no
  // nesting depth overflows the stack.
  const pushChildren = (el: Element) => {
    const kids = Array.from(el.childNodes).filter((n) => n.nodeType === ELEMENT) as Element[];
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  };
  pushChildren(element);
  while (stack.length) {
    deadline.tick('blocks');
    const el = stack.pop()!;
    const tag = tagOf(el);
    if (SKIP_TAGS.has(tag) || BLOCK_TAGS.has(tag)) continue;
    if (tag === 'a') {
      const href = resolveHref(el.getAttribute('href') ?? '', baseUrl);
      const text = squash(el.textContent ?? '');
      if (href && text) {
        links.push({ text, href });
        continue;
      }
    }
    pushChildren(el);
  }
  return links;
}

/** What a block needs to know about an element and its ancestors. */
interface Context {
  /** Nearest `<pre>`. */
  pre: Element | null;
  /** Inside a `<blockquote>`. */
  quote: boolean;
  /** How many lists (ul, ol…) enclose it. */
  lists: number;
  /** Nearest `<table>`, and its `<tr>` and `<thead>` that enclose the element. */
  table: Element | null;
  row: Element | null;
  head: boolean;
}

const NO_CONTEXT: Context = { pre: null, quote: false, lists: 0, table: null, row: null, head: false };

/** Contexts computed once per element from its parent's, so that a page nested 100,000 deep costs
 *  linear time, not depth × units; iterative, so that no depth overflows the stack. */
class Contexts {
  private readonly memo = new Map<Element, Context>();

  of(el: Element | null): Context {
    const path: Element[] = [];
    let base = NO_CONTEXT;
    for (let e = el; e; e = e.parentElement) {
      const known = this.memo.get(e);
      if (known) {
        base = known;
        break;
      }
      path.push(e);
    }
    for (let i = path.length - 1; i >= 0; i--) {
      const e = path[i]!;
      const tag = tagOf(e);
      const c: Context = { ...base };
      if (tag === 'pre') c.pre = e;
      else if (tag === 'blockquote') c.quote = true;
      else if (LISTS.has(tag)) c.lists++;
      else if (tag === 'table') Object.assign(c, { table: e, row: null, head: false });
      else if (tag === 'tr') c.row = e;
      else if (tag === 'thead') c.head = true;
      this.memo.set(e, c);
      base = c;
    }
    return base;
  }
}

/** Tables that hold another table: nested tables lay out a page, the others hold data. */
function layoutTables(doc: Document | null | undefined, contexts: Contexts): Set<Element> {
  const outer = new Set<Element>();
  for (const t of Array.from(doc?.querySelectorAll('table') ?? [])) {
    const around = contexts.of(t.parentElement).table;
    if (around) outer.add(around);
  }
  return outer;
}

/** 1-based numbers of the items of an `<ol>`, honouring `start` and `value` attributes. */
function itemNumbers(list: Element): Map<Element, number> {
  const numbers = new Map<Element, number>();
  const start = Number.parseInt(list.getAttribute('start') ?? '', 10);
  let n = Number.isFinite(start) ? start - 1 : 0;
  for (const li of Array.from(list.children)) {
    if (tagOf(li) !== 'li') continue;
    const v = Number.parseInt(li.getAttribute('value') ?? '', 10);
    n = Number.isFinite(v) ? v : n + 1;
    numbers.set(li, n);
  }
  return numbers;
}

type Classified = { kind: 'cell'; table: Element; row: Element | null; head: boolean } | { kind: 'code'; pre: Element } | { kind: 'block'; block: Omit<Block, 'text' | 'links'> };

interface Classifier {
  contexts: Contexts;
  layout: Set<Element>;
  numbers: Map<Element, Map<Element, number>>;
}

function classify(el: Element, k: Classifier): Classified {
  const tag = tagOf(el);
  const c = k.contexts.of(el);
  if (c.pre) return { kind: 'code', pre: c.pre };
  if (HEADING_TAGS.has(tag)) return { kind: 'block', block: { kind: 'heading', level: Number(tag[1]) } };
  if (isCaption(el)) return { kind: 'block', block: { kind: 'caption' } };
  if (CELLS.has(tag) && c.table && !k.layout.has(c.table) && !holdsProse(c.table)) return { kind: 'cell', table: c.table, row: c.row, head: tag === 'th' || c.head };
  const li = tag === 'li' ? el : el.parentElement && tagOf(el.parentElement) === 'li' ? el.parentElement : null;
  if (li) {
    const list = li.parentElement;
    const ordered = list !== null && tagOf(list) === 'ol';
    const block: Omit<Block, 'text' | 'links'> = { kind: 'list-item', level: Math.max(1, k.contexts.of(li).lists), ordered };
    if (ordered) {
      let numbers = k.numbers.get(list);
      if (!numbers) k.numbers.set(list, (numbers = itemNumbers(list)));
      block.number = numbers.get(li) ?? 1;
    }
    return { kind: 'block', block };
  }
  // A definition list's term and definition (or a block directly inside one).
  const item = tag === 'dt' || tag === 'dd' ? tag : el.parentElement ? tagOf(el.parentElement) : '';
  if (item === 'dt') return { kind: 'block', block: { kind: 'term' } };
  if (item === 'dd') return { kind: 'block', block: { kind: 'definition' } };
  if (c.quote) return { kind: 'block', block: { kind: 'quote' } };
  return { kind: 'block', block: { kind: 'paragraph' } };
}

function withLinks(block: Block, links: BlockLink[], marks: BlockMark[] = []): Block {
  if (links.length) block.links = links;
  // A heading is bold already: only its code runs are marks of its own.
  const own = block.kind === 'heading' ? marks.filter((m) => m.mark === 'code') : marks;
  if (own.length) block.marks = own;
  return block;
}

/** The entries at the front of `queue` (links or marks, in document order) that `text` holds one
 *  after the other, taken off the queue. */
function takeFound<T extends { text: string }>(text: string, queue: T[]): T[] {
  const own: T[] = [];
  let at = 0;
  while (queue.length) {
    const i = text.indexOf(queue[0]!.text, at);
    if (i < 0) break;
    at = i + queue[0]!.text.length;
    own.push(queue.shift()!);
  }
  return own;
}

/** A paragraph (or quote) unit as one block per part of it (paragraph-parts.ts): text cut at
 *  `<br><br>`, a bold-only short line of a paragraph as a level-3 heading. Each part takes the
 *  unit's links and marks that it holds, in order. */
function splitParagraph(unit: TextUnit, block: Omit<Block, 'text' | 'links'>, links: BlockLink[], marks: BlockMark[]): Block[] {
  const parts = paragraphParts(unit.element, unit.text);
  const linkQueue = [...links];
  let offset = 0;
  return parts.map((part) => {
    const ownLinks = takeFound(part.text, linkQueue);
    // Parts join with a newline into the unit's text: a mark belongs to the part it starts in.
    const from = offset;
    offset += part.text.length + 1;
    const ownMarks = marks.filter((m) => (m.at ?? 0) >= from - 1 && (m.at ?? 0) < offset - 1).map((m) => ({ ...m, at: Math.max(0, (m.at ?? 0) - from) }));
    const kind: Omit<Block, 'text' | 'links'> = block.kind === 'paragraph' && isSubhead(part) ? { kind: 'heading', level: 3 } : block;
    return withLinks({ ...kind, text: part.text }, parts.length === 1 ? links : ownLinks, parts.length === 1 ? marks : ownMarks);
  });
}

interface TableBuilder {
  table: Element;
  rows: { row: Element | null; cells: string[]; head: boolean }[];
  links: BlockLink[];
  /** The cells' units, for a lone cell that is read as a paragraph. */
  units: TextUnit[];
}

function finishTable(t: TableBuilder, deadline: Deadline): Block[] {
  const rows = t.rows.map((r) => r.cells);
  const text = rows.map((r) => r.join('\t')).join('\n');
  // One lone cell is a table only in the markup: read it as a paragraph.
  if (rows.length === 1 && rows[0]!.length === 1) return splitParagraph(t.units[0]!, { kind: 'paragraph' }, t.links, unitMarks(t.units[0]!.element, deadline));
  let headerRows = 0;
  while (headerRows < t.rows.length && t.rows[headerRows]!.head) headerRows++;
  return [withLinks({ kind: 'table', text, rows, headerRows }, t.links)];
}

/** A span attribute's value: a whole number from 1 (HTML caps colspan at 1000, rowspan at 65534). */
function span(cell: Element, name: string, max: number): number {
  const n = Number.parseInt(cell.getAttribute(name) ?? '', 10);
  return Number.isFinite(n) && n > 1 ? Math.min(n, max) : 1;
}

/** A data table as the page has it, read off its element: every row, every cell (an empty cell
 *  keeps its column as ''), header rows, spanning cells, and the links of its cells. A table is
 *  one block of the article: its cells are not judged one by one, so that a ✓ or a price that
 *  repeats, or a cell the method let go, never shifts a column. */
function wholeTable(table: Element, contexts: Contexts, baseUrl: string | undefined): Block {
  const rows: string[][] = [];
  const heads: boolean[] = [];
  const spans: TableSpan[] = [];
  const links: BlockLink[] = [];
  for (const tr of Array.from(table.querySelectorAll('tr'))) {
    const c = contexts.of(tr);
    if (c.table !== table) continue;
    const cells = Array.from(tr.children).filter((e) => CELLS.has(tagOf(e)));
    if (!cells.length) continue;
    const row: string[] = [];
    cells.forEach((cell, k) => {
      row.push(
        collectUnits(cell)
          .map((u) => u.text)
          .join(' '),
      );
      const colspan = span(cell, 'colspan', 1000);
      const rowspan = span(cell, 'rowspan', 65534);
      if (colspan > 1 || rowspan > 1) spans.push({ row: rows.length, cell: k, colspan, rowspan });
      links.push(...unitLinks(cell, baseUrl));
    });
    rows.push(row);
    heads.push(c.head || cells.every((e) => tagOf(e) === 'th'));
  }
  let headerRows = 0;
  while (headerRows < heads.length && heads[headerRows]) headerRows++;
  const block: Block = { kind: 'table', text: rows.map((r) => r.join('\t')).join('\n'), rows, headerRows };
  if (spans.length) block.spans = spans;
  return withLinks(block, links);
}

/** The units that are cells of a data table (a table of several cells that holds no other table):
 *  what the `tables: false` option leaves out of the article. */
export function dataTableCells(units: readonly TextUnit[]): Set<TextUnit> {
  const contexts = new Contexts();
  const classifier: Classifier = { contexts, layout: layoutTables(units.find((u) => u.element)?.element.ownerDocument, contexts), numbers: new Map() };
  const byTable = new Map<Element, TextUnit[]>();
  for (const unit of units) {
    if (!unit.element) continue;
    const c = classify(unit.element, classifier);
    if (c.kind !== 'cell') continue;
    let cells = byTable.get(c.table);
    if (!cells) byTable.set(c.table, (cells = []));
    cells.push(unit);
  }
  // One lone cell is a table only in the markup (finishTable reads it as a paragraph).
  return new Set([...byTable.values()].filter((cells) => cells.length > 1).flat());
}

/** A cell of data is shorter than this; a longer one is a column of the page's prose (a portal's
 *  article cell beside its menu). Its text is paragraphs: read as a data table, the table would be
 *  written whole, the page's text said again flattened into one cell beside the blocks (headings,
 *  quotes) kept from inside it. */
const MAX_DATA_CELL_CHARS = 2000;
const layoutCells = new WeakMap<Element, boolean>();

function holdsProse(table: Element): boolean {
  let known = layoutCells.get(table);
  if (known === undefined) {
    known = Array.from(table.querySelectorAll('td, th')).some((cell) => (cell.textContent?.length ?? 0) > MAX_DATA_CELL_CHARS);
    layoutCells.set(table, known);
  }
  return known;
}

/** A `<pre>`'s text as the page shows it: a unit's text has its whitespace collapsed, code keeps
 *  the source's, line for line (the newline right after `<pre>` is not shown by a browser). */
export function codeText(pre: Element): string {
  return (pre.textContent ?? '').replace(/^\r?\n/, '').trimEnd();
}

/** The blocks of an article from its content units, in order. Consecutive cells of one data table
 *  become one `table` block; a `<pre>` split over several units becomes one `code` block.
 *  `tableOf`, when given, gets each cell unit that went into a `table` block, with that block (the
 *  article's text writes a table as its rows: articleText). */
export function articleBlocks(units: readonly TextUnit[], baseUrl?: string, tableOf?: Map<TextUnit, Block>, deadline: Deadline = NO_DEADLINE): Block[] {
  const blocks: Block[] = [];
  const contexts = new Contexts();
  const classifier: Classifier = { contexts, layout: layoutTables(units.find((u) => u.element)?.element.ownerDocument, contexts), numbers: new Map() };
  let table: TableBuilder | null = null;
  let lastPre: Element | null = null;
  // Tables of two columns or more with two kept cells or more come out whole, once, where their
  // first kept cell stands. A table of one column lays out text (a portal's article cell).
  const keptCells = new Map<Element, number>();
  for (const unit of units) {
    if (!unit.element) continue;
    const c = classify(unit.element, classifier);
    if (c.kind === 'cell') keptCells.set(c.table, (keptCells.get(c.table) ?? 0) + 1);
  }
  const whole = new Map<Element, Block>();
  const flush = () => {
    if (table) {
      const done = finishTable(table, deadline);
      if (tableOf && done.length === 1 && done[0]!.kind === 'table') for (const u of table.units) tableOf.set(u, done[0]!);
      blocks.push(...done);
    }
    table = null;
  };

  for (const unit of units) {
    // Text outside any element (a bare fragment's root unit) can only be a paragraph.
    if (!unit.element) {
      flush();
      blocks.push({ kind: 'paragraph', text: unit.text });
      continue;
    }
    const c = classify(unit.element, classifier);
    const links = unitLinks(unit.element, baseUrl, deadline);
    if (c.kind === 'cell' && (keptCells.get(c.table) ?? 0) >= 2 && dataTable(c.table)) {
      flush();
      lastPre = null;
      let block = whole.get(c.table);
      if (!block) {
        whole.set(c.table, (block = wholeTable(c.table, contexts, baseUrl)));
        blocks.push(block);
      }
      tableOf?.set(unit, block);
      continue;
    }
    if (c.kind === 'cell') {
      if (table && table.table !== c.table) flush();
      table ??= { table: c.table, rows: [], links: [], units: [] };
      table.units.push(unit);
      const last = table.rows.at(-1);
      // A row is the cells that share a <tr>; a cell outside any <tr> is a row of its own.
      if (last && c.row !== null && last.row === c.row) {
        last.cells.push(unit.text);
        last.head &&= c.head;
      } else {
        table.rows.push({ row: c.row, cells: [unit.text], head: c.head });
      }
      table.links.push(...links);
      lastPre = null;
      continue;
    }
    flush();
    if (c.kind === 'code') {
      if (c.pre === lastPre) continue;
      lastPre = c.pre;
      blocks.push(withLinks({ kind: 'code', text: codeText(c.pre) }, unitLinks(c.pre, baseUrl)));
      continue;
    }
    lastPre = null;
    const marks = unitMarks(unit.element, deadline);
    if (c.block.kind === 'paragraph' || c.block.kind === 'quote') blocks.push(...splitParagraph(unit, c.block, links, marks));
    else blocks.push(withLinks({ ...c.block, text: unit.text }, links, marks));
  }
  flush();
  return blocks;
}

/** The article's text: its units' texts, one a line, except that a `<pre>` comes with its own
 *  lines, verbatim, and a data table the article kept
 *  comes as its block has it, where its first cell stands: a row a line, its cells separated by
 *  tabs, empty cells kept.
 *  One unit a line put each cell on a line of its own, so that a blank cell shifted the columns
 *  of every row after it. */
export function articleText(units: readonly TextUnit[], tableOf: ReadonlyMap<TextUnit, Block>): string {
  // A table is written whole only when the article kept at least half of its filled cells and of
  // its text, and no more units than it has cells: a table that lays out the page (the article in
  // one cell, a menu in the next) or one the article barely touched keeps its units a line each.
  // Half of its text too: a layout cell's other units are not cells, so a table of two such
  // cells can count as kept while most of what it would write is not.
  const keptIn = new Map<Block, { units: number; chars: number }>();
  for (const u of units) {
    const t = tableOf.get(u);
    if (!t) continue;
    const k = keptIn.get(t) ?? { units: 0, chars: 0 };
    keptIn.set(t, { units: k.units + 1, chars: k.chars + u.text.length });
  }
  // Decided once a table: its cells are read once, not once for each of its units.
  const decided = new Map<Block, boolean>();
  const whole = (t: Block): boolean => {
    let w = decided.get(t);
    if (w === undefined) {
      const cells = (t.rows ?? []).flat();
      const filled = cells.filter((c) => c.trim()).length;
      const chars = cells.reduce((n, c) => n + c.length, 0);
      const kept = keptIn.get(t) ?? { units: 0, chars: 0 };
      decided.set(t, (w = kept.units <= filled && 2 * kept.units >= filled && 2 * kept.chars >= chars));
    }
    return w;
  };
  const lines: string[] = [];
  const written = new Set<Block>();
  // A `<pre>` is written once, where its first kept unit stands, with its own lines.
  const contexts = new Contexts();
  const writtenPre = new Set<Element>();
  for (const u of units) {
    const pre = u.element ? contexts.of(u.element).pre : null;
    if (pre) {
      if (!writtenPre.has(pre)) lines.push(codeText(pre));
      writtenPre.add(pre);
      continue;
    }
    const table = tableOf.get(u);
    if (!table || !whole(table)) lines.push(u.text);
    else if (!written.has(table)) {
      written.add(table);
      lines.push(table.text);
    }
  }
  return lines.join('\n');
}
