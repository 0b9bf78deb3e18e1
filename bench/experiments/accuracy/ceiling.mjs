// @ts-check
// Issue 18: the ceiling of unit-level selection. Scores, per set, cedst+ as it is, an oracle that
// keeps exactly the units whose label is ≥ 0.5, the same oracle inside cedst+'s region, and the
// whole region. Reads the dump of dump-units.mjs.
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
const UNITS = joinPath(tmpdir(), 'cedst-units.jsonl');
import { readFileSync } from 'node:fs';
import { score } from '../../../dist/eval/score.js';
import { datasetsDir } from '../../lib/shared-data.mjs';
const root = `${datasetsDir()}/`;
const gold = {};
const pages = readFileSync(UNITS, 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
const bySet = new Map();
for (const p of pages) {
  const key = p.set === 'daniel' ? `daniel-${p.lang}` : p.set;
  if (!bySet.has(key)) bySet.set(key, []);
  bySet.get(key).push(p);
  if (!gold[p.set]) {
    let g = JSON.parse(readFileSync(`${root}/${p.set}/ground-truth.json`, 'utf8'));
    if (g.output && g.version) g = g.output;
    gold[p.set] = g;
  }
}
const fmt = (s) => `${s.f1.toFixed(3)} (P ${s.precision.toFixed(3)} R ${s.recall.toFixed(3)})`;
const variants = {
  current: (p) => p.text,
  kept: (p) =>
    p.units
      .filter((u) => u.c)
      .map((u) => u.text)
      .join('\n'),
  oracle50: (p) =>
    p.units
      .filter((u) => u.sh && u.hit / u.sh >= 0.5)
      .map((u) => u.text)
      .join('\n'),
  regionOracle: (p) =>
    p.units
      .filter((u) => u.reg && u.sh && u.hit / u.sh >= 0.5)
      .map((u) => u.text)
      .join('\n'),
  regionAll: (p) =>
    p.units
      .filter((u) => u.reg)
      .map((u) => u.text)
      .join('\n'),
};
console.log(['set', 'n', ...Object.keys(variants)].join(' | '));
for (const [k, ps] of [...bySet].sort()) {
  if (ps.length < 20) continue;
  const row = [k, ps.length];
  for (const [name, f] of Object.entries(variants)) {
    /** @type {Record<string, { articleBody: string }>} */
    const pred = {};
    const ids = [];
    for (const p of ps) {
      pred[p.id] = { articleBody: name === 'current' ? p.text : f(p) };
      ids.push(p.id);
    }
    row.push(fmt(score(gold[ps[0].set], pred, ids).scores));
  }
  console.log(row.join(' | '));
}
