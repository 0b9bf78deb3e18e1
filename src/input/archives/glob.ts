// A glob pattern's files, within a bound. tinyglobby (over fdir) holds every match and asks for
// every directory it finds at once: a pattern over `/` or `/proc` (whose links lead back to `/`)
// grew until the heap ran out and the batch died with no error line. Here its file system calls
// go through a queue, a few at a time, and the walk stops once it has seen `maxEntries`
// directory entries: the matches held and the directories waiting are both bounded by it.
import { readdir, realpath, stat } from 'node:fs';
import { isAbsolute } from 'node:path';
import { glob, type GlobOptions } from 'tinyglobby';

/** Directory entries a pattern's walk may see; a directory argument has no such bound (it is
 *  walked without holding its files). */
export const GLOB_MAX_ENTRIES = 200_000;

/** File system calls of one walk in flight at once. */
const IN_FLIGHT = 8;

type Callback = (err: NodeJS.ErrnoException | null, value?: unknown) => void;

/** The files `pattern` matches, sorted; throws when its walk passes `maxEntries` entries. */
export async function expandGlob(pattern: string, maxEntries = GLOB_MAX_ENTRIES): Promise<string[]> {
  const stop = new AbortController();
  let seen = 0;
  let active = 0;
  // The calls waiting for their turn, oldest first from `head` (the array is compacted as it
  // empties, so a long walk does not keep every call it ever queued).
  let waiting: ((() => void) | undefined)[] = [];
  let head = 0;
  const release = (): void => {
    active--;
    if (head === waiting.length) return;
    const start = waiting[head]!;
    waiting[head++] = undefined;
    if (head > 4096 && head * 2 > waiting.length) {
      waiting = waiting.slice(head);
      head = 0;
    }
    active++;
    start();
  };
  const queued = (call: (done: Callback) => void, stopped: (cb: Callback) => void) => (cb: Callback) => {
    const start = (): void => {
      // Stopped: each waiting call answers on a later tick, not inside the one that released
      // it (a queue of thousands answered in one stack overflowed it).
      if (stop.signal.aborted)
        return void process.nextTick(() => {
          release();
          stopped(cb);
        });
      call((err, value) => {
        release();
        if (stop.signal.aborted) return stopped(cb);
        cb(err, value);
      });
    };
    if (active < IN_FLIGHT) {
      active++;
      start();
    } else waiting.push(start);
  };
  const gone = (cb: Callback): void => cb(Object.assign(new Error('the walk was stopped'), { code: 'ENOENT' }));
  const fs = {
    readdir: (path: string, options: object, cb: Callback) =>
      queued(
        (done) =>
          readdir(path, options as { withFileTypes: true }, (err, entries) => {
            seen += entries?.length ?? 0;
            if (seen > maxEntries) stop.abort();
            done(err, entries);
          }),
        (c) => c(null, []),
      )(cb),
    realpath: (path: string, cb: Callback) => queued((done) => realpath(path, done), gone)(cb),
    stat: (path: string, cb: Callback) => queued((done) => stat(path, done), gone)(cb),
  };
  const options: GlobOptions = { onlyFiles: true, expandDirectories: false, absolute: isAbsolute(pattern), fs: fs as unknown as GlobOptions['fs'], signal: stop.signal };
  const matches = await glob(pattern, options);
  if (stop.signal.aborted)
    throw new Error(`its walk passed ${maxEntries.toLocaleString('en-US')} entries (a pattern over / or /proc?): give a narrower pattern, or the directory itself, which is walked without a bound`);
  return matches.sort();
}
