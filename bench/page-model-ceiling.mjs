#!/usr/bin/env node
// @ts-check
// Issue 32's ceiling, measured once: how fast could cedst+ be if the page were a compact model of
// typed arrays filled in one walk of the parser's events instead of a linkedom DOM?
//
// Part 1 times, per page, in the process's CPU time and interleaved (each page through every
// contender in rotation, `--reps` times, median per page):
//   readability  Readability.js 0.6 on linkedom, parse included (the reference);
//   linkedom     cedst's own parse (dist/dom/parse.js, linkedom without listener maps);
//   tokenise     htmlparser2 (linkedom's parser) with no handlers: the floor of any parse;
//   model        htmlparser2 filling a prototype page model (below): what the issue asks for;
//   cedst+       the default `extract`.
// Part 2 profiles cedst+ (node:inspector, in a child process run with --no-turbo-inlining, so that
// every function's time stays its own) on the same pages and sorts every sample by
// what it was doing: parsing (anything under parseDocument), DOM access after the parse (a frame
// of linkedom, htmlparser2 or entities, builtins charged to the nearest frame that has a file),
// jieba-wasm, the garbage collector, or cedst's own code (natural and stopword included).
// The bound: a page model removes the linkedom parse (paying `model` instead) and every DOM
// access after it (reading an array is taken as free), and nothing else:
//   bound = model + (cedst+ − linkedom) × (1 − DOM share of the post-parse samples).
// A second, looser bound also takes away every post-parse GC sample, and the loosest cedst's own
// code in dom/ (units, tags, class words, markup cues: what a page model would hold ready) as well.
// All three are optimistic: the stages' own work over units, words, topics and evidence stays as it is.
// Usage: npm run build && node bench/page-model-ceiling.mjs [--datasets DIR] [--every K]
//        [--langs en,zh] [--reps N] [--top N]
// (--top N lists the N functions with the most samples of their own on stderr.)
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Session } from 'node:inspector/promises';
import { execFileSync } from 'node:child_process';
import { parseHTML } from 'linkedom';
import { Parser } from 'htmlparser2';
import { Readability } from '@mozilla/readability';
import { cpuMs, median } from './interleaved.mjs';
import { languagePages } from './language-pages.mjs';
import { benchArgs } from './lib/args.mjs';
import { datasetsDir } from './lib/shared-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: opts } = benchArgs(
  `Usage: npm run build && node bench/page-model-ceiling.mjs [--datasets DIR] [--every K]
        [--langs en,zh] [--reps N] [--top N]`,
  {
    datasets: { type: 'string' },
    every: { type: 'string' },
    langs: { type: 'string' },
    reps: { type: 'string' },
    top: { type: 'string' },
    'profile-child': { type: 'boolean' },
  },
);
const root = datasetsDir(opts.datasets);
const every = Number(opts.every ?? '4');
const reps = Number(opts.reps ?? '3');
const langs = (opts.langs ?? 'en,zh').split(',');
const top = Number(opts.top ?? '0');
const dist = join(here, '..', 'dist');
const { extract } = await import(join(dist, 'index.js'));
const { parseDocument } = await import(join(dist, 'dom', 'parse.js'));

// ---- the prototype page model --------------------------------------------------------------
// Per node: tag id, parent, depth, text range, link-text length, class/id word range; strings
// interned once per run; units as ranges of the text between block boundaries. Buffers are
// reused from page to page and grow by doubling.
const BLOCK = new Set(
  'address article aside blockquote body br dd details div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table td th tr ul'.split(' '),
);
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg']);
const intern = new Map();
const idOf = (s) => {
  let id = intern.get(s);
  if (id === undefined) intern.set(s, (id = intern.size));
  return id;
};
let cap = 1 << 14;
let tag = new Int32Array(cap);
let parent = new Int32Array(cap);
let depthOf = new Int32Array(cap);
let textStart = new Int32Array(cap);
let textEnd = new Int32Array(cap);
let linkText = new Int32Array(cap);
let wordsStart = new Int32Array(cap);
let wordsEnd = new Int32Array(cap);
let words = new Int32Array(cap);
let unitRanges = new Int32Array(cap);
const grow = (a) => {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
};

