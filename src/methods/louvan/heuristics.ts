// Louvan's text heuristics over the returned segments (docs/spec/louvan.md §4): CS+plain, Largest Block of
// String (LBS), String Length Smoothing (SLS) and Table Pattern (TP). Pure functions of the DOM and
// the returned candidates; each returns the text and what it decided, for inspect (docs/spec/louvan.md §8).
import { BLOCK_TAGS } from '../../dom/tags.js';
import { charLength, collapseText, isInvisible, tagOf, walkVisible, type Segment } from './segments.js';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** R*: the returned candidates with no returned candidate ancestor (docs/spec/louvan.md §4, reconstructed:
 *  removes nesting duplicates), in document order. */
export function outermost(segments: readonly Segment[], returned: readonly number[]): number[] {
  const set = new Set(returned);
  // Carry "has a returned ancestor" down in pre-order (parents first): O(n) on deep pages.
  const covered = new Uint8Array(segments.length);
  const out: number[] = [];
  segments.forEach((s, i) => {
    if (s.parent >= 0 && (set.has(s.parent) || covered[s.parent])) covered[i] = 1;
    else if (set.has(i)) out.push(i);
  });
  return out;
}

/** Visible text of an element: its text nodes as they join in the page (`<b>O</b>’Brien` is one
 *  word, and so is a word the parser split at a character reference), white space collapsed, a
 *  newline at block-element boundaries. */
export function blockText(root: Element): string {
  const parts: string[] = [];
  const boundary = (el: Element): void => {
    if (BLOCK_TAGS.has(tagOf(el)) || tagOf(el) === 'br') parts.push('\n');
  };
  walkVisible(root, {
    enter: boundary,
    exit: boundary,
    text: (_, __, node) => parts.push((node.nodeValue ?? '').replace(/\s+/g, ' ')),
    space: () => parts.push(' '),
  });
  return tidy(parts.join(''));
}

/** One line per block: spaces trimmed around newlines, runs of blank lines dropped. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/ +/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** CS+plain (docs/spec/louvan.md §4.0): all visible text of R*, in document order, each text node once. */
export function plainText(segments: readonly Segment[], returned: readonly number[]): { text: string; roots: number[] } {
  const roots = outermost(segments, returned);
  return {
    text: roots
      .map((i) => blockText(segments[i]!.element))
      .filter((t) => t !== '')
      .join('\n'),
    roots,
  };
}

/** Does a node take part in an LBS block: a non-blank text node, or a visible element with a
 *  non-blank text child of its own (docs/spec/louvan.md §4.1 "contains #text"). */
function qualifies(node: Node): boolean {
  if (node.nodeType === TEXT_NODE) return collapseText(node.nodeValue ?? '') !== '';
  if (node.nodeType !== ELEMENT_NODE || isInvisible(node as Element)) return false;
  for (let k = node.firstChild; k !== null; k = k.nextSibling) {
    if (k.nodeType === TEXT_NODE && collapseText(k.nodeValue ?? '') !== '') return true;
  }
  return false;
}

/** Visible text length of a node (collapsed text nodes). */
function nodeTextLength(node: Node): number {
  if (node.nodeType === TEXT_NODE) return charLength(collapseText(node.nodeValue ?? ''));
  let n = 0;
  walkVisible(node as Element, { text: (t) => (n += charLength(t)) });
  return n;
}

export interface LbsBlock {
  /** The element E* whose qualifying children form the block. */
  parent: Element;
  /** The block's nodes in document order. */
  nodes: Node[];
  /** Σ text length of the block. */
  length: number;
  /** Longest single node of the block (for the `longest-string` pick). */
  longest: number;
}

/** LBS(r) (docs/spec/louvan.md §4.1): over r and every visible element below it, the block of qualifying
 *  children with the largest total text; the first in pre-order on ties. Null when r has no text. */
export function largestBlock(r: Element): LbsBlock | null {
  let best: LbsBlock | null = null;
  const consider = (e: Element): void => {
    const nodes: Node[] = [];
    let length = 0;
    let longest = 0;
    for (let k = e.firstChild; k !== null; k = k.nextSibling) {
      if (!qualifies(k)) continue;
      const len = nodeTextLength(k);
      nodes.push(k);
      length += len;
      longest = Math.max(longest, len);
    }
    if (length > 0 && (best === null || length > best.length)) best = { parent: e, nodes, length, longest };
  };
  consider(r);
  walkVisible(r, { enter: consider });
  return best;
}

export interface LbsResult {
  text: string;
  /** R*, and the index into it of the chosen root (−1: nothing). */
  roots: number[];
  chosen: number;
  block: LbsBlock | null;
}

/** CS+LBS (docs/spec/louvan.md §4.1): LBS of every r in R*, keep the largest (by block length, or by its
 *  longest string under `pick: 'longest-string'`); one line per block node. */
export function lbsText(segments: readonly Segment[], returned: readonly number[], pick: 'block' | 'longest-string' = 'block'): LbsResult {
  const roots = outermost(segments, returned);
  let chosen = -1;
  let block: LbsBlock | null = null;
  const key = (b: LbsBlock): number => (pick === 'block' ? b.length : b.longest);
  roots.forEach((i, at) => {
    const b = largestBlock(segments[i]!.element);
    if (b !== null && (block === null || key(b) > key(block))) {
      block = b;
      chosen = at;
    }
  });
  const found = block as LbsBlock | null;
  const text =
    found === null
      ? ''
      : found.nodes
          .map((k) => (k.nodeType === TEXT_NODE ? collapseText(k.nodeValue ?? '') : blockText(k as Element)))
          .filter((t) => t !== '')
          .join('\n');
  return { text, roots, chosen, block: found };
}

