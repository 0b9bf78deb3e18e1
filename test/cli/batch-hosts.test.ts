// The fetch schedule of `cedst batch` (src/cli/batch/hosts.ts): the overall and per-host
// limits, the politeness delay between starts on one host, and a busy host letting others go
// first. Tasks are promises the test settles; the delay is checked as a lower bound, which a busy
// machine can only lengthen.
import { describe, expect, it } from 'vitest';
import { HostScheduler, hostKey } from '../../src/cli/batch/hosts.js';

/** A task the test ends by hand, and a log of starts. */
function tasks() {
  const started: string[] = [];
  const enders = new Map<string, () => void>();
  const task = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      enders.set(name, () => resolve(name));
    });
  const end = async (name: string) => {
    enders.get(name)!();
    // Let the scheduler's settle handlers and the next starts run.
    await new Promise((r) => setTimeout(r, 0));
  };
  return { started, task, end };
}

describe('HostScheduler', () => {
  it('keeps to the per-host and overall limits, and lets a busy host’s queue be passed', async () => {
    const s = new HostScheduler({ concurrency: 3, perHost: 2, delayMs: 0 });
    const t = tasks();
    const all = ['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'c1'].map((n) => s.run(n[0]!, t.task(n)));
    await new Promise((r) => setTimeout(r, 0));
    // a3 and a4 wait for host a; b1 takes the third place over all.
    expect(t.started).toEqual(['a1', 'a2', 'b1']);
    await t.end('a1');
    expect(t.started).toEqual(['a1', 'a2', 'b1', 'a3']);
    await t.end('b1');
    expect(t.started).toEqual(['a1', 'a2', 'b1', 'a3', 'b2']);
    await t.end('a2');
    expect(t.started.at(-1)).toBe('a4');
    for (const n of ['a3', 'a4', 'b2']) await t.end(n);
    expect(t.started.at(-1)).toBe('c1');
    await t.end('c1');
    expect(await Promise.all(all)).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'c1']);
    expect(s.size).toBe(0);
  });

  it('starts two fetches on one host at least the delay apart, and other hosts meanwhile', async () => {
    const s = new HostScheduler({ concurrency: 8, perHost: 2, delayMs: 150 });
    const at: [string, number][] = [];
    const job = (name: string) => async () => void at.push([name, performance.now()]);
    await Promise.all(['a1', 'a2', 'b1', 'a3'].map((n) => s.run(n[0]!, job(n))));
    expect(at.map(([n]) => n)).toEqual(['a1', 'b1', 'a2', 'a3']);
    const a = at.filter(([n]) => n.startsWith('a')).map(([, t]) => t);
    expect(a[1]! - a[0]!).toBeGreaterThanOrEqual(149);
    expect(a[2]! - a[1]!).toBeGreaterThanOrEqual(149);
  });

  it("counts the delay from a fetch's real start, not from when its host let it queue for a slot", async () => {
    // One slot over all, held 200 ms by x1: a1 and a2 both wait for it. A host queue handing its
    // jobs to a global queue (p-queue composed so) lets a2 through its host 100 ms after a1 and
    // starts it right behind a1 (1 ms apart, measured); here a2 waits its 100 ms after a1 starts.
    const s = new HostScheduler({ concurrency: 1, perHost: 2, delayMs: 100 });
    const at = new Map<string, number>();
    const job = (name: string, ms: number) => async () => {
      at.set(name, performance.now());
      await new Promise((r) => setTimeout(r, ms));
    };
    await Promise.all([s.run('x', job('x1', 200)), s.run('a', job('a1', 0)), s.run('a', job('a2', 0))]);
    expect([...at.keys()]).toEqual(['x1', 'a1', 'a2']);
    expect(at.get('a2')! - at.get('a1')!).toBeGreaterThanOrEqual(99);
  });

  it('once stopped, starts what waits without the delay', async () => {
    const s = new HostScheduler({ concurrency: 8, perHost: 1, delayMs: 3_600_000 });
    const done = Promise.all(['a1', 'a2', 'a3'].map((n) => s.run('a', async () => n)));
    s.stop();
    expect(await done).toEqual(['a1', 'a2', 'a3']);
  });

  it('counts a URL against its host name, the port aside', () => {
    expect(['http://Example.COM:8080/a', 'https://example.com/', 'http://127.0.0.2:1/', 'not a url'].map(hostKey)).toEqual(['example.com', 'example.com', '127.0.0.2', '']);
  });
});