function pageModel(html) {
  let n = 0;
  let nWords = 0;
  let nUnits = 0;
  let textLen = 0;
  const pieces = [];
  const stack = [-1];
  let skipping = 0;
  let inLink = 0;
  let unitFrom = 0;
  const boundary = () => {
    if (textLen > unitFrom) {
      if (nUnits * 2 + 2 > unitRanges.length) unitRanges = grow(unitRanges);
      unitRanges[nUnits * 2] = unitFrom;
      unitRanges[nUnits * 2 + 1] = textLen;
      nUnits++;
    }
    unitFrom = textLen;
  };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (n === tag.length) {
          cap *= 2;
          [tag, parent, depthOf, textStart, textEnd, linkText, wordsStart, wordsEnd] = [tag, parent, depthOf, textStart, textEnd, linkText, wordsStart, wordsEnd].map(grow);
        }
        const up = stack[stack.length - 1];
        tag[n] = idOf(name);
        parent[n] = up;
        depthOf[n] = stack.length - 1;
        textStart[n] = textLen;
        linkText[n] = 0;
        wordsStart[n] = nWords;
        for (const key of ['class', 'id']) {
          const v = attribs[key];
          if (!v) continue;
          for (const w of v.split(/\s+/)) {
            if (!w) continue;
            if (nWords === words.length) words = grow(words);
            words[nWords++] = idOf(w);
          }
        }
        wordsEnd[n] = nWords;
        stack.push(n++);
        if (SKIP.has(name)) skipping++;
        if (name === 'a') inLink++;
        if (BLOCK.has(name)) boundary();
      },
      ontext(data) {
        if (skipping) return;
        pieces.push(data);
        textLen += data.length;
        if (inLink) {
          for (let i = stack.length - 1; i > 0; i--) linkText[stack[i]] += data.length;
        }
      },
      onclosetag(name) {
        const i = stack.pop();
        if (i === undefined || i < 0) return;
        textEnd[i] = textLen;
        if (SKIP.has(name)) skipping--;
        if (name === 'a') inLink--;
        if (BLOCK.has(name)) boundary();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  boundary();
  return { nodes: n, units: nUnits, text: pieces.join('') };
}

// ---- the contenders -------------------------------------------------------------------------
const contenders = {
  readability: (html) => {
    try {
      new Readability(parseHTML(html).document).parse();
    } catch {
      /* it throws on a few pages; the time counts */
    }
  },
  linkedom: (html) => parseDocument(html),
  tokenise: (html) => new Parser({}, { decodeEntities: true }).end(html),
  model: (html) => pageModel(html),
  'cedst+': (html) => extract(html),
};
const names = Object.keys(contenders);

function timeAll(pages) {
  for (const html of pages.slice(0, 20)) for (const k of names) contenders[k](html);
  const t = Object.fromEntries(names.map((k) => [k, pages.map(() => [])]));
  for (let rep = 0; rep < reps; rep++)
    pages.forEach((html, i) => {
      for (let j = 0; j < names.length; j++) {
        const k = names[(i + rep + j) % names.length];
        t[k][i].push(cpuMs(() => contenders[k](html)));
      }
    });
  return Object.fromEntries(names.map((k) => [k, t[k].map(median)]));
}

// ---- the profile ----------------------------------------------------------------------------
const DOM_FILES = /node_modules\/(linkedom|htmlparser2|entities|uhyphen|html-escaper|cssom|css-select|css-what|nth-check|boolbase|domutils|domhandler)\//;

