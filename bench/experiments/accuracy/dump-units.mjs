// @ts-check
// Issue 18 groundwork: every unit of cedst+'s explained output on every shared page, with a gold
// label (the share of the unit's 4-shingles found in the gold text). Writes one JSON line a page to
// $TMPDIR/cedst-units.jsonl (~200 MB). Usage: npm run build && node bench/experiments/accuracy/dump-units.mjs [every]
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
const UNITS = joinPath(tmpdir(), 'cedst-units.jsonl');
import { readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extract } from '../../../dist/index.js';
import { decodeHtml } from '../../../dist/input/decode.js';
import { scoreTokens } from '../../../dist/core/tokens.js';
import { benchArgs } from '../../lib/args.mjs';
import { datasetsDir } from '../../lib/shared-data.mjs';
const root = `${datasetsDir()}/`;
const every = Number(benchArgs(`Usage: npm run build && node bench/experiments/accuracy/dump-units.mjs [every]`, {}).positionals[0] ?? 1);
const out = [];
const sh = (t) => {
  const s = [];
  const last = Math.max(1, t.length - 3);
  for (let i = 0; i < last; i++) {
    const x = t.slice(i, i + 4);
    if (x.length) s.push(x.join('\u0001'));
  }
  return s;
};
let n = 0;
for (const set of readdirSync(root).sort()) {
  const gp = join(root, set, 'ground-truth.json');
  if (!existsSync(gp)) continue;
  let gold = JSON.parse(readFileSync(gp, 'utf8'));
  if (gold.output && gold.version) gold = gold.output;
  const ids = Object.keys(gold).sort();
  for (let k = 0; k < ids.length; k++) {
    if (k % every) continue;
    const id = ids[k];
    const g = gold[id];
    if (!g.articleBody || g.gold_type === 'snippets') continue;
    const p = join(root, set, 'html', id + '.html');
    if (!existsSync(p)) continue;
    const gs = new Set(sh(scoreTokens(g.articleBody)));
    const r = extract(decodeHtml(readFileSync(p)), { explain: true });
    const units = (r.units ?? []).map((u) => {
      const s = sh(scoreTokens(u.text));
      const hit = s.filter((x) => gs.has(x)).length;
      return {
        i: u.index,
        path: u.path,
        w: u.words,
        lw: u.linkWords,
        f: u.features,
        fused: u.fused.news,
        fusedN: u.fused.notNews,
        s: u.smoothed,
        c: u.content,
        reg: u.inRegion ?? false,
        why: u.reason ?? '',
        sh: s.length,
        hit,
        text: u.text,
      };
    });
    out.push(JSON.stringify({ set, id, lang: g.lang, units, gold: g.articleBody.length, text: r.text }));
    if (++n % 200 === 0) process.stderr.write(n + '\n');
  }
}
writeFileSync(UNITS, out.join('\n') + '\n');
