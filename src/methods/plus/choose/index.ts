// The last stage of cedst+: weigh the page's other readings (list.ts, readings.ts) against cedst+'s own.
// A boosted-trees model (models/reading-gains.json, trained by `npm run train:readings`) predicts
// how much each reading's shingle F1 exceeds cedst+'s from the features of reading-features.ts;
// the page switches to the best reading only when its predicted gain is at least
// `plus.readingMargin`, so that near-ties keep cedst+'s article; a reading that the confidence
// model (confidence.ts) rates below cedst+'s own must clear it by more (`plus.readingDoubt`).
// Leave one set out, this raised every shared set or left it as it was (docs/results.md,
// "Readings"). Then confidence.ts says how sure it is of the reading taken.
import { fileURLToPath } from 'node:url';
import { OptionsError } from '../../../options/resolve.js';
import { asBoostedTrees, predictBoosted, type BoostedTrees } from '../../../classifiers/boosted-trees.js';
import { loadModel } from '../../../classifiers/load-model.js';
import { evidenceAt, withVerdicts, type PlusAnalysis, type Verdict } from '../analysis.js';
import { READING_FEATURES, readingFeatures } from './reading-features.js';
import { damageFeatures } from './damage-features.js';
import { confidenceModel, confidenceRow, predictF1, toConfidence } from './confidence.js';
import { readAll, type Reading } from './list.js';
import { weighsReadings } from './runs.js';

export { weighsReadings } from './runs.js';
import { FURNITURE_LINE_REASONS } from '../furniture-lines.js';
import type { VerdictReason } from '../../../core/reasons.js';
import { readingDrops } from './reading-blocks.js';
import { blockReading } from './block-choice.js';

/** The shipped model (src/ and dist/ both sit next to models/). */
export const READING_MODEL_PATH = fileURLToPath(new URL('../../../../models/reading-gains.json', import.meta.url));

/** A gain model's features: a reading's own, then their difference from cedst+'s reading. */
export const GAIN_FEATURES: readonly string[] = [...READING_FEATURES, ...READING_FEATURES.map((f) => `${f}-plus`)];

/** The model `plus.readingModel` names (`shipped` or a file), loaded once per process. A file that
 *  cannot be read or is no gain model is the caller's option error, as Louvan's model is. */
export function readingModel(name: string): BoostedTrees {
  try {
    return loadModel(name, { shippedPath: READING_MODEL_PATH, option: 'plus.readingModel', what: 'reading-gains', check: (json) => asBoostedTrees(json, GAIN_FEATURES) });
  } catch (err) {
    throw new OptionsError((err as Error).message);
  }
}

/** Every reading of the page, cedst+'s first (list.ts); `stages` runs cedst+'s stages on an analysis. */
export function pageReadings(a: PlusAnalysis, evidence: PlusAnalysis, stages: (x: PlusAnalysis) => PlusAnalysis): { readings: Reading[]; schemaText?: string } {
  return readAll({ a, evidence, stages });
}

/** Each reading's features and, but for cedst+'s own, its predicted gain over cedst+. */
export function weighReadings(evidence: PlusAnalysis, readings: readonly Reading[], schemaText: string | undefined, model: BoostedTrees): { rows: number[][]; gains: number[] } {
  const rows = readingFeatures(evidence, readings, schemaText);
  const plus = rows[0]!;
  const gains = rows.map((row, k) => (k === 0 ? 0 : predictBoosted(model, [...row, ...row.map((v, j) => v - plus[j]!)])));
  return { rows, gains };
}

/** The reading the choose stage takes, by index (0: cedst+'s own): the one whose predicted gain,
 *  less `doubt` times how far the confidence model rates it below cedst+'s own reading
 *  (`predictedF1`, raw), is largest, when that is at least `margin`. A reading the confidence
 *  model expects to be worse than cedst+'s must be predicted to gain that much more. */
