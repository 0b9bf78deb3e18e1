// @ts-check
// The startup snapshot `cedst extract` and `cedst inspect` start from (src/cli/snapshot-run.ts):
// the compiled CLI and library bundled into one CommonJS script with rolldown (a snapshot's entry
// may require node's own modules only), run by `node --build-snapshot` with the models loaded and
// one English fixture page extracted in every format, and its heap written to
// <dist>/snapshot/cedst.blob, with cedst.json beside it naming the node that built it.
// The bundle is made for the snapshot alone, so what it cannot hold is changed in it, not in src/:
// - jieba-wasm (WebAssembly, which a snapshot cannot hold) is required on its first Han text;
// - node:http, https, net, dns and child_process are required on first use (node 20 cannot load
//   node:http while building a snapshot), as are Intl objects made at module level (V8 cannot
//   serialize them);
// - the JSON and the stopword lists that modules require by createRequire are bundled (no
//   package's own module may be loaded before the snapshot is taken);
// - import.meta.url is each module's address in the final dist/, for the files read at run time.
// The commands other than extract and inspect are left out: the launcher starts only those from it.
// Called by build.mjs on the folder it is about to swap in; a failure is a warning, not a failed
// build: without a snapshot every command takes the usual path.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The pages extracted while the snapshot is built, so that the first page a command extracts does
 *  not run cold code: an English and a Chinese fixture, not the pages the start-up benchmark
 *  measures (bench/startup.mjs). A Chinese page needs jieba, which the snapshot cannot hold: a
 *  first plain run of the bundle records jieba's answers to that page's calls, and the build of
 *  the snapshot replays them (and checks that the page's output is the recorded one), so that
 *  what the warm-up leaves in the heap is what jieba itself would have made. */
const WARM_PAGES = [join(root, 'fixtures', 'en-wire-storm', 'page.html'), join(root, 'fixtures', 'zh-xinhua-economy', 'page.html')];

/**
 * jieba-wasm, required on the first call. `jiebaWarm` records its answers, or replays recorded
 * ones instead of calling it (a copy each time, as a call would give).
 * @param {string} from a path to require it from
 */
function lazyJieba(from) {
  return `import { createRequire } from 'node:module';
let jieba;
let recorded;
let replaying;
const load = () => (jieba ??= createRequire(${JSON.stringify(from)})('jieba-wasm'));
function call(fn, args) {
  const key = JSON.stringify([fn, ...args]);
  if (replaying !== undefined) {
    if (!replaying.has(key)) throw new Error('a jieba call that was not recorded: ' + key.slice(0, 80));
    return JSON.parse(replaying.get(key));
  }
  const out = load()[fn](...args);
  recorded?.push([key, JSON.stringify(out)]);
  return out;
}
export const cut = (...args) => call('cut', args);
export const tag = (...args) => call('tag', args);
export const jiebaWarm = {
  record: () => { recorded = []; },
  calls: () => recorded,
  replay: (calls) => { replaying = calls === undefined ? undefined : new Map(calls); },
};
`;
}
/** V8 flags the snapshot is built with; the node that loads it is given the same. A one-page run is
 *  over before TurboFan's compiles pay back: a later tier-up (a 4 MB interrupt budget, 30× the
 *  default) and Sparkplug's baseline code took one English page 0.45 → 0.30 CPU s in the snapshot
 *  node, and 60 wcxb pages in one `extract` 13.2 → 10.4 (not slower for many pages, as --no-opt,
 *  19.3, is). */
const FLAGS = ['--interrupt-budget=4000000', '--sparkplug'];

const LAZY_JIEBA = '\0cedst-lazy-jieba';
const LEFT_OUT = '\0cedst-left-out';
const ENTRY = '\0cedst-snapshot-entry';
const LAZY_BUILTINS = /require\("(node:(?:http|https|net|dns|child_process))"\)/g;
const LAZY_INTL = /new Intl\.(Segmenter|DisplayNames|Collator|DateTimeFormat|NumberFormat)\(/g;
const RUNTIME = `const __cedstLazy = (name) => { let m; const get = () => (m ??= require(name)); return new Proxy({}, { get: (_, k) => get()[k], has: (_, k) => k in get() }); };
const __cedstLazyNew = (C, ...args) => { let o; const get = () => (o ??= new C(...args)); return new Proxy({}, { get: (_, k) => { const v = get()[k]; return typeof v === 'function' ? v.bind(get()) : v; } }); };
`;

/**
 * Build the snapshot of the compiled library in `built` (a build folder that will be renamed to
 * `dist`) into `built`/snapshot/. Returns undefined, or why it was not built.
 * @param {string} built
 * @param {string} dist
 * @returns {Promise<string | undefined>}
 */
export async function buildSnapshot(built, dist) {
  // The launcher finds dist/ beside its own resolved path (bin/cedst.js), so the same path here.
  const finalDist = join(realpathSync(dirname(resolve(dist))), basename(dist));
  const builtDir = realpathSync(built);
  const out = join(built, 'snapshot');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out);
  const record = join(out, 'jieba-calls.json');
  // Warms the snapshot, then sets its main (src/cli/snapshot-main.ts).
  // Run once first as a plain script (not building), to record jieba's answers for the Chinese page.
  const entry = `import { readFileSync, writeFileSync } from 'node:fs';
import { startupSnapshot } from 'node:v8';
import { jiebaWarm } from 'jieba-wasm';
import { runFromSnapshot } from ${JSON.stringify(join(builtDir, 'cli', 'snapshot-main.js'))};
import { commandEntry } from ${JSON.stringify(join(builtDir, 'cli', 'commands', 'list.js'))};
import { extract } from ${JSON.stringify(join(builtDir, 'index.js'))};
import { formatArticle } from ${JSON.stringify(join(builtDir, 'output', 'index.js'))};
const pages = ${JSON.stringify(WARM_PAGES.filter((p) => existsSync(p)))};
const record = ${JSON.stringify(record)};
const warm = (file) => {
  const result = extract(readFileSync(file, 'utf8'));
  return ['text', 'json', 'markdown', 'html'].map((format) => formatArticle(result, format, { links: true, document: false })).join('\\n');
};
if (!startupSnapshot.isBuildingSnapshot()) {
  jiebaWarm.record();
  const outputs = pages.map(warm);
  writeFileSync(record, JSON.stringify({ calls: jiebaWarm.calls(), outputs }));
} else {
  Promise.all(['extract', 'inspect'].map((name) => commandEntry(name).load())).then(() => {
    const { calls, outputs } = JSON.parse(readFileSync(record, 'utf8'));
    jiebaWarm.replay(calls);
    pages.forEach((file, i) => {
      if (warm(file) !== outputs[i]) throw new Error('the warm-up extraction of ' + file + ' differs from the recorded one');
    });
    jiebaWarm.replay(undefined);
  });
  startupSnapshot.setDeserializeMainFunction(runFromSnapshot);
}
`;
  /** @param {string} id */
  const moduleUrl = (id) => pathToFileURL(id.startsWith(builtDir) ? join(finalDist, relative(builtDir, id)) : id).href;
  const bundle = await rolldown({
    input: ENTRY,
    platform: 'node',
    logLevel: 'silent',
    plugins: [
      {
        name: 'cedst-snapshot',
        resolveId(id, importer) {
          if (id === ENTRY) return ENTRY;
          if (id === 'jieba-wasm') return LAZY_JIEBA;
          if (importer?.endsWith(join('cli', 'commands', 'list.js')) && /^\.\/(eval|batch|dedup|serve)\.js$/.test(id)) return LEFT_OUT;
          return null;
        },
        load(id) {
          if (id === ENTRY) return entry;
          if (id === LEFT_OUT) return "throw new Error('this command is not in the startup snapshot');\n";
          if (id === LAZY_JIEBA) return lazyJieba(join(root, 'package.json'));
          return null;
        },
        transform(code, id) {
          if (!code.includes('import.meta.url')) return null;
          let s = code.replace(/createRequire\(import\.meta\.url\)\('([^']+\.json)'\)/g, (_, rel) => `(${readFileSync(new URL(rel, pathToFileURL(id)), 'utf8')})`);
          if (s.includes("require('stopword')")) s = `import * as __cedstStopword from 'stopword';\n${s.replace("require('stopword')", '__cedstStopword')}`;
          return s.replaceAll('import.meta.url', JSON.stringify(moduleUrl(id)));
        },
        renderChunk(code) {
          return RUNTIME + code.replace(LAZY_BUILTINS, '__cedstLazy("$1")').replace(LAZY_INTL, '__cedstLazyNew(Intl.$1, ');
        },
      },
    ],
  });
  const script = join(out, 'cedst.cjs');
  await bundle.write({ file: script, format: 'cjs', codeSplitting: false });
  await bundle.close();
  const blob = join(out, 'cedst.blob');
  const env = { ...process.env, NODE_OPTIONS: '' };
  const recorded = spawnSync(process.execPath, [script], { encoding: 'utf8', env });
  const r = recorded.status === 0 ? spawnSync(process.execPath, [...FLAGS, '--snapshot-blob', blob, '--build-snapshot', script], { encoding: 'utf8', env }) : recorded;
  rmSync(script, { force: true });
  rmSync(record, { force: true });
  if (r.status !== 0 || !existsSync(blob)) {
    rmSync(out, { recursive: true, force: true });
    return `${r === recorded ? 'the warm-up run' : 'node --build-snapshot'} exited ${r.status}: ${(r.stderr ?? '').split('\n').find((l) => /error/i.test(l)) ?? ''}`;
  }
  const meta = { node: process.version, execPath: process.execPath, dist: finalDist, flags: FLAGS };
  writeFileSync(join(out, 'cedst.json'), `${JSON.stringify(meta, null, 2)}\n`);
  return undefined;
}
