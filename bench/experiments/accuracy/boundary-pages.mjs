// @ts-check
// The pages that come back much longer than their article with the article inside (the article
// boundary): for each page of the shared sets, cedst+'s default output scored as `cedst eval`
// scores it (the set's headline convention), its length against the gold's, its confidence, and
// what the page says of its articles (how many <article>s, headed ones, h1s, a JSON-LD word count
// or articleBody, feed markup), written as one JSON line a page. `--report A.jsonl [B.jsonl]`
// prints per set and language: F1, P, R, the pages returned at 2.5x their gold or more with recall
// 0.9 or more (and what they cost the set's mean F1: each such page scored at its recall, as
// if cut to the article), AUROC of the confidence for page F1 < 0.8 and the pages with F1 < 0.5
// at confidence 0.9 or more; with B, before and after, and the pages whose F1 moved.
// `--predictions DIR` scores the predictions `cedst eval --save-predictions DIR` wrote instead of
// extracting (no confidence then: -1).
// Usage: node bench/experiments/accuracy/boundary-pages.mjs [--every N] [--sets a,b] [--out FILE] [--predictions DIR]
//        node bench/experiments/accuracy/boundary-pages.mjs --report A.jsonl [B.jsonl] [--list]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveOptions } from '../../../dist/options/resolve.js';
import { createPage } from '../../../dist/page/context.js';
import { extractPage } from '../../../dist/research.js';
import { parseDocument } from '../../../dist/dom/parse.js';
import { decodeHtml } from '../../../dist/input/decode.js';
import { loadDataset, pagePath } from '../../../dist/eval/dataset.js';
import { score } from '../../../dist/eval/score.js';
import { addsTitleLine, headlineConvention, scoredText } from '../../../dist/eval/conventions.js';
import { auroc } from '../../dist/train/rank-stats.js';
import { benchArgs } from '../../lib/args.mjs';
import { datasetsDir } from '../../lib/shared-data.mjs';

const USAGE = `Usage: node bench/experiments/accuracy/boundary-pages.mjs [--every N] [--sets a,b] [--out FILE] [--predictions DIR]
       node bench/experiments/accuracy/boundary-pages.mjs --report A.jsonl [B.jsonl] [--list]`;
const { values: opts, positionals } = benchArgs(USAGE, {
  every: { type: 'string' },
  sets: { type: 'string' },
  out: { type: 'string' },
  report: { type: 'string' },
  list: { type: 'boolean' },
  datasets: { type: 'string' },
  predictions: { type: 'string' },
});
const SETS = ['cleaneval', 'cleanportaleval', 'daniel', 'dragnet', 'l3s-gn1', 'newspaper4k-tests', 'readability', 'wcxb', 'wcxb-types'];
const LONG = 2.5;

const chars = (/** @type {string} */ s) => s.replace(/\s+/g, '').length;

