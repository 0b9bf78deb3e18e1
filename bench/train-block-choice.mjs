#!/usr/bin/env node
// @ts-check
// The per-block decision between cedst+'s readings, measured (not shipped). cedst+'s choose stage
// takes one reading for the whole page; here each block that the readings disagree on is decided
// on its own by a boosted-trees model over language-neutral block features (which readings keep it,
// its tag, link share, length, where it sits against the article's first and last block, whether
// it is inside the article's container, a heading followed by kept prose). Three phases:
//   --phase rows   every page (of --sets, every --every-th, --shard i/n): each reading's blocks and
//                  shingle scores, cedst+'s as shipped, Readability.js's and defuddle's, and every
//                  disputed block's features and label (its text is a gold line, or inside one) → --out;
//                  with --units-only the disputed blocks alone (what the fit reads: the same model
//                  bytes), without the readings' and the peers' scores, in a fraction of the time
//   --phase fit    from --rows files: the ceiling table (cedst+ now, the per-page best of its
//                  readings, the per-page best of the three extractors), then the models of each
//                  fold (leave one set out; inside daniel's Chinese, host-disjoint folds) → --out,
//                  and the model of every set's blocks → models/block-choice.json (not with --no-write)
//   --phase apply  every page again, its fold's model deciding the disputed blocks at each
//                  threshold of THRESHOLDS → --out (per-page scores)
//   --phase report from --rows and --applied files: per set and language, line and shingle F1 (P / R)
//                  before → after, against the per-page best
// Usage: node bench/train-block-choice.mjs --phase rows|fit|apply|report [--datasets DIR]
//   [--sets a,b] [--every N] [--shard i/n] [--units-only] [--rows FILES] [--models FILE] [--applied FILES] [--out FILE]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { takeUnits } from '../dist/methods/plus/choose/index.js';
import { BLOCK_FEATURES as FEATURES } from '../dist/methods/plus/choose/block-features.js';
import { BLOCK_MODEL_PATH, decideBlocks } from '../dist/methods/plus/choose/block-choice.js';
import { dropCaptions } from '../dist/methods/plus/captions.js';
import { articleOf } from '../dist/methods/article.js';
import { goldStructure, pageBase } from '../dist/eval/block-gold.js';
import { normaliseLine, scorePageBlocks } from '../dist/eval/blocks.js';
import { extractionStructure, withTitleLine } from '../dist/eval/structure-blocks.js';
import { htmlStructure } from '../dist/eval/structure-html.js';
import { runPeer, PEERS } from '../dist/eval/peers.js';
import { decodeHtml } from '../dist/input/decode.js';
import { loadDataset, pagePath } from '../dist/eval/dataset.js';
import { score } from '../dist/eval/score.js';
import { addsTitleLine, headlineConvention, scoredText } from '../dist/eval/conventions.js';
import { fitBoosted } from './dist/train/boosted-trees.js';
import { blockChoiceInstance } from './dist/train/model-instances.js';
import { BLOCK_CHOICE_SETS, blockChoiceIds } from './dist/train/training-pages.js';
import { writeModelFingerprint } from './dist/train/model-fingerprint.js';
import { writeSharedFingerprint } from './dist/train/shared-fingerprint.js';
import { benchArgs } from './lib/args.mjs';
import { datasetsDir } from './lib/shared-data.mjs';

const USAGE = `Usage: node bench/train-block-choice.mjs --phase rows|fit|apply|report [--datasets DIR]
  [--sets a,b] [--every N] [--shard i/n] [--units-only] [--rows FILES] [--models FILE] [--applied FILES] [--out FILE] [--no-write]`;
const { values: opts } = benchArgs(USAGE, {
  phase: { type: 'string' },
  datasets: { type: 'string' },
  sets: { type: 'string' },
  every: { type: 'string' },
  shard: { type: 'string' },
  rows: { type: 'string' },
  models: { type: 'string' },
  applied: { type: 'string' },
  out: { type: 'string' },
  'no-write': { type: 'boolean' },
  'units-only': { type: 'boolean' },
});
const root = datasetsDir(opts.datasets);
/** The shared sets with line gold, and of each the pages in English or Chinese (daniel's el, pl and
 *  ru are left out of the run): training-pages.ts, which the shared-page fingerprint samples too. */
