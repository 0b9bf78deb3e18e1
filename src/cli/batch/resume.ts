// `--resume`: the ids an earlier run already wrote, so that this run skips them and appends.
import { createReadStream, existsSync, truncateSync } from 'node:fs';
import { SeenIds } from './ids.js';

export interface ResumeState {
  /** Ids present in the output file (ok and error records alike), as hashes. */
  done: SeenIds;
  /** Bytes of an unfinished last line (an interrupted write) cut off the file; 0 when none. */
  truncatedBytes: number;
  /** Complete lines that are not JSON records with an id; left in place and not counted. */
  badLines: number;
}

/** Read the ids of `path` line by line (the file may be large), and cut a partial last line so
 *  that appending starts on a fresh line. A missing file is an empty one. */
export async function readDone(path: string): Promise<ResumeState> {
  const state: ResumeState = { done: new SeenIds(), truncatedBytes: 0, badLines: 0 };
  if (!existsSync(path)) return state;
  let carry: Buffer = Buffer.alloc(0);
  let size = 0;
  let complete = 0; // bytes up to and including the last newline
  const take = (line: Buffer): void => {
    if (line.length === 0) return;
    try {
      // A byte-order mark (an editor that saved the file) is no part of the record.
      const text = line.toString('utf8');
      const id = (JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as { id?: unknown }).id;
      if (typeof id === 'string') state.done.add(id);
      else state.badLines++;
    } catch {
      state.badLines++;
    }
  };
  for await (const chunk of createReadStream(path)) {
    const buf = carry.length ? Buffer.concat([carry, chunk as Buffer]) : (chunk as Buffer);
    const base = size - carry.length;
    size += (chunk as Buffer).length;
    let start = 0;
    for (let nl = buf.indexOf(10); nl !== -1; nl = buf.indexOf(10, start)) {
      take(buf.subarray(start, nl));
      start = nl + 1;
      complete = base + start;
    }
    carry = Buffer.from(buf.subarray(start));
  }
  if (size > complete) {
    truncateSync(path, complete);
    state.truncatedBytes = size - complete;
  }
  return state;
}
