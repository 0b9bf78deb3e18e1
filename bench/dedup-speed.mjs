#!/usr/bin/env node
// @ts-check
// `cedst dedup`'s speed on made-up batch parts: one where the simhashes are random (half of them
// a kept one with 1 to 5 bits flipped: the near duplicates a crawl holds), and one where every
// kept simhash shares its top 16 bits (one band of the index) and differs elsewhere, which made
// every lookup scan every kept record. Prints, per case, the records, what was kept, the seconds
// and CPU seconds, and the sha256 of the output: two builds give the same output when the hashes
// agree (`--dist` names another build's dist/).
// Usage: node bench/dedup-speed.mjs [--records 120000] [--seed 1] [--dist dist]
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchArgs } from './lib/args.mjs';
import { rng } from './fuzz/rng.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = benchArgs(
  'Usage: node bench/dedup-speed.mjs [--records 120000] [--seed 1] [--dist dist]\n  Times cedst dedup on made-up parts (random simhashes; every kept simhash sharing one band) and prints the numbers.\n',
  {
    records: { type: 'string' },
    seed: { type: 'string' },
    dist: { type: 'string' },
  },
);
const n = Number(values.records ?? '120000');
const dist = resolve(ROOT, values.dist ?? 'dist');
const { dedupParts } = await import(pathToFileURL(join(dist, 'cli', 'commands', 'dedup.js')).href);

const hex = (/** @type {number} */ hi, /** @type {number} */ lo) => (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');

/** @param {'random' | 'shared-band'} kind @param {number} seed */
function part(kind, seed) {
  const r = rng(seed);
  const u32 = () => Math.floor(r.next() * 2 ** 32) >>> 0;
  /** @type {[number, number][]} */
  const made = [];
  const lines = [];
  for (let i = 0; i < n; i++) {
    let hi = kind === 'shared-band' ? (0xabcd0000 | (u32() & 0xffff)) >>> 0 : u32();
    let lo = u32();
    if (i % 2 === 1 && made.length) {
      [hi, lo] = made[r.int(made.length)];
      for (let f = 0; f < 1 + r.int(5); f++) {
        const bit = r.int(64);
        if (bit < 32) hi = (hi ^ (1 << bit)) >>> 0;
        else lo = (lo ^ (1 << (bit - 32))) >>> 0;
      }
    } else made.push([hi, lo]);
    const digest = createHash('sha256').update(`${kind} ${i}`).digest('hex');
    lines.push(JSON.stringify({ id: `${kind}-${i}`, source: `${kind}-${i}`, text: 'x', digest, simhash: hex(hi, lo) }));
  }
  return `${lines.join('\n')}\n`;
}

const work = mkdtempSync(join(tmpdir(), 'cedst-dedup-speed-'));
const rows = [];
for (const kind of /** @type {const} */ (['random', 'shared-band'])) {
  const file = join(work, `part-${kind}.jsonl`);
  writeFileSync(file, part(kind, Number(values.seed ?? '1')));
  const hash = createHash('sha256');
  const sink = new Writable({
    write(chunk, _enc, done) {
      hash.update(chunk);
      done();
    },
  });
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const counts = await dedupParts([file], { dir: '-', distance: 3, mark: false, stdout: sink });
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  rows.push({
    kind,
    records: counts.records,
    kept: counts.kept,
    near: counts.near,
    exact: counts.exact,
    seconds: Number(seconds.toFixed(2)),
    cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
    outputSha256: hash.digest('hex').slice(0, 16),
  });
  process.stderr.write(`dedup-speed: ${kind} done in ${seconds.toFixed(1)} s\n`);
}
rmSync(work, { recursive: true, force: true });
console.log(JSON.stringify({ dist: dist.startsWith(ROOT) ? dist.slice(ROOT.length + 1) : dist, version: JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version, rows }, null, 2));
