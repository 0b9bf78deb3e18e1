// @ts-check
// Issue 31: the first measurement of a quality model over cedst+'s readings, checked leave one set
// out, on the rows `npm run train:readings -- --rows FILE` caches. For each held-out set, gradient-boosted regression trees trained on the other
// sets predict each candidate's F1; the page takes the best-predicted one. Prints per set the
// F1 (P / R) of cedst+ alone, of the pick and of the best candidate (the ceiling), and how well the
// predicted F1 of the pick tells failures apart (AUROC for page F1 < 0.8, Spearman).
// Usage: node bench/experiments/accuracy/quality-loso.mjs ROWS.jsonl [trees] [depth] [level|pair] [margin]
// (level: each reading's F1 is predicted; pair: its gain over cedst+'s, as the choose stage does.)
import { readFileSync } from 'node:fs';
import { auroc, spearman } from '../../dist/train/rank-stats.js';
import { benchArgs } from '../../lib/args.mjs';

const [file, T = '150', D = '3', MODE = 'level', MARGIN = '0.02'] = benchArgs(
  'Usage: node bench/experiments/accuracy/quality-loso.mjs ROWS.jsonl [trees] [depth] [level|pair] [margin]',
  {},
).positionals;
const { READING_FEATURES } = await import('../../../dist/methods/plus/choose/reading-features.js');
const FEATS = [...READING_FEATURES];
const pages = readFileSync(file, 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l))
  .map((p) => ({ ...p, cands: p.cands.map((c) => ({ ...c, feats: Object.fromEntries(FEATS.map((f, j) => [f, c.x[j]])) })) }));
const plusOf = (p) => p.cands.find((c) => c.kind === 'plus');
/** A candidate's features; in the pairwise mode also their difference from cedst+'s. */
const featuresOf = (p, c) => (MODE === 'pair' ? [...FEATS.map((f) => c.feats[f]), ...FEATS.map((f) => c.feats[f] - plusOf(p).feats[f])] : FEATS.map((f) => c.feats[f]));
const rowsOf = (ps) => ps.flatMap((p) => p.cands.filter((c) => MODE !== 'pair' || c.kind !== 'plus').map((c) => ({ x: featuresOf(p, c), y: MODE === 'pair' ? c.f1 - plusOf(p).f1 : c.f1 })));

/** Quantile bin edges of each feature (at most 32 a feature), so that a split search is a pass
 *  over per-bin sums instead of a sort per node. */
