#!/usr/bin/env node
// @ts-check
// npm run build:browser: bundle the library for browsers (issue 45) into dist/browser/ with
// rolldown (Vite's bundler, already in the dev tree through vitest; now named as a devDependency):
// an ES module, minified, no node: import left. Its source is src/browser/ (the entry, and the
// stand-ins for node: modules): the node: modules the library imports are replaced by
// src/browser/node-*.mjs, its models and lexicons bundled as text (a virtual assets module),
// jieba-wasm by its web build behind loadChinese() (src/browser/jieba.mjs), whose .wasm is copied
// beside the bundle and fetched only for a page with Han text. The playground (the page `cedst
// serve` serves, src/browser/playground.*) is copied beside them as it is.
// Prints the sizes: `cedst.js <bytes> <gzip bytes>` and `jieba_rs_wasm_bg.wasm <bytes> <gzip bytes>`.
// Needs the build (dist/, npm run build). `--out DIR` writes elsewhere (the size test does).
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';
import { benchArgs } from '../lib/args.mjs';
import { buildFolder, swapIn } from './swap.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const source = join(root, 'src', 'browser');
const { values: opts } = benchArgs('Usage: node bench/build/build-browser.mjs [--out DIR (default dist/browser)]   (needs the build: npm run build)', { out: { type: 'string' } });
const target = opts.out === undefined ? join(root, 'dist', 'browser') : resolve(opts.out);
// Written beside dist/browser and swapped in once complete (swap.mjs); --out is written in place.
const out = opts.out === undefined ? buildFolder(target) : target;
const shim = (name) => join(source, name);
const SHIMS = { 'node:fs': 'node-fs.mjs', 'node:url': 'node-url.mjs', 'node:path': 'node-path.mjs', 'node:module': 'node-module.mjs' };
const ASSETS_ID = '\0cedst-assets';
/** A module whose require() throws: what an optional dependency that is not installed gives. */
const MISSING_ID = '\0cedst-missing';
/** The playground's page and script, copied beside the bundle they import. */
const PLAYGROUND = ['playground.html', 'playground.mjs'];

/** The shipped models and lexicons by file name, and the package's version. */
function assetsModule() {
  const assets = {};
  for (const dir of ['models', 'lexicons']) {
    // The models' fingerprints are checks of the training, not models (package.json's files leaves them out too).
    for (const f of readdirSync(join(root, dir))) if (/\.(json|txt)$/.test(f) && !f.endsWith('.fingerprint.json')) assets[f] = readFileSync(join(root, dir, f), 'utf8');
  }
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return `export const ASSETS = ${JSON.stringify(assets)};\nexport const VERSION = ${JSON.stringify(version)};\n`;
}

/** The bundle's types: the library's, and the two functions only the browser build has. */
const TYPES = `export * from '../research.js';
import type { DomDocument, ResearchOptions, Extraction } from '../research.js';
/** Load Chinese segmentation (jieba's WebAssembly) once: from beside the bundle, or the URL or bytes given. */
export declare function loadChinese(wasm?: URL | string | Request | BufferSource | WebAssembly.Module): Promise<void>;
/** extract(), after loadChinese() when the page has Han text. */
export declare function extractAsync(input: string | Uint8Array | DomDocument, options?: ResearchOptions): Promise<Extraction>;
/** The \`cedst inspect --report\` page of a result extracted with \`explain: true\` (a CEDST or Louvan method), as one HTML string. */
export declare function inspectReport(result: Extraction, source?: string): string;
/** Bytes to text as extract() decodes them: the Content-Type's charset, a byte-order mark, <meta charset>, detection, UTF-8. */
export declare function decodeHtml(bytes: Uint8Array, contentType?: string): string;
/** The article of a result as elements made in \`doc\`: its headings, paragraphs, lists, quotes, code, tables and terms (text only, never markup). */
export declare function articleView(result: Extraction, doc: Document): Element[];
`;

const browserShims = {
  name: 'cedst-browser-shims',
  resolveId(id, importer) {
    if (id === './assets.mjs' && importer?.startsWith(source)) return ASSETS_ID;
    if (id === 'jieba-wasm') return shim('jieba.mjs');
    // Its "browser" field names a script that sets a global and exports nothing; its main is CommonJS.
    if (id === '@acemir/cssom') return join(root, 'node_modules', '@acemir', 'cssom', 'lib', 'index.js');
    // linkedom's CSS parser takes cssstyle's CSSStyleDeclaration when cssstyle is installed (jsdom,
    // a devDependency, brings it) and its own otherwise, as for a user of the package: so does the
    // bundle, which would otherwise carry cssstyle's 300 KB of property tables.
    if (id === 'cssstyle') return MISSING_ID;
    if (id.startsWith('node:')) return shim(SHIMS[id] ?? 'node-unavailable.mjs');
    return null;
  },
  load(id) {
    if (id === MISSING_ID) return 'module.exports = {};\nthrow new Error("not in the browser build");\n';
    return id === ASSETS_ID ? assetsModule() : null;
  },
};

const bundle = await rolldown({
  input: shim('index.mjs'),
  platform: 'browser',
  plugins: [browserShims],
  // @acemir/cssom (linkedom's CSS parser) has a direct eval in an error path; nothing to do about it here.
  onLog: (level, log, handler) => (log.code === 'EVAL' ? undefined : handler(level, log)),
});
await bundle.write({ file: join(out, 'cedst.js'), format: 'esm', minify: true, codeSplitting: false });
await bundle.close();
const wasm = join(root, 'node_modules', 'jieba-wasm', 'pkg', 'web', 'jieba_rs_wasm_bg.wasm');
copyFileSync(wasm, join(out, 'jieba_rs_wasm_bg.wasm'));
for (const f of PLAYGROUND) copyFileSync(join(source, f), join(out, f));

writeFileSync(join(out, 'cedst.d.ts'), TYPES);

const js = readFileSync(join(out, 'cedst.js'), 'utf8');
const left = js.match(/["']node:[a-z/]+["']/g);
if (left) throw new Error(`the browser bundle still imports ${[...new Set(left)].join(', ')}`);
for (const f of ['cedst.js', 'jieba_rs_wasm_bg.wasm']) {
  const bytes = readFileSync(join(out, f));
  process.stdout.write(`${f} ${statSync(join(out, f)).size} ${gzipSync(bytes).length}\n`);
}
if (out !== target) swapIn(out, target);
