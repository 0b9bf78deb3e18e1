// One writer per output file: `cedst batch -o out.jsonl` holds `out.jsonl.lock`, which names its
// pid, for as long as it writes. A second batch on the same file (a `--resume` started while an
// earlier run still writes) is refused instead of interleaving its lines with the first's.
// A lock whose pid no longer runs (a batch killed with SIGKILL) is taken over. The lock is the
// real file's: `-o link.jsonl`, a link to out.jsonl, or a path through a linked directory, takes
// `out.jsonl.lock` beside the file itself. (Two hard links to one file are two names the lock
// cannot tie together.)
import { closeSync, linkSync, openSync, readFileSync, readlinkSync, realpathSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { InputError } from '../../input/read.js';

/** The file a path names once every link is followed, whether it exists yet or not: the real path
 *  of the file, or of its directory joined with its name (a dangling link is followed to where
 *  it points). */
export function realTarget(path: string): string {
  let p = resolve(path);
  for (let hops = 0; hops < 40; hops++) {
    try {
      return realpathSync(p);
    } catch {
      // Not there (yet): a link pointing nowhere is followed; anything else keeps its name.
    }
    let target: string;
    try {
      target = readlinkSync(p);
    } catch {
      try {
        return join(realpathSync(dirname(p)), basename(p));
      } catch {
        return p;
      }
    }
    p = resolve(dirname(p), target);
  }
  return p;
}

/** A lock file that is still empty this long after it was made belongs to no one: its maker
 *  died between creating it and writing its pid. */
const EMPTY_LOCK_GRACE_MS = 5_000;

export interface OutputLock {
  readonly path: string;
  release(): void;
}

function pidRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(path: string): { text: string; pid?: number; ageMs: number } | undefined {
  try {
    const text = readFileSync(path, 'utf8');
    const ageMs = Date.now() - statSync(path).mtimeMs;
    const pid = /^\s*(\d+)\s*$/.test(text) ? Number(text) : undefined;
    return { text, ...(pid ? { pid } : {}), ageMs };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** Take the lock of `output` or throw an InputError (`locked`) naming the pid that holds it. */
export function lockOutput(output: string): OutputLock {
  const path = `${realTarget(output)}.lock`;
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') throw new InputError(`cannot create the lock file ${path}: ${(err as Error).message}`, 'write_error');
      const held = readLock(path);
      if (!held) continue; // released meanwhile
      const stale = held.pid !== undefined ? !pidRuns(held.pid) || held.pid === process.pid : held.ageMs > EMPTY_LOCK_GRACE_MS;
      if (!stale) {
        const who = held.pid !== undefined ? `pid ${held.pid}` : 'a process starting up';
        throw new InputError(`${output} is being written by another cedst batch (${who}; lock file ${path})`, 'locked');
      }
      // Move the stale lock aside (atomic) and check that it is the one judged stale: another
      // batch may have taken it over meanwhile, and then its fresh lock is put back.
      const aside = `${path}.${process.pid}.stale`;
      try {
        renameSync(path, aside);
      } catch {
        continue;
      }
      const moved = readLock(aside);
      if (moved && moved.text !== held.text) {
        try {
          linkSync(aside, path);
        } catch {
          /* a third batch holds it now; the next attempt says so */
        }
      }
      try {
        unlinkSync(aside);
      } catch {
        /* gone already */
      }
      continue;
    }
    // A lock that cannot say whose it is (a disk full) would refuse the next run: it goes again.
    try {
      writeSync(fd, `${process.pid}\n`);
    } catch (err) {
      closeSync(fd);
      try {
        unlinkSync(path);
      } catch {
        /* gone already */
      }
      throw new InputError(`cannot write the lock file ${path}: ${(err as Error).message}`, 'write_error');
    }
    closeSync(fd);
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      process.off('exit', release);
      try {
        if (readLock(path)?.pid === process.pid) unlinkSync(path);
      } catch {
        /* nothing to release */
      }
    };
    // process.exit() (a second Ctrl-C) skips the finally blocks; the exit event still runs.
    process.on('exit', release);
    return { path, release };
  }
  throw new InputError(`cannot take the lock file ${path}: it keeps changing`, 'locked');
}
