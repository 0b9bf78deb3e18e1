// `cedst extract <file>`: the article of one page on stdout.
import { Option, type Command } from 'commander';
import { extract } from '../../index.js';
import { DEFAULT_MAX_BYTES, readPage } from '../../io/read.js';
import { OptionsError } from '../../options.js';
import { FORMATS, formatArticle, type OutputFormat } from '../../io/format/index.js';
import { commandOptions, number, withMethodOptions, type MethodFlags, type Out } from '../common.js';

export function registerExtract(program: Command, out: Out): void {
  withMethodOptions(program.command('extract').description('print the article of an HTML page').argument('<file>', 'HTML file, or - for stdin'))
    .addOption(new Option('-f, --format <format>', 'output format').choices(FORMATS).default('text'))
    .option('--links', "keep the article's links in markdown and html output")
    .option('--max-bytes <n>', 'size limit of the page (of a .gz page once gunzipped); a larger one is refused (too_large)', number, DEFAULT_MAX_BYTES)
    .action(async (file: string, flags: MethodFlags & { format: OutputFormat; links?: boolean; maxBytes: number }) => {
      if (!Number.isInteger(flags.maxBytes) || flags.maxBytes < 1 || flags.maxBytes > 2 ** 31 - 1) {
        throw new OptionsError(`--max-bytes must be an integer from 1 to ${2 ** 31 - 1} (got ${flags.maxBytes})`);
      }
      const result = extract(await readPage(file, { maxBytes: flags.maxBytes }), commandOptions(flags, false));
      out(formatArticle(result, flags.format, { links: flags.links === true }));
    });
}
