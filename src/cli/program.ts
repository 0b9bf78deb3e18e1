// Every command of the `cedst` command line on one program (main.ts builds a lighter one for
// `batch`).
import type { Command } from 'commander';
import { baseProgram, type Out } from './flags.js';
import { registerExtract } from './commands/extract.js';
import { registerInspect } from './commands/inspect.js';
import { registerEval } from './commands/eval.js';
import { registerBatch } from './commands/batch.js';
import { registerDedup } from './commands/dedup.js';

export function buildProgram(out: Out): Command {
  const program = baseProgram(out);
  registerExtract(program, out);
  registerInspect(program, out);
  registerEval(program, out);
  registerBatch(program);
  registerDedup(program);
  return program;
}
