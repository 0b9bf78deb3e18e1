// The gold side of the block metrics: a page's gold lines (its articleBody, one block a line) and,
// where the set carries Readability's reviewed HTML (`<set>/expected/<id>.html`), its headings,
// list items, tables and images read from that HTML.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { emptyStructure, type StructureRecord } from './blocks.js';
import type { Dataset } from './dataset.js';
import { htmlStructure } from './structure-html.js';

/** Shared sets whose gold is hard-wrapped at about 70 columns, not one block a line: 59–62% of
 *  their lines are 60–80 characters long without closing punctuation, against at most 7% in the
 *  other sets (docs/structure.md). Their lines are not blocks, so they get no line score. */
export const WRAPPED_GOLD: ReadonlySet<string> = new Set(['cleaneval', 'cleanportaleval']);

/** The address Readability's test harness gives every test page, whatever its real url: their
 *  expected.html resolved its links and images against it, so both sides resolve against it too. */
export const FAKEHOST = 'http://fakehost/test/page.html';

/** Whether a set's gold lines are scored as blocks. */
export const hasLineGold = (ds: Dataset): boolean => !WRAPPED_GOLD.has(ds.name);

export const expectedPath = (ds: Dataset, id: string): string => join(ds.dir, 'expected', `${id}.html`);

/** The base URL a page's images resolve against: FAKEHOST for a page with expected HTML, else its
 *  gold url. */
export function pageBase(ds: Dataset, id: string): string | undefined {
  return existsSync(expectedPath(ds, id)) ? FAKEHOST : ds.gold[id]?.url || undefined;
}

/** The gold record of a page, and whether it has structure (headings… from HTML); undefined for
 *  a page with nothing to score (a snippets-only gold, or a wrapped set with no HTML). */
export function goldStructure(ds: Dataset, id: string): { record: StructureRecord; structure: boolean } | undefined {
  const g = ds.gold[id];
  if (!g || g.gold_type === 'snippets') return undefined;
  const file = expectedPath(ds, id);
  const structure = existsSync(file);
  if (!structure && !hasLineGold(ds)) return undefined;
  const record = structure ? htmlStructure(readFileSync(file, 'utf8'), pageBase(ds, id)) : emptyStructure();
  record.lines = hasLineGold(ds) ? (g.articleBody ?? '').split('\n').filter((l) => l.trim()) : [];
  return { record, structure };
}
