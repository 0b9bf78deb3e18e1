// A monotone map from a model's raw score to a calibrated value: the points of an isotonic
// regression (pool adjacent violators) of the true value on out-of-fold scores, read by linear
// interpolation between points. Fitted offline
// (bench/src/train/isotonic.ts); read here only.

export interface Calibration {
  /** Raw scores, increasing. */
  readonly x: readonly number[];
  /** The calibrated value at each, non-decreasing. */
  readonly y: readonly number[];
}

/** `v` through the map. Beyond the outermost points the outermost segments go on (a single
 *  point is flat): a flat end would give every page past it one value and lose their order, which
 *  is what a confidence is read for. The caller clamps to the range it needs. */
export function calibrate(map: Calibration, v: number): number {
  const { x, y } = map;
  const last = x.length - 1;
  if (last === 0) return y[0]!;
  // The segment [lo, hi] that holds v, or the outermost one on v's side.
  let lo = 0;
  let hi = last;
  if (v <= x[0]!) hi = 1;
  else if (v >= x[last]!) lo = last - 1;
  else
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (x[mid]! <= v) lo = mid;
      else hi = mid;
    }
  const t = (v - x[lo]!) / (x[hi]! - x[lo]!);
  return y[lo]! + t * (y[hi]! - y[lo]!);
}

/** The map of `json`: two arrays of one length ≥ 1, x strictly increasing, y non-decreasing. */
export function asCalibration(json: unknown): Calibration {
  const m = json as Partial<Calibration> | null;
  const numbers = (a: unknown): a is number[] => Array.isArray(a) && a.every((v) => typeof v === 'number' && Number.isFinite(v));
  if (!numbers(m?.x) || !numbers(m?.y) || m.x.length === 0 || m.x.length !== m.y.length) throw new Error('a calibration needs x and y, two arrays of numbers of one length');
  for (let i = 1; i < m.x.length; i++) if (!(m.x[i]! > m.x[i - 1]!) || m.y[i]! < m.y[i - 1]!) throw new Error('a calibration maps increasing x to non-decreasing y');
  return { x: m.x, y: m.y };
}
