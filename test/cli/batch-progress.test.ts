import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createProgress, errorsByCode, fitProgressLine, progressPlan, ReadPosition } from '../../src/cli/batch/progress.js';

const dir = mkdtempSync(join(tmpdir(), 'cedst-progress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('progressPlan', () => {
  it('counts pages when every input is a page file, walking directories as the reader does', async () => {
    mkdirSync(join(dir, 'pages', 'sub'), { recursive: true });
    writeFileSync(join(dir, 'pages', 'a.html'), '<p>a</p>');
    writeFileSync(join(dir, 'pages', 'sub', 'b.html'), '<p>bb</p>');
    writeFileSync(join(dir, 'pages', 'notes.txt'), 'not a page');
    const plan = await progressPlan([join(dir, 'pages')], true);
    expect(plan).toMatchObject({ unit: 'pages', total: 2 });
  });

  it('counts bytes of every file once an input is an archive', async () => {
    // Its own files: the tests of a file may run in any order (--sequence.shuffle).
    mkdirSync(join(dir, 'pages'), { recursive: true });
    writeFileSync(join(dir, 'pages', 'a.html'), '<p>a</p>');
    writeFileSync(join(dir, 'one.warc'), 'x'.repeat(1000));
    writeFileSync(join(dir, 'two.jsonl'), 'y'.repeat(500));
    const plan = await progressPlan([join(dir, 'one.warc'), join(dir, 'two.jsonl'), join(dir, 'pages', 'a.html')], true);
    expect(plan).toMatchObject({ unit: 'bytes', total: 1508 });
  });

  it('has no total for stdin', async () => {
    expect(await progressPlan(['-'], true)).toBeUndefined();
  });
});

describe('ReadPosition', () => {
  it('adds the files read before to the current WARC offset', () => {
    const p = new ReadPosition(
      new Map([
        ['a.warc.gz', 1000],
        ['b.warc.gz', 3000],
        ['c.jsonl', 200],
      ]),
    );
    p.read('a.warc.gz@0');
    expect(p.bytes).toBe(0);
    p.read('a.warc.gz@640');
    expect(p.bytes).toBe(640);
    p.read('b.warc.gz@1200');
    expect(p.bytes).toBe(2200);
    // An uncompressed offset (a whole-file gzip) or a JSONL line says nothing of the bytes.
    p.read('c.jsonl:7');
    expect(p.bytes).toBe(4000);
  });

  it('never passes a file size on a damaged offset', () => {
    const p = new ReadPosition(new Map([['a.warc', 100]]));
    p.read('a.warc@5000');
    expect(p.bytes).toBe(100);
  });
});

describe('errorsByCode', () => {
  it('lists the codes most first, ties by name', () => {
    expect(
      errorsByCode(
        new Map([
          ['timeout', 1],
          ['http_status', 3],
          ['empty', 1],
        ]),
      ),
    ).toBe('3 http_status, 1 empty, 1 timeout');
    expect(errorsByCode(new Map())).toBe('none');
  });
});

describe('createProgress', () => {
  it('writes nothing when stderr is not a terminal', () => {
    const writes: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((s: string) => writes.push(s) > 0) as typeof process.stderr.write;
    try {
      const p = createProgress({ unit: 'pages', total: 3, sizes: new Map() }, false);
      p.read('a.html');
      p.tick(1, new Map([['timeout', 1]]));
      p.stop();
    } finally {
      process.stderr.write = write;
    }
    expect(writes).toEqual([]);
  });
});

describe('fitProgressLine', () => {
  const numbers = ['1234/5678 pages', 'ETA 1h02m', '12.3 pages/s', 'errors: 3 timeout, 1 not_html'];
  const rest = '21% | 1234/5678 pages | ETA 1h02m | 12.3 pages/s | errors: 3 timeout, 1 not_html';

  it('shows a 40-column bar on a wide terminal', () => {
    const line = fitProgressLine(0.2174, numbers, 200);
    expect(line).toBe(`cedst batch: ${'\u2588'.repeat(9)}${'\u2591'.repeat(31)} ${rest}`);
  });

  it('narrows the bar, then drops it, then the prefix, before any number', () => {
    // 120 columns: 119 usable; the prefix (13), the numbers (80) and a space leave 25 for the bar.
    expect(fitProgressLine(0.5, numbers, 120)).toBe(`cedst batch: ${'\u2588'.repeat(13)}${'\u2591'.repeat(12)} 50%${rest.slice(3)}`);
    // 100 columns: 4 for a bar is too few; the line without it fits.
    expect(fitProgressLine(0.2174, numbers, 100)).toBe(`cedst batch: ${rest}`);
    // 81 columns (80 usable): the prefix goes too; every number stays.
    expect(fitProgressLine(0.2174, numbers, 81)).toBe(rest);
    expect(rest.length).toBe(80);
  });

  it('cuts the end only when the numbers alone are too wide, and never writes the last column', () => {
    const line = fitProgressLine(0.2174, numbers, 40);
    expect(line).toBe(`${rest.slice(0, 38)}\u2026`);
    expect(line.length).toBe(39);
  });

  it('has no bar and no share when the total is not known', () => {
    expect(fitProgressLine(undefined, ['7 pages', '3.5 pages/s', 'errors: none'], 80)).toBe('cedst batch: 7 pages | 3.5 pages/s | errors: none');
  });
});
