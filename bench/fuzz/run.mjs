#!/usr/bin/env node
// @ts-check
// Fuzz harness for `cedst batch`: seeded mutations of real pages, pathological pages and broken
// archives, run through the built CLI in one batch, then the invariants are checked:
//   the run completes (exit 0, no crash); one line per record: every page file exactly once,
//   every intact archive record exactly once, no id twice; every line valid JSON and UTF-8 with
//   an id and a source, and either a text or a one-line error with a code, never extract_error (nor
//   worker_crash outside --heavy); every page within the
//   time limit (its thread's CPU time; at most twice the limit in any case); peak RSS under the
//   bound; stderr holds cedst's own lines only. --pause S stops the batch's process group for S
//   seconds once, at a seeded record, as Ctrl-Z would; --repeat runs the batch again (without a
//   pause) and checks that both runs wrote the same records (the `ms` timings aside) and that its
//   peak RSS is under the bound too.
// Then the classes one batch over files does not reach (issue 34), each with its invariant:
//   every WARC archive read through stdin gives the records the file gives; a --resume after the
//   output is cut writes the bytes of the full run (ids that collide with renamed ones); a FIFO
//   named as an argument is read, and FIFOs and device links inside a folder are one line each;
//   links planted at guessable temporary names (a part's manifest, dedup) leave their targets
//   alone; a link to a locked output is refused; a full disk on stdout is counted as not written.
// And issue 41's: the intact records around a Content-Length off by a seeded amount of the sweep
//   (LENGTH_SWEEP) carry their own offsets; an --input-list with bad lines (a NUL before a glob
//   character, `-`, a glob that matches nothing) gives one line per entry, in order, exit 0.
// Usage: npm run fuzz -- --seed S --pages N [--workers 2] [--timeout 10000] [--max-rss-mb 500]
//        [--heavy] [--pause S] [--repeat] [--keep]
// Prints one JSON summary on stdout; exits 1 when an invariant fails (each listed on stderr).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MUTATORS, brokenArchives, inputListLines, pathological, rng, seedPages, specialFiles, writeArchive, writeGzipBomb } from './generate.mjs';
import { benchArgs } from '../lib/args.mjs';
import { servePipelined } from './serve-pipelined.mjs';
// The lock file's format, from the build the batch runs (a live lock for the #11 check).
const { lockText, ownLock } = await import(new URL('../../dist/cli/batch/lock.js', import.meta.url).href);

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: opts } = benchArgs(
  'Usage: npm run fuzz -- --seed S --pages N [--workers 2] [--timeout 10000] [--max-rss-mb 500] [--heavy] [--pause S] [--repeat] [--keep]\n' +
    '  N mutated real pages, the pathological pages (issue 41 added six: bare <, combining marks, heavy\n' +
    '  markup, 6.5M Han characters; --heavy adds 1,000,000 elements, a 50 MB page,\n' +
    '  49,000 paragraphs, 10^6 U+3000, 2,300,000 中, a 19-million-letter word, 10 MB of random bytes\n' +
    '  and a 1 GB gzip bomb), FIFOs and device links, and the broken archives, through one `cedst batch`;\n' +
    '  --pause S stops the batch for S seconds once; --repeat runs it again and compares the records;\n' +
    '  then every WARC through stdin, a cut and resumed output, links planted at temporary names, a\n' +
    '  linked locked output and a full disk (`extra` in the summary). Prints a JSON summary and exits 1\n' +
    '  when an invariant fails. --keep keeps the inputs and output.\n',
  {
    seed: { type: 'string' },
    pages: { type: 'string' },
    workers: { type: 'string' },
    timeout: { type: 'string' },
    'max-rss-mb': { type: 'string' },
    pause: { type: 'string' },
    heavy: { type: 'boolean' },
    keep: { type: 'boolean' },
    repeat: { type: 'boolean' },
  },
);
const seed = Number(opts.seed ?? '1');
const pages = Number(opts.pages ?? '200');
const workers = Number(opts.workers ?? '2');
const timeoutMs = Number(opts.timeout ?? '10000');
/** The message of a timeout record the pool wrote when it replaced the page's worker. */
const REPLACED = /could not stop itself/;
const maxRssMb = Number(opts['max-rss-mb'] ?? '500');
const heavy = opts.heavy === true;
const keep = opts.keep === true;
const pauseS = Number(opts.pause ?? '0');
const repeat = opts.repeat === true;

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
const archives = brokenArchives(r, sources, join(inputs, 'archives'));
for (const [name, a] of Object.entries(archives)) writeArchive(join(inputs, 'archives'), name, a);
// FIFOs and links to devices inside a folder (one not_regular line each), a FIFO named as an
// argument that a writer fills once the batch opens it, and /dev/null as an argument (empty).
const special = specialFiles(join(inputs, 'pathological'));
files.push(...special);
const fifoArg = join(inputs, 'fifo-argument.html');
const argInputs = [];
if (special.length) {
  execFileSync('mkfifo', [fifoArg]);
  argInputs.push(fifoArg);
  files.push(fifoArg);
}
if (existsSync('/dev/null')) {
  argInputs.push('/dev/null');
  files.push('/dev/null');
}
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
      ...argInputs,
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
      process.kill(-(/** @type {number} */ (proc.pid)), 'SIGSTOP');
      await sleep(pause * 1000);
      process.kill(-(/** @type {number} */ (proc.pid)), 'SIGCONT');
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
// The FIFO's writer: it waits (in open) until the batch opens the FIFO to read it.
const writer = argInputs.includes(fifoArg) ? spawn('sh', ['-c', 'cat "$1" > "$2"', 'sh', files[0], fifoArg], { stdio: 'ignore' }) : undefined;
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
if (writer && writer.exitCode === null) {
  problems.push(`${fifoArg}: the FIFO named as an argument was never read (its writer still waits)`);
  writer.kill();
}
const stray = stderr.split('\n').filter((l) => l && !l.startsWith('cedst:'));
if (stray.length) problems.push(`stderr holds ${stray.length} lines that are not cedst's own, e.g. ${JSON.stringify(stray[0].slice(0, 120))}`);
// Read as bytes and cut into lines there: the seed-41 round's output (572 MB) is past V8's
// longest string, so it is never one string.
const raw = readFileSync(out);
if (!isUtf8(raw)) problems.push('the output is not valid UTF-8');
if (raw.length && raw[raw.length - 1] !== 0x0a) problems.push('the output does not end on a whole line');
const lines = [];
for (let at = 0; at < raw.length; ) {
  const nl = raw.indexOf(0x0a, at);
  const end = nl < 0 ? raw.length : nl;
  if (end > at) lines.push(raw.toString('utf8', at, end));
  at = end + 1;
}
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
    // extract_error is an exception no check foresaw: a fault, though the batch went on. A
    // worker_crash is the pool catching a page past the worker's memory: the heavy pages are made
    // to reach that limit, the others must not.
    if (rec.error.code === 'extract_error') problems.push(`${rec.id}: extract_error: ${rec.error.message}`);
    if (rec.error.code === 'worker_crash' && !heavy) problems.push(`${rec.id}: worker_crash: ${rec.error.message}`);
    // A page past its limit stops itself at its next budget check; the pool replacing its worker
    // means a stretch of work checked no budget for longer than the pool's grace.
    if (rec.error.code === 'timeout' && REPLACED.test(rec.error.message)) problems.push(`${rec.id}: a timeout its own budget did not stop: ${rec.error.message}`);
  } else if (typeof rec.text !== 'string') problems.push(`line ${n + 1} has neither text nor error`);
  else if (/[\u0000]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(rec.text)) problems.push(`line ${n + 1}: NUL or lone surrogate in text`);
  // ms is the page's CPU time, which the worker bounds by the limit (a timeout record's: when it
  // stopped itself, past the limit); twice it is past the pool's hard limit in any clock.
  if (typeof rec.ms === 'number' && rec.ms > timeoutMs && rec.error?.code !== 'timeout') problems.push(`${rec.id} took ${rec.ms} ms, over the ${timeoutMs} ms limit`);
  if (typeof rec.ms === 'number' && rec.ms > 2 * timeoutMs) problems.push(`${rec.id} took ${rec.ms} ms, over twice the limit`);
  recs.push(rec);
}
const count = new Map();
for (const rec of recs) count.set(rec.id, (count.get(rec.id) ?? 0) + 1);
for (const [id, n] of count) if (n > 1) problems.push(`id ${id} written ${n} times`);
for (const f of files) if (count.get(f) !== 1) problems.push(`${f}: ${count.get(f) ?? 0} lines, expected 1`);
const byIdAll = new Map(recs.map((x) => [x.id, x]));
for (const [name, a] of Object.entries(archives)) {
  for (const rec of a.intact) if (count.get(rec.id) !== 1) problems.push(`${name}: intact record ${rec.id} has ${count.get(rec.id) ?? 0} lines, expected 1`);
  // An intact record of issue 41's length sweep must also carry its own offset.
  for (const rec of a.intact) {
    const want = `${join(inputs, 'archives', name)}@${rec.at}`;
    if (rec.at !== undefined && count.get(rec.id) === 1 && byIdAll.get(rec.id).source !== want)
      problems.push(`${name}: intact record ${rec.id} has source ${byIdAll.get(rec.id).source}, expected ${want}`);
  }
  const lost = recs.filter((x) => x.source.startsWith(join(inputs, 'archives', name))).length;
  if (lost < (a.minLines ?? a.intact.length)) problems.push(`${name}: ${lost} lines, expected at least ${a.minLines ?? a.intact.length}`);
}
const fileLines = recs.filter((x) => !x.source.startsWith(join(inputs, 'archives'))).length;
if (fileLines !== files.length) problems.push(`${fileLines} lines for ${files.length} page files`);
const byId = new Map(recs.map((x) => [x.id, x]));
for (const f of special) if (byId.get(f)?.error?.code !== 'not_regular') problems.push(`${f}: ${byId.get(f)?.error?.code ?? 'ok'}, expected not_regular`);
if (argInputs.includes(fifoArg) && byId.get(fifoArg)?.error) problems.push(`${fifoArg}: ${byId.get(fifoArg).error.code}, expected the page it was given`);
const extra = issue34Checks();
// Pipelined requests to `cedst serve`, in a file of their own.
const served = await servePipelined({ seed });
Object.assign(extra, { serve: served.summary });
problems.push(...served.problems);
if (!(peakRssMb < maxRssMb)) problems.push(`peak RSS ${peakRssMb} MB, over ${maxRssMb} MB`);
// Reproducible: the same inputs give the same records (ms aside), paused or not.
let repeated;
if (repeat) {
  const out2 = join(dir, 'out-2.jsonl');
  // The FIFO argument is read once a run: it needs its writer again.
  const again = argInputs.includes(fifoArg) ? spawn('sh', ['-c', 'cat "$1" > "$2"', 'sh', files[0], fifoArg], { stdio: 'ignore' }) : undefined;
  repeated = await runBatch(out2, join(dir, 'rss-2'));
  if (!(repeated.peakRssMb < maxRssMb)) problems.push(`second run: peak RSS ${repeated.peakRssMb} MB, over ${maxRssMb} MB`);
  if (again && again.exitCode === null) again.kill();
  const strip = (path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        const { ms: _ms, ...rest } = JSON.parse(l);
        // A page past its time limit is a `timeout` record in both runs, but whether it stopped
        // itself at its next budget check or the pool replaced its worker depends on where the
        // thread's CPU time ran out, which the machine's load moves: the message is set aside.
        if (rest.error?.code === 'timeout') rest.error = { code: 'timeout' };
        return JSON.stringify(rest);
      });
  const a = strip(out);
  const b = strip(out2);
  let differ = 0;
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) differ++;
  if (differ) problems.push(`the second run wrote ${differ} records differently (of ${a.length}); both are in ${dir}`);
}

