// Weighted L2-regularised logistic regression, fitted by Newton's method (IRLS): the learner of
// cedst+'s learned evidence source (docs/method.md §7.9). Chosen over the C4.5 trees (bench/src/train/c45.ts) because
// its output is a probability fitted by log-loss, so it enters Dempster's rule as a mass without
// a separate calibration step, and a page's units get graded values instead of a leaf's few.
// Deterministic: rows in the order given, sums in one fixed order, no randomness; the model is
// rounded to 6 significant digits so that its JSON is the same bytes on every run.

/** The model as it ships (models/learned-units.json): standardise each feature, then a linear
 *  score and the logistic function. */
export interface LogisticModel {
  readonly format: typeof LOGISTIC_FORMAT;
  /** The feature names, in the order of every row. */
  readonly features: readonly string[];
  readonly mean: readonly number[];
  readonly scale: readonly number[];
  readonly weights: readonly number[];
  readonly bias: number;
}

export const LOGISTIC_FORMAT = 'cedst-logistic-1';

export interface LogisticSettings {
  /** L2 penalty on the standardised weights, per unit of total row weight. */
  l2: number;
  /** Newton steps; IRLS converges in a handful on these problems. */
  iterations: number;
}

export const DEFAULT_LOGISTIC: Readonly<LogisticSettings> = { l2: 1e-3, iterations: 25 };

const sigmoid = (z: number): number => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));

/** 6 significant digits: enough for the model, and the same decimal text on every run. */
const round = (x: number): number => (x === 0 ? 0 : Number(x.toPrecision(6)));

/** P(news) of one feature row. */
export function logisticProbability(model: LogisticModel, row: readonly number[]): number {
  let z = model.bias;
  for (let j = 0; j < model.weights.length; j++) z += (model.weights[j]! * (row[j]! - model.mean[j]!)) / model.scale[j]!;
  return sigmoid(z);
}

/** Solve A x = b (A symmetric positive definite, small) by Gaussian elimination with partial
 *  pivoting; A and b are overwritten. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    [a[c], a[p]] = [a[p]!, a[c]!];
    [b[c], b[p]] = [b[p]!, b[c]!];
    const d = a[c]![c]!;
    if (Math.abs(d) < 1e-300) continue;
    for (let r = c + 1; r < n; r++) {
      const f = a[r]![c]! / d;
      if (f === 0) continue;
      for (let k = c; k < n; k++) a[r]![k]! -= f * a[c]![k]!;
      b[r]! -= f * b[c]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r]!;
    for (let k = r + 1; k < n; k++) s -= a[r]![k]! * x[k]!;
    x[r] = Math.abs(a[r]![r]!) < 1e-300 ? 0 : s / a[r]![r]!;
  }
  return x;
}

/** Fit the model: `rows[i]` has label `labels[i]` (0/1) and weight `weights[i]`. */
export function trainLogistic(
  features: readonly string[],
  rows: readonly (readonly number[])[],
  labels: readonly number[],
  weights: readonly number[],
  settings: LogisticSettings = DEFAULT_LOGISTIC,
): LogisticModel {
  const d = features.length;
  let total = 0;
  const mean = new Array<number>(d).fill(0);
  rows.forEach((r, i) => {
    total += weights[i]!;
    for (let j = 0; j < d; j++) mean[j]! += weights[i]! * r[j]!;
  });
  for (let j = 0; j < d; j++) mean[j]! /= total || 1;
  const scale = new Array<number>(d).fill(0);
  rows.forEach((r, i) => {
    for (let j = 0; j < d; j++) scale[j]! += weights[i]! * (r[j]! - mean[j]!) ** 2;
  });
  for (let j = 0; j < d; j++) scale[j] = Math.sqrt(scale[j]! / (total || 1)) || 1;
  // Standardised rows with the intercept last.
  const x = rows.map((r) => [...r.map((v, j) => (v - mean[j]!) / scale[j]!), 1]);
  const beta = new Array<number>(d + 1).fill(0);
  const lambda = settings.l2 * total;
  for (let it = 0; it < settings.iterations; it++) {
    const grad = new Array<number>(d + 1).fill(0);
    const hess = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    x.forEach((xi, i) => {
      let z = 0;
      for (let j = 0; j <= d; j++) z += beta[j]! * xi[j]!;
      const p = sigmoid(z);
      const w = weights[i]!;
      const e = w * (p - labels[i]!);
      const h = w * p * (1 - p);
      for (let j = 0; j <= d; j++) {
        grad[j]! += e * xi[j]!;
        const hx = h * xi[j]!;
        const row = hess[j]!;
        for (let k = j; k <= d; k++) row[k]! += hx * xi[k]!;
      }
    });
    for (let j = 0; j <= d; j++) for (let k = 0; k < j; k++) hess[j]![k] = hess[k]![j]!;
    // The intercept is not penalised.
    for (let j = 0; j < d; j++) {
      grad[j]! += lambda * beta[j]!;
      hess[j]![j]! += lambda;
    }
    hess[d]![d]! += 1e-9 * (total || 1);
    const step = solve(hess, grad);
    let moved = 0;
    for (let j = 0; j <= d; j++) {
      beta[j]! -= step[j]!;
      moved = Math.max(moved, Math.abs(step[j]!));
    }
    if (moved < 1e-10) break;
  }
  return {
    format: LOGISTIC_FORMAT,
    features: [...features],
    mean: mean.map(round),
    scale: scale.map(round),
    weights: beta.slice(0, d).map(round),
    bias: round(beta[d]!),
  };
}

/** Check a parsed JSON value is a model of this format; throws with what is wrong. */
export function asLogisticModel(raw: unknown, expected: readonly string[]): LogisticModel {
  const m = raw as Partial<LogisticModel> | null;
  if (!m || m.format !== LOGISTIC_FORMAT) throw new Error(`format is not ${LOGISTIC_FORMAT}`);
  const d = expected.length;
  if (!Array.isArray(m.features) || m.features.join(',') !== expected.join(',')) throw new Error(`features are not ${expected.join(',')}`);
  for (const k of ['mean', 'scale', 'weights'] as const) {
    const v = m[k];
    if (!Array.isArray(v) || v.length !== d || !v.every((x) => typeof x === 'number' && Number.isFinite(x))) throw new Error(`${k} is not ${d} finite numbers`);
  }
  if (typeof m.bias !== 'number' || !Number.isFinite(m.bias)) throw new Error('bias is not a finite number');
  if (m.scale!.some((s) => s === 0)) throw new Error('a scale is 0');
  return m as LogisticModel;
}

/** The model's JSON text, one line per array. */
export function logisticJson(model: LogisticModel): string {
  const line = (k: string, v: unknown): string => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`;
  return `{\n${[line('format', model.format), line('features', model.features), line('mean', model.mean), line('scale', model.scale), line('weights', model.weights), line('bias', model.bias)].join(',\n')}\n}\n`;
}
