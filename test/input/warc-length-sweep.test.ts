// A Content-Length wrong by any amount costs the damaged record at most. Every intact
// record around it comes out as its own ok record at its own offset, from a file and from stdin,
// in a .warc.gz of one gzip member per record (as CC-NEWS writes them) and in a plain .warc. A
// length 1 to 4 bytes too large swallows part of the CR LF CR LF that closes the record: in a
// .warc.gz that lost the next two records (the next had no line, the one after came under an
// `@offset` id) and in a plain .warc gave the next record the damaged one's offset.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readRecords } from '../../src/input/records.js';
import type { InputRecord } from '../../src/core/types.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-warc-sweep-'));
const uuid = (n: number) => `<urn:uuid:00000000-0000-4000-8000-${String(n).padStart(12, '0')}>`;
const DAMAGED = 3;
/** A page of several lines; the damaged record's is longer, so that every delta below is a length. */
const body = (n: number) => Buffer.from(`<html><head><title>Page ${n}</title></head>\r\n<body>\r\n${`<p>Paragraph of page ${n}.</p>\r\n`.repeat(n === DAMAGED ? 200 : 12)}</body></html>\r\n`);

/** A response record whose Content-Length is `delta` bytes off. */
function record(n: number, delta = 0): Buffer {
  const page = body(n);
  const http = Buffer.concat([Buffer.from(`HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: ${page.length}\r\n\r\n`), page]);
  const head = `WARC/1.0\r\nWARC-Type: response\r\nWARC-Record-ID: ${uuid(n)}\r\nWARC-Target-URI: http://news.test/${n}\r\nContent-Type: application/http; msgtype=response\r\nContent-Length: ${http.length + delta}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), http, Buffer.from('\r\n\r\n')]);
}

async function* chunked(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function all(it: AsyncIterable<InputRecord>): Promise<InputRecord[]> {
  const out: InputRecord[] = [];
  for await (const r of it) out.push(r);
  return out;
}

const DELTAS = [-3000, -100, -4, -3, -2, -1, 1, 2, 3, 4, 100, 3000, 10 ** 7];

describe('a Content-Length off by any amount loses no intact record', () => {
  for (const gz of [true, false]) {
    for (const delta of DELTAS) {
      it(`${gz ? '.warc.gz' : '.warc'}, Content-Length ${delta > 0 ? '+' : ''}${delta}`, async () => {
        const plain = [1, 2, 3, 4, 5].map((n) => record(n, n === DAMAGED ? delta : 0));
        const parts = gz ? plain.map((r) => gzipSync(r)) : plain;
        const offsets = parts.map((_, i) => parts.slice(0, i).reduce((a, p) => a + p.length, 0));
        const bytes = Buffer.concat(parts);
        const file = join(tmp, `cl${delta}.warc${gz ? '.gz' : ''}`);
        writeFileSync(file, bytes);
        const runs: [string, string, InputRecord[]][] = [[file, 'file', await all(readRecords([file], { maxBytes: 1_000_000 }))]];
        for (const size of [97, 65_536]) runs.push(['-', `stdin in chunks of ${size}`, await all(readRecords(['-'], { maxBytes: 1_000_000, stdin: Readable.from(chunked(bytes, size)) }))]);
        for (const [name, how, recs] of runs) {
          // One line per record, each under its own id and at its own offset.
          expect(
            recs.map((r) => [r.id, r.source]),
            how,
          ).toEqual([1, 2, 3, 4, 5].map((n) => [uuid(n), `${name}@${offsets[n - 1]}`]));
          for (const [i, r] of recs.entries()) {
            if (i + 1 === DAMAGED) {
              // The damaged record: one error, or its page when the length only swallowed the
              // blank lines after it (or cut the page's last line end).
              if (r.error) expect(r.error.code, how).toMatch(/^(read_error|truncated)$/);
              else expect(Math.abs(delta), how).toBeLessThanOrEqual(4);
              continue;
            }
            expect(r.error, `${how}: record ${i + 1}`).toBeUndefined();
            expect(Buffer.from(r.bytes!).toString('latin1'), `${how}: record ${i + 1}`).toBe(body(i + 1).toString('latin1'));
          }
        }
      });
    }
  }
});

// A Content-Length that ends exactly where the next record's closing blank lines begin: the block
// ends at CR LF CR LF, as a whole record's does, with the next record inside it. That record was
// lost without a line (5 lines for 6 records), its WARC and HTTP headers in the text of the one
// that swallowed it.
describe('a Content-Length that swallows the next record whole, in a plain .warc', () => {
  it('gives the swallowed record back, and the one that swallowed it an error, from a file and from stdin', async () => {
    const swallowedBytes = record(DAMAGED + 1).length; // its closing CR LF CR LF stays after the block
    const plain = [1, 2, 3, 4, 5, 6].map((n) => record(n, n === DAMAGED ? swallowedBytes : 0));
    // The damaged record's block runs to just before the next record's closing blank lines.
    const joined = Buffer.concat(plain);
    const offsets = plain.map((_, i) => plain.slice(0, i).reduce((a, p) => a + p.length, 0));
    const declared = /Content-Length: (\d+)\r\n\r\n/.exec(plain[DAMAGED - 1]!.toString('latin1'))![1];
    const file = join(tmp, 'swallowing.warc');
    writeFileSync(file, joined);
    const runs: [string, string, InputRecord[]][] = [[file, 'file', await all(readRecords([file], { maxBytes: 1_000_000 }))]];
    for (const size of [97, 65_536]) runs.push(['-', `stdin in chunks of ${size}`, await all(readRecords(['-'], { maxBytes: 1_000_000, stdin: Readable.from(chunked(joined, size)) }))]);
    for (const [name, how, recs] of runs) {
      expect(
        recs.map((r) => [r.id, r.source]),
        how,
      ).toEqual([1, 2, 3, 4, 5, 6].map((n) => [uuid(n), `${name}@${offsets[n - 1]}`]));
      expect(recs[DAMAGED - 1]!.error, how).toEqual({
        code: 'read_error',
        message: `cannot read ${name}@${offsets[DAMAGED - 1]}: its Content-Length (${declared}) does not match the record (the block holds the next record, ${swallowedBytes - 4} bytes before its end)`,
      });
      for (const [i, r] of recs.entries()) {
        if (i + 1 === DAMAGED) continue;
        expect(r.error, `${how}: record ${i + 1}`).toBeUndefined();
        const text = Buffer.from(r.bytes!).toString('latin1');
        expect(text, `${how}: record ${i + 1}`).toBe(body(i + 1).toString('latin1'));
        expect(text).not.toContain('WARC/');
      }
    }
  });
});

// Records closed by LF LF instead of CR LF CR LF: warcio skipped only CR LF lines before the next
// record and took the second LF for its first line, a one-byte error line between every two records.
describe('records closed by \\n\\n in a plain .warc', () => {
  it('are read one line each, at their offsets, with no error line between them', async () => {
    const plain = [1, 2, 3].map((n) => Buffer.concat([record(n).subarray(0, -4), Buffer.from('\n\n')]));
    const joined = Buffer.concat(plain);
    const offsets = plain.map((_, i) => plain.slice(0, i).reduce((a, p) => a + p.length, 0));
    const file = join(tmp, 'lf-lf.warc');
    writeFileSync(file, joined);
    for (const [name, recs] of [
      [file, await all(readRecords([file], { maxBytes: 1_000_000 }))],
      ['-', await all(readRecords(['-'], { maxBytes: 1_000_000, stdin: Readable.from(chunked(joined, 97)) }))],
    ] as const) {
      expect(recs.map((r) => [r.id, r.source, r.error?.code ?? 'ok'])).toEqual([1, 2, 3].map((n) => [uuid(n), `${name}@${offsets[n - 1]}`, 'ok']));
      for (const [i, r] of recs.entries()) expect(Buffer.from(r.bytes!).toString('latin1')).toBe(body(i + 1).toString('latin1'));
    }
  });
});
