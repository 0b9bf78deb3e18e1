// The batch loop: pull records one at a time, extract them on the pool, write one line per
// record in input order. Memory stays flat: no more than `pool.capacity` pages in flight and
// `window` records taken but not yet written, however large the input. A URL to fetch is fetched
// beside the reading, many at once (`fetcher`, hosts.ts), and a fetch holds its slot until its
// page is on the pool: at most `concurrency` fetched pages wait for a thread.
import type { InputRecord } from '../../core/types.js';
import { SeenIds } from './ids.js';
import { cleanText, errorRecord, type OrderedWriter, type OutputRecord } from './output.js';
import { hostKey, type HostScheduler } from './hosts.js';
import type { Progress } from './progress.js';
import type { Summary } from './summary.js';

export interface Extractor {
  run(record: InputRecord): Promise<OutputRecord>;
  /** Records it can hold at once (running + queued). */
  readonly capacity: number;
}

export interface BatchRun {
  records: AsyncIterable<InputRecord>;
  pool: Extractor;
  writer: OrderedWriter;
  summary: Summary;
  progress: Progress;
  /** Ids to skip (`--resume`). */
  skip?: { has(id: string): boolean };
  maxBytes: number;
  /** Bound on records taken but not yet written; finished ones wait here behind a slow one. */
  window: number;
  /** Polled between records (Ctrl-C): stop reading, finish what is in flight. A fetch cut short
   *  by the stop (code `interrupted`) is left out, for --resume. */
  stopped?: () => boolean;
  /** Fetches the records that name a URL (`fetchUrl`), on the hosts' schedule. */
  fetcher?: { hosts: HostScheduler; fetch: (rec: InputRecord) => Promise<InputRecord>; release?: (rec: InputRecord) => void };
}

/** A record that needs no worker: the reader's error, or a payload over the size limit
 *  (checked here so that it is never copied to a thread). */
export function earlyRecord(rec: InputRecord, maxBytes: number): OutputRecord | undefined {
  if (rec.error) return errorRecord(rec, rec.error.code, rec.error.message);
  if (rec.fetchUrl !== undefined) return errorRecord(rec, 'read_error', `${rec.id}: not fetched (no fetcher in this run)`);
  const size = rec.bytes?.length ?? rec.html?.length ?? 0;
  if (size > maxBytes) return errorRecord(rec, 'too_large', `page is ${size} bytes, over the limit of ${maxBytes}`);
  return undefined;
}

