// FIFOs and devices. Their size (0 from stat) says nothing: named as an argument
// (`cedst batch <(cat page.html)`, a FIFO, /dev/zero) one is read as a stream, bounded by
// --max-bytes, and a FIFO waits for its writer as `cat` does; found inside a directory (a FIFO or a
// link to a device named *.html) it is one `not_regular` record and is never opened, since a FIFO
// without a writer or a terminal would wait for ever.
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { InputRecord } from '../../src/core/types.js';
import { readItems, readRecords, type InputItem } from '../../src/input/records.js';
import { shardItems } from '../../src/cli/batch/shard.js';

const tmp = mkdtempSync(join(tmpdir(), 'cedst-special-'));
const page = '<html><head><title>Through a pipe</title></head><body><p>A page that came through a FIFO.</p></body></html>';
const mkfifo = (path: string) => execFileSync('mkfifo', [path]);

async function read(inputs: string[], options: { maxBytes?: number; notRegular?: Set<string> } = {}): Promise<InputRecord[]> {
  const out: InputRecord[] = [];
  for await (const rec of readRecords(inputs, { maxBytes: options.maxBytes ?? 1_000_000, ...(options.notRegular ? { notRegular: options.notRegular } : {}) })) out.push(rec);
  return out;
}
const brief = (recs: InputRecord[]) => recs.map((r) => [r.id, r.error?.code ?? `ok ${r.bytes?.length ?? r.html?.length}`]);

/** Write `bytes` into the FIFO once a reader opens it (the open waits for one). */
function writeLater(fifo: string, bytes: Uint8Array): void {
  setTimeout(() => createWriteStream(fifo).end(bytes), 50);
}

describe('a FIFO or a device named as an argument is read as a stream', () => {
  it('a FIFO: its page, written after the batch opened it', async () => {
    const fifo = join(tmp, 'page-fifo');
    mkfifo(fifo);
    writeLater(fifo, Buffer.from(page));
    const recs = await read([fifo]);
    expect(brief(recs)).toEqual([[fifo, `ok ${page.length}`]]);
    expect(Buffer.from(recs[0]!.bytes!).toString()).toBe(page);
  });

  it('a FIFO named *.warc.gz: its records', async () => {
    const fifo = join(tmp, 'crawl.warc.gz');
    mkfifo(fifo);
    const http = `HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n${page}`;
    const rec = (n: number) => gzipSync(`WARC/1.0\r\nWARC-Type: response\r\nWARC-Record-ID: <urn:r${n}>\r\nContent-Length: ${http.length}\r\n\r\n${http}\r\n\r\n`);
    writeLater(fifo, Buffer.concat([rec(1), rec(2)]));
    expect(brief(await read([fifo]))).toEqual([
      ['<urn:r1>', `ok ${page.length}`],
      ['<urn:r2>', `ok ${page.length}`],
    ]);
  });

  it('/dev/zero and /dev/urandom: binary data (not_html), read no further than --max-bytes', async () => {
    expect(brief(await read(['/dev/zero', '/dev/urandom'], { maxBytes: 100_000 }))).toEqual([
      ['/dev/zero', 'not_html'],
      ['/dev/urandom', 'not_html'],
    ]);
  });

  it('a FIFO with a page over --max-bytes: too_large', async () => {
    const fifo = join(tmp, 'big-fifo');
    mkfifo(fifo);
    writeLater(fifo, Buffer.from(`<html><body><p>${'word '.repeat(1000)}</p></body></html>`));
    const recs = await read([fifo], { maxBytes: 1000 });
    expect(brief(recs)).toEqual([[fifo, 'too_large']]);
    expect(recs[0]!.error!.message).toBe(`${fifo} is larger than 1000 bytes`);
  });

  it('/dev/null: empty', async () => {
    expect(brief(await read(['/dev/null']))).toEqual([['/dev/null', 'empty']]);
  });
});

describe('inside a directory, a FIFO or a link to a device is one not_regular record', () => {
  const dir = join(tmp, 'folder');
  mkdirSync(dir);
  writeFileSync(join(dir, 'a.html'), page);
  mkfifo(join(dir, 'b-fifo.html'));
  symlinkSync('/dev/zero', join(dir, 'c-zero.html'));
  symlinkSync('/dev/null', join(dir, 'd-null.htm'));
  // Not a page name: not listed at all, as before.
  mkfifo(join(dir, 'e-fifo.txt'));

  it('the walk gives one record for each, without opening them (no writer: no wait)', async () => {
    const recs = await read([dir]);
    expect(brief(recs)).toEqual([
      [join(dir, 'a.html'), `ok ${page.length}`],
      [join(dir, 'b-fifo.html'), 'not_regular'],
      [join(dir, 'c-zero.html'), 'not_regular'],
      [join(dir, 'd-null.htm'), 'not_regular'],
    ]);
    expect(recs[1]!.error!.message).toBe(`${join(dir, 'b-fifo.html')} is a FIFO, not a regular file: not read inside a directory (name it as an argument to read it)`);
    expect(recs[2]!.error!.message).toContain('is a character device, not a regular file');
  });

  it('--shard walks them as the reader does: the same records, none opened', async () => {
    const items: InputItem[] = [];
    for await (const item of shardItems([dir], undefined, { index: 0, count: 1 }, true)) items.push(item);
    expect(items.map((i) => (typeof i === 'string' ? i : i.error!.code))).toEqual([join(dir, 'a.html'), 'not_regular', 'not_regular', 'not_regular']);
    const recs: InputRecord[] = [];
    for await (const rec of readItems(
      (async function* () {
        yield* items;
      })(),
      { maxBytes: 1_000_000 },
    ))
      recs.push(rec);
    expect(brief(recs)).toEqual(brief(await read([dir])));
  });
});
