// ReadPage (extract's and inspect's read of a file or stdin) stops at maxBytes
// while it reads. It trusted the file's stated size, so the zero device (size 0) was read for ever
// (past 1 GB), and so was the random device under --max-bytes 1000.
import { execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError, readPage } from '../../src/input/read.js';

const dir = mkdtempSync(join(tmpdir(), 'cedst-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function failure(p: Promise<unknown>): Promise<InputError> {
  try {
    await p;
  } catch (e) {
    return e as InputError;
  }
  throw new Error('expected a failure');
}

const page = (n: number): string => `<html><body><p>${'x'.repeat(n - 33)}</p></body></html>`; // n bytes

describe('readPage stops at maxBytes', () => {
  it('reads a file of exactly maxBytes and refuses one byte more (too_large)', async () => {
    writeFileSync(join(dir, 'a.html'), page(1000));
    expect(await readPage(join(dir, 'a.html'), { maxBytes: 1000 })).toHaveLength(1000);
    const err = await failure(readPage(join(dir, 'a.html'), { maxBytes: 999 }));
    expect(err).toBeInstanceOf(InputError);
    expect(err).toMatchObject({ code: 'too_large', message: `${join(dir, 'a.html')} is larger than 999 bytes (too_large; see --max-bytes)` });
  });

  it('a pipe, whose size says 0, is read only up to the limit', async () => {
    const fifo = join(dir, 'pipe.html');
    execFileSync('mkfifo', [fifo]);
    const writer = createWriteStream(fifo);
    writer.on('error', () => {}); // the reader closes the pipe before the writer is done
    writer.end(page(5000));
    const err = await failure(readPage(fifo, { maxBytes: 1000 }));
    expect(err).toMatchObject({ code: 'too_large' });
    writer.destroy();
  });

  it.runIf(existsSync('/dev/zero'))('the zero and the random device are too_large, not read for ever', async () => {
    expect(await failure(readPage('/dev/zero', { maxBytes: 1000 }))).toMatchObject({ code: 'too_large' });
    expect(await failure(readPage('/dev/urandom', { maxBytes: 1000 }))).toMatchObject({ code: 'too_large' });
  });

  it('a .gz page: the limit applies to what it inflates to', async () => {
    writeFileSync(join(dir, 'b.html.gz'), gzipSync(page(1000)));
    expect(await readPage(join(dir, 'b.html.gz'), { maxBytes: 1000 })).toHaveLength(1000);
    expect(await failure(readPage(join(dir, 'b.html.gz'), { maxBytes: 999 }))).toMatchObject({
      code: 'too_large',
      message: `${join(dir, 'b.html.gz')} is larger than 999 bytes once gunzipped (too_large; see --max-bytes)`,
    });
  });
});
