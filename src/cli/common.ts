// What the commands share: number parsing, the method flags, and turning flags into options.
import { InvalidArgumentError, Option, type Command } from 'commander';
import type { ExtractOptionsInput } from '../options.js';
import { DEFAULT_OPTIONS, LANGS, METHODS } from '../options.js';

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
  lambda?: number;
  clusters?: number;
  cetrAlpha?: number;
  cetrSigma?: number | 'std';
  kmeansInit?: 'farthest' | 'range' | 'quantile';
  lineWidth?: number;
  ttrRadius?: number;
  textRatio?: number;
  coreexWeight?: number;
}

/** CETR's σ: a number of lines, or `std` for the standard deviation of the page's tag ratios. */
function sigmaOrStd(value: string): number | 'std' {
  return value === 'std' ? 'std' : number(value);
}

/** The flags every command that extracts takes: method, language and the method's parameters. */
export function withMethodOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('-m, --method <name>', 'extraction method').choices(METHODS).default(DEFAULT_OPTIONS.method))
    .addOption(new Option('-l, --lang <lang>', 'page language').choices(LANGS).default('auto'))
    .option('--gamma <n>', 'γ of the keyword compatibility relation (default 2)', number)
    .option('--sigma <n>', 'σ of the Gaussian smoothing, in units (default 1)', number)
    .option('--top-k <n>', 'TextRank keywords per unit (default 10)', number)
    .option('--lambda <n>', 'cetr-tm, ttr: content when the smoothed tag ratio ≥ λ·std (default 1)', number)
    .option('--clusters <n>', 'cetr, cetr-km: k of the k-means (default 3)', number)
    .option('--cetr-alpha <n>', 'cetr: α, lines ahead averaged in the gradient (default 3)', number)
    .option('--cetr-sigma <n|std>', 'cetr family: σ of the Gaussian smoothing in lines, or std of the tag ratios (default 1)', sigmaOrStd)
    .addOption(new Option('--kmeans-init <init>', 'cetr, cetr-km: how the k-means centroids start (default farthest)').choices(['farthest', 'range', 'quantile']))
    .option('--line-width <n>', 'cetr family, ttr: pages with very few lines are cut every n characters (default 65)', number)
    .option('--ttr-radius <n>', 'ttr: lines on each side of the moving mean (default 2)', number)
    .option('--text-ratio <n>', 'coreex: a child joins the set when its share of non-link words exceeds this (default 0.9)', number)
    .option('--coreex-weight <n>', 'coreex: weight of the set\'s text share in the score (default 0.99)', number);
}

export function optionsFrom(flags: MethodFlags, explain: boolean): ExtractOptionsInput {
  const o: ExtractOptionsInput = { method: flags.method, lang: flags.lang, explain };
  if (flags.gamma !== undefined) o.gamma = flags.gamma;
  if (flags.sigma !== undefined) o.sigma = flags.sigma;
  if (flags.topK !== undefined) o.topK = flags.topK;
  const cetr: NonNullable<ExtractOptionsInput['cetr']> = {};
  const ttr: NonNullable<ExtractOptionsInput['ttr']> = {};
  const coreex: NonNullable<ExtractOptionsInput['coreex']> = {};
  if (flags.lambda !== undefined) cetr.lambda = ttr.lambda = flags.lambda;
  if (flags.clusters !== undefined) cetr.clusters = flags.clusters;
  if (flags.cetrAlpha !== undefined) cetr.alpha = flags.cetrAlpha;
  if (flags.cetrSigma !== undefined) cetr.sigma = flags.cetrSigma;
  if (flags.kmeansInit !== undefined) cetr.init = flags.kmeansInit;
  if (flags.lineWidth !== undefined) cetr.lineWidth = ttr.lineWidth = flags.lineWidth;
  if (flags.ttrRadius !== undefined) ttr.radius = flags.ttrRadius;
  if (flags.textRatio !== undefined) coreex.textRatio = flags.textRatio;
  if (flags.coreexWeight !== undefined) coreex.weight = flags.coreexWeight;
  if (Object.keys(cetr).length) o.cetr = cetr;
  if (Object.keys(ttr).length) o.ttr = ttr;
  if (Object.keys(coreex).length) o.coreex = coreex;
  return o;
}
