// @module-tag slow
// When every worker thread is gone and none can start again, the pool's promises never settle and
// nothing keeps node's event loop alive: node used to exit 0 with those records unwritten. The
// batch loop now answers each of them with an error record when node says its loop ran dry
// ('beforeExit'), so that no record is lost and the run ends with its summary. It has to run in a
// process of its own: vitest keeps its own event loop alive.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { batchLines, ROOT } from '../support/cli.js';

const dist = (...p: string[]) => pathToFileURL(join(ROOT, 'dist', ...p)).href;

// A pool that answers records a and c, and never answers b (its thread is gone).
const SCRIPT = `
import { runBatch } from '${dist('cli', 'batch', 'run.js')}';
import { errorRecord, OrderedWriter } from '${dist('cli', 'batch', 'output.js')}';
import { Summary } from '${dist('cli', 'batch', 'summary.js')}';
const pool = { capacity: 4, run: (rec) => (rec.id === 'b' ? new Promise(() => {}) : Promise.resolve(errorRecord(rec, 'empty', 'answered'))) };
async function* records() {
  for (const id of ['a', 'b', 'c']) yield { id, source: 'test:' + id, html: '<p>x</p>' };
}
const summary = new Summary();
await runBatch({ records: records(), pool, writer: new OrderedWriter(process.stdout), summary, progress: { read() {}, tick() {}, stop() {} }, maxBytes: 1e6, window: 64 });
process.stderr.write('records ' + summary.records + ', worker_crash ' + summary.errors.get('worker_crash') + '\\n');
`;

describe('batch: the event loop runs dry with records on the pool', () => {
  it('the unanswered record gets a worker_crash record in its place, and the run ends normally', () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    const lines = batchLines(r.stdout);
    expect(lines.map((l) => [l.id, l.error?.code])).toEqual([
      ['a', 'empty'],
      ['b', 'worker_crash'],
      ['c', 'empty'],
    ]);
    expect(lines[1]!.error?.message).toBe('no worker thread returned this record: every thread stopped (see the messages above)');
    expect(r.stderr).toContain('records 3, worker_crash 1');
  });
});
