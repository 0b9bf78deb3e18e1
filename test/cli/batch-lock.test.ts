// The output lock. It was keyed on the path as given, so `-o out.jsonl` and
// `-o link.jsonl` (a link to it) both ran and interleaved their lines: it is now keyed on the
// real file (links and `..` resolved, the output existing or not). A disk full (ENOSPC) while
// the pid was written left an empty lock file that refused the next run: a lock that cannot be
// written is removed again, and the error says why.
import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The lock's writes go through node:fs; one test makes writeSync fail as on a full disk.
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return { ...real, writeSync: vi.fn(real.writeSync) };
});
const { lockOutput, lockText, ownLock } = await import('../../src/cli/batch/lock.js');

const tmp = mkdtempSync(join(tmpdir(), 'cedst-lock-'));
let holder: ChildProcess;

/** Hold `target`'s lock as another, live process would. */
function heldBy(target: string): string {
  const lock = `${target}.lock`;
  writeFileSync(lock, lockText({ ...ownLock(), pid: holder.pid! }));
  return lock;
}

beforeAll(() => {
  holder = spawn('sleep', ['300'], { stdio: 'ignore' });
});
afterAll(() => {
  holder.kill();
});

describe('the lock is keyed on the real file', () => {
  it('a link to a locked output is refused', () => {
    const out = join(tmp, 'out.jsonl');
    writeFileSync(out, '');
    const link = join(tmp, 'link.jsonl');
    symlinkSync(out, link);
    const lock = heldBy(out);
    expect(() => lockOutput(link)).toThrow(`${link} is being written by another cedst batch (pid ${holder.pid}; lock file ${lock})`);
  });

  it('a link to an output not written yet, a linked directory and a path with .. are refused too', () => {
    const dir = join(tmp, 'real-dir');
    mkdirSync(dir);
    const out = join(dir, 'new.jsonl');
    heldBy(out);
    symlinkSync(out, join(tmp, 'dangling.jsonl'));
    symlinkSync(dir, join(tmp, 'dir-link'));
    for (const other of [join(tmp, 'dangling.jsonl'), join(tmp, 'dir-link', 'new.jsonl'), join(tmp, 'real-dir', '..', 'real-dir', 'new.jsonl')]) {
      expect(() => lockOutput(other), other).toThrow(/is being written by another cedst batch/);
    }
  });

  it('the lock of a link sits beside the real file and goes with release', () => {
    const out = join(tmp, 'free.jsonl');
    writeFileSync(out, '');
    const link = join(tmp, 'free-link.jsonl');
    symlinkSync(out, link);
    const lock = lockOutput(link);
    expect(lock.path).toBe(`${out}.lock`);
    expect(readFileSync(`${out}.lock`, 'utf8')).toBe(lockText(ownLock()));
    expect(existsSync(`${link}.lock`)).toBe(false);
    lock.release();
    expect(existsSync(`${out}.lock`)).toBe(false);
  });
});

describe('a disk full while the lock is taken', () => {
  it('leaves no lock file, and the next run takes the lock', () => {
    const out = join(tmp, 'full.jsonl');
    vi.mocked(fs.writeSync).mockImplementationOnce(() => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    expect(() => lockOutput(out)).toThrow(`cannot write the lock file ${out}.lock: ENOSPC: no space left on device, write`);
    expect(existsSync(`${out}.lock`)).toBe(false);
    const lock = lockOutput(out);
    expect(readFileSync(`${out}.lock`, 'utf8')).toBe(lockText(ownLock()));
    lock.release();
  });
});
