#!/usr/bin/env node
// @ts-check
// npm run bench:startup: what a single `cedst` call costs, as a shell loop over pages pays it: the
// CPU time (user + system) of the whole process, read from /proc/self/stat's cutime and cstime
// around each run, so that a busy machine's load does not enter the figures. Each command runs
// --runs times (5); the median and the fastest are printed beside the target, with the median of
// the peak resident set of the process tree (GNU time's %M, which takes the largest of the process
// and its waited-for children: the launcher and the node it starts; – where /usr/bin/time is not
// installed). Needs the build (npm run build), whose startup snapshot extract starts from
// (CEDST_NO_SNAPSHOT=1 measures the usual start).
// Usage: node bench/startup.mjs [--runs N]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs, numberArg } from './lib/args.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: opts } = benchArgs('Usage: node bench/startup.mjs [--runs N]   (needs the build: npm run build)', { runs: { type: 'string' } });
const runs = numberArg(opts.runs, 5);
const bin = join(root, 'bin', 'cedst.js');
const TIME = '/usr/bin/time';
const timed = existsSync(TIME);
const scratch = mkdtempSync(join(tmpdir(), 'cedst-startup-'));
const rssFile = join(scratch, 'rss');

/** The CPU seconds of this process's waited-for children so far (clock ticks of 1/100 s). */
function childCpu() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[13]) + Number(f[14])) / 100;
}

const CASES = [
  { name: 'cedst --version', args: ['--version'], target: 0.15 },
  { name: 'cedst --help', args: ['--help'], target: undefined },
  { name: 'cedst extract (English page)', args: ['extract', join(root, 'fixtures/en-city-council/page.html')], target: 0.5 },
  { name: 'cedst extract (Chinese page)', args: ['extract', join(root, 'fixtures/zh-local-traffic/page.html')], target: 0.8 },
  { name: 'node -e "" (for scale)', args: undefined, target: undefined },
];

/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
process.stdout.write('| command | CPU s, median | CPU s, fastest | peak RSS MB, median | target |\n|---|---|---|---|---|\n');
for (const c of CASES) {
  const cpu = [];
  const rss = [];
  for (let i = 0; i < runs; i++) {
    const before = childCpu();
    const command = [process.execPath, ...(c.args ? [bin, ...c.args] : ['-e', ''])];
    const [file, ...args] = timed ? [TIME, '-f', '%M', '-o', rssFile, ...command] : command;
    const r = spawnSync(file, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    if (r.status !== 0) throw new Error(`${c.name} exited ${r.status}: ${r.stderr}`);
    cpu.push(childCpu() - before);
    if (timed) rss.push(Number(readFileSync(rssFile, 'utf8').trim().split('\n').at(-1)) / 1024);
  }
  const peak = rss.length > 0 ? median(rss).toFixed(0) : '–';
  process.stdout.write(`| ${c.name} | ${median(cpu).toFixed(2)} | ${Math.min(...cpu).toFixed(2)} | ${peak} | ${c.target === undefined ? '' : `≤ ${c.target}`} |\n`);
}
rmSync(scratch, { recursive: true, force: true });