function binEdges(X) {
  return X[0].map((_, f) => {
    const v = X.map((x) => x[f]).sort((a, b) => a - b);
    const edges = [];
    for (let q = 1; q < 32; q++) {
      const e = v[Math.floor((q * v.length) / 32)];
      if (edges[edges.length - 1] !== e) edges.push(e);
    }
    return edges;
  });
}
function binOf(edges, value) {
  let lo = 0,
    hi = edges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (value <= edges[mid]) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
function fitTree(B, edges, y, idx, depth, minLeaf) {
  let total = 0;
  for (const i of idx) total += y[i];
  const mean = total / idx.length;
  if (depth === 0 || idx.length < 2 * minLeaf) return { v: mean };
  let best;
  for (let f = 0; f < edges.length; f++) {
    const nb = edges[f].length + 1;
    const sum = new Float64Array(nb),
      cnt = new Int32Array(nb);
    for (const i of idx) {
      const b = B[i][f];
      sum[b] += y[i];
      cnt[b]++;
    }
    let left = 0,
      n = 0;
    for (let b = 0; b < nb - 1; b++) {
      left += sum[b];
      n += cnt[b];
      if (n < minLeaf || idx.length - n < minLeaf) continue;
      const gain = (left * left) / n + ((total - left) * (total - left)) / (idx.length - n);
      if (!best || gain > best.gain) best = { gain, f, b, t: edges[f][b] };
    }
  }
  if (!best) return { v: mean };
  const l = idx.filter((i) => B[i][best.f] <= best.b);
  const r = idx.filter((i) => B[i][best.f] > best.b);
  return { f: best.f, t: best.t, l: fitTree(B, edges, y, l, depth - 1, minLeaf), r: fitTree(B, edges, y, r, depth - 1, minLeaf) };
}
const predictTree = (n, x) => (n.v !== undefined ? n.v : predictTree(x[n.f] <= n.t ? n.l : n.r, x));

function fitGbm(rows, trees = Number(T), depth = Number(D), lr = 0.1, minLeaf = 20) {
  const X = rows.map((r) => r.x);
  const y = rows.map((r) => r.y);
  const edges = binEdges(X);
  const B = X.map((x) => x.map((v, f) => binOf(edges[f], v)));
  const base = y.reduce((a, b) => a + b, 0) / y.length;
  const F = y.map(() => base);
  const model = { base, lr, trees: /** @type {any[]} */ ([]) };
  const idx = y.map((_, i) => i);
  for (let t = 0; t < trees; t++) {
    const res = y.map((v, i) => v - F[i]);
    const tree = fitTree(B, edges, res, idx, depth, minLeaf);
    model.trees.push(tree);
    for (let i = 0; i < F.length; i++) F[i] += lr * predictTree(tree, X[i]);
  }
  return model;
}
const predict = (m, x) => m.trees.reduce((s, t) => s + m.lr * predictTree(t, x), m.base);

function setScore(chosen) {
  const ps = chosen.filter((c) => c.p !== undefined && c.p !== null);
  const rs = chosen.filter((c) => c.r !== undefined && c.r !== null);
  if (!ps.length) return { f1: chosen.reduce((s, c) => s + c.f1, 0) / chosen.length };
  const P = ps.reduce((s, c) => s + c.p, 0) / ps.length;
  const R = rs.reduce((s, c) => s + c.r, 0) / rs.length;
  return { f1: (2 * P * R) / (P + R), P, R };
}
const sets = [...new Set(pages.map((p) => p.set))];
const f = (x) => (x === undefined || Number.isNaN(x) ? '–' : x.toFixed(4));
const out = ['| held-out set | pages | cedst+ F1 (P / R) | picked F1 (P / R) | best candidate (ceiling) | picked not cedst+ | AUROC F1<0.8 | Spearman |', '|---|---|---|---|---|---|---|---|'];
/** @type {{ conf: number[], f1: number[] }} */
const all = { conf: [], f1: [] };
/** @type {{ before: number[], after: number[] }} */
const macro = { before: [], after: [] };
for (const held of sets) {
  const train = pages.filter((p) => p.set !== held);
  const test = pages.filter((p) => p.set === held);
  const m = fitGbm(rowsOf(train));
  const before = [],
    after = [],
    ceil = [],
    conf = [],
    f1s = [];
  let switched = 0;
  for (const p of test) {
    const plus = p.cands.find((c) => c.kind === 'plus');
    const scored = p.cands.map((c) => ({ c, s: MODE === 'pair' && c.kind === 'plus' ? 0 : predict(m, featuresOf(p, c)) }));
    // Ties and near-ties go to cedst+: a switch must be predicted better by a margin.
    const plusScore = scored.find((x) => x.c.kind === 'plus').s;
    let pick = scored.reduce((a, b) => (b.s > a.s ? b : a));
    if (pick.s < plusScore + Number(MARGIN)) pick = scored.find((x) => x.c.kind === 'plus');
    if (pick.c.kind !== 'plus') switched++;
    before.push(plus);
    after.push(pick.c);
    ceil.push(p.cands.reduce((a, b) => (b.f1 > a.f1 ? b : a)));
    conf.push(pick.s);
    f1s.push(pick.c.f1);
  }
  const b = setScore(before),
    a = setScore(after),
    c = setScore(ceil);
  macro.before.push(b.f1);
  macro.after.push(a.f1);
  all.conf.push(...conf);
  all.f1.push(...f1s);
  out.push(
    `| ${held} | ${test.length} | ${f(b.f1)} (${f(b.P)} / ${f(b.R)}) | ${f(a.f1)} (${f(a.P)} / ${f(a.R)}) | ${f(c.f1)} | ${switched} | ${f(
      auroc(
        conf.map((x) => -x),
        f1s.map((y) => y < 0.8),
      ),
    )} | ${f(spearman(conf, f1s))} |`,
  );
}
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
out.push('', `macro over ${sets.length} sets: cedst+ ${f(mean(macro.before))}, picked ${f(mean(macro.after))}`);
const order = all.conf.map((c, i) => [c, all.f1[i]]).sort((a, b) => b[0] - a[0]);
const top = order.slice(0, Math.floor(order.length * 0.8));
out.push(
  `all pages: AUROC (F1 < 0.8) ${f(
    auroc(
      all.conf.map((x) => -x),
      all.f1.map((y) => y < 0.8),
    ),
  )}, Spearman ${f(spearman(all.conf, all.f1))}, mean F1 of the 80% most confident ${f(mean(top.map((x) => x[1])))} vs all ${f(mean(all.f1))}`,
);
process.stdout.write(out.join('\n') + '\n');
