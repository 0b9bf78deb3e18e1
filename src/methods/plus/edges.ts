// The article's edges: what a region keeps before its first paragraph and after its last one.
// Bylines, datelines, photo captions, gallery controls, "more from us" lists, sign-up lines and
// copyright notes sit there: short, and outside the sibling groups that hold the article's prose.
// A list or table that stands among the article's paragraphs (its element a sibling of theirs)
// belongs to their group: its items are the article's, however short; a data table as long as a
// few sentences makes its group the article's, as prose does.
// Two kinds of furniture line stand inside those groups and go too (plus.furnitureLines): stamps
// above the first sentence, and a closing heading over a share bar (furniture-lines.ts).
import { evidenceAt, withVerdicts, type PlusAnalysis, type Verdict } from './analysis.js';
import { closingHeadings, openingLines } from './furniture-lines.js';
import { itemContainer } from '../../dom/items.js';
import { isCaption } from '../../dom/captions.js';
import { titleRepeatReader } from './headline.js';
import { findDate } from '../../metadata/date.js';
import { unitValue } from './unit-view.js';

export interface EdgeLimits {
  /** A sibling group with a kept unit of this many words is prose. */
  minWords: number;
  /** A sibling group whose kept units hold this many words of sentences is prose too (a bulleted
   *  list of short sentences); 0 turns this test off. */
  minGroupWords: number;
  /** A side is kept whole when its units hold more than this share of the kept words: then the
   *  "article" is more likely a page of short blocks than a story with furniture at its edges. */
  maxShare: number;
}

/** What the edges weigh of one kept unit. */
export interface EdgeUnit {
  /** The unit's index on the page. */
  readonly index: number;
  readonly words: number;
  /** The unit's words × its h_punctuation. */
  readonly sentenceWords: number;
  /** The unit's sibling group (itemGroups). */
  readonly group: number;
  /** The unit's words when it is a cell of a data table, else 0. */
  readonly cellWords: number;
}

/** Kept units (their indices, ascending) to drop at the article's head and tail: those before the
 *  first and after the last unit of a prose group that are not in a prose group themselves. A group
 *  whose data-table cells hold as many words as a group of sentences (`cellWords`) is the article
 *  too: a standings page. Units sharing a parent with the article's paragraphs (a short last
 *  paragraph, a subheading) stay. */
export function edgeUnits(kept: readonly EdgeUnit[], limits: EdgeLimits): number[] {
  const prose = new Set<number>();
  const sums = new Map<number, number>();
  const cells = new Map<number, number>();
  for (const u of kept) {
    if (u.words >= limits.minWords) prose.add(u.group);
    sums.set(u.group, (sums.get(u.group) ?? 0) + u.sentenceWords);
    cells.set(u.group, (cells.get(u.group) ?? 0) + u.cellWords);
  }
  if (limits.minGroupWords > 0) for (const [g, n] of sums) if (n >= limits.minGroupWords || (cells.get(g) ?? 0) >= limits.minGroupWords) prose.add(g);
  const anchored = kept.filter((u) => prose.has(u.group));
  const first = anchored.at(0);
  const last = anchored.at(-1);
  if (first === undefined || last === undefined) return [];
  const total = kept.reduce((n, u) => n + u.words, 0);
  const side = (units: EdgeUnit[]): number[] => (units.reduce((n, u) => n + u.words, 0) <= limits.maxShare * total ? units.map((u) => u.index) : []);
  return [...side(kept.filter((u) => u.index < first.index && !prose.has(u.group))), ...side(kept.filter((u) => u.index > last.index && !prose.has(u.group)))];
}

/** Every unit's sibling group, an item of a list or table taking the group of the units beside its
 *  list or table (when it has any). */
export function itemGroups(a: PlusAnalysis): number[] {
  const units = a.page.units;
  const byParent = new Map<Element | null, number>();
  units.forEach((u) => {
    if (!byParent.has(u.parent)) byParent.set(u.parent, a.view.group(u.index));
  });
  return units.map((u) => {
    const container = u.element ? itemContainer(u.element) : null;
    return (container && byParent.get(container.parentElement)) ?? a.view.group(u.index);
  });
}

