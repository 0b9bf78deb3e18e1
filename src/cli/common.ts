// What the commands share: number parsing, the method flags, and turning flags into options.
import { InvalidArgumentError, Option, type Command } from 'commander';
import type { ExtractOptionsInput } from '../options.js';
import { LANGS, METHODS } from '../options.js';

/** Writes data to stdout (tests pass their own). */
export type Out = (s: string) => void;

export function number(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw new InvalidArgumentError('not a number.');
  return n;
}

export interface MethodFlags {
  method: ExtractOptionsInput['method'];
  lang: ExtractOptionsInput['lang'];
  gamma?: number;
  sigma?: number;
  topK?: number;
}

/** The flags every command that extracts takes: method, language and the method's parameters. */
export function withMethodOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('-m, --method <name>', 'extraction method').choices(METHODS).default('cedst'))
    .addOption(new Option('-l, --lang <lang>', 'page language').choices(LANGS).default('auto'))
    .option('--gamma <n>', 'γ of the keyword compatibility relation (default 2)', number)
    .option('--sigma <n>', 'σ of the Gaussian smoothing, in units (default 1)', number)
    .option('--top-k <n>', 'TextRank keywords per unit (default 10)', number);
}

export function optionsFrom(flags: MethodFlags, explain: boolean): ExtractOptionsInput {
  const o: ExtractOptionsInput = { method: flags.method, lang: flags.lang, explain };
  if (flags.gamma !== undefined) o.gamma = flags.gamma;
  if (flags.sigma !== undefined) o.sigma = flags.sigma;
  if (flags.topK !== undefined) o.topK = flags.topK;
  return o;
}
