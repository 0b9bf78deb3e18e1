// @module-tag slow
// The startup snapshot the build makes (bench/build/snapshot.mjs) gives what the usual start gives:
// every fixture page, byte for byte, in every format, from extract and inspect. Its speed is
// measured by `npm run bench:startup`, not here.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NO_SNAPSHOT_ENV, type SnapshotStart } from '../../src/cli/snapshot-run.js';
import { ROOT } from '../support/cli.js';

const BIN = join(ROOT, 'bin', 'cedst.js');
const { snapshotFor } = (await import(join(ROOT, 'dist', 'cli', 'snapshot-run.js'))) as typeof import('../../src/cli/snapshot-run.js');

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pages(join(dir, e.name)) : e.name === 'page.html' ? [join(dir, e.name)] : []));
}
const PAGES = pages(join(ROOT, 'fixtures'))
  .map((p) => relative(ROOT, p))
  .sort();

/** The command line from the snapshot, as the launcher starts it, and the usual way. */
function both(start: SnapshotStart, args: string[]): [ReturnType<typeof spawnSync>, ReturnType<typeof spawnSync>] {
  const opts = { cwd: ROOT, encoding: 'utf8' as const, maxBuffer: 256 * 1024 * 1024 };
  const fromSnapshot = spawnSync(process.execPath, [...start.flags, '--snapshot-blob', start.blob, '--', ...args], opts);
  const usual = spawnSync(process.execPath, [BIN, ...args], { ...opts, env: { ...process.env, [NO_SNAPSHOT_ENV]: '1' } });
  return [fromSnapshot, usual];
}

describe('the startup snapshot', () => {
  const start = snapshotFor(['node', BIN, 'extract'], [], {});

  it('is built by npm run build for this node, and the launcher takes it for extract', () => {
    expect(start).toBeDefined();
    expect(PAGES.length).toBeGreaterThan(100);
  });

  it('extracts every fixture page as the usual start does, in every format', () => {
    for (const format of ['json', 'text', 'markdown', 'html']) {
      const [snap, usual] = both(start!, ['extract', ...PAGES, '-f', format]);
      expect(usual.status).toBe(0);
      expect([snap.status, snap.stderr]).toEqual([usual.status, usual.stderr]);
      // One JSON line a page: compared page by page, for a readable failure.
      if (format === 'json') expect(String(snap.stdout).split('\n')).toEqual(String(usual.stdout).split('\n'));
      else expect(snap.stdout === usual.stdout, `${format} differs`).toBe(true);
    }
  });

  it('gives one page, inspect, a bad page and a bad flag as the usual start does, through the launcher', () => {
    const cases = [
      ['extract', 'fixtures/zh-local-traffic/page.html'],
      ['extract', 'fixtures/en-city-council/page.html', '-f', 'markdown', '--method', 'cedst'],
      ['inspect', 'fixtures/en-city-council/page.html'],
      ['inspect', 'fixtures/zh-xinhua-economy/page.html'],
      ['extract', 'fixtures/no-such-page.html'],
      ['extract', 'fixtures/en-city-council/page.html', '--no-such-flag'],
    ];
    for (const args of cases) {
      const viaLauncher = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8' });
      const [snap, usual] = both(start!, args);
      expect([viaLauncher.status, viaLauncher.stdout, viaLauncher.stderr], args.join(' ')).toEqual([usual.status, usual.stdout, usual.stderr]);
      expect([snap.status, snap.stdout, snap.stderr], args.join(' ')).toEqual([usual.status, usual.stdout, usual.stderr]);
    }
  });
});
