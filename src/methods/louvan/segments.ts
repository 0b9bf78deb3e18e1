// Louvan's unit of classification: candidate segments (docs/spec/louvan.md §1). Pure functions over a
// linkedom DOM: the page root, a walk over its visible part, and the candidate elements in
// depth-first pre-order.

/** docs/spec/louvan.md §1 (thesis): "block level elements (div, span), list elements (ul, ol, li), table
 *  elements (table, tr, td)". `p` is deliberately absent (the thesis's Fig. 6.3). */
export const THESIS_SEGMENT_TAGS: readonly string[] = ['div', 'span', 'ul', 'ol', 'li', 'table', 'tr', 'td'];

/** docs/spec/louvan.md §1 option `html5` (reconstructed): the thesis's tags plus the HTML5 sectioning tags
 *  its §7.2 names, and `p`. */
export const HTML5_SEGMENT_TAGS: readonly string[] = [...THESIS_SEGMENT_TAGS, 'article', 'section', 'main', 'aside', 'nav', 'header', 'footer', 'p'];

/** Elements whose text no reader sees (docs/spec/louvan.md §1, reconstructed); `title` only under `head`. */
const INVISIBLE_TAGS: ReadonlySet<string> = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe']);

export interface SegmentOptions {
  /** Candidate tag set: the thesis's eight (default) or with the HTML5 additions. */
  tags: 'thesis' | 'html5';
  /** `body` is the root unless it holds less than this share of the document's visible text
   *  (linkedom can leave a page inside `head`, docs/spec/cedst.md §6); then `documentElement`. */
  minBodyTextShare: number;
}

export const DEFAULT_SEGMENT_OPTIONS: Readonly<SegmentOptions> = { tags: 'thesis', minBodyTextShare: 0.5 };

/** The candidate tag list an option names; its order is the `tagName` feature's value order. */
export function segmentTags(tags: SegmentOptions['tags']): readonly string[] {
  return tags === 'html5' ? HTML5_SEGMENT_TAGS : THESIS_SEGMENT_TAGS;
}

/** Lower-case tag name (linkedom gives upper case for HTML). */
export function tagOf(el: Element): string {
  return el.localName ? el.localName.toLowerCase() : el.tagName.toLowerCase();
}

/** Is this element's content invisible text (script, style, …, or the head's title)? */
export function isInvisible(el: Element): boolean {
  const tag = tagOf(el);
  if (INVISIBLE_TAGS.has(tag)) return true;
  return tag === 'title' && el.parentElement !== null && tagOf(el.parentElement) === 'head';
}

/** A text node's text as docs/spec/louvan.md §2 measures it: whitespace runs collapsed to one space, trimmed. */
export function collapseText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Length in characters (code points, so an astral character counts once). */
export function charLength(text: string): number {
  let surrogates = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) surrogates++;
  }
  return text.length - surrogates;
}

/** Callbacks of walkVisible. `enter`/`exit` bracket every visible element below (not including) the
 *  root; `text` receives each non-empty collapsed text node with its nearest element and the node. */
