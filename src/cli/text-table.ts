// A plain aligned text table: fixed columns plus one flexible column that takes the remaining width.
// Fitted to a width (a terminal's), columns marked `drop` give way, the highest rank first, until
// the flexible column has its minimum; unfitted, the table keeps every column whatever the width.
import { padEnd, padStart, truncate, truncateStart } from './width.js';

export interface TableColumn {
  head: string;
  /** Fixed width; 0 marks the one flexible column. */
  width: number;
  right?: boolean;
  /** Left out when the table is fitted to a width too narrow for it; the highest rank goes first. */
  drop?: number;
  /** Cut at the start rather than the end when too long (paths are read from the leaf). */
  cutStart?: boolean;
}

/** The flexible column's narrowest width. */
const MIN_FLEX = 16;

/** The table's lines. `total` is the width to fill; with `fit`, columns marked `drop` are left out,
 *  the highest rank first, until every line fits in `total − 1` columns (the last is left free so
 *  that the terminal does not wrap) or none is left to drop. */
export function renderTable(columns: TableColumn[], rows: readonly string[][], total = 120, fit = false): string[] {
  const room = fit ? total - 1 : total;
  const used = (idx: readonly number[]): number => idx.reduce((s, i) => s + columns[i]!.width + 2, 0);
  let keep = columns.map((_, i) => i);
  if (fit) {
    const ranks = [...new Set(columns.flatMap((c) => (c.drop === undefined ? [] : [c.drop])))].sort((a, b) => b - a);
    for (const rank of ranks) {
      if (room - used(keep) >= MIN_FLEX) break;
      keep = keep.filter((i) => columns[i]!.drop !== rank);
    }
  }
  const flex = Math.max(MIN_FLEX, room - used(keep));
  const cols = keep.map((i) => ({ ...columns[i]!, width: columns[i]!.width || flex }));
  const line = (cells: readonly string[]): string =>
    keep
      .map((k, i) => {
        const c = cols[i]!;
        const s = cells[k] ?? '';
        return c.right ? padStart(s, c.width) : padEnd(c.cutStart ? truncateStart(s, c.width) : truncate(s, c.width), c.width);
      })
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.head)), ...rows.map(line)];
}
