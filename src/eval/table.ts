// The eval table as aligned text (terminal) or markdown.
import type { EvalRow } from './evaluate.js';

const COLUMNS: [string, (r: EvalRow) => string][] = [
  ['dataset', (r) => r.dataset],
  ['lang', (r) => r.lang],
  ['method', (r) => r.method],
  ['pages', (r) => String(r.pages)],
  ['precision', (r) => fixed(r.precision)],
  ['recall', (r) => fixed(r.recall)],
  ['F1', (r) => fixed(r.f1)],
  ['token F1', (r) => fixed(r.tokenF1)],
  ['snippet F1', (r) => fixed(r.snippetF1)],
  ['LCS P', (r) => fixed(r.lcsPrecision)],
  ['LCS R', (r) => fixed(r.lcsRecall)],
  ['LCS F1', (r) => fixed(r.lcsF1)],
  ['line P', (r) => fixed(r.blocks?.lineP)],
  ['line R', (r) => fixed(r.blocks?.lineR)],
  ['line F1', (r) => fixed(r.blocks?.lineF1)],
  ['heading R', (r) => fixed(r.blocks?.headingR)],
  ['list R', (r) => fixed(r.blocks?.listItemR)],
  ['cell R', (r) => fixed(r.blocks?.tableCellR)],
  ['image R', (r) => fixed(r.blocks?.imageR)],
  ['ms/page', (r) => r.medianMs.toFixed(1)],
  ['scored', (r) => r.scored],
];

export function fixed(x: number | undefined): string {
  return x === undefined ? '–' : x.toFixed(3);
}

/** Rows of cells as aligned text: names left-aligned, numbers right-aligned, two spaces apart. */
export function alignedTable(cells: readonly string[][], textual: (column: number) => boolean): string {
  const widths = cells[0]!.map((_, j) => Math.max(...cells.map((row) => row[j]!.length)));
  return (
    cells
      .map((row) =>
        row
          .map((c, j) => (textual(j) ? c.padEnd(widths[j]!) : c.padStart(widths[j]!)))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}

/** Right-align numbers, left-align names; the snippet, LCS and block columns (`--blocks`: line
 *  P/R/F1, then the structure recalls where the gold is HTML) only when some row has them. */
export function evalTable(rows: readonly EvalRow[]): string {
  const optional: Record<string, (r: EvalRow) => unknown> = {
    'snippet F1': (r) => r.snippetF1,
    'LCS P': (r) => r.lcsF1,
    'LCS R': (r) => r.lcsF1,
    'LCS F1': (r) => r.lcsF1,
    'line P': (r) => r.blocks?.lineF1,
    'line R': (r) => r.blocks?.lineF1,
    'line F1': (r) => r.blocks?.lineF1,
    'heading R': (r) => r.blocks?.goldCounts,
    'list R': (r) => r.blocks?.goldCounts,
    'cell R': (r) => r.blocks?.goldCounts,
    'image R': (r) => r.blocks?.goldCounts,
  };
  const cols = COLUMNS.filter(([name]) => !optional[name] || rows.some((r) => optional[name]!(r) !== undefined));
  const cells = [cols.map(([name]) => name), ...rows.map((r) => cols.map(([, get]) => get(r)))];
  const textual = new Set(['dataset', 'lang', 'method', 'scored']);
  return alignedTable(cells, (j) => textual.has(cols[j]![0]));
}
