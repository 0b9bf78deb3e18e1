// Which pages are heavy: run one at a time by the pool (pool.ts), followed by a full garbage
// collection in their worker when they left a large heap behind (worker.ts).
import type { InputRecord } from '../../core/types.js';

/** Pages of at least this many bytes (or characters) run one at a time, and their worker collects
 *  its garbage after each that left a large heap (COLLECT_ABOVE_BYTES in worker.ts). Such a page
 *  can take 150–250 MB of a worker's heap (a 2 MB text node, a 2,000×20 table); two
 *  at once on top of two workers' jieba dictionaries (~65 MB each) took a 2-worker batch over
 *  500 MB. 24 of the 2,816 evaluation pages (0.9%) are this large. */
export const HEAVY_PAGE_BYTES = 512 * 1024;

/** The size of a record's page as it arrives, before decoding. */
export function recordSize(record: InputRecord): number {
  return record.bytes?.length ?? record.html?.length ?? 0;
}

/** A lock with a queue: one heavy page in flight at a time. */
export class Gate {
  #busy = false;
  readonly #waiting: (() => void)[] = [];
  async enter(): Promise<void> {
    if (!this.#busy) {
      this.#busy = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }
  leave(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }
}
