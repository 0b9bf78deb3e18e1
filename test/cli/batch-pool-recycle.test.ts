// @module-tag slow
// A heavy page runs on fresh threads when the process holds too much for it (recycleBefore in
// src/cli/batch/heavy.ts): the pool ends its threads and starts new ones between pages, and every
// page still gets its record. The pool loads its threads from the build (dist/cli/batch/worker.js),
// so the build is imported by its file URL, past the alias that gives other tests the sources.
import { afterAll, expect, it } from 'vitest';
import type { BatchPool as Pool } from '../../src/cli/batch/pool.js';
import type { resolveOptions as Resolve } from '../../src/options/resolve.js';

const dist = (path: string) => import(new URL(`../../dist/${path}`, import.meta.url).href);
const { BatchPool } = (await dist('cli/batch/pool.js')) as { BatchPool: typeof Pool };
const { resolveOptions } = (await dist('options/resolve.js')) as { resolveOptions: typeof Resolve };

// A bound of 0 MB: every heavy page is projected past it.
const pool = new BatchPool({ workers: 1, timeoutMs: 20_000, workerMemoryMb: 256, maxBytes: 4_000_000, options: resolveOptions(), recycleBoundMb: 0 });
afterAll(() => pool.close());

const page = (id: string, body: string) => ({ id, source: id, bytes: new TextEncoder().encode(`<html><head><title>T</title></head><body><article><p>${body}</p></article></body></html>`) });
const sentence = 'The harbour board met on Tuesday and voted to repair the old ferry pier before winter. ';

it('starts the threads afresh before a heavy page only, and extracts every page', async () => {
  const light = await pool.run(page('light', sentence.repeat(4)));
  expect(pool.recycled).toBe(0);
  // 600 KB of the same prose: heavy by its size.
  const heavy = await pool.run(page('heavy', sentence.repeat(7_000)));
  expect(pool.recycled).toBe(1);
  const after = await pool.run(page('after', sentence.repeat(3)));
  expect(pool.recycled).toBe(1);
  for (const r of [light, heavy, after]) expect(r.error).toBeUndefined();
  expect(light.text).toContain('ferry pier');
  expect((heavy.text as string).length).toBeGreaterThan(500_000);
  expect(after.text).toContain('harbour board');
});
