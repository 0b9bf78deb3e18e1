// A damaged WARC loses only the damaged span. The reader resynchronises on the next
// gzip member or the next `WARC/1.x` line, gives one error record for what it skipped, and goes on;
// a bad Content-Length is one error record under that record's id; br content coding is decoded.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readRecords } from '../../src/input/records.js';
import type { InputRecord } from '../../src/core/types.js';
import { offsetsOf, serializeRecords, type RecordSpec } from '../support/warc-writer.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-warc-bad-'));
const uuid = (n: number) => `<urn:uuid:00000000-0000-4000-8000-${String(n).padStart(12, '0')}>`;
const page = (n: number) => `<html><head><title>Page ${n}</title></head><body><p>${'Paragraph of page ' + n + '. '.repeat(20)}</p></body></html>`;
const concat = (...parts: Uint8Array[]) => Buffer.concat(parts);

const spec = (n: number, headers: Record<string, string> = {}, body: Uint8Array = Buffer.from(page(n))): RecordSpec => ({
  opts: { type: 'response', url: `http://news.test/${n}`, warcHeaders: { 'WARC-Record-ID': uuid(n) }, httpHeaders: { 'Content-Type': 'text/html', ...headers } },
  body,
});

async function read(name: string, bytes: Uint8Array): Promise<InputRecord[]> {
  const file = join(tmp, name);
  writeFileSync(file, bytes);
  const out: InputRecord[] = [];
  for await (const rec of readRecords([file], { maxBytes: 1_000_000 })) out.push(rec);
  return out;
}
const brief = (recs: InputRecord[]) => recs.map((r) => [r.id, r.error?.code ?? 'ok']);
const garbage = Buffer.from('\x00\xffnot a gzip member, not a WARC record either\r\n\r\n'.repeat(8), 'latin1');

describe('WARC corruption: resynchronise and go on', () => {
  it('D6: garbage between gzip members costs one error record', async () => {
    const parts = await serializeRecords(
      [1, 2, 3, 4].map((n) => spec(n)),
      true,
    );
    const file = 'garbage.warc.gz';
    const recs = await read(file, concat(parts[0]!, parts[1]!, garbage, parts[2]!, parts[3]!));
    const gap = offsetsOf(parts)[2]!;
    expect(brief(recs)).toEqual([
      [uuid(1), 'ok'],
      [uuid(2), 'ok'],
      [`${join(tmp, file)}@${gap}`, 'read_error'],
      [uuid(3), 'ok'],
      [uuid(4), 'ok'],
    ]);
    expect(recs[2]!.error!.message).toMatch(/skipped \d+ bytes/);
    expect(recs[3]!.source).toBe(`${join(tmp, file)}@${gap + garbage.length}`);
  });

  it('D6: a gzip member cut short in the middle costs that record only', async () => {
    const parts = await serializeRecords(
      [1, 2, 3, 4].map((n) => spec(n)),
      true,
    );
    const cut = parts[1]!.subarray(0, Math.floor(parts[1]!.length / 2));
    const recs = await read('cut-member.warc.gz', concat(parts[0]!, cut, parts[2]!, parts[3]!));
    expect(recs.map((r) => r.error?.code ?? 'ok')).toEqual(['ok', 'read_error', 'ok', 'ok']);
    expect(recs[1]!.error!.message).toMatch(/skipped \d+ bytes to the next record/);
    expect(recs.map((r) => r.id)).toEqual([uuid(1), recs[1]!.id, uuid(3), uuid(4)]);
  });

  it('D6: a plain WARC whose Content-Length is wrong loses only that record, not the next', async () => {
    for (const delta of [-40, +40]) {
      const parts = (
        await serializeRecords(
          [1, 2, 3, 4].map((n) => spec(n)),
          false,
        )
      ).map((p) => Buffer.from(p));
      const text = parts[1]!.toString('latin1');
      const len = Number(/Content-Length: (\d+)/.exec(text)![1]);
      parts[1] = Buffer.from(text.replace(`Content-Length: ${len}`, `Content-Length: ${len + delta}`), 'latin1');
      const recs = await read(`wrong-length${delta}.warc`, concat(...parts));
      // Either way the block does not end at the blank lines that close a record: record 2 is
      // one error, and reading goes on at record 3 (40 bytes long used to lose it).
      expect(brief(recs), `delta ${delta}`).toEqual([
        [uuid(1), 'ok'],
        [uuid(2), 'read_error'],
        [uuid(3), 'ok'],
        [uuid(4), 'ok'],
      ]);
    }
  });

  it('D7: a Content-Length that is not a number is one error record, and the next record keeps its id', async () => {
    for (const bad of ['abc', '-5']) {
      const parts = (
        await serializeRecords(
          [1, 2, 3].map((n) => spec(n)),
          false,
        )
      ).map((p) => Buffer.from(p));
      parts[1] = Buffer.from(parts[1]!.toString('latin1').replace(/Content-Length: \d+/, `Content-Length: ${bad}`), 'latin1');
      const recs = await read(`bad-length-${bad}.warc`, concat(...parts));
      expect(brief(recs), bad).toEqual([
        [uuid(1), 'ok'],
        [uuid(2), 'read_error'],
        [uuid(3), 'ok'],
      ]);
      expect(recs[1]!.error!.message).toContain(`Content-Length "${bad}" is not a length`);
      expect(recs[2]!.url).toBe('http://news.test/3');
    }
  });

  it('D8: decodes br, gzip and deflate content codings', async () => {
    const body = Buffer.from(page(9));
    const recs = await read(
      'codings.warc.gz',
      concat(
        ...(await serializeRecords(
          [spec(1, { 'Content-Encoding': 'br' }, brotliCompressSync(body)), spec(2, { 'Content-Encoding': 'gzip' }, gzipSync(body)), spec(3, { 'Content-Encoding': 'BR' }, brotliCompressSync(body))],
          true,
        )),
      ),
    );
    expect(brief(recs)).toEqual([
      [uuid(1), 'ok'],
      [uuid(2), 'ok'],
      [uuid(3), 'ok'],
    ]);
    for (const r of recs) expect(Buffer.from(r.bytes!).toString()).toBe(page(9));
  });

  it('decodes raw deflate, and gzip named as a transfer coding (alone or before chunked)', async () => {
    const body = Buffer.from(page(9));
    const chunked = (data: Buffer) => Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n0\r\n\r\n')]);
    const recs = await read(
      'more-codings.warc',
      concat(
        ...(await serializeRecords(
          [
            spec(1, { 'Content-Encoding': 'deflate' }, deflateRawSync(body)),
            spec(2, { 'Content-Encoding': 'deflate' }, deflateSync(body)),
            spec(3, { 'Transfer-Encoding': 'gzip' }, gzipSync(body)),
            spec(4, { 'Transfer-Encoding': 'gzip, chunked' }, chunked(gzipSync(body))),
            spec(5, { 'Content-Encoding': 'gzip', 'Transfer-Encoding': 'chunked' }, chunked(gzipSync(body))),
          ],
          false,
        )),
      ),
    );
    expect(brief(recs)).toEqual([1, 2, 3, 4, 5].map((n) => [uuid(n), 'ok']));
    for (const r of recs) expect(Buffer.from(r.bytes!).toString(), r.id).toBe(page(9));
  });
});
