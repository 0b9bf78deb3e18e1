// @module-tag slow
// @module-tag long
// What `npm pack` ships: the license, the README, the build the library and the CLI
// run, the lexicons and the model; no source maps (src/ is not shipped, so a map would point at
// nothing), no tests, benchmarks, sources or training code. Every relative import of a shipped
// module resolves to a shipped file, so nothing left out is needed at run time or for the types.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/cli.js';

interface PackResult {
  size: number;
  unpackedSize: number;
  files: { path: string; size: number }[];
}

function pack(): PackResult {
  // --ignore-scripts: the test reads the build `npm test` made; it must not rebuild dist/ under
  // other test files that import it.
  const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  expect(r.status, r.stderr).toBe(0);
  const [result] = JSON.parse(r.stdout) as PackResult[];
  return result!;
}

/** A size as docs/library.md writes it (`516 KB`, `1.54 MB`), in bytes (KB and MB of 1,000). */
const bytes = (n: string, unit: string): number => Number(n) * (unit === 'MB' ? 1e6 : 1e3);

describe('npm pack', () => {
  const packed = pack();
  const files = packed.files.map((f) => f.path).sort();
  const shipped = new Set(files);

  it('ships the license, the README, the library, its types, the CLI, the lexicons and the model', () => {
    for (const f of [
      'LICENSE',
      'README.md',
      'package.json',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/research.js',
      'dist/research.d.ts',
      'dist/core/types.d.ts',
      'bin/cedst.js',
      'dist/cli/main.js',
      'dist/cli/batch/worker.js',
      'lexicons/en-stopwords.txt',
      'lexicons/zh-stopwords.txt',
      'models/louvan-news.json',
      // `cedst eval` is a CLI command: its modules ship.
      'dist/eval/evaluate.js',
      'dist/eval/score.js',
    ]) {
      expect(shipped.has(f), f).toBe(true);
    }
    expect(readFileSync(join(ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} the cedst authors\n/);
  });

  it('ships no source maps, tests, benchmarks, sources, fixtures or training code', () => {
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(files.filter((f) => /^(test|bench|src|fixtures|docs|contrib|\.ci)\//.test(f))).toEqual([]);
    // The trainers (bench/src/train/), the paper's Fig. 3 kept for tests, the options doc writer:
    // they live outside src/, so no build of theirs can be shipped.
    expect(files.filter((f) => /\/(c45|labels|split|louvan-instances|fig3|options-doc)\.js$/.test(f))).toEqual([]);
    // Everything under dist/ is a module or its declaration, but the browser build's jieba
    // WebAssembly and the playground `cedst serve` serves beside it (its page and its script).
    const browserFiles = ['dist/browser/jieba_rs_wasm_bg.wasm', 'dist/browser/playground.html', 'dist/browser/playground.mjs'];
    expect(files.filter((f) => f.startsWith('dist/') && !/\.(js|d\.ts)$/.test(f) && !browserFiles.includes(f))).toEqual([]);
  });

  it('resolves every relative import of a shipped module, and of its declaration, to a shipped file', () => {
    const missing: string[] = [];
    for (const f of files.filter((x) => /\.(js|d\.ts)$/.test(x))) {
      const text = readFileSync(join(ROOT, f), 'utf8');
      for (const m of text.matchAll(/(?:from\s*|import\s*\(\s*|new URL\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
        let target = posix.normalize(posix.join(posix.dirname(f), m[1]!));
        if (f.endsWith('.d.ts')) target = target.replace(/\.js$/, '.d.ts');
        if (!shipped.has(target)) missing.push(`${f} -> ${target}`);
      }
    }
    expect(missing).toEqual([]);
    // The check reads what it should: the engine imports the page context, both entries the engine.
    expect(readFileSync(join(ROOT, 'dist/extract.js'), 'utf8')).toContain("from './page/context.js'");
    for (const entry of ['dist/index.js', 'dist/research.js']) expect(readFileSync(join(ROOT, entry), 'utf8')).toContain("from './extract.js'");
  });

  it("counts and weighs what docs/library.md says: its files exactly, its sizes within 10% (without the browser build, which npm pack's prepack adds)", () => {
    const library = readFileSync(join(ROOT, 'docs', 'library.md'), 'utf8');
    const m = /without its browser build is ([\d.]+) (KB|MB) packed, ([\d.]+) (KB|MB) unpacked, (\d+) files/.exec(library);
    expect(m, 'the sentence of the sizes in docs/library.md').not.toBeNull();
    const node = packed.files.filter((f) => !f.path.startsWith('dist/browser/'));
    const unpacked = node.reduce((sum, f) => sum + f.size, 0);
    const near = (doc: number, measured: number, what: string) => expect(Math.abs(doc - measured) / measured, `${what}: the doc says ${doc}, npm pack ${measured}`).toBeLessThan(0.1);
    near(bytes(m![3]!, m![4]!), unpacked, 'unpacked');
    expect(node.length, 'the files docs/library.md counts').toBe(Number(m![5]));
    // The tarball's own size counts the browser build when the checkout has one (build:browser).
    if (node.length === files.length) near(bytes(m![1]!, m![2]!), packed.size, 'packed');
  });
});
