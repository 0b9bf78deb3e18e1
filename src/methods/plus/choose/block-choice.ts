// The per-block decision between the page's readings (plus.blockChoice): after the choose stage
// has taken one reading for the page, each block the readings disagree on (block-features.ts) is
// decided on its own by a boosted-trees model (models/block-choice.json, trained leave one set out
// by bench/train-block-choice.mjs): a block of the taken reading leaves when the model gives it
// less than 1 − plus.blockChoiceThreshold of being the article's, one of another reading joins
// above the threshold.
import { fileURLToPath } from 'node:url';
import { OptionsError } from '../../../options/resolve.js';
import { asBoostedTrees, predictBoosted, type BoostedTrees } from '../../../classifiers/boosted-trees.js';
import { loadModel } from '../../../classifiers/load-model.js';
import type { PlusAnalysis } from '../analysis.js';
import { BLOCK_FEATURES, disputedBlocks, type DisputedBlock } from './block-features.js';
import type { Reading } from './list.js';

/** The shipped model (src/ and dist/ both sit next to models/). */
export const BLOCK_MODEL_PATH = fileURLToPath(new URL('../../../../models/block-choice.json', import.meta.url));

/** The per-block model `plus.blockChoiceModel` names, loaded once per process. */
export function blockModel(name: string): BoostedTrees {
  try {
    return loadModel(name, { shippedPath: BLOCK_MODEL_PATH, option: 'plus.blockChoiceModel', what: 'block-choice', check: (json) => asBoostedTrees(json, BLOCK_FEATURES) });
  } catch (err) {
    throw new OptionsError((err as Error).message);
  }
}

/** The units of `chosen` with the disputed blocks decided by `model` at `threshold`, in page order. */
export function decideBlocks(chosen: Reading, blocks: readonly DisputedBlock[], model: BoostedTrees, threshold: number): number[] {
  const keep = new Set(chosen.units);
  const base = new Set(chosen.units);
  for (const b of blocks) {
    const q = predictBoosted(model, b.x);
    if (base.has(b.index) && q < 1 - threshold) keep.delete(b.index);
    if (!base.has(b.index) && q > threshold) keep.add(b.index);
  }
  return [...keep].sort((x, y) => x - y);
}

/** The reading the page ends with: `chosen` with its disputed blocks decided one by one. */
export function blockReading(a: PlusAnalysis, readings: readonly Reading[], chosen: Reading): Reading {
  const model = blockModel(a.options.plus.blockChoiceModel);
  const units = decideBlocks(chosen, disputedBlocks(a, readings, chosen), model, a.options.plus.blockChoiceThreshold);
  return { kind: chosen.kind, units };
}
