// Headings that are mostly a link or said elsewhere on the page: a listicle's or a roundup's item
// titles often link to each item's own page (`<h2>1. <a href=…>Name</a></h2>`), a table of
// contents repeats every subhead, a review repeats "Verdict" under each product; the verdicts stage
// drops them as "mostly links" or "repeated on the page" while the text under them stays. A heading belongs to what it heads: one that the
// region's next unit, kept and not itself a heading, follows is the article's own.
import type { UnitEvidence } from '../../core/types.js';
import { HEADING_TAGS, tagOf } from '../../dom/tags.js';
import { evidenceAt, type Verdict } from './analysis.js';
import type { UnitView } from './unit-view.js';

/** The reasons a heading of kept text is dropped for that say nothing against it as a heading:
 *  mostly a link (an item title linking to the item's page), or repeated on the page (the same
 *  words in a table of contents, or "Verdict" over each of five reviews). */
const HEADING_REASONS: ReadonlySet<string> = new Set(['mostly links', 'repeated on the page']);

/** Is the unit's element a heading, or the one block inside one? */
function isHeading(el: Element): boolean {
  return HEADING_TAGS.has(tagOf(el)) || (el.parentElement !== null && HEADING_TAGS.has(tagOf(el.parentElement)));
}

/** The verdicts to change: every heading unit dropped as mostly links or as repeated whose next
 *  unit, under the same region root, is kept and is not a heading. */
export function linkedHeadings(units: readonly UnitEvidence[], view: UnitView, rootOf: (el: Element) => Element | undefined): Map<number, Verdict> {
  const changes = new Map<number, Verdict>();
  for (let k = 0; k + 1 < units.length; k++) {
    const e = evidenceAt({ units }, k);
    if (e.content || !HEADING_REASONS.has(e.reason ?? '')) continue;
    const el = view.element(e.index);
    if (!isHeading(el)) continue;
    const next = evidenceAt({ units }, k + 1);
    const nextEl = view.element(next.index);
    if (!next.content || isHeading(nextEl)) continue;
    const root = rootOf(el);
    if (root === undefined || rootOf(nextEl) !== root) continue;
    changes.set(e.index, { content: true, reason: 'heading of kept text' });
  }
  return changes;
}
