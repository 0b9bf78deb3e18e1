// @module-tag slow
// `cedst extract` on hostile input. A gzip bomb is stopped while it inflates (D5), a
// full disk or a closed pipe on stdout is one line on stderr (D9), and whitespace-only input is
// `empty` as in `batch`.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cedst, ROOT } from '../support/cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-extract-'));
const BIN = join(ROOT, 'bin/cedst.js');

/** A .html.gz that inflates to `mb` MB, written in streaming fashion (never held whole). */
async function bomb(path: string, mb: number): Promise<void> {
  const gz = createGzip({ level: 9 });
  const fd = openSync(path, 'w');
  gz.on('data', (b: Buffer) => writeSync(fd, b));
  const done = new Promise((r) => gz.on('end', r));
  gz.write('<html><body><p>');
  const chunk = Buffer.alloc(1 << 20, 'a');
  for (let i = 0; i < mb; i++) if (!gz.write(chunk)) await new Promise((r) => gz.once('drain', r));
  gz.end('</p></body></html>');
  await done;
  closeSync(fd);
}

describe('cedst extract: hostile input', () => {
  it('D5: stops a gzip bomb while inflating it: too_large, exit 2, one line', async () => {
    const path = join(tmp, 'bomb.html.gz');
    await bomb(path, 200); // 200 MB inflated, 200 KB on disk
    const r = spawnSync(process.execPath, ['--max-old-space-size=256', BIN, 'extract', path], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`cedst: ${path} is larger than 20971520 bytes once gunzipped (too_large; see --max-bytes)\n`);
  });

  it('D5: --max-bytes bounds a plain file too, and a file within it is read', () => {
    const path = join(tmp, 'page.html');
    writeFileSync(path, '<html><body><p>A short page with one sentence in it for the test.</p></body></html>');
    const small = cedst(['extract', path, '--max-bytes', '50']);
    expect(small.status).toBe(2);
    expect(small.stderr).toBe(`cedst: ${path} is larger than 50 bytes (too_large; see --max-bytes)\n`);
    expect(cedst(['extract', path, '--max-bytes', '5000']).stdout).toBe('A short page with one sentence in it for the test.\n');
    expect(cedst(['extract', '-', '--max-bytes', '50'], '<html><body><p>A short page with one sentence in it.</p></body></html>').stderr).toBe(
      'cedst: stdin is larger than 50 bytes (too_large; see --max-bytes)\n',
    );
    expect(cedst(['extract', path, '--max-bytes', 'lots']).status).toBe(2);
  });

  it('D9: a full disk on stdout is one line on stderr and a non-zero exit', () => {
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" extract fixtures/en-city-council/page.html > /dev/full`], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^cedst: cannot write the output: ENOSPC\b[^\n]*\n$/);
  });

  it('whitespace-only input is empty, as in batch', () => {
    const path = join(tmp, 'blank.html');
    writeFileSync(path, '  \n\t\n');
    const r = cedst(['extract', path]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`cedst: ${path} is empty\n`);
  });
});
