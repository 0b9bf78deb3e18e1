// Every command of the `cedst` command line on one program (main.ts builds a lighter one for
// `batch`).
import type { Command } from 'commander';
import { baseProgram, type Out } from './flags.js';
import { registerExtract } from './commands/extract.js';
import { registerInspect } from './commands/inspect.js';
import { registerEval } from './commands/eval.js';
import { registerBatch } from './commands/batch.js';
import { registerDedup } from './commands/dedup.js';
import { registerServe } from './commands/serve.js';

/** What `cedst --help` opens with. */
export const PROGRAM_EXAMPLES = `Examples:
  cedst extract page.html                      the article of a page, as text
  cedst extract page.html -f json | jq .date   title, date, authors and the text as JSON
  cedst batch crawl.warc.gz -o articles.jsonl  every page of an archive, one JSON line each
  cedst serve                                  the playground: paste a page, see its evidence
`;

export function buildProgram(out: Out): Command {
  const program = baseProgram(out).addHelpText('before', PROGRAM_EXAMPLES);
  registerExtract(program, out);
  registerInspect(program, out);
  registerEval(program, out);
  registerBatch(program);
  registerDedup(program);
  registerServe(program);
  return program;
}
