// Logistic regression by batch gradient descent, for the metadata author picker (issue 33,
// bench/train-metadata.mjs). Deterministic: no randomness, a fixed number of full passes, rows
// taken in the order given, so the same rows give the same bytes. L2 on the weights, not the
// bias. The model it fits is read by src/metadata/author-picker.ts.

export interface LogisticFit {
  weights: number[];
  bias: number;
}

export interface LogisticSettings {
  /** Full passes over the rows. */
  iterations?: number;
  /** Step size. */
  rate?: number;
  /** L2 penalty on the weights, per row. */
  l2?: number;
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** Weights and bias minimising the mean log loss of `y` (0 or 1) given `x` plus `l2`·|w|²/2. */
export function fitLogistic(x: readonly (readonly number[])[], y: readonly number[], settings: LogisticSettings = {}): LogisticFit {
  const { iterations = 4000, rate = 0.5, l2 = 1e-3 } = settings;
  const n = x.length;
  const d = n ? x[0]!.length : 0;
  const w = new Array<number>(d).fill(0);
  let b = 0;
  if (!n) return { weights: w, bias: b };
  const grad = new Array<number>(d);
  for (let it = 0; it < iterations; it++) {
    grad.fill(0);
    let gb = 0;
    for (let i = 0; i < n; i++) {
      const xi = x[i]!;
      let z = b;
      for (let j = 0; j < d; j++) z += w[j]! * xi[j]!;
      const e = sigmoid(z) - y[i]!;
      gb += e;
      for (let j = 0; j < d; j++) grad[j]! += e * xi[j]!;
    }
    for (let j = 0; j < d; j++) w[j]! -= rate * (grad[j]! / n + l2 * w[j]!);
    b -= rate * (gb / n);
  }
  return { weights: w, bias: b };
}

/** `v` rounded to 6 decimals, so that a model file holds no digits below what matters. */
export function round6(v: number): number {
  const r = Math.round(v * 1e6) / 1e6;
  return Object.is(r, -0) ? 0 : r;
}
