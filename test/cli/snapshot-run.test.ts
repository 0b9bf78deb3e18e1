import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_SNAPSHOT_ENV, SNAPSHOT_BLOB, snapshotFor, type SnapshotMeta } from '../../src/cli/snapshot-run.js';

describe('which command lines start from the startup snapshot', () => {
  const dist = mkdtempSync(join(tmpdir(), 'cedst-snapshot-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const argv = (...rest: string[]): string[] => ['/usr/bin/node', '/x/bin/cedst.js', ...rest];
  const writeMeta = (meta: Partial<SnapshotMeta>): void => {
    mkdirSync(join(dist, 'snapshot'), { recursive: true });
    const full: SnapshotMeta = { node: process.version, execPath: process.execPath, dist, flags: ['--sparkplug'], ...meta };
    writeFileSync(join(dist, 'snapshot', 'cedst.json'), JSON.stringify(full));
  };

  it('extract and inspect do, with the flags the snapshot was built with', () => {
    writeMeta({});
    const start = { blob: join(dist, 'snapshot', SNAPSHOT_BLOB), flags: ['--sparkplug'] };
    expect(snapshotFor(argv('extract', 'a.html'), [], {}, dist)).toEqual(start);
    expect(snapshotFor(argv('inspect', 'a.html'), [], {}, dist)).toEqual(start);
    for (const cmd of [argv('batch', 'a.html'), argv('eval'), argv('serve'), argv('--help'), argv()]) expect(snapshotFor(cmd, [], {}, dist)).toBeUndefined();
  });

  it('not when told not to, nor with node flags of the caller, which would differ from the build', () => {
    writeMeta({});
    expect(snapshotFor(argv('extract', 'a.html'), [], { [NO_SNAPSHOT_ENV]: '1' }, dist)).toBeUndefined();
    expect(snapshotFor(argv('extract', 'a.html'), ['--max-old-space-size=900'], {}, dist)).toBeUndefined();
    expect(snapshotFor(argv('extract', 'a.html'), [], { NODE_OPTIONS: '--no-warnings' }, dist)).toBeUndefined();
    expect(snapshotFor(argv('extract', 'a.html'), [], { NODE_OPTIONS: ' ' }, dist)).toBeDefined();
  });

  it('not when it was built by another node, for another folder, or not at all', () => {
    writeMeta({ node: 'v20.0.0' });
    expect(snapshotFor(argv('extract', 'a.html'), [], {}, dist)).toBeUndefined();
    writeMeta({ execPath: '/elsewhere/node' });
    expect(snapshotFor(argv('extract', 'a.html'), [], {}, dist)).toBeUndefined();
    writeMeta({ dist: '/moved/dist' });
    expect(snapshotFor(argv('extract', 'a.html'), [], {}, dist)).toBeUndefined();
    writeFileSync(join(dist, 'snapshot', 'cedst.json'), '{"node": ');
    expect(snapshotFor(argv('extract', 'a.html'), [], {}, dist)).toBeUndefined();
    rmSync(join(dist, 'snapshot'), { recursive: true });
    expect(snapshotFor(argv('extract', 'a.html'), [], {}, dist)).toBeUndefined();
  });
});
