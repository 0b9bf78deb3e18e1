// `npm run results -- --loso DIR`: leave one set out (issue 18). For every shared set, cedst+ with the
// learned evidence source whose model was trained without that set (DIR/without-<set>.json, written
// by `node bench/train-learned.mjs --loso DIR`), next to today's cedst+ without the source ("before")
// and Readability.js. F1, precision and recall per set and per language.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractOptionsInput } from '../../dist/options/resolve.js';
import { evaluateDataset, type EvalRow } from '../../dist/eval/evaluate.js';
import { fixed } from '../../dist/eval/table.js';
import { progressLine } from '../../dist/eval/progress.js';
import { baselineFor, headline, type Baseline } from './baseline.js';

export interface LosoSettings {
  datasetsDir: string;
  sets: readonly string[];
  modelDir: string;
  /** The learned source's weight in the "after" runs; undefined: its default. */
  weight?: number;
  /** Rows of the "before" runs, reused when the file exists (they do not depend on the models). */
  beforeCache?: string;
  /** Further options of the "after" runs (JSON), e.g. to try a change of a stage. */
  after?: ExtractOptionsInput;
}

function run(settings: LosoSettings, options: (set: string) => ExtractOptionsInput): EvalRow[] {
  const progress = progressLine();
  const rows: EvalRow[] = [];
  for (const set of settings.sets) {
    const t0 = performance.now();
    const r = evaluateDataset(join(settings.datasetsDir, set), { methods: ['cedst+'], options: options(set), onPage: progress.page });
    progress.datasetDone(set, r.ids.length, (performance.now() - t0) / 1000);
    rows.push(...r.rows);
  }
  return rows;
}

export function losoRuns(s: LosoSettings): { before: EvalRow[]; after: EvalRow[] } {
  const before =
    s.beforeCache && existsSync(s.beforeCache) ? (JSON.parse(readFileSync(s.beforeCache, 'utf8')) as EvalRow[]) : run(s, () => ({ plus: { weights: { learned: 0 } } }) as ExtractOptionsInput);
  if (s.beforeCache && !existsSync(s.beforeCache)) writeFileSync(s.beforeCache, JSON.stringify(before));
  const after = run(s, (set) => {
    const plus = {
      ...(s.after?.plus ?? {}),
      learnedModel: join(s.modelDir, `without-${set}.json`),
      ...(s.weight !== undefined ? { weights: { ...(s.after?.plus?.weights ?? {}), learned: s.weight } } : {}),
    };
    return { ...s.after, plus } as ExtractOptionsInput;
  });
  return { before, after };
}

const cell = (r: EvalRow | undefined): string => (r ? `${fixed(headline(r))} (${fixed(r.precision)} / ${fixed(r.recall)})` : '–');
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);

/** The markdown table: whole sets (macro), then every set × language of `minPages`+ pages. */
export function renderLoso(before: EvalRow[], after: EvalRow[], baselines: Record<string, Baseline>, minPages: number): string {
  const out: string[] = [];
  const sets = [...new Set(before.map((r) => r.dataset))];
  const wholeOf = (rows: EvalRow[], set: string): EvalRow | undefined => rows.find((r) => r.dataset === set && r.lang === 'all') ?? rows.find((r) => r.dataset === set);
  const snippetsOnly = (set: string): boolean => before.some((r) => r.dataset === set && r.f1 === undefined && r.snippetF1 !== undefined);
  out.push('| set | lang | pages | cedst+ before F1 (P / R) | cedst+ LOSO F1 (P / R) | Δ F1 | Readability.js |', '|---|---|---:|---:|---:|---:|---:|');
  const macro = { b: [] as number[], a: [] as number[], bp: [] as number[], ap: [] as number[], br: [] as number[], ar: [] as number[] };
  const line = (b: EvalRow, a: EvalRow | undefined, set: string, lang: string, share: number): void => {
    const base = baselineFor(baselines[set], lang, share, snippetsOnly(set));
    const d = a && headline(a) !== undefined && headline(b) !== undefined ? headline(a)! - headline(b)! : undefined;
    out.push(`| ${set} | ${lang} | ${b.pages} | ${cell(b)} | ${cell(a)} | ${d === undefined ? '–' : (d >= 0 ? '+' : '') + d.toFixed(3)} | ${fixed(base)} |`);
  };
  for (const set of sets) {
    const b = wholeOf(before, set)!;
    const a = wholeOf(after, set);
    line(b, a, set, b.lang, 1);
    if (a && headline(b) !== undefined && headline(a) !== undefined) {
      macro.b.push(headline(b)!);
      macro.a.push(headline(a)!);
      if (b.precision !== undefined && a.precision !== undefined) {
        macro.bp.push(b.precision);
        macro.ap.push(a.precision);
        macro.br.push(b.recall!);
        macro.ar.push(a.recall!);
      }
    }
  }
  out.push(
    `| **macro** | | | **${fixed(mean(macro.b))}** (${fixed(mean(macro.bp))} / ${fixed(mean(macro.br))}) | **${fixed(mean(macro.a))}** (${fixed(mean(macro.ap))} / ${fixed(mean(macro.ar))}) | ${(mean(macro.a) - mean(macro.b) >= 0 ? '+' : '') + (mean(macro.a) - mean(macro.b)).toFixed(3)} | |`,
  );
  out.push('', '| set | lang | pages | cedst+ before F1 (P / R) | cedst+ LOSO F1 (P / R) | Δ F1 | Readability.js |', '|---|---|---:|---:|---:|---:|---:|');
  const setPages = new Map(sets.map((s) => [s, wholeOf(before, s)!.pages]));
  for (const lang of ['en', 'zh']) {
    const rows = before.filter((r) => r.lang === lang && r.pages >= minPages);
    for (const b of rows)
      line(
        b,
        after.find((r) => r.dataset === b.dataset && r.lang === lang),
        b.dataset,
        lang,
        b.pages / (setPages.get(b.dataset) ?? b.pages),
      );
    const en = rows.filter((b) => b.precision !== undefined);
    const aen = en.map((b) => after.find((r) => r.dataset === b.dataset && r.lang === lang)!).filter(Boolean);
    if (en.length && aen.length === en.length)
      out.push(
        `| **mean ${lang}** | | | ${fixed(mean(en.map((r) => r.f1!)))} (${fixed(mean(en.map((r) => r.precision!)))} / ${fixed(mean(en.map((r) => r.recall!)))}) | ${fixed(mean(aen.map((r) => r.f1!)))} (${fixed(mean(aen.map((r) => r.precision!)))} / ${fixed(mean(aen.map((r) => r.recall!)))}) | | |`,
      );
  }
  return out.join('\n');
}
