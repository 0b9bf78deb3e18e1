// How sure cedst+ is of its article. A second boosted-trees model (models/confidence.json, trained
// by `npm run train:readings`) predicts the shingle F1 of the reading the choose stage took, from
// that reading's features, every reading's predicted gain and how far the others agree with it;
// an isotonic map fitted on out-of-fold predictions turns the prediction into `confidence`, so
// that over the shared sets pages given c have a mean true F1 near c (docs/results.md,
// "Confidence"). The same model gives each reading's predicted F1 as if it had been taken, for
// inspect and the report.
import { fileURLToPath } from 'node:url';
import { asBoostedTrees, predictBoosted, type BoostedTrees } from '../../../classifiers/boosted-trees.js';
import { asCalibration, calibrate, type Calibration } from '../../../classifiers/calibration.js';
import { loadModel } from '../../../classifiers/load-model.js';
import { DAMAGE_FEATURES } from './damage-features.js';
import { READING_FEATURES } from './reading-features.js';
import { READING_KINDS, type ReadingKind } from './list.js';

export const CONFIDENCE_MODEL_PATH = fileURLToPath(new URL('../../../../models/confidence.json', import.meta.url));

/** The confidence model's features: the reading's own, each kind's predicted gain over cedst+'s
 *  reading (−1 when the page has no such reading), the best gain, whether cedst+'s own reading is
 *  the one, and the reading's agreement (token Jaccard) with the others: best, mean, how many
 *  above 0.8; then its damage (damage-features.ts). */
export const CONFIDENCE_FEATURES: readonly string[] = [...READING_FEATURES, ...READING_KINDS.map((k) => `gain_${k}`), 'bestGain', 'isPlus', 'agreeMax', 'agreeMean', 'agreeOver80', ...DAMAGE_FEATURES];

export interface ConfidenceModel {
  readonly trees: BoostedTrees;
  readonly calibration: Calibration;
}

/** The shipped model, loaded once per process. */
export function confidenceModel(): ConfidenceModel {
  return loadModel('shipped', {
    shippedPath: CONFIDENCE_MODEL_PATH,
    option: 'confidence',
    what: 'confidence',
    check: (json) => ({
      trees: asBoostedTrees(json, CONFIDENCE_FEATURES),
      calibration: asCalibration((json as { calibration?: unknown }).calibration),
    }),
  });
}

const AGREE_AT = READING_FEATURES.length - READING_KINDS.length;

/** What the confidence model reads of a page's readings, one entry a reading in each list. */
export interface ReadingRows {
  readonly kinds: readonly ReadingKind[];
  /** Every reading's features (readingFeatures). */
  readonly rows: readonly (readonly number[])[];
  /** Every reading's predicted gain, 0 for cedst+'s own at index 0. */
  readonly gains: readonly number[];
  /** Every reading's damage (damageFeatures). */
  readonly damage: readonly (readonly number[])[];
}

/** The model's row for reading `k` of a page. */
export function confidenceRow({ kinds, rows, gains, damage }: ReadingRows, k: number): number[] {
  const row = rows[k]!;
  const byKind = new Map(kinds.map((kind, j) => [kind, gains[j]!]));
  const agree = READING_KINDS.map((_, j) => row[AGREE_AT + j]!).filter((v, j) => v >= 0 && READING_KINDS[j] !== kinds[k]);
  return [
    ...row,
    ...READING_KINDS.map((kind) => byKind.get(kind) ?? -1),
    Math.max(...gains),
    k === 0 ? 1 : 0,
    agree.length ? Math.max(...agree) : 0,
    agree.length ? agree.reduce((s, v) => s + v, 0) / agree.length : 0,
    agree.filter((v) => v > 0.8).length,
    ...damage[k]!,
  ];
}

/** The model's raw prediction of a row's F1. */
export const predictF1 = (model: ConfidenceModel, row: readonly number[]): number => predictBoosted(model.trees, row);

/** A raw prediction as a confidence in [0, 1]. */
export const toConfidence = (model: ConfidenceModel, raw: number): number => Math.min(1, Math.max(0, calibrate(model.calibration, raw)));
