#!/usr/bin/env node
// @ts-check
// The shipped models' fingerprints on a fixed sample of their training pages in the shared data
// sets (bench/src/train/shared-fingerprint.ts): `--check` computes them again and says, per model,
// which sampled pages the code at HEAD reads otherwise than when the model was trained (exit 1 if
// any), without training; `--write` rewrites them (what each trainer does once it has written its
// model: use it only for a model whose trainer gives the shipped bytes back). Prints each model's
// CPU seconds on stderr.
// Usage: npm run train:fingerprint [-- --check | --write] [--model M[,M…]] [--datasets DIR]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SHARED_FINGERPRINTED, fingerprintDrift, samplePages, sharedFingerprint, sharedFingerprintFile, writeSharedFingerprint } from './dist/train/shared-fingerprint.js';
import { benchArgs } from './lib/args.mjs';
import { datasetsDir } from './lib/shared-data.mjs';

const usage = 'Usage: npm run train:fingerprint [-- --check | --write] [--model M[,M…]] [--datasets DIR]';
const { values: opts } = benchArgs(usage, {
  check: { type: 'boolean' },
  write: { type: 'boolean' },
  model: { type: 'string' },
  datasets: { type: 'string' },
});
if (opts.check === opts.write) {
  process.stderr.write(`give --check or --write\n${usage}\n`);
  process.exit(2);
}
const root = datasetsDir(opts.datasets);
const modelsDir = fileURLToPath(new URL('../models/', import.meta.url));
const all = /** @type {(keyof typeof SHARED_FINGERPRINTED)[]} */ (Object.keys(SHARED_FINGERPRINTED));
const models = opts.model ? opts.model.split(',') : all;
let drifted = 0;
for (const model of models) {
  if (!all.includes(/** @type {any} */ (model))) {
    process.stderr.write(`no model ${model} (${all.join(', ')})\n`);
    process.exit(2);
  }
  const m = /** @type {keyof typeof SHARED_FINGERPRINTED} */ (model);
  const cpu = process.cpuUsage();
  if (opts.write) {
    const path = writeSharedFingerprint(m, root, modelsDir);
    process.stderr.write(`train:fingerprint: wrote ${path}`);
  } else {
    const stored = JSON.parse(readFileSync(`${modelsDir}${sharedFingerprintFile(m)}`, 'utf8'));
    const pages = samplePages(m, root);
    const drift = fingerprintDrift(stored, sharedFingerprint(m, pages, modelsDir));
    const same = drift.pages.length === 0 && drift.models.length === 0;
    if (!same) drifted++;
    process.stdout.write(
      same
        ? `${model}: the ${pages.length} sampled pages give what the model was trained on\n`
        : `${model}: DIFFERS: ${drift.pages.length} of ${pages.length} sampled pages${drift.pages.length ? ` (${drift.pages.join(', ')})` : ''}${drift.models.length ? `; model files changed since: ${drift.models.join(', ')}` : ''}; rebuild with ${SHARED_FINGERPRINTED[m].trainer}\n`,
    );
    process.stderr.write(`train:fingerprint: ${model}`);
  }
  const used = process.cpuUsage(cpu);
  process.stderr.write(` (${((used.user + used.system) / 1e6).toFixed(1)} s CPU)\n`);
}
process.exit(drifted ? 1 : 0);