export interface VisibleWalker {
  enter?(el: Element): void;
  exit?(el: Element): void;
  text?(text: string, parent: Element, node: Node): void;
  /** A text node of white space only (between inline elements it still parts two words). */
  space?(node: Node): void;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/**
 * Depth-first walk over the visible part of `root`'s subtree, in document order, skipping invisible
 * subtrees. Iterative (pages nest deeper than the call stack allows), and by firstChild/nextSibling:
 * linkedom builds a fresh array for every `childNodes`.
 */
export function walkVisible(root: Element, walker: VisibleWalker): void {
  const open: Element[] = [];
  let node: Node | null = root.firstChild;
  for (;;) {
    if (node === null) {
      const done = open.pop();
      if (done === undefined) return;
      walker.exit?.(done);
      node = done.nextSibling;
      continue;
    }
    if (node.nodeType === TEXT_NODE) {
      if (walker.text || walker.space) {
        const text = collapseText(node.nodeValue ?? '');
        if (text !== '') walker.text?.(text, node.parentNode as Element, node);
        else if (node.nodeValue) walker.space?.(node);
      }
    } else if (node.nodeType === ELEMENT_NODE && !isInvisible(node as Element)) {
      const el = node as Element;
      walker.enter?.(el);
      open.push(el);
      node = el.firstChild;
      continue;
    }
    node = node.nextSibling;
  }
}

/** Total collapsed visible text length under an element. */
export function visibleTextLength(root: Element): number {
  let n = 0;
  walkVisible(root, { text: (t) => (n += charLength(t)) });
  return n;
}

/** The page root D (docs/spec/louvan.md §1, reconstructed): `body`, unless it holds less than
 *  `minBodyTextShare` of the document's visible text; then `documentElement`. */
export function pageRoot(doc: Document, options: Partial<SegmentOptions> = {}): Element {
  const { minBodyTextShare } = { ...DEFAULT_SEGMENT_OPTIONS, ...options };
  const html = doc.documentElement;
  const body = doc.body;
  if (!body) return html;
  // One walk over the document, counting the text inside body on the way.
  let all = 0;
  let inBody = 0;
  let insideBody = false;
  walkVisible(html, {
    enter: (el) => void (el === body && (insideBody = true)),
    exit: (el) => void (el === body && (insideBody = false)),
    text(t) {
      const n = charLength(t);
      all += n;
      if (insideBody) inBody += n;
    },
  });
  return all > 0 && inBody < minBodyTextShare * all ? html : body;
}

/** One candidate segment. */
export interface Segment {
  /** Position among the page's candidates, in depth-first pre-order. */
  index: number;
  element: Element;
  /** Lower-case tag name, one of the candidate tags. */
  tag: string;
  /** Index of the nearest candidate ancestor, −1 when there is none. */
  parent: number;
  /** Number of candidate ancestors. */
  depth: number;
}

/** The candidate segments below `root` (docs/spec/louvan.md §1): visible elements whose tag is in the
 *  candidate set, in pre-order. Nested candidates are all kept. The root itself is not one. */
export function findSegments(root: Element, options: Partial<SegmentOptions> = {}): Segment[] {
  const tags = new Set(segmentTags({ ...DEFAULT_SEGMENT_OPTIONS, ...options }.tags));
  const out: Segment[] = [];
  const open: number[] = []; // indices of the candidates we are inside
  walkVisible(root, {
    enter(el) {
      const tag = tagOf(el);
      if (!tags.has(tag)) return;
      const parent = open.length > 0 ? open[open.length - 1]! : -1;
      out.push({ index: out.length, element: el, tag, parent, depth: open.length });
      open.push(out.length - 1);
    },
    exit(el) {
      if (open.length > 0 && out[open[open.length - 1]!]!.element === el) open.pop();
    },
  });
  return out;
}

/** Characters of a segment's text preview (inspect, docs/spec/louvan.md §8). */
export const PREVIEW_LENGTH = 100;

/**
 * The start of each segment's visible text (docs/spec/louvan.md §8's "text preview"), whitespace collapsed,
 * cut at `max` characters with an ellipsis. Text nodes meet with a space at element boundaries and
 * as written inside one run of sibling text nodes (linkedom splits `a &lt; b` into three). One walk
 * over the root gathers the text nodes and where each segment's run of them starts and ends, so
 * nested segments cost at most about `max` characters each, not their whole subtree.
 */
export function segmentPreviews(root: Element, segments: readonly Segment[], max = PREVIEW_LENGTH): string[] {
  // Each non-blank text node as written, and what joins it to the one before.
  const raw: string[] = [];
  const joins: string[] = [];
  const runs = new Map<Element, [first: number, end: number]>();
  const wanted = new Set(segments.map((s) => s.element));
  let last: Node | null = null;
  walkVisible(root, {
    enter: (el) => void (wanted.has(el) && runs.set(el, [raw.length, raw.length])),
    exit(el) {
      const run = runs.get(el);
      if (run) run[1] = raw.length;
    },
    text(_text, _parent, node) {
      // Back over the sibling text nodes: reaching the last kept one means the same run, joined as
      // written (a blank node between them, skipped by the walk, stands for its space).
      let join = ' ';
      let blank = false;
      for (let p = node.previousSibling; p !== null && p.nodeType === TEXT_NODE; p = p.previousSibling) {
        if (p === last) {
          join = blank ? ' ' : '';
          break;
        }
        blank = true;
      }
      raw.push(node.nodeValue ?? '');
      joins.push(join);
      last = node;
    },
  });
  return segments.map((s) => {
    const [first, end] = runs.get(s.element) ?? [0, 0];
    let out = '';
    for (let i = first, n = 0; i < end && n <= max; i++) {
      out += (i > first ? joins[i]! : '') + raw[i]!;
      n += charLength(collapseText(raw[i]!)) + 1;
    }
    const chars = Array.from(collapseText(out));
    return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
  });
}
