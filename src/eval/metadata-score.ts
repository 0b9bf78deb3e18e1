// `cedst eval --metadata <gold.json>`: date, author, editor and source accuracy of `extract` on a
// metadata gold of the shape {"<id>": {lang, date, author, editor, source, …}}, per language and
// per half of the sorted ids (even index = dev, odd index = held-out), so that tuning on one half
// shows up as a gap between the two.
//
// Rules (one line each in the table's legend):
// - date: the first 10 characters (`YYYY-MM-DD`) of ours equal the gold's. `date` counts every
//   page: a page whose gold date is null is right when we output no date. `date (stated)` counts
//   only the pages whose gold has a date (the issue's "113/147").
// - authors / editors: the gold names a person (non-empty list) and every gold name is one of
//   ours (NFKC, case and spaces ignored). `authors (none)`: gold `[]` and we name nobody.
//   A null gold (unsure) is not counted.
// - source: the gold credits an outlet and ours is the same name (same normalisation).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { extract } from '../index.js';
import { decodeHtml } from '../input/decode.js';
import type { Extraction } from '../core/types.js';
import { alignedTable } from './table.js';
import { checkedEntries } from './gold.js';

export interface MetaGoldEntry {
  lang: string;
  date: string | null;
  author: string[] | null;
  editor: string[] | null;
  source: string | null;
  unsure?: boolean;
}

/** What the scorer reads of one extraction. */
export interface MetaPrediction {
  date?: string;
  authors: string[];
  editors: string[];
  source?: string;
}

export interface Ratio {
  right: number;
  total: number;
}

export interface MetaRow {
  lang: string;
  /** `all`, `dev` (even index of the sorted ids of the language) or `held-out` (odd index). */
  half: string;
  pages: number;
  date: Ratio;
  dateStated: Ratio;
  authors: Ratio;
  authorsNone: Ratio;
  editors: Ratio;
  source: Ratio;
}

/** A page's result against its gold, for listing the misses. */
export interface MetaPageResult {
  id: string;
  lang: string;
  half: string;
  gold: MetaGoldEntry;
  got: MetaPrediction;
  date?: boolean;
  authors?: boolean;
  editors?: boolean;
  source?: boolean;
}

/** Normal form of a name for comparison: NFKC, lower case, no spaces or dots between parts. */
export function normName(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u00a0\u3000·•.]+/g, '');
}

/** What the scorer reads: `authors`/`editors` when the extraction has them, else `author` split
 *  at ', ' (the output before those fields existed). */
export function predictionOf(x: Partial<Extraction> & Record<string, unknown>): MetaPrediction {
  const list = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : undefined);
  const authors = list(x['authors']) ?? (typeof x.author === 'string' && x.author ? x.author.split(', ') : []);
  const p: MetaPrediction = { authors, editors: list(x['editors']) ?? [] };
  if (typeof x.date === 'string') p.date = x.date;
  if (typeof x['source'] === 'string') p.source = x['source'];
  return p;
}

function allFound(gold: string[], ours: string[]): boolean {
  const have = new Set(ours.map(normName));
  return gold.every((n) => have.has(normName(n)));
}

export function scorePage(id: string, gold: MetaGoldEntry, got: MetaPrediction, half: string): MetaPageResult {
  const r: MetaPageResult = { id, lang: gold.lang, half, gold, got };
  r.date = gold.date ? got.date?.slice(0, 10) === gold.date.slice(0, 10) : got.date === undefined;
  if (gold.author?.length) r.authors = allFound(gold.author, got.authors);
  else if (gold.author) r.authors = got.authors.length === 0;
  if (gold.editor?.length) r.editors = allFound(gold.editor, got.editors);
  if (gold.source) r.source = got.source !== undefined && normName(got.source) === normName(gold.source);
  return r;
}

const ratio = (): Ratio => ({ right: 0, total: 0 });

export function tally(lang: string, half: string, pages: readonly MetaPageResult[]): MetaRow {
  const row: MetaRow = { lang, half, pages: pages.length, date: ratio(), dateStated: ratio(), authors: ratio(), authorsNone: ratio(), editors: ratio(), source: ratio() };
  const add = (x: Ratio, ok: boolean): void => {
    x.total++;
    if (ok) x.right++;
  };
  for (const p of pages) {
    add(row.date, p.date === true);
    if (p.gold.date) add(row.dateStated, p.date === true);
    if (p.authors !== undefined) add(p.gold.author!.length ? row.authors : row.authorsNone, p.authors);
    if (p.editors !== undefined) add(row.editors, p.editors);
    if (p.source !== undefined) add(row.source, p.source);
  }
  return row;
}

