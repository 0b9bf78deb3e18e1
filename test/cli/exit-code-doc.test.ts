// docs/cli.md's exit-code table (a paragraph had split it, leaving its last row outside
// the table): one table, its codes in order, and the codes failure() gives are the ones it lists.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failure } from '../../src/cli/errors.js';
import { InputError, OptionsError, TimeoutError, TooComplexError } from '../../src/core/errors.js';
import { ROOT } from '../support/cli.js';

const doc = readFileSync(join(ROOT, 'docs', 'cli.md'), 'utf8');
const section = doc.slice(doc.indexOf('## Exit codes'));
const lines = section.split('\n').slice(1);
const start = lines.findIndex((l) => l.startsWith('|'));
const end = lines.findIndex((l, i) => i > start && !l.startsWith('|'));
const table = lines.slice(start, end);

describe('docs/cli.md, Exit codes', () => {
  it('is one table holding every code, in order, and no table row stands outside it', () => {
    expect(table.slice(2).map((l) => l.split('|')[1]!.trim())).toEqual(['0', '1', '2', '128 + signal']);
    const rest = lines.slice(
      end,
      lines.findIndex((l, i) => i > end && l.startsWith('## ')),
    );
    expect(rest.filter((l) => l.startsWith('|'))).toEqual([]);
  });

  it("lists the codes the CLI's failures give", () => {
    const codes = [new InputError('x', 'read_error'), new OptionsError('x'), new TimeoutError(5, 'units'), new TooComplexError(9), new Error('disk full')].map((e) => failure(e).exitCode);
    expect(codes).toEqual([2, 2, 2, 2, 1]);
  });
});
