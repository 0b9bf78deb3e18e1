// @module-tag slow
// @module-tag long
// The batch process's life around its launcher. The child dies with the launcher and writes nothing
// after it (D1), signals sent to the launcher's pid reach the batch,
// one output file never gets two writers (D1), the workers' heap follows --worker-memory under
// the relaunch (D2), `timeout` gets a summary and a flushed file (D9), and a killed child is
// reported (smaller faults).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchLines, cedst, ROOT } from '../support/cli.js';
import { lockText, ownLock } from '../../src/cli/batch/lock.js';

const EN = join(ROOT, 'fixtures/en-city-council/page.html');
const BIN = join(ROOT, 'bin/cedst.js');
const tmp = mkdtempSync(join(tmpdir(), 'cedst-life-'));

const lines = batchLines;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A directory of `n` copies of a real page: slow enough to interrupt on one thread. */
function pages(name: string, n: number): { dir: string; ids: string[] } {
  const dir = join(tmp, name);
  mkdirSync(dir, { recursive: true });
  const ids = Array.from({ length: n }, (_, i) => join(dir, `p${String(i).padStart(3, '0')}.html`));
  for (const id of ids) copyFileSync(EN, id);
  return { dir, ids };
}

interface Started {
  proc: ChildProcess;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Its stdout and stderr are read to their end: 'exit' can come before the last of stderr. */
  closed: Promise<void>;
}

function start(cmd: string, args: string[]): Started {
  const proc = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  proc.stderr!.on('data', (b: Buffer) => (stderr += b.toString()));
  proc.stdout!.resume();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => proc.on('exit', (code, signal) => resolve({ code, signal })));
  const closed = new Promise<void>((resolve) => proc.on('close', () => resolve()));
  return { proc, stderr: () => stderr, exited, closed };
}

async function until(cond: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(20);
  }
}

const hasLines = (path: string): boolean => existsSync(path) && statSync(path).size > 0;

