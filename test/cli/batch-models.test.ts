// @module-tag slow
// A model file the options name that cannot be read, or is no such model, is one usage error before
// a batch starts (exit 2, nothing on stdout), not an extract_error record on every page.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchLines, cedst, ROOT } from '../support/cli.js';

const PAGE = join(ROOT, 'fixtures', 'en-city-council', 'page.html');
const MISSING = join(ROOT, 'fixtures', 'no-such-model.json');
const NOT_A_MODEL = join(ROOT, 'package.json');

describe('batch: the models the options name', () => {
  it('a missing reading model or Louvan model stops the batch with exit 2', () => {
    const reading = cedst(['batch', PAGE, '-w', '1', '--plus-reading-model', MISSING]);
    expect(reading.status).toBe(2);
    expect(reading.stdout).toBe('');
    expect(reading.stderr).toContain(`cedst: plus.readingModel: cannot read ${MISSING}: ENOENT`);
    const louvan = cedst(['batch', PAGE, '-w', '1', '-m', 'louvan', '--louvan-model', MISSING]);
    expect(louvan.status).toBe(2);
    expect(louvan.stdout).toBe('');
    expect(louvan.stderr).toContain(`cedst: louvan.model: cannot read ${MISSING}: no such file`);
  });

  it('a JSON file that is no gain model stops it too; with readings off the option is not read', () => {
    const bad = cedst(['batch', PAGE, '-w', '1', '--plus-reading-model', NOT_A_MODEL]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain(`cedst: plus.readingModel: ${NOT_A_MODEL} is not a reading-gains model`);
    const off = cedst(['batch', PAGE, '-w', '1', '--plus-reading-model', MISSING, '--no-plus-readings']);
    expect(off.status).toBe(0);
    expect(JSON.parse(off.stdout).error).toBeUndefined();
  });
});

describe('batch: a shipped model missing from the install', () => {
  it('every page gets an error record that names the file, and the batch ends as usual', () => {
    // A copy of the built package without models/reading-gains.json: the workers' warm-up fails
    // on it. Before, each worker died as it loaded, piscina started another that died the same
    // way, the event loop ran dry and node exited 0 after one record of three.
    const dir = mkdtempSync(join(tmpdir(), 'cedst-broken-'));
    try {
      for (const part of ['dist', 'bin', 'lexicons', 'models', 'package.json']) cpSync(join(ROOT, part), join(dir, part), { recursive: true });
      symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
      rmSync(join(dir, 'models', 'reading-gains.json'));
      const pages = ['en-city-council', 'zh-local-traffic', 'en-wire-storm'].map((f) => join(ROOT, 'fixtures', f, 'page.html'));
      const r = spawnSync(process.execPath, [join(dir, 'bin', 'cedst.js'), 'batch', ...pages, '-w', '2'], { encoding: 'utf8' });
      const lines = batchLines(r.stdout);
      expect(r.status).toBe(0);
      expect(lines.map((l) => l.source)).toEqual(pages);
      for (const l of lines) {
        expect(l.error?.code).toBe('extract_error');
        expect(l.error?.message).toContain(`plus.readingModel: cannot read ${join(dir, 'models', 'reading-gains.json')}: ENOENT`);
      }
      expect(r.stderr).toContain('3 records: 0 ok, 3 extract_error');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
