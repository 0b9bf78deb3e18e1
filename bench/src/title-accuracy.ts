// Title agreement on the readability set, whose gold title is Readability.js's own `title`
// (its reviewed expected-metadata.json): the rate measures agreement with Readability, not
// correctness against an independent annotation. Usage:
//   node bench/dist/title-accuracy.js [--dataset DIR] [--mismatches]
// Prints the exact-match and normalised-match rates (and, with --mismatches, every page whose
// title differs) on stdout, plus the mean metadata time per page.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from '../../dist/dom/parse.js';
import { extractMetadata } from '../../dist/metadata/index.js';
import { clean, comparable } from '../../dist/metadata/text.js';
import { loadDataset, pagePath } from '../../dist/eval/dataset.js';
import { benchArgs } from '../lib/args.mjs';
import { datasetsDir } from '../lib/shared-data.mjs';

export interface TitleMismatch {
  id: string;
  gold: string;
  got: string;
}

export interface TitleAccuracy {
  pages: number;
  exact: number;
  normalised: number;
  mismatches: TitleMismatch[];
  /** Mean milliseconds of extractMetadata per page (parsing excluded). */
  msPerPage: number;
}

/** Exact: equal after whitespace is collapsed. Normalised: equal after NFKC, lower-casing and
 *  folding quotes and dashes. */
export function compareTitles(pairs: readonly { id: string; gold: string; got: string }[]): Omit<TitleAccuracy, 'msPerPage'> {
  let exact = 0;
  let normalised = 0;
  const mismatches: TitleMismatch[] = [];
  for (const p of pairs) {
    if (clean(p.gold) === clean(p.got)) exact++;
    else mismatches.push(p);
    if (comparable(p.gold) === comparable(p.got)) normalised++;
  }
  return { pages: pairs.length, exact, normalised, mismatches };
}

export function titleAccuracy(dir: string): TitleAccuracy {
  const ds = loadDataset(dir);
  const pairs: { id: string; gold: string; got: string }[] = [];
  let ms = 0;
  for (const id of ds.ids) {
    const entry = ds.gold[id] as { title?: string; lang?: string } | undefined;
    if (typeof entry?.title !== 'string') continue;
    const doc = parseDocument(readFileSync(pagePath(ds, id), 'utf8'));
    const t0 = performance.now();
    const meta = extractMetadata(doc, { lang: entry.lang === 'zh' ? 'zh' : 'en' });
    ms += performance.now() - t0;
    pairs.push({ id, gold: entry.title, got: meta.title });
  }
  return { ...compareTitles(pairs), msPerPage: pairs.length ? ms / pairs.length : 0 };
}

function pct(n: number, d: number): string {
  return d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a';
}

function main(argv: string[]): void {
  const { values: a } = benchArgs(
    'Usage: node bench/dist/title-accuracy.js [--dataset DIR (the readability set)] [--mismatches]',
    { dataset: { type: 'string' }, mismatches: { type: 'boolean' } },
    argv,
  );
  const dir = a.dataset === undefined ? join(datasetsDir(), 'readability') : resolve(a.dataset);
  const r = titleAccuracy(dir);
  const lines = [
    `title agreement with Readability.js on ${dir} (${r.pages} pages)`,
    `exact match:      ${r.exact}/${r.pages} = ${pct(r.exact, r.pages)}`,
    `normalised match: ${r.normalised}/${r.pages} = ${pct(r.normalised, r.pages)}`,
    `metadata time:    ${r.msPerPage.toFixed(2)} ms/page (mean, parsing excluded)`,
  ];
  if (a.mismatches) {
    lines.push('', 'mismatches (id, gold, ours):');
    for (const m of r.mismatches) lines.push(`${m.id}\n  gold: ${JSON.stringify(m.gold)}\n  ours: ${JSON.stringify(m.got)}`);
  }
  process.stdout.write(lines.join('\n') + '\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`title-accuracy: ${(e as Error).message}\n`);
    process.exitCode = 2;
  }
}
