// The article region of cedst+: the DOM subtree that holds most of the fused news evidence, and the
// verdict on every unit inside it. A unit in the region is kept unless its own evidence is clearly
// against it (page furniture between it and the region root, mostly links, repeated text); a unit
// outside is dropped. Headings, short paragraphs, captions and bylines inside the article thus
// stay even when their own scores are weak.
import type { TextUnit } from '../types.js';
import { COMMENTS, elementCue } from '../features/cues.js';

const ELEMENT = 1;

/** The element whose units' gains sum highest; ties go to the deeper element. Elements in a
 *  comment thread are not candidates, and their units count only toward the elements above it. */
export function chooseRegion(units: readonly TextUnit[], gain: readonly number[]): Element | null {
  const sums = new Map<Element, number>();
  const depth = new Map<Element, number>();
  units.forEach((u, i) => {
    let d = 0;
    const chain: Element[] = [];
    for (let el: Element | null = u.element; el && el.nodeType === ELEMENT; el = el.parentElement) chain.push(el);
    // Skip the chain up to and including the outermost comment-thread element.
    let first = 0;
    for (let k = 0; k < chain.length; k++) if (elementCue(chain[k]!) === COMMENTS) first = k + 1;
    d = first;
    for (const el of chain.slice(first)) {
      sums.set(el, (sums.get(el) ?? 0) + gain[i]!);
      if (!depth.has(el)) depth.set(el, chain.length - 1 - d);
      d++;
    }
  });
  let best: Element | null = null;
  let bestSum = 0;
  for (const [el, s] of sums) {
    if (s > bestSum + 1e-9 || (best && Math.abs(s - bestSum) <= 1e-9 && depth.get(el)! > depth.get(best)!)) {
      best = el;
      bestSum = s;
    }
  }
  return best;
}

/** Is `el` inside `root` (or `root` itself)? */
export function within(el: Element, root: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement) if (e === root) return true;
  return false;
}

/** The element that decides a unit's standing in the region: the nearest element between the
 *  unit and the region root with an against cue (furniture or comments), if the nearest cue is one. */
export function furnitureBelow(el: Element, root: Element): { element: Element; comments: boolean } | null {
  for (let e: Element | null = el; e && e !== root; e = e.parentElement) {
    const cue = elementCue(e);
    if (cue !== 0) return cue < 0 ? { element: e, comments: cue === COMMENTS } : null;
  }
  return null;
}
