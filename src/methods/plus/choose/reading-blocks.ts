// A reading taken in place of cedst+'s own is a container; its blocks are weighed one by one. A
// unit the reading adds to cedst+'s article answers to the same evidence of its own that a unit
// of cedst+'s region answers to (verdicts.ts): mostly links, short text repeated on the page,
// hidden, a legal notice. A table of contents, a share bar or a byline row that the container
// holds stays out, while the prose, headings and linked entries that cedst+'s region missed come in.
import type { UnitEvidence } from '../../../core/types.js';
import { itemContainer } from '../../../dom/items.js';
import type { PlusAnalysis, Verdict } from '../analysis.js';
import { linkedHeadings } from '../linked-headings.js';
import { linkedEntries } from '../linked-entries.js';
import type { EvidenceReason } from '../../../core/reasons.js';

/** Repeated text shorter than this many words is a label or a teaser (as verdicts.ts). */
const REPEATED_MAX_WORDS = 10;

/** What speaks against a unit on its own evidence, or undefined. */
function against(a: PlusAnalysis, e: UnitEvidence): EvidenceReason | undefined {
  const g = a.regionGain;
  if (g?.hidden[e.index]) return 'hidden by the page';
  if (g?.legal[e.index]) return 'legal notice';
  if (e.features.href > a.options.plus.maxLinkShare) return 'mostly links';
  if (e.features.repetition === 1 && e.words < REPEATED_MAX_WORDS && !itemContainer(a.view.element(e.index))) return 'repeated on the page';
  return undefined;
}

/** The units of `keep` (a reading's, cedst+'s excepted) to leave out: those cedst+ did not keep
 *  that its evidence speaks against, unless they head kept text or are linked entries that kept
 *  text brackets (linked-headings.ts, linked-entries.ts), judged on the reading's article. */
export function readingDrops(a: PlusAnalysis, keep: ReadonlySet<number>): Set<number> {
  const reasons = new Map<number, EvidenceReason>();
  for (const e of a.units) {
    if (!keep.has(e.index) || e.content) continue;
    const r = against(a, e);
    if (r) reasons.set(e.index, r);
  }
  if (!reasons.size) return new Set();
  // The reading's article with those units out, as the verdicts stage would have it.
  const units = a.units.map((e) => {
    const r = reasons.get(e.index);
    return { ...e, content: keep.has(e.index) && !r, reason: r ?? e.reason };
  });
  const rootOf = (): Element => a.page.doc.documentElement;
  const back = new Map<number, Verdict>([...linkedHeadings(units, a.view, rootOf), ...linkedEntries(units, a.view, rootOf)]);
  return new Set([...reasons.keys()].filter((i) => !back.get(i)?.content));
}
