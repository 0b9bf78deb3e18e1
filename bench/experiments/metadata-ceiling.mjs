#!/usr/bin/env node
// @ts-check
// The ceiling of the metadata readers on a metadata gold (issue 23): for every gold value (a
// stated date's day, a non-empty author or editor list, a credited source), is it
//   (a) stated anywhere in the page's HTML (a name verbatim, spaces and case aside; a date's day
//       in any common written form with its year: 2012-01-09, 2012/1/9, 2012年1月9日, 09.01.2012,
//       1/9/2012, Jan. 9, 2012, 9th January 2012, 2012, January 9 …),
//   (b) stated in the visible text (the page's lines as the readers walk them: no script, style,
//       noscript, attributes),
//   (c) produced by a reader of ours somewhere: every reader pattern (findDate, the Han byline,
//       editor and source readers, the English name reader, the credit-line reader) applied to
//       every visible line, plus the structured sources (meta, JSON-LD, <time>, itemprop/rel
//       author). That is an upper bound on what a perfect scorer over today's candidates could
//       pick: today's readers only look at some zones of the page, this looks everywhere;
//   (d) picked today (the `cedst eval --metadata` rule for the page).
// A miss of (d) falls in one category: `wrong pick` (c holds), `not stated` (not a),
// `markup only` (a, not b: a script, an attribute, a hidden block), `no reader` (b, not c).
// Usage: node bench/experiments/metadata-ceiling.mjs [--gold FILE] [--pages DIR] [--markdown] [--list] [--dist DIR]
// (--gold takes daniel's metadata/gold.json or a set's ground-truth.json, e.g. wcxb's, with --pages its html/.)
// Needs a build (dist/). Prints counts only: no page text.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from '../lib/args.mjs';
import { datasetsDir } from '../lib/shared-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: opts } = benchArgs(`Usage: node bench/experiments/metadata-ceiling.mjs [--gold FILE] [--pages DIR] [--markdown] [--list] [--dist DIR]`, {
  dist: { type: 'string' },
  gold: { type: 'string' },
  pages: { type: 'string' },
  list: { type: 'boolean' },
  markdown: { type: 'boolean' },
});
const goldPath = resolve(opts.gold ?? join(datasetsDir(), 'daniel', 'metadata', 'gold.json'));
const pagesDir = resolve(opts.pages ?? join(dirname(goldPath), '..', 'html'));
const markdown = opts.markdown === true;
/** --list: one line per miss on stderr (id, lang, half, field, category). */
const list = opts.list === true;
const dist = resolve(opts.dist ?? join(here, '..', '..', 'dist'));
const load = (p) => import(join(dist, p));
const { evaluateMetadata, loadMetadataGold, normName } = await load('eval/metadata-score.js');
const { decodeHtml } = await load('input/decode.js');
const { parseDocument } = await load('dom/parse.js');
const { pageLines } = await load('metadata/lines.js');
const { collectParts } = await load('metadata/collect.js');
const { readJsonLd } = await load('metadata/jsonld.js');
const { findDate } = await load('metadata/date.js');
const { creditLine, editorNames, sourceName } = await load('metadata/credits.js');
const { hanBylineNames, leadOutlet } = await load('metadata/credits-zh.js');
const { chineseNames, isHanName } = await load('metadata/name-zh.js');
const { englishNames } = await load('metadata/name-en.js');

// A dataset's ground-truth.json (wcxb: one author string, publish_date) is read as eval reads it.
const gold = loadMetadataGold(goldPath);
process.stderr.write(`scoring ${Object.keys(gold).length} pages with extract…\n`);
const run = evaluateMetadata(goldPath, { pages: pagesDir });

const MONTHS = ['jan(?:uary)?', 'feb(?:ruary)?', 'mar(?:ch)?', 'apr(?:il)?', 'may', 'june?', 'july?', 'aug(?:ust)?', 'sept?(?:ember)?', 'oct(?:ober)?', 'nov(?:ember)?', 'dec(?:ember)?'];
/** Every common written form of one day, with its year (no two-digit years, no yyyymmdd run). */
function dayPattern(iso) {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  const M = `0?${m}`;
  const D = `0?${d}`;
  const mon = `${MONTHS[m - 1]}\\.?`;
  const forms = [
    `(?<!\\d)${y}\\s*[-/.年]\\s*${M}\\s*[-/.月]\\s*${D}(?!\\d)`,
    `(?<![\\d.])${D}[-/.]${M}[-/.]${y}(?!\\d)`,
    `(?<![\\d.])${M}[-/.]${D}[-/.]${y}(?!\\d)`,
    `\\b${mon}\\s*${D}(?:st|nd|rd|th)?,?\\s*${y}(?!\\d)`,
    `(?<!\\d)${D}(?:st|nd|rd|th)?\\s*(?:of\\s+)?${mon},?\\s*${y}(?!\\d)`,
    `(?<!\\d)${y},?\\s*${mon}\\s*${D}(?!\\d)`,
  ];
  return new RegExp(forms.join('|'), 'i');
}

