// @module-tag slow
// @module-tag long
// A batch paused for longer than its time limit (Ctrl-Z, SIGSTOP, a suspended
// laptop) turned the pages in flight into timeout records, which --resume never redoes. The limit
// counts each thread's CPU time, in the worker's checks and in the pool's hard limit, so a paused
// batch goes on where it stopped and writes what an unpaused one writes.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { batchLines, cedst, ROOT } from '../support/cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-pause-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const BIN = join(ROOT, 'bin', 'cedst.js');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const lineCount = (path: string): number => (existsSync(path) ? readFileSync(path, 'utf8').split('\n').length - 1 : 0);

describe.runIf(process.platform === 'linux')('a paused batch', () => {
  it('a pause of 5 s under a 1.5 s limit (3.5 s with the pool’s grace) times out no page', async () => {
    const dir = join(tmp, 'pages');
    mkdirSync(dir);
    const fixtures = ['en-city-council', 'zh-xinhua-economy'].map((f) => join(ROOT, 'fixtures', f, 'page.html'));
    for (let i = 0; i < 40; i++) copyFileSync(fixtures[i % 2]!, join(dir, `${String(i).padStart(2, '0')}.html`));
    const out = join(tmp, 'paused.jsonl');
    // Its own process group, stopped and continued as a shell's Ctrl-Z and fg do.
    const child = spawn(process.execPath, [BIN, 'batch', dir, '-w', '2', '--timeout', '1500', '-o', out], { detached: true, stdio: 'ignore' });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    for (let t = 0; lineCount(out) < 2 && t < 600; t++) await sleep(50);
    expect(lineCount(out)).toBeLessThan(40); // pages are still in flight
    process.kill(-child.pid!, 'SIGSTOP');
    await sleep(5_000);
    process.kill(-child.pid!, 'SIGCONT');
    expect(await exited).toBe(0);
    const paused = batchLines(readFileSync(out, 'utf8'));
    expect(paused.map((l) => l.error?.code ?? 'ok')).toEqual(Array(40).fill('ok'));
    // The same bytes as a run without a pause.
    const plain = cedst(['batch', dir, '-w', '2', '--timeout', '1500']);
    expect(readFileSync(out, 'utf8')).toBe(plain.stdout);
  });
});
