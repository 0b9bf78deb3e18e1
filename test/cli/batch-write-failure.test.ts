// After a disk full (ENOSPC) the summary counted records that were never written.
// It now counts a record once the stream has taken its line (and a record a filter keeps out,
// which is not to be written), and says how many were not written.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { InputRecord } from '../../src/core/types.js';
import { errorRecord, OrderedWriter } from '../../src/cli/batch/output.js';
import { runBatch } from '../../src/cli/batch/run.js';
import { Summary } from '../../src/cli/batch/summary.js';

const silent = { read() {}, tick() {}, stop() {} };

/** A stream that takes `room` writes, then fails every write as a full disk does. */
function fullAfter(room: number): { stream: Writable; lines: () => string[] } {
  let out = '';
  let writes = 0;
  const stream = new Writable({
    write(chunk, _enc, cb) {
      if (writes++ >= room) {
        cb(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
        return;
      }
      out += String(chunk);
      setTimeout(cb, 1);
    },
  });
  return { stream, lines: () => out.split('\n').filter(Boolean) };
}

async function* records(n: number): AsyncGenerator<InputRecord> {
  for (let i = 0; i < n; i++) yield { id: `r${i}`, source: `s${i}`, html: '<p>x</p>' };
}

/** A pool that answers after `ms`, every third record an error. */
const pool = (ms: number) => ({
  capacity: 2,
  run: (rec: InputRecord) =>
    new Promise<ReturnType<typeof errorRecord>>((resolve) =>
      setTimeout(() => resolve(Number(rec.id.slice(1)) % 3 === 2 ? errorRecord(rec, 'empty', 'x') : { id: rec.id, source: rec.source, text: 'x' }), ms),
    ),
});

describe('the summary after a write failure', () => {
  it('counts only the records whose lines were written', async () => {
    const { stream, lines } = fullAfter(3);
    const writer = new OrderedWriter(stream);
    const summary = new Summary();
    await runBatch({ records: records(12), pool: pool(2), writer, summary, progress: silent, maxBytes: 1e6, window: 64 });
    expect(writer.failed?.message).toBe('ENOSPC: no space left on device, write');
    const written = lines();
    expect(written.length).toBeGreaterThan(0);
    expect(summary.records).toBe(written.length);
    expect(summary.ok).toBe(written.filter((l) => !JSON.parse(l).error).length);
    expect(writer.notWritten).toBeGreaterThan(0);
    expect(summary.line()).toMatch(new RegExp(`^cedst: ${written.length} records: .*; ${writer.notWritten} not written \\(ENOSPC: no space left on device, write\\) \\(`));
  });

  it('a run without failure counts every record, filtered ones included', async () => {
    const { stream, lines } = fullAfter(1e9);
    const writer = new OrderedWriter(stream, (rec) => (rec.error ? 'status' : undefined));
    const summary = new Summary();
    await runBatch({ records: records(12), pool: pool(1), writer, summary, progress: silent, maxBytes: 1e6, window: 64 });
    expect(lines()).toHaveLength(8);
    expect([summary.records, summary.ok, summary.errors.get('empty')]).toEqual([12, 8, 4]);
    expect(writer.notWritten).toBe(0);
  });
});
