// The article region of cedst+: the DOM subtree that holds most of the fused news evidence (the
// gain of gain.ts), widened by the sibling blocks next to it that add to it. What the region
// decides about the units inside it is verdicts.ts's.
import { COMMENTS, cueReader, type CueReader } from '../../dom/cues.js';
import type { PlusAnalysis } from './analysis.js';
import { NO_DEADLINE, type Deadline } from '../../core/budget.js';
import { unitValue } from './unit-view.js';

const ELEMENT = 1;
/** Gain sums this close are equal: they carry float noise. */
const SUM_TOLERANCE = 1e-9;
/** A run of siblings joins the region only when its gain is at least this share of the region's
 *  own: a few scattered positive lines (a poll, a rating form) are not worth the noise they bring.
 *  0.2 and 0.35 measured alike on the macro; a third keeps a poll form out: fixtures/noise/en-reader-poll,
 *  whose poll after the story weighs 23% of the story's gain (in at 0.2, out at a third). */
const SIBLING_SHARE = 1 / 3;

/** The candidates for the region, from every unit's element in page order (the unit view's
 *  `elements`): every element above a unit, in the order the units first reach
 *  them (each unit's own chain bottom-up), with its depth and the candidate above it, and for each
 *  unit the nearest candidate at or above its element (−1 for none). Elements in a comment thread
 *  are not candidates, and their units count only toward the elements above it. Held as a tree,
 *  not as each unit's whole chain: a page nested 20,000 deep would hold units × depth indices.
 *  No gain in it: the page's alone, walked once for every run of the stages. */
export interface RegionCandidates {
  readonly elements: readonly Element[];
  readonly depth: readonly number[];
  readonly parent: Int32Array;
  readonly start: Int32Array;
}

export function regionCandidates(unitElements: readonly Element[], readCue: CueReader): RegionCandidates {
  // An element's entry: its slot (≥ 0) when it is a candidate; −(s + 2) when it is inside a
  // comment thread whose nearest candidate above is slot s (−1 when there is none).
  const seen = new Map<Element, number>();
  const elements: Element[] = [];
  const depth: number[] = [];
  const parents: number[] = [];
  const nearest = (entry: number): number => (entry >= 0 ? entry : -entry - 2);
  const start = new Int32Array(unitElements.length);
  unitElements.forEach((element, i) => {
    // The unit's chain up to the first element already seen (or the top).
    const chain: Element[] = [];
    let known: number | undefined;
    for (let el: Element | null = element; el && el.nodeType === ELEMENT; el = el.parentElement) {
      known = seen.get(el);
      if (known !== undefined) break;
      chain.push(el);
    }
    // Everything up to and including the outermost comment-thread element of the new part is in
    // the thread; all of it is when the element above is.
    let first = 0;
    if (known !== undefined && known < 0) first = chain.length;
    else
      chain.forEach((el, k) => {
        if (readCue(el) === COMMENTS) first = k + 1;
      });
    // New candidates go in bottom-up, as the unit reaches them; depths are counted from the top:
    // the new chain's top one sits one below the candidate above it (none: the top itself).
    const top = known === undefined ? -1 : nearest(known);
    const base = elements.length;
    const fresh = chain.slice(first);
    const topDepth = top < 0 ? 0 : depth[top]! + 1;
    fresh.forEach((el, j) => {
      elements.push(el);
      seen.set(el, base + j);
      parents.push(j + 1 < fresh.length ? base + j + 1 : top);
      depth.push(topDepth + fresh.length - 1 - j);
    });
    const above = fresh.length > 0 ? base : top;
    for (const el of chain.slice(0, first)) seen.set(el, -above - 2);
    const bottom = chain.at(0);
    start[i] = bottom !== undefined ? nearest(seen.get(bottom)!) : known === undefined ? -1 : nearest(known);
  });
  return { elements, depth, parent: Int32Array.from(parents), start };
}

/** The candidate whose units' gains sum highest; ties go to the deeper element. */
export function bestCandidate(c: RegionCandidates, gain: readonly number[]): Element | null {
  // Summed unit by unit, as the units come: the same float sums whatever the candidates' order.
  const sums = new Float64Array(c.elements.length);
  c.start.forEach((from, i) => {
    const g = unitValue(gain, i);
    for (let k = from; k >= 0; k = c.parent[k]!) sums[k]! += g;
  });
  let best = -1;
  let bestSum = 0;
  sums.forEach((s, k) => {
    if (s > bestSum + SUM_TOLERANCE || (best >= 0 && Math.abs(s - bestSum) <= SUM_TOLERANCE && c.depth[k]! > c.depth[best]!)) {
      best = k;
      bestSum = s;
    }
  });
  return best < 0 ? null : c.elements[best]!;
}

