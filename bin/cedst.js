#!/usr/bin/env node
// Thin launcher: the CLI lives in the compiled library (npm ci runs the `prepare` build).
// `cedst batch` runs in a child node with its own GC flags (src/cli/relaunch.ts); the check comes
// before the library is imported, so that the waiting parent stays small.
import { relaunch, wantsRelaunch } from '../dist/cli/relaunch.js';

const run = wantsRelaunch(process.argv, process.execArgv, process.env)
  ? relaunch(process.argv)
  : import('../dist/cli/main.js').then(({ main }) => main(process.argv));

run.then(
  (code) => { process.exitCode = code; },
  (err) => { process.stderr.write(`cedst: ${err?.message ? err.message : String(err)}\n`); process.exitCode = 2; },
);