function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter((n) => n > 0);
  } catch {
    return []; // ps exits 1 when there is none
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('cedst batch: the launcher and its child', () => {
  it('the batch child exits when its launcher is killed with SIGKILL, writes nothing after, and --resume completes the output byte for byte', async () => {
    const { dir, ids } = pages('orphan', 150);
    const out = join(tmp, 'orphan.jsonl');
    const run = start(process.execPath, [BIN, 'batch', dir, '-w', '1', '-o', out]);
    await until(() => hasLines(out));
    const [child] = childrenOf(run.proc.pid!);
    expect(child).toBeGreaterThan(0);
    run.proc.kill('SIGKILL');
    await run.exited;
    // The launcher is dead: from here on the child may not write a byte.
    const atKill = readFileSync(out);
    await until(() => !alive(child!), 15_000);
    const text = readFileSync(out, 'utf8');
    expect(text).toBe(atKill.toString('utf8'));
    const done = lines(text.slice(0, text.lastIndexOf('\n') + 1));
    expect(done.length).toBeLessThan(ids.length);
    expect(done.map((l) => l.id)).toEqual(ids.slice(0, done.length));
    expect(existsSync(`${out}.lock`)).toBe(false);
    expect(cedst(['batch', dir, '-w', '1', '-o', out, '--resume']).status).toBe(0);
    const whole = join(tmp, 'orphan-whole.jsonl');
    expect(cedst(['batch', dir, '-w', '1', '-o', whole]).status).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(whole, 'utf8'));
  });

  it("SIGINT to the launcher's pid stops the batch with exit 130, and --resume completes the output byte for byte", async () => {
    const { dir, ids } = pages('sigint', 150);
    const out = join(tmp, 'sigint.jsonl');
    const run = start(process.execPath, [BIN, 'batch', dir, '-w', '1', '-o', out]);
    await until(() => hasLines(out));
    // A signal to the launcher alone (not its process group, as a terminal's Ctrl-C would send).
    process.kill(run.proc.pid!, 'SIGINT');
    expect((await run.exited).code).toBe(130);
    await run.closed;
    expect(run.stderr().trim().split('\n').pop()).toMatch(/\(interrupted by SIGINT\)$/);
    const done = lines(readFileSync(out, 'utf8'));
    expect(done.length).toBeLessThan(ids.length);
    expect(cedst(['batch', dir, '-w', '1', '-o', out, '--resume']).status).toBe(0);
    const whole = join(tmp, 'sigint-whole.jsonl');
    expect(cedst(['batch', dir, '-w', '1', '-o', whole]).status).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(whole, 'utf8'));
  });

  it('D1: a second batch on the same output file is refused while the first runs', async () => {
    const { dir } = pages('locked', 300);
    const out = join(tmp, 'locked.jsonl');
    const first = start(process.execPath, [BIN, 'batch', dir, '-w', '1', '-o', out]);
    await until(() => hasLines(out));
    const lock = `${out}.lock`;
    expect(existsSync(lock)).toBe(true);
    const holder = Number(/^pid: (\d+)$/m.exec(readFileSync(lock, 'utf8'))![1]);
    expect(alive(holder)).toBe(true);
    for (const extra of [['--resume'], []]) {
      const second = cedst(['batch', dir, '-w', '1', '-o', out, ...extra]);
      expect(second.status).toBe(2);
      expect(second.stdout).toBe('');
      expect(second.stderr).toBe(`cedst: ${out} is being written by another cedst batch (pid ${holder}; lock file ${lock})\n`);
    }
    first.proc.kill('SIGTERM');
    expect((await first.exited).code).toBe(143);
    expect(existsSync(lock)).toBe(false);
    const done = lines(readFileSync(out, 'utf8'));
    expect(new Set(done.map((l) => l.id)).size).toBe(done.length);
  });

  it('D1: a lock file left by a dead process is taken over', () => {
    const d = join(tmp, 'stale');
    mkdirSync(d, { recursive: true });
    copyFileSync(EN, join(d, 'a.html'));
    const out = join(tmp, 'stale.jsonl');
    // The pid of a process that has exited (and been reaped).
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    expect(alive(dead)).toBe(false);
    writeFileSync(`${out}.lock`, lockText({ ...ownLock(), pid: dead }));
    const r = cedst(['batch', d, '-w', '1', '-o', out]);
    expect(r.status).toBe(0);
    expect(lines(readFileSync(out, 'utf8'))).toHaveLength(1);
    expect(existsSync(`${out}.lock`)).toBe(false);
  });

  it("D2: --worker-memory raises the workers' heap limit under the relaunched child", () => {
    // 5,000 rows × 20 cells: more than 256 MB of heap to extract.
    const d = join(tmp, 'table');
    mkdirSync(d, { recursive: true });
    const row = `<tr>${Array.from({ length: 20 }, (_, i) => `<td>c${i}</td>`).join('')}</tr>`;
    writeFileSync(join(d, 'table.html'), `<html><body><table>${row.repeat(5_000)}</table></body></html>`);
    const r = cedst(['batch', d, '-w', '1', '--worker-memory', '2000', '--timeout', '60000', '--max-elements', '1000000']);
    expect(r.status).toBe(0);
    const [rec] = lines(r.stdout);
    expect(rec!.error).toBeUndefined();
    // The text writes the table a row a line, its cells separated by tabs.
    expect(rec!.text).toMatch(/^c0\tc1\t/);
  });

  it('D3: in one process (CEDST_NO_RELAUNCH) a worker out of memory is a worker_crash record and the batch goes on', () => {
    const d = join(tmp, 'oom-one-process');
    mkdirSync(d, { recursive: true });
    writeFileSync(join(d, '1-spans.html'), `<body>${'<span>a</span>'.repeat(1_000_000)}`);
    writeFileSync(join(d, '2.html'), '<html><body><p>After the big page comes a small one with a sentence.</p></body></html>');
    const r = spawnSync(process.execPath, [BIN, 'batch', d, '-w', '1', '--worker-memory', '64', '--timeout', '60000', '--max-elements', '3000000'], {
      encoding: 'utf8',
      env: { ...process.env, CEDST_NO_RELAUNCH: '1' },
    });
    expect(r.status).toBe(0);
    expect(lines(r.stdout).map((l) => l.error?.code ?? 'ok')).toEqual(['worker_crash', 'ok']);
  });

  it('D9: under `timeout` (SIGTERM to the whole group) the batch flushes and prints its summary', async () => {
    const { dir, ids } = pages('timeout-cmd', 600);
    const out = join(tmp, 'timeout-cmd.jsonl');
    // The limit falls once records are written, not after a fixed 4 s that a loaded machine could
    // spend starting up: SIGALRM is the alarm `timeout` sets itself, so it acts as the limit
    // running out (TERM to its whole process group, exit 124).
    const run = start('timeout', ['600', process.execPath, BIN, 'batch', dir, '-w', '1', '-o', out]);
    await until(() => hasLines(out));
    process.kill(run.proc.pid!, 'SIGALRM');
    const { code } = await run.exited;
    expect(code).toBe(124);
    // The summary is the child's last write; under load it can still be in the pipe at 'exit'.
    await run.closed;
    const text = readFileSync(out, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const done = lines(text);
    expect(done.length).toBeGreaterThan(0);
    expect(done.map((l) => l.id)).toEqual(ids.slice(0, done.length));
    expect(run.stderr().trim().split('\n').pop()).toMatch(new RegExp(`^cedst: ${done.length} records: ${done.length} ok \\(.*\\) \\(interrupted by SIGTERM\\)$`));
  });

  it('one stop heard twice by the launcher at once (as `timeout` sends it: its child, then the group) stops the batch once, with its summary', async () => {
    for (let round = 0; round < 2; round++) {
      const { dir } = pages(`double-term-${round}`, 300);
      const out = join(tmp, `double-term-${round}.jsonl`);
      const run = start(process.execPath, [BIN, 'batch', dir, '-w', '1', '-o', out]);
      await until(() => hasLines(out));
      // 100 ms apart: the launcher handles them as two signals, not one the kernel merged.
      process.kill(run.proc.pid!, 'SIGTERM');
      await sleep(100);
      process.kill(run.proc.pid!, 'SIGTERM');
      const { code } = await run.exited;
      await run.closed;
      expect(code).toBe(143);
      const done = lines(readFileSync(out, 'utf8'));
      expect(run.stderr().trim().split('\n').pop()).toMatch(new RegExp(`^cedst: ${done.length} records: ${done.length} ok \\(.*\\) \\(interrupted by SIGTERM\\)$`));
    }
  });

  it('says so when the batch child is killed', async () => {
    const { dir } = pages('killed', 300);
    const out = join(tmp, 'killed.jsonl');
    const run = start(process.execPath, [BIN, 'batch', dir, '-w', '1', '-o', out]);
    await until(() => hasLines(out));
    const [child] = childrenOf(run.proc.pid!);
    process.kill(child!, 'SIGKILL');
    const { code } = await run.exited;
    expect(code).toBe(137);
    expect(run.stderr()).toMatch(/^cedst: the batch process was killed by SIGKILL \(out of memory\?/m);
  });
});