/** The built CLI, run to the end; its stdout and stderr as text. */
function cli(args, options = {}) {
  const res = spawnSync(process.execPath, [join(ROOT, 'bin/cedst.js'), ...args], { encoding: 'utf8', maxBuffer: 1 << 28, timeout: 300_000, ...options });
  const stray = (res.stderr ?? '').split('\n').filter((l) => l && !l.startsWith('cedst:'));
  if (stray.length) problems.push(`cedst ${args.join(' ')}: stderr holds lines that are not cedst's own, e.g. ${JSON.stringify(stray[0].slice(0, 120))}`);
  return res;
}

/** A record's outcome as the reader decides it: extraction outcomes (ok, timeout, …) vary with
 *  the machine's load and are one `page`. */
function readerOutcome(x) {
  const reader = ['read_error', 'truncated', 'http_status', 'not_html', 'too_large', 'empty', 'bad_json', 'not_regular'];
  return x.error && reader.includes(x.error.code) ? x.error.code : 'page';
}

/** Issue 34's classes that the one batch over files does not reach. */
function issue34Checks() {
  const extra = { stdinArchives: 0, stdinRecords: 0, resume: false, plantedLinks: 0, lockLink: false, diskFull: false };
  const work = join(dir, 'issue34');
  mkdirSync(work);
  const small = join(work, 'small');
  mkdirSync(small);
  for (let i = 0; i < 3; i++) writeFileSync(join(small, `page-${i}.html`), sources[i % sources.length]);

  // #1: every WARC through stdin gives the records (by the reader's outcome) the file gives.
  for (const [name, a] of Object.entries(archives)) {
    if (!/\.warc(\.gz)?$/.test(name)) continue;
    const path = join(inputs, 'archives', name);
    const res = cli(['batch', '-', '-w', '1', '--timeout', String(timeoutMs)], { input: a.bytes });
    extra.stdinArchives++;
    if (res.status !== 0) {
      problems.push(`stdin < ${name}: exit ${res.status}`);
      continue;
    }
    const got = res.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    extra.stdinRecords += got.length;
    const seen = new Map();
    for (const x of got) seen.set(x.id, (seen.get(x.id) ?? 0) + 1);
    for (const rec of a.intact) if (seen.get(rec.id) !== 1) problems.push(`stdin < ${name}: intact record ${rec.id} has ${seen.get(rec.id) ?? 0} lines, expected 1`);
    const asFile = recs.filter((x) => x.source.startsWith(`${path}@`) || x.source === path).map((x) => `${x.id.replaceAll(path, '-')} ${readerOutcome(x)}`);
    const asStdin = got.map((x) => `${x.id} ${readerOutcome(x)}`);
    if (JSON.stringify(asFile) !== JSON.stringify(asStdin)) problems.push(`stdin < ${name}: ${JSON.stringify(asStdin)}, the file gave ${JSON.stringify(asFile)}`);
  }

  // #3: a --resume after the output is cut writes what the full run wrote, byte for byte.
  const colliding = join(inputs, 'archives', 'colliding-ids.jsonl');
  const full = join(work, 'full.jsonl');
  const cut = join(work, 'cut.jsonl');
  cli(['batch', colliding, '-w', '1', '-o', full]);
  const whole = readFileSync(full);
  const lines = whole.toString('utf8').split('\n');
  copyFileSync(full, cut);
  truncateSync(cut, Buffer.byteLength(lines.slice(0, 2).join('\n')) + 6);
  cli(['batch', colliding, '-w', '1', '-o', cut, '--resume']);
  extra.resume = readFileSync(cut).equals(whole);
  if (!extra.resume) problems.push(`--resume after a cut (${colliding}) did not write the full run's bytes`);

  // #10: links planted at every temporary name the next 256 processes could have used.
  const victim = join(work, 'victim.txt');
  const precious = 'not to be overwritten\n';
  writeFileSync(victim, precious);
  const plant = (dirPath, name) => {
    const base = spawnSync('true').pid ?? 0;
    for (let pid = base + 1; pid <= base + 256; pid++) symlinkSync(victim, join(dirPath, name(pid)));
    extra.plantedLinks += 256;
  };
  const parts = join(work, 'parts');
  mkdirSync(parts);
  plant(parts, (pid) => `part-0-of-1.manifest.json.tmp-${pid}`);
  const partRun = cli(['batch', small, '-w', '1', '-o', `${parts}/`]);
  if (partRun.status !== 0 || !existsSync(join(parts, 'part-0-of-1.manifest.json'))) problems.push(`batch -o DIR/ among planted links: exit ${partRun.status}`);
  const deduped = join(work, 'dedup');
  mkdirSync(deduped);
  plant(deduped, (pid) => `.part-0-of-1.jsonl.tmp-${pid}`);
  const dedupRun = cli(['dedup', join(parts, 'part-0-of-1.jsonl'), '-o', deduped]);
  if (dedupRun.status !== 0) problems.push(`dedup among planted links: exit ${dedupRun.status}`);
  if (readFileSync(victim, 'utf8') !== precious) problems.push('a link planted at a temporary name made a run overwrite the file it points to');

  // #11: a link to an output whose lock a live process holds is refused.
  const real = join(work, 'real.jsonl');
  const link = join(work, 'link.jsonl');
  writeFileSync(real, '');
  symlinkSync(real, link);
  writeFileSync(`${real}.lock`, lockText(ownLock()));
  const locked = cli(['batch', small, '-w', '1', '-o', link]);
  extra.lockLink = locked.status === 2 && /is being written by another cedst batch/.test(locked.stderr) && readFileSync(real, 'utf8') === '';
  if (!extra.lockLink) problems.push(`-o a link to a locked output: exit ${locked.status}, ${readFileSync(real).length} bytes written`);
  unlinkSync(`${real}.lock`);

  // #13: stdout on a full disk: nothing is counted as written.
  if (existsSync('/dev/full')) {
    const fd = openSync('/dev/full', 'w');
    const res = cli(['batch', small, '-w', '1'], { stdio: ['ignore', fd, 'pipe'] });
    closeSync(fd);
    extra.diskFull = res.status === 1 && /^cedst: 0 records: 0 ok; \d+ not written \(ENOSPC/m.test(res.stderr);
    if (!extra.diskFull) problems.push(`batch > /dev/full: exit ${res.status}, ${JSON.stringify(res.stderr.split('\n')[0])}`);
  }
  Object.assign(extra, issue41Checks(work, small));
  return extra;
}

/** Issue 41 #3: an input list with bad lines gives one line per entry, in order, and exit 0. */
function issue41Checks(work, small) {
  const pages = readdirSync(small)
    .sort()
    .map((n) => join(small, n));
  const { text: listText, expected } = inputListLines(pages);
  const list = join(work, 'inputs.txt');
  writeFileSync(list, listText);
  const res = cli(['batch', '--input-list', list, '-w', '1']);
  const got = (res.stdout ?? '')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const want = expected.map((e) => `${e.id ?? `${list}:${e.line}`} ${e.outcome}`);
  const have = got.map((x) => `${x.id} ${readerOutcome(x)}`);
  const listOk = res.status === 0 && JSON.stringify(have) === JSON.stringify(want);
  if (!listOk) problems.push(`--input-list with bad lines: exit ${res.status}, lines ${JSON.stringify(have)}, expected ${JSON.stringify(want)}`);
  return { badListLines: listOk };
}

const timeouts = recs.filter((x) => x.error?.code === 'timeout');
const errors = {};
for (const rec of recs) if (rec.error) errors[rec.error.code] = (errors[rec.error.code] ?? 0) + 1;
const slowest = recs.filter((x) => !x.error && typeof x.ms === 'number').sort((a, b) => b.ms - a.ms)[0];
/** When each timeout stopped itself, in ms of its thread's CPU, slowest first. */
const stoppedMs = timeouts
  .filter((x) => typeof x.ms === 'number')
  .map((x) => x.ms)
  .sort((a, b) => b - a);
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
  timeouts: {
    stoppedItself: timeouts.filter((x) => !REPLACED.test(x.error.message)).length,
    workerReplaced: timeouts.filter((x) => REPLACED.test(x.error.message)).length,
    ...(stoppedMs.length ? { maxMs: stoppedMs[0], medianMs: stoppedMs[Math.floor(stoppedMs.length / 2)], maxOverLimit: Math.round((stoppedMs[0] / timeoutMs) * 100) / 100 } : {}),
  },
  slowest: slowest ? { id: slowest.id.slice(dir.length), ms: slowest.ms } : null,
  peakRssMb,
  generateS: Math.round(generateS * 10) / 10,
  batchS: Math.round(wallS * 10) / 10,
  ...(pauseS ? { pausedS: first.paused ? pauseS : 0 } : {}),
  ...(repeated ? { repeatBatchS: Math.round(repeated.wallS * 10) / 10, repeatPeakRssMb: repeated.peakRssMb } : {}),
  batchSummary: stderr.trim().split('\n').pop(),
  extra,
  problems: problems.length,
};
console.log(JSON.stringify(summary, null, 2));
for (const p of problems.slice(0, 50)) process.stderr.write(`fuzz: ${p}\n`);
if (problems.length) process.stderr.write(`fuzz: ${problems.length} problems; inputs kept in ${dir}\n`);
if (!keep && !problems.length) rmSync(dir, { recursive: true, force: true });
else if (keep) process.stderr.write(`fuzz: inputs kept in ${dir}\n`);
process.exitCode = problems.length ? 1 : 0;
