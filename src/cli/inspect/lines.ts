// `inspect` for the line-based methods (CETR family, TTR): every source line's tag ratio, smoothed
// ratio, gradient and cluster, then the cut.
import type { Extraction } from '../../core/types.js';
import { renderTable, type TableColumn } from '../text-table.js';

const fixed = (x: number | undefined, digits = 1): string => (x === undefined ? '-' : x.toFixed(digits));

export function lineTable(result: Extraction, columns: number, fit = false): string {
  const lines = result.lines ?? [];
  const hasGradient = lines.some((l) => l.gradient !== undefined);
  const hasCluster = lines.some((l) => l.cluster !== undefined);
  const cols: TableColumn[] = [
    { head: '#', width: Math.max(1, String(lines.length).length), right: true },
    { head: 'text', width: 0 },
    { head: 'chars', width: 6, right: true },
    { head: 'tags', width: 4, right: true },
    { head: 'TR', width: 7, right: true },
    { head: 'smooth', width: 7, right: true },
  ];
  if (hasGradient) cols.push({ head: "|G'|", width: 7, right: true });
  if (hasCluster) cols.push({ head: 'clu', width: 3, right: true });
  cols.push({ head: 'content', width: 7 });
  const rows = lines.map((l) => {
    const r = [String(l.index), l.text, String(l.chars), String(l.tags), fixed(l.ratio), fixed(l.smoothed)];
    if (hasGradient) r.push(fixed(l.gradient));
    if (hasCluster) r.push(l.cluster === undefined ? '-' : String(l.cluster));
    r.push(l.content ? 'CONTENT' : '.');
    return r;
  });
  const out = renderTable(cols, rows, columns, fit);
  out.push('');
  const kept = lines.filter((l) => l.content).length;
  const s = result.smoothing;
  const smoothing = !s ? '' : result.method === 'ttr' ? `  mean radius ${s.radius}` : s.sigma > 0 ? `  σ ${s.sigma.toFixed(2)} radius ${s.radius}` : '  no smoothing';
  out.push(`method ${result.method}  lang ${result.lang}  lines ${lines.length}  content ${kept}${smoothing}  threshold ${result.threshold.toFixed(2)}`);
  if (s?.brokenLines) out.push('the page had very few lines: it was cut into short lines at positions outside tags');
  for (const [i, c] of (result.clusters ?? []).entries()) {
    out.push(`  cluster ${i}: centroid (${c.centroid.map((x) => x.toFixed(2)).join(', ')})  lines ${c.size}  ${c.content ? 'content' : 'non-content'}`);
  }
  return out.join('\n') + '\n';
}
