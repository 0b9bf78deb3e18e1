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
import { withVerdict, withVerdicts, type PlusAnalysis, type RegionGain, type Verdict } from './analysis.js';
import { furnitureBelow, within } from './region.js';
import { furnitureLine, proseHolders, repeatedCaptions } from './furniture-lines.js';
import { itemContainer } from '../../dom/items.js';
import { linkedHeadings } from './linked-headings.js';
import { linkedEntries } from './linked-entries.js';
import { repetitionKey } from '../../pipeline/features/repetition.js';
import type { FurnitureLineReason } from './reasons.js';

/** Repeated text shorter than this many words is a label or a teaser, not a paragraph. */
const REPEATED_MAX_WORDS = 10;

/** The furniture element between a unit and its region root, with its units' word-weighted
 *  smoothed value (sum, words). */
interface Furniture {
  below: ({ element: Element; comments: boolean } | null)[];
  weight: Map<Element, [number, number]>;
}

function furnitureOf(a: PlusAnalysis, rootOf: (el: Element) => Element | undefined): Furniture {
  const units = a.page.units;
  const below = a.units.map((e) => {
    const root = rootOf(units[e.index]!.element);
    return root ? furnitureBelow(units[e.index]!.element, root, a.page.cue, a.page.deadline) : null;
  });
  // Furniture marked in the region is dropped when its units' word-weighted evidence is weak.
  const weight = new Map<Element, [number, number]>();
  below.forEach((f, i) => {
    if (!f || f.comments) return;
    const acc = weight.get(f.element) ?? [0, 0];
    const w = Math.max(a.words[i]!, 1);
    weight.set(f.element, [acc[0] + w * a.units[i]!.smoothed, acc[1] + w]);
  });
  return { below, weight };
}

/** The verdict on one unit inside the region: the first reason against it, else kept. `line` is
 *  why the unit is a furniture line, when plus.furnitureLines asks. */
function insideVerdict(e: UnitEvidence, furniture: Furniture, g: RegionGain, maxLinkShare: number, line: () => FurnitureLineReason | undefined, data: () => boolean): Verdict {
  const f = furniture.below[e.index];
  const fw = f ? furniture.weight.get(f.element) : undefined;
  if (f?.comments) return { content: false, reason: 'comment thread' };
  if (fw && fw[0] / fw[1] < g.floor) return { content: false, reason: 'page furniture inside the region' };
  if (g.hidden[e.index]) return { content: false, reason: 'hidden by the page' };
  if (g.legal[e.index]) return { content: false, reason: 'legal notice' };
  // Another article's unit whose weighed value is under the floor (gain.ts).
  if ((e.features.about ?? 0) > 0 && g.gain[e.index]! < 0) return { content: false, reason: 'another article' };
  if (e.features.href > maxLinkShare) return { content: false, reason: 'mostly links' };
  if (e.features.repetition === 1 && e.words < REPEATED_MAX_WORDS && !data()) return { content: false, reason: 'repeated on the page' };
  const reason = line();
  if (reason) return { content: false, reason };
  return { content: true, reason: 'in the region' };
}

/** Unit indices by repetition key, for the units whose text repeats. */
function copiesOf(a: PlusAnalysis): Map<string, number[]> {
  const copies = new Map<string, number[]>();
  a.units.forEach((e) => {
    if (e.features.repetition !== 1) return;
    const key = repetitionKey(a.texts[e.index]!);
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
  const parent = a.page.units[i]!.element.parentElement;
  if (!parent) return false;
  const own = (k: number): boolean => a.units[k]!.features.repetition !== 1 && a.units[k]!.features.href <= 0.5;
  for (let k = i - 1; k >= 0 && within(a.page.units[k]!.element, parent, a.page.deadline); k--) if (own(k)) return true;
  for (let k = i + 1; k < a.units.length && within(a.page.units[k]!.element, parent, a.page.deadline); k++) if (own(k)) return true;
  return false;
}

/** Is a repeated unit the article's data: an item of a list or table, or a line with a figure in
 *  it whose every copy stands inside `root`, beside text of its own? */
function repeatedData(a: PlusAnalysis, i: number, root: Element): boolean {
  const el = a.page.units[i]!.element;
  if (itemContainer(el)) return true;
  if (!/\p{N}/u.test(a.texts[i]!)) return false;
  const copies = a.memo.get(copiesOf, a).get(repetitionKey(a.texts[i]!)) ?? [];
  return copies.every((k) => within(a.page.units[k]!.element, root, a.page.deadline)) && besideOwnText(a, i);
}

/** The page's elements that hold a paragraph of prose (proseHolders). */
const proseElements = (a: PlusAnalysis): Set<Element> =>
  proseHolders(
    a.page.units.map((u) => u.element),
    a.words,
  );

/** The verdicts stage: every unit in or out of the region, and why. */
export function judgeRegion(a: PlusAnalysis): PlusAnalysis {
  const g = a.regionGain;
  if (!a.region || !g) return a;
  const rootOf = (el: Element): Element | undefined => a.roots.find((r) => within(el, r, a.page.deadline));
  const furniture = furnitureOf(a, rootOf);
  const lines = a.options.plus.furnitureLines;
  const prose = lines ? a.memo.get(proseElements, a) : new Set<Element>();
  const gallery = (el: Element): boolean => a.page.gallery(el) && !prose.has(el);
  const units = a.units.map((e) => {
    const el = a.page.units[e.index]!.element;
    const root = rootOf(el);
    const line = (): FurnitureLineReason | undefined => (lines && root ? furnitureLine(a.texts[e.index]!, e.words, el, root, gallery) : undefined);
    const data = (): boolean => repeatedData(a, e.index, root!);
    const v = root ? insideVerdict(e, furniture, g, a.options.plus.maxLinkShare, line, data) : ({ content: false, reason: 'outside the region' } satisfies Verdict);
    return withVerdict(e, v.content, v.reason, root !== undefined);
  });
  const elementOf = (i: number): Element => a.page.units[i]!.element;
  const headed = withVerdicts({ ...a, units }, linkedHeadings(units, elementOf, rootOf));
  const judged = a.options.plus.linkedEntries ? withVerdicts(headed, linkedEntries(headed.units, elementOf, rootOf)) : headed;
  if (!lines) return judged;
  const again = repeatedCaptions(judged.units, a.texts, elementOf);
  return withVerdicts(judged, new Map(again.map((i) => [i, { content: false, reason: 'repeated caption' }] as const)));
}
