#!/usr/bin/env node
// @ts-check
// Builds dist/ when cedst is installed from a checkout or a git URL (npm runs this `preprepare`
// script in a checkout's `npm ci` / `npm install`, and in the clone npm makes of a git dependency,
// with the dev dependencies installed). It is not `prepare` itself: npm ≥ 11 warns about every
// package with a `prepare` script that is installed from a file, a tarball or git, and the tarball
// ships dist/ built. A checkout installed with --omit=dev has no TypeScript to build with: it says
// so on stderr and leaves dist/ as it is, instead of failing the install.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
try {
  require.resolve('typescript/package.json');
} catch {
  process.stderr.write('cedst: TypeScript is not installed (--omit=dev), so dist/ is not built; install the packed tarball (README, Install) or run npm ci\n');
  process.exit(0);
}
const npm = process.env.npm_execpath;
// build:browser: the library, then its browser bundle, which the package's "browser" export names.
const r = npm ? spawnSync(process.execPath, [npm, 'run', 'build:browser'], { stdio: 'inherit' }) : spawnSync('npm', ['run', 'build:browser'], { stdio: 'inherit', shell: true });
process.exit(r.status ?? 1);
