// `cedst inspect <file>`: the evidence behind every decision.
import { replacingFile } from '../batch/temp.js';
import type { Command } from 'commander';
import { extract } from '../../research.js';
import { resolveOptions } from '../../options/resolve.js';
import { DEFAULT_MAX_BYTES } from '../../input/read.js';
import { readInput } from '../page-input.js';
import { commandOptions, intFlag, number, withMethodOptions, type MethodFlags, type Out } from '../flags.js';
import { inspectTable } from '../inspect/evidence.js';
import { buildReport } from '../report/report.js';

export function registerInspect(program: Command, out: Out): void {
  withMethodOptions(
    program.command('inspect').description('show the evidence behind every decision: features, masses, fusion, smoothing, threshold').argument('<file>', 'HTML file, http(s) URL, or - for stdin'),
  )
    .option('--json', 'print the full evidence as JSON')
    .option('--width <n>', "fit the table to this many columns (default: the terminal's width; a pipe gets every column)", number)
    .option('--wide', "every column of the table, however narrow the terminal (a narrow one otherwise drops the sources' columns, then the path)")
    .option(
      '--report <out.html>',
      "write a self-contained HTML report to a file, or - for stdout: for CEDST methods the chart with t* and the region, every unit with why it was kept or dropped, the article beside them, topics; for louvan* every candidate segment with its 16 features and the trees' decisions, whether Δ fired, the heuristic's choice, the article beside them",
    )
    .action(async (file: string, flags: MethodFlags & { json?: boolean; report?: string; width?: number; wide?: boolean }) => {
      if (flags.width !== undefined) intFlag('width', flags.width, 40, 10_000);
      const options = commandOptions(flags, true);
      const page = await readInput(file, DEFAULT_MAX_BYTES, resolveOptions(options).fetch);
      const result = extract(page.html, page.url !== undefined && options.url === undefined ? { ...options, url: page.url } : options);
      if (flags.report !== undefined) {
        const html = buildReport(result, file === '-' ? 'stdin' : file);
        if (flags.report === '-') return out(html);
        // Whole or not at all: a full disk leaves no report cut short.
        let report: ReturnType<typeof replacingFile> | undefined;
        try {
          report = replacingFile(flags.report);
          report.write(html);
          report.commit();
        } catch (err) {
          try {
            report?.abort();
          } catch {
            /* closed already */
          }
          const code = (err as NodeJS.ErrnoException).code;
          const why = code === 'ENOENT' ? 'no such directory' : code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : (err as Error).message;
          throw new Error(`cannot write report ${flags.report}: ${why}`);
        }
        process.stderr.write(`cedst: report written to ${flags.report}\n`);
        return;
      }
      if (flags.json) return out(JSON.stringify(result, null, 2) + '\n');
      // A terminal gets a table that fits it; a pipe or a file gets every column, as before.
      const fit = !flags.wide && (flags.width !== undefined || process.stdout.isTTY === true);
      out(inspectTable(result, flags.width ?? (process.stdout.columns || 120), fit));
    });
}
