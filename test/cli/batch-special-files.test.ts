// @module-tag slow
// `cedst batch <(cat page.html)` reads the page (it gave `empty`: a
// pipe's size is 0), and a FIFO named *.html in a folder is one `not_regular` line, at once,
// though no one ever writes into it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchLines, ROOT } from '../support/cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-special-cli-'));
const page = '<html><head><title>Process substitution</title></head><body><article><p>A page handed over through a pipe, by the shell, as a path under /dev/fd.</p></article></body></html>';
const BIN = join(ROOT, 'bin/cedst.js');

describe('cedst batch: FIFOs and devices', () => {
  it('<(cat page.html) is read as the page', () => {
    const file = join(tmp, 'page.html');
    writeFileSync(file, page);
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${BIN}" batch -w 1 <(cat "${file}")`], { encoding: 'utf8', timeout: 300_000 });
    expect(r.status).toBe(0);
    const lines = batchLines(r.stdout);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.error).toBeUndefined();
    expect(lines[0]!.id).toMatch(/^\/dev\/fd\/\d+$/);
    expect(lines[0]!.title).toBe('Process substitution');
  });

  it('a FIFO named *.html in a folder: one not_regular line, and the batch ends', () => {
    const dir = join(tmp, 'folder');
    mkdirSync(dir);
    writeFileSync(join(dir, 'a.html'), page);
    execFileSync('mkfifo', [join(dir, 'b.html')]);
    const r = spawnSync(process.execPath, [BIN, 'batch', '-w', '1', dir], { encoding: 'utf8', timeout: 300_000 });
    expect(r.status).toBe(0);
    expect(batchLines(r.stdout).map((l) => [l.id, l.error?.code ?? 'ok'])).toEqual([
      [join(dir, 'a.html'), 'ok'],
      [join(dir, 'b.html'), 'not_regular'],
    ]);
    expect(r.stderr).toMatch(/2 records: 1 ok, 1 not_regular/);
  });
});
