#!/usr/bin/env node
// Fuzz harness for `cedst batch`: seeded mutations of real pages, pathological pages and broken
// archives, run through the built CLI in one batch, then the invariants are checked:
//   the run completes (exit 0, no crash); one line per record: every page file exactly once,
//   every intact archive record exactly once, no id twice; every line valid JSON and UTF-8 with
//   an id and a source, and either a text or a one-line error with a code; every page within the
//   time limit (its thread's CPU time; at most twice the limit in any case); peak RSS under the
//   bound. --pause S stops the batch's process group for S seconds once, at a seeded record, as
//   Ctrl-Z would; --repeat runs the batch again (without a pause) and checks that both runs wrote
//   the same records (the `ms` timings aside).
// Usage: npm run fuzz -- --seed S --pages N [--workers 2] [--timeout 10000] [--max-rss-mb 500]
//        [--heavy] [--pause S] [--repeat] [--keep]
// Prints one JSON summary on stdout; exits 1 when an invariant fails (each listed on stderr).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MUTATORS, brokenArchives, pathological, rng, seedPages, writeArchive, writeGzipBomb } from './generate.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(
    'Usage: npm run fuzz -- --seed S --pages N [--workers 2] [--timeout 10000] [--max-rss-mb 500] [--heavy] [--pause S] [--repeat] [--keep]\n' +
      '  N mutated real pages, the pathological pages (--heavy adds 1,000,000 elements, a 50 MB page,\n' +
      '  49,000 paragraphs, 10^6 U+3000, 2,300,000 中, a 19-million-letter word, 10 MB of random bytes\n' +
      '  and a 1 GB gzip bomb) and the broken archives, through one `cedst batch`; --pause S stops the\n' +
      '  batch for S seconds once; --repeat runs it again and compares the records. Prints a JSON\n' +
      '  summary and exits 1 when an invariant fails. --keep keeps the inputs and output.\n',
  );
  process.exit(0);
}
const arg = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const seed = Number(arg('--seed', '1'));
const pages = Number(arg('--pages', '200'));
const workers = Number(arg('--workers', '2'));
const timeoutMs = Number(arg('--timeout', '10000'));
const maxRssMb = Number(arg('--max-rss-mb', '500'));
const heavy = args.includes('--heavy');
const keep = args.includes('--keep');
const pauseS = Number(arg('--pause', '0'));
const repeat = args.includes('--repeat');

const r = rng(seed);
const dir = mkdtempSync(join(tmpdir(), `cedst-fuzz-${seed}-`));
const inputs = join(dir, 'in');
mkdirSync(join(inputs, 'pages'), { recursive: true });
mkdirSync(join(inputs, 'pathological'), { recursive: true });
mkdirSync(join(inputs, 'archives'), { recursive: true });

// ---- generate ----
const t0 = performance.now();
const sources = seedPages(ROOT, r);
const names = Object.keys(MUTATORS);
const files = [];
for (let i = 0; i < pages; i++) {
  let page = r.pick(sources);
  const used = [];
  for (let k = 0, n = 1 + r.int(3); k < n; k++) {
    const m = r.pick(names);
    used.push(m);
    page = MUTATORS[m](page, r);
  }
  const path = join(inputs, 'pages', `${String(i).padStart(6, '0')}-${used.join('+')}.html`);
  writeFileSync(path, page);
  files.push(path);
}
for (const [name, make] of Object.entries(pathological(heavy))) {
  const path = join(inputs, 'pathological', `${name}.html`);
  writeFileSync(path, make());
  files.push(path);
}
const bomb = join(inputs, 'pathological', 'bomb-1gb.html.gz');
await writeGzipBomb(bomb, heavy ? 1024 : 200);
files.push(bomb);
const archives = brokenArchives(r, sources);
for (const [name, a] of Object.entries(archives)) writeArchive(join(inputs, 'archives'), name, a);
const generateS = (performance.now() - t0) / 1000;

