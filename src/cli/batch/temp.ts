// Temporary files written beside their target and renamed into place (a part, its manifest,
// dedup's output). The name has a random part and the file is created exclusively (`wx`: O_CREAT |
// O_EXCL, which never follows a symbolic link), so a link planted at a name someone guessed can
// never make a run write elsewhere.
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
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

/** Write all of `text`: writeSync may write part of it and return (a disk that filled up), and
 *  only the next call says ENOSPC. */
function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
}

/** A file written whole or not at all: the text goes to a temporary file beside `target`, renamed
 *  over it by `commit`; `abort` (a write failed: a full disk) removes it and leaves `target` as it
 *  was. A target that exists and is no regular file (a FIFO, /dev/stdout, a terminal) is written in
 *  place, as a rename would replace it. `write` writes all of a text unless a test gives its own. */
export function replacingFile(target: string, write: (fd: number, text: string) => void = writeAll): { write: (text: string) => void; commit: () => void; abort: () => void } {
  let special = false;
  try {
    const st = statSync(target);
    if (st.isDirectory()) throw Object.assign(new Error(`EISDIR: illegal operation on a directory, open '${target}'`), { code: 'EISDIR' });
    special = !st.isFile();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  if (special) {
    const fd = openSync(target, 'w');
    return { write: (text) => write(fd, text), commit: () => closeSync(fd), abort: () => closeSync(fd) };
  }
  let path = '';
  let fd = -1;
  while (fd < 0) {
    path = join(dirname(target), `${tempPrefix(target)}${process.pid}-${randomBytes(8).toString('hex')}`);
    try {
      fd = openSync(path, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return {
    write: (text) => write(fd, text),
    commit: () => {
      closeSync(fd);
      renameSync(path, target);
    },
    abort: () => {
      closeSync(fd);
      rmSync(path, { force: true });
    },
  };
}
