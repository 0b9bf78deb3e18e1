// `cedst extract <file>`: the article of one page on stdout.
import { Option, type Command } from 'commander';
import { extract } from '../../index.js';
import { readPage } from '../../io/read.js';
import { optionsFrom, withMethodOptions, type MethodFlags, type Out } from '../common.js';

export function registerExtract(program: Command, out: Out): void {
  withMethodOptions(
    program.command('extract')
      .description('print the article of an HTML page')
      .argument('<file>', 'HTML file, or - for stdin'),
  )
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action(async (file: string, flags: MethodFlags & { format: 'text' | 'json' }) => {
      const result = extract(await readPage(file), optionsFrom(flags, false));
      out(flags.format === 'json' ? JSON.stringify(result, null, 2) + '\n' : result.text + (result.text ? '\n' : ''));
    });
}
