// `cedst eval <dataset-dir>...`: methods side by side on labelled pages, scored like score.py.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Option, type Command } from 'commander';
import { DEFAULT_OPTIONS, METHODS } from '../../options/resolve.js';
import type { ResearchOptions } from '../../options/resolve.js';
import type { MethodName } from '../../core/types.js';
import { InputError } from '../../input/read.js';
import { evaluateDataset, type EvalRow } from '../../eval/evaluate.js';
import { peerRows, PEERS } from '../../eval/peers.js';
import { evalTable } from '../../eval/table.js';
import { TITLE_LINES, type TitleLine } from '../../eval/conventions.js';
import { progressLine } from '../../eval/progress.js';
import { evaluateMetadata, metadataTable } from '../../eval/metadata-score.js';
import { tuningFrom, withTuningOptions, type MethodFlags, type Out } from '../flags.js';

/** `a,b` or `all` → method names, rejecting unknown ones with the list of known ones. */
export function parseMethods(value: string): MethodName[] {
  if (value.trim() === 'all') return [...METHODS];
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!names.length) throw new InputError('--method needs a method name, a comma-separated list, or all', 'usage');
  for (const n of names) {
    if (!METHODS.includes(n as MethodName)) throw new InputError(`unknown method ${n} (known: ${METHODS.join(', ')}, all)`, 'usage');
  }
  return [...new Set(names)] as MethodName[];
}

interface EvalFlags extends MethodFlags {
  method: string;
  lang?: string;
  json?: boolean;
  savePredictions?: string;
  metadata?: string;
  pages?: string;
  markdown?: boolean;
  metric: string[];
  lcsMaxCells?: string;
  titleLine: string;
  blocks?: boolean;
  peers?: boolean;
}

const METRICS = ['shingle', 'lcs'] as const;

export function registerEval(program: Command, out: Out): void {
  const cmd = program
    .command('eval')
    .description('score methods on labelled datasets (html/<id>.html + ground-truth.json), as shared/tools/score.py does')
    .argument('[dataset-dir...]', 'dataset folders')
    .option('-m, --method <names>', `comma-separated methods, or all (${METHODS.join(', ')})`, DEFAULT_OPTIONS.method)
    .option('-l, --lang <code>', 'only the pages whose gold lang is this (e.g. zh)')
    .option('--json', 'print the rows as JSON')
    .option('--save-predictions <dir>', 'write <dir>/<dataset>/<method>.json as {"<id>": {"articleBody": "…"}}')
    .option('--metadata <gold.json>', 'score date, authors, editors and source against a metadata gold instead of the article text')
    .option('--pages <dir>', 'with --metadata: folder of <id>.html (default <gold dir>/../html)')
    .option('--markdown', 'with --metadata: print the table as markdown')
    .option(
      '--metric <name>',
      "shingle (score.py's shingle F1, always shown) or lcs: also character LCS precision/recall/F1 per page, averaged, as Louvan's thesis measures (repeatable)",
      (v: string, prev: string[]) => [...prev, v],
      [] as string[],
    )
    .addOption(
      new Option('--title-line <when>', 'put the extracted title on the line before the body: auto, on sets whose gold includes the headline (conventions.json beside the sets); always; never')
        .choices(TITLE_LINES)
        .default('auto'),
    )
    .option(
      '--blocks',
      'also score structure (docs/structure.md): block line precision/recall/F1 against one-block-a-line gold, and heading, list-item, table-cell and image recall where the set has expected/<id>.html',
    )
    .option(
      '--peers',
      `also score ${PEERS.join(' and ')} on the same pages (their HTML one block a line), each below cedst's rows; they are development dependencies of cedst (npm install @mozilla/readability defuddle)`,
    )
    .option('--lcs-max-cells <n>', 'with --metric lcs: cell budget |gold|·|extraction| per page; over it the longer text is cut and the LCS is a lower bound (default 2^32)');
  // Every method's tuning flags, as extract takes them; they apply to each method evaluated.
  withTuningOptions(cmd).action(async (dirs: string[], flags: EvalFlags) => {
    const methods = parseMethods(flags.method);
    const options: ResearchOptions = tuningFrom(flags);
    for (const m of flags.metric) if (!METRICS.includes(m as (typeof METRICS)[number])) throw new InputError(`unknown metric ${m} (known: ${METRICS.join(', ')})`, 'usage');
    const lcsMaxCells = flags.lcsMaxCells === undefined ? undefined : Number(flags.lcsMaxCells);
    if (lcsMaxCells !== undefined && !(Number.isInteger(lcsMaxCells) && lcsMaxCells >= 1)) throw new InputError('--lcs-max-cells takes a positive integer', 'usage');
    const scoring = { lcs: flags.metric.includes('lcs'), lcsMaxCells };
    if (flags.metadata) {
      if (dirs.length) throw new InputError('--metadata takes the gold file, not dataset folders', 'usage');
      if (!existsSync(flags.metadata)) throw new InputError(`${flags.metadata}: no such gold file`, 'usage');
      if (methods.length !== 1) throw new InputError('--metadata runs one method', 'usage');
      const progress = progressLine();
      const run = evaluateMetadata(flags.metadata, {
        pages: flags.pages,
        lang: flags.lang,
        options: { ...options, method: methods[0] },
        onPage: (done, total) => progress.page(done, total, 'metadata'),
      });
      progress.end();
      out(flags.json ? JSON.stringify(run, null, 2) + '\n' : metadataTable(run.rows, flags.markdown));
      return;
    }
    if (!dirs.length) throw new InputError('eval needs dataset folders, or --metadata <gold.json>', 'usage');
    for (const d of dirs) {
      if (!existsSync(join(d, 'ground-truth.json'))) throw new InputError(`${d} is not a dataset folder (no ground-truth.json)`, 'usage');
    }

    const progress = progressLine();
    const rows: EvalRow[] = [];
    for (const dir of dirs) {
      const t0 = performance.now();
      const run = evaluateDataset(dir, { methods, lang: flags.lang, options, scoring, titleLine: flags.titleLine as TitleLine, blocks: flags.blocks, onPage: progress.page });
      if (flags.peers) {
        let done = 0;
        const peers = await peerRows(run, flags.blocks === true, undefined, () => progress.page(++done, run.ids.length * PEERS.length, `${run.dataset.name} peers`));
        // Each group's cedst rows, then the peers' on the same pages.
        for (const lang of new Set(run.rows.map((r) => r.lang))) rows.push(...[...run.rows, ...peers].filter((r) => r.lang === lang));
      } else rows.push(...run.rows);
      progress.datasetDone(run.dataset.name, run.ids.length, (performance.now() - t0) / 1000);
      if (flags.savePredictions) {
        const target = join(flags.savePredictions, run.dataset.name);
        mkdirSync(target, { recursive: true });
        for (const m of methods) writeFileSync(join(target, `${m}.json`), JSON.stringify(run.predictions[m]) + '\n');
      }
      const failed = run.rows.filter((r) => r.errors > 0 && r.lang !== 'all');
      for (const r of failed) process.stderr.write(`cedst: warning: ${r.method} failed on ${r.errors} ${r.lang} page(s) of ${r.dataset}; they count as empty\n`);
      for (const r of run.rows.filter((x) => x.lcsCapped && x.lang !== 'all'))
        process.stderr.write(`cedst: warning: ${r.method}: the LCS of ${r.lcsCapped} ${r.lang} page(s) of ${r.dataset} hit --lcs-max-cells; their LCS scores are lower bounds\n`);
    }
    progress.end();
    out(flags.json ? JSON.stringify(rows, null, 2) + '\n' : evalTable(rows));
  });
}