export async function runBatch(r: BatchRun): Promise<void> {
  let taken = 0;
  let wake: (() => void) | null = null;
  const changed = (): Promise<void> =>
    new Promise((resolve) => {
      wake = resolve;
    });
  // A record counts once its line is written (or a filter kept it out): a failed disk leaves the
  // records it lost out of the summary.
  r.writer.onDone = (error, pageType) => {
    r.summary.add(error, pageType);
    r.progress.tick(r.summary.records, r.summary.errors);
  };
  const finish = (seq: number, out: OutputRecord): void => r.writer.put(seq, out);
  // Records on the pool, by their place in the output; its size is how many are in flight. If
  // every worker thread dies and none can start again, their promises never settle and nothing
  // else keeps node's event loop alive: it ran dry and node exited 0 with those records unwritten
  // (a broken install did it). Node says so before it exits ('beforeExit'); each such
  // record then gets its error record and the batch ends as usual, its summary counting them.
  const onPool = new Map<number, InputRecord>();
  // Whoever waits for room on the pool (the loop, fetched pages) checks again at each settle.
  const roomWaiters: (() => void)[] = [];
  const settle = (seq: number, out: OutputRecord): void => {
    if (!onPool.delete(seq)) return; // answered already: a late answer after the loop ran dry
    finish(seq, out);
    wake?.();
    for (const w of roomWaiters.splice(0)) w();
  };
  const ranDry = (): void => {
    for (const [seq, rec] of onPool) settle(seq, errorRecord(rec, 'worker_crash', 'no worker thread returned this record: every thread stopped (see the messages above)'));
  };
  // `then` runs in the same turn as the check that found room, so two waiters woken together
  // cannot both take the last place.
  const onRoom = async (then: () => void): Promise<void> => {
    while (onPool.size >= r.pool.capacity) await new Promise<void>((resolve) => roomWaiters.push(resolve));
    then();
  };
  const dispatch = (seq: number, rec: InputRecord): void => {
    const early = earlyRecord(rec, r.maxBytes);
    if (early) {
      finish(seq, early);
      return;
    }
    onPool.set(seq, rec);
    void r.pool
      .run(rec)
      .catch((err: Error) => errorRecord(rec, 'worker_crash', err.message ?? String(err)))
      .then((out) => settle(seq, out));
  };
  // Records being fetched, by their place in the output.
  const fetching = new Set<number>();
  const fetchThenDispatch = (seq: number, rec: InputRecord, fetcher: NonNullable<BatchRun['fetcher']>): void => {
    fetching.add(seq);
    fetcher.hosts
      .run(hostKey(rec.fetchUrl!), async () => {
        const got = await fetcher.fetch(rec);
        // Stopped: what is not fetched and on the pool yet is left for --resume.
        if (got.error?.code === 'interrupted' || r.stopped?.()) return;
        if (earlyRecord(got, r.maxBytes)) dispatch(seq, got);
        else await onRoom(() => (r.stopped?.() ? undefined : dispatch(seq, got)));
      })
      .catch((err: Error) => finish(seq, errorRecord(rec, 'read_error', err.message ?? String(err))))
      .finally(() => {
        // On the pool (or failed, or left out by a stop): its bytes leave the fetch budget.
        fetcher.release?.(rec);
        fetching.delete(seq);
        wake?.();
      });
  };
  process.on('beforeExit', ranDry);
  try {
    // An id names one record. A record whose id came earlier in the input (two JSONL lines, or
    // two WARC records, with the same id; a file given twice) gets `<id> (<source>)`, made from
    // the input alone, so that a --resume run names it as the full run did and skips it or not
    // the same way. The new name is checked too (an earlier record may carry it as its own id):
    // `<id> (<source>, 2)`, 3, … until it is new. The set holds every id of the run (about 100
    // bytes each, as hashes: SeenIds).
    const seen = new SeenIds();
    for await (const rec of r.records) {
      r.progress.read(rec.source);
      // Every string of a record is cleaned (NULs, lone surrogates), its id and address too; the
      // id before it is made unique, so that --resume reads back the ids it compares.
      rec.id = cleanText(rec.id);
      rec.source = cleanText(rec.source);
      if (rec.url !== undefined) rec.url = cleanText(rec.url);
      rec.id = seen.unique(rec);
      seen.add(rec.id);
      if (r.skip?.has(rec.id)) {
        r.summary.skipped++;
        continue;
      }
      const seq = taken++;
      if (rec.fetchUrl !== undefined && r.fetcher && !rec.error) fetchThenDispatch(seq, rec, r.fetcher);
      else {
        if (earlyRecord(rec, r.maxBytes)) dispatch(seq, rec);
        else await onRoom(() => dispatch(seq, rec));
      }
      // Records left out by a stop never come: the window then waits for nothing.
      while (onPool.size >= r.pool.capacity || (r.writer.behind(taken) >= r.window && !r.stopped?.())) await changed();
      await r.writer.ready();
      if (r.writer.failed || r.stopped?.()) break;
    }
    while (onPool.size > 0 || fetching.size > 0) await changed();
  } finally {
    process.off('beforeExit', ranDry);
  }
  await r.writer.settle();
  r.summary.notWritten = r.writer.notWritten;
  if (r.writer.notWritten) r.summary.lost = r.writer.failed?.message ?? 'the output failed';
}
