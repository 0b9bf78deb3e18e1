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
/** The page extracted while the snapshot is built, so that the first page a command extracts does
 *  not run cold code. Not a page the start-up benchmark measures (bench/startup.mjs). */
const WARM_PAGE = join(root, 'fixtures', 'en-wire-storm', 'page.html');
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
  const bin = join(root, 'bin', 'cedst.js');
  // The deserialized main: the command line as the launcher gives it after `--`.
  const entry = `import { readFileSync } from 'node:fs';
import { startupSnapshot } from 'node:v8';
import { main } from ${JSON.stringify(join(builtDir, 'cli', 'main.js'))};
import { commandEntry } from ${JSON.stringify(join(builtDir, 'cli', 'commands', 'list.js'))};
import { extract } from ${JSON.stringify(join(builtDir, 'index.js'))};
import { formatArticle } from ${JSON.stringify(join(builtDir, 'output', 'index.js'))};
import { stopWordCount } from ${JSON.stringify(join(builtDir, 'lang', 'stopwords.js'))};
import { traditionalShare } from ${JSON.stringify(join(builtDir, 'lang', 'han-form.js'))};
const warm = ${JSON.stringify(existsSync(WARM_PAGE) ? WARM_PAGE : '')};
Promise.all(['extract', 'inspect'].map((name) => commandEntry(name).load())).then(() => {
  // Chinese pages cannot be extracted here (jieba is WebAssembly), but their lexicons can be read.
  stopWordCount('zh');
  traditionalShare('漢字');
  if (warm === '') return;
  const result = extract(readFileSync(warm, 'utf8'));
  for (const format of ['text', 'json', 'markdown', 'html']) formatArticle(result, format, { links: true, document: false });
});
startupSnapshot.setDeserializeMainFunction(() => {
  main([process.argv[0], ${JSON.stringify(bin)}, ...process.argv.slice(1)]).then(
    (code) => { process.exitCode = code; },
    (err) => { process.stderr.write('cedst: ' + (err?.message ? err.message : String(err)) + '\\n'); process.exitCode = 2; },
  );
});
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
          if (id === LAZY_JIEBA) {
            const from = JSON.stringify(join(root, 'package.json'));
            return `import { createRequire } from 'node:module';\nlet jieba;\nconst load = () => (jieba ??= createRequire(${from})('jieba-wasm'));\nexport const cut = (...a) => load().cut(...a);\nexport const tag = (...a) => load().tag(...a);\n`;
          }
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
  const r = spawnSync(process.execPath, [...FLAGS, '--snapshot-blob', blob, '--build-snapshot', script], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  rmSync(script, { force: true });
  if (r.status !== 0 || !existsSync(blob)) {
    rmSync(out, { recursive: true, force: true });
    return `node --build-snapshot exited ${r.status}: ${(r.stderr ?? '').split('\n').find((l) => /error/i.test(l)) ?? ''}`;
  }
  const meta = { node: process.version, execPath: process.execPath, dist: finalDist, flags: FLAGS };
  writeFileSync(join(out, 'cedst.json'), `${JSON.stringify(meta, null, 2)}\n`);
  return undefined;
}
