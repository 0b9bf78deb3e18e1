// An id names one record. A repeated id is renamed `<id> (<source>)`, and the new
// name must itself be checked against every id seen: JSONL ids `a`, `a (F:3)`, `a` gave two
// records `a (F:3)`, and a --resume after cutting the output skipped the second one for good.
import { mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { InputRecord } from '../../src/core/types.js';
import { errorRecord, OrderedWriter } from '../../src/cli/batch/output.js';
import { readDone } from '../../src/cli/batch/resume.js';
import { runBatch } from '../../src/cli/batch/run.js';
import { Summary } from '../../src/cli/batch/summary.js';

const silent = { read() {}, tick() {}, stop() {} };

/** Run the batch loop over `records` with a pool that answers each record with its id and
 *  source; returns the lines written. */
async function run(records: InputRecord[], skip?: { has(id: string): boolean }): Promise<{ id: string; source: string }[]> {
  let out = '';
  const stream = new Writable({
    write(chunk, _enc, cb) {
      out += String(chunk);
      cb();
    },
  });
  const pool = { capacity: 2, run: async (rec: InputRecord) => errorRecord(rec, 'empty', 'test') };
  async function* gen(): AsyncGenerator<InputRecord> {
    // Fresh copies: the loop renames records in place.
    for (const r of records) yield { ...r };
  }
  await runBatch({ records: gen(), pool, writer: new OrderedWriter(stream), summary: new Summary(), progress: silent, maxBytes: 1e6, window: 64, ...(skip ? { skip } : {}) });
  return out
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { id: string; source: string });
}

const jsonl = (ids: string[]): InputRecord[] => ids.map((id, i) => ({ id, source: `F:${i + 1}`, html: '<p>x</p>' }));

describe('colliding ids', () => {
  it('`a`, `a (F:3)`, `a`: three records, three ids', async () => {
    const lines = await run(jsonl(['a', 'a (F:3)', 'a']));
    expect(lines.map((l) => l.id)).toEqual(['a', 'a (F:3)', 'a (F:3, 2)']);
  });

  it('a renamed id that a later record carries as its own: that record is renamed in turn', async () => {
    const lines = await run(jsonl(['a', 'a', 'a (F:2)', 'a (F:2)']));
    expect(lines.map((l) => l.id)).toEqual(['a', 'a (F:2)', 'a (F:2) (F:3)', 'a (F:2) (F:4)']);
    expect(new Set(lines.map((l) => l.id)).size).toBe(4);
  });

  it('a --resume after the output is cut writes the records it lacks, under the ids of the full run', async () => {
    const input = jsonl(['a', 'a (F:3)', 'a', 'b', 'b']);
    const full = await run(input);
    expect(new Set(full.map((l) => l.id)).size).toBe(5);
    const file = join(mkdtempSync(join(tmpdir(), 'cedst-ids-')), 'out.jsonl');
    writeFileSync(file, full.map((l) => JSON.stringify(l) + '\n').join(''));
    // Cut after the second line, in the middle of the third.
    const keep = full
      .slice(0, 2)
      .map((l) => JSON.stringify(l) + '\n')
      .join('');
    truncateSync(file, Buffer.byteLength(keep) + 5);
    const state = await readDone(file);
    expect(state.done.size).toBe(2);
    expect(['a', 'a (F:3)', 'a (F:5)'].map((id) => state.done.has(id))).toEqual([true, true, false]);
    const rest = await run(input, state.done);
    expect([...full.slice(0, 2), ...rest]).toEqual(full);
    expect(readFileSync(file, 'utf8')).toBe(keep);
  });
});
