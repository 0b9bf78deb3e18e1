// Every command's --help and --help-all fit HELP_WIDTH (100) columns, counted as a terminal counts
// them (a Han character takes two): commander wrapped nothing at its default 80, since the flags'
// column left too little room, and --help-all had a 573-column line.
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { HELP_WIDTH } from '../../src/cli/flags.js';
import { buildProgram } from '../../src/cli/program.js';
import { displayWidth } from '../../src/cli/width.js';

function help(args: string[]): string {
  let text = '';
  const program = buildProgram((s) => (text += s));
  expect(() => program.parse(args, { from: 'user' })).toThrow(CommanderError);
  return text;
}

describe('help text width', () => {
  it.each([['--help'], ['extract', '--help-all'], ['inspect', '--help-all'], ['eval', '--help-all'], ['batch', '--help-all'], ['batch', '--help'], ['dedup', '--help'], ['extract', '--help']])(
    '%s %s: every line within 100 columns',
    (...args) => {
      const text = help(args);
      const lines = text.split('\n');
      expect(lines.length).toBeGreaterThan(10);
      expect(HELP_WIDTH).toBe(100);
      expect(lines.filter((l) => displayWidth(l) > HELP_WIDTH)).toEqual([]);
    },
  );

  it('a --no-x flag names the form in force by default', () => {
    const text = help(['extract', '--help-all']).replace(/\s+/g, ' ');
    expect(text).toContain("--no-tables cedst methods: leave the article's data tables out (their cells' text too) (default: --tables)");
  });
});
