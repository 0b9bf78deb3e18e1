// @ts-check
// Next-story feeds on real page templates: the shared sets hold almost no page that appends other
// whole stories below its article, so each sampled article page is rewritten to carry them. The
// element that holds the page's gold lines (their lowest common ancestor) gets, as its next
// siblings, K other stories of the same set and language: each the other page's gold title as a
// heading, a byline and a date line, and its first gold paragraphs; in one of two shapes:
//   siblings   each story in an element of the article container's own tag and class (an endless
//              feed printing the next stories with the page's template)
//   container  the stories in a <section> of their own under an "Up next" heading, each a <div>
//   wrapper    each story, headed as the page's own headline is (h1), in an element of the tag and
//              class of the one that holds both the page's first h1 and its gold lines (the
//              endless feed that appends whole articles after the page's own)
// The page's gold stays the gold: a story taken is noise. Printed per set and shape: mean F1, P and
// R of the page as it is and as rewritten, the pages whose precision fell by 0.1 or more (a story
// taken), their confidence, and the confidence's AUROC for F1 < 0.8 over the pages as they are and
// the rewritten ones together. The gold text goes into the rewritten page in memory only.
// Usage: node bench/experiments/accuracy/feed-augment.mjs [--every N] [--sets a,b] [--stories K]
//        [--dist DIR] [--out FILE] [--dump DIR (the rewritten pages, for a look; never into the project)]
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from '../../lib/args.mjs';
import { datasetsDir } from '../../lib/shared-data.mjs';

const USAGE = 'Usage: node bench/experiments/accuracy/feed-augment.mjs [--every N] [--sets a,b] [--stories K] [--dist DIR] [--out FILE]';
const { values: opts } = benchArgs(USAGE, {
  every: { type: 'string' },
  sets: { type: 'string' },
  stories: { type: 'string' },
  dist: { type: 'string' },
  out: { type: 'string' },
  dump: { type: 'string' },
  datasets: { type: 'string' },
});
const here = fileURLToPath(new URL('.', import.meta.url));
const dist = resolve(opts.dist ?? join(here, '..', '..', '..', 'dist'));
const load = (/** @type {string} */ p) => import(join(dist, p));
const { extract } = await load('index.js');
const { decodeHtml } = await load('input/decode.js');
const { parseDocument } = await load('dom/parse.js');
const { loadDataset, pagePath } = await load('eval/dataset.js');
const { score } = await load('eval/score.js');
const { addsTitleLine, headlineConvention, scoredText } = await load('eval/conventions.js');
const { auroc } = await import('../../dist/train/rank-stats.js');

const every = Number(opts.every ?? 4);
const K = Number(opts.stories ?? 3);
const sets = (opts.sets ?? 'wcxb,l3s-gn1,daniel').split(',');
const SHAPES = ['siblings', 'container', 'wrapper'];
const NAMES = ['Jane Holloway', 'Tomasz Quayle', 'Priya Natarajan', 'Owen Castell'];
const ZH_NAMES = ['韩晓东', '孟雪梅', '李明远', '王芳'];

