// The Readability.js column: read from the datasets README's table, so the numbers we compare
// with are the ones published beside the data, not copies that can drift.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EvalRow } from '../../dist/eval/evaluate.js';

export interface Baseline {
  /** Shingle F1 over the whole set. */
  all?: number;
  /** Shingle F1 per language, where the README gives it. */
  byLang: Record<string, number>;
  /** Snippet F1, where the README gives it. */
  snippets?: number;
}

/** Parse the `Readability.js F1` cell of each row of the datasets README. */
export function readBaselines(datasetsDir: string): Record<string, Baseline> {
  const path = join(datasetsDir, 'README.md');
  if (!existsSync(path)) return {};
  const out: Record<string, Baseline> = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4) continue;
    const name = cells[1]!;
    const cell = cells[cells.length - 2]!;
    if (!name || !/\d\.\d{3}/.test(cell)) continue;
    const b: Baseline = { byLang: {} };
    const lead = /^(\d\.\d+)/.exec(cell);
    if (lead) b.all = Number(lead[1]);
    for (const m of cell.matchAll(/\b([a-z]{2})\s+(\d\.\d+)/g)) b.byLang[m[1]!] = Number(m[2]);
    const snip = /snippets\s+(\d\.\d+)/.exec(cell);
    if (snip) b.snippets = Number(snip[1]);
    out[name] = b;
  }
  return out;
}

/** The headline score of a row: shingle F1, or snippet F1 on a snippets-only set. */
export function headline(r: EvalRow): number | undefined {
  return r.f1 ?? r.snippetF1;
}

/** Readability.js on a set × language, from the datasets README: its per-language figure, or the
 *  whole-set figure when this language is (nearly) the whole set. `share` = pages of the language
 *  / pages of the set. Snippets-only sets compare with the snippet figure. */
export function baselineFor(b: Baseline | undefined, lang: string, share: number, snippetsOnly: boolean): number | undefined {
  if (!b) return undefined;
  if (lang === 'all' || share >= 0.95) return snippetsOnly ? b.snippets : (b.byLang[lang] ?? b.all);
  return snippetsOnly ? undefined : b.byLang[lang];
}
