// Every extraction method behind one signature, so that extract, inspect, eval and batch pick a
// method by name. A method gets the page's context (src/page/), built once, and returns the
// article and its evidence.
import type { ResolvedOptions } from '../options/resolve.js';
import type { Article, MethodName, Page } from '../core/types.js';
import { cedst } from './cedst.js';
import { cedstPlus } from './plus/index.js';
import { cetr } from './cetr.js';
import { ttr } from './ttr.js';
import { coreex } from './coreex.js';
import { louvan } from './louvan/index.js';
import { louvanModel } from './louvan/load.js';
import { readingModel, weighsReadings } from './plus/choose/index.js';
import { blockModel } from './plus/choose/block-choice.js';

export type MethodRunner = (page: Page, options: ResolvedOptions) => Article;

export const RUNNERS: Record<MethodName, MethodRunner> = {
  'cedst+': cedstPlus,
  cedst,
  'cedst-nc': cedst,
  'cedst-tf': cedst,
  cetr,
  'cetr-tm': cetr,
  'cetr-km': cetr,
  ttr,
  coreex,
  louvan,
  'louvan-plain': louvan,
  'louvan-sls': louvan,
  'louvan-tp': louvan,
  'louvan-1-lbs': louvan,
  'louvan-1-sls': louvan,
  'louvan-1-tp': louvan,
};

export function runMethod(page: Page, options: ResolvedOptions): Article {
  return RUNNERS[options.method](page, options);
}

/** Loads the model files the options name, so that a wrong file is one OptionsError before a batch
 *  starts, not an error record on every page. */
export function loadMethodModels(options: ResolvedOptions): void {
  if (weighsReadings(options)) readingModel(options.plus.readingModel);
  if (weighsReadings(options) && options.plus.blockChoice) blockModel(options.plus.blockChoiceModel);
  if (options.method.startsWith('louvan')) louvanModel(options.louvan.model);
}
