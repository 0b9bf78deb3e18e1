// The `cedst` command line. stdout carries data only; errors go to stderr as one line.
import { createRequire } from 'node:module';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { extract, OptionsError, type ExtractOptionsInput } from '../index.js';
import { METHODS, LANGS } from '../options.js';
import { InputError, readPage } from '../io/read.js';
import { inspectTable } from './inspect-table.js';

const VERSION = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;

function number(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw new InvalidArgumentError('not a number.');
  return n;
}

interface CommonFlags {
  method: ExtractOptionsInput['method'];
  lang: ExtractOptionsInput['lang'];
  gamma?: number;
  sigma?: number;
  topK?: number;
}

function withMethodOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('-m, --method <name>', 'extraction method').choices(METHODS).default('cedst'))
    .addOption(new Option('-l, --lang <lang>', 'page language').choices(LANGS).default('auto'))
    .option('--gamma <n>', 'γ of the keyword compatibility relation (default 2)', number)
    .option('--sigma <n>', 'σ of the Gaussian smoothing, in units (default 1)', number)
    .option('--top-k <n>', 'TextRank keywords per unit (default 10)', number);
}

function optionsFrom(flags: CommonFlags, explain: boolean): ExtractOptionsInput {
  const o: ExtractOptionsInput = { method: flags.method, lang: flags.lang, explain };
  if (flags.gamma !== undefined) o.gamma = flags.gamma;
  if (flags.sigma !== undefined) o.sigma = flags.sigma;
  if (flags.topK !== undefined) o.topK = flags.topK;
  return o;
}

export function buildProgram(out: (s: string) => void): Command {
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

  withMethodOptions(
    program.command('extract')
      .description('print the article of an HTML page')
      .argument('<file>', 'HTML file, or - for stdin'),
  )
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action(async (file: string, flags: CommonFlags & { format: 'text' | 'json' }) => {
      const result = extract(await readPage(file), optionsFrom(flags, false));
      out(flags.format === 'json' ? JSON.stringify(result, null, 2) + '\n' : result.text + (result.text ? '\n' : ''));
    });

  withMethodOptions(
    program.command('inspect')
      .description('show the evidence behind every decision: features, masses, fusion, smoothing, threshold')
      .argument('<file>', 'HTML file, or - for stdin'),
  )
    .option('--json', 'print the full evidence as JSON')
    .action(async (file: string, flags: CommonFlags & { json?: boolean }) => {
      const result = extract(await readPage(file), optionsFrom(flags, true));
      out(flags.json ? JSON.stringify(result, null, 2) + '\n' : inspectTable(result, process.stdout.columns || 120));
    });

  return program;
}

/** Run the CLI; resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  const program = buildProgram((s) => process.stdout.write(s));
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      // Help and version exit through here with code 0; commander already printed its message.
      return err.exitCode;
    }
    if (err instanceof InputError || err instanceof OptionsError) {
      process.stderr.write(`cedst: ${err.message}\n`);
      return 2;
    }
    process.stderr.write(`cedst: ${(err as Error).message ?? String(err)}\n`);
    return 1;
  }
}
