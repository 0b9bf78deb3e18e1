// Every command of the `cedst` command line: its name, its arguments, the line that `cedst --help`
// gives it, and the module that registers it, imported only when the command runs. `cedst --help`
// lists the commands from here without loading any of them; `cedst extract …` loads extract's
// module alone (not eval's scorer, batch's worker pool or serve's server).
import type { Command } from 'commander';
import type { Out } from '../base.js';

export interface CommandEntry {
  readonly name: string;
  /** The arguments as `--help` shows them. */
  readonly args: string;
  /** Its line in `cedst --help` (its own `--help` gives the whole description). */
  readonly summary: string;
  readonly load: () => Promise<(program: Command, out: Out) => void>;
}

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'extract',
    args: '<file...>',
    summary: 'print the article of each HTML page (a file, .gz, a URL or stdin)',
    load: async () => (await import('./extract.js')).registerExtract,
  },
  {
    name: 'inspect',
    args: '<file>',
    summary: 'show the evidence behind every decision: features, masses, fusion, smoothing, threshold',
    load: async () => (await import('./inspect.js')).registerInspect,
  },
  {
    name: 'eval',
    args: '[dataset-dir...]',
    summary: 'score methods on labelled datasets, as shared/tools/score.py does',
    load: async () => (await import('./eval.js')).registerEval,
  },
  {
    name: 'batch',
    args: '[inputs...]',
    summary: 'extract many pages (files, folders, WARC, JSONL, URLs) to JSONL, one line per record',
    load: async () => (await import('./batch.js')).registerBatch,
  },
  {
    name: 'dedup',
    args: '<parts...>',
    summary: 'drop exact and near duplicate articles across batch parts',
    load: async () => (await import('./dedup.js')).registerDedup,
  },
  {
    name: 'serve',
    args: '',
    summary: 'serve the playground on a loopback address: paste or drop a page, see its evidence',
    load: async () => (await import('./serve.js')).registerServe,
  },
];

export function commandEntry(name: string | undefined): CommandEntry | undefined {
  return COMMANDS.find((c) => c.name === name);
}

/** Give each registered command its `--help` line. */
export function withSummaries(program: Command): Command {
  for (const cmd of program.commands) {
    const entry = commandEntry(cmd.name());
    if (entry) cmd.summary(entry.summary);
  }
  return program;
}

/** Every command as a name, arguments and summary, registered without loading its module: enough
 *  for `cedst --help`, `--version` and commander's "unknown command" message. */
export function listCommands(program: Command): Command {
  for (const c of COMMANDS) {
    const cmd = program.command(c.name).summary(c.summary);
    if (c.args) cmd.argument(c.args);
  }
  // Every command has options: its line says so as a registered command's does.
  return program.configureHelp({
    ...program.configureHelp(),
    subcommandTerm: (cmd) => [cmd.name(), commandEntry(cmd.name()) ? '[options]' : '', cmd.usage().replace(/^\[options\] ?/, '')].filter(Boolean).join(' '),
  });
}
