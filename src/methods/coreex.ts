// CoreEx (Prasad & Paepcke, CIKM 2008; docs/method.md §4). Bottom-up over the DOM: a text node counts
// its words (textCnt) and no links; a link counts as one word that is a link (textCnt = linkCnt = 1)
// whatever it holds; an element sums its children. For every element N, S(N) is the set of children
// whose share of non-link words (textCnt − linkCnt)/textCnt exceeds the text ratio (0.9), and
//   score(N) = w·(setTextCnt − setLinkCnt)/setTextCnt + (1 − w)·setTextCnt/pageText,  w = 0.99.
// The highest-scoring element wins (ties: the one higher in the tree, then the earlier); its set S,
// in document order, is the article.
import type { ResolvedOptions } from '../options/resolve.js';
import type { Article, NodeEvidence, Page } from '../core/types.js';
import { BLOCK_TAGS, LINE_BREAK_TAGS } from '../dom/tags.js';
import { segmentCount } from '../lang/segment.js';
import { NO_DEADLINE, type Deadline } from '../core/budget.js';

const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;
const DOCUMENT = 9;

/** Elements CoreEx ignores, subtree and all: the paper's form controls and scripts, plus the other
 *  elements whose content is never page text. `form` itself is not ignored: many sites wrap the
 *  whole page in one `<form>` (ASP.NET), and ignoring it would ignore the article (see results.md). */
export const COREEX_IGNORED: ReadonlySet<string> = new Set(['select', 'input', 'textarea', 'option', 'script', 'style', 'noscript', 'template', 'title']);

/** Tag paths keep at most this many components, as for text units. */
const MAX_PATH_DEPTH = 24;
/** Scores equal to this tolerance are ties. */
const EPS = 1e-12;

/** A child as its parent's set sees it. `element` ≥ 0 indexes an element record; text nodes and
 *  links are leaves. */
interface Child {
  node: Node;
  element: number;
  textCnt: number;
  linkCnt: number;
}

interface ElementRecord {
  el: Element;
  tag: string;
  parent: number;
  depth: number;
  children: Child[];
  textCnt: number;
  linkCnt: number;
}

function tagOf(el: Element): string {
  return (el.localName || el.nodeName || '').toLowerCase();
}

/** Words of a text node, by the segmenter every method shares (jieba for Han script). `known`:
 *  word counts of whitespace-normalised texts the page's segmentation already counted (its units'
 *  texts), taken instead of cutting the text again. Whitespace is a gap to every segmenter, so
 *  a text counts as many words as its normalised form. */
function wordCount(text: string, known: ReadonlyMap<string, number> | undefined): number {
  if (!/[\p{L}\p{N}]/u.test(text)) return 0;
  const n = known?.get(text.replace(/\s+/g, ' ').trim());
  return n ?? segmentCount(text);
}

function isLink(el: Element, tag: string): boolean {
  return tag === 'a' && el.hasAttribute('href');
}

