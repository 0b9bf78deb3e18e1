#!/usr/bin/env node
// @ts-check
// Compare language-ID packages on the shared sets' `lang` labels, on the sample of page text the
// extractor gives its detector (src/lang/detect.ts `languageSample`): accuracy per set and language,
// time per page, and what each package costs on disk. The candidates are not dependencies of cedst:
// install them into a scratch folder and point --from at its node_modules, e.g.
//   mkdir /tmp/langcmp && cd /tmp/langcmp && npm init -y && npm i eld franc franc-min tinyld cld3-asm languagedetect
//   node bench/experiments/lang/compare.mjs --from /tmp/langcmp/node_modules [--every K] [--sets daniel,wcxb]
// Needs a build (dist/). Prints one table: candidate, pages right / labelled pages per set, ms/page.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { benchArgs } from '../../lib/args.mjs';
import { datasetsDir } from '../../lib/shared-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: opts } = benchArgs(`Usage: node bench/experiments/lang/compare.mjs --from /tmp/langcmp/node_modules [--datasets DIR] [--every K] [--sets daniel,wcxb]`, {
  datasets: { type: 'string' },
  every: { type: 'string' },
  from: { type: 'string' },
  sets: { type: 'string' },
});
const from = resolve(opts.from ?? '/tmp/langcmp/node_modules');
const root = datasetsDir(opts.datasets);
const every = Number(opts.every ?? '1');
const only = (opts.sets ?? '')?.split(',').filter(Boolean) ?? [];
const dist = join(here, '..', '..', '..', 'dist');
const { parseDocument } = await import(join(dist, 'dom', 'parse.js'));
const { collectUnits } = await import(join(dist, 'dom', 'units.js'));
const { languageSample } = await import(join(dist, 'lang', 'detect.js'));
const { decodeHtml } = await import(join(dist, 'input', 'decode.js'));
// The packages' files by path: some export only an `import` condition that require.resolve cannot see.
const FILES = {
  'eld/large': 'eld/src/entries/static.large.js',
  'eld/small': 'eld/src/entries/static.small.js',
  franc: 'franc/index.js',
  'franc-min': 'franc-min/index.js',
  tinyld: 'tinyld/dist/tinyld.normal.node.mjs',
};
const req = createRequire(join(from, 'x.js'));
const load = (spec) => import(pathToFileURL(FILES[spec] ? join(from, FILES[spec]) : req.resolve(spec)).href);

// franc answers ISO 639-3; these are the codes of the labelled languages (and their macrolanguages).
const ISO3 = {
  cmn: 'zh',
  eng: 'en',
  rus: 'ru',
  ell: 'el',
  pol: 'pl',
  deu: 'de',
  fra: 'fr',
  spa: 'es',
  por: 'pt',
  jpn: 'ja',
  ces: 'cs',
  arb: 'ar',
  mya: 'my',
  lvs: 'lv',
  tha: 'th',
  ita: 'it',
  nld: 'nl',
  ukr: 'uk',
  bul: 'bg',
  kor: 'ko',
};
const LANGDETECT = {
  english: 'en',
  chinese: 'zh',
  russian: 'ru',
  greek: 'el',
  polish: 'pl',
  german: 'de',
  french: 'fr',
  spanish: 'es',
  portuguese: 'pt',
  japanese: 'ja',
  czech: 'cs',
  arabic: 'ar',
  latvian: 'lv',
  thai: 'th',
};

const candidates = {};
const eld = (await load('eld/large')).eld;
candidates['eld (large)'] = { pkg: 'eld', detect: (t) => eld.detect(t).language };
const eldS = (await load('eld/small')).eld;
candidates['eld (small)'] = { pkg: 'eld', detect: (t) => eldS.detect(t).language };
const { franc } = await load('franc');
candidates.franc = { pkg: 'franc', detect: (t) => ISO3[franc(t)] ?? franc(t) };
const francMin = (await load('franc-min')).franc;
candidates['franc-min'] = { pkg: 'franc-min', detect: (t) => ISO3[francMin(t)] ?? francMin(t) };
const tinyld = await load('tinyld');
candidates.tinyld = { pkg: 'tinyld', detect: (t) => tinyld.detect(t) };
const { loadModule } = await load('cld3-asm');
const cld = (await loadModule()).create(0, 4096);
candidates['cld3-asm'] = { pkg: 'cld3-asm', detect: (t) => cld.findLanguage(t).language.split('-')[0] };
const LanguageDetect = (await load('languagedetect')).default;
const ld = new LanguageDetect();
candidates.languagedetect = { pkg: 'languagedetect', detect: (t) => LANGDETECT[ld.detect(t, 1)[0]?.[0]] ?? ld.detect(t, 1)[0]?.[0] ?? '' };

const samples = [];
for (const set of readdirSync(root).sort()) {
  if (only.length && !only.includes(set)) continue;
  const gtFile = join(root, set, 'ground-truth.json');
  if (!existsSync(gtFile)) continue;
  const gt = JSON.parse(readFileSync(gtFile, 'utf8'));
  const ids = Object.keys(gt)
    .sort()
    .filter((_, i) => i % every === 0);
  for (const id of ids) {
    const label = gt[id].lang;
    const file = join(root, set, 'html', `${id}.html`);
    if (!label || label === 'und' || !existsSync(file)) continue;
    const units = collectUnits(parseDocument(decodeHtml(readFileSync(file))));
    samples.push({ set, label: label.startsWith('zh') ? 'zh' : label, text: languageSample(units) });
  }
}

function du(dir) {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) n += e.isDirectory() ? du(join(dir, e.name)) : statSync(join(dir, e.name)).size;
  return n;
}
const sets = [...new Set(samples.map((s) => `${s.set} ${s.label}`))].sort();
const rows = [];
for (const [name, c] of Object.entries(candidates)) {
  for (const s of samples.slice(0, 20)) c.detect(s.text); // warm up
  const right = new Map();
  const wrong = new Map();
  const t0 = process.hrtime.bigint();
  for (const s of samples) {
    const got = c.detect(s.text);
    const key = `${s.set} ${s.label}`;
    right.set(key, (right.get(key) ?? 0) + (got === s.label ? 1 : 0));
    if (got !== s.label) wrong.set(got, (wrong.get(got) ?? 0) + 1);
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6 / samples.length;
  const total = [...right.values()].reduce((a, b) => a + b, 0);
  const top = [...wrong.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([l, n]) => `${l || '""'}×${n}`)
    .join(' ');
  rows.push({ name, total, ms, mb: du(join(from, c.pkg)) / 1e6, per: sets.map((k) => `${right.get(k) ?? 0}`), top });
}
const counts = sets.map((k) => samples.filter((s) => `${s.set} ${s.label}` === k).length);
console.log(`${samples.length} labelled pages; sample median ${[...samples.map((s) => s.text.length)].sort((a, b) => a - b)[samples.length >> 1]} chars`);
console.log(['candidate', 'right', 'ms/page', 'MB', ...sets.map((k, i) => `${k} (${counts[i]})`), 'wrong answers'].join(' | '));
for (const r of rows) console.log([r.name, `${r.total}/${samples.length}`, r.ms.toFixed(3), r.mb.toFixed(1), ...r.per, r.top].join(' | '));
