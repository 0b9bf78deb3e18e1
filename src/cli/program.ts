// Every command of the `cedst` command line on one program, each registered in full: what tests
// and generated docs read. The command line itself (main.ts) registers only the command it runs.
import type { Command } from 'commander';
import { baseProgram, type Out } from './base.js';
import { PROGRAM_EXAMPLES } from './examples.js';
import { withSummaries } from './commands/list.js';
import { registerExtract } from './commands/extract.js';
import { registerInspect } from './commands/inspect.js';
import { registerEval } from './commands/eval.js';
import { registerBatch } from './commands/batch.js';
import { registerDedup } from './commands/dedup.js';
import { registerServe } from './commands/serve.js';

export { PROGRAM_EXAMPLES };

export function buildProgram(out: Out): Command {
  const program = baseProgram(out).addHelpText('before', PROGRAM_EXAMPLES);
  registerExtract(program, out);
  registerInspect(program, out);
  registerEval(program, out);
  registerBatch(program);
  registerDedup(program);
  registerServe(program);
  return withSummaries(program);
}
