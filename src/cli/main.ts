// The `cedst` command line. stdout carries data only; errors go to stderr as one line.
// Each command lives in its own file under commands/; program.ts registers them all. `batch`
// registers only itself: its main thread reads and writes records while worker threads
// extract, so it need not load the extraction library (~270 ms of CPU and ~25 MB of resident
// memory per run, docs/performance.md).
import type { Command } from 'commander';
import { CommanderError } from 'commander';
import { failure } from './errors.js';
import { baseProgram, ExitCode, type Out } from './flags.js';

/** The program for this command line: `batch` alone, or every command. */
async function programFor(argv: string[], out: Out): Promise<Command> {
  if (argv[2] === 'batch') {
    const { registerBatch } = await import('./commands/batch.js');
    const program = baseProgram(out);
    registerBatch(program);
    return program;
  }
  const { buildProgram } = await import('./program.js');
  return buildProgram(out);
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
    const { message, exitCode } = failure(err);
    process.stderr.write(`cedst: ${message}\n`);
    return exitCode;
  }
}
