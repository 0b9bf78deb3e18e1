// The blocks the page's readings disagree on, each with language-neutral features: which readings
// keep it, its block tag, link share and length, its CEDST evidence, where it sits against the
// first and last block of cedst+'s article and whether it is inside that article's container, and
// whether a heading is followed by kept prose. A per-block model (block-choice.ts) decides each one
// instead of the whole page taking one reading.
import { evidenceAt, type PlusAnalysis } from '../analysis.js';
import { itemContainer } from '../../../dom/items.js';
import { containsNode, insideAny } from '../../../dom/ancestors.js';
import { NO_DEADLINE, type Deadline } from '../../../core/budget.js';
import { FURNITURE_LINE_REASONS } from '../furniture-lines.js';
import { READING_KINDS, type Reading } from './list.js';

const BLOCK_TAGS: Readonly<Record<string, string>> = {
  h1: 'h',
  h2: 'h',
  h3: 'h',
  h4: 'h',
  h5: 'h',
  h6: 'h',
  li: 'li',
  dt: 'li',
  dd: 'li',
  p: 'p',
  td: 'cell',
  th: 'cell',
  pre: 'pre',
  code: 'pre',
  blockquote: 'bq',
};
const TAGS = ['h', 'li', 'p', 'cell', 'pre', 'bq', 'other'] as const;
/** How far up a unit's element its block tag is looked for. */
const TAG_DEPTH = 4;
/** A heading is followed by prose when one of the next units this many after it is kept with at
 *  least PROSE_WORDS words. */
const PROSE_AHEAD = 3;
const PROSE_WORDS = 15;

/** The model's columns, in order. */
export const BLOCK_FEATURES: readonly string[] = [
  ...READING_KINDS.map((k) => `in-${k}`),
  'in-chosen',
  'has-schema',
  'votes',
  'readings',
  ...TAGS.map((t) => `tag-${t}`),
  'link-share',
  'href',
  'repetition',
  'log-words',
  'smoothed',
  'in-region',
  'in-container',
  'before-first',
  'after-last',
  'rel-distance',
  'log-distance',
  'prev-kept',
  'next-kept',
  'heading-then-prose',
  'item',
];

/** The nearest block tag at or above a unit's element. */
function blockTag(el: Element): string {
  let e: Element | null = el;
  for (let d = 0; e && d < TAG_DEPTH; e = e.parentElement, d++) {
    const t = BLOCK_TAGS[e.localName.toLowerCase()];
    if (t) return t;
  }
  return 'other';
}

/** The lowest element holding every element of `els`; the climbs tick `deadline`. */
function commonAncestor(els: readonly Element[], deadline: Deadline = NO_DEADLINE): Element | null {
  let c: Element | null = els[0] ?? null;
  for (const e of els.slice(1)) while (c && !containsNode(c, e, deadline, 'readings')) c = c.parentElement;
  return c;
}

const round4 = (v: number): number => Math.round(v * 1e4) / 1e4;

/** A disputed unit and its features (BLOCK_FEATURES' order). */
export interface DisputedBlock {
  readonly index: number;
  readonly x: readonly number[];
}

/** The units some reading keeps and another drops (the headline and furniture lines left out: no
 *  reading takes them), with their features. `a` is cedst+'s analysis after its stages, `chosen`
 *  the reading the choose stage took. */
export function disputedBlocks(a: PlusAnalysis, readings: readonly Reading[], chosen: Reading): DisputedBlock[] {
  const page = a.page;
  const headline = page.head.headline;
  // Asked of every unit: climbs that remember their answers (a page may nest thousands deep).
  const inHeadline = insideAny(headline ? [headline] : [], page.deadline, 'readings');
  const excluded = (i: number): boolean => inHeadline(a.view.element(i)) || FURNITURE_LINE_REASONS.has(evidenceAt(a, i).reason ?? '');
  const sets = new Map(readings.map((r) => [r.kind, new Set(r.units)]));
  const chosenSet = new Set(chosen.units);
  const plusKept = a.units.filter((u) => u.content).map((u) => u.index);
  const first = plusKept.at(0) ?? -1;
  const last = plusKept.at(-1) ?? -1;
  const container = commonAncestor(
    plusKept.map((i) => a.view.element(i)),
    page.deadline,
  );
  const inContainer = insideAny(container ? [container] : [], page.deadline, 'readings');
  const n = page.units.length || 1;
  const union = new Set(readings.flatMap((r) => r.units));
  const disputed = [...union].filter((i) => !excluded(i) && readings.some((r) => !sets.get(r.kind)!.has(i))).sort((x, y) => x - y);
  const plusSet = sets.get('plus') ?? new Set<number>();
  const kept = (i: number): boolean => plusSet.has(i) || chosenSet.has(i);
  return disputed.map((i) => {
    const e = evidenceAt(a, i);
    const el = a.view.element(i);
    const tag = blockTag(el);
    const dist = first < 0 ? n : i < first ? first - i : i > last ? i - last : 0;
    let headingThenProse = 0;
    if (tag === 'h')
      for (let j = i + 1; j < Math.min(page.units.length, i + 1 + PROSE_AHEAD); j++)
        if (kept(j) && a.view.words(j) >= PROSE_WORDS) {
          headingThenProse = 1;
          break;
        }
    const x = [
      ...READING_KINDS.map((k) => (sets.get(k)?.has(i) ? 1 : 0)),
      chosenSet.has(i) ? 1 : 0,
      sets.has('schema') ? 1 : 0,
      readings.filter((r) => sets.get(r.kind)!.has(i)).length,
      readings.length,
      ...TAGS.map((t) => (t === tag ? 1 : 0)),
      e.words ? e.linkWords / e.words : 0,
      e.features.href ?? 0,
      e.features.repetition ?? 0,
      Math.log1p(e.words),
      e.smoothed,
      e.inRegion ? 1 : 0,
      inContainer(el) ? 1 : 0,
      first >= 0 && i < first ? 1 : 0,
      last >= 0 && i > last ? 1 : 0,
      dist / n,
      Math.log1p(dist),
      i > 0 && kept(i - 1) ? 1 : 0,
      kept(i + 1) ? 1 : 0,
      headingThenProse,
      itemContainer(el) ? 1 : 0,
    ];
    return { index: i, x: x.map(round4) };
  });
}
