// `inspect` for CoreEx: every element with text, its counts, its set's counts and its score.
import type { Extraction } from '../../core/types.js';
import { renderTable, type TableColumn } from '../text-table.js';

export function nodeTable(result: Extraction, columns: number, fit = false): string {
  const nodes = result.nodes ?? [];
  const cols: TableColumn[] = [
    { head: '#', width: Math.max(1, String(nodes.length).length), right: true },
    { head: 'path', width: 0 },
    { head: 'textCnt', width: 7, right: true },
    { head: 'linkCnt', width: 7, right: true },
    { head: 'setText', width: 7, right: true },
    { head: 'setLink', width: 7, right: true },
    { head: 'score', width: 6, right: true },
    { head: 'win', width: 3 },
  ];
  // Paths are read from the leaf: keep their end when they do not fit.
  const width = Math.max(16, columns - cols.reduce((s, c) => s + c.width + 2, 0));
  const tail = (p: string): string => (p.length <= width ? p : '…' + p.slice(p.length - width + 1));
  const rows = nodes.map((n, i) => [
    String(i),
    tail(n.path),
    String(n.textCnt),
    String(n.linkCnt),
    String(n.setTextCnt),
    String(n.setLinkCnt),
    n.setTextCnt > 0 ? n.score.toFixed(3) : '-',
    n.winner ? 'WIN' : '',
  ]);
  const out = renderTable(cols, rows, columns, fit);
  out.push('');
  const win = nodes.find((n) => n.winner);
  out.push(`method ${result.method}  lang ${result.lang}  elements ${nodes.length}  paragraphs ${result.paragraphs.length}  winning score ${result.threshold.toFixed(3)}`);
  out.push(win ? `winner ${win.path}: set of ${win.setTextCnt} words, ${win.setLinkCnt} links` : 'no element has text: the article is empty');
  return out.join('\n') + '\n';
}
