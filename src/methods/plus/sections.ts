// Sections that follow an article inside its region: a "Related coverage" list or a "Comments"
// thread. Both open with a heading; the section is the smallest element around the heading that
// also holds the units after it, and it runs from the heading to its last unit.
import { NO_DEADLINE, type Deadline } from '../../core/budget.js';
import type { UnitEvidence } from '../../core/types.js';
import type { UnitView } from './unit-view.js';
import { sectionHeading } from '../../dom/cues.js';
import { evidenceAt, withVerdicts, type PlusAnalysis, type Verdict } from './analysis.js';
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
/** A section heading counts only after a kept unit of this many words: the article has begun. */
const SECTION_AFTER_WORDS = 20;
/** A "related" section holding more than this share of the kept words is not a list after the article. */
const RELATED_MAX_SHARE = 0.5;
/** Sentence punctuation per word above which a unit reads as prose. */
const PROSE_PUNCTUATION = 0.5;
/** Link share below which a unit's text is its own, not a list of links. */
const PROSE_MAX_HREF = 0.5;

function proseRun(from: number, prose: (i: number) => boolean): boolean {
  for (let k = 0; k < PROSE_RUN; k++) if (!prose(from + k)) return false;
  return true;
}

/** Where findSections looks for sections, besides the page's units. */
export interface SectionSearch {
  /** The units that may open a section (indices, in order). */
  readonly candidates: readonly number[];
  /** The article's start: a heading at or before it opens nothing (a "Comments (5)" link under a
   *  byline is not a thread). */
  readonly after: number;
  /** The units that read as the article's prose: a "Related" section ends before a run of
   *  PROSE_RUN of them, as a list of related links set inside the article body (its box is the
   *  whole body) must not take the paragraphs after it. None when absent. */
  readonly prose?: (i: number) => boolean;
  readonly deadline?: Deadline;
}

/** Sections opened by headings among the candidates (SectionSearch). Sections never overlap. */
export function findSections(view: UnitView, { candidates, after, prose = () => false, deadline = NO_DEADLINE }: SectionSearch): Section[] {
  const out: Section[] = [];
  let skipTo = -1;
  for (const i of candidates) {
    if (i <= skipTo || i <= after) continue;
    const kind = sectionHeading(view.text(i));
    if (!kind || i + 1 >= view.length) continue;
    const next = view.element(i + 1);
    // The smallest ancestor of the heading that also holds the next unit.
    let box: Element | null = view.element(i);
    while (box && !within(next, box, deadline)) box = box.parentElement;
    if (!box) continue;
    let to = i;
    while (to + 1 < view.length && within(view.element(to + 1), box, deadline) && !(kind === 'related' && proseRun(to + 1, prose))) to++;
    // A "Related" heading followed straight by the article's paragraphs is a button, not a list.
    if (to === i) continue;
    out.push({ kind, from: i, to });
    skipTo = to;
  }
  return out;
}

/** A paragraph of the article's own prose: long, punctuated, not a link. */
function isProse(e: UnitEvidence | undefined): boolean {
  return !!e && e.words >= SECTION_AFTER_WORDS && e.features.href < PROSE_MAX_HREF && (e.features.punctuation ?? 0) > PROSE_PUNCTUATION;
}

/** The sections stage: drop the related lists and comment threads that follow the article. */
export function dropSections(a: PlusAnalysis): PlusAnalysis {
  if (!a.region || !a.options.plus.sections) return a;
  // Every unit of the region may open a section: a heading dropped as repeated still opens one.
  const inRegion = a.units.filter((e) => e.inRegion).map((e) => e.index);
  // The article has started once a kept unit of paragraph length has been seen.
  const start = a.units.findIndex((e) => e.content && e.words >= SECTION_AFTER_WORDS);
  // Paragraph-length prose after a "Related" heading ends its list: the article goes on.
  const prose = (i: number): boolean => isProse(a.units[i]);
  // Sections never overlap, so what one drops changes no other's kept words.
  const keptWords = (from: number, to: number): number => a.units.slice(from, to + 1).reduce((n, e) => n + (e.content ? e.words : 0), 0);
  const total = keptWords(0, a.units.length - 1);
  const changes = new Map<number, Verdict>();
  for (const sec of findSections(a.view, { candidates: inRegion, after: start, prose, deadline: a.page.deadline })) {
    // A list that follows the article is smaller than the article: a "Read more" that would take
    // most of the kept text with it is a button that unfolds the rest of the story. A thread can
    // outgrow its article, but not under a "Comments" link: that is a toolbar's jump to the thread.
    const swallows = keptWords(sec.from, sec.to) > RELATED_MAX_SHARE * total;
    if (sec.kind === 'related' ? swallows : evidenceAt(a, sec.from).features.href > a.options.plus.maxLinkShare) continue;
    const reason = sec.kind === 'comments' ? 'comment thread' : 'related links';
    for (let i = sec.from; i <= sec.to; i++) if (evidenceAt(a, i).content) changes.set(i, { content: false, reason });
  }
  return withVerdicts(a, changes);
}