const decodeEntities = (s) =>
  s.replace(/&#(x[0-9a-f]+|\d+);/gi, (_, n) => {
    const code = n[0] === 'x' || n[0] === 'X' ? Number.parseInt(n.slice(1), 16) : Number(n);
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
  });

/** Everything one page states and every candidate our readers give, in comparable forms. */
function pageFacts(html) {
  const doc = parseDocument(html);
  const { lines } = pageLines(doc);
  const parts = collectParts(doc);
  const ld = readJsonLd(parts.jsonLd);
  const rawText = decodeEntities(html).replace(/\s+/g, ' ');
  const visibleText = lines.map((l) => l.text).join('\n');
  const days = new Set();
  const names = new Set();
  const editors = new Set();
  const sources = new Set();
  const addDates = (text) => {
    let rest = text;
    for (let k = 0; k < 8 && rest; k++) {
      const d = findDate(rest);
      if (!d) break;
      days.add(d.iso.slice(0, 10));
      rest = rest.slice(d.end);
    }
  };
  const addNames = (set, list) => {
    for (const n of list) if (n) set.add(normName(n));
  };
  for (const { text } of lines) {
    addDates(text);
    if (text.length > 400) continue;
    addNames(names, hanBylineNames(text));
    addNames(names, englishNames(text));
    addNames(names, chineseNames(text));
    const c = creditLine(text, { header: true, marked: true });
    addNames(names, c.authors);
    addNames(editors, c.editors);
    if (c.source) sources.add(normName(c.source));
    addNames(editors, editorNames(text));
    const s = sourceName(text);
    if (s) sources.add(normName(s));
    const o = leadOutlet(text);
    if (o) sources.add(normName(o));
    // Signatures and lead credits in brackets: （X）, （记者X Y）.
    for (const m of text.matchAll(/[（(]([^（()）]{2,30})[）)]/g)) {
      addNames(names, hanBylineNames(m[1]));
      addNames(
        names,
        m[1].split(/[\s、]+/).filter((n) => isHanName(n) || /^\p{Script=Han}{2,3}$/u.test(n)),
      );
    }
    // A writer or outlet printed after the date in a dateline slot.
    const d = findDate(text);
    if (d) {
      const after = text
        .slice(d.end)
        .replace(/^[\d:：\s]+/, '')
        .trim();
      const m = /^(\p{Script=Han}{2,14}?[网網报報社台刊])?(\p{Script=Han}{2,3})?(?=$|\s)/u.exec(after);
      if (m?.[1]) sources.add(normName(m[1]));
      if (m?.[2]) addNames(names, [m[2]]);
      const outlet = /^(\p{Script=Han}[\p{Script=Han}\-—·]{1,14})(?=$|\s)/u.exec(after);
      if (outlet) sources.add(normName(outlet[1]));
    }
  }
  for (const values of parts.meta.values()) {
    for (const v of values) {
      addDates(v.slice(0, 200));
      if (v.length <= 200) {
        const list = /\p{Script=Han}/u.test(v) ? v.split(/[\s、，,；;]+/).filter((n) => isHanName(n)) : englishNames(v.replace(/^by\s+/i, ''));
        addNames(names, list);
        addNames(editors, list);
      }
    }
  }
  for (const v of [ld.datePublished, ld.dateModified]) if (v) addDates(v);
  for (const a of ld.authors) addNames(names, /\p{Script=Han}/u.test(a.name) ? chineseNames(a.name) : englishNames(a.name));
  for (const t of [...parts.times, ...parts.published]) addDates(`${t.getAttribute('datetime') ?? ''} ${t.getAttribute('content') ?? ''}`);
  for (const el of parts.authors) {
    const text = (el.getAttribute('content') ?? el.textContent ?? '').trim();
    if (text.length <= 120) addNames(names, /\p{Script=Han}/u.test(text) ? chineseNames(text) : englishNames(text));
  }
  return { raw: normName(rawText), rawSpaced: rawText, visible: normName(visibleText), visibleSpaced: visibleText.replace(/\s+/g, ' '), days, names, editors, sources };
}