const SETS = opts.sets?.split(',') ?? BLOCK_CHOICE_SETS;
const EVERY = Number(opts.every ?? '1');
const [shardAt, shardOf] = (opts.shard ?? '0/1').split('/').map(Number);
/** The flip thresholds measured: a disputed block leaves cedst+'s article when the model gives it
 *  below 1 − t, and joins it above t. */
const THRESHOLDS = [0.5, 0.6, 0.7, 0.8];
/** The trees: fewer than the choose stage's 150 (about 70,000 blocks a fold), with a higher rate. */
const BOOST = { trees: 60, depth: 3, rate: 0.2, minLeaf: 20 };
const readJsonl = (files) =>
  (files ?? '')
    .split(',')
    .filter(Boolean)
    .flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l)),
    );

/** One page analysed: the readings, cedst+'s pick, and the disputed units with their features. */
function analysePage(ds, id) {
  let html = '';
  try {
    html = decodeHtml(readFileSync(pagePath(ds, id)));
  } catch {}
  const gold = goldStructure(ds, id);
  // As the model's fingerprint computes it (bench/src/train/model-instances.ts).
  return { ...blockChoiceInstance(html, gold?.structure ? pageBase(ds, id) : undefined), gold };
}

/** A unit set rendered and scored as `cedst eval --blocks` scores cedst+: [matched, gold, out] of
 *  the lines, and shingle F1, P and R. */
function scoreUnits(ds, id, titleLine, ctx, units, kind = 'block-choice') {
  const { page, a, options, gold } = ctx;
  const analysis = kind === 'plus' ? a : takeUnits(a, units, `blocks: ${kind}`);
  const article = articleOf(page, dropCaptions(analysis), options);
  const x = { ...page.articleMetadata(article.paragraphs), ...article };
  const text = scoredText(x.title, x.text, titleLine);
  const { scores } = score({ [id]: ds.gold[id] }, { [id]: { articleBody: text } }, [id]);
  const s = gold ? scorePageBlocks(gold.record, extractionStructure(x, titleLine), gold.structure).lines : undefined;
  return { b: s ? [s.matched, s.gold, s.out] : undefined, f1: scores.f1 ?? 0, p: scores.precision, r: scores.recall };
}

/** Is the unit's text a gold line, or (40+ characters) inside one, or a gold line (40+) inside it? */
function labelOf(goldLines, goldJoined, text) {
  const t = normaliseLine(text);
  if (!t) return 0;
  if (goldLines.has(t)) return 1;
  if (t.length >= 40 && goldJoined.includes(t)) return 1;
  for (const g of goldLines) if (g.length >= 40 && t.includes(g)) return 1;
  return 0;
}

function pagesOf(set) {
  const ds = loadDataset(join(root, set));
  const ids = blockChoiceIds(ds, EVERY).filter((_, k) => k % shardOf === shardAt);
  return { ds, ids, titleLine: addsTitleLine(headlineConvention(ds.dir, ds.name)) };
}

const hostOf = (url) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
};

async function rowsPhase() {
  const out = [];
  for (const set of SETS) {
    const { ds, ids, titleLine } = pagesOf(set);
    let done = 0;
    for (const id of ids) {
      const ctx = analysePage(ds, id);
      // pagesOf keeps only pages with line gold.
      const gold = /** @type {NonNullable<typeof ctx.gold>} */ (ctx.gold);
      const goldLines = new Set(gold.record.lines.map(normaliseLine).filter(Boolean));
      const goldJoined = [...goldLines].join('\n');
      const units = ctx.units.map((u) => ({ ...u, y: labelOf(goldLines, goldJoined, ctx.page.units[u.i].text) }));
      const row = { set, id, lang: ds.gold[id].lang, host: hostOf(ds.gold[id].url ?? ''), taken: ctx.chosen.kind };
      if (opts['units-only']) {
        out.push({ ...row, units });
        if (++done % 20 === 0) process.stderr.write(`rows: ${set} ${done}/${ids.length}\n`);
        continue;
      }
      const cands = ctx.readings.map((r) => ({ kind: r.kind, ...scoreUnits(ds, id, titleLine, ctx, r.units, r.kind) }));
      const now = { kind: 'now', ...scoreUnits(ds, id, titleLine, ctx, ctx.chosen.units, ctx.chosen.kind) };
      const peers = [];
      for (const peer of PEERS) {
        let o;
        try {
          o = await runPeer(peer, decodeHtml(readFileSync(pagePath(ds, id))), pageBase(ds, id));
        } catch {
          o = { content: '' };
        }
        const record = withTitleLine(htmlStructure(o.content, pageBase(ds, id)), o.title, titleLine);
        const { scores } = score({ [id]: ds.gold[id] }, { [id]: { articleBody: record.lines.join('\n') } }, [id]);
        const s = scorePageBlocks(gold.record, record, gold.structure).lines;
        peers.push({ kind: peer, b: [s.matched, s.gold, s.out], f1: scores.f1 ?? 0, p: scores.precision, r: scores.recall });
      }
      out.push({ ...row, cands, now, peers, units });
      if (++done % 20 === 0) process.stderr.write(`rows: ${set} ${done}/${ids.length}\n`);
    }
    process.stderr.write(`rows: ${set} done (${ids.length} pages)\n`);
  }
  writeFileSync(opts.out ?? '/dev/stdout', out.map((p) => JSON.stringify(p)).join('\n') + '\n');
}

