// `cedst inspect <file>`: the evidence behind every decision.
import type { Command } from 'commander';
import { extract } from '../../index.js';
import { readPage } from '../../io/read.js';
import { optionsFrom, withMethodOptions, type MethodFlags, type Out } from '../common.js';
import { inspectTable } from '../inspect-table.js';

export function registerInspect(program: Command, out: Out): void {
  withMethodOptions(
    program.command('inspect')
      .description('show the evidence behind every decision: features, masses, fusion, smoothing, threshold')
      .argument('<file>', 'HTML file, or - for stdin'),
  )
    .option('--json', 'print the full evidence as JSON')
    .action(async (file: string, flags: MethodFlags & { json?: boolean }) => {
      const result = extract(await readPage(file), optionsFrom(flags, true));
      out(flags.json ? JSON.stringify(result, null, 2) + '\n' : inspectTable(result, process.stdout.columns || 120));
    });
}
