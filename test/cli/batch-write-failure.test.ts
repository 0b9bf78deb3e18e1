// After a disk full (ENOSPC) the summary counted records that were never written.
// It now counts a record once the stream has taken its line (and a record a filter keeps out,
// which is not to be written), and says how many were not written.
import { Writable } from 'node:stream';
import { close, createWriteStream, mkdtempSync, open, readFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  // A file stream on a full disk writes what fits of a chunk (several lines when records finish
  // together), then fails that chunk and every chunk queued behind it. The lines that reached the
  // file were counted as not written: the summary undercounted them.
  it('on a file that fills up, counts every whole line that reached the file', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'cedst-full-')), 'out.jsonl');
    const line = (i: number) => JSON.stringify(i % 3 === 2 ? errorRecord({ id: `r${i}`, source: `s${i}` }, 'empty', 'x') : { id: `r${i}`, source: `s${i}`, text: 'x' }) + '\n';
    // Room for five whole lines and half of the sixth.
    const room = [0, 1, 2, 3, 4].reduce((n, i) => n + Buffer.byteLength(line(i)), 0) + 10;
    let used = 0;
    const full = {
      open,
      close,
      write(fd: number, buf: Buffer, off: number, len: number, _pos: number | null, cb: (err: Error | null, n?: number, b?: Buffer) => void) {
        const n = Math.min(len, room - used);
        if (n <= 0) return setImmediate(() => cb(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })));
        used += n;
        setImmediate(() => cb(null, writeSync(fd, buf, off, n), buf));
      },
    };
    const stream = createWriteStream(path, { fs: full } as unknown as Parameters<typeof createWriteStream>[1]);
    const writer = new OrderedWriter(stream);
    const summary = new Summary();
    // The first record answers last: the twelve lines reach the writer together, one chunk.
    const firstLast = {
      capacity: 16,
      run: (rec: InputRecord) => new Promise<ReturnType<typeof errorRecord>>((resolve) => setTimeout(() => resolve(JSON.parse(line(Number(rec.id.slice(1))))), rec.id === 'r0' ? 200 : 0)),
    };
    await runBatch({ records: records(12), pool: firstLast, writer, summary, progress: silent, maxBytes: 1e6, window: 64 });
    await new Promise((resolve) => stream.close(resolve));
    const text = readFileSync(path, 'utf8');
    const whole = text.split('\n').slice(0, -1);
    expect(whole).toHaveLength(5);
    expect(text.length).toBe(room);
    expect(summary.records).toBe(5);
    expect(summary.ok).toBe(whole.filter((l) => !JSON.parse(l).error).length);
    // The half line and the six after it.
    expect(writer.notWritten).toBe(7);
    expect(summary.line()).toMatch(/^cedst: 5 records: .*; 7 not written \(ENOSPC: no space left on device, write\) \(/);
  });
});
