// Making an output directory (`batch -o DIR/`, `dedup -o DIR`) with the real reason when it
// cannot be made: Node's recursive mkdir reports ENOENT for a directory that cannot be made for
// another reason (EROFS, a read-only file system), so the missing levels are made one at a time.
import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { InputError } from '../../input/read.js';

/** `mkdir -p dir`; an InputError (`write_error`) that says why when it cannot be made. */
export function makeDirectory(dir: string): void {
  const fail = (err: unknown): never => {
    throw new InputError(`cannot create the directory ${dir}: ${(err as Error).message}`, 'write_error');
  };
  // The missing levels, from the deepest up to the first that exists.
  const missing: string[] = [];
  for (let d = resolve(dir); ; d = dirname(d)) {
    try {
      if (statSync(d).isDirectory()) break;
      fail(Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${d}'`), { code: 'ENOTDIR' }));
    } catch (err) {
      if (err instanceof InputError) throw err;
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') fail(err);
    }
    missing.push(d);
    if (dirname(d) === d) break;
  }
  for (const d of missing.reverse()) {
    try {
      mkdirSync(d);
    } catch (err) {
      // Made meanwhile by another run: fine.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') fail(err);
    }
  }
}