/** Tags that put an empty element into SLS's string array (docs/spec/louvan.md §4.2, thesis list). */
const SLS_BREAK_TAGS: ReadonlySet<string> = new Set(['div', 'tr', 'td', 'table', 'ul', 'li']);

export interface SlsOptions {
  /** Smoothing radius r of Eq. 4.2 (TTR's 2). */
  radius: number;
  /** Keep e_k > τ (`gt`, "larger than", default) or e_k ≥ τ (`ge`, TTR's own). */
  compare: 'gt' | 'ge';
}

export const DEFAULT_SLS_OPTIONS: Readonly<SlsOptions> = { radius: 2, compare: 'gt' };

export interface SlsResult {
  text: string;
  roots: number[];
  stringArray: number[];
  smoothed: number[];
  threshold: number;
}

/** CS+SLS (docs/spec/louvan.md §4.2): text-node lengths and structural breaks (0) over R* in document order,
 *  smoothed by Eq. 4.2 (out-of-range terms 0, divisor 2r + 1), kept where e_k exceeds τ, the
 *  population standard deviation of e. */
export function slsText(segments: readonly Segment[], returned: readonly number[], options: Partial<SlsOptions> = {}): SlsResult {
  const { radius, compare } = { ...DEFAULT_SLS_OPTIONS, ...options };
  const roots = outermost(segments, returned);
  const stringArray: number[] = [];
  const texts: (string | null)[] = [];
  for (const i of roots) {
    walkVisible(segments[i]!.element, {
      enter(el) {
        if (SLS_BREAK_TAGS.has(tagOf(el))) {
          stringArray.push(0);
          texts.push(null);
        }
      },
      text(t) {
        stringArray.push(charLength(t));
        texts.push(t);
      },
    });
  }
  const n = stringArray.length;
  const smoothed = stringArray.map((_, k) => {
    let s = 0;
    for (let i = Math.max(0, k - radius); i <= Math.min(n - 1, k + radius); i++) s += stringArray[i]!;
    return s / (2 * radius + 1);
  });
  const mean = n > 0 ? smoothed.reduce((a, b) => a + b, 0) / n : 0;
  const threshold = n > 0 ? Math.sqrt(smoothed.reduce((a, e) => a + (e - mean) ** 2, 0) / n) : 0;
  const kept = texts.filter((t, k) => t !== null && (compare === 'gt' ? smoothed[k]! > threshold : smoothed[k]! >= threshold));
  return { text: kept.join('\n'), roots, stringArray, smoothed, threshold };
}

/** The table attributes TP compares (docs/spec/louvan.md §4.3, thesis list), the id with digit runs as `#`. */
const TP_ATTRIBUTES = ['class', 'border', 'width', 'align', 'cellspacing', 'cellpadding'] as const;

export function tableSignature(table: Element): string {
  const attrs = TP_ATTRIBUTES.map((a) => table.getAttribute(a) ?? '');
  attrs.push((table.getAttribute('id') ?? '').replace(/\d+/g, '#'));
  return JSON.stringify(attrs);
}

function nearestTable(el: Element): Element | null {
  for (let e: Element | null = el; e !== null; e = e.parentElement) if (tagOf(e) === 'table') return e;
  return null;
}

export interface TpResult {
  text: string;
  /** Signature of the winning group ('' when none). */
  signature: string;
  /** Returned candidates in the winning group. */
  group: number[];
  /** Every signature with its distinct-table count. */
  groups: { signature: string; tables: number; members: number[] }[];
}

/** CS+TP (docs/spec/louvan.md §4.3): group the returned candidates by their nearest table's signature, keep the
 *  group with the most distinct tables (ties: the most text), output its text; `expand` outputs
 *  every table on the page with that signature instead. Empty when no returned node is in a table. */
export function tpText(segments: readonly Segment[], returned: readonly number[], options: { expand?: boolean; root?: Element } = {}): TpResult {
  const bySig = new Map<string, { tables: Set<Element>; members: number[]; text: number }>();
  for (const i of [...returned].sort((a, b) => a - b)) {
    const table = nearestTable(segments[i]!.element);
    if (table === null) continue;
    const sig = tableSignature(table);
    const g = bySig.get(sig) ?? { tables: new Set<Element>(), members: [], text: 0 };
    g.tables.add(table);
    g.members.push(i);
    g.text += nodeTextLength(segments[i]!.element);
    bySig.set(sig, g);
  }
  const groups = [...bySig].map(([signature, g]) => ({ signature, tables: g.tables.size, members: g.members, text: g.text }));
  let best: (typeof groups)[number] | null = null;
  for (const g of groups) if (best === null || g.tables > best.tables || (g.tables === best.tables && g.text > best.text)) best = g;
  const summary = groups.map(({ signature, tables, members }) => ({ signature, tables, members }));
  if (best === null) return { text: '', signature: '', group: [], groups: summary };
  let text: string;
  if (options.expand && options.root) {
    // Every outermost table on the page with the winning signature (nested ones are inside it).
    const signature = best.signature;
    const tables: Element[] = [];
    walkVisible(options.root, {
      enter(el) {
        if (tagOf(el) !== 'table' || tableSignature(el) !== signature) return;
        if (!tables.some((t) => t.contains(el))) tables.push(el);
      },
    });
    text = tables
      .map(blockText)
      .filter((t) => t !== '')
      .join('\n');
  } else text = plainText(segments, best.members).text;
  return { text, signature: best.signature, group: best.members, groups: summary };
}
