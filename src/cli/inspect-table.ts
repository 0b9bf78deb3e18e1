// The human-readable evidence table of `cedst inspect` (METHOD.md §1.8, the paper's Fig. 4 as text).
import type { Extraction } from '../types.js';
import { padEnd, padStart, truncate, truncateStart } from './width.js';
import { lineTable } from './inspect-lines.js';
import { nodeTable } from './inspect-nodes.js';

const num = (x: number | undefined): string => (x === undefined ? '-' : x.toFixed(3));

interface Column {
  head: string;
  width: number;
  right?: boolean;
}

export function inspectTable(result: Extraction, columns = 120): string {
  // The comparison methods carry other evidence: source lines (CETR family, TTR) or elements (CoreEx).
  if (result.lines) return lineTable(result, columns);
  if (result.nodes) return nodeTable(result, columns);
  const units = result.units ?? [];
  const fixed: Column[] = [
    { head: '#', width: Math.max(1, String(units.length).length), right: true },
    { head: 'path', width: 26 },
    { head: 'text', width: 0 },
    { head: 'words', width: 5, right: true },
    { head: 'h_topic', width: 7, right: true },
    { head: 'h_clus', width: 6, right: true },
    { head: 'h_var', width: 6, right: true },
    { head: 'h_href', width: 6, right: true },
    { head: 'm(N)', width: 6, right: true },
    { head: 'smooth', width: 6, right: true },
    { head: 'news', width: 4 },
  ];
  const used = fixed.reduce((s, c) => s + c.width + 2, 0);
  fixed[2]!.width = Math.max(16, columns - used);

  const cell = (c: Column, s: string): string => (c.right ? padStart(s, c.width) : padEnd(s, c.width));
  const line = (cells: string[]): string => cells.map((s, i) => cell(fixed[i]!, s)).join('  ').trimEnd();
  const out: string[] = [line(fixed.map((c) => c.head))];
  for (const u of units) {
    out.push(line([
      String(u.index),
      truncateStart(u.path, fixed[1]!.width),
      truncate(u.text.replace(/\s+/g, ' '), fixed[2]!.width),
      String(u.words),
      u.masses.topic ? num(u.features.topic) : '-',
      u.masses.cluster ? num(u.features.cluster) : '-',
      u.masses.variance ? num(u.features.variance) : '-',
      u.masses.href ? num(u.features.href) : '-',
      num(u.fused.news),
      num(u.smoothed),
      u.content ? 'NEWS' : '.',
    ]));
  }
  const kept = units.filter((u) => u.content).length;
  out.push('');
  out.push(`method ${result.method}  lang ${result.lang}  units ${units.length}  content ${kept}  threshold t* = ${result.threshold.toFixed(1)}`);
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
