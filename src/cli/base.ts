// The bare `cedst` program: name, version, and errors as one line on stderr. Kept apart from
// flags.ts (the option table's flags) so that `cedst --version` and `cedst --help` load commander
// and nothing of the extractor.
import { createRequire } from 'node:module';
import { Command } from 'commander';
import { displayWidth } from './width.js';

/** Ends a command with this exit code once it has said on stderr what went wrong (e.g. some of
 *  several pages failed); main prints nothing more for it. */
export class ExitCode extends Error {
  override name = 'ExitCode';
  constructor(readonly code: number) {
    super(`exit code ${code}`);
  }
}

/** Writes data to stdout (tests pass their own). */
export type Out = (s: string) => void;

export const VERSION = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;

/** The widest line of --help and --help-all. */
export const HELP_WIDTH = 100;

/** The `cedst` program with no command yet: name, version, and errors as one line on stderr. */
export function baseProgram(out: Out): Command {
  return (
    new Command('cedst')
      .description('News content extraction based on Dempster–Shafer evidence theory (CEDST)')
      .version(VERSION)
      .showHelpAfterError(false)
      .exitOverride()
      .configureOutput({
        writeOut: out,
        writeErr: (s) => process.stderr.write(s),
        // Usage errors read like every other error: one line, prefixed with the program name.
        outputError: (s, write) => write(`cedst: ${s.replace(/^error: /, '')}`),
        // Help wraps at HELP_WIDTH whatever the terminal: at commander's 80 columns the flags' column
        // (40) left too little room to wrap into, and commander then wrapped nothing (a 573-column line).
        getOutHelpWidth: () => HELP_WIDTH,
        getErrHelpWidth: () => HELP_WIDTH,
      })
      // Wrapped by the columns a line takes (a Han character takes two), not by its length.
      .configureHelp({ displayWidth: (s: string) => displayWidth(s) })
  );
}
