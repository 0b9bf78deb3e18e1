// The one line and the exit code of a failure (src/cli/errors.ts): a page over a limit is bad
// input (2) and names the flag that raises the limit.
import { describe, expect, it } from 'vitest';
import { failure } from '../../src/cli/errors.js';
import { Summary } from '../../src/cli/batch/summary.js';
import { TimeoutError, TooComplexError, TooMuchTextError } from '../../src/core/budget.js';
import { InputError } from '../../src/input/read.js';
import { OptionsError } from '../../src/options/resolve.js';

describe('failure', () => {
  it('gives 2 and the flag for the limits, 2 for bad input, 1 for the rest', () => {
    expect(failure(new TimeoutError(5, 'units'))).toEqual({ message: 'extraction took longer than its 5 ms budget (stopped in units) (timeout; see --timeout-ms, 0 for none)', exitCode: 2 });
    expect(failure(new TooComplexError(7))).toEqual({
      message:
        'page has more markup than 7 elements cost (each start tag and character reference in text, and a quarter for each end tag, comment, stray < and attribute past the 8th of an element), the maxElements limit; it is not parsed (too_complex; see --max-elements)',
      exitCode: 2,
    });
    expect(failure(new TooMuchTextError(9))).toEqual({
      message: 'page has more than 9 characters of text, the maxTextChars limit; it is not extracted (too_large; see --max-text-chars)',
      exitCode: 2,
    });
    expect(failure(new InputError('x.html is empty', 'empty'))).toEqual({ message: 'x.html is empty', exitCode: 2 });
    expect(failure(new OptionsError('--gamma must be …'))).toEqual({ message: '--gamma must be …', exitCode: 2 });
    expect(failure(new Error('disk full'))).toEqual({ message: 'disk full', exitCode: 1 });
  });
});

describe("batch's summary", () => {
  it('says "1 record" and "2 records"', () => {
    const s = new Summary();
    s.add();
    expect(s.line()).toMatch(/^cedst: 1 record: 1 ok \(/);
    s.add({ code: 'timeout' });
    expect(s.line()).toMatch(/^cedst: 2 records: 1 ok, 1 timeout \(/);
  });

  it('names the flag that fetches the URLs it refused', () => {
    const s = new Summary();
    s.add();
    s.add({ code: 'blocked_address' });
    s.add({ code: 'blocked_address' });
    expect(s.line()).toMatch(/^cedst: 3 records: 1 ok, 2 blocked_address; 2 URLs refused as loopback, private or special-purpose addresses \(--fetch-allow-private-addresses fetches them\) \(/);
    s.add({ code: 'timeout' });
    expect(new Summary().line()).not.toContain('refused');
  });
});
