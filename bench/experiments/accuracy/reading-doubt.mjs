// @ts-check
// The choose stage's doubt (plus.readingDoubt), leave one set out, on the rows `npm run
// train:readings -- --rows FILE` caches, and on wcxb-types (pages that are not articles, which the
// readings models never train on): its rows are the same trainer's with its SETS set to
// ['wcxb-types']. Every article page's gains and plain pick come from the gain model trained
// without its set, its readings' predicted F1 from the confidence model trained without it;
// wcxb-types' from the models trained on every article set, as shipped. Prints, per set (daniel
// per language), shingle F1 / pages switched for readings off and each doubt, then, for each set
// held out, the doubt the other sets favour (the largest sum of their F1) and what it gives the
// held-out set.
// Usage: node bench/experiments/accuracy/reading-doubt.mjs --rows ROWS.jsonl --types TYPES.jsonl[,…]
import { MARGIN, confidenceX, readRows, setScore, trainConfidence, trainGains, weigh } from '../../readings-loso.mjs';
import { predictBoosted } from '../../../dist/classifiers/boosted-trees.js';
import { takenReading } from '../../../dist/methods/plus/choose/index.js';
import { benchArgs } from '../../lib/args.mjs';

const USAGE = 'Usage: node bench/experiments/accuracy/reading-doubt.mjs --rows ROWS.jsonl --types TYPES.jsonl[,…]';
const { values: opts } = benchArgs(USAGE, { rows: { type: 'string' }, types: { type: 'string' } });
if (!opts.rows || !opts.types) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
const DOUBTS = [0, 0.01, 0.02, 0.03, 0.05, 0.1, 0.15];
const pages = opts.rows.split(',').flatMap(readRows);
const types = opts.types.split(',').flatMap(readRows);
const sets = [...new Set(pages.map((p) => p.set))];
for (const held of sets) {
  const model = trainGains(pages.filter((p) => p.set !== held));
  for (const p of pages.filter((p) => p.set === held)) Object.assign(p, weigh(model, p));
}
const gainsAll = trainGains(pages);
for (const p of types) Object.assign(p, weigh(gainsAll, p));
/** @param {any} confidence @param {any[]} ps */
const predict = (confidence, ps) => {
  for (const p of ps) p.pred = p.cands.map((/** @type {unknown} */ _, /** @type {number} */ k) => predictBoosted(confidence, confidenceX(p, k)));
};
for (const held of sets)
  predict(
    trainConfidence(pages.filter((p) => p.set !== held)),
    pages.filter((p) => p.set === held),
  );
predict(trainConfidence(pages), types);
const every = [...pages, ...types];
/** @type {[string, (p: any) => boolean][]} */
const groups = [
  ...[...sets, 'wcxb-types'].filter((s) => s !== 'daniel').map((s) => /** @type {[string, (p: any) => boolean]} */ ([s, (p) => p.set === s])),
  ['daniel zh', (p) => p.set === 'daniel' && p.lang === 'zh'],
  ['daniel en', (p) => p.set === 'daniel' && p.lang === 'en'],
  ['daniel, other languages', (p) => p.set === 'daniel' && p.lang !== 'zh' && p.lang !== 'en'],
];
/** @param {any} p @param {number} doubt */
const taken = (p, doubt) => takenReading(p.gains, p.pred, MARGIN, doubt);
const out = [`| set | pages | readings off | ${DOUBTS.map((d) => `doubt ${d}`).join(' | ')} |`, `|---|---|---|${DOUBTS.map(() => '---|').join('')}`];
const table = groups.map(([name, member]) => {
  const ps = every.filter(member);
  const f1 = DOUBTS.map((d) => setScore(ps.map((p) => p.cands[taken(p, d)])).f1);
  const switched = DOUBTS.map((d) => ps.filter((p) => taken(p, d) !== 0).length);
  out.push(`| ${name} | ${ps.length} | ${setScore(ps.map((p) => p.cands[0])).f1.toFixed(4)} | ${f1.map((f, j) => `${f.toFixed(4)} (${switched[j]})`).join(' | ')} |`);
  return { name, f1 };
});
out.push('', '| held out | doubt the others favour | its F1 there | F1 there at doubt 0 |', '|---|---|---|---|');
table.forEach((row, g) => {
  const sum = (/** @type {number} */ j) => table.reduce((s, r, i) => (i === g ? s : s + r.f1[j]), 0);
  let best = 0;
  for (let j = 1; j < DOUBTS.length; j++) if (sum(j) > sum(best) + 1e-12) best = j;
  out.push(`| ${row.name} | ${DOUBTS[best]} | ${row.f1[best].toFixed(4)} | ${row.f1[0].toFixed(4)} |`);
});
process.stdout.write(`${out.join('\n')}\n`);