/** What the page says of its articles. */
function shape(/** @type {any} */ page) {
  const doc = page.doc;
  const articles = Array.from(doc.querySelectorAll('article'));
  const headed = articles.filter((/** @type {Element} */ a) => a.querySelector('h1, h2, h3')).length;
  let wordCount = 0;
  let bodyChars = 0;
  for (const s of Array.from(doc.querySelectorAll('script'))) {
    const t = /** @type {Element} */ (s).textContent ?? '';
    const w = t.match(/"wordCount"\s*:\s*"?(\d+)/);
    if (w && !wordCount) wordCount = Number(w[1]);
    const b = t.match(/"articleBody"\s*:\s*"((?:[^"\\]|\\.)*)"/);
    if (b && !bodyChars) bodyChars = chars(b[1]);
  }
  return {
    articles: articles.length,
    headed,
    h1s: doc.querySelectorAll('h1').length,
    wordCount,
    bodyChars,
    feed: (page.html.match(/\b(?:class|id)\s*=\s*["'][^"']*?(?:infinite|next[-_]?(?:article|story|post)|load[-_]?more|river)/gi) ?? []).length,
  };
}

/** A predictions file, undefined when there is none. */
function readSaved(/** @type {string} */ file) {
  try {
    return /** @type {Record<string, { articleBody?: string }>} */ (JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

function dump() {
  const root = datasetsDir(opts.datasets);
  const every = Number(opts.every ?? 1);
  const sets = opts.sets ? opts.sets.split(',') : SETS;
  const options = resolveOptions({ method: 'cedst+' });
  const lines = [];
  for (const set of sets) {
    const ds = loadDataset(join(root, set));
    const saved = opts.predictions ? readSaved(join(opts.predictions, set, 'cedst+.json')) : undefined;
    if (opts.predictions && !saved) continue;
    const titleLine = addsTitleLine(headlineConvention(ds.dir, ds.name));
    const ids = Object.keys(ds.gold)
      .sort()
      .filter((_, k) => k % every === 0);
    ids.forEach((id, k) => {
      const g = ds.gold[id];
      if (!g || g.gold_type === 'snippets' || !g.articleBody) return;
      let text = '';
      let confidence = -1;
      let sh = {};
      if (saved) text = saved[id]?.articleBody ?? '';
      else
        try {
          const html = decodeHtml(readFileSync(pagePath(ds, id)));
          const page = createPage(html, options.lang, parseDocument(html), { hanForm: options.hanForm });
          const x = extractPage(page, options);
          text = scoredText(x.title, x.text, titleLine);
          confidence = x.confidence ?? -1;
          sh = shape(page);
        } catch (err) {
          process.stderr.write(`${set}/${id}: ${err instanceof Error ? err.message : String(err)}\n`);
        }
      const s = score(ds.gold, { [id]: { articleBody: text } }, [id]).scores;
      lines.push(
        JSON.stringify({ set, id, lang: g.lang ?? 'unknown', f1: s.f1, p: s.precision, r: s.recall, out: chars(text), gold: chars(g.articleBody), confidence, ...sh, head: text.slice(0, 80) }),
      );
      if (k % 50 === 0) process.stderr.write(`${set} ${k}/${ids.length}\n`);
    });
  }
  const body = `${lines.join('\n')}\n`;
  if (opts.out) writeFileSync(opts.out, body);
  else process.stdout.write(body);
}

const read = (/** @type {string} */ f) =>
  readFileSync(f, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
const isLong = (/** @type {any} */ p) => p.out >= LONG * p.gold && p.r >= 0.9;
const mean = (/** @type {number[]} */ raw) => {
  const xs = raw.filter((x) => Number.isFinite(x));
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN;
};
const f3 = (/** @type {number} */ x) => (Number.isFinite(x) ? x.toFixed(3) : '  -  ');

function summary(/** @type {any[]} */ ps) {
  const long = ps.filter(isLong);
  const scored = ps.filter((p) => p.confidence >= 0);
  return {
    n: ps.length,
    f1: mean(ps.map((p) => p.f1)),
    p: mean(ps.map((p) => p.p)),
    r: mean(ps.map((p) => p.r)),
    long: long.length,
    // What the long pages cost: their F1 against their recall (the article cut clean).
    cost: long.reduce((s, p) => s + (p.r - p.f1), 0) / (ps.length || 1),
    auroc: scored.length
      ? auroc(
          scored.map((p) => -p.confidence),
          scored.map((p) => p.f1 < 0.8),
        )
      : NaN,
    sure: ps.filter((p) => p.f1 < 0.5 && p.confidence >= 0.9).length,
  };
}

function report() {
  const a = read(/** @type {string} */ (opts.report));
  const b = positionals[0] ? read(positionals[0]) : undefined;
  const groups = new Map();
  for (const p of a) {
    const key = `${p.set}\t${p.lang}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(p);
  }
  const bOf = new Map((b ?? []).map((p) => [`${p.set}/${p.id}`, p]));
  const rows = [['set', 'lang', 'pages', 'F1', 'P', 'R', '>=2.5x', 'cost', 'AUROC<0.8', 'F1<0.5@>=0.9']];
  const cell = (/** @type {any} */ s, /** @type {any} */ t) => {
    const pair = (/** @type {string} */ k, /** @type {(x: number) => string} */ f = f3) => (t ? `${f(s[k])} → ${f(t[k])}` : f(s[k]));
    return [String(s.n), pair('f1'), pair('p'), pair('r'), pair('long', String), pair('cost'), pair('auroc'), pair('sure', String)];
  };
  const byLang = new Map();
  for (const [key, ps] of [...groups].sort()) {
    const [set, lang] = key.split('\t');
    if (ps.length < 5) continue;
    const after = b ? ps.map((/** @type {any} */ p) => bOf.get(`${p.set}/${p.id}`)).filter(Boolean) : undefined;
    rows.push([set, lang, ...cell(summary(ps), after && summary(after))]);
    if (!byLang.has(lang)) byLang.set(lang, [[], []]);
    byLang.get(lang)[0].push(...ps);
    if (after) byLang.get(lang)[1].push(...after);
  }
  for (const [lang, [ps, after]] of byLang) rows.push(['all', lang, ...cell(summary(ps), b ? summary(after) : undefined)]);
  const all = [a, b ?? []];
  rows.push(['all', 'all', ...cell(summary(all[0]), b ? summary(all[1]) : undefined)]);
  const widths = rows[0].map((_, j) => Math.max(...rows.map((r) => String(r[j]).length)));
  for (const r of rows) process.stdout.write(`${r.map((c, j) => String(c).padEnd(widths[j])).join('  ')}\n`);
  if (opts.list) {
    process.stdout.write('\nlong pages (out/gold, recall, F1, confidence, articles/headed/h1s, wordCount, feed):\n');
    for (const p of a.filter(isLong))
      process.stdout.write(
        `${p.set}/${p.id} ${p.lang} x${(p.out / p.gold).toFixed(1)} r${f3(p.r)} f${f3(p.f1)} c${f3(p.confidence)} a${p.articles}/${p.headed}/${p.h1s} wc${p.wordCount} body${p.bodyChars} feed${p.feed}${b ? ` → f${f3(bOf.get(`${p.set}/${p.id}`)?.f1)}` : ''}\n`,
      );
  }
  if (b) {
    process.stdout.write('\npages whose F1 moved by 0.02 or more:\n');
    for (const p of a) {
      const q = bOf.get(`${p.set}/${p.id}`);
      if (q && Math.abs(q.f1 - p.f1) >= 0.02) process.stdout.write(`${p.set}/${p.id} ${p.lang} ${f3(p.f1)} → ${f3(q.f1)} (c ${f3(p.confidence)} → ${f3(q.confidence)})\n`);
    }
  }
}

if (opts.report) report();
else dump();
