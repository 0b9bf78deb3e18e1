// `batch -o dir/` (and `dedup -o dir`) on a read-only file system said ENOENT:
// Node's recursive mkdir reports ENOENT when a directory cannot be made for another reason
// (EROFS here; reproduced on a read-only tmpfs). The output directory is now made one level at a
// time, so the error is the real one, and it is an InputError (`cedst: cannot create …`, exit 2).
import * as fs from 'node:fs';
import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { InputError } from '../../src/input/read.js';

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return { ...real, mkdirSync: vi.fn(real.mkdirSync) };
});
const { makeDirectory } = await import('../../src/cli/batch/directory.js');

const tmp = mkdtempSync(join(tmpdir(), 'cedst-mkdir-'));

describe('making the output directory', () => {
  it('makes every missing level, and an existing directory is fine', () => {
    const dir = join(tmp, 'a', 'b', 'c');
    makeDirectory(`${dir}/`);
    expect(statSync(dir).isDirectory()).toBe(true);
    makeDirectory(dir);
  });

  it('a read-only file system: the real error (EROFS), not the ENOENT of a recursive mkdir', () => {
    const ro = join(tmp, 'read-only');
    // As Node behaves on a read-only tmpfs: the recursive call says ENOENT, the plain one EROFS.
    vi.mocked(fs.mkdirSync).mockImplementation(((path: fs.PathLike, options?: fs.MakeDirectoryOptions) => {
      const recursive = typeof options === 'object' && options?.recursive;
      const code = recursive ? 'ENOENT' : 'EROFS';
      const why = recursive ? 'no such file or directory' : 'read-only file system';
      throw Object.assign(new Error(`${code}: ${why}, mkdir '${String(path)}'`), { code });
    }) as typeof fs.mkdirSync);
    try {
      expect(() => makeDirectory(join(ro, 'out/'))).toThrow(new InputError(`cannot create the directory ${join(ro, 'out/')}: EROFS: read-only file system, mkdir '${ro}'`, 'write_error'));
    } finally {
      vi.mocked(fs.mkdirSync).mockRestore();
    }
    expect(existsSync(ro)).toBe(false);
  });

  it('a file in the way: ENOTDIR, as an InputError', () => {
    const file = join(tmp, 'a-file');
    writeFileSync(file, 'x');
    expect(() => makeDirectory(join(file, 'out'))).toThrow(InputError);
    expect(() => makeDirectory(join(file, 'out'))).toThrow(/^cannot create the directory .*a-file\/out: ENOTDIR/);
  });
});