const FIELDS = ['date', 'authors', 'editors', 'source'];
const CATEGORIES = ['not stated', 'markup only', 'no reader', 'wrong pick'];
/** One gold value: stated in the HTML, visible, a candidate, picked. */
function judge(field, g, facts, picked) {
  // What was picked is a candidate, whichever reader gave it.
  const j = judgeStated(field, g, facts);
  return { ...j, c: j.c || picked, d: picked };
}
function judgeStated(field, g, facts) {
  if (field === 'date') {
    const re = dayPattern(g.date);
    return { a: re.test(facts.rawSpaced), b: re.test(facts.visibleSpaced), c: facts.days.has(g.date.slice(0, 10)) };
  }
  const list = field === 'authors' ? g.author : field === 'editors' ? g.editor : [g.source];
  const keys = list.map(normName);
  const set = field === 'authors' ? facts.names : field === 'editors' ? facts.editors : facts.sources;
  return { a: keys.every((k) => facts.raw.includes(k)), b: keys.every((k) => facts.visible.includes(k)), c: keys.every((k) => set.has(k)) };
}

const category = (j) => (j.c ? 'wrong pick' : !j.a ? 'not stated' : !j.b ? 'markup only' : 'no reader');
const rows = new Map();
const row = (lang, half, field) => {
  const key = `${lang}|${half}|${field}`;
  if (!rows.has(key)) rows.set(key, { lang, half, field, n: 0, a: 0, b: 0, c: 0, d: 0, miss: Object.fromEntries(CATEGORIES.map((k) => [k, 0])) });
  return rows.get(key);
};
for (const p of run.pages) {
  const g = gold[p.id];
  let facts;
  try {
    facts = pageFacts(decodeHtml(readFileSync(join(pagesDir, `${p.id}.html`))));
  } catch (err) {
    process.stderr.write(`${p.id}: ${/** @type {Error} */ (err).message}\n`);
    continue;
  }
  const has = { date: !!g.date, authors: !!g.author?.length, editors: !!g.editor?.length, source: !!g.source };
  for (const field of FIELDS) {
    if (!has[field]) continue;
    const j = judge(field, g, facts, p[field] === true);
    for (const half of ['all', p.half]) {
      const r = row(g.lang, half, field);
      r.n++;
      for (const k of ['a', 'b', 'c', 'd']) if (j[k]) r[k]++;
      if (!j.d) r.miss[category(j)]++;
    }
    if (list && !j.d) process.stderr.write(`${p.id}\t${g.lang}\t${p.half}\t${field}\t${category(j)}\n`);
  }
}

const langs = [...new Set(Object.values(gold).map((g) => g.lang))].sort().reverse();
const out = [];
const head = ['lang', 'field', 'half', 'gold', '(a) in HTML', '(b) visible', '(c) a candidate', '(d) picked', ...CATEGORIES.map((c) => `miss: ${c}`)];
for (const lang of langs) {
  for (const field of FIELDS) {
    for (const half of ['all', 'dev', 'held-out']) {
      const r = rows.get(`${lang}|${half}|${field}`);
      if (!r) continue;
      const f = (x) => `${x} = ${(x / r.n).toFixed(2)}`;
      out.push([lang, field, half, String(r.n), f(r.a), f(r.b), f(r.c), f(r.d), ...CATEGORIES.map((c) => String(r.miss[c]))]);
    }
  }
}
if (markdown) {
  const line = (c) => `| ${c.join(' | ')} |`;
  process.stdout.write([line(head), line(head.map(() => '---')), ...out.map(line)].join('\n') + '\n');
} else {
  const widths = head.map((h, i) => Math.max(h.length, ...out.map((r) => r[i].length)));
  const fmt = (c) => c.map((x, i) => (i < 3 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  ');
  process.stdout.write([fmt(head), ...out.map(fmt)].join('\n') + '\n');
  process.stdout.write(
    [
      '  gold: pages whose gold has the value (a date; a non-empty author/editor list; a source); every name of a list must hold',
      '  (a) in the raw HTML; (b) in the visible lines; (c) some reader of ours yields it anywhere on the page; (d) eval --metadata counts it right',
      '  misses of (d): not stated (not a) | markup only (a, not b) | no reader (b, not c) | wrong pick (c, not d)',
    ].join('\n') + '\n',
  );
}
