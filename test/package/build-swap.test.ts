// @module-tag slow
// @module-tag long
// Builds that keep each other: `npm run build` (bench/build/build.mjs) writes into a fresh folder and
// swaps it in for dist/, keeping dist/browser, which the browser build (`npm ci`'s preprepare) made
// and the Node build does not. A `cedst` run while it builds still works, and after the README's
// steps (`npm ci`, then `npm test`, which builds again) `cedst serve` answers with the playground.
// Long: it runs tsc on the whole library. It rebuilds this checkout's dist/, which the other tests'
// CLI runs use meanwhile: the swap is what lets them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { cedst, ROOT } from '../support/cli.js';
import { startServe } from '../support/serve.js';

const FIXTURE = 'fixtures/en-city-council/page.html';
const BROWSER = join(ROOT, 'dist', 'browser');

it('a rebuild keeps dist/browser and swaps dist/ in whole: cedst runs throughout it, and serve answers with the playground after', async () => {
  // `npm ci` made it (preprepare runs build:browser).
  expect(existsSync(join(BROWSER, 'cedst.js')), 'dist/browser is built by npm ci (npm run build:browser)').toBe(true);
  const bundle = readFileSync(join(BROWSER, 'cedst.js'));
  const expected = cedst(['extract', FIXTURE]);
  expect(expected.status).toBe(0);

  const build = spawn(process.execPath, [join(ROOT, 'bench/build/build.mjs')], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  let buildErr = '';
  build.stderr!.on('data', (d: Buffer) => (buildErr += d.toString()));
  const ended = new Promise<number | null>((resolve) => build.on('exit', resolve));
  let running = true;
  void ended.then(() => (running = false));
  // The CLI, again and again while tsc writes the new build and the swap puts it in place.
  const runs: { status: number | null; same: boolean; stderr: string }[] = [];
  while (running) {
    const r = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const c = spawn(process.execPath, [join(ROOT, 'bin/cedst.js'), 'extract', FIXTURE], { cwd: ROOT });
      let stdout = '';
      let stderr = '';
      c.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      c.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      c.on('close', (status) => resolve({ status, stdout, stderr }));
    });
    runs.push({ status: r.status, same: r.stdout === expected.stdout, stderr: r.stderr });
  }
  expect([await ended, buildErr]).toEqual([0, '']);
  expect(runs.length).toBeGreaterThan(0);
  expect(runs.filter((r) => r.status !== 0 || !r.same || r.stderr !== '')).toEqual([]);

  // The browser build is still there, byte for byte, and nothing of the build is left beside dist/.
  expect(readFileSync(join(BROWSER, 'cedst.js')).equals(bundle)).toBe(true);
  for (const f of ['playground.html', 'playground.mjs', 'jieba_rs_wasm_bg.wasm', 'cedst.d.ts']) expect(existsSync(join(BROWSER, f))).toBe(true);
  expect(readdirSync(ROOT).filter((f) => /^dist\.(build|old)-/.test(f))).toEqual([]);
  expect(spawnSync(process.execPath, [join(ROOT, 'bin/cedst.js'), 'extract', FIXTURE], { cwd: ROOT, encoding: 'utf8' }).stdout).toBe(expected.stdout);

  const served = await startServe([]);
  try {
    const page = await fetch(served.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(readFileSync(join(BROWSER, 'playground.html'), 'utf8'));
  } finally {
    await served.stop();
  }
});
