// The budget of fetched bytes `cedst batch` holds before its pages reach the pool
// (src/cli/batch/byte-budget.ts), in counts: what it lets through and in which order, and 16
// fetches at once from a server on 127.0.0.1 that the test starts, whose bytes held at once stay
// within two pages and one more whatever the concurrency, against all 16 pages without it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ByteBudget } from '../../src/cli/batch/byte-budget.js';
import { HostScheduler } from '../../src/cli/batch/hosts.js';
import type { InputRecord } from '../../src/core/types.js';
import { urlRecord } from '../../src/input/records.js';
import { serve, type TestServer } from '../support/http-server.js';

describe('ByteBudget', () => {
  it('lets bytes in while they fit, then in order as holders give theirs back', async () => {
    const budget = new ByteBudget(100);
    const [a, b, c] = [{}, {}, {}];
    expect(budget.take(a, 60)).toBeUndefined();
    expect(budget.take(b, 30)).toBeUndefined();
    const order: string[] = [];
    void budget.take(c, 20)?.then(() => order.push('c'));
    // b's next chunk would pass the budget and b is not the oldest holder: it waits behind c.
    void budget.take(b, 20)?.then(() => order.push('b'));
    // a is the oldest holder: it never waits, so the budget is passed by at most its page.
    expect(budget.take(a, 30)).toBeUndefined();
    expect([budget.held, budget.peak]).toEqual([120, 120]);
    await Promise.resolve();
    expect(order).toEqual([]);
    // Once a gives its bytes back, b is the oldest holder: it goes first, then c.
    budget.release(a);
    await Promise.resolve();
    expect(order).toEqual(['b', 'c']);
    expect(budget.held).toBe(70);
    budget.release(b);
    budget.release(c);
    expect(budget.held).toBe(0);
  });
});

const SIZE = 100_000;
const PAGE = Buffer.from(`<html><body><p>${'x'.repeat(SIZE - 32)}</p></body></html>`);
let server: TestServer;
beforeAll(async () => {
  server = await serve({ '/page': (_req, res) => res.writeHead(200, { 'content-type': 'text/html', 'content-length': PAGE.length }).end(PAGE) });
});
afterAll(async () => {
  await server.close();
});

/** 16 pages fetched at once, each taking from `budget` and giving its bytes back once on a pool of
 *  one. The pool opens only when every fetch has its page or waits for the budget: so every page
 *  that can be held at once is. */
async function fetch16(budget: ByteBudget, maxBytes: number): Promise<InputRecord[]> {
  const scheduler = new HostScheduler({ concurrency: 16, perHost: 16, delayMs: 0 });
  let done = 0;
  let waiting = 0;
  let open: () => void = () => {};
  const opened = new Promise<void>((ok) => (open = ok));
  const check = (): void => {
    if (done + waiting === 16) open();
  };
  let pool = opened;
  const limits = { timeoutMs: 30_000, maxBytes, maxRedirects: 0, userAgent: 'cedst-test/1', allowPrivateAddresses: true };
  return Promise.all(
    Array.from({ length: 16 }, (_, i) =>
      scheduler.run('127.0.0.1', async () => {
        const rec: InputRecord = { id: `p${i}`, source: `p${i}`, fetchUrl: `${server.base}/page?${i}` };
        const take = (n: number): Promise<void> | undefined => {
          const wait = budget.take(rec, n);
          if (!wait) return undefined;
          waiting++;
          check();
          return wait.then(() => void waiting--);
        };
        try {
          const got = await urlRecord(rec, { ...limits, take });
          done++;
          check();
          await (pool = pool.then(() => new Promise((ok) => setImmediate(ok))));
          return got;
        } finally {
          budget.release(rec);
        }
      }),
    ),
  );
}

describe('the fetch budget', () => {
  it('holds at most two pages and one more of 16 fetched at once, and every page arrives whole', async () => {
    const maxBytes = 110_000;
    const budget = new ByteBudget(2 * maxBytes);
    const got = await fetch16(budget, maxBytes);
    expect(got.map((r) => [r.error, r.bytes?.length])).toEqual(Array.from({ length: 16 }, () => [undefined, PAGE.length]));
    expect(budget.peak).toBeLessThanOrEqual(3 * maxBytes);
    expect(budget.held).toBe(0);
    // Without a bound the same run holds every page at once.
    const unbounded = new ByteBudget(Number.POSITIVE_INFINITY);
    await fetch16(unbounded, maxBytes);
    expect(unbounded.peak).toBe(16 * PAGE.length);
  });
});
