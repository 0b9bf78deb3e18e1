// The `cedst` command line. stdout carries data only; errors go to stderr as one line.
// Each command lives in its own file under commands/.
import { createRequire } from 'node:module';
import { Command, CommanderError } from 'commander';
import { OptionsError } from '../index.js';
import { InputError } from '../io/read.js';
import { ExitCode, type Out } from './common.js';
import { registerExtract } from './commands/extract.js';
import { registerInspect } from './commands/inspect.js';
import { registerEval } from './commands/eval.js';
import { registerBatch } from './commands/batch.js';
import { registerDedup } from './commands/dedup.js';

const VERSION = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;

export function buildProgram(out: Out): Command {
  const program = new Command('cedst')
    .description('News content extraction based on Dempster–Shafer evidence theory (CEDST)')
    .version(VERSION)
    .showHelpAfterError(false)
    .exitOverride()
    .configureOutput({
      writeOut: out,
      writeErr: (s) => process.stderr.write(s),
      // Usage errors read like every other error: one line, prefixed with the program name.
      outputError: (s, write) => write(`cedst: ${s.replace(/^error: /, '')}`),
    });
  registerExtract(program, out);
  registerInspect(program, out);
  registerEval(program, out);
  registerBatch(program);
  registerDedup(program);
  return program;
}

/** stdout that cannot be written (a full disk, a reader that went away): one line on stderr and
 *  exit 1, instead of an unhandled 'error' event's stack trace. `batch` handles its own output. */
function exitOnStdoutError(err: NodeJS.ErrnoException): void {
  process.stderr.write(`cedst: cannot write the output: ${err.message}\n`);
  process.exit(1);
}

/** Run the CLI; resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  if (argv[2] !== 'batch') process.stdout.on('error', exitOnStdoutError);
  const program = buildProgram((s) => process.stdout.write(s));
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      // Help and version exit through here with code 0; commander already printed its message.
      // Its usage errors (unknown option, missing argument, bad choice) exit 2 like ours.
      return err.exitCode === 0 ? 0 : 2;
    }
    if (err instanceof ExitCode) return err.code;
    if (err instanceof InputError || err instanceof OptionsError) {
      process.stderr.write(`cedst: ${err.message}\n`);
      return 2;
    }
    process.stderr.write(`cedst: ${(err as Error).message ?? String(err)}\n`);
    return 1;
  }
}