export function takenReading(gains: readonly number[], predictedF1: readonly number[], margin: number, doubt: number): number {
  let best = 0;
  let value = 0;
  gains.forEach((g, k) => {
    if (k === 0) return;
    const v = g - doubt * Math.max(0, predictedF1[0]! - predictedF1[k]!);
    if (v > value) [best, value] = [k, v];
  });
  return best > 0 && value >= margin ? best : 0;
}

/** Every reading weighed: its features, predicted gain over cedst+'s and predicted F1 as if taken
 *  (raw, and calibrated as a confidence), and the one the choose stage takes. */
export function judgeReadings(
  evidence: PlusAnalysis,
  readings: readonly Reading[],
  schemaText: string | undefined,
  options: Pick<PlusAnalysis['options'], 'plus'>,
): { rows: number[][]; gains: number[]; predictedF1: number[]; confidences: number[]; taken: number } {
  const { rows, gains } = weighReadings(evidence, readings, schemaText, readingModel(options.plus.readingModel));
  const kinds = readings.map((r) => r.kind);
  const model = confidenceModel();
  const damage = damageFeatures(evidence, readings, schemaText);
  const predictedF1 = readings.map((_, k) => predictF1(model, confidenceRow({ kinds, rows, gains, damage }, k)));
  const confidences = predictedF1.map((raw) => toConfidence(model, raw));
  return { rows, gains, predictedF1, confidences, taken: takenReading(gains, predictedF1, options.plus.readingMargin, options.plus.readingDoubt) };
}

/** The choose stage. */
export function chooseReading(a: PlusAnalysis, evidence: PlusAnalysis, stages: (x: PlusAnalysis) => PlusAnalysis): PlusAnalysis {
  if (!weighsReadings(a.options)) return a;
  const { readings, schemaText } = pageReadings(a, evidence, stages);
  const { gains, confidences, taken } = judgeReadings(evidence, readings, schemaText, a.options);
  const chosen = readings[taken]!;
  const weighed = {
    ...a,
    reading: {
      chosen: chosen.kind,
      confidence: confidences[taken]!,
      gains: Object.fromEntries(readings.map((r, k) => [r.kind, gains[k]!])),
      predicted: Object.fromEntries(readings.map((r, k) => [r.kind, confidences[k]!])),
    },
  };
  if (a.options.plus.blockChoice) return takeUnits(weighed, blockReading(a, readings, chosen).units, `blocks: ${chosen.kind}`);
  return takeReading(weighed, chosen);
}

/** The analysis with `chosen`'s units as the article (cedst+'s own: the analysis as it is). The
 *  headline and the furniture lines cedst+'s stages found stay out of any reading
 *  (plus.furnitureLines). `npm run train:readings` renders every reading through this to score its
 *  blocks. */
export function takeReading(a: PlusAnalysis, chosen: Reading): PlusAnalysis {
  if (chosen.kind === 'plus') return a;
  return takeUnits(a, chosen.units, `reading: ${chosen.kind}`);
}

/** The analysis with `units` as the article, the headline and furniture lines left out (as
 *  takeReading); `reason` says where they came from. */
export function takeUnits(a: PlusAnalysis, units: readonly number[], reason: VerdictReason): PlusAnalysis {
  const headline = a.page.head.headline;
  const inHeadline = (i: number) => Boolean(headline?.contains(a.view.element(i)));
  const furniture = (i: number) => FURNITURE_LINE_REASONS.has(evidenceAt(a, i).reason ?? '');
  const keep = new Set(units.filter((i) => !inHeadline(i) && !furniture(i)));
  if (a.options.plus.readingBlocks) for (const i of readingDrops(a, keep)) keep.delete(i);
  const changes = new Map<number, Verdict>();
  for (const u of a.units) if (u.content !== keep.has(u.index)) changes.set(u.index, { content: keep.has(u.index), reason });
  return withVerdicts(a, changes);
}
