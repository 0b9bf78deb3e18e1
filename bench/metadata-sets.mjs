#!/usr/bin/env node
// @ts-check
// Metadata on the shared sets' own gold (issue 33): for each set, per gold language, how often
// `extract` (default method) gives the gold language, the gold title, the gold author and the gold
// publication day. Sets without such fields count only what they have: every set has `lang`;
// wcxb has title, author (a string, several names as written) and publish_date (null where the
// page states none); readability has title; l3s-gn1 has headline (its first line is the title).
//   lang:   our `lang` equals the gold's (gold `und` pages are left out);
//   title:  equal after whitespace is collapsed (and "title~": after NFKC, case, quotes, dashes);
//   author: every gold name (the string split as `cedst eval --metadata` splits it, goldNames:
//           credentials dropped) is among ours (NFKC, case, spaces and dots ignored); "author
//           (none)": the gold names nobody and neither do we;
//   date:   the day matches; a null gold date is right when we output none.
// Usage: node bench/metadata-sets.mjs [--dist DIR] [--save FILE] [--markdown] SET_DIR...
// Needs a build (dist/). Prints counts only: no page text. --save writes every page's predicted
// lang, title, authors, date and source as JSON, for a before/after diff outside the repository.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from './lib/args.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: opts, positionals: sets } = benchArgs('Usage: node bench/metadata-sets.mjs [--dist DIR] [--save FILE] [--markdown] SET_DIR...', {
  dist: { type: 'string' },
  save: { type: 'string' },
  markdown: { type: 'boolean' },
});
const dist = resolve(opts.dist ?? join(here, '..', 'dist'));
const save = opts.save;
const markdown = opts.markdown === true;
const load = (p) => import(join(dist, p));
const { extract } = await load('index.js');
const { decodeHtml } = await load('input/decode.js');
const { goldNames, normName } = await load('eval/metadata-score.js');
const { clean, comparable } = await load('metadata/text.js');

const ratio = () => ({ right: 0, total: 0 });
const add = (r, ok) => {
  r.total++;
  if (ok) r.right++;
};
const cell = (r) => (r.total ? `${r.right}/${r.total} = ${(r.right / r.total).toFixed(3)}` : '–');

const rows = [];
const saved = {};
for (const dir of sets) {
  const root = resolve(dir);
  const name = basename(root);
  const gold = JSON.parse(readFileSync(join(root, 'ground-truth.json'), 'utf8'));
  const byLang = new Map();
  for (const id of Object.keys(gold).sort()) {
    const g = gold[id];
    let x = {};
    try {
      x = extract(decodeHtml(readFileSync(join(root, 'html', `${id}.html`))), { timeoutMs: 0 });
    } catch {
      // A failing page scores as one with no metadata.
    }
    const authors = Array.isArray(x.authors) ? x.authors : [];
    saved[`${name}/${id}`] = { lang: x.lang, title: x.title, authors, date: x.date, source: x.source };
    const lang = g.lang ?? 'unknown';
    if (!byLang.has(lang)) byLang.set(lang, { pages: 0, lang: ratio(), title: ratio(), titleNorm: ratio(), author: ratio(), authorNone: ratio(), date: ratio() });
    const row = byLang.get(lang);
    row.pages++;
    if (lang !== 'und') add(row.lang, x.lang === lang);
    // l3s-gn1's headline holds the deck under the headline on some pages: the title is its first line.
    const title = typeof g.title === 'string' ? g.title : typeof g.headline === 'string' ? g.headline.split('\n')[0] : undefined;
    if (title) {
      add(row.title, clean(title) === clean(x.title ?? ''));
      add(row.titleNorm, comparable(title) === comparable(x.title ?? ''));
    }
    if ('author' in g) {
      if (typeof g.author === 'string' && g.author.trim()) {
        const have = new Set(authors.map(normName));
        add(
          row.author,
          goldNames(g.author).every((n) => have.has(normName(n))),
        );
      } else add(row.authorNone, authors.length === 0);
    }
    if ('publish_date' in g) add(row.date, g.publish_date ? x.date?.slice(0, 10) === g.publish_date.slice(0, 10) : x.date === undefined);
  }
  for (const [lang, r] of [...byLang].sort((a, b) => b[1].pages - a[1].pages)) rows.push({ set: name, gold: lang, ...r });
}
if (save) writeFileSync(save, JSON.stringify(saved, null, 1));
const head = ['set', 'lang', 'pages', 'lang right', 'title', 'title~', 'author', 'author (none)', 'date'];
const body = rows.map((r) => [r.set, r.gold, String(r.pages), cell(r.lang), cell(r.title), cell(r.titleNorm), cell(r.author), cell(r.authorNone), cell(r.date)]);
if (markdown) {
  process.stdout.write(`| ${head.join(' | ')} |\n| ${head.map(() => '---').join(' | ')} |\n`);
  for (const b of body) process.stdout.write(`| ${b.join(' | ')} |\n`);
} else {
  const w = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  for (const b of [head, ...body]) process.stdout.write(`${b.map((c, i) => c.padEnd(w[i])).join('  ')}\n`);
}
