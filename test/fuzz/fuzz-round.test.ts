// @module-tag slow
// @module-tag long
// A small seeded round of the fuzz harness (bench/fuzz): mutated real pages, pathological pages and
// broken archives through `cedst batch`, with the harness's invariants (one line per record, no
// crash, time and memory bounds, valid JSON and UTF-8). The large rounds are in docs/reliability.md.
// The pages it mutates are the fixtures, and a few of each set in ../shared when that is there
// (bench/fuzz/generate.mjs): without it the round is made of the fixtures alone, with the same checks.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../support/cli.js';

// Paused once for 7 s (past the 4 s limit and the pool's 2 s grace) and run a second time: the two
// runs write the same records. The memory bound is 600 MB for
// `-w 2`: the round now carries its six hostile pages (a 6.5M-character Han page among them), and
// one fresh-clone CI run peaked at 504 MB against the harness's default 500.
it('a seeded fuzz round keeps every invariant, paused and repeated', () => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bench/fuzz/run.mjs'), '--seed', '20', '--pages', '60', '--timeout', '4000', '--pause', '7', '--repeat', '--max-rss-mb', '600'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  const summary = JSON.parse(r.stdout) as { problems: number; records: number; pausedS: number };
  expect(summary.problems).toBe(0);
  expect(summary.records).toBeGreaterThan(100);
  expect(summary.pausedS).toBe(7);
});
