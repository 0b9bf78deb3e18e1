// Sections that follow an article inside its region: a "Related coverage" list or a "Comments"
// thread. Both open with a heading; the section is the smallest element around the heading that
// also holds the units after it, and it runs from the heading to its last unit.
import type { TextUnit } from '../types.js';
import { sectionHeading } from '../features/cues.js';

export interface Section {
  kind: 'related' | 'comments';
  /** First and last unit index of the section. */
  from: number;
  to: number;
}

function contains(root: Element, el: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement) if (e === root) return true;
  return false;
}

/** Sections opened by headings among `candidates` (unit indices, in order). A heading that comes
 *  before `after` (the article's start) opens nothing: a "Comments (5)" link under a byline is not
 *  a thread. */
export function findSections(units: readonly TextUnit[], candidates: readonly number[], after: number): Section[] {
  const out: Section[] = [];
  let skipTo = -1;
  for (const i of candidates) {
    if (i <= skipTo || i <= after) continue;
    const kind = sectionHeading(units[i]!.text);
    if (!kind) continue;
    const next = units[i + 1];
    if (!next) continue;
    // The smallest ancestor of the heading that also holds the next unit.
    let box: Element | null = units[i]!.element;
    while (box && !contains(box, next.element)) box = box.parentElement;
    if (!box) continue;
    let to = i + 1;
    while (to + 1 < units.length && contains(box, units[to + 1]!.element)) to++;
    out.push({ kind, from: i, to });
    skipTo = to;
  }
  return out;
}