// ---- run ----
const sleep = (ms) => new Promise((res) => setTimeout(res, ms));
const lineCount = (path) => {
  try {
    return readFileSync(path, 'utf8').split('\n').length - 1;
  } catch {
    return 0;
  }
};
/** One `cedst batch` over the inputs into `outPath`, in a process group of its own (so that a pause
 *  stops all of it, as a shell's Ctrl-Z does). `pause`: stop it for that many seconds once
 *  `pauseAt` records are written. */
async function runBatch(outPath, rss, { pause = 0, pauseAt = 0 } = {}) {
  const started = performance.now();
  const proc = spawn(
    '/usr/bin/time',
    [
      '-f',
      '%M',
      '-o',
      rss,
      process.execPath,
      join(ROOT, 'bin/cedst.js'),
      'batch',
      // The pathological pages and the archives first: a long round stopped early still has them all.
      join(inputs, 'pathological'),
      ...Object.keys(archives).map((n) => join(inputs, 'archives', n)),
      join(inputs, 'pages'),
      '--gz',
      // Each record's extraction time, for the time-limit check and the slowest page.
      '--timings',
      '-w',
      String(workers),
      '--timeout',
      String(timeoutMs),
      '-o',
      outPath,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let err = '';
  proc.stderr.on('data', (b) => (err += b));
  const exited = new Promise((res) => proc.on('exit', (code, signal) => res(code ?? signal)));
  let paused = false;
  if (pause > 0) {
    let done = false;
    void exited.then(() => (done = true));
    while (!done && lineCount(outPath) < pauseAt) await sleep(100);
    if (!done) {
      process.kill(-proc.pid, 'SIGSTOP');
      await sleep(pause * 1000);
      process.kill(-proc.pid, 'SIGCONT');
      paused = true;
    }
  }
  const code = await exited;
  let peak = NaN;
  try {
    peak = Math.round(Number(readFileSync(rss, 'utf8').trim().split('\n').pop()) / 1024);
  } catch {}
  return { status: code, stderr: err, wallS: (performance.now() - started) / 1000, peakRssMb: peak, paused };
}

const out = join(dir, 'out.jsonl');
const pauseAt = 1 + r.int(Math.max(1, files.length));
const first = await runBatch(out, join(dir, 'rss'), { pause: pauseS, pauseAt });
const { status, stderr, wallS, peakRssMb } = first;

// ---- check ----
const problems = [];
writeFileSync(join(dir, 'batch.stderr'), stderr);
if (status !== 0)
  problems.push(
    `batch exited ${status} (its stderr is in ${join(dir, 'batch.stderr')}): ${stderr
      .trim()
      .split('\n')
      .filter((l) => !/^\s+at /.test(l))
      .slice(0, 3)
      .join(' | ')}`,
  );
const raw = readFileSync(out);
try {
  new TextDecoder('utf-8', { fatal: true }).decode(raw);
} catch {
  problems.push('the output is not valid UTF-8');
}
const text = raw.toString('utf8');
if (text.length && !text.endsWith('\n')) problems.push('the output does not end on a whole line');
const lines = text.split('\n').filter(Boolean);
const recs = [];
for (const [n, line] of lines.entries()) {
  let rec;
  try {
    rec = JSON.parse(line);
  } catch {
    problems.push(`line ${n + 1} is not JSON`);
    continue;
  }
  if (typeof rec.id !== 'string' || typeof rec.source !== 'string') problems.push(`line ${n + 1} has no id or source`);
  if (rec.error) {
    if (typeof rec.error.code !== 'string' || typeof rec.error.message !== 'string' || rec.error.message.includes('\n'))
      problems.push(`line ${n + 1}: the error is not a one-line message with a code`);
  } else if (typeof rec.text !== 'string') problems.push(`line ${n + 1} has neither text nor error`);
  else if (/[\u0000]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(rec.text)) problems.push(`line ${n + 1}: NUL or lone surrogate in text`);
  // ms is the page's CPU time, which the worker bounds by the limit; twice it is past the pool's hard
  // limit in any clock.
  if (typeof rec.ms === 'number' && rec.ms > timeoutMs) problems.push(`${rec.id} took ${rec.ms} ms, over the ${timeoutMs} ms limit`);
  if (typeof rec.ms === 'number' && rec.ms > 2 * timeoutMs) problems.push(`${rec.id} took ${rec.ms} ms, over twice the limit`);
  recs.push(rec);
}
const count = new Map();
for (const rec of recs) count.set(rec.id, (count.get(rec.id) ?? 0) + 1);
for (const [id, n] of count) if (n > 1) problems.push(`id ${id} written ${n} times`);
for (const f of files) if (count.get(f) !== 1) problems.push(`${f}: ${count.get(f) ?? 0} lines, expected 1`);
for (const [name, a] of Object.entries(archives)) {
  for (const rec of a.intact) if (count.get(rec.id) !== 1) problems.push(`${name}: intact record ${rec.id} has ${count.get(rec.id) ?? 0} lines, expected 1`);
  const lost = recs.filter((x) => x.source.startsWith(join(inputs, 'archives', name))).length;
  if (lost < a.intact.length) problems.push(`${name}: ${lost} lines for ${a.intact.length} intact records`);
}
const fileLines = recs.filter((x) => !x.source.startsWith(join(inputs, 'archives'))).length;
if (fileLines !== files.length) problems.push(`${fileLines} lines for ${files.length} page files`);
if (!(peakRssMb < maxRssMb)) problems.push(`peak RSS ${peakRssMb} MB, over ${maxRssMb} MB`);
// Reproducible: the same inputs give the same records (ms aside), paused or not.
let repeated;
if (repeat) {
  const out2 = join(dir, 'out-2.jsonl');
  repeated = await runBatch(out2, join(dir, 'rss-2'));
  const strip = (path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        const { ms: _ms, ...rest } = JSON.parse(l);
        return JSON.stringify(rest);
      });
  const a = strip(out);
  const b = strip(out2);
  let differ = 0;
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) differ++;
  if (differ) problems.push(`the second run wrote ${differ} records differently (of ${a.length}); both are in ${dir}`);
}

