#!/usr/bin/env node
// @ts-check
// npm run build: the library and CLI into dist/ (tsc). tsc writes into a fresh folder, which takes
// dist/'s place once complete (swap.mjs): a `cedst` run during the build still works, and a build
// that fails leaves dist/ as it was. dist/browser (npm run build:browser) is kept: the Node build
// does not make it and must not delete it. dist/snapshot (the startup snapshot, snapshot.mjs) is
// built from the new folder before the swap, after the report page's script (report-client.mjs).
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportClientModule } from './report-client.mjs';
import { buildSnapshot } from './snapshot.mjs';
import { buildFolder, swapIn } from './swap.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'dist');
const tmp = buildFolder(dist);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const r = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.json'), '--outDir', tmp], { stdio: 'inherit' });
if (r.status !== 0) {
  rmSync(tmp, { recursive: true, force: true });
  process.exit(r.status ?? 1);
}
// The report page's script, bundled from its sources beside the report.js that writes it in.
writeFileSync(join(tmp, 'cli', 'report', 'client-script.js'), await reportClientModule());
const browser = join(dist, 'browser');
if (existsSync(browser)) cpSync(browser, join(tmp, 'browser'), { recursive: true });
// The startup snapshot of extract and inspect (snapshot.mjs), built from this build's modules.
const why = await buildSnapshot(tmp, dist);
if (why !== undefined) process.stderr.write(`cedst build: no startup snapshot (${why}); every command starts the usual way\n`);
swapIn(tmp, dist);
