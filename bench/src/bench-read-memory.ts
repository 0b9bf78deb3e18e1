// Memory check of the batch input side (`npm run bench:read [-- --mb 200]`): writes a WARC.gz of
// about that many megabytes (one gzip member per record, pages of near-incompressible text) to
// the temp dir, streams it through readRecords, and prints records, throughput and RSS as it
// goes. Flat memory means the peak stays near the start however large the file is.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readRecords } from '../../dist/input/records.js';
import { benchArgs, numberArg } from '../lib/args.mjs';

const { values: a } = benchArgs('Usage: npm run bench:read -- [--mb 200] [--page-kb 96]', { mb: { type: 'string' }, 'page-kb': { type: 'string' } });
const targetMb = numberArg(a.mb, 200);
const pageKb = numberArg(a['page-kb'], 96);
const mb = (n: number) => (n / 1048576).toFixed(1);

function warcRecord(i: number): Buffer {
  const text = randomBytes(Math.floor((pageKb * 1024 * 3) / 4)).toString('base64');
  const body = `<html><head><title>page ${i}</title></head><body><p>${text}</p></body></html>`;
  const http = `HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n\r\n${body}`;
  const block = Buffer.from(http);
  const head =
    `WARC/1.0\r\nWARC-Type: response\r\nWARC-Record-ID: <urn:uuid:00000000-0000-4000-8000-${String(i).padStart(12, '0')}>\r\n` +
    `WARC-Target-URI: http://bench.test/${i}\r\nWARC-Date: 2024-01-01T00:00:00Z\r\n` +
    `Content-Type: application/http; msgtype=response\r\nContent-Length: ${block.length}\r\n\r\n`;
  return gzipSync(Buffer.concat([Buffer.from(head), block, Buffer.from('\r\n\r\n')]), { level: 1 });
}

async function writeWarc(path: string): Promise<number> {
  const out = createWriteStream(path);
  let written = 0;
  let n = 0;
  while (written < targetMb * 1048576) {
    const rec = warcRecord(n++);
    written += rec.length;
    if (!out.write(rec)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return n;
}

const dir = mkdtempSync(join(tmpdir(), 'cedst-bench-read-'));
const file = join(dir, 'bench.warc.gz');
try {
  const written = await writeWarc(file);
  const size = statSync(file).size;
  global.gc?.();
  const rssStart = process.memoryUsage().rss;
  let peak = rssStart;
  let records = 0;
  let payload = 0;
  let errors = 0;
  const t0 = performance.now();
  for await (const rec of readRecords([file], { maxBytes: 5 * 1048576 })) {
    records++;
    payload += rec.bytes?.length ?? 0;
    if (rec.error) errors++;
    if (records % 256 === 0) {
      const rss = process.memoryUsage().rss;
      peak = Math.max(peak, rss);
      process.stderr.write(`  ${records} records, rss ${mb(rss)} MB\n`);
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  peak = Math.max(peak, process.memoryUsage().rss);
  process.stdout.write(`file            ${mb(size)} MB gzipped, ${written} records of ~${pageKb} KB\n`);
  process.stdout.write(`read            ${records} records (${errors} errors), ${mb(payload)} MB of payload\n`);
  process.stdout.write(`time            ${seconds.toFixed(1)} s, ${(size / 1048576 / seconds).toFixed(1)} MB/s gzipped\n`);
  process.stdout.write(`rss at start    ${mb(rssStart)} MB\n`);
  process.stdout.write(`rss peak        ${mb(peak)} MB (sampled every 256 records)\n`);
  process.stdout.write(`maxRSS (OS)     ${mb(process.resourceUsage().maxRSS * 1024)} MB (includes writing the file)\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
