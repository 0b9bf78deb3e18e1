// @module-tag slow
// Before a heavy page, which runs alone, the pool has every thread collect its garbage when the
// process is already large, so the heavy page's own heap does not come on top of theirs. The pool
// runs in a node of its own: its worker threads load the built worker (dist/).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLLECT_ABOVE_RSS_PER_THREAD } from '../../src/cli/batch/pool.js';
import { HEAVY_WIDE_CHARS, isHeavy } from '../../src/cli/batch/heavy.js';

const dist = (path: string): string => fileURLToPath(new URL(`../../dist/${path}`, import.meta.url));
// Heavy by its wide characters (curly quotes, five a line), small enough to extract in a moment.
const quoted = '<p>The council’s “budget” passed, and the mayor’s “plan” did not.</p>\n';
const heavyLines = Math.ceil(HEAVY_WIDE_CHARS / 5);
const heavyHtml = `<html><body><article>${quoted.repeat(heavyLines)}</article></body></html>`;
const lightHtml = `<html><body><article>${quoted.repeat(3)}</article></body></html>`;

/** A light page then a heavy one on a 2-thread pool with this bound: how often room was made
 *  after each, and the two records' errors and line counts. */
function runPool(makeRoomAboveBytes: number): { after: number[]; errors: unknown[]; lines: number[] } {
  const script = `
    import { BatchPool } from ${JSON.stringify(dist('cli/batch/pool.js'))};
    import { resolveOptions } from ${JSON.stringify(dist('options/resolve.js'))};
    const chunks = [];
    for await (const c of process.stdin) chunks.push(c);
    const [light, heavy, bound] = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const pool = new BatchPool({ workers: 2, timeoutMs: 0, workerMemoryMb: 256, maxBytes: 4 * heavy.length, options: resolveOptions(), makeRoomAboveBytes: bound });
    const after = [], records = [];
    for (const [id, html] of [['light', light], ['heavy', heavy]]) {
      records.push(await pool.run({ id, source: id, html }));
      after.push(pool.roomMade);
    }
    await pool.close();
    process.stdout.write(JSON.stringify({ after, errors: records.map((r) => r.error ?? null), lines: records.map((r) => r.text.split('\\n').length) }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', input: JSON.stringify([lightHtml, heavyHtml, makeRoomAboveBytes]) });
  return JSON.parse(out);
}

describe('making room before a heavy page', () => {
  it('defaults to 96 MB of resident memory for each worker and the main thread', () => {
    expect(COLLECT_ABOVE_RSS_PER_THREAD).toBe(96 * 1024 * 1024);
    expect(isHeavy({ id: 'heavy', source: 'heavy', html: heavyHtml })).toBe(true);
    expect(isHeavy({ id: 'light', source: 'light', html: lightHtml })).toBe(false);
  });

  it('collects on every thread before a heavy page once the process is over the bound, and the page comes out whole', () => {
    expect(runPool(0)).toEqual({ after: [0, 1], errors: [null, null], lines: [3, heavyLines] });
  });

  it('does not collect while the process is under the bound', () => {
    expect(runPool(Number.MAX_SAFE_INTEGER)).toEqual({ after: [0, 0], errors: [null, null], lines: [3, heavyLines] });
  });
});
