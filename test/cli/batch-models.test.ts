// A model file the options name that cannot be read, or is no such model, is one usage error before
// a batch starts (exit 2, nothing on stdout), not an extract_error record on every page.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cedst, ROOT } from '../support/cli.js';

const PAGE = join(ROOT, 'fixtures', 'en-city-council', 'page.html');
const MISSING = join(ROOT, 'fixtures', 'no-such-model.json');
const NOT_A_MODEL = join(ROOT, 'package.json');

describe('batch: the models the options name', () => {
  it('a missing reading model or Louvan model stops the batch with exit 2', { timeout: 60_000 }, () => {
    const reading = cedst(['batch', PAGE, '-w', '1', '--plus-reading-model', MISSING]);
    expect(reading.status).toBe(2);
    expect(reading.stdout).toBe('');
    expect(reading.stderr).toContain(`cedst: plus.readingModel: cannot read ${MISSING}: ENOENT`);
    const louvan = cedst(['batch', PAGE, '-w', '1', '-m', 'louvan', '--louvan-model', MISSING]);
    expect(louvan.status).toBe(2);
    expect(louvan.stdout).toBe('');
    expect(louvan.stderr).toContain(`cedst: louvan.model: cannot read ${MISSING}: no such file`);
  });

  it('a JSON file that is no gain model stops it too; with readings off the option is not read', { timeout: 60_000 }, () => {
    const bad = cedst(['batch', PAGE, '-w', '1', '--plus-reading-model', NOT_A_MODEL]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain(`cedst: plus.readingModel: ${NOT_A_MODEL} is not a reading-gains model`);
    const off = cedst(['batch', PAGE, '-w', '1', '--plus-reading-model', MISSING, '--no-plus-readings']);
    expect(off.status).toBe(0);
    expect(JSON.parse(off.stdout).error).toBeUndefined();
  });
});
