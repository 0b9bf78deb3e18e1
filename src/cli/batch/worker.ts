// Worker-thread entry of `cedst batch` (piscina loads dist/cli/batch/worker.js): one record in,
// one output record out. Every failure the page can cause becomes an error record here, so only
// timeouts and crashes of the thread itself reach the pool.
import { extract, extractResolved, withPageOptions, type PageOptions, type ResolvedOptions } from '../../research.js';
import { pageFromRecord } from '../../input/record-html.js';
import { joinFollowed } from '../follow-pages.js';
import type { InputRecord } from '../../core/types.js';
import { errorRecord, okRecord, type OutputRecord, type RecordFormat } from './output.js';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { deadlineIn, NO_DEADLINE, workClock } from '../../core/budget.js';
import { runInNewContext } from 'node:vm';
import { readlinkSync } from 'node:fs';

export interface Task {
  record: InputRecord;
  /** The run's options, resolved once by the main thread. */
  options: ResolvedOptions;
  /** Size limit on the decoded page, in UTF-16 code units (≈ bytes for markup). */
  maxBytes: number;
  /** How the article goes into the record. Default text. */
  render?: RecordFormat;
}

/** A record's own options. Its address (a WARC record's target URI, a JSONL `url`) is the page's `url`
 *  option: the base of its relative links. Addresses that are not http(s) (dns:, urn:) are not.
 *  Its own crawl time (WARC-Date, a JSONL `crawl_date`) is its `crawlDate`, what a relative date
 *  ("6 hours ago") counts from; it wins over a --crawl-date given to the whole batch. */
function recordOptions({ url, crawlDate }: InputRecord): PageOptions {
  const out: PageOptions = url && /^https?:/i.test(url) && URL.canParse(url) ? { url } : {};
  if (crawlDate) out.crawlDate = crawlDate;
  return out;
}

/** Decode, check and extract one record. `now` is the clock of its time limit: the thread's CPU
 *  time where the system tells it (workClock), so that a pause of the batch or a wait for a core
 *  is not counted against the page (tests give their own). */
export function processRecord({ record, options, maxBytes, render }: Task, now: () => number = workClock()): OutputRecord {
  const start = now();
  let html: string;
  try {
    html = pageFromRecord(record);
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    return errorRecord(record, typeof code === 'string' ? code : 'read_error', (err as Error).message ?? String(err));
  }
  if (html.length > maxBytes) {
    return errorRecord(record, 'too_large', `page is ${html.length} characters, over the limit of ${maxBytes}`);
  }
  // The page's time limit counts from the start of this record, decoding included: what is left
  // of it is the extraction's budget, so a page stopped by it is a timeout record at the limit.
  const limit = options.timeoutMs;
  const timedOut = (where: string): OutputRecord => {
    const out = errorRecord(record, 'timeout', `extraction took longer than ${limit} ms (stopped in ${where})`);
    // With --timings, when it stopped: past its limit by at most one stretch between two checks.
    if (render?.timings) out.ms = Math.round((now() - start) * 10) / 10;
    return out;
  };
  const left = limit - (now() - start);
  if (limit > 0 && left < 1) return timedOut('decoding');
  try {
    const own = recordOptions(record);
    const pageOptions = limit > 0 ? { ...own, timeoutMs: Math.floor(left) } : own;
    let x = extractResolved(html, withPageOptions(options, pageOptions));
    // The next pages of its article (--follow-pages, --join-pages), within the same time limit.
    if (record.followed) {
      const lines = limit > 0 ? deadlineIn(Math.max(1, Math.floor(limit - (now() - start)))) : NO_DEADLINE;
      x = joinFollowed({ first: x, html, firstUrl: record.url ?? record.id }, record.followed, (h, url) => extractResolved(h, withPageOptions(options, { ...pageOptions, url })), lines);
    }
    const ms = now() - start;
    // Finished, but past the limit, in a stretch without checks (the metadata readers, the
    // evidence sources): over the limit is a timeout, whichever way it ended, as when the pool
    // stops a thread.
    if (limit > 0 && ms > limit) return timedOut('output');
    return okRecord(record, x, ms, render);
  } catch (err) {
    const e = err as { code?: unknown; stage?: unknown; message?: string };
    if (e.code === 'timeout') return timedOut(String(e.stage));
    // too_complex (maxElements) keeps its code; anything else is a fault of the extractor.
    return errorRecord(record, typeof e.code === 'string' ? e.code : 'extract_error', e.message ?? String(err));
  }
}

// Warm up at load (piscina loads this module before the thread takes tasks), so that the first
// page's time limit is not spent compiling the pipeline. Chinese is left out on purpose: jieba's
// dictionary costs ~65 MB per thread and ~0.6 s, paid on the first page with Han text, if any.
// A warm-up that throws (a shipped model file missing or broken) must not kill the thread as it
// loads: piscina would start another that dies the same way, and with no live thread left the
// batch's event loop ran dry and node exited 0 with most records unwritten. Each page then meets
// the same error in its own extract and gets an error record that says it.
try {
  extract('<html><body><p>Warm up the English path with a short sentence of plain words.</p></body></html>');
} catch {
  /* reported on every page */
}

// A full collection on demand: V8 lets a thread's heap grow toward its limit with garbage (a heavy
// page's, or a long run of pages') before it collects, and a thread that goes on with small pages
// holds it while the other thread grows its own. `gc` from a fresh context once the flag is set
// (the flag is process-wide; it only adds the function).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** A worker collects its garbage after a page (heavy or not) only when its heap has at least
 *  this much committed. Collecting after every heavy page cost far more CPU than its own ~30 ms
 *  (the collections and recompiling that followed: batch -w2 over the 24 heavy pages and 173
 *  others 16.5–17.9 s of CPU with it, 12.7–13.1 s without) for 0–17 MB, since those pages left
 *  45–68 MB. At this threshold, after any page: batch -w2 over every 4th shared page (987) peaks
 *  at 443 MB instead of 456 MB, at the same CPU (72.6 s and 73.2 s). */
export const COLLECT_ABOVE_BYTES = 128 * 1024 * 1024;

/** This thread's id in the system (Linux: /proc/thread-self names it), 0 when not told: the pool
 *  reads the thread's CPU time by it before it terminates the thread of a page past its limit. */
const THREAD_ID = ((): number => {
  try {
    return Number(/\/task\/(\d+)$/.exec(readlinkSync('/proc/thread-self'))?.[1] ?? 0);
  } catch {
    return 0;
  }
})();

/** The pool's entry: flag the start (the time limit counts from here) and the thread's id, then
 *  process. */
export default function run(task: Task & { started?: { flags: Int32Array; slot: number } }): OutputRecord {
  if (task.started) {
    // The id first: the pool reads it once it sees the start.
    Atomics.store(task.started.flags, task.started.flags.length / 2 + task.started.slot, THREAD_ID);
    Atomics.store(task.started.flags, task.started.slot, 1);
    Atomics.notify(task.started.flags, task.started.slot);
  }
  const out = processRecord(task);
  if (getHeapStatistics().total_heap_size >= COLLECT_ABOVE_BYTES) collectGarbage();
  return out;
}
