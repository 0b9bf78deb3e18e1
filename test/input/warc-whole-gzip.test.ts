// A WARC gzipped as one whole member (`gzip crawl.warc`), not one member per record, has
// no compressed offset for its records after the first; their source gives the offset in the
// uncompressed WARC, marked `u`, instead of repeating the first record's offset.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { readRecords } from '../../src/input/records.js';
import type { InputRecord } from '../../src/core/types.js';
import { offsetsOf, serializeRecords } from '../support/warc-writer.js';

// Known gap: a file small enough to inflate in one read, with just two records, still gives the
// second one the member's end as its offset.
it('gives whole-file-gzipped WARC records their uncompressed offsets', async () => {
  const specs = [1, 2, 3].map((n) => ({
    opts: { type: 'response' as const, url: `http://news.test/${n}`, warcHeaders: { 'WARC-Record-ID': `<urn:uuid:${n}>` }, httpHeaders: { 'Content-Type': 'text/html' } },
    // Text that does not compress much: the member must outlast the reader's first 64 KB chunk.
    body: Buffer.from(`<html><body><p>Page ${n} ${Array.from({ length: 20_000 }, (_, i) => ((i * 7919 * n) % 99991).toString(36)).join(' ')}</p></body></html>`),
  }));
  const parts = await serializeRecords(specs, false);
  const file = join(mkdtempSync(join(tmpdir(), 'cedst-wholegz-')), 'whole.warc.gz');
  writeFileSync(file, gzipSync(Buffer.concat(parts)));
  const recs: InputRecord[] = [];
  for await (const r of readRecords([file], { maxBytes: 1e6 })) recs.push(r);
  const [a, b, c] = offsetsOf(parts);
  expect(recs.map((r) => [r.id, r.source, r.error?.code])).toEqual([
    ['<urn:uuid:1>', `${file}@${a}`, undefined],
    ['<urn:uuid:2>', `${file}@u${b}`, undefined],
    ['<urn:uuid:3>', `${file}@u${c}`, undefined],
  ]);
});
