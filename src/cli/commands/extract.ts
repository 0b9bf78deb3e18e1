// `cedst extract <file>`: the article of one page on stdout.
import { Option, type Command } from 'commander';
import { extract } from '../../index.js';
import { readPage } from '../../io/read.js';
import { FORMATS, formatArticle, type OutputFormat } from '../../io/format/index.js';
import { optionsFrom, withMethodOptions, type MethodFlags, type Out } from '../common.js';

export function registerExtract(program: Command, out: Out): void {
  withMethodOptions(program.command('extract').description('print the article of an HTML page').argument('<file>', 'HTML file, or - for stdin'))
    .addOption(new Option('-f, --format <format>', 'output format').choices(FORMATS).default('text'))
    .option('--links', "keep the article's links in markdown and html output")
    .action(async (file: string, flags: MethodFlags & { format: OutputFormat; links?: boolean }) => {
      const result = extract(await readPage(file), optionsFrom(flags, false));
      out(formatArticle(result, flags.format, { links: flags.links === true }));
    });
}