async function profileShares(pages) {
  // Warm up first: loading jieba's dictionary and compiling the code are not a page's time.
  for (const html of pages.slice(0, 20)) extract(html);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  for (const html of pages) extract(html);
  const { profile } = /** @type {{ profile: { nodes: any[], samples: number[] } }} */ (await session.post('Profiler.stop'));
  session.disconnect();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const fileOf = (id) => {
    for (let p = id; p !== undefined; p = parentOf.get(p)) if (byId.get(p).callFrame.url) return byId.get(p).callFrame.url;
    return '';
  };
  const kindCache = new Map();
  const kindOf = (id) => {
    if (kindCache.has(id)) return kindCache.get(id);
    const leaf = byId.get(id);
    const fn = leaf.callFrame.functionName;
    let kind;
    if (fn === '(garbage collector)') kind = 'gc';
    else if (fn === '(program)' || fn === '(idle)' || fn === '(root)') kind = 'other';
    else {
      // Under parseDocument anywhere up the stack: the parse.
      let underParse = false;
      let fileFrame;
      for (let p = id; p !== undefined; p = parentOf.get(p)) {
        const f = byId.get(p).callFrame;
        if (f.functionName === 'parseDocument' && f.url.includes('/dom/parse.js')) underParse = true;
        if (!fileFrame && f.url) fileFrame = f;
      }
      if (underParse) kind = 'parse';
      else if (!fileFrame) kind = 'other';
      else if (fileFrame.url.startsWith('wasm://') || fileFrame.url.includes('jieba')) kind = 'jieba';
      else if (DOM_FILES.test(fileFrame.url)) kind = 'dom';
      else kind = 'cedst';
    }
    kindCache.set(id, kind);
    return kind;
  };
  const counts = { parse: 0, dom: 0, jieba: 0, gc: 0, cedst: 0, other: 0 };
  const fns = new Map();
  const folders = new Map();
  for (const s of profile.samples) {
    const kind = kindOf(s);
    counts[kind]++;
    if (kind === 'cedst') {
      const m = /\/dist\/(pipeline\/[a-z]+|methods\/[a-z]+(?=\/)|[a-z]+)/.exec(byId.get(s).callFrame.url) ?? /\/dist\/(pipeline\/[a-z]+|methods\/[a-z]+(?=\/)|[a-z]+)/.exec(fileOf(s));
      const folder = m ? m[1] : 'other';
      folders.set(folder, (folders.get(folder) ?? 0) + 1);
    }
    if (!top) continue;
    const f = byId.get(s).callFrame;
    const key = `${kind} ${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules|dist)\//, '')}:${f.lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + 1);
  }
  if (top) {
    const total = profile.samples.length;
    for (const [key, c] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) process.stderr.write(`${((100 * c) / total).toFixed(1).padStart(5)}% ${key}\n`);
  }
  counts.folders = [...folders].sort((a, b) => b[1] - a[1]);
  return counts;
}

const pct = (x, of) => `${((100 * x) / of).toFixed(1)}%`;
// The profile runs in a child without inlining: V8 inlines linkedom's small getters (firstChild,
// nextSibling, parentNode) into cedst's loops, which would charge their time to cedst's code.
if (opts['profile-child'] === true) {
  process.stdout.write(JSON.stringify(await profileShares(await languagePages(dist, root, langs[0], every))));
  process.exit(0);
}
const profileOf = (lang) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      ['--no-turbo-inlining', fileURLToPath(import.meta.url), '--profile-child', '--langs', lang, '--every', String(every), '--datasets', root, ...(top ? ['--top', String(top)] : [])],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        maxBuffer: 1 << 26,
      },
    ).toString(),
  );

for (const lang of langs) {
  const pages = await languagePages(dist, root, lang, every);
  const t = timeAll(pages);
  const s = profileOf(lang);
  const post = s.dom + s.jieba + s.gc + s.cedst;
  const domShare = s.dom / post;
  const gcShare = s.gc / post;
  const bound = pages.map((_, i) => t.model[i] + Math.max(0, t['cedst+'][i] - t.linkedom[i]) * (1 - domShare));
  const loose = pages.map((_, i) => t.model[i] + Math.max(0, t['cedst+'][i] - t.linkedom[i]) * (1 - domShare - gcShare));
  // Loosest: cedst's own dom/ code (units, tags, class words, cues, walks) free as well.
  const domCode = (s.folders.find(([f]) => f === 'dom')?.[1] ?? 0) / post;
  const loosest = pages.map((_, i) => t.model[i] + Math.max(0, t['cedst+'][i] - t.linkedom[i]) * (1 - domShare - gcShare - domCode));
  const r = median(t.readability);
  process.stdout.write(`\n${lang}: ${pages.length} pages (every ${every}), CPU ms/page, median of ${reps} interleaved runs per page\n\n`);
  process.stdout.write('| contender | median | / Readability.js |\n|---|---:|---:|\n');
  for (const k of names) process.stdout.write(`| ${k} | ${median(t[k]).toFixed(2)} | ${(median(t[k]) / r).toFixed(2)} |\n`);
  process.stdout.write(`| bound: model + post-parse without DOM access | ${median(bound).toFixed(2)} | ${(median(bound) / r).toFixed(2)} |\n`);
  process.stdout.write(`| looser bound: and without post-parse GC | ${median(loose).toFixed(2)} | ${(median(loose) / r).toFixed(2)} |\n`);
  process.stdout.write(`| loosest bound: and without cedst's dom/ code | ${median(loosest).toFixed(2)} | ${(median(loosest) / r).toFixed(2)} |\n`);
  const { folders, ...kinds } = s;
  const all = Object.values(kinds).reduce((a, b) => a + b, 0);
  process.stdout.write(
    `\nProfile of cedst+ over the same pages (${all} samples): parse ${pct(s.parse, all)}, after the parse ${pct(post, all)} (DOM access ${pct(s.dom, post)}, jieba-wasm ${pct(s.jieba, post)}, GC ${pct(s.gc, post)}, cedst's own code ${pct(s.cedst, post)}), other ${pct(s.other, all)}\n`,
  );
  process.stdout.write(`cedst's own code by folder of dist/, share of the post-parse samples: ${folders.map(([f, c]) => `${f} ${pct(c, post)}`).join(', ')}\n`);
}
