// The article's edges: what a region keeps before its first paragraph and after its last one.
// Bylines, datelines, photo captions, gallery controls, "more from us" lists, sign-up lines and
// copyright notes sit there: short, and outside the sibling groups that hold the article's prose.
// A list or table that stands among the article's paragraphs (its element a sibling of theirs)
// belongs to their group: its items are the article's, however short; a data table as long as a
// few sentences makes its group the article's, as prose does.
// Two kinds of furniture line stand inside those groups and go too (plus.furnitureLines): stamps
// above the first sentence, and a closing heading over a share bar (furniture-lines.ts).
import { withVerdicts, type PlusAnalysis, type Verdict } from './analysis.js';
import { closingHeadings, openingStamps } from './furniture-lines.js';
import { itemContainer } from '../../dom/items.js';

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

/** Kept units (indices among `kept`, ascending) to drop at the article's head and tail: those
 *  before the first and after the last unit of a prose group that are not in a prose group
 *  themselves. A group whose data-table cells hold as many words as a group of sentences
 *  (`cellWords`, each unit's words when it is such a cell) is the article too: a standings page. Units sharing a parent with the article's paragraphs (a short last paragraph, a
 *  subheading) stay. `sentenceWords[i]` is unit i's words × its h_punctuation. */
export function edgeUnits(
  kept: readonly number[],
  words: readonly number[],
  sentenceWords: readonly number[],
  group: readonly number[],
  limits: EdgeLimits,
  cellWords: readonly number[] = [],
): number[] {
  const prose = new Set<number>();
  const sums = new Map<number, number>();
  const cells = new Map<number, number>();
  for (const i of kept) {
    if (words[i]! >= limits.minWords) prose.add(group[i]!);
    sums.set(group[i]!, (sums.get(group[i]!) ?? 0) + sentenceWords[i]!);
    cells.set(group[i]!, (cells.get(group[i]!) ?? 0) + (cellWords[i] ?? 0));
  }
  if (limits.minGroupWords > 0) for (const [g, n] of sums) if (n >= limits.minGroupWords || cells.get(g)! >= limits.minGroupWords) prose.add(g);
  const anchored = kept.filter((i) => prose.has(group[i]!));
  if (anchored.length === 0) return [];
  const first = anchored[0]!;
  const last = anchored[anchored.length - 1]!;
  const total = kept.reduce((n, i) => n + words[i]!, 0);
  const side = (units: number[]): number[] => (units.reduce((n, i) => n + words[i]!, 0) <= limits.maxShare * total ? units : []);
  return [...side(kept.filter((i) => i < first && !prose.has(group[i]!))), ...side(kept.filter((i) => i > last && !prose.has(group[i]!)))];
}

/** Every unit's sibling group, an item of a list or table taking the group of the units beside its
 *  list or table (when it has any). */
export function itemGroups(a: PlusAnalysis): number[] {
  const units = a.page.units;
  const byParent = new Map<Element | null, number>();
  units.forEach((u, i) => {
    if (!byParent.has(u.parent)) byParent.set(u.parent, a.page.groups[i]!);
  });
  return units.map((u, i) => {
    const container = u.element ? itemContainer(u.element) : null;
    return (container && byParent.get(container.parentElement)) ?? a.page.groups[i]!;
  });
}

/** Every unit's words when it is a cell of a data table, else 0. */
function dataCellWords(a: PlusAnalysis): number[] {
  return a.page.units.map((u, i) => {
    const container = u.element ? itemContainer(u.element) : null;
    return container && container.localName === 'table' ? a.words[i]! : 0;
  });
}

/** The edges stage: drop the short units the region keeps around the article's prose, and with
 *  plus.furnitureLines the stamps and closing headings among the prose's siblings. */
export function trimEdges(a: PlusAnalysis): PlusAnalysis {
  const plus = a.options.plus;
  if (!a.region || !(plus.edgeWords > 0)) return a;
  const kept = a.units.filter((e) => e.content).map((e) => e.index);
  const limits = { minWords: plus.edgeWords, minGroupWords: plus.edgeGroupWords, maxShare: plus.edgeMaxShare };
  const sentenceWords = a.words.map((w, k) => w * a.units[k]!.features.punctuation!);
  const edge: Verdict = { content: false, reason: 'edge of the article' };
  const changes = new Map<number, Verdict>(edgeUnits(kept, a.words, sentenceWords, a.memo.get(itemGroups, a), limits, a.memo.get(dataCellWords, a)).map((i) => [i, edge] as const));
  // The article's paragraphs proper: its first and last kept unit of paragraph length.
  const long = kept.filter((i) => a.words[i]! >= plus.edgeWords);
  if (plus.furnitureLines && long.length > 0) {
    const elementOf = (i: number): Element => a.page.units[i]!.element;
    const dropped = (i: number): boolean => changes.has(i);
    const stamps = openingStamps(kept, long[0]!, a.units, a.texts, elementOf, dropped);
    const headings = closingHeadings(kept, long[long.length - 1]!, a.units, a.texts, elementOf, dropped, plus.maxLinkShare);
    for (const i of stamps) changes.set(i, { content: false, reason: 'date or player line' });
    for (const i of headings) changes.set(i, { content: false, reason: 'closing heading' });
  }
  return withVerdicts(a, changes);
}
