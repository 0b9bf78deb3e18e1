// One writer per output file: `cedst batch -o out.jsonl` holds `out.jsonl.lock` for as long as it
// writes. A second batch on the same file (a `--resume` started while an earlier run still writes)
// is refused instead of interleaving its lines with the first's, or truncating them. The output
// may sit on storage that other hosts or containers share, where a pid means nothing: the lock
// names its holder's host, boot id, PID namespace and pid, and is taken over only when all but the
// pid are ours and that pid no longer runs (a batch killed with SIGKILL). A lock from anywhere
// else cannot be judged and is refused, with the command that removes it. The lock is the real
// file's: `-o link.jsonl`, a link to out.jsonl, or a path through a linked directory, takes
// `out.jsonl.lock` beside the file itself. (Two hard links to one file are two names the lock
// cannot tie together.)
import { closeSync, linkSync, openSync, readFileSync, readlinkSync, realpathSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
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
 *  died between creating it and writing it (only where hard links fail, below). */
const EMPTY_LOCK_GRACE_MS = 5_000;

export interface OutputLock {
  readonly path: string;
  release(): void;
}

/** Who holds a lock: enough to tell, from another process, whether it can still be running. */
export interface LockOwner {
  host: string;
  /** The kernel's boot id: a pid from before a reboot names nothing. */
  boot: string;
  /** The PID namespace (a container has its own): a pid names a process only inside it. */
  pidns: string;
  pid: number;
}

function readOr(read: () => string, fallback: string): string {
  try {
    return read().trim() || fallback;
  } catch {
    return fallback;
  }
}

/** This process as a lock's owner. Where /proc does not tell (not Linux), boot and PID namespace
 *  are `unknown`, and two unknowns match: such a system has one namespace, and a lock from before
 *  a reboot is refused if its pid runs again, never taken from a live run. */
export function ownLock(): LockOwner {
  return {
    host: hostname(),
    boot: readOr(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8'), 'unknown'),
    pidns: readOr(() => readlinkSync('/proc/self/ns/pid'), 'unknown'),
    pid: process.pid,
  };
}

const FIELDS = ['host', 'boot', 'pidns', 'pid'] as const;

export function lockText(owner: LockOwner): string {
  return `cedst batch lock\n${FIELDS.map((f) => `${f}: ${owner[f]}\n`).join('')}`;
}

/** The owner a lock file names; undefined when it names none (empty, or an older cedst's lone
 *  pid, which says nothing of host or namespace). */
export function parseLock(text: string): LockOwner | undefined {
  const field = (name: string): string | undefined => new RegExp(`^${name}: (.+)$`, 'm').exec(text)?.[1]?.trim();
  const [host, boot, pidns, pid] = FIELDS.map(field);
  if (!text.startsWith('cedst batch lock\n') || !host || !boot || !pidns || !pid || !/^\d+$/.test(pid)) return undefined;
  return { host, boot, pidns, pid: Number(pid) };
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

/** May a lock held by `held` be taken over by `me`? Only when it was made on this host, since this
 *  boot, in this PID namespace, and its pid no longer runs: anywhere else the pid cannot be checked
 *  and the run may be alive. */
export function isStale(held: LockOwner, me: LockOwner): boolean {
  if (held.host !== me.host || held.boot !== me.boot || held.pidns !== me.pidns) return false;
  return held.pid === me.pid || !pidRuns(held.pid);
}

function readLock(path: string): { text: string; ageMs: number } | undefined {
  try {
    const text = readFileSync(path, 'utf8');
    return { text, ageMs: Date.now() - statSync(path).mtimeMs };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    // Something other than a lock file stands at its path (a directory): no batch can lock there.
    if (code === 'EISDIR') throw new InputError(`cannot take the lock file ${path}: it is a directory, not a lock file; remove it or write the output elsewhere`, 'locked');
    throw new InputError(`cannot read the lock file ${path}: ${(err as Error).message}`, 'locked');
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    /* gone already */
  }
}

/** Create `path` holding `text`, or return false when it exists. The text is written to a
 *  temporary file first and linked into place, so that the lock never exists without its owner
 *  (link is atomic on NFS too); where hard links fail, O_EXCL creates it and the text follows. */
function createLock(path: string, text: string): boolean {
  const temp = join(dirname(path), `.${basename(path)}.tmp-${process.pid}-${randomBytes(8).toString('hex')}`);
  const write = (fd: number, target: string): void => {
    try {
      writeSync(fd, text);
    } catch (err) {
      // A lock that cannot say whose it is (a disk full) would refuse the next run: it goes again.
      closeSync(fd);
      removeQuietly(target);
      throw new InputError(`cannot write the lock file ${path}: ${(err as Error).message}`, 'write_error');
    }
    closeSync(fd);
  };
  const open = (target: string): number => {
    try {
      return openSync(target, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST' && target === path) return -1;
      throw new InputError(`cannot create the lock file ${path}: ${(err as Error).message}`, 'write_error');
    }
  };
  write(open(temp), temp);
  try {
    linkSync(temp, path);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw new InputError(`cannot create the lock file ${path}: ${(err as Error).message}`, 'write_error');
  } finally {
    removeQuietly(temp);
  }
  const fd = open(path);
  if (fd < 0) return false;
  write(fd, path);
  return true;
}

/** Why a lock is not taken, for the error. */
function refusal(output: string, path: string, text: string, me: LockOwner): string {
  const held = parseLock(text);
  const remove = `if no batch writes ${output} any more, remove the lock file (rm '${path}') and run again`;
  if (!held) return `${output} is locked by a lock file cedst cannot read (an older cedst's, or damaged): ${remove}`;
  if (held.host === me.host && held.boot === me.boot && held.pidns === me.pidns) return `${output} is being written by another cedst batch (pid ${held.pid}; lock file ${path})`;
  const where =
    held.host !== me.host
      ? `on host ${held.host}`
      : held.boot !== me.boot
        ? `on ${held.host} before a reboot (boot id ${held.boot})`
        : `in another PID namespace (${held.pidns}, a container?) on ${held.host}`;
  return `${output} is locked by pid ${held.pid} ${where}, which cedst cannot check from here: it may still be running; ${remove}`;
}

/** Take the lock of `output` or throw an InputError (`locked`) naming who holds it. */
export function lockOutput(output: string): OutputLock {
  const path = `${realTarget(output)}.lock`;
  const me = ownLock();
  const text = lockText(me);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (!createLock(path, text)) {
      const held = readLock(path);
      if (!held) continue; // released meanwhile
      const owner = parseLock(held.text);
      const stale = owner ? isStale(owner, me) : held.text === '' && held.ageMs > EMPTY_LOCK_GRACE_MS;
      if (!stale) {
        if (held.text === '') throw new InputError(`${output} is being written by another cedst batch (a process starting up; lock file ${path})`, 'locked');
        throw new InputError(refusal(output, path, held.text, me), 'locked');
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
      removeQuietly(aside);
      continue;
    }
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      process.off('exit', release);
      try {
        if (readLock(path)?.text === text) unlinkSync(path);
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
