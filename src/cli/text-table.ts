// A plain aligned text table: fixed columns plus one flexible column that takes the remaining width.
import { padEnd, padStart, truncate } from './width.js';

export interface TableColumn {
  head: string;
  /** Fixed width; 0 marks the one flexible column. */
  width: number;
  right?: boolean;
}

export function renderTable(columns: TableColumn[], rows: readonly string[][], total = 120): string[] {
  const cols = columns.map((c) => ({ ...c }));
  const used = cols.reduce((s, c) => s + c.width + 2, 0);
  for (const c of cols) if (c.width === 0) c.width = Math.max(16, total - used);
  const line = (cells: readonly string[]): string =>
    cells
      .map((s, i) => (cols[i]!.right ? padStart(s, cols[i]!.width) : padEnd(truncate(s, cols[i]!.width), cols[i]!.width)))
      .join('  ')
      .trimEnd();
  return [line(cols.map((c) => c.head)), ...rows.map(line)];
}
