// @ts-check
// The startup snapshot `cedst extract` and `cedst inspect` start from (src/cli/snapshot-run.ts):
// the compiled CLI and library bundled into one CommonJS script with rolldown (a snapshot's entry
// may require node's own modules only), run by `node --build-snapshot` with the models loaded and
// one English fixture page extracted in every format, and its heap written to
// <dist>/snapshot/cedst.blob, with cedst.json beside it naming the node that built it.
// The bundle is made for the snapshot alone, so what it cannot hold is changed in it, not in src/:
// - jieba-wasm (WebAssembly, which a snapshot cannot hold) is required on its first Han text, and
//   html-encoding-sniffer on the first page read as bytes (its @exodus/bytes makes TextDecoders
//   at module level, ICU converters that V8 cannot serialize);
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
 * @param {string} image the path of jieba's memory image (JIEBA_IMAGE), without its extension
 */
function lazyJieba(from, image) {
  return `import { createRequire } from 'node:module';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
let jieba;
let recorded;
let replaying;
const requireJieba = createRequire(${JSON.stringify(from)});
${jiebaVersion.toString()}
${restoreJieba.toString()}
const load = () => (jieba ??= restoreJieba(requireJieba, ${JSON.stringify(image)}, { closeSync, openSync, readFileSync, readSync }));
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
/**
 * jieba-wasm with the memory its dictionary was built in restored from `image`.bin, or as it
 * loads when the image is missing or was made by another jieba-wasm (its wasm's size and version
 * in `image`.json). jieba builds its dictionary inside WebAssembly on its first call (0.42 of the
 * 0.96 CPU s of a one-page Chinese extract), which a V8 snapshot cannot hold; reading the 62 MB of
 * memory straight into the instance's own takes about 0.06 s. The externref table is grown to the
 * length the image's allocator counts on and given the values it held (the strings jieba interned
 * as the keys of tag's answers). Its source goes into the bundle (lazyJieba).
 * @param {NodeJS.Require} requireJieba
 * @param {string} image
 * @param {{ closeSync: Function, openSync: Function, readFileSync: Function, readSync: Function }} fs
 */
function restoreJieba(requireJieba, image, fs) {
  const jieba = requireJieba('jieba-wasm');
  let meta;
  try {
    meta = JSON.parse(fs.readFileSync(`${image}.json`, 'utf8'));
  } catch {
    return jieba;
  }
  const wasm = jieba.__wasm;
  const table = wasm?.__wbindgen_export_2;
  let version;
  try {
    version = jiebaVersion(requireJieba, fs);
  } catch {
    return jieba;
  }
  if (!wasm?.memory || !table || meta.version !== version || meta.values?.length !== meta.table) return jieba;
  const pages = wasm.memory.buffer.byteLength / 65536;
  if (pages > meta.pages || table.length > meta.table) return jieba;
  let fd;
  try {
    fd = fs.openSync(`${image}.bin`, 'r');
    wasm.memory.grow(meta.pages - pages);
    const memory = new Uint8Array(wasm.memory.buffer);
    let at = 0;
    while (at < memory.length) {
      const n = fs.readSync(fd, memory, at, memory.length - at, at);
      if (n === 0) throw new Error('the jieba image is shorter than its memory');
      at += n;
    }
    table.grow(meta.table - table.length);
    meta.values.forEach((v, i) => table.set(i, v === 'undefined' ? undefined : JSON.parse(v)));
    return jieba;
  } catch {
    // A half-written memory is no jieba: a fresh instance instead.
    for (const id of Object.keys(requireJieba.cache ?? {})) if (id.includes('jieba_rs_wasm')) delete requireJieba.cache[id];
    return requireJieba('jieba-wasm');
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * The version of the jieba-wasm that `requireJieba` loads (its package.json is not in its exports).
 * @param {{ resolve: (id: string) => string }} requireJieba
 * @param {{ readFileSync: Function }} fs
 */
function jiebaVersion(requireJieba, fs) {
  return JSON.parse(fs.readFileSync(requireJieba.resolve('jieba-wasm').replace(/pkg[\\/]nodejs[\\/][^\\/]+$/, 'package.json'), 'utf8')).version;
}

/**
 * Write jieba's memory after its dictionary is built (a first cut and tag) to `image`.bin, with
 * what restoreJieba checks in `image`.json. Run in a node of its own, so that the memory is that of
 * a fresh jieba. Returns why not, or undefined.
 * @param {string} image
 */
function writeJiebaImage(image) {
  const script = `const { writeFileSync } = require('node:fs');
const jieba = require('jieba-wasm');
jieba.cut('\u4e2d\u534e\u4eba\u6c11\u5171\u548c\u56fd', true);
jieba.tag('\u4e2d\u534e\u4eba\u6c11\u5171\u548c\u56fd', true);
const wasm = jieba.__wasm;
const table = wasm.__wbindgen_export_2;
// The table's JS values (the strings serde interned: a tag's keys) as JSON; only primitives are
// written, so a value that is not one stops the image.
const values = Array.from({ length: table.length }, (_, i) => table.get(i)).map((v) => {
  if (v !== null && typeof v === 'object' || typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') throw new Error('a jieba table value that is not a primitive');
  return v === undefined ? 'undefined' : JSON.stringify(v);
});
${jiebaVersion.toString()}
writeFileSync(${JSON.stringify(`${image}.bin`)}, new Uint8Array(wasm.memory.buffer));
writeFileSync(${JSON.stringify(`${image}.json`)}, JSON.stringify({ version: jiebaVersion(require, require('node:fs')), pages: wasm.memory.buffer.byteLength / 65536, table: table.length, values }));
`;
  const r = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  return r.status === 0 ? undefined : `the jieba image exited ${r.status}`;
}

/** V8 flags the snapshot is built with; the node that loads it is given the same. A one-page run is
 *  over before TurboFan's compiles pay back: a later tier-up (a 4 MB interrupt budget, 30× the
 *  default) and Sparkplug's baseline code took one English page 0.45 → 0.30 CPU s in the snapshot
 *  node, and 60 wcxb pages in one `extract` 13.2 → 10.4 (not slower for many pages, as --no-opt,
 *  19.3, is). */
const FLAGS = ['--interrupt-budget=4000000', '--sparkplug'];

const LAZY_JIEBA = '\0cedst-lazy-jieba';
const JIEBA_IMAGE = 'jieba-memory';
const LEFT_OUT = '\0cedst-left-out';
const LAZY_SNIFFER = '\0cedst-lazy-sniffer';
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
  // Without the image jieba builds its dictionary on its first call, as the usual start does.
  const noImage = writeJiebaImage(join(out, JIEBA_IMAGE));
  if (noImage) process.stderr.write(`cedst build: no jieba memory image (${noImage}); a Chinese page's first call builds the dictionary\n`);
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
          if (id === 'html-encoding-sniffer') return LAZY_SNIFFER;
          if (importer?.endsWith(join('cli', 'commands', 'list.js')) && /^\.\/(eval|batch|dedup|serve)\.js$/.test(id)) return LEFT_OUT;
          return null;
        },
        load(id) {
          if (id === ENTRY) return entry;
          if (id === LEFT_OUT) return "throw new Error('this command is not in the startup snapshot');\n";
          if (id === LAZY_SNIFFER) {
            const from = JSON.stringify(join(root, 'package.json'));
            return `import { createRequire } from 'node:module';\nlet sniff;\nexport default (...args) => (sniff ??= createRequire(${from})('html-encoding-sniffer'))(...args);\n`;
          }
          if (id === LAZY_JIEBA) return lazyJieba(join(root, 'package.json'), join(finalDist, 'snapshot', JIEBA_IMAGE));
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