/** Every element in pre-order with its children's counts; `pageText` is the root's textCnt. */
function countNodes(doc: Document, deadline: Deadline, known: ReadonlyMap<string, number> | undefined): ElementRecord[] {
  const records: ElementRecord[] = [];
  // linkedom's documentElement is the first element of the document. A page with markup before
  // <html> (a stray <meta>, <script> or <table>) has several top-level elements; then the document
  // itself is the root, so that the page's text is all counted.
  const topElements = Array.from(doc.childNodes).filter((n) => n.nodeType === ELEMENT).length;
  const root = topElements > 1 ? (doc as unknown as Element) : doc.documentElement;
  if (!root || COREEX_IGNORED.has(tagOf(root))) return records;
  // Iterative pre-order: children are pushed in reverse so that they pop in document order, each
  // with its tag (read once per element: its parent's pass needs it too).
  const stack: Node[] = [root];
  const tagStack: string[] = [tagOf(root)];
  const parentOf: number[] = [-1];
  while (stack.length) {
    // Every text node is segmented: 6.5 million Han characters ran past the batch's hard limit
    // without a check.
    deadline.tick('coreex');
    const node = stack.pop()!;
    const tag = tagStack.pop()!;
    const parent = parentOf.pop()!;
    const element = records.length;
    const el = node as Element;
    const children: Child[] = [];
    records.push({ el, tag, parent, depth: parent < 0 ? 0 : records[parent]!.depth + 1, children, textCnt: 0, linkCnt: 0 });
    // firstChild/nextSibling: the walk childNodes makes, without its list and a copy of it. Not
    // for the document itself: linkedom's doctype has no nextSibling.
    let kids: Node[] = [];
    if (node.nodeType === DOCUMENT) kids = Array.from(node.childNodes);
    else for (let kid = node.firstChild; kid; kid = kid.nextSibling) kids.push(kid);
    // Text nodes and links are leaves; an element child gets a placeholder (-2) that
    // `analyseCoreex` links to its record once every record exists.
    const kidTags: (string | undefined)[] = [];
    for (const kid of kids) {
      let kt: string | undefined;
      if (kid.nodeType === TEXT || kid.nodeType === CDATA) {
        const words = wordCount((kid as CharacterData).data, known);
        children.push({ node: kid, element: -1, textCnt: words, linkCnt: 0 });
      } else if (kid.nodeType === ELEMENT) {
        kt = tagOf(kid as Element);
        if (COREEX_IGNORED.has(kt)) kt = undefined;
        else if (isLink(kid as Element, kt)) {
          children.push({ node: kid, element: -1, textCnt: 1, linkCnt: 1 });
          kt = undefined;
        } else children.push({ node: kid, element: -2, textCnt: 0, linkCnt: 0 }); // filled in below
      }
      // undefined for a child that is not walked.
      kidTags.push(kt);
    }
    for (let i = kids.length - 1; i >= 0; i--) {
      const kt = kidTags[i];
      if (kt === undefined) continue;
      stack.push(kids[i]!);
      tagStack.push(kt);
      parentOf.push(element);
    }
  }
  return records;
}

export interface CoreexAnalysis {
  records: ElementRecord[];
  /** Per record: S(N)'s sums and the score (NaN when S is empty). */
  setTextCnt: number[];
  setLinkCnt: number[];
  score: number[];
  /** Per record: which children are in S(N). */
  inSet: boolean[][];
  winner: number;
  pageText: number;
}

/** `known`: word counts by whitespace-normalised text, from a segmentation of the page made
 *  with the default Han form (the readings pass their page's units'); without it every text node
 *  is cut. */
export function analyseCoreex(doc: Document, options: ResolvedOptions['coreex'], deadline: Deadline = NO_DEADLINE, known?: ReadonlyMap<string, number>): CoreexAnalysis {
  const records = countNodes(doc, deadline, known);
  // Link element children to their records: a parent's element children appear in its child list
  // in document order, and their records were created in the same order (pre-order).
  const next = new Array<number>(records.length).fill(0);
  const elementKids: number[][] = records.map(() => []);
  for (let i = 1; i < records.length; i++) elementKids[records[i]!.parent]!.push(i);
  for (let i = 0; i < records.length; i++) {
    for (const c of records[i]!.children) if (c.element === -2) c.element = elementKids[i]![next[i]!++]!;
  }
  // Bottom-up sums: a record's children all come after it in pre-order.
  for (let i = records.length - 1; i >= 0; i--) {
    const r = records[i]!;
    for (const c of r.children) {
      if (c.element >= 0) {
        c.textCnt = records[c.element]!.textCnt;
        c.linkCnt = records[c.element]!.linkCnt;
      }
      r.textCnt += c.textCnt;
      r.linkCnt += c.linkCnt;
    }
  }
  const pageText = records.length ? records[0]!.textCnt : 0;
  const { textRatio, weight } = options;
  const setTextCnt: number[] = [];
  const setLinkCnt: number[] = [];
  const score: number[] = [];
  const inSet: boolean[][] = [];
  let winner = -1;
  records.forEach((r, i) => {
    let st = 0;
    let sl = 0;
    const member = r.children.map((c) => {
      const ok = c.textCnt > 0 && (c.textCnt - c.linkCnt) / c.textCnt > textRatio;
      if (ok) {
        st += c.textCnt;
        sl += c.linkCnt;
      }
      return ok;
    });
    const s = st > 0 ? (weight * (st - sl)) / st + ((1 - weight) * st) / pageText : NaN;
    setTextCnt.push(st);
    setLinkCnt.push(sl);
    score.push(s);
    inSet.push(member);
    if (!Number.isNaN(s)) {
      const w = winner < 0 ? undefined : score[winner]!;
      // Pre-order visits an ancestor before its descendants: only a strictly better score, or an
      // equal one higher in the tree, replaces the current winner.
      if (w === undefined || s > w + EPS || (Math.abs(s - w) <= EPS && r.depth < records[winner]!.depth)) winner = i;
    }
  });
  return { records, setTextCnt, setLinkCnt, score, inSet, winner, pageText };
}

