// The region's verdict on every unit: a unit in the region is kept unless its own evidence is
// clearly against it (page furniture between it and the region root, hidden, a legal notice,
// mostly links, short repeated text); a unit outside is dropped. Headings, short paragraphs,
// captions and bylines inside the article thus stay even when their own scores are weak. Repetition
// says nothing against the article's own items (table cells, list items: a ✓ in every row) nor
// against figures said more than once inside the article alone (two products' "Rating: 4.5 out of
// 5"): data repeats, furniture repeats across the page. Furniture
// lines (furniture-lines.ts: ad labels, consent notices, gallery controls, a caption said again) go
// with plus.furnitureLines.
import type { UnitEvidence } from '../../core/types.js';
import { evidenceAt, withVerdict, withVerdicts, type PlusAnalysis, type RegionGain, type Verdict } from './analysis.js';
import { furnitureBelow, within } from './region.js';
import { furnitureLine, proseHolders, repeatedCaptions } from './furniture-lines.js';
import { itemContainer } from '../../dom/items.js';
import { linkedHeadings } from './linked-headings.js';
import { linkedEntries } from './linked-entries.js';
import { repetitionKey } from '../../pipeline/features/repetition.js';
import type { FurnitureLineReason } from '../../core/reasons.js';
import { unitValue } from './unit-view.js';

/** Repeated text shorter than this many words is a label or a teaser, not a paragraph. */
const REPEATED_MAX_WORDS = 10;

/** The furniture element between a unit and its region root, with its units' word-weighted
 *  smoothed value (sum, words). */
interface Furniture {
  below: ({ element: Element; comments: boolean } | null)[];
  weight: Map<Element, [number, number]>;
}

function furnitureOf(a: PlusAnalysis, rootOf: (el: Element) => Element | undefined): Furniture {
  const below = a.units.map((e) => {
    const el = a.view.element(e.index);
    const root = rootOf(el);
    return root ? furnitureBelow(el, root, a.page.cue, a.page.deadline) : null;
  });
  // Furniture marked in the region is dropped when its units' word-weighted evidence is weak.
  const weight = new Map<Element, [number, number]>();
  a.units.forEach((e) => {
    const f = below[e.index];
    if (!f || f.comments) return;
    const acc = weight.get(f.element) ?? [0, 0];
    const w = Math.max(e.words, 1);
    weight.set(f.element, [acc[0] + w * e.smoothed, acc[1] + w]);
  });
  return { below, weight };
}

/** What the verdict on a unit inside the region weighs besides the unit's own evidence: the
 *  furniture between units and their roots, the region's gain, and two questions asked only when
 *  the reasons before them let the unit through. */
interface InsideRegion {
  readonly furniture: Furniture;
  readonly g: RegionGain;
  readonly maxLinkShare: number;
  /** Why the unit is a furniture line, when plus.furnitureLines asks. */
  readonly line: (e: UnitEvidence) => FurnitureLineReason | undefined;
  /** Is the repeated unit the article's data (repeatedData)? */
  readonly data: (e: UnitEvidence) => boolean;
}

/** The verdict on one unit inside the region: the first reason against it, else kept. */
function insideVerdict(e: UnitEvidence, { furniture, g, maxLinkShare, line, data }: InsideRegion): Verdict {
  const f = furniture.below[e.index];
  const fw = f ? furniture.weight.get(f.element) : undefined;
  if (f?.comments) return { content: false, reason: 'comment thread' };
  if (fw && fw[0] / fw[1] < g.floor) return { content: false, reason: 'page furniture inside the region' };
  if (g.hidden[e.index]) return { content: false, reason: 'hidden by the page' };
  if (g.legal[e.index]) return { content: false, reason: 'legal notice' };
  // Another article's unit whose weighed value is under the floor (gain.ts).
  if ((e.features.about ?? 0) > 0 && unitValue(g.gain, e.index) < 0) return { content: false, reason: 'another article' };
  if (e.features.href > maxLinkShare) return { content: false, reason: 'mostly links' };
  if (e.features.repetition === 1 && e.words < REPEATED_MAX_WORDS && !data(e)) return { content: false, reason: 'repeated on the page' };
  const reason = line(e);
  if (reason) return { content: false, reason };
  return { content: true, reason: 'in the region' };
}

