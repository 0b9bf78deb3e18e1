// The ablation table of docs/results.md (`npm run results:ablation`): cedst+ with its defaults, then
// with one part removed at a time through its option, the paper's cedst, on every page of the sets
// that have a Readability.js figure. Macro = mean of each set's headline F1 (shingle F1, or snippet
// F1 on a snippets-only set). Each page is read and parsed once; every configuration runs on it.
// Prints a markdown table on stdout; the doc's table is pasted from it by hand, with its prose.
// Usage: node bench/dist/ablation.js [--datasets DIR] [--configs name,name] [--every K]
//   --every K  score every K-th page of each set only: a quick look, not the published numbers
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { idsForLang, loadDataset, pagePath } from '../../dist/eval/dataset.js';
import { score } from '../../dist/eval/score.js';
import { parseDocument } from '../../dist/dom/parse.js';
import { decodeHtml } from '../../dist/input/decode.js';
import { runMethod } from '../../dist/methods/index.js';
import { createPage } from '../../dist/page/context.js';
import { resolveOptions, type ResearchOptions } from '../../dist/options/resolve.js';
import { readBaselines } from './baseline.js';
import { benchArgs, numberArg } from '../lib/args.mjs';
import { datasetsDir as sharedDatasets } from '../lib/shared-data.mjs';

/** Each row: a name and the options that remove one part (on top of the defaults). */
export const CONFIGS: [string, ResearchOptions][] = [
  ['**defaults** (all of the below)', {}],
  ['− structure', { plus: { weights: { structure: 0 } } }],
  ['− punctuation', { plus: { weights: { punctuation: 0 } } }],
  ['− length', { plus: { weights: { length: 0 } } }],
  ['− punctuation and length together', { plus: { weights: { punctuation: 0, length: 0 } } }],
  ['− repetition', { plus: { weights: { repetition: 0 } } }],
  ['− distance', { plus: { weights: { distance: 0 } } }],
  ['− topic (paper feature)', { alpha: { topic: 0 } }],
  ['− headline', { plus: { headline: false } }],
  ['− Related/Comments sections', { plus: { sections: false } }],
  ['− big-unit gain', { plus: { bigUnitWords: 1e9, unmarkedBigUnitWords: 1e9 } }],
  ['− edge trim', { plus: { edgeWords: 0 } }],
  ['− region siblings', { plus: { regionSiblings: false } }],
  ['− legal notices', { plus: { legal: false } }],
  ['− hidden text', { plus: { hidden: false } }],
  ['− region (fusion and Otsu only)', { plus: { region: false } }],
  ['+ stop words (weight 0.5)', { plus: { weights: { stopwords: 0.5 } } }],
  ['paper `cedst`', { method: 'cedst' }],
];

/** Columns: a set, or one language of it. */
const COLUMNS: [string, string, string | undefined][] = [
  ['daniel zh', 'daniel', 'zh'],
  ['daniel en', 'daniel', 'en'],
  ['l3s-gn1', 'l3s-gn1', undefined],
  ['cleaneval', 'cleaneval', undefined],
  ['cleanportal', 'cleanportaleval', undefined],
  ['dragnet', 'dragnet', undefined],
  ['wcxb', 'wcxb', undefined],
  ['trafilatura (snippets)', 'trafilatura-eval', undefined],
  ['newspaper4k', 'newspaper4k-tests', undefined],
];

function main(): void {
  const { values: a } = benchArgs('Usage: node bench/dist/ablation.js [--datasets DIR] [--configs name,name] [--every K]', {
    datasets: { type: 'string' },
    configs: { type: 'string' },
    every: { type: 'string' },
  });
  const datasetsDir = sharedDatasets(a.datasets);
  const every = numberArg(a.every, 1);
  const wanted = a.configs?.split(',');
  const configs = wanted ? CONFIGS.filter(([name]) => wanted.some((w) => name.includes(w))) : CONFIGS;
  const resolved = configs.map(([, o]) => resolveOptions({ ...o, explain: false }));
  const baselines = readBaselines(datasetsDir);
  // The sets of the macro: those with a Readability.js figure for the whole set.
  const sets = [...new Set(COLUMNS.map(([, set]) => set))].filter((s) => baselines[s]?.all !== undefined || baselines[s]?.snippets !== undefined);
  /** config index → set → lang ('all' too) → headline F1. */
  const f1 = configs.map(() => new Map<string, number>());
  for (const set of sets) {
    const ds = loadDataset(join(datasetsDir, set));
    const ids = ds.ids.filter((_, i) => i % every === 0);
    const preds = configs.map(() => ({}) as Record<string, { articleBody: string }>);
    ids.forEach((id, n) => {
      const html = decodeHtml(readFileSync(pagePath(ds, id)));
      const doc = parseDocument(html);
      resolved.forEach((options, c) => {
        let text = '';
        try {
          text = runMethod(createPage(html, options.lang, doc), options).text;
        } catch {
          // An exception scores as an empty prediction, as in `cedst eval`.
        }
        preds[c]![id] = { articleBody: text };
      });
      if ((n + 1) % 100 === 0) process.stderr.write(`ablation: ${set} ${n + 1}/${ids.length}\n`);
    });
    for (let c = 0; c < configs.length; c++) {
      for (const lang of [undefined, 'zh', 'en']) {
        const group = lang ? idsForLang(ds, lang).filter((id) => ids.includes(id)) : ids;
        if (group.length === 0) continue;
        const { scores } = score(ds.gold, preds[c]!, group);
        f1[c]!.set(`${set}/${lang ?? 'all'}`, scores.f1 ?? scores.snippetF1 ?? 0);
      }
    }
  }
  const cols = COLUMNS.filter(([, set]) => sets.includes(set));
  const out = [`| configuration | macro | ${cols.map(([name]) => name).join(' | ')} |`, `|---|---:|${cols.map(() => '---:').join('|')}|`];
  configs.forEach(([name], c) => {
    const macro = sets.reduce((a, s) => a + f1[c]!.get(`${s}/all`)!, 0) / sets.length;
    out.push(`| ${name} | ${macro.toFixed(4)} | ${cols.map(([, set, lang]) => f1[c]!.get(`${set}/${lang ?? 'all'}`)?.toFixed(3) ?? '–').join(' | ')} |`);
  });
  if (every > 1) out.push('', `(every ${every}th page of each set only)`);
  process.stdout.write(`${out.join('\n')}\n`);
}

main();
