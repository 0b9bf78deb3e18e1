#!/usr/bin/env node
// The layer rule (docs/architecture.md): every import points down a floor. FLOORS lists the
// checkout's parts from the bottom up; a file belongs to the longest entry its path starts with,
// and may import only from its own part or from parts listed before it. A part's files may not
// import each other in a circle either. Imports of the build (`dist/…`, as bin/ and bench/ import
// the library) count as imports of the source they are built from. Tests are not a floor: they
// may import anything, and nothing imports them.
// Usage: node .ci/layers.mjs [--list]   (exit 1 with one line per import that breaks the rule)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const FLOORS = [
  'src/core', // types, the per-page budget, errors: imports nothing
  'src/vocabulary', // the words and patterns the extractor knows, one file per language: imports nothing
  'src/signal', // smoothing, thresholds, k-means over plain number arrays
  'src/dedup', // simhash and the near-duplicate index
  'src/input', // bytes → HTML text: decoding, files, archives, records
  'src/dom', // the parsed page: units, blocks, tags, markup cues
  'src/lang', // script, language, segmentation, stop words
  'src/classifiers', // run-time models: decision trees, boosted trees, calibration
  'src/metadata', // title, date, author, site, read off the page
  'src/page', // the per-page context: built once, read by every stage
  'src/pipeline/topics', // CEDST's stages, in the order they run
  'src/pipeline/features',
  'src/pipeline/evidence',
  'src/pipeline/analyse.ts',
  'src/options', // the option table and resolveOptions
  'src/methods', // one runner per method
  'src/output', // text, json, markdown, html, record fields
  'src/extract.ts', // the library's engine: extract(), extractPage()
  'src/index.ts', // the main entry: the product's options and types
  'src/research.ts', // the research entry: every option, the comparison methods' types
  'src/eval', // scoring against gold, `cedst eval`
  'src/cli', // the commands
  'src/browser', // the browser bundle's entry, its stand-ins for node: modules, the playground
  'bin',
  'bench/lib', // what every bench script shares: its argument reading, the shared data's place
  'bench/build', // build tooling: the browser bundle (build-browser.mjs), the checkout's build on npm ci
  'bench/src/train', // offline training (never shipped)
  'bench/src/docs', // generated documentation
  'bench/src', // benchmarks, results, the gate
  'bench',
  'contrib',
];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Not code of a floor: dependencies, builds, tests, data.
const SKIP = new Set(['node_modules', 'dist', '.git', 'test', 'fixtures', 'docs', 'models', 'lexicons'].map((d) => join(root, d)));
SKIP.add(join(root, 'bench', 'dist'));
// The tests' settings, which may import anything as the tests do (the report script's bundler).
SKIP.add(join(root, 'vitest.config.ts'));
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (SKIP.has(path) || name === 'node_modules' || /^dist\.(build|old)-/.test(name)) continue;
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(ts|mts|mjs|js|cjs)$/.test(name) && !name.endsWith('.d.ts')) files.push(relative(root, path));
  }
})(root);

function floorOf(file) {
  let best = -1;
  FLOORS.forEach((f, i) => {
    if ((file === f || file.startsWith(`${f}/`)) && (best < 0 || f.length > FLOORS[best].length)) best = i;
  });
  return best;
}

/** The source file an import names: `dist/x.js` and `bench/dist/x.js` stand for their sources. */
function sourceOf(from, spec) {
  let target = relative(root, resolve(root, dirname(from), spec));
  if (target.startsWith('dist/')) target = `src/${target.slice(5)}`;
  else if (target.startsWith('bench/dist/')) target = `bench/src/${target.slice(11)}`;
  const stem = target.replace(/\.(js|ts|mjs)$/, '');
  for (const ext of ['.ts', '.mjs', '.js', '/index.ts']) if (files.includes(stem + ext)) return stem + ext;
  return undefined;
}

const IMPORT = /(?:import|export)\s[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|import\s+['"](\.{1,2}\/[^'"]+)['"]/g;
const edges = new Map(files.map((f) => [f, []]));
const problems = [];
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  for (const m of text.matchAll(IMPORT)) {
    const target = sourceOf(file, m[1] ?? m[2] ?? m[3]);
    if (!target || target === file) continue;
    edges.get(file).push(target);
    const [a, b] = [floorOf(file), floorOf(target)];
    if (a < 0) problems.push(`${file}: on no floor (add it to FLOORS in .ci/layers.mjs)`);
    else if (b > a) problems.push(`${file} -> ${target}: up from ${FLOORS[a]} to ${FLOORS[b]}`);
  }
}

// Circles: Tarjan's strongly connected components over the file graph.
let index = 0;
const stack = [];
const state = new Map();
function connect(v) {
  const s = { index, low: index, on: true };
  index++;
  state.set(v, s);
  stack.push(v);
  for (const w of edges.get(v)) {
    const t = state.get(w);
    if (!t) {
      connect(w);
      s.low = Math.min(s.low, state.get(w).low);
    } else if (t.on) s.low = Math.min(s.low, t.index);
  }
  if (s.low === s.index) {
    const circle = [];
    let w;
    do {
      w = stack.pop();
      state.get(w).on = false;
      circle.push(w);
    } while (w !== v);
    if (circle.length > 1) problems.push(`circle: ${circle.reverse().join(' -> ')}`);
  }
}
for (const f of files) if (!state.has(f)) connect(f);

if (process.argv.includes('--list')) for (const f of FLOORS) process.stdout.write(`${f}: ${files.filter((x) => FLOORS[floorOf(x)] === f).length} files\n`);
for (const p of [...new Set(problems)]) process.stderr.write(`layers: ${p}\n`);
const count = [...edges.values()].reduce((n, e) => n + e.length, 0);
process.stderr.write(`layers: ${files.length} files, ${count} imports, ${FLOORS.length} floors: ${problems.length ? `${new Set(problems).size} problems` : 'every import points down, no circles'}\n`);
process.exitCode = problems.length ? 1 : 0;
