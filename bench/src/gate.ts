// The accuracy gate (`npm run gate`, run by CI): the default method on a fixed, committed sample of
// ../shared/datasets (bench/gate/sample.json), scored with the project's scorer (src/eval/score.ts,
// a port of score.py), against committed floors (bench/gate/floors.json). Prints a table on stdout
// and exits 1 when a set or language falls more than 0.005 below its floor. Without ../shared it
// prints one line and exits 0, unless CI=true (then it fails: bench/lib/shared-data.mjs).
// Beside shingle F1 it holds block line F1 (docs/structure.md) to floors of its own, the groups
// `blocks:all`, `blocks:en`, `blocks:zh` of each set whose gold is one block a line: a change that
// merges, splits or drops blocks fails here even when the words are all kept.
// Usage: node bench/dist/gate.js [--datasets DIR] [--update [--force]] [--resample]
//   --update    raise the floors to this run's scores (never lower them without --force)
//   --resample  write the sample again by the rule in gate-logic.ts (after the datasets change)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDataset, pagePath, type Dataset } from '../../dist/eval/dataset.js';
import { score } from '../../dist/eval/score.js';
import { aggregateBlocks, scorePageBlocks, type PageBlocks } from '../../dist/eval/blocks.js';
import { goldStructure, pageBase } from '../../dist/eval/block-gold.js';
import { extractionStructure } from '../../dist/eval/structure-blocks.js';
import { addsTitleLine, headlineConvention, scoredText } from '../../dist/eval/conventions.js';
import { extract } from '../../dist/index.js';
import { decodeHtml } from '../../dist/input/decode.js';
import { DEFAULT_OPTIONS } from '../../dist/options/resolve.js';
import { fails, gateTable, judge, raiseFloors, SAMPLE_SIZES, sampleIds, type Floors, type GateScore } from './gate-logic.js';
import { datasetsDir as sharedDatasets, sharedData } from '../lib/shared-data.mjs';
import { benchArgs } from '../lib/args.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SAMPLE = join(ROOT, 'bench', 'gate', 'sample.json');
const FLOORS = join(ROOT, 'bench', 'gate', 'floors.json');

interface Sample {
  rule: string;
  sets: Record<string, string[]>;
}

const setsIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'ground-truth.json')))
    .map((d) => d.name)
    .sort();

function resample(datasetsDir: string): Sample {
  const sets: Record<string, string[]> = {};
  for (const set of setsIn(datasetsDir)) {
    const ds = loadDataset(join(datasetsDir, set));
    sets[set] = sampleIds(set, Object.fromEntries(ds.ids.map((id) => [id, ds.gold[id]?.lang])));
  }
  const rule = `per set, the ids of each language group (en, zh, other) ordered by sha256("<set>/<id>"), the first ${SAMPLE_SIZES.en} en, ${SAMPLE_SIZES.zh} zh and ${SAMPLE_SIZES.other} other (bench/src/gate-logic.ts sampleIds)`;
  return { rule, sets };
}

/** The sample's scores for one set: the whole sample, and its en and zh pages when the set holds
 *  other languages too. */
function scoreSet(ds: Dataset, ids: string[]): GateScore[] {
  const predictions: Record<string, { articleBody: string }> = {};
  const blocks = new Map<string, PageBlocks>();
  // Each set under its own headline convention, as cedst eval scores it.
  const titleLine = addsTitleLine(headlineConvention(ds.dir, ds.name));
  for (const id of ids) {
    if (!ds.gold[id]) throw new Error(`${ds.name}/${id}: in the gate's sample but not in the dataset (run with --resample if the data changed)`);
    let text = '';
    const gold = goldStructure(ds, id);
    let out = extractionStructure({ title: '', paragraphs: [] }, false);
    try {
      // No time budget: a score must not depend on how busy the machine is. The options are
      // those of `cedst eval --blocks` (images do not change the text).
      const url = gold?.structure ? pageBase(ds, id) : undefined;
      const x = extract(decodeHtml(readFileSync(pagePath(ds, id))), { timeoutMs: 0, images: true, ...(url ? { url } : {}) });
      text = scoredText(x.title, x.text, titleLine);
      out = extractionStructure(x, titleLine);
    } catch {
      // A page the method throws on scores as an empty prediction, as in `cedst eval`.
    }
    predictions[id] = { articleBody: text };
    if (gold) blocks.set(id, scorePageBlocks(gold.record, out, false));
  }
  const langOf = (id: string): string | undefined => ds.gold[id]?.lang;
  const groups: [string, string[]][] = [['all', ids]];
  for (const lang of ['en', 'zh']) {
    const some = ids.filter((id) => langOf(id) === lang);
    if (some.length > 0 && some.length < ids.length) groups.push([lang, some]);
  }
  const shingle = groups.map(([lang, group]): GateScore => {
    const { scores } = score(ds.gold, predictions, group);
    const snippetsOnly = scores.f1 === undefined;
    return {
      set: ds.name,
      lang,
      pages: group.length,
      ...(snippetsOnly ? {} : { precision: scores.precision, recall: scores.recall }),
      f1: (snippetsOnly ? scores.snippetF1 : scores.f1) ?? 0,
    };
  });
  const lines = groups.flatMap(([lang, group]): GateScore[] => {
    const b = aggregateBlocks(group.flatMap((id) => blocks.get(id) ?? []));
    return b.lineF1 === undefined ? [] : [{ set: ds.name, lang: `blocks:${lang}`, pages: b.blockPages, precision: b.lineP, recall: b.lineR, f1: b.lineF1 }];
  });
  return [...shingle, ...lines];
}