const squash = (/** @type {string} */ s) => s.replace(/\s+/g, '');
const esc = (/** @type {string} */ s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The element that holds the page's gold lines: the lowest common ancestor of the elements
 *  whose own text begins a gold line of 40+ characters. */
function container(/** @type {Document} */ doc, /** @type {string[]} */ lines) {
  const starts = new Set(lines.filter((l) => squash(l).length >= 40).map((l) => squash(l).slice(0, 30)));
  if (starts.size < 2) return undefined;
  /** @type {Element[]} */
  const hits = [];
  for (const el of Array.from(doc.querySelectorAll('body *'))) {
    const own = squash(
      Array.from(el.childNodes)
        .filter((n) => n.nodeType === 3)
        .map((n) => n.nodeValue ?? '')
        .join(''),
    );
    if (own.length >= 30 && starts.has(own.slice(0, 30))) hits.push(el);
  }
  if (hits.length < 2) return undefined;
  /** @type {Element[]} */
  const path = [];
  for (let e = /** @type {Element | null} */ (hits[0]); e; e = e.parentElement) path.push(e);
  let lca = 0;
  for (const h of hits.slice(1)) {
    while (lca < path.length && !path[lca].contains(h)) lca++;
  }
  const c = path[lca];
  return c && c.localName !== 'body' && c.localName !== 'html' ? c : undefined;
}

/** Another page's story as a title, a byline, a date line and its paragraphs (up to 6). */
function story(/** @type {any} */ g, /** @type {number} */ k, /** @type {boolean} */ zh) {
  const lines = String(g.articleBody)
    .split('\n')
    .filter((l) => l.trim());
  const title = g.title && String(g.title).length <= 160 ? String(g.title) : (lines.find((l) => l.length <= 100) ?? lines[0]);
  const body = lines.filter((l) => l !== title && l.length >= 40).slice(0, 6);
  const name = zh ? ZH_NAMES[k % 4] : NAMES[k % 4];
  const by = zh ? `作者：${name}` : `By ${name}`;
  const date = zh ? `2024年5月${10 + k}日 08:${10 + k}` : `May ${10 + k}, 2024`;
  return { title, by, date, body };
}

function storyHtml(/** @type {ReturnType<typeof story>} */ s, /** @type {string} */ tag, /** @type {string} */ cls, heading = 'h2') {
  const attr = cls ? ` class="${esc(cls)}"` : '';
  return `<${tag}${attr}><${heading}>${esc(s.title)}</${heading}><p>${esc(s.by)}</p><p>${esc(s.date)}</p>${s.body.map((p) => `<p>${esc(p)}</p>`).join('')}</${tag}>`;
}

const root = datasetsDir(opts.datasets);
const rows = [];
for (const set of sets) {
  const ds = loadDataset(join(root, set));
  const titleLine = addsTitleLine(headlineConvention(ds.dir, ds.name));
  const ids = Object.keys(ds.gold)
    .sort()
    .filter((id) => ds.gold[id]?.articleBody && ds.gold[id].gold_type !== 'snippets' && ['en', 'zh'].includes(ds.gold[id].lang));
  const sample = ids.filter((_, k) => k % every === 0);
  sample.forEach((id, n) => {
    const g = ds.gold[id];
    const zh = g.lang === 'zh';
    const donors = ids.filter((o) => o !== id && ds.gold[o].lang === g.lang);
    let html;
    try {
      html = decodeHtml(readFileSync(pagePath(ds, id)));
    } catch {
      return;
    }
    const run = (/** @type {string} */ h) => {
      try {
        const x = extract(h, { timeoutMs: 0 });
        const s = score(ds.gold, { [id]: { articleBody: scoredText(x.title, x.text, titleLine) } }, [id]).scores;
        return { f1: s.f1, p: s.precision, r: s.recall, c: x.confidence ?? -1 };
      } catch {
        return undefined;
      }
    };
    const base = run(html);
    if (!base) return;
    SHAPES.forEach((shape, si) => {
      const doc = parseDocument(html);
      const body = container(doc, String(g.articleBody).split('\n'));
      const h1 = doc.querySelector('h1');
      /** @type {Element | undefined} */
      let c = body;
      if (shape === 'wrapper') {
        c = undefined;
        for (let e = body?.parentElement ?? null; body && h1 && e && e.localName !== 'body'; e = e.parentElement)
          if (e.contains(h1)) {
            c = e;
            break;
          }
      }
      if (!c?.parentElement) return;
      // Donors chosen by the page's index: the same pages each run.
      const start = (n * 7 + si * 13) % Math.max(1, donors.length);
      const stories = Array.from({ length: K }, (_, k) => story(ds.gold[donors[(start + k) % donors.length]], k, zh));
      const tag = c.localName;
      const cls = (c.getAttribute('class') ?? '').trim();
      const block =
        shape === 'siblings'
          ? stories.map((s) => storyHtml(s, tag, cls)).join('')
          : shape === 'wrapper'
            ? stories.map((s) => storyHtml(s, tag, cls, 'h1')).join('')
            : `<section class="up-next"><h2>${zh ? '相关阅读' : 'Up next'}</h2>${stories.map((s) => storyHtml(s, 'div', 'story')).join('')}</section>`;
      c.insertAdjacentHTML('afterend', block);
      const rewritten = doc.toString();
      const out = run(rewritten);
      if (opts.dump) writeFileSync(join(opts.dump, `${set}-${id}-${shape}.html`), rewritten);
      if (!out) return;
      rows.push({ set, id, lang: g.lang, shape, base, out });
    });
    if (n % 50 === 0) process.stderr.write(`${set} ${n}/${sample.length}\n`);
  });
}
if (opts.out) writeFileSync(opts.out, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');

const mean = (/** @type {number[]} */ xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const f3 = (/** @type {number} */ x) => (Number.isFinite(x) ? x.toFixed(3) : '  -  ');
console.log('set        lang shape      pages  F1 as is  rewritten  P as is  rewritten  story taken  its confidence  AUROC<0.8 as is  with rewritten');
for (const lang of ['en', 'zh']) {
  for (const set of [...sets, 'all']) {
    for (const shape of SHAPES) {
      const rs = rows.filter((r) => r.lang === lang && r.shape === shape && (set === 'all' || r.set === set));
      if (!rs.length) continue;
      const taken = rs.filter((r) => r.base.p - r.out.p >= 0.1);
      const asIs = rs.map((r) => r.base);
      const both = [...asIs, ...rs.map((r) => r.out)];
      const au = (/** @type {{f1: number, c: number}[]} */ xs) =>
        auroc(
          xs.map((x) => -x.c),
          xs.map((x) => x.f1 < 0.8),
        ) ?? NaN;
      console.log(
        [
          set.padEnd(10),
          lang.padEnd(4),
          shape.padEnd(10),
          String(rs.length).padStart(5),
          f3(mean(asIs.map((x) => x.f1))).padStart(9),
          f3(mean(rs.map((r) => r.out.f1))).padStart(10),
          f3(mean(asIs.map((x) => x.p))).padStart(8),
          f3(mean(rs.map((r) => r.out.p))).padStart(10),
          `${taken.length}`.padStart(12),
          f3(mean(taken.map((r) => r.out.c))).padStart(15),
          f3(au(asIs)).padStart(16),
          f3(au(both)).padStart(15),
        ].join(' '),
      );
    }
  }
}
