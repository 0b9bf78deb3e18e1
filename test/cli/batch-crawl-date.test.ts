// `batch` gives each record its own crawl time as the crawlDate option: a WARC record's WARC-Date,
// a JSONL record's crawl_date. A page saying "6 hours ago" is dated against it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { processRecord } from '../../src/cli/batch/worker.js';
import { jsonlRecords } from '../../src/input/archives/jsonl.js';
import { warcRecords } from '../../src/input/archives/warc.js';
import { resolveOptions } from '../../src/options/resolve.js';
import type { InputRecord } from '../../src/core/types.js';
import { serializeRecords } from '../support/warc-writer.js';
import { FIXTURES } from '../support/fixtures.js';

const PAGE = readFileSync(join(FIXTURES, 'metadata', 'en-hours-ago', 'page.html'), 'utf8');
const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);

async function* once(b: Uint8Array): AsyncGenerator<Uint8Array> {
  yield b;
}
async function all(it: AsyncIterable<InputRecord>): Promise<InputRecord[]> {
  const out: InputRecord[] = [];
  for await (const r of it) out.push(r);
  return out;
}
const run = (record: InputRecord, options = resolveOptions()) => processRecord({ record, options, maxBytes: 1e6 });

describe('batch: each record dated against its own crawl time', () => {
  it("a WARC record's WARC-Date", async () => {
    const parts = await serializeRecords(
      [
        {
          opts: {
            type: 'response',
            url: 'https://ledger.example/ferry',
            date: '2012-01-12T03:00:00Z',
            statusline: 'HTTP/1.1 200 OK',
            warcHeaders: { 'WARC-Record-ID': '<urn:uuid:00000000-0000-4000-8000-000000000001>' },
            httpHeaders: { 'Content-Type': 'text/html; charset=utf-8' },
          },
          body: bytes(PAGE),
        },
      ],
      false,
    );
    const [record] = await all(warcRecords('in.warc', once(Buffer.concat(parts)), { maxBytes: 1e6 }));
    expect(record!.crawlDate).toBe('2012-01-12T03:00:00Z');
    const out = run(record!);
    expect(out.error).toBeUndefined();
    expect(out).toMatchObject({ crawl_date: '2012-01-12T03:00:00Z', date: '2012-01-11T21:00:00+00:00' });
  });

  it("a JSONL record's crawl_date; none, or one that is no date, gives no date", async () => {
    const lines = [
      { id: 'a', html: PAGE, crawl_date: '2012-01-12T10:00:00Z' },
      { id: 'b', html: PAGE },
      { id: 'c', html: PAGE, crawl_date: 'last Tuesday' },
    ]
      .map((l) => JSON.stringify(l))
      .join('\n');
    const records = await all(jsonlRecords('in.jsonl', once(bytes(lines)), { maxBytes: 1e6 }));
    expect(records.map((r) => r.crawlDate)).toEqual(['2012-01-12T10:00:00Z', undefined, undefined]);
    const out = records.map((r) => run(r));
    expect(out.map((o) => o.date)).toEqual(['2012-01-12T04:00:00+00:00', undefined, undefined]);
    expect(out[0]!.crawl_date).toBe('2012-01-12T10:00:00Z');
  });

  it("the record's own crawl time wins over a --crawl-date for the whole batch", async () => {
    const [rec] = await all(jsonlRecords('in.jsonl', once(bytes(JSON.stringify({ id: 'a', html: PAGE, crawl_date: '2012-01-12T10:00:00Z' }))), { maxBytes: 1e6 }));
    expect(run(rec!, resolveOptions({ crawlDate: '2012-03-01T12:00:00Z' })).date).toBe('2012-01-12T04:00:00+00:00');
    expect(run({ id: 'x', source: 'x.html', html: PAGE }, resolveOptions({ crawlDate: '2012-03-01T12:00:00Z' })).date).toBe('2012-03-01T06:00:00+00:00');
  });
});