/** Unit indices by repetition key, for the units whose text repeats. */
function copiesOf(a: PlusAnalysis): Map<string, number[]> {
  const copies = new Map<string, number[]>();
  a.units.forEach((e) => {
    if (e.features.repetition !== 1) return;
    const key = repetitionKey(a.view.text(e.index));
    const list = copies.get(key);
    if (list) list.push(e.index);
    else copies.set(key, [e.index]);
  });
  return copies;
}

/** Does the unit's parent hold another unit that says something of its own: text that does not
 *  repeat on the page and is not mostly links (a product card's name beside its rating)? A video
 *  strip's "03:29 - Source: X" under a linked title has none. Units are in page order, so the
 *  parent's units stand next to the unit: the scan stops where they end. */
function besideOwnText(a: PlusAnalysis, i: number): boolean {
  const parent = a.view.element(i).parentElement;
  if (!parent) return false;
  const own = (k: number): boolean => {
    const e = evidenceAt(a, k);
    return e.features.repetition !== 1 && e.features.href <= 0.5;
  };
  for (let k = i - 1; k >= 0 && within(a.view.element(k), parent, a.page.deadline); k--) if (own(k)) return true;
  for (let k = i + 1; k < a.units.length && within(a.view.element(k), parent, a.page.deadline); k++) if (own(k)) return true;
  return false;
}

/** Is a repeated unit the article's data: an item of a list or table, or a line with a figure in
 *  it whose every copy stands inside `root`, beside text of its own? */
function repeatedData(a: PlusAnalysis, i: number, root: Element): boolean {
  if (itemContainer(a.view.element(i))) return true;
  const text = a.view.text(i);
  if (!/\p{N}/u.test(text)) return false;
  const copies = a.memo.get(copiesOf, a).get(repetitionKey(text)) ?? [];
  return copies.every((k) => within(a.view.element(k), root, a.page.deadline)) && besideOwnText(a, i);
}

/** The page's elements that hold a paragraph of prose (proseHolders). */
const proseElements = (a: PlusAnalysis): Set<Element> => proseHolders(a.view);

/** The verdicts stage: every unit in or out of the region, and why. */
export function judgeRegion(a: PlusAnalysis): PlusAnalysis {
  const g = a.regionGain;
  if (!a.region || !g) return a;
  const rootOf = (el: Element): Element | undefined => a.roots.find((r) => within(el, r, a.page.deadline));
  const furniture = furnitureOf(a, rootOf);
  const lines = a.options.plus.furnitureLines;
  const prose = lines ? a.memo.get(proseElements, a) : new Set<Element>();
  const gallery = (el: Element): boolean => a.page.gallery(el) && !prose.has(el);
  const roots = a.units.map((e) => rootOf(a.view.element(e.index)));
  const inside: InsideRegion = {
    furniture,
    g,
    maxLinkShare: a.options.plus.maxLinkShare,
    line: (e) => {
      const root = roots[e.index];
      return lines && root ? furnitureLine({ text: a.view.text(e.index), words: e.words, element: a.view.element(e.index) }, root, gallery) : undefined;
    },
    data: (e) => {
      const root = roots[e.index];
      return root !== undefined && repeatedData(a, e.index, root);
    },
  };
  const units = a.units.map((e) => {
    const root = roots[e.index];
    const v = root ? insideVerdict(e, inside) : ({ content: false, reason: 'outside the region' } satisfies Verdict);
    return withVerdict(e, v.content, v.reason, root !== undefined);
  });
  const headed = withVerdicts({ ...a, units }, linkedHeadings(units, a.view, rootOf));
  const judged = a.options.plus.linkedEntries ? withVerdicts(headed, linkedEntries(headed.units, a.view, rootOf)) : headed;
  if (!lines) return judged;
  const again = repeatedCaptions(judged.units, a.view);
  return withVerdicts(judged, new Map(again.map((i) => [i, { content: false, reason: 'repeated caption' }] as const)));
}
