// Issue 18: where should the learned probability overrule the region's verdicts? Runs cedst+ with
// the learned source (each set with the model trained without it, bench/train-learned.mjs --loso)
// once, keeps every unit's verdict, reason and P(news), then replays the `learned` stage
// (src/methods/plus/learned.ts) for a grid of plus.learnedKeep / plus.learnedDrop and scores each
// per set. Leave one set out: the models never saw the set they judge; the grid is printed for
// every set so a threshold can be chosen on the others.
// Usage: npm run build && node bench/accuracy/learned-verdicts.mjs MODELDIR [weight]
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extract } from '../../dist/index.js';
import { decodeHtml } from '../../dist/input/decode.js';
import { score } from '../../dist/eval/score.js';

const root = new URL('../../../shared/datasets/', import.meta.url).pathname;
const modelDir = process.argv[2];
const weight = Number(process.argv[3] ?? 0.5);
const DUMP = join(tmpdir(), `cedst-learned-verdicts-${weight}.json`);
const OVERRULABLE = new Set(['mostly links', 'related links', 'edge of the article', 'comment thread', 'repeated on the page']);

function goldOf(set) {
  let g = JSON.parse(readFileSync(join(root, set, 'ground-truth.json'), 'utf8'));
  if (g.output && g.version) g = g.output;
  return g;
}

function dump() {
  const pages = [];
  for (const set of readdirSync(root).sort()) {
    if (!existsSync(join(root, set, 'ground-truth.json'))) continue;
    const gold = goldOf(set);
    const learnedModel = join(modelDir, `without-${set}.json`);
    for (const id of Object.keys(gold).sort()) {
      const g = gold[id];
      const p = join(root, set, 'html', `${id}.html`);
      if (!g.articleBody || g.gold_type === 'snippets' || !existsSync(p)) continue;
      const r = extract(decodeHtml(readFileSync(p)), { explain: true, plus: { weights: { learned: weight }, learnedModel } });
      const units = r.units.map((u) => ({
        t: u.text,
        w: u.words,
        c: u.content,
        why: u.reason ?? '',
        reg: u.inRegion ?? false,
        p: ((u.features.learned ?? 0) + 1) / 2,
        pun: u.features.punctuation ?? 0,
      }));
      pages.push({ set, id, lang: g.lang, units, text: r.text });
    }
    process.stderr.write(`${set}\n`);
  }
  writeFileSync(DUMP, JSON.stringify(pages));
  return pages;
}

const pages = existsSync(DUMP) ? JSON.parse(readFileSync(DUMP, 'utf8')) : dump();

/** The learned stage, as src/methods/plus/learned.ts. */
function replay(units, keep, drop) {
  const first = units.findIndex((u) => u.c);
  let last = -1;
  units.forEach((u, i) => u.c && (last = i));
  return units
    .filter((u, i) => {
      if (!u.reg) return u.c;
      if (!u.c && OVERRULABLE.has(u.why) && u.p >= keep && i > first && i < last && u.pun >= 0.5 && u.w >= 8) return true;
      if (u.c && u.why !== 'headline' && u.p <= drop) return false;
      return u.c;
    })
    .map((u) => u.t)
    .join('\n');
}

const golds = {};
const bySet = new Map();
for (const p of pages) {
  (bySet.get(p.set) ?? bySet.set(p.set, []).get(p.set)).push(p);
  golds[p.set] ??= goldOf(p.set);
}
const grid = process.env.GRID
  ? process.env.GRID.split(' ').map((kd) => kd.split('/').map(Number))
  : [
      [2, -1],
      [0.95, -1],
      [0.9, -1],
      [0.8, -1],
      [0.7, -1],
      [2, 0.02],
      [2, 0.05],
      [2, 0.1],
      [2, 0.15],
      [2, 0.2],
      [0.9, 0.05],
      [0.8, 0.1],
    ];
const f = (s) => `${s.f1.toFixed(4)} ${s.precision.toFixed(3)}/${s.recall.toFixed(3)}`;
console.log(['set', 'pages', 'actual', ...grid.map(([k, d]) => `keep${k}/drop${d}`)].join(' | '));
const macro = grid.map(() => []);
for (const [set, ps] of bySet) {
  const ids = ps.map((p) => p.id);
  const actual = score(golds[set], Object.fromEntries(ps.map((p) => [p.id, { articleBody: p.text }])), ids).scores;
  const cells = grid.map(([k, d], j) => {
    const s = score(golds[set], Object.fromEntries(ps.map((p) => [p.id, { articleBody: replay(p.units, k, d) }])), ids).scores;
    macro[j].push(s.f1);
    return f(s);
  });
  console.log([set, ps.length, f(actual), ...cells].join(' | '));
}
console.log(['macro', '', '', ...macro.map((m) => (m.reduce((a, b) => a + b, 0) / m.length).toFixed(4))].join(' | '));