function main(): void {
  const { values: a } = benchArgs('Usage: node bench/dist/gate.js [--datasets DIR] [--update [--force]] [--resample]', {
    datasets: { type: 'string' },
    update: { type: 'boolean' },
    force: { type: 'boolean' },
    resample: { type: 'boolean' },
  });
  // A plain run without ../shared skips with one line (exit 0), as the tests that need it do;
  // with CI=true it fails. A folder named with --datasets must be there.
  if (a.datasets === undefined) {
    const shared = sharedData('the accuracy gate', ['datasets']);
    if (shared.error) throw new Error(shared.error);
    if (shared.skipLine) {
      process.stderr.write(`${shared.skipLine}\n`);
      return;
    }
  }
  const datasetsDir = a.datasets === undefined ? sharedDatasets() : resolve(ROOT, a.datasets);
  if (!existsSync(datasetsDir)) throw new Error(`no datasets at ${datasetsDir} (use --datasets DIR)`);
  if (a.resample) {
    writeFileSync(SAMPLE, `${JSON.stringify(resample(datasetsDir), null, 1)}\n`);
    process.stderr.write(`gate: wrote ${SAMPLE}\n`);
  }
  const sample = JSON.parse(readFileSync(SAMPLE, 'utf8')) as Sample;
  const floors = (existsSync(FLOORS) ? JSON.parse(readFileSync(FLOORS, 'utf8')) : {}) as Floors;
  const t0 = performance.now();
  const scores: GateScore[] = [];
  for (const [set, ids] of Object.entries(sample.sets)) {
    const dir = join(datasetsDir, set);
    if (!existsSync(dir)) continue; // its floors come out as `missing`
    scores.push(...scoreSet(loadDataset(dir), ids));
  }
  const pages = Object.values(sample.sets).reduce((n, ids) => n + ids.length, 0);
  const rows = judge(scores, floors);
  process.stdout.write(
    `Accuracy gate: ${DEFAULT_OPTIONS.method} on ${pages} sampled pages (${((performance.now() - t0) / 1000).toFixed(1)} s); F1 is snippet F1 where the gold is snippets only, and block line F1 (docs/structure.md) in the blocks: groups; a drop is more than 0.005 below the floor.\n\n`,
  );
  process.stdout.write(gateTable(rows));
  let judged = rows;
  if (a.update) {
    const { floors: next, changed } = raiseFloors(floors, scores, a.force === true);
    writeFileSync(FLOORS, `${JSON.stringify(next, null, 1)}\n`);
    process.stdout.write(changed.length ? `\nFloors changed:\n${changed.map((c) => `  ${c}\n`).join('')}` : '\nFloors unchanged.\n');
    // Raising floors cannot hide a drop: without --force the dropped floor stays and still fails.
    judged = judge(scores, next);
  }
  const failed = fails(judged);
  process.stdout.write(failed ? '\ngate: FAILED (a set is below its floor, or a floor has no score)\n' : '\ngate: passed\n');
  if (failed) process.exitCode = 1;
}

try {
  main();
} catch (err) {
  process.stderr.write(`gate: ${(err as Error).message}\n`);
  process.exitCode = 2;
}
