// @ts-check
// How much the choose stage's gain model moves when a retrain sees slightly different rows, as a
// reader change on a few training pages makes it: the model fitted on every page against models
// fitted with 3% of the pages left out (three different 3%), each judged on every page: how many
// pages' pick changes, and the mean change of a reading's predicted gain. For the single boosted
// fit and for the bagged one (bench/src/train/boosted-trees.ts, BAGGED_BOOST), on the rows `npm run
// train:readings -- --rows FILE` caches.
// Usage: node bench/experiments/models/retrain-stability.mjs --rows ROWS.jsonl [--more (also 10 and 20 members)]
import { readRows, trainGains, weigh } from '../../readings-loso.mjs';
import { BAGGED_BOOST, DEFAULT_BOOST } from '../../dist/train/boosted-trees.js';
import { benchArgs } from '../../lib/args.mjs';

const USAGE = 'Usage: node bench/experiments/models/retrain-stability.mjs --rows ROWS.jsonl [--more (also 10 and 20 members)]';
const { values: opts } = benchArgs(USAGE, { rows: { type: 'string' }, more: { type: 'boolean' } });
if (!opts.rows) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
const pages = readRows(opts.rows);

/** A page's place among the left-out draws: FNV-1a of its set, id and the draw. */
function draw(p, r) {
  let h = 0x811c9dc5;
  for (const ch of `${p.set}/${p.id}/${r}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return (h >>> 0) % 33;
}

const judge = (model) => pages.map((p) => weigh(model, p));

/** @typedef {import('../../dist/train/boosted-trees.js').BoostSettings} BoostSettings */
/** @type {(settings: BoostSettings) => [string, BoostSettings]} */
const named = (settings) => [(settings.bag ?? 1) > 1 ? `bagged (${settings.bag} members, ${settings.share} of rows each)` : 'single fit', settings];
const LEARNERS = [named({ ...DEFAULT_BOOST, bag: 1 }), named(BAGGED_BOOST), ...(opts.more ? [named({ ...DEFAULT_BOOST, bag: 10, share: 0.7 }), named({ ...DEFAULT_BOOST, bag: 20, share: 0.5 })] : [])];
process.stdout.write(`${pages.length} pages; each retrain leaves out the pages of one 1/33 draw\n\n| learner | draw | pages left out | picks changed | mean |Δ gain| |\n|---|---|---|---|---|\n`);
for (const [name, settings] of LEARNERS) {
  const all = judge(trainGains(pages, 0, settings));
  for (const r of [1, 2, 3]) {
    const kept = pages.filter((p) => draw(p, r) !== 0);
    const other = judge(trainGains(kept, 0, settings));
    let changed = 0;
    let delta = 0;
    let n = 0;
    for (const [i, a] of all.entries()) {
      if (a.pick !== other[i].pick) changed++;
      for (const [k, g] of a.gains.entries())
        if (k > 0) {
          delta += Math.abs(g - other[i].gains[k]);
          n++;
        }
    }
    process.stdout.write(`| ${name} | ${r} | ${pages.length - kept.length} | ${changed} | ${(delta / n).toFixed(4)} |\n`);
  }
}
