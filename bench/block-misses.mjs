#!/usr/bin/env node
// @ts-check
// Why gold lines are missed (issue 40): every gold line (one block a line) that cedst+ does not
// give back as a line of its own, put in one class by what the output holds instead. Runs the
// default pipeline as `cedst eval --blocks` does (images on), reads both sides with the eval's own
// code (block-gold.js, structure-blocks.js, normaliseLine), and prints counts per class over all
// gold lines, plus, with --show CLASS, examples (ids and normalised lines, to stderr).
// Usage: node bench/block-misses.mjs <set-dir> [--dist DIR] [--every K] [--show CLASS] [--json FILE]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from './lib/args.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// --why: a dropped line's class carries the reason the pipeline gave the unit that holds it.
const { values: opts, positionals: sets } = benchArgs('Usage: node bench/block-misses.mjs <set-dir> [--dist DIR] [--every K] [--show CLASS] [--json FILE] [--why]', {
  dist: { type: 'string' },
  every: { type: 'string' },
  show: { type: 'string' },
  json: { type: 'string' },
  why: { type: 'boolean' },
});
const dist = resolve(opts.dist ?? join(here, '..', 'dist'));
const every = Number(opts.every ?? '1');
const show = opts.show ?? '';
const jsonOut = opts.json ?? '';
const why = opts.why === true;
const { extract } = await import(join(dist, 'index.js'));
const { decodeHtml } = await import(join(dist, 'input', 'decode.js'));
const { loadDataset, pagePath, idsForLang } = await import(join(dist, 'eval', 'dataset.js'));
const { goldStructure } = await import(join(dist, 'eval', 'block-gold.js'));
const { extractionStructure } = await import(join(dist, 'eval', 'structure-blocks.js'));
const { normaliseLine } = await import(join(dist, 'eval', 'blocks.js'));
const { htmlStructure } = await import(join(dist, 'eval', 'structure-html.js'));
const { withTitleLine } = await import(join(dist, 'eval', 'structure-blocks.js'));
const { headlineConvention, addsTitleLine } = await import(join(dist, 'eval', 'conventions.js'));

/** The class of one missed gold line `g` (normalised), given the page's output lines (normalised,
 *  the unmatched ones in `free`) and the whole output as one string. */
function classify(g, out, whole, goldSet, headingLike) {
  const pad = (s) => ` ${s} `;
  if (!pad(whole).includes(pad(g))) {
    // Not in the output as one run of words: the longest run of its words that the output holds
    // tells a dropped line (under half) from one cut or changed.
    const words = g.split(' ');
    let run = 0;
    for (let i = 0; i + run < words.length; i++) {
      let j = i + run + 1;
      while (j <= words.length && pad(whole).includes(pad(words.slice(i, j).join(' ')))) j++;
      run = Math.max(run, j - 1 - i);
    }
    if (run < words.length / 2) return headingLike ? 'dropped-heading-like' : 'dropped-paragraph';
    const pieces = out.filter((o) => o && o !== g && pad(g).includes(pad(o)));
    if (pieces.length >= 2) return 'split';
    if (pieces.length === 1) return 'missing-words';
    return 'changed-words';
  }
  // Its words are in the output, but not as a line of their own.
  const host = out.find((o) => pad(o).includes(pad(g)));
  if (!host) return 'across-lines'; // spans a line break of the output
  if (host === g) return 'duplicate-short'; // the line once, gold has it more often
  const rest = pad(host).replace(pad(g), ' ').trim();
  // The rest is (mostly) other gold lines: merged with a neighbour block.
  const restWords = rest.split(' ').length;
  const otherGold = [...goldSet].filter((x) => x !== g && pad(rest).includes(pad(x)));
  const covered = otherGold.reduce((n, x) => n + x.split(' ').length, 0);
  if (covered >= restWords * 0.6) return 'merged-with-gold';
  if (restWords <= 6) return 'extra-words-short';
  return 'merged-with-non-gold';
}

const totals = new Map();
const perPage = [];
let goldTotal = 0;
for (const set of sets) {
  const ds = loadDataset(resolve(set));
  const titleLine = addsTitleLine(headlineConvention(ds.dir, ds.name), undefined);
  // The peers' cached outputs (npm run results:blocks fills bench/.cache/blocks-peers), read as
  // the eval reads them: a missed line that no peer gives back either is likely out of reach of
  // the HTML (the gold kept the source's own line wraps, or split what CSS lays out as lines).
  const peerLines = ['Readability.js', 'defuddle'].map((peer) => {
    const f = join(here, '.cache', 'blocks-peers', peer, `${ds.name}.json`);
    const cache = existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : {};
    return (id) => {
      const o = cache[id];
      if (!o) return undefined;
      const r = withTitleLine(htmlStructure(o.content ?? '', ds.gold[id]?.url || undefined), o.title, titleLine);
      return new Set(r.lines.map(normaliseLine));
    };
  });
  idsForLang(ds)
    .sort()
    .filter((_, i) => i % every === 0)
    .forEach((id) => {
      const gold = goldStructure(ds, id);
      if (!gold?.record.lines.length) return;
      let x;
      try {
        x = extract(decodeHtml(readFileSync(pagePath(ds, id))), { images: true, explain: why });
      } catch {
        x = { title: '', paragraphs: [] };
      }
      const out = extractionStructure(x, titleLine).lines.map(normaliseLine).filter(Boolean);
      const raw = gold.record.lines.filter((l) => normaliseLine(l));
      const gl = raw.map(normaliseLine);
      const left = new Map();
      for (const o of out) left.set(o, (left.get(o) ?? 0) + 1);
      const whole = out.join(' ');
      const goldSet = new Set(gl);
      const page = { id, gold: gl.length, classes: {} };
      const [rjs, dfd] = peerLines.map((f) => f(id));
      gl.forEach((g, k) => {
        // A short line that does not end a sentence: a heading, a label, a list item.
        const headingLike = g.split(' ').length <= 12 && !/[.!?。！？:：]["'”’)]?\s*$/u.test(raw[k]);
        goldTotal++;
        const n = left.get(g) ?? 0;
        let c = 'matched';
        if (n > 0) left.set(g, n - 1);
        else c = classify(g, out, whole, goldSet, headingLike);
        if (why && c.startsWith('dropped')) {
          const u = (x.units ?? []).find((u) => ` ${normaliseLine(u.text)} `.includes(` ${g} `));
          c += `/${u ? (u.content ? 'kept-unit' : (u.reason ?? 'below threshold')) : 'no unit'}`;
        }
        page.classes[c] = (page.classes[c] ?? 0) + 1;
        // Per-page recall shares: each gold line weighs 1/lines of its page, as line R averages.
        const t = totals.get(c) ?? { lines: 0, share: 0, rjs: 0, peer: 0 };
        t.lines++;
        if (rjs?.has(g)) t.rjs++;
        if (rjs?.has(g) || dfd?.has(g)) t.peer++;
        t.share += 1 / gl.length;
        totals.set(c, t);
        if (show && c === show) process.stderr.write(`${id}\t${g.slice(0, 160)}\n`);
      });
      perPage.push(page);
    });
}
const pages = perPage.length;
console.log(`pages\t${pages}\tgold lines\t${goldTotal}`);
console.log('class\tlines\tshare of lines\tline-R points\tof them Readability.js has\tany peer has');
for (const [c, t] of [...totals].sort((a, b) => b[1].lines - a[1].lines)) console.log(`${c}\t${t.lines}\t${(t.lines / goldTotal).toFixed(3)}\t${(t.share / pages).toFixed(3)}\t${t.rjs}\t${t.peer}`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(perPage));
