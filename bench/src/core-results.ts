// Measures the paper-faithful CEDST methods and their reconstructed choices on the shared datasets
// (docs/results.md, issue "CEDST core"). Usage:
//   node bench/dist/core-results.js [--datasets DIR] [--sets daniel,l3s-gn1] [--sweep] [--save DIR]
// Prints a markdown report on stdout; progress on stderr. Each page is parsed and segmented once,
// and every configuration reuses that work.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveOptions, type ResearchOptions } from '../../dist/options/resolve.js';
import { parseDocument } from '../../dist/dom/parse.js';
import { collectUnits } from '../../dist/dom/units.js';
import { prepareUnits } from '../../dist/pipeline/analyse.js';
import { cedstAnalysis } from '../../dist/methods/cedst.js';
import { idsForLang, loadDataset, pagePath } from '../../dist/eval/dataset.js';
import { score } from '../../dist/eval/score.js';
import { readBaselines } from './baseline.js';
import { benchArgs } from '../lib/args.mjs';
import { datasetsDir as sharedDatasets } from '../lib/shared-data.mjs';

interface Config {
  name: string;
  options: ResearchOptions;
}

const METHOD_CONFIGS: Config[] = [
  { name: 'cedst', options: { method: 'cedst' } },
  { name: 'cedst-nc', options: { method: 'cedst-nc' } },
  { name: 'cedst-tf', options: { method: 'cedst-tf' } },
];

const SWEEP_CONFIGS: Config[] = [
  { name: 'γ ≥ 1', options: { gamma: 1, gammaCompare: 'ge' } },
  { name: 'γ ≥ 2 (= γ > 1)', options: { gamma: 2, gammaCompare: 'ge' } },
  { name: 'γ > 2 (= γ ≥ 3)', options: { gamma: 2, gammaCompare: 'gt' } },
  { name: 'γ ≥ 4', options: { gamma: 4, gammaCompare: 'ge' } },
  { name: 'h_topic partial membership', options: { topicMembership: 'partial' } },
  { name: 'top-k 5', options: { topK: 5 } },
  { name: 'top-k 8', options: { topK: 8 } },
  { name: 'top-k 15', options: { topK: 15 } },
  { name: 'σ 0 (no smoothing)', options: { sigma: 0 } },
  { name: 'σ 0.5', options: { sigma: 0.5 } },
  { name: 'σ 1.5', options: { sigma: 1.5 } },
  { name: 'σ 2', options: { sigma: 2 } },
];

const SETS: Record<string, string[]> = { daniel: ['zh', 'en'], 'l3s-gn1': ['en'] };

/** A folder name for a configuration's predictions, e.g. `cedst` or `cedst_gamma-1`. */
function slug(o: ResearchOptions): string {
  const { method = 'cedst', ...rest } = o;
  return [method, ...Object.entries(rest).map(([k, v]) => `${k}-${String(v)}`)].join('_');
}

const fmt = (x: number | undefined): string => (x === undefined ? '–' : x.toFixed(3));

function main(): void {
  const { values: a } = benchArgs('Usage: node bench/dist/core-results.js [--datasets DIR] [--sets daniel,l3s-gn1] [--sweep] [--save DIR]', {
    datasets: { type: 'string' },
    sets: { type: 'string' },
    sweep: { type: 'boolean' },
    save: { type: 'string' },
  });
  const datasetsDir = sharedDatasets(a.datasets);
  const sets = (a.sets ?? Object.keys(SETS).join(',')).split(',');
  const sweep = a.sweep === true;
  const save = a.save;
  const configs = sweep ? [...METHOD_CONFIGS, ...SWEEP_CONFIGS] : METHOD_CONFIGS;
  const resolved = configs.map((c) => ({ ...c, resolved: resolveOptions(c.options) }));
  const baselines = readBaselines(datasetsDir);

  // rows[config][set/lang] = F1
  const table = new Map<string, Map<string, number | undefined>>();
  const columns: string[] = [];
  const times: number[] = [];
  for (const set of sets) {
    const ds = loadDataset(join(datasetsDir, set));
    const langs = SETS[set] ?? [undefined as unknown as string];
    const ids = langs.flatMap((l) => idsForLang(ds, l));
    const preds = configs.map(() => ({}) as Record<string, { articleBody: string }>);
    let done = 0;
    for (const id of ids) {
      const html = readFileSync(pagePath(ds, id), 'utf8');
      const t0 = performance.now();
      const prepared = prepareUnits(collectUnits(parseDocument(html)), 'auto');
      resolved.forEach((c, i) => {
        const a = cedstAnalysis(prepared, c.resolved);
        preds[i]![id] = {
          articleBody: a.units
            .filter((u) => u.content)
            .map((u) => u.text)
            .join('\n'),
        };
      });
      times.push(performance.now() - t0);
      if (++done % 100 === 0) process.stderr.write(`${set}: ${done}/${ids.length}\n`);
    }
    if (save) {
      resolved.forEach((c, i) => {
        const dir = join(save, slug(c.options));
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, `${set}.json`), JSON.stringify(preds[i]));
      });
    }
    for (const lang of langs) {
      const col = langs.length > 1 ? `${set} ${lang}` : set;
      columns.push(col);
      resolved.forEach((c, i) => {
        const { scores } = score(ds.gold, preds[i]!, idsForLang(ds, lang));
        if (!table.has(c.name)) table.set(c.name, new Map());
        table.get(c.name)!.set(col, scores.f1);
      });
      const b = baselines[set];
      if (!table.has('Readability.js')) table.set('Readability.js', new Map());
      table.get('Readability.js')!.set(col, langs.length > 1 ? b?.byLang[lang] : b?.all);
    }
  }

  const out: string[] = [];
  out.push(`| method | ${columns.join(' | ')} |`);
  out.push(`|---|${columns.map(() => '---:').join('|')}|`);
  const order = [...configs.map((c) => c.name), 'Readability.js'];
  for (const name of order) out.push(`| ${name} | ${columns.map((c) => fmt(table.get(name)?.get(c))).join(' | ')} |`);
  times.sort((a, b) => a - b);
  out.push('');
  out.push(
    `Pages: ${times.length}; time per page for all ${configs.length} configurations (parse and segmentation once): median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, max ${times[times.length - 1]!.toFixed(0)} ms.`,
  );
  process.stdout.write(out.join('\n') + '\n');
}

main();