/** The element whose units' gains sum highest; ties go to the deeper element. */
export function chooseRegion(unitElements: readonly Element[], gain: readonly number[], readCue: CueReader = cueReader()): Element | null {
  return bestCandidate(regionCandidates(unitElements, readCue), gain);
}

/** Length of the run of `values` that starts at index `from`, steps by `step` and has the highest
 *  sum above `min` (0 when no run does). */
function bestRun(values: readonly number[], from: number, step: number, min: number): number {
  let sum = 0;
  let best = min;
  let len = 0;
  for (let i = from, n = 1; i >= 0 && i < values.length; i += step, n++) {
    sum += values[i]!;
    if (sum > best + SUM_TOLERANCE) {
      best = sum;
      len = n;
    }
  }
  return len;
}

/** The region and the sibling elements next to it that add to its gain: an article split over
 *  sibling blocks of one parent whose other children are furniture (a lead paragraph beside a
 *  table of listings, a body in two wrappers). On each side the run of siblings with the highest
 *  gain sum joins when that sum is a fair share of the region's; marked furniture ends a run.
 *  Units of the parent's own text belong to no sibling and stay out. */
export function regionSiblings(unitElements: readonly Element[], gain: readonly number[], region: Element, readCue: CueReader = cueReader()): Element[] {
  const parent = region.parentElement;
  if (!parent || parent.nodeType !== ELEMENT) return [region];
  const children = Array.from(parent.children);
  const at = children.indexOf(region);
  const index = new Map(children.map((c, k) => [c, k] as const));
  const sums = children.map(() => 0);
  // Which child of the parent each element is under (−1: none), remembered along the way: on a
  // page nested thousands deep, walking every unit's whole chain costs units × depth.
  const under = new Map<Element, number>();
  unitElements.forEach((element, i) => {
    const path: Element[] = [];
    let k = -1;
    for (let el: Element | null = element; el && el !== parent; el = el.parentElement) {
      const known = under.get(el) ?? (el.parentElement === parent ? index.get(el) : undefined);
      if (known !== undefined) {
        k = known;
        break;
      }
      path.push(el);
    }
    for (const el of path) under.set(el, k);
    if (k >= 0) sums[k]! += unitValue(gain, i);
  });
  // Marked furniture or a comment thread ends the run, whatever its text scores.
  children.forEach((c, k) => {
    if (readCue(c) < 0) sums[k] = -Infinity;
  });
  const own = sums[at]!;
  const before = bestRun(sums, at - 1, -1, SIBLING_SHARE * own);
  const after = bestRun(sums, at + 1, 1, SIBLING_SHARE * own);
  return children.slice(at - before, at + after + 1);
}

/** Is `el` inside `root` (or `root` itself)? The walk up ticks `deadline` at each step: asked for
 *  every unit, on a page nested 20,000 deep it is units × depth steps. */
export function within(el: Element, root: Element, deadline: Deadline = NO_DEADLINE): boolean {
  for (let e: Element | null = el; e; e = e.parentElement) {
    deadline.tick('region');
    if (e === root) return true;
  }
  return false;
}

/** The element that decides a unit's standing in the region: the nearest element between the
 *  unit and the region root with an against cue (furniture or comments), if the nearest cue is one. */
export function furnitureBelow(el: Element, root: Element, readCue: CueReader = cueReader(), deadline: Deadline = NO_DEADLINE): { element: Element; comments: boolean } | null {
  for (let e: Element | null = el; e && e !== root; e = e.parentElement) {
    deadline.tick('verdicts');
    const cue = readCue(e);
    if (cue !== 0) return cue < 0 ? { element: e, comments: cue === COMMENTS } : null;
  }
  return null;
}

const candidatesOf = (a: PlusAnalysis): RegionCandidates => regionCandidates(a.view.elements, a.page.cue);

/** The region stage: the region and the siblings that join it, when the gain was weighed. */
export function chooseArticleRegion(a: PlusAnalysis): PlusAnalysis {
  if (!a.regionGain) return a;
  const gain = a.regionGain.gain;
  const region = bestCandidate(a.memo.get(candidatesOf, a), gain);
  if (!region) return a;
  const roots = a.options.plus.regionSiblings ? regionSiblings(a.view.elements, gain, region, a.page.cue) : [region];
  return { ...a, region, roots };
}
