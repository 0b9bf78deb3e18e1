// Temporary files written beside their target and renamed into place (a part, its manifest,
// dedup's output). The name has a random part and the file is created exclusively (`wx`: O_CREAT |
// O_EXCL, which never follows a symbolic link), so a link planted at a name someone guessed can
// never make a run write elsewhere.
import { randomBytes } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** `.<name>.tmp-<pid>-`: the start of every temporary name of `target`, for clearing the ones an
 *  earlier, killed run left. */
export function tempPrefix(target: string): string {
  return `.${basename(target)}.tmp-`;
}

/** A new, empty temporary file in `target`'s directory: `.<name>.tmp-<pid>-<16 hex digits>`. */
export async function createTempFile(target: string): Promise<{ path: string; handle: FileHandle }> {
  for (;;) {
    const path = join(dirname(target), `${tempPrefix(target)}${process.pid}-${randomBytes(8).toString('hex')}`);
    try {
      return { path, handle: await open(path, 'wx') };
    } catch (err) {
      // A name taken (by chance, or planted): draw another.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
}
