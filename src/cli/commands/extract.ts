// `cedst extract <file...>`: the article of each page on stdout (or in --output), in the order
// given. One page prints as before; several are told apart (EXTRACT_SEPARATORS). A page that
// fails prints one line on stderr and the others still print; the exit code says so at the end.
import type { Command } from 'commander';
import { extract } from '../../research.js';
import { InputError } from '../../input/read.js';
import { OptionsError, resolveOptions, type ResearchOptions } from '../../options/resolve.js';
import { readInput } from '../page-input.js';
import { isUrl, redactUrl } from '../../input/fetch.js';
import { extractFollowed } from '../follow-pages.js';
import { formatArticle, formatEntry, formatsBy, type FormatOptions, type OutputFormat } from '../../output/index.js';
import type { Extraction } from '../../core/types.js';
import { failure } from '../errors.js';
import { replacingFile } from '../batch/temp.js';
import { commandOptions, ExitCode, maxBytesFlag, withMethodOptions, withOutputFlags, type MethodFlags, type Out } from '../flags.js';

/** How the outputs of several pages are told apart (shown by --help and in docs/cli.md): as each
 *  format's entry says (`several`, output/index.ts). */
export const EXTRACT_SEPARATORS = `With several files: ${formatsBy(
  (e) => e.several,
  (names, doc) => `${names.join(' and ')} print${names.length > 1 ? '' : 's'} ${doc}`,
)}.`;

/** One page's output when there are several: as its format's entry frames it (a JSON line with
 *  its source, or the page after a line naming it). */
/** How one file's output is framed among several: its format and render options, and whether it
 *  comes first. */
export interface Framing {
  format: OutputFormat;
  render: FormatOptions;
  first: boolean;
}

export function framed(file: string, result: Extraction, { format, render, first }: Framing): string {
  const entry = formatEntry(format);
  return entry.several.frame({ result, source: redactUrl(file), body: () => entry.render(result, render), first });
}

interface ExtractFlags extends MethodFlags {
  format: OutputFormat;
  links?: boolean;
  maxBytes: number;
  output?: string;
}

/** Where the output goes: stdout, or a file written whole or not at all (a temporary file renamed
 *  over it once every page is written: a full disk leaves the file as it was, not cut short). */
function sink(out: Out, path: string | undefined): { write: Out; close: () => void } {
  if (path === undefined || path === '-') return { write: out, close: () => {} };
  let file: ReturnType<typeof replacingFile>;
  try {
    file = replacingFile(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such directory' : code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : (err as Error).message;
    throw new InputError(`cannot write ${path}: ${why}`, 'usage');
  }
  let failed = false;
  return {
    write: (s) => {
      try {
        file.write(s);
      } catch (err) {
        failed = true;
        throw new Error(`cannot write ${path}: ${(err as Error).message}`);
      }
    },
    close: () => (failed ? file.abort() : file.commit()),
  };
}

/** What `cedst extract --help` opens with. */
export const EXTRACT_EXAMPLES = `Examples:
  cedst extract page.html                                the article as text
  cedst extract https://news.example/a.html -f markdown  fetched, as markdown
  cedst extract a.html b.html.gz -f json > a.jsonl       one JSON line per page
`;

export function registerExtract(program: Command, out: Out): void {
  const cmd = withMethodOptions(
    program
      .command('extract')
      .addHelpText('before', EXTRACT_EXAMPLES)
      .description(
        `print the article of each HTML page. ${EXTRACT_SEPARATORS} A page that fails prints one line on stderr and the others still print; the exit code is then 2 (a page that cannot be read as HTML, or over a limit) or 1.`,
      )
      .argument('<file...>', 'HTML files (.gz too), http(s) URLs to fetch, or - for stdin'),
  );
  withOutputFlags(cmd, {
    format: 'output format',
    output: 'write to this file instead of stdout',
    links: "keep the article's links in markdown and html output (the default)",
    noLinks: 'markdown and html: the text of links alone',
    maxBytes: 'size limit of the page (of a .gz page once gunzipped, of a fetched one once decoded); a larger one is refused (too_large)',
  }).action(async (files: string[], flags: ExtractFlags) => {
    maxBytesFlag(flags.maxBytes);
    if (files.filter((f) => f === '-').length > 1) throw new InputError('stdin (-) can be read only once', 'usage');
    // --max-bytes stops the read (readInput) and is the maxBytes option of the extraction.
    const options: ResearchOptions = { ...commandOptions(flags, false), maxBytes: flags.maxBytes };
    const { fetch, htmlDocument, followPages } = resolveOptions(options);
    const render = { links: flags.links !== false, document: htmlDocument };
    // A fetched page's address is the base of its links, unless --url names another.
    const one = async (file: string) => {
      if (followPages > 0 && isUrl(file)) return extractFollowed(file, followPages, options, { ...fetch, maxBytes: flags.maxBytes });
      const page = await readInput(file, flags.maxBytes, fetch);
      return extract(page.html, page.url !== undefined && options.url === undefined ? { ...options, url: page.url } : options);
    };
    const target = sink(out, flags.output);
    try {
      // One page: its output as it always was, and its error thrown as it always was.
      if (files.length === 1) return target.write(formatArticle(await one(files[0]!), flags.format, render));
      let code = 0;
      let first = true;
      for (const file of files) {
        try {
          const result = await one(file);
          target.write(framed(file, result, { format: flags.format, render, first }));
          first = false;
        } catch (err) {
          if (err instanceof OptionsError) throw err;
          const { message, exitCode } = failure(err);
          process.stderr.write(`cedst: ${message}\n`);
          code = Math.max(code, exitCode);
        }
      }
      if (code) throw new ExitCode(code);
    } finally {
      target.close();
    }
  });
}