export interface MetadataEvalSettings {
  /** Folder of `<id>.html`; default `<gold dir>/../html`. */
  pages?: string;
  /** Only pages whose gold `lang` is this. */
  lang?: string;
  /** Passed to `extract`. */
  options?: Parameters<typeof extract>[1];
  onPage?: (done: number, total: number) => void;
}

export interface MetadataEvalRun {
  rows: MetaRow[];
  pages: MetaPageResult[];
}

export function loadMetadataGold(path: string): Record<string, MetaGoldEntry> {
  return checkedEntries<MetaGoldEntry>(path, JSON.parse(readFileSync(path, 'utf8')), { lang: 'string', date: 'string', author: 'strings', editor: 'strings', source: 'string' });
}

/** Run `extract` on every gold page and score it; rows per language × (all, dev, held-out). */
export function evaluateMetadata(goldPath: string, settings: MetadataEvalSettings = {}): MetadataEvalRun {
  const gold = loadMetadataGold(goldPath);
  const pagesDir = settings.pages ?? join(dirname(resolve(goldPath)), '..', 'html');
  const langs = [...new Set(Object.values(gold).map((g) => g.lang))]
    .filter((l) => !settings.lang || l === settings.lang)
    .sort()
    .reverse();
  const results: MetaPageResult[] = [];
  const ids = langs.flatMap((l) =>
    Object.keys(gold)
      .filter((id) => gold[id]!.lang === l)
      .sort(),
  );
  let done = 0;
  for (const lang of langs) {
    const mine = Object.keys(gold)
      .filter((id) => gold[id]!.lang === lang)
      .sort();
    mine.forEach((id, i) => {
      let got: MetaPrediction = { authors: [], editors: [] };
      try {
        const html = decodeHtml(readFileSync(join(pagesDir, `${id}.html`)));
        // No time budget unless asked: a score must not depend on how busy the machine is.
        got = predictionOf(extract(html, { timeoutMs: 0, ...settings.options }) as Extraction & Record<string, unknown>);
      } catch {
        // A missing or failing page scores as one with no metadata.
      }
      results.push(scorePage(id, gold[id]!, got, i % 2 === 0 ? 'dev' : 'held-out'));
      settings.onPage?.(++done, ids.length);
    });
  }
  const rows: MetaRow[] = [];
  for (const lang of langs) {
    const of = results.filter((r) => r.lang === lang);
    rows.push(
      tally(lang, 'all', of),
      tally(
        lang,
        'dev',
        of.filter((r) => r.half === 'dev'),
      ),
      tally(
        lang,
        'held-out',
        of.filter((r) => r.half === 'held-out'),
      ),
    );
  }
  return { rows, pages: results };
}

function cell(x: Ratio): string {
  return x.total ? `${x.right}/${x.total} = ${(x.right / x.total).toFixed(2)}` : '–';
}

const COLUMNS: [string, (r: MetaRow) => string][] = [
  ['lang', (r) => r.lang],
  ['half', (r) => r.half],
  ['pages', (r) => String(r.pages)],
  ['date', (r) => cell(r.date)],
  ['date (stated)', (r) => cell(r.dateStated)],
  ['authors', (r) => cell(r.authors)],
  ['authors (none)', (r) => cell(r.authorsNone)],
  ['editors', (r) => cell(r.editors)],
  ['source', (r) => cell(r.source)],
];

export const METADATA_LEGEND = [
  'date: day (YYYY-MM-DD) matches; a page whose gold date is null counts as right when we output no date',
  'date (stated): only the pages whose gold has a date',
  'authors / editors: the gold names someone and every gold name is among ours; authors (none): gold [] and we name nobody',
  'source: our credited outlet equals the gold one; dev = even index of the sorted ids per language, held-out = odd',
];

export function metadataTable(rows: readonly MetaRow[], markdown = false): string {
  const cells = [COLUMNS.map(([n]) => n), ...rows.map((r) => COLUMNS.map(([, get]) => get(r)))];
  if (markdown) {
    const line = (c: string[]): string => `| ${c.join(' | ')} |`;
    return [line(cells[0]!), line(cells[0]!.map(() => '---')), ...cells.slice(1).map(line)].join('\n') + '\n';
  }
  // lang and half are names; the rest are counts.
  const body = alignedTable(cells, (j) => j < 2);
  return `${body}\n${METADATA_LEGEND.map((l) => `  ${l}`).join('\n')}\n`;
}