/** The text of a subtree, `\n` at block elements and `<br>`, ignored elements left out. */
function subtreeText(start: Node, out: string[]): void {
  const stack: Node[] = [start];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.nodeType === TEXT || node.nodeType === CDATA) {
      out.push((node as CharacterData).data);
      continue;
    }
    if (node.nodeType !== ELEMENT) continue;
    const tag = tagOf(node as Element);
    if (COREEX_IGNORED.has(tag)) continue;
    if (LINE_BREAK_TAGS.has(tag)) {
      out.push('\n');
      continue;
    }
    const block = BLOCK_TAGS.has(tag);
    if (block) {
      out.push('\n');
      stack.push(BLOCK_END);
    }
    const kids = node.childNodes;
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
}
/** Marks the end of a block element on the walk's stack. */
const BLOCK_END = { nodeType: TEXT, data: '\n' } as unknown as Node;

/** The winner's set as paragraphs: members in document order; inline members run together, block
 *  members and breaks end a paragraph, and a left-out inline child (a link) leaves a space. */
export function setParagraphs(a: CoreexAnalysis): string[] {
  if (a.winner < 0) return [];
  const r = a.records[a.winner]!;
  const member = a.inSet[a.winner]!;
  const out: string[] = [];
  r.children.forEach((c, i) => {
    const tag = c.node.nodeType === ELEMENT ? tagOf(c.node as Element) : '';
    const breaks = BLOCK_TAGS.has(tag) || LINE_BREAK_TAGS.has(tag);
    if (member[i]) subtreeText(c.node, out);
    else out.push(breaks ? '\n' : ' ');
  });
  return out
    .join('')
    .split('\n')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
}

function paths(records: readonly ElementRecord[]): string[] {
  return records.map((_, index) => {
    const parts: string[] = [];
    let i = index;
    for (; i >= 0 && parts.length < MAX_PATH_DEPTH; i = records[i]!.parent) parts.push(records[i]!.tag);
    if (i >= 0) parts.push('…');
    return parts.reverse().join('.');
  });
}

export function coreex(page: Page, options: ResolvedOptions): Article {
  const a = analyseCoreex(page.doc, options.coreex, page.deadline);
  const paragraphs = setParagraphs(a);
  const result: Article = { text: paragraphs.join('\n'), paragraphs, lang: page.lang, method: 'coreex', threshold: a.winner < 0 ? 0 : a.score[a.winner]! };
  if (options.explain) {
    const p = paths(a.records);
    const nodes: NodeEvidence[] = [];
    a.records.forEach((r, i) => {
      if (r.textCnt === 0) return;
      nodes.push({
        path: p[i]!,
        textCnt: r.textCnt,
        linkCnt: r.linkCnt,
        setTextCnt: a.setTextCnt[i]!,
        setLinkCnt: a.setLinkCnt[i]!,
        score: Number.isNaN(a.score[i]!) ? 0 : a.score[i]!,
        winner: i === a.winner,
      });
    });
    result.nodes = nodes;
  }
  return result;
}
