// The gate of the tests that read ../shared (test/support/shared.ts, and the accuracy gate through
// bench/lib/shared-data.mjs): skip with one line locally without the data, required with CI=true,
// run when it is there.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET_SHARED, SHARED_DIR, sharedTests } from '../support/shared.js';
import { sharedData } from '../../bench/lib/shared-data.mjs';

const root = mkdtempSync(join(tmpdir(), 'cedst-shared-'));
/** A stand-in for ../shared with score.py and an empty datasets folder. */
const present = join(root, 'shared');
mkdirSync(join(present, 'tools'), { recursive: true });
mkdirSync(join(present, 'datasets'));
writeFileSync(join(present, 'tools', 'score.py'), '');
const absent = join(root, 'none');
const local = { CI: undefined };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the tests that need ../shared, without it', () => {
  it('skip locally, saying in one line what and how to get it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const gate = sharedTests('the score.py tests', ['tools/score.py'], local, absent);
    expect(gate.run).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe(`cedst: the score.py tests skipped: no evaluation data at ${join(absent, 'tools', 'score.py')}. To get it: ${GET_SHARED} (CI=true makes it required)`);
  });

  it('are required with CI=true: they run, and fail on the missing data', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const gate = sharedTests('the score.py tests', ['tools/score.py'], { CI: 'true' }, absent);
    expect(gate.run).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    expect(() => gate.path('tools', 'score.py')).toThrow(
      `no evaluation data at ${join(absent, 'tools', 'score.py')}, and CI=true makes it required (for the score.py tests): ${GET_SHARED} (CI has a copy beside its clone)`,
    );
  });

  it('skip when only part of it is there, naming the part that is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(sharedTests('the set tests', ['datasets', 'datasets/daniel'], local, present).run).toBe(false);
    expect(warn.mock.calls[0]![0]).toMatch(new RegExp(`^cedst: the set tests skipped: no evaluation data at ${join(present, 'datasets', 'daniel')}\\. `));
  });
});

describe('the tests that need ../shared, with it', () => {
  it('run, locally and with CI=true, and find its files', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const env of [local, { CI: 'true' }]) {
      const gate = sharedTests('the score.py tests', ['tools/score.py', 'datasets'], env, present);
      expect(gate.run).toBe(true);
      expect(gate.path('tools', 'score.py')).toBe(join(present, 'tools', 'score.py'));
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('look for it beside the checkout', () => {
    expect(SHARED_DIR).toBe(fileURLToPath(new URL('../../../shared', import.meta.url)));
  });
});

describe('the accuracy gate', () => {
  it('without ../shared: one line and no error locally, an error and no line with CI=true', () => {
    const skip = sharedData('the accuracy gate', ['datasets'], local, absent);
    expect(skip.skipLine).toBe(`cedst: the accuracy gate skipped: no evaluation data at ${join(absent, 'datasets')}. To get it: ${GET_SHARED} (CI=true makes it required)`);
    expect(skip.error).toBeUndefined();
    const ci = sharedData('the accuracy gate', ['datasets'], { CI: 'true' }, absent);
    expect(ci.skipLine).toBeUndefined();
    expect(ci.error).toMatch(/^no evaluation data at .*, and CI=true makes it required \(for the accuracy gate\)/);
  });

  it('with it: neither', () => {
    expect(sharedData('the accuracy gate', ['datasets'], { CI: 'true' }, present)).toEqual({ missing: undefined, required: true, skipLine: undefined, error: undefined });
  });
});
