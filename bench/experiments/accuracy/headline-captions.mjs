// @ts-check
// Issue 18, classes 1 and 6: scores variants of cedst+'s output per set and language from one run
// per page, then picks each option's value leave-one-set-out. Variants: the headline added to the
// body (as before) or not, leading units that repeat the title dropped or not; captions kept or
// dropped. Each set is scored under its own headline convention (conventions.json beside the sets:
// the title on the line before the body where the gold includes the headline), as cedst eval does.
// Usage: npm run build && node bench/experiments/accuracy/headline-captions.mjs [every]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveOptions } from '../../../dist/options/resolve.js';
import { createPage } from '../../../dist/page/context.js';
import { analysePlus } from '../../../dist/methods/plus/index.js';
import { repeatsTitle } from '../../../dist/methods/plus/headline.js';
import { decodeHtml } from '../../../dist/input/decode.js';
import { isCaption } from '../../../dist/dom/captions.js';
import { loadDataset, idsForLang, languages } from '../../../dist/eval/dataset.js';
import { score } from '../../../dist/eval/score.js';
import { addsTitleLine, headlineConvention, scoredText } from '../../../dist/eval/conventions.js';
import { benchArgs } from '../../lib/args.mjs';
import { datasetsDir } from '../../lib/shared-data.mjs';

const root = `${datasetsDir()}/`;
const SETS = ['daniel', 'l3s-gn1', 'cleaneval', 'cleanportaleval', 'dragnet', 'wcxb', 'readability', 'trafilatura-eval'];
const every = Number(benchArgs(`Usage: npm run build && node bench/experiments/accuracy/headline-captions.mjs [every]`, {}).positionals[0] ?? 1);
// The run as before this change (the headline added); the other variants are read off its verdicts.
const options = resolveOptions({ plus: { headlineInBody: true } });

const variants = {
  'add,keep': (u) => u.c,
  'out,keep': (u) => u.c && !u.added,
  'out+top,keep': (u) => u.c && !u.added && !u.top,
  'add,drop': (u) => u.c && !u.cap,
  'out,drop': (u) => u.c && !u.added && !u.cap,
  'out+top,drop': (u) => u.c && !u.added && !u.top && !u.cap,
};
const rows = [];
for (const set of SETS) {
  const ds = loadDataset(join(root, set));
  const titleLine = addsTitleLine(headlineConvention(ds.dir, ds.name));
  const preds = Object.fromEntries(Object.keys(variants).map((v) => [v, {}]));
  const ids = ds.ids.filter((_, k) => k % every === 0);
  const stats = { added: 0, top: 0, capPages: 0 };
  for (const id of ids) {
    let html = '';
    try {
      html = decodeHtml(readFileSync(join(ds.dir, 'html', id + '.html')));
    } catch {}
    const page = createPage(html, options.lang);
    const title = page.metadata.title;
    const a = analysePlus(page, options);
    const titles = page.head.titles;
    const us = a.units.map((e) => ({
      c: e.content,
      added: e.reason === 'headline',
      top: false,
      cap: e.content && !!page.units[e.index]?.element && isCaption(page.units[e.index].element),
      text: a.view.text(e.index),
    }));
    // Leading kept units (besides the added headline) that only repeat the title, before the first
    // unit of 30 words.
    for (let i = 0; i < us.length; i++) {
      const u = us[i];
      if (!u.c || u.added) continue;
      if (a.view.words(i) >= 30) break;
      if (titles.length && repeatsTitle(u.text, titles)) u.top = true;
    }
    if (us.some((u) => u.added)) stats.added++;
    if (us.some((u) => u.top)) stats.top++;
    if (us.some((u) => u.cap)) stats.capPages++;
    for (const [v, keep] of Object.entries(variants))
      preds[v][id] = {
        articleBody: scoredText(
          title,
          us
            .filter(keep)
            .map((u) => u.text)
            .join('\n'),
          titleLine,
        ),
      };
  }
  process.stderr.write(
    `${set} (${titleLine ? 'title + body' : 'body'}): ${ids.length} pages, headline added on ${stats.added}, title repeated at top on ${stats.top}, captions on ${stats.capPages}\n`,
  );
  // daniel per language; the other sets whole.
  /** @type {[string, string[]][]} */
  const groups = set === 'daniel' ? languages(ds).map((l) => [`daniel ${l}`, idsForLang(ds, l).filter((id) => id in preds['add,keep'])]) : [[set, ids]];
  for (const [lang, g] of groups) {
    for (const v of Object.keys(variants)) {
      const { scores } = score(ds.gold, preds[v], g);
      rows.push({ key: lang, pages: g.length, variant: v, f1: scores.f1, p: scores.precision, r: scores.recall, snip: scores.snippetF1 });
    }
  }
}
// Leave one set out over the sets of 50+ pages: for each held-out set, the variant with the best
// macro F1 on the others, and the held-out set's scores under it. readability and
// trafilatura-eval (snippet F1) take no part in picking and are reported under the pick of all 7.
const FOLDS = ['daniel zh', 'daniel en', 'l3s-gn1', 'cleaneval', 'cleanportaleval', 'dragnet', 'wcxb'];
const head = (r) => r.f1 ?? r.snip ?? 0;
const get = (k, v) => rows.find((r) => r.key === k && r.variant === v);
const macro = (ks, v) => ks.reduce((s, k) => s + head(get(k, v)), 0) / ks.length;
const pick = (ks) => Object.keys(variants).reduce((b, v) => (macro(ks, v) > macro(ks, b) + 1e-12 ? v : b));
const f = (x) => (x === undefined ? '–' : x.toFixed(4));
const lines = ['| held-out set | pages | picked on the others | F1 before (add,keep) | F1 after | P before → after | R before → after |', '|---|---|---|---|---|---|---|'];
const picks = {};
for (const k of [...FOLDS, 'daniel el', 'daniel pl', 'daniel ru', 'readability', 'trafilatura-eval']) {
  const v = FOLDS.includes(k) ? pick(FOLDS.filter((x) => x !== k)) : pick(FOLDS);
  picks[k] = v;
  const b = get(k, 'add,keep');
  const a = get(k, v);
  if (!a) continue;
  lines.push(`| ${k} | ${a.pages} | ${v} | ${f(head(b))} | ${f(head(a))} | ${f(b.p)} → ${f(a.p)} | ${f(b.r)} → ${f(a.r)} |`);
}
const before = macro(FOLDS, 'add,keep');
const after = FOLDS.reduce((s, k) => s + head(get(k, picks[k])), 0) / FOLDS.length;
lines.push('', `LOSO macro over the 7 sets: before ${f(before)}, after ${f(after)}`);
lines.push('', '| variant | ' + FOLDS.join(' | ') + ' | macro |', '|---|' + FOLDS.map(() => '---|').join('') + '---|');
for (const v of Object.keys(variants)) lines.push(`| ${v} | ${FOLDS.map((k) => f(head(get(k, v)))).join(' | ')} | ${f(macro(FOLDS, v))} |`);
process.stdout.write(lines.join('\n') + '\n');
process.stderr.write(JSON.stringify(rows) + '\n');