/** The fold a page is decided in: its set, or inside daniel's Chinese one of five host-disjoint
 *  folds (the language's only set: leave one site out). */
function foldOf(p) {
  if (p.set === 'daniel' && p.lang === 'zh') {
    let h = 0;
    for (const c of p.host) h = (h * 31 + c.charCodeAt(0)) >>> 0;
    return `daniel-zh-${h % 5}`;
  }
  return p.set;
}
/** May a page of fold `train` teach the model of fold `held`? Not its own set (daniel's Chinese
 *  other host folds excepted). */
function teaches(train, held) {
  if (held.startsWith('daniel-zh-')) return train.fold !== held && (train.set !== 'daniel' || train.fold.startsWith('daniel-zh-'));
  return train.set !== held;
}

function fitPhase() {
  const pages = readJsonl(opts.rows);
  for (const p of pages) p.fold = foldOf(p);
  const models = {};
  for (const held of [...new Set(pages.map((p) => p.fold))]) {
    const X = [];
    const y = [];
    for (const p of pages)
      if (teaches(p, held))
        for (const u of p.units) {
          X.push(u.x);
          y.push(u.y);
        }
    models[held] = fitBoosted(FEATURES, X, y, BOOST);
    process.stderr.write(`fit: ${held} from ${X.length} blocks\n`);
  }
  const X = pages.flatMap((p) => p.units.map((u) => u.x));
  models.all = fitBoosted(
    FEATURES,
    X,
    pages.flatMap((p) => p.units.map((u) => u.y)),
    BOOST,
  );
  writeFileSync(opts.out ?? 'block-choice-models.json', JSON.stringify(models));
  // The model of every fold's blocks is plus.blockChoice's shipped one, with its fingerprint: what
  // the code computes on the fixture pages, checked by test/train/model-fingerprints.test.ts.
  if (!opts['no-write']) {
    writeFileSync(BLOCK_MODEL_PATH, `${JSON.stringify(models.all)}\n`);
    writeModelFingerprint('block-choice', fileURLToPath(new URL('../fixtures/', import.meta.url)), dirname(BLOCK_MODEL_PATH));
    // And on a sample of the training pages (every third page), checked by test/train/shared-fingerprints.test.ts.
    writeSharedFingerprint('block-choice', root, dirname(BLOCK_MODEL_PATH));
  }
}

async function applyPhase() {
  const models = JSON.parse(readFileSync(opts.models ?? 'block-choice-models.json', 'utf8'));
  const out = [];
  for (const set of SETS) {
    const { ds, ids, titleLine } = pagesOf(set);
    for (const id of ids) {
      const ctx = analysePage(ds, id);
      const p = { set, lang: ds.gold[id].lang, host: hostOf(ds.gold[id].url ?? '') };
      const model = models[foldOf(p)];
      const blocks = ctx.units.map((u) => ({ index: u.i, x: u.x }));
      const byT = THRESHOLDS.map((t) => scoreUnits(ds, id, titleLine, ctx, decideBlocks(ctx.chosen, blocks, model, t)));
      // Adding only: the taken reading's blocks all stay, the others' join above the threshold.
      const taken = new Set(ctx.chosen.units);
      const outside = blocks.filter((b) => !taken.has(b.index));
      const addOnly = THRESHOLDS.map((t) => scoreUnits(ds, id, titleLine, ctx, decideBlocks(ctx.chosen, outside, model, t)));
      out.push({ set, id, lang: p.lang, byT, addOnly });
    }
    process.stderr.write(`apply: ${set} done (${ids.length} pages)\n`);
  }
  writeFileSync(opts.out ?? '/dev/stdout', out.map((p) => JSON.stringify(p)).join('\n') + '\n');
}