/** Every unit's words when it is a cell of a data table, else 0. */
function dataCellWords(a: PlusAnalysis): number[] {
  return a.page.units.map((u) => {
    const container = u.element ? itemContainer(u.element) : null;
    return container && container.localName === 'table' ? a.view.words(u.index) : 0;
  });
}

/** A standfirst holds at least this many words of sentences: a lead sentence, not a kicker. */
const STANDFIRST_WORDS = 15;
/** A standfirst ends as a sentence ends (a dateline or a source line does not). */
const STANDFIRST_END = /[.!?。！？…]["'”’」』)）]?\s*$/u;
/** A line with an address, a date or a clock time is a dateline or a source line. */
function isStampLike(text: string): boolean {
  return /https?:\/\/|www\./i.test(text) || /\d{1,2}[:：]\d{2}/.test(text) || findDate(text) !== undefined;
}

/** The article's standfirst: the kept unit right after the one that repeats the page's title, when
 *  it reads as a sentence (STANDFIRST_WORDS words of sentences), is not a caption and is not mostly
 *  links. It sits beside the headline, outside the groups of the body's prose, where the edges
 *  would take it for a caption or a byline; −1 when there is none. */
function standfirstOf(a: PlusAnalysis, kept: readonly number[], sentenceWords: (i: number) => number): number {
  const repeats = a.memo.get(titleRepeatReader, a);
  // The headline is looked for above the body's first paragraph only.
  const body = kept.findIndex((i) => a.view.words(i) >= a.options.plus.edgeWords);
  const k = kept.findIndex((i, n) => (body < 0 || n < body) && repeats(i));
  const i = k >= 0 ? kept[k + 1] : undefined;
  if (i === undefined || sentenceWords(i) < STANDFIRST_WORDS || !STANDFIRST_END.test(a.view.text(i)) || isStampLike(a.view.text(i))) return -1;
  if (evidenceAt(a, i).features.href > a.options.plus.maxLinkShare || isCaption(a.view.element(i))) return -1;
  return i;
}

/** The edges stage: drop the short units the region keeps around the article's prose, and with
 *  plus.furnitureLines the stamps and closing headings among the prose's siblings. */
export function trimEdges(a: PlusAnalysis): PlusAnalysis {
  const plus = a.options.plus;
  if (!a.region || !(plus.edgeWords > 0)) return a;
  const kept = a.units.filter((e) => e.content).map((e) => e.index);
  const limits = { minWords: plus.edgeWords, minGroupWords: plus.edgeGroupWords, maxShare: plus.edgeMaxShare };
  const sentenceWords = (i: number): number => {
    const e = evidenceAt(a, i);
    return e.words * e.features.punctuation!;
  };
  const edge: Verdict = { content: false, reason: 'edge of the article' };
  const groups = a.memo.get(itemGroups, a);
  const cells = a.memo.get(dataCellWords, a);
  const keptUnits = kept.map((i) => ({ index: i, words: a.view.words(i), sentenceWords: sentenceWords(i), group: unitValue(groups, i), cellWords: unitValue(cells, i) }));
  const edges = edgeUnits(keptUnits, limits);
  const standfirst = standfirstOf(a, kept, sentenceWords);
  const changes = new Map<number, Verdict>(edges.filter((i) => i !== standfirst).map((i) => [i, edge] as const));
  // The article's paragraphs proper: its first and last kept unit of paragraph length.
  const long = kept.filter((i) => a.view.words(i) >= plus.edgeWords);
  if (plus.furnitureLines) {
    const scan = { kept, skip: (i: number): boolean => changes.has(i) };
    const last = long[long.length - 1];
    // Without a unit of paragraph length (a table's page), only bylines are looked for, up to the
    // first sentence: a short line there may be the article's own (a heading over a picture).
    const lines = openingLines(a.units, a.view, { ...scan, first: long[0] ?? Number.POSITIVE_INFINITY });
    const opening = long.length ? lines : lines.filter(([, reason]) => reason === 'byline');
    const headings = last !== undefined ? closingHeadings(a.units, a.view, { ...scan, last, maxLinkShare: plus.maxLinkShare }) : [];
    for (const [i, reason] of opening) changes.set(i, { content: false, reason });
    for (const i of headings) changes.set(i, { content: false, reason: 'closing heading' });
  }
  return withVerdicts(a, changes);
}
