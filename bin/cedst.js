#!/usr/bin/env node
// Thin launcher: the CLI lives in the compiled library (npm ci runs the `prepare` build).
import { main } from '../dist/cli/main.js';

main(process.argv).then(
  (code) => { process.exitCode = code; },
  (err) => { process.stderr.write(`cedst: ${err && err.message ? err.message : String(err)}\n`); process.exitCode = 2; },
);
