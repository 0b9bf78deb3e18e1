// `inspect` for Louvan (docs/spec/louvan.md §8): every candidate segment, its 16 features, what each tree
// decided with the class weights of the deciding node (`*` when Δ stopped early), and the
// heuristic's choice.
import type { Extraction, LouvanTreeDecision } from '../../core/types.js';
import { renderTable, type TableColumn } from '../text-table.js';
import { SHORT } from './feature-names.js';

const value = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(3));

/** `good 40/3*`: the label, the positive/negative weights of the deciding node, `*` for Δ. */
function decision(d: LouvanTreeDecision | undefined): string {
  if (d === undefined) return '-';
  const w = (x: number | undefined): string => (x === undefined ? '0' : Number.isInteger(x) ? String(x) : x.toFixed(1));
  return `${d.label} ${w(d.dist[1])}/${w(d.dist[0])}${d.delta ? '*' : ''}`;
}

export function segmentTable(result: Extraction, columns: number, fit = false): string {
  const segments = result.segments ?? [];
  const names = Object.keys(segments[0]?.features ?? SHORT);
  const trees = result.louvan?.classifier === 'single-phase' ? (['single'] as const) : (['segment', 'content'] as const);
  const cols: TableColumn[] = [
    { head: '#', width: Math.max(1, String(segments.length).length), right: true },
    { head: 'path', width: 0, cutStart: true },
    ...names.map((n, i): TableColumn => {
      const head = SHORT[n] ?? n;
      const width = Math.max(head.length, ...segments.map((s) => value(s.features[n] ?? 0).length));
      return { head, width, right: true, drop: 10 + i };
    }),
    ...trees.map((t): TableColumn => ({ head: t, width: Math.max(t.length, ...segments.map((s) => decision(s.decisions.find((d) => d.tree === t)).length)) })),
    { head: 'main', width: 4 },
    { head: 'pick', width: 4 },
  ];
  const rows = segments.map((s) => [
    String(s.index),
    s.path,
    ...names.map((n) => value(s.features[n] ?? 0)),
    ...trees.map((t) => decision(s.decisions.find((d) => d.tree === t))),
    s.main ? (s.root ? 'MAIN' : 'main') : '.',
    s.chosen ? 'PICK' : '',
  ]);
  const out = renderTable(cols, rows, columns, fit);
  out.push('');
  const e = result.louvan;
  const main = segments.filter((s) => s.main).length;
  out.push(
    `method ${result.method}  lang ${result.lang}  segments ${segments.length}  main ${main}  paragraphs ${result.paragraphs.length}` +
      (e ? `  model ${e.model}  ${e.classifier}  heuristic ${e.heuristic}  Δ ${e.delta}` : ''),
  );
  if (e) {
    const how = { trees: 'by the trees', delta: 'by the Δ fallback (* marks a Δ stop)', best: 'by the best-P(main) fallback', none: 'none: the article is empty' }[e.by];
    out.push(`main segments found ${how}; heuristic: ${e.choice}`);
  }
  out.push(`columns: ${names.map((n) => `${SHORT[n] ?? n} ${n}`).join(', ')}; tree cells: label positive/negative weights of the deciding node`);
  return out.join('\n') + '\n';
}