const errors = {};
for (const rec of recs) if (rec.error) errors[rec.error.code] = (errors[rec.error.code] ?? 0) + 1;
const slowest = recs.filter((x) => typeof x.ms === 'number').sort((a, b) => b.ms - a.ms)[0];
const summary = {
  seed,
  pages,
  heavy,
  workers,
  timeoutMs,
  inputs: { pageFiles: files.length, archives: Object.keys(archives).length },
  records: recs.length,
  ok: recs.filter((x) => !x.error).length,
  errors,
  slowest: slowest ? { id: slowest.id.slice(dir.length), ms: slowest.ms } : null,
  peakRssMb,
  generateS: Math.round(generateS * 10) / 10,
  batchS: Math.round(wallS * 10) / 10,
  ...(pauseS ? { pausedS: first.paused ? pauseS : 0 } : {}),
  ...(repeated ? { repeatBatchS: Math.round(repeated.wallS * 10) / 10, repeatPeakRssMb: repeated.peakRssMb } : {}),
  batchSummary: stderr.trim().split('\n').pop(),
  problems: problems.length,
};
console.log(JSON.stringify(summary, null, 2));
for (const p of problems.slice(0, 50)) process.stderr.write(`fuzz: ${p}\n`);
if (problems.length) process.stderr.write(`fuzz: ${problems.length} problems; inputs kept in ${dir}\n`);
if (!keep && !problems.length) rmSync(dir, { recursive: true, force: true });
else if (keep) process.stderr.write(`fuzz: inputs kept in ${dir}\n`);
process.exitCode = problems.length ? 1 : 0;
