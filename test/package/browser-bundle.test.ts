// @module-tag slow
// @module-tag long
// The browser build (bench/build/build-browser.mjs): built into a temporary folder from the
// build `npm test` made, it imports no node: module, stays under the sizes README states (without
// and with Chinese support), is what package.json's "browser" condition names, and gives Node's
// output byte for byte on an English and a Chinese fixture (run here in Node: the bundle is plain
// ECMAScript; test/package/browser-chromium.test.ts runs it in a browser).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import { ROOT } from '../support/cli.js';

/** The bounds README states: the bundle (models and lexicons inside, no Chinese segmenter) and
 *  jieba's WebAssembly, fetched only for a page with Han text. */
const MAX_JS = 1_350_000;
const MAX_JS_GZIP = 460_000;
const MAX_WITH_CHINESE = 5_400_000;

const out = mkdtempSync(join(tmpdir(), 'cedst-browser-'));
let printed = '';

interface Bundle {
  extract: typeof extract;
  extractAsync: (input: string, options?: object) => Promise<ReturnType<typeof extract>>;
  loadChinese: (wasm: Uint8Array) => Promise<void>;
}

beforeAll(() => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bench', 'build', 'build-browser.mjs'), '--out', out], { cwd: ROOT, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  printed = r.stdout;
});

describe('the browser bundle', () => {
  it('imports no node: module and holds its sizes', () => {
    const js = readFileSync(join(out, 'cedst.js'), 'utf8');
    expect(js.match(/["']node:[a-z/]+["']/g)).toBeNull();
    const size = statSync(join(out, 'cedst.js')).size;
    const gzip = gzipSync(readFileSync(join(out, 'cedst.js'))).length;
    const wasm = statSync(join(out, 'jieba_rs_wasm_bg.wasm')).size;
    expect(size).toBeLessThan(MAX_JS);
    expect(gzip).toBeLessThan(MAX_JS_GZIP);
    expect(size + wasm).toBeLessThan(MAX_WITH_CHINESE);
    // The script prints what it measured, the same numbers.
    expect(printed).toContain(`cedst.js ${size} ${gzip}\n`);
    expect(printed).toContain(`jieba_rs_wasm_bg.wasm ${wasm} `);
  });

  it('is what the package exports to browsers', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.exports['.'].browser).toEqual({ types: './dist/browser/cedst.d.ts', default: './dist/browser/cedst.js' });
    expect(Object.keys(pkg.exports['.'])[0]).toBe('browser');
    expect(pkg.scripts['build:browser']).toBe('npm run build && node bench/build/build-browser.mjs');
  });

  it("gives Node's output on an English and a Chinese page, Chinese after loadChinese()", async () => {
    const bundle = (await import(pathToFileURL(join(out, 'cedst.js')).href)) as Bundle;
    const en = readFileSync(join(ROOT, 'fixtures', 'en-city-council', 'page.html'), 'utf8');
    const zh = readFileSync(join(ROOT, 'fixtures', 'zh-xinhua-economy', 'page.html'), 'utf8');
    expect(JSON.stringify(bundle.extract(en))).toBe(JSON.stringify(extract(en)));
    expect(() => bundle.extract(zh)).toThrow('cedst: this page has Han text; await loadChinese() first, or call extractAsync()');
    await bundle.loadChinese(readFileSync(join(out, 'jieba_rs_wasm_bg.wasm')));
    expect(JSON.stringify(await bundle.extractAsync(zh))).toBe(JSON.stringify(extract(zh)));
    expect(JSON.stringify(bundle.extract(zh, { format: 'markdown' }))).toBe(JSON.stringify(extract(zh, { format: 'markdown' })));
  });

  it('weighs what docs/library.md says, within 10%: the bundle, gzipped, the WebAssembly, and what dist/browser/ adds to the package', () => {
    const library = readFileSync(join(ROOT, 'docs', 'library.md'), 'utf8');
    const mb = (s: string) => Number(s) * 1e6;
    const near = (doc: number, measured: number, what: string) => expect(Math.abs(doc - measured) / measured, `${what}: the doc says ${doc}, the build ${measured}`).toBeLessThan(0.1);
    const js = /`dist\/browser\/cedst\.js` \(([\d.]+) MB, (\d+) KB gzipped/.exec(library);
    expect(js, "the bundle's sentence in docs/library.md").not.toBeNull();
    near(mb(js![1]!), statSync(join(out, 'cedst.js')).size, 'cedst.js');
    near(Number(js![2]) * 1e3, gzipSync(readFileSync(join(out, 'cedst.js'))).length, 'cedst.js gzipped');
    const wasm = /jieba's\s+WebAssembly, ([\d.]+) MB/.exec(library);
    expect(wasm, "the WebAssembly's size in docs/library.md").not.toBeNull();
    near(mb(wasm![1]!), statSync(join(out, 'jieba_rs_wasm_bg.wasm')).size, 'jieba_rs_wasm_bg.wasm');
    // What the package ships of dist/browser/ (package.json's files leave source maps out).
    const shipped = readdirSync(out).filter((f) => !f.endsWith('.map'));
    const added = /`dist\/browser\/` adds (\d+) files, ([\d.]+) MB unpacked/.exec(library);
    expect(added, "dist/browser/'s share of the package in docs/library.md").not.toBeNull();
    near(Number(added![1]), shipped.length, 'dist/browser/ files');
    near(
      mb(added![2]!),
      shipped.reduce((sum, f) => sum + statSync(join(out, f)).size, 0),
      'dist/browser/ bytes',
    );
  });
});
