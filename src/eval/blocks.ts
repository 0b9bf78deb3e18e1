// Block fidelity (`cedst eval --blocks`): does the article come back block by block? Shingle F1
// reads the text as one stream and cannot tell a merged, split or dropped block from a kept one.
// These metrics can; docs/structure.md defines each exactly.

/** What one side (the gold, or an extractor's output) holds, as plain data: its lines, one block
 *  a line, and, where known, its headings, list items, table rows and images. */
export interface StructureRecord {
  lines: string[];
  headings: string[];
  listItems: string[];
  /** Every table's rows in order, each row its cells' texts (empty cells kept). */
  tables: string[][][];
  images: { src: string; alt: string }[];
}

export const emptyStructure = (): StructureRecord => ({ lines: [], headings: [], listItems: [], tables: [], images: [] });

/** A block marker at the start of a line, as markdown writes it: `#`…, `>`, `-`, `*`, `+`, `|`,
 *  or an ordered item's number (`1.`, `2)`); repeated (`> - item`). */
const MARKERS = /^(?:\s*(?:#{1,6}|>|[-*+|]|\d{1,9}[.)])(?=\s|$))+/u;

/** A line reduced to what block matching compares: NFKC, lower case, block markers gone, every
 *  punctuation mark and symbol a space, whitespace collapsed. '' for a line with no words. */
export function normaliseLine(line: string): string {
  return line
    .normalize('NFKC')
    .toLowerCase()
    .replace(MARKERS, ' ')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

function counts(items: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of items) if (x) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

/** Matched, gold and output counts of two lists of texts compared as multisets after
 *  normalisation (a text twice in the gold needs two in the output); empty texts are dropped. */
export function multisetMatch(gold: readonly string[], out: readonly string[]): { matched: number; gold: number; out: number } {
  const g = counts(gold.map(normaliseLine));
  const o = counts(out.map(normaliseLine));
  let matched = 0;
  for (const [k, c] of g) matched += Math.min(c, o.get(k) ?? 0);
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  return { matched, gold: total(g), out: total(o) };
}

/** Cells of the gold tables found in the output tables in the same row, at the same column.
 *  Each gold row (in order) is paired with the unused output row, of any output table, that
 *  agrees with it in the most positions (the first such row on a tie); its cells count where
 *  they agree. An empty gold cell counts only against an empty output cell at its index, so a
 *  dropped empty cell shifts, and fails, the cells after it. */
export function tableCellMatch(gold: readonly string[][][], out: readonly string[][][]): { matched: number; gold: number } {
  const outRows = out.flat().map((r) => r.map(normaliseLine));
  const used = new Set<number>();
  let matched = 0;
  let total = 0;
  for (const row of gold.flat()) {
    const g = row.map(normaliseLine);
    total += g.length;
    let best = -1;
    let bestHits = 0;
    outRows.forEach((o, j) => {
      if (used.has(j)) return;
      let hits = 0;
      for (let i = 0; i < g.length; i++) if (i < o.length && o[i] === g[i]) hits++;
      if (hits > bestHits) [best, bestHits] = [j, hits];
    });
    if (best >= 0) {
      used.add(best);
      matched += bestHits;
    }
  }
  return { matched, gold: total };
}

/** Gold images found among the output images: the same src (both resolved to absolute URLs by
 *  whoever built the records) and the same alt after normalisation; multiset. */
export function imageMatch(gold: StructureRecord['images'], out: StructureRecord['images']): { matched: number; gold: number } {
  const key = (i: { src: string; alt: string }) => `${i.src}\u0000${normaliseLine(i.alt)}`;
  const o = new Map<string, number>();
  for (const i of out) o.set(key(i), (o.get(key(i)) ?? 0) + 1);
  let matched = 0;
  for (const i of gold) {
    const n = o.get(key(i)) ?? 0;
    if (n > 0) {
      matched++;
      o.set(key(i), n - 1);
    }
  }
  return { matched, gold: gold.length };
}

/** One page's block scores: line counts always; the structure counts only when the gold is HTML. */
export interface PageBlocks {
  lines: { matched: number; gold: number; out: number };
  structure?: { headings: Count; listItems: Count; tableCells: Count; images: Count };
}
export interface Count {
  matched: number;
  gold: number;
}

export function scorePageBlocks(gold: StructureRecord, out: StructureRecord, structure: boolean): PageBlocks {
  const lines = multisetMatch(gold.lines, out.lines);
  if (!structure) return { lines };
  const recallOf = (g: string[], o: string[]): Count => {
    const m = multisetMatch(g, o);
    return { matched: m.matched, gold: m.gold };
  };
  return {
    lines,
    structure: {
      headings: recallOf(gold.headings, out.headings),
      listItems: recallOf(gold.listItems, out.listItems),
      tableCells: tableCellMatch(gold.tables, out.tables),
      images: imageMatch(gold.images, out.images),
    },
  };
}

/** A group's block scores. Line precision and recall are means over the pages with gold lines,
 *  as score.py averages shingle precision and recall (precision over those of them with output
 *  lines, as score.py leaves an empty output out of precision), and F1 is their harmonic mean. The structure recalls pool the group's
 *  counts (few pages have many headings or tables): matched / gold, undefined with no gold. */
export interface BlockScores {
  blockPages: number;
  lineP?: number;
  lineR?: number;
  lineF1?: number;
  headingR?: number;
  listItemR?: number;
  tableCellR?: number;
  imageR?: number;
  /** Gold counts behind each recall, so a reader can tell 1 of 2 from 500 of 1000. */
  goldCounts?: { headings: number; listItems: number; tableCells: number; images: number };
}

const mean = (xs: number[]): number | undefined => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : undefined);

export function aggregateBlocks(pages: readonly PageBlocks[]): BlockScores {
  const p: number[] = [];
  const r: number[] = [];
  for (const { lines } of pages) {
    // A page whose gold has no lines (none to find) is left out of both means.
    if (!lines.gold) continue;
    if (lines.out) p.push(lines.matched / lines.out);
    r.push(lines.matched / lines.gold);
  }
  const P = mean(p);
  const R = mean(r);
  const out: BlockScores = { blockPages: r.length, lineP: P, lineR: R };
  if (P !== undefined && R !== undefined) out.lineF1 = P + R ? (2 * P * R) / (P + R) : 0;
  const withStructure = pages.filter((x) => x.structure);
  if (withStructure.length) {
    const pool = (k: keyof NonNullable<PageBlocks['structure']>): Count =>
      withStructure.reduce((a, x) => ({ matched: a.matched + x.structure![k].matched, gold: a.gold + x.structure![k].gold }), { matched: 0, gold: 0 });
    const ratio = (c: Count) => (c.gold ? c.matched / c.gold : undefined);
    const [h, l, t, i] = [pool('headings'), pool('listItems'), pool('tableCells'), pool('images')];
    Object.assign(out, { headingR: ratio(h), listItemR: ratio(l), tableCellR: ratio(t), imageR: ratio(i) });
    out.goldCounts = { headings: h.gold, listItems: l.gold, tableCells: t.gold, images: i.gold };
  }
  return out;
}