/** Line P, R, F1 over pages as `cedst eval --blocks` aggregates them. */
function lines(cs) {
  const P = [];
  const R = [];
  for (const c of cs) {
    const l = c.b;
    if (!l?.[1]) continue;
    if (l[2]) P.push(l[0] / l[2]);
    R.push(l[0] / l[1]);
  }
  const mean = (xs) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
  const [p, r] = [mean(P), mean(R)];
  return { P: p, R: r, F: p + r ? (2 * p * r) / (p + r) : 0 };
}
/** Shingle P, R, F1 as train-readings aggregates them. */
function shingles(cs) {
  const ps = cs.filter((c) => typeof c.p === 'number');
  const rs = cs.filter((c) => typeof c.r === 'number');
  const mean = (xs) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
  const P = mean(ps.map((c) => c.p));
  const R = mean(rs.map((c) => c.r));
  return { P, R, F: P + R ? (2 * P * R) / (P + R) : 0 };
}
const pageF = (c) => (c.b?.[1] || c.b?.[2] ? (2 * c.b[0]) / (c.b[1] + c.b[2]) : 0);
const best = (cs) => cs.reduce((x, y) => (pageF(y) > pageF(x) ? y : x));

function reportPhase() {
  const rows = readJsonl(opts.rows);
  const applied = new Map(readJsonl(opts.applied).map((p) => [`${p.set}/${p.id}`, p]));
  const f = (x) => x.toFixed(3);
  const pr = (s) => `${f(s.F)} (${f(s.P)} / ${f(s.R)})`;
  const groups = [];
  for (const set of SETS)
    for (const lang of ['en', 'zh']) {
      const ps = rows.filter((p) => p.set === set && p.lang === lang);
      if (ps.length) groups.push([`${set} ${lang}`, ps]);
    }
  console.log('Ceiling, line F1 (P / R): cedst+ now, the per-page best of its readings, the per-page best of cedst+, Readability.js and defuddle\n');
  console.log('| set | pages | cedst+ now | Readability.js | defuddle | best of cedst+ readings | best of the three |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, ps] of groups) {
    const peer = (k) => pr(lines(ps.map((p) => p.peers.find((x) => x.kind === k))));
    console.log(
      `| ${name} | ${ps.length} | ${pr(lines(ps.map((p) => p.now)))} | ${peer('Readability.js')} | ${peer('defuddle')} | ${pr(lines(ps.map((p) => best([p.now, ...p.cands]))))} | ${pr(lines(ps.map((p) => best([p.now, ...p.peers]))))} |`,
    );
  }
  if (!applied.size) return;
  for (const [k, t] of [...THRESHOLDS.entries(), ...THRESHOLDS.map((t, k) => [k + THRESHOLDS.length, t])]) {
    const adding = k >= THRESHOLDS.length;
    console.log(`\nPer-block decision${adding ? ', adding only' : ''}, threshold ${t}, leave one set out (daniel zh: host-disjoint folds): line F1 and shingle F1 (P / R), before → after\n`);
    console.log('| set | pages | line F1 before | line F1 after | per-page best of the readings | shingle F1 before | shingle F1 after | Δ shingle |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [name, ps] of groups) {
      const have = ps.filter((p) => applied.has(`${p.set}/${p.id}`));
      if (!have.length) continue;
      const after = have.map((p) => {
        const q = applied.get(`${p.set}/${p.id}`);
        return adding ? q.addOnly?.[k - THRESHOLDS.length] : q.byT[k];
      });
      if (after.some((x) => !x)) continue;
      const before = have.map((p) => p.now);
      const [sb, sa] = [shingles(before), shingles(after)];
      const ceiling = pr(lines(have.map((p) => best([p.now, ...p.cands]))));
      console.log(`| ${name} | ${have.length} | ${pr(lines(before))} | ${pr(lines(after))} | ${ceiling} | ${pr(sb)} | ${pr(sa)} | ${(sa.F - sb.F >= 0 ? '+' : '') + (sa.F - sb.F).toFixed(4)} |`);
    }
  }
}

const phases = { rows: rowsPhase, fit: fitPhase, apply: applyPhase, report: reportPhase };
const run = phases[opts.phase ?? ''];
if (!run) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
await run();
