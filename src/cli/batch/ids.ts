// The ids of a batch run: which were written (the duplicate-id rule of run.ts, --resume's skip
// list), held as hashes: the main thread's memory grows by about 40 bytes an id, whatever its length.
import { createHash } from 'node:crypto';
import type { InputRecord } from '../../core/types.js';

/** The ids a run has written, as 53-bit hashes. Two ids of one hash (a chance of about 1 in
 *  20,000 in a run of a million ids) would make the second renamed as a repeat: the same in a full
 *  run and in its --resume, which is what the duplicate-id rule needs. */
export class SeenIds {
  readonly #hashes = new Set<number>();
  /** The next number to try for `<id> (<source>, n)`, by the hash of `<id> (<source>)`: a name
   *  repeated a million times is found in one step, not a million. */
  readonly #next = new Map<number, number>();

  static hash(id: string): number {
    const d = createHash('sha1').update(id).digest();
    return d.readUInt32BE(0) * 2 ** 21 + (d.readUInt32BE(4) >>> 11);
  }

  /** How many ids it holds. */
  get size(): number {
    return this.#hashes.size;
  }

  has(id: string): boolean {
    return this.#hashes.has(SeenIds.hash(id));
  }

  add(id: string): void {
    this.#hashes.add(SeenIds.hash(id));
  }

  /** The record's id, or a name made from it and its source that no earlier record has. */
  unique(rec: Pick<InputRecord, 'id' | 'source'>): string {
    if (!this.has(rec.id)) return rec.id;
    const base = `${rec.id} (${rec.source})`;
    if (!this.has(base)) return base;
    const key = SeenIds.hash(base);
    let n = this.#next.get(key) ?? 2;
    let id = `${rec.id} (${rec.source}, ${n})`;
    while (this.has(id)) id = `${rec.id} (${rec.source}, ${++n})`;
    this.#next.set(key, n + 1);
    return id;
  }
}
