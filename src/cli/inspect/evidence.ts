// The human-readable evidence table of `cedst inspect` (docs/method.md §1.8, the paper's Fig. 4 as text).
import type { ExtraFeatureName, Extraction, UnitEvidence } from '../../core/types.js';
import { EVIDENCE_SOURCES, PAPER_SOURCES } from '../../pipeline/evidence/sources.js';
import { truncateStart } from '../width.js';
import { renderTable, type TableColumn } from '../text-table.js';
import { lineTable } from './lines.js';
import { nodeTable } from './nodes.js';
import { segmentTable } from './segments.js';

const num = (x: number | undefined): string => (x === undefined ? '-' : x.toFixed(3));
const short = (x: number | undefined): string => (x === undefined ? '-' : x.toFixed(2));

/** The paper's columns are always shown, with three decimals in at least this width. */
const PAPER_WIDTH = 6;

/** The evidence table in `columns` columns; with `fit`, the columns that a narrower width cannot
 *  hold give way (cedst+'s further sources from the right, then the paper's four, then the path),
 *  so that a terminal's rows do not wrap; `cedst inspect --wide` keeps them all. */
export function inspectTable(result: Extraction, columns = 120, fit = false): string {
  // The comparison methods carry other evidence: source lines (CETR family, TTR), elements (CoreEx)
  // or candidate segments (Louvan).
  if (result.lines) return lineTable(result, columns, fit);
  if (result.nodes) return nodeTable(result, columns, fit);
  if (result.segments) return segmentTable(result, columns, fit);
  const units = result.units ?? [];
  // cedst+'s further evidence (the registry's sources): a column when the method fused it, or
  // computed it for the region alone.
  const shown = (u: UnitEvidence, name: ExtraFeatureName, pass: string): boolean => !!u.masses[name] || (pass === 'region' && u.features[name] !== undefined);
  const extra = EVIDENCE_SOURCES.filter(({ name, pass }) => units.some((u) => shown(u, name, pass)));
  const region = units.some((u) => u.reason !== undefined);
  const cols: TableColumn[] = [
    { head: '#', width: Math.max(1, String(units.length).length), right: true },
    { head: 'path', width: 26, drop: 1 },
    { head: 'text', width: 0 },
    { head: 'words', width: 5, right: true },
    ...PAPER_SOURCES.map(({ column }, i): TableColumn => ({ head: column, width: Math.max(PAPER_WIDTH, column.length), right: true, drop: 10 + i })),
    ...extra.map(({ column }, i): TableColumn => ({ head: column, width: column.length, right: true, drop: 100 + i })),
    { head: 'm(N)', width: 6, right: true },
    { head: 'smooth', width: 6, right: true },
    { head: 'news', width: 4 },
    ...(region ? [{ head: 'why', width: 20 }] : []),
  ];
  const rows = units.map((u) => [
    String(u.index),
    // Paths are read from the leaf: keep their end when they do not fit.
    truncateStart(u.path, cols[1]!.width),
    u.text.replace(/\s+/g, ' '),
    String(u.words),
    ...PAPER_SOURCES.map(({ name }) => (u.masses[name] ? num(u.features[name]) : '-')),
    ...extra.map(({ name, pass }) => (shown(u, name, pass) ? short(u.features[name]) : '-')),
    num(u.fused.news),
    num(u.smoothed),
    u.content ? 'NEWS' : '.',
    ...(region ? [u.reason ?? ''] : []),
  ]);
  const out = renderTable(cols, rows, columns, fit);
  const kept = units.filter((u) => u.content).length;
  out.push('');
  out.push(`method ${result.method}  lang ${result.lang}  units ${units.length}  content ${kept}  threshold t* = ${result.threshold.toFixed(1)}`);
  const reading = result.reading;
  if (reading) {
    out.push(`readings (confidence ${reading.confidence.toFixed(3)}; * the one taken):`);
    for (const [kind, gain] of Object.entries(reading.gains))
      out.push(`  ${kind === reading.chosen ? '*' : ' '} ${kind.padEnd(16)} gain ${(gain >= 0 ? '+' : '') + gain.toFixed(3)}  predicted F1 ${(reading.predicted[kind] ?? NaN).toFixed(3)}`);
  }
  const topics = result.topics ?? [];
  if (topics.length) {
    out.push(`topics (${topics.length}, heaviest first):`);
    for (const t of topics.slice(0, 15)) out.push(`  w=${String(t.weight).padStart(4)}  ${t.keywords.join(' ')}`);
    if (topics.length > 15) out.push(`  … ${topics.length - 15} more (see --json)`);
  } else if (result.method !== 'cedst-nc') {
    out.push('topics: none');
  }
  return out.join('\n') + '\n';
}
