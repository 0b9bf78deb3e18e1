// Interleaved speed check (`npm run bench:interleave`): on every page of the evaluation sets of one
// language, the default method and Readability.js (on linkedom) run back to back in one process,
// so a slow or fast spell of the machine falls on both alike. bench:speed runs each measure in
// its own process, one after another, and its ratio moved by up to 40% between runs on this VM.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseHTML } from 'linkedom';
import { Readability } from '@mozilla/readability';
import { extract } from '../../dist/index.js';
import { DEFAULT_OPTIONS } from '../../dist/options.js';
import { loadDataset, pagePath } from '../../dist/eval/dataset.js';
import { decodeHtml } from '../../dist/io/decode.js';

const median = (x: readonly number[]): number => x.slice().sort((a, b) => a - b)[x.length >> 1] ?? NaN;

function time(run: () => unknown): number {
  const t = performance.now();
  try {
    run();
  } catch {
    /* Readability.js throws on some pages; the time still counts */
  }
  return performance.now() - t;
}

const root = resolve(process.argv[2] ?? '../shared/datasets');
const sets = readdirSync(root)
  .filter((d) => existsSync(resolve(root, d, 'ground-truth.json')))
  .sort();
for (const lang of ['en', 'zh']) {
  const ours: number[] = [];
  const theirs: number[] = [];
  for (const s of sets) {
    const ds = loadDataset(resolve(root, s));
    for (const id of ds.ids) {
      if (ds.gold[id]!.lang !== lang) continue;
      const html = decodeHtml(readFileSync(pagePath(ds, id)));
      ours.push(time(() => extract(html)));
      theirs.push(time(() => new Readability(parseHTML(html).document).parse()));
    }
  }
  const a = median(ours);
  const b = median(theirs);
  process.stdout.write(`${lang}: ${ours.length} pages, median ms ${DEFAULT_OPTIONS.method} ${a.toFixed(1)}, Readability.js ${b.toFixed(1)}, ratio ${(a / b).toFixed(2)}\n`);
}
