// `cedst eval --metadata <gold.json>`: date, author, editor, source and title accuracy of `extract`
// on a metadata gold, per language and per half of the sorted ids (even index = dev, odd index =
// held-out), so that tuning on one half shows up as a gap between the two. Two gold shapes are
// read: {"<id>": {lang, date, author[], editor[], source, …}} (a hand-checked metadata gold), and a
// dataset's ground-truth.json whose entries carry `publish_date` (and `title`, `author` as one
// string of names as the page writes them): its author string is split at commas, semicolons,
// "and" and "&" (one-word pieces without a lower-case letter, such as "MS" or "RD", and PhD, Jr,
// Sr, Esq are credentials, not names), its null author is "names nobody", and it has no editors or source.
//
// Rules (one line each in the table's legend):
// - date: the first 10 characters (`YYYY-MM-DD`) of ours equal the gold's. `date` counts every
//   page: a page whose gold date is null is right when we output no date. `date (stated)` counts
//   only the pages whose gold has a date (the issue's "113/147").
// - authors / editors: the gold names a person (non-empty list) and every gold name is one of
//   ours (NFKC, case and spaces ignored). `authors (none)`: gold `[]` and we name nobody.
//   A null gold (unsure) is not counted.
// - author precision: of the pages where we name someone (and the gold is not null), those where
//   every name we give is a gold name. A page whose gold names nobody counts against it.
// - title: our title equals the gold's after NFKC, whitespace collapsed, typographic quotes read
//   as ASCII ones and "--" as an em dash; case counts (where the gold has a title).
// - source: the gold credits an outlet and ours is the same name (same normalisation).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { extract } from '../research.js';
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
  /** The headline, where the gold has one (wcxb's shape). */
  title?: string | null;
}

/** What the scorer reads of one extraction. */
export interface MetaPrediction {
  date?: string;
  authors: string[];
  editors: string[];
  source?: string;
  title?: string;
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
  /** Pages where we name someone: every name we give is a gold name. */
  authorPrecision: Ratio;
  editors: Ratio;
  source: Ratio;
  title: Ratio;
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
  /** Set when we name someone and the gold is not null: every name we give is a gold name. */
  authorsPrecise?: boolean;
  editors?: boolean;
  source?: boolean;
  title?: boolean;
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
  if (typeof x.title === 'string') p.title = x.title;
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
  if (gold.author && got.authors.length) {
    const golden = new Set(gold.author.map(normName));
    r.authorsPrecise = got.authors.every((n) => golden.has(normName(n)));
  }
  if (gold.editor?.length) r.editors = allFound(gold.editor, got.editors);
  if (gold.source) r.source = got.source !== undefined && normName(got.source) === normName(gold.source);
  if (gold.title) r.title = got.title !== undefined && collapse(got.title) === collapse(gold.title);
  return r;
}

/** A title as compared: its typography folded, case kept: compatibility forms as their plain
 *  ones (NFKC: "…" is "...", a full-width "？" is "?"), whitespace collapsed, typographic quotes as
 *  their ASCII forms (a page's "We’ve" and a gold's "We've" are one title), and "--" as the em
 *  dash it types. */
const collapse = (s: string): string =>
  s
    .normalize('NFKC')
    .replace(/--/g, '—')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″]/g, '"');

const ratio = (): Ratio => ({ right: 0, total: 0 });

export function tally(lang: string, half: string, pages: readonly MetaPageResult[]): MetaRow {
  const row: MetaRow = {
    lang,
    half,
    pages: pages.length,
    date: ratio(),
    dateStated: ratio(),
    authors: ratio(),
    authorsNone: ratio(),
    authorPrecision: ratio(),
    editors: ratio(),
    source: ratio(),
    title: ratio(),
  };
  const add = (x: Ratio, ok: boolean): void => {
    x.total++;
    if (ok) x.right++;
  };
  for (const p of pages) {
    add(row.date, p.date === true);
    if (p.gold.date) add(row.dateStated, p.date === true);
    if (p.authors !== undefined) add(p.gold.author!.length ? row.authors : row.authorsNone, p.authors);
    if (p.authorsPrecise !== undefined) add(row.authorPrecision, p.authorsPrecise);
    if (p.editors !== undefined) add(row.editors, p.editors);
    if (p.source !== undefined) add(row.source, p.source);
    if (p.title !== undefined) add(row.title, p.title);
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

/** The names of a gold author string as a page writes them: "A B, C D and E F" → three names;
 *  credentials after a name ("MS", "RD", "PhD") are dropped. */
export function goldNames(s: string): string[] {
  return s
    .split(/,|;|&|\band\b/i)
    .map((x) => x.trim())
    .filter((x) => x && (/\s/.test(x) || (/\p{Ll}|\p{Script=Han}/u.test(x) && !/^(?:PhD|Jr|Sr|Esq)\.?$/.test(x))));
}

/** Is `raw` a dataset's ground truth (entries with `publish_date`) rather than a metadata gold? */
function datasetShaped(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const first = Object.values(raw)[0] as Record<string, unknown> | undefined;
  return typeof first === 'object' && first !== null && 'publish_date' in first && !('date' in first);
}

/** The gold of `path`, in either shape (see the top of this file), as metadata gold entries. */
export function loadMetadataGold(path: string): Record<string, MetaGoldEntry> {
  const raw: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!datasetShaped(raw)) return checkedEntries<MetaGoldEntry>(path, raw, { lang: 'string', date: 'string', author: 'strings', editor: 'strings', source: 'string', title: 'string' });
  const entries = checkedEntries<Record<string, unknown>>(path, raw, { lang: 'string', publish_date: 'string', author: 'string', title: 'string' });
  const out: Record<string, MetaGoldEntry> = {};
  for (const [id, g] of Object.entries(entries)) {
    const author = typeof g['author'] === 'string' ? goldNames(g['author']) : [];
    out[id] = {
      lang: typeof g['lang'] === 'string' ? g['lang'] : 'und',
      date: typeof g['publish_date'] === 'string' ? g['publish_date'] : null,
      author,
      editor: null,
      source: null,
      title: typeof g['title'] === 'string' ? g['title'] : null,
    };
  }
  return out;
}

/** Is the gold at `path` a dataset's ground truth, whose pages are in `html/` beside it? */
function pagesBeside(path: string): boolean {
  return datasetShaped(JSON.parse(readFileSync(path, 'utf8')));
}

/** Run `extract` on every gold page and score it; rows per language × (all, dev, held-out). */
export function evaluateMetadata(goldPath: string, settings: MetadataEvalSettings = {}): MetadataEvalRun {
  const gold = loadMetadataGold(goldPath);
  const pagesDir = settings.pages ?? join(dirname(resolve(goldPath)), ...(pagesBeside(goldPath) ? [] : ['..']), 'html');
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
  ['author precision', (r) => cell(r.authorPrecision)],
  ['editors', (r) => cell(r.editors)],
  ['source', (r) => cell(r.source)],
  ['title', (r) => cell(r.title)],
];

export const METADATA_LEGEND = [
  'date: day (YYYY-MM-DD) matches; a page whose gold date is null counts as right when we output no date',
  'date (stated): only the pages whose gold has a date',
  'authors (recall) / editors: the gold names someone and every gold name is among ours; authors (none): gold [] and we name nobody',
  'author precision: of the pages where we name someone, those where every name we give is a gold name',
  'source: our credited outlet equals the gold one; title: equal after whitespace is collapsed, typographic quotes read as ASCII (where the gold has a title)',
  'dev = even index of the sorted ids per language, held-out = odd; "–": the gold has no such field',
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
