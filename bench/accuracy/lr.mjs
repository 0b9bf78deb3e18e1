// Issue 18: can a learned probability over today's unit evidence lift cedst+? A logistic
// regression trained leave-one-set-out, applied as a selector, a veto and a veto plus rescue.
// Reads the dump of dump-units.mjs.
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
const UNITS = joinPath(tmpdir(), 'cedst-units.jsonl');
import { readFileSync } from 'node:fs';
import { score } from '../../dist/eval/score.js';
const root = new URL('../../../shared/datasets/', import.meta.url).pathname;
const pages = readFileSync(UNITS, 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
const gold = {};
for (const p of pages)
  if (!gold[p.set]) {
    let g = JSON.parse(readFileSync(`${root}/${p.set}/ground-truth.json`, 'utf8'));
    if (g.output && g.version) g = g.output;
    gold[p.set] = g;
  }
const group = (p) => (p.set === 'daniel' ? `daniel-${p.lang}` : p.set);
const fold = (p) => p.set; // leave one SET out
function feats(p) {
  const n = p.units.length;
  return p.units.map((u, k) => {
    const f = u.f;
    const lw = Math.log1p(u.w);
    return [
      1,
      f.topic,
      f.cluster,
      f.variance,
      f.href,
      f.structure,
      Math.max(0, f.structure),
      Math.max(0, -f.structure),
      f.punctuation,
      f.repetition,
      f.length,
      f.distance,
      u.fused,
      u.fusedN,
      u.s,
      u.reg ? 1 : 0,
      u.c ? 1 : 0,
      lw / 6,
      k / n,
      /\.h[1-6]$/.test(u.path) ? 1 : 0,
      /\.li$/.test(u.path) ? 1 : 0,
      /\.(td|th)$/.test(u.path) ? 1 : 0,
      Math.min(1, u.path.split('.').length / 30),
      u.why === 'edge of the article' ? 1 : 0,
      u.why === 'mostly links' ? 1 : 0,
      u.why === 'related links' ? 1 : 0,
      u.why === 'outside the region' ? 1 : 0,
      u.why === 'page furniture inside the region' ? 1 : 0,
      u.why === 'comment thread' ? 1 : 0,
      u.why === 'headline' ? 1 : 0,
      f.punctuation * f.length,
      u.reg ? u.s : 0,
    ];
  });
}
const X = new Map(pages.map((p) => [p, feats(p)]));
const D = X.get(pages[0])[0].length;
const sig = (z) => 1 / (1 + Math.exp(-z));
function train(ps) {
  const rows = [];
  for (const p of ps)
    X.get(p).forEach((x, k) => {
      const u = p.units[k];
      if (!u.sh) return;
      rows.push([x, u.hit / u.sh >= 0.5 ? 1 : 0, Math.sqrt(Math.max(u.w, 1))]);
    });
  const w = new Float64Array(D);
  const lr = 0.5,
    l2 = 1e-4;
  for (let ep = 0; ep < 60; ep++) {
    const g = new Float64Array(D);
    let W = 0;
    for (const [x, y, wt] of rows) {
      const e = (sig(x.reduce((s, v, i) => s + v * w[i], 0)) - y) * wt;
      for (let i = 0; i < D; i++) g[i] += e * x[i];
      W += wt;
    }
    for (let i = 0; i < D; i++) w[i] -= lr * (g[i] / W + l2 * w[i]);
  }
  return w;
}
const sets = [...new Set(pages.map(fold))];
const prob = new Map();
for (const s of sets) {
  const w = train(pages.filter((p) => fold(p) !== s));
  for (const p of pages.filter((p) => fold(p) === s))
    prob.set(
      p,
      X.get(p).map((x) => sig(x.reduce((a, v, i) => a + v * w[i], 0))),
    );
  process.stderr.write(`trained without ${s}\n`);
}
const policies = {
  current: (p) => p.text,
  learned50: (p) =>
    p.units
      .filter((_, k) => prob.get(p)[k] >= 0.5)
      .map((u) => u.text)
      .join('\n'),
  vetoRescue: (p) =>
    p.units
      .filter((u, k) => (u.c && prob.get(p)[k] >= 0.2) || (!u.c && u.reg && prob.get(p)[k] >= 0.8))
      .map((u) => u.text)
      .join('\n'),
  veto: (p) =>
    p.units
      .filter((u, k) => u.c && prob.get(p)[k] >= 0.25)
      .map((u) => u.text)
      .join('\n'),
};
const by = new Map();
for (const p of pages) {
  const g = group(p);
  if (!by.has(g)) by.set(g, []);
  by.get(g).push(p);
}
const fmt = (s) => `${s.f1.toFixed(3)} P${s.precision.toFixed(3)} R${s.recall.toFixed(3)}`;
console.log(['set', 'n', ...Object.keys(policies)].join(' | '));
for (const [g, ps] of [...by].sort()) {
  if (ps.length < 20) continue;
  const row = [g, ps.length];
  for (const f of Object.values(policies)) {
    const pred = {};
    for (const p of ps) pred[p.id] = { articleBody: f(p) };
    row.push(
      fmt(
        score(
          gold[ps[0].set],
          pred,
          ps.map((p) => p.id),
        ).scores,
      ),
    );
  }
  console.log(row.join(' | '));
}
