import { describe, expect, it } from 'vitest';
import { BATCH_NODE_FLAGS, NO_RELAUNCH_ENV, batchChildEnv, wantsRelaunch } from '../../src/cli/relaunch.js';

describe('the batch relaunch', () => {
  const argv = (...rest: string[]): string[] => ['/usr/bin/node', '/x/bin/cedst.js', ...rest];

  it('starts batch, and only batch, again under the GC flag', () => {
    expect(BATCH_NODE_FLAGS).toEqual(['--single-threaded-gc']);
    expect(wantsRelaunch(argv('batch', 'a.html'), [], {})).toBe(true);
    expect(wantsRelaunch(argv('extract', 'a.html'), [], {})).toBe(false);
    expect(wantsRelaunch(argv('eval', 'set'), [], {})).toBe(false);
    expect(wantsRelaunch(argv(), [], {})).toBe(false);
  });

  it('does not relaunch a process that has the flag already, or when told not to', () => {
    expect(wantsRelaunch(argv('batch', 'a.html'), ['--single-threaded-gc'], {})).toBe(false);
    expect(wantsRelaunch(argv('batch', 'a.html'), ['--max-old-space-size=900'], {})).toBe(true);
    expect(wantsRelaunch(argv('batch', 'a.html'), [], { [NO_RELAUNCH_ENV]: '1' })).toBe(false);
  });

  it('caps glibc malloc arenas in the child unless the user chose a number', () => {
    expect(batchChildEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', MALLOC_ARENA_MAX: '2' });
    expect(batchChildEnv({ MALLOC_ARENA_MAX: '8' })).toEqual({ MALLOC_ARENA_MAX: '8' });
  });
});
