// The `cedst` command line. stdout carries data only; errors go to stderr as one line.
// Each command lives in its own file under commands/, listed in commands/list.ts. A command line
// loads the module of its command alone: `batch` need not load the extraction library (its workers
// do), `extract` not the scorer or the worker pool, and `--version` and `--help` load nothing but
// commander (docs/performance.md; `npm run bench:startup` measures it).
import type { Command } from 'commander';
import { CommanderError } from 'commander';
import { baseProgram, ExitCode, type Out } from './base.js';
import { commandEntry, listCommands } from './commands/list.js';
import { PROGRAM_EXAMPLES } from './examples.js';

/** The program for this command line: the named command alone, or every command listed. */
async function programFor(argv: string[], out: Out): Promise<Command> {
  const entry = commandEntry(argv[2] === 'help' ? argv[3] : argv[2]);
  const program = baseProgram(out);
  if (entry === undefined) return listCommands(program.addHelpText('before', PROGRAM_EXAMPLES));
  const register = await entry.load();
  register(program, out);
  return program;
}

/** stdout that cannot be written. A reader that went away (EPIPE: `cedst extract page | head -1`)
 *  took what it wanted: exit 0 with nothing on stderr, as cat and grep do. Anything else (a full
 *  disk): one line on stderr and exit 1, instead of an unhandled 'error' event's stack trace.
 *  `batch` handles its own output the same way. */
function exitOnStdoutError(err: NodeJS.ErrnoException): void {
  if (err.code === 'EPIPE') process.exit(0);
  process.stderr.write(`cedst: cannot write the output: ${err.message}\n`);
  process.exit(1);
}

/** Run the CLI; resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  if (argv[2] !== 'batch') process.stdout.on('error', exitOnStdoutError);
  try {
    const program = await programFor(argv, (s) => process.stdout.write(s));
    await program.parseAsync(argv);
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      // Help and version exit through here with code 0; commander already printed its message.
      // Its usage errors (unknown option, missing argument, bad choice) exit 2 like ours.
      return err.exitCode === 0 ? 0 : 2;
    }
    if (err instanceof ExitCode) return err.code;
    // Loaded only on a failure: what an error means (errors.ts) needs the input and option errors.
    const { failure } = await import('./errors.js');
    const { message, exitCode } = failure(err);
    process.stderr.write(`cedst: ${message}\n`);
    return exitCode;
  }
}
