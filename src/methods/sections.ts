// Sections that follow an article inside its region: a "Related coverage" list or a "Comments"
// thread. Both open with a heading; the section is the smallest element around the heading that
// also holds the units after it, and it runs from the heading to its last unit.
import type { TextUnit } from '../types.js';
import { sectionHeading } from '../features/cues.js';
import { within } from './region.js';

export interface Section {
  kind: 'related' | 'comments';
  /** First and last unit index of the section. */
  from: number;
  to: number;
}

/** Consecutive prose units that end a "Related" list: related lists with summaries alternate a
 *  summary with titles and datelines, while an article that resumes runs paragraph after paragraph. */
const PROSE_RUN = 3;

function proseRun(from: number, prose: (i: number) => boolean): boolean {
  for (let k = 0; k < PROSE_RUN; k++) if (!prose(from + k)) return false;
  return true;
}

/** Sections opened by headings among `candidates` (unit indices, in order). A heading that comes
 *  before `after` (the article's start) opens nothing: a "Comments (5)" link under a byline is not
 *  a thread. A "Related" section also ends before a run of PROSE_RUN units that `prose` accepts:
 *  a list of related links set inside the article body (its box is the whole body) must not take
 *  the paragraphs after it. */
export function findSections(units: readonly TextUnit[], candidates: readonly number[], after: number, prose: (i: number) => boolean = () => false): Section[] {
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
    while (box && !within(next.element, box)) box = box.parentElement;
    if (!box) continue;
    let to = i;
    while (to + 1 < units.length && within(units[to + 1]!.element, box) && !(kind === 'related' && proseRun(to + 1, prose))) to++;
    // A "Related" heading followed straight by the article's paragraphs is a button, not a list.
    if (to === i) continue;
    out.push({ kind, from: i, to });
    skipTo = to;
  }
  return out;
}
