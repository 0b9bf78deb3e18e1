// Louvan's 16 segment features (docs/spec/louvan.md §2). One bottom-up pass over the page root gathers, per
// element, its text and anchor-text lengths, stop words, element counts, height, longest text node
// and serialised length; each candidate's features are those divided by the root's (the thesis's
// "normalized … between 0 and 1", reconstructed as the page-root total).
import { scriptKind, splitScriptRuns } from '../../lang/scripts.js';
import { isAnyStopWord, isStopWord } from '../../lang/stopwords.js';
import type { Attribute } from '../../classifiers/types.js';
import { charLength, findSegments, pageRoot, segmentTags, tagOf, walkVisible, type Segment, type SegmentOptions } from './segments.js';

/** Feature order of every vector (docs/spec/louvan.md §2's table order, `stringMax` last). */
export const FEATURE_NAMES = [
  'innerTxtLength',
  'innerHtmlLength',
  'imgNum',
  'interactionNum',
  'formNum',
  'optionNum',
  'tableNum',
  'paraNum',
  'linkNum',
  'divNum',
  'linkToTextRatio',
  'stopWordRatio',
  'tagName',
  'domHeight',
  'headerAround',
  'stringMax',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Position of a feature in a vector. */
export const FEATURE_INDEX: Readonly<Record<FeatureName, number>> = Object.fromEntries(FEATURE_NAMES.map((name, i) => [name, i])) as Record<FeatureName, number>;

export interface FeatureOptions extends SegmentOptions {
  /** `page` (default): Eq. 4.1's count nbSw·(1 − anchored share) over the page's stop-word count;
   *  `ratio`: nbSw/words(n)·(1 − linkToTextRatio) (docs/spec/louvan.md §2, reconstructed). */
  swr: 'page' | 'ratio';
  /** Which words are stop words: `script` (default) uses the segmenter's flag (the English list for
   *  space-delimited scripts, the Chinese list for Han; docs/spec/cedst.md §1.2); `any` the union of every
   *  language's list, for pages in other languages. */
  stopWords: 'script' | 'any';
  /** `linkNum` counts `a` with `href` (default, docs/spec/louvan.md §9.7) or every `a`. */
  linkNeedsHref: boolean;
}

export const DEFAULT_FEATURE_OPTIONS: Readonly<FeatureOptions> = {
  tags: 'thesis',
  minBodyTextShare: 0.5,
  swr: 'page',
  stopWords: 'script',
  linkNeedsHref: true,
};

/** The attribute list a learner sees: numeric features, `tagName` nominal over the candidate tags. */
export function featureAttributes(tags: SegmentOptions['tags'] = 'thesis'): Attribute[] {
  return FEATURE_NAMES.map((name) => (name === 'tagName' ? { name, kind: 'nominal', values: [...segmentTags(tags)] } : { name, kind: 'numeric' }));
}

/** Element counts of docs/spec/louvan.md §2, by the tags each one counts. */
const COUNTED: readonly [FeatureName, readonly string[]][] = [
  ['imgNum', ['img']],
  ['interactionNum', ['input', 'select']],
  ['formNum', ['form']],
  ['optionNum', ['option']],
  ['tableNum', ['table', 'tr', 'td']],
  ['paraNum', ['p']],
  ['linkNum', ['a']],
  ['divNum', ['div']],
];

/** `headerAround` looks for these (the thesis names h1…h5, not h6). */
const HEADER_TAGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5']);

/** Raw per-element measures, before normalisation. */
export interface ElementStats {
  textLength: number;
  anchorTextLength: number;
  stopWords: number;
  words: number;
  longestText: number;
  /** Length of innerHTML as linkedom serialises it. */
  htmlLength: number;
  /** Height in element edges (a childless element has 0); invisible subtrees and text ignored. */
  height: number;
  /** Counts of the COUNTED tags among the element's strict descendants, in COUNTED order. */
  counts: number[];
  /** Number of h1–h5 children (for headerAround without rescanning siblings). */
  headerChildren: number;
}

function emptyStats(): ElementStats {
  return { textLength: 0, anchorTextLength: 0, stopWords: 0, words: 0, longestText: 0, htmlLength: 0, height: 0, counts: COUNTED.map(() => 0), headerChildren: 0 };
}

function countIndex(el: Element, linkNeedsHref: boolean): number {
  const tag = tagOf(el);
  if (tag === 'a' && linkNeedsHref && !el.hasAttribute('href')) return -1;
  return COUNTED.findIndex(([, tags]) => tags.includes(tag));
}

/** Length of an element's start and end tags as linkedom writes them (a shallow clone's outerHTML). */
function tagsLength(el: Element): number {
  return (el.cloneNode(false) as Element).outerHTML.length;
}

/** Serialised length of a child node that is not a visible element: text (escaped), comments, and
 *  whole invisible elements (their raw text as linkedom writes it). */
function nodeHtmlLength(node: Node): number {
  if (node.nodeType === 1) return (node as Element).outerHTML.length;
  return String(node).length;
}

/**
 * Stop words and words of a text node: each script run split by its kind's plain cut (Han by
 * jieba, other scripts at the gaps between words) and checked against its kind's list: the same
 * stop flags as the segmenter's tokens (docs/spec/cedst.md §1.2), without the stemming and token
 * objects these counts do not need. `any` checks every word against every language's list instead.
 */
function countStopWords(text: string, mode: FeatureOptions['stopWords']): [stop: number, words: number] {
  let stop = 0;
  let words = 0;
  for (const run of splitScriptRuns(text)) {
    const kind = scriptKind(run.lang);
    for (const w of kind.plainWords(run.text)) {
      words++;
      if (mode === 'any' ? isAnyStopWord(w) : isStopWord(w, kind.stopList)) stop++;
    }
  }
  return [stop, words];
}

/**
 * Per-element measures for the root and every visible element under it, in one walk. Children add
 * into their parent when they close, so each text node and element is handled once.
 */
export function elementStats(root: Element, options: Partial<FeatureOptions> = {}): Map<Element, ElementStats> {
  const opts = { ...DEFAULT_FEATURE_OPTIONS, ...options };
  const stats = new Map<Element, ElementStats>([[root, emptyStats()]]);
  const stack: ElementStats[] = [stats.get(root)!];
  walkVisible(root, {
    enter(el) {
      const s = emptyStats();
      stats.set(el, s);
      stack.push(s);
    },
    text(text) {
      // The text node belongs to the innermost open element. Whether it is anchor text is settled
      // when an enclosing `a` closes (below).
      const s = stack[stack.length - 1]!;
      const length = charLength(text);
      const [stop, words] = countStopWords(text, opts.stopWords);
      s.textLength += length;
      s.stopWords += stop;
      s.words += words;
      if (length > s.longestText) s.longestText = length;
    },
    exit(el) {
      const s = stack.pop()!;
      const up = stack[stack.length - 1]!;
      // Everything under an `a` is anchor text (docs/spec/louvan.md §2: A(n), the text under <a> descendants).
      if (tagOf(el) === 'a') s.anchorTextLength = s.textLength;
      up.textLength += s.textLength;
      up.anchorTextLength += s.anchorTextLength;
      up.stopWords += s.stopWords;
      up.words += s.words;
      up.longestText = Math.max(up.longestText, s.longestText);
      up.height = Math.max(up.height, s.height + 1);
      for (let i = 0; i < s.counts.length; i++) up.counts[i] = up.counts[i]! + s.counts[i]!;
      if (HEADER_TAGS.has(tagOf(el))) up.headerChildren++;
      const c = countIndex(el, opts.linkNeedsHref);
      if (c >= 0) up.counts[c] = up.counts[c]! + 1;
    },
  });
  fillHtmlLengths(root, stats);
  return stats;
}

/** innerHTML lengths bottom-up: inner(e) = Σ over child nodes of their serialised length, where a
 *  visible element's is tags(e) + inner(e). Equal to linkedom's innerHTML.length (tested) without
 *  serialising each subtree once per ancestor. */
function fillHtmlLengths(root: Element, stats: Map<Element, ElementStats>): void {
  const order: Element[] = [];
  walkVisible(root, { enter: (el) => order.push(el) });
  const outer = new Map<Element, number>();
  for (const el of [...order.reverse(), root]) {
    let inner = 0;
    for (let kid = el.firstChild; kid !== null; kid = kid.nextSibling) {
      const known = kid.nodeType === 1 ? outer.get(kid as Element) : undefined;
      inner += known ?? nodeHtmlLength(kid);
    }
    stats.get(el)!.htmlLength = inner;
    outer.set(el, tagsLength(el) + inner);
  }
}

/** True when the parent, a sibling element or a child element is h1–h5 (docs/spec/louvan.md §2). A sibling
 *  header is a header child of the parent other than el itself. Invisible elements are not seen. */
export function headerAround(el: Element, stats: Map<Element, ElementStats>): boolean {
  const own = stats.get(el);
  if (own !== undefined && own.headerChildren > 0) return true;
  const parent = el.parentElement;
  if (parent === null) return false;
  const isHeader = HEADER_TAGS.has(tagOf(el));
  if (HEADER_TAGS.has(tagOf(parent))) return true;
  const up = stats.get(parent);
  return up !== undefined && up.headerChildren > (isHeader ? 1 : 0);
}

/** a / b, 0 when b is 0 (docs/spec/louvan.md §2: "0 when that total is 0"). */
function ratio(a: number, b: number): number {
  return b > 0 ? a / b : 0;
}

/** What a candidate's features are read against: every element's statistics, the page's (its
 *  root's), the tag list `tagName` indexes, and the feature options. */
export interface SegmentContext {
  readonly stats: Map<Element, ElementStats>;
  readonly page: ElementStats;
  readonly tags: readonly string[];
  readonly opts: FeatureOptions;
}

/** The 16 features of one candidate, in FEATURE_NAMES order (`tagName` as an index into the tags). */
export function segmentFeatures(seg: Segment, { stats, page, tags, opts }: SegmentContext): number[] {
  const s = stats.get(seg.element)!;
  const ltr = ratio(s.anchorTextLength, s.textLength);
  // Eq. 4.1: swr = nbSw·(inTxtLen − ancTxtLen)/inTxtLen — stop words, discounted by the anchored share.
  const swr = opts.swr === 'ratio' ? ratio(s.stopWords, s.words) * (1 - ltr) : ratio(s.stopWords * (1 - ltr), page.stopWords);
  const v: Record<FeatureName, number> = {
    innerTxtLength: ratio(s.textLength, page.textLength),
    innerHtmlLength: ratio(s.htmlLength, page.htmlLength),
    imgNum: 0,
    interactionNum: 0,
    formNum: 0,
    optionNum: 0,
    tableNum: 0,
    paraNum: 0,
    linkNum: 0,
    divNum: 0,
    linkToTextRatio: ltr,
    stopWordRatio: swr,
    tagName: tags.indexOf(seg.tag),
    domHeight: ratio(s.height, page.height),
    headerAround: headerAround(seg.element, stats) ? 1 : 0,
    stringMax: ratio(s.longestText, page.longestText),
  };
  COUNTED.forEach(([name], i) => (v[name] = ratio(s.counts[i]!, page.counts[i]!)));
  return FEATURE_NAMES.map((name) => v[name]);
}

/** A page's candidates and their feature vectors. */
export interface PageFeatures {
  root: Element;
  segments: Segment[];
  /** One vector per segment, FEATURE_NAMES order. */
  features: number[][];
  /** Raw measures per element (root and visible elements), for the heuristics and inspect. */
  stats: Map<Element, ElementStats>;
}

/** Root, candidate segments and their 16 features for a page (docs/spec/louvan.md §1–§2). */
export function pageFeatures(doc: Document, options: Partial<FeatureOptions> = {}): PageFeatures {
  const opts = { ...DEFAULT_FEATURE_OPTIONS, ...options };
  const root = pageRoot(doc, opts);
  return rootFeatures(root, opts);
}

/** As pageFeatures, for an already chosen root. */
export function rootFeatures(root: Element, options: Partial<FeatureOptions> = {}): PageFeatures {
  const opts = { ...DEFAULT_FEATURE_OPTIONS, ...options };
  const segments = findSegments(root, opts);
  const stats = elementStats(root, opts);
  const page = stats.get(root)!;
  const tags = segmentTags(opts.tags);
  const context: SegmentContext = { stats, page, tags, opts };
  const features = segments.map((seg) => segmentFeatures(seg, context));
  return { root, segments, features, stats };
}
