// `cedst inspect` in a terminal narrower than its table: fitted, the table drops
// cedst+'s further sources from the right, then the paper's four, then the path, and no line is
// wider than the terminal; unfitted (a pipe, or --wide) it keeps every column.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectTable } from '../../src/cli/inspect/evidence.js';
import { displayWidth } from '../../src/cli/width.js';
import { extract } from '../../src/research.js';
import { ROOT } from '../support/cli.js';

const page = readFileSync(join(ROOT, 'fixtures/en-city-council/page.html'));
const plus = extract(page, { explain: true });
const head = (table: string): string[] => table.split('\n')[0]!.trim().split(/\s+/);
/** The widest line of the table itself (the summary under it is prose). */
const widest = (table: string): number => Math.max(...table.split('\n\n')[0]!.split('\n').map(displayWidth));

describe('the inspect table fitted to a width', () => {
  it('keeps every column unfitted, as a pipe gets it', () => {
    const table = inspectTable(plus, 80);
    expect(head(table)).toEqual(['#', 'path', 'text', 'words', 'h_topic', 'h_clus', 'h_var', 'h_href', 'h_str', 'h_pun', 'h_rep', 'h_len', 'h_dst', 'm(N)', 'smooth', 'news', 'why']);
    expect(widest(table)).toBeGreaterThan(150);
  });

  it('drops the sources, then the path, in 80 columns; every line fits in 79', () => {
    const table = inspectTable(plus, 80, true);
    expect(head(table)).toEqual(['#', 'text', 'words', 'm(N)', 'smooth', 'news', 'why']);
    expect(widest(table)).toBeLessThanOrEqual(79);
    // The rows still say what was kept and why.
    const lede = table.split('\n').find((l) => l.includes('NEWS'))!;
    expect(lede).toMatch(/^\s*\d+ {2}\S/);
  });

  it('keeps what fits in 120 columns: the path and two of the paper four', () => {
    const table = inspectTable(plus, 120, true);
    expect(head(table)).toEqual(['#', 'path', 'text', 'words', 'h_topic', 'h_clus', 'm(N)', 'smooth', 'news', 'why']);
    expect(widest(table)).toBeLessThanOrEqual(119);
  });

  it("fits Louvan's segment table by dropping features", () => {
    const louvan = extract(page, { explain: true, method: 'louvan' });
    const wide = inspectTable(louvan, 80);
    const fitted = inspectTable(louvan, 80, true);
    expect(widest(wide)).toBeGreaterThan(80);
    expect(widest(fitted)).toBeLessThanOrEqual(79);
    expect(head(fitted)).toEqual(['#', 'path', 'txt', 'segment', 'content', 'main', 'pick']);
  });
});
