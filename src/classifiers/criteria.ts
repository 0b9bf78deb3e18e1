// The numbers C4.5 decides with (docs/spec/louvan.md §10.3, standard): information gain, split information,
// gain ratio, and the pessimistic error estimate used for pruning. Written after Quinlan's C4.5
// release 8 as WEKA's J48 implements it, so that trees match J48 as printed in the thesis.

/** Below this, two weights or gains count as equal (WEKA's `Utils.eq` tolerance). */
export const EPS = 1e-6;

/** x·ln x, 0 for (near) zero: the summand of every entropy below. */
function xlnx(x: number): number {
  return x < EPS ? 0 : x * Math.log(x);
}

/** N·H(d) in nats: N ln N − Σ n_j ln n_j, for a class-weight vector d with total N. */
function weightedEntropy(d: ArrayLike<number>, total: number): number {
  let s = 0;
  for (let j = 0; j < d.length; j++) s += xlnx(d[j]!);
  return xlnx(total) - s;
}

/** Sum of a weight vector. */
export function sum(d: ArrayLike<number>): number {
  let s = 0;
  for (let j = 0; j < d.length; j++) s += d[j]!;
  return s;
}

/** Index of the largest entry; the first on ties, so class order decides (deterministic). */
export function argmax(d: ArrayLike<number>): number {
  let best = 0;
  for (let j = 1; j < d.length; j++) if (d[j]! > d[best]!) best = j;
  return best;
}

/** Training errors of a node predicting its majority class: total − largest class weight. */
export function numIncorrect(d: ArrayLike<number>): number {
  return d.length === 0 ? 0 : sum(d) - d[argmax(d)]!;
}

/**
 * Information gain in bits of splitting `parent` (total `total`) into `branches` (each a class-weight
 * vector). 0 when the gain is within EPS of zero.
 */
export function infoGain(parent: ArrayLike<number>, branches: ArrayLike<number>[], total: number): number {
  if (total <= 0) return 0;
  let after = 0;
  for (const b of branches) after += weightedEntropy(b, sum(b));
  const gainNats = weightedEntropy(parent, total) - after;
  return Math.abs(gainNats) < EPS ? 0 : gainNats / (total * Math.LN2);
}

/** Split information in bits: the entropy of the branch totals. */
export function splitInfo(branchTotals: ArrayLike<number>, total: number): number {
  if (total <= 0) return 0;
  let s = 0;
  for (let i = 0; i < branchTotals.length; i++) s += xlnx(branchTotals[i]!);
  const nats = xlnx(total) - s;
  return Math.abs(nats) < EPS ? 0 : nats / (total * Math.LN2);
}

/** Gain ratio = gain / split information; 0 when the split information is 0 (one branch). */
export function gainRatio(gain: number, info: number): number {
  return info === 0 ? 0 : gain / info;
}

// Acklam's rational approximation of the inverse normal CDF (relative error < 1.2e-9): enough
// for the one value pruning needs (z for CF), and it has no data-dependent branches.
const A = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
const B = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
const C = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
const P_LOW = 0.02425;

/** z with Φ(z) = p, for 0 < p < 1. */
export function normalInverse(p: number): number {
  if (p <= 0 || p >= 1) throw new RangeError(`normalInverse: p must be in (0, 1), got ${p}`);
  const [a0, a1, a2, a3, a4, a5] = A as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = B as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = C as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = D as [number, number, number, number];
  if (p < P_LOW || p > 1 - P_LOW) {
    const q = Math.sqrt(-2 * Math.log(p < P_LOW ? p : 1 - p));
    const z = (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) / ((((d0 * q + d1) * q + d2) * q + d3) * q + 1);
    return p < P_LOW ? z : -z;
  }
  const q = p - 0.5;
  const r = q * q;
  return ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) / (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1);
}

/**
 * Extra errors C4.5 adds to `e` observed errors among `n` instances: U_CF(e, n)·n − e, where U_CF is
 * the upper limit of the binomial confidence interval at confidence CF (Quinlan 1993, ch. 4;
 * WEKA `Stats.addErrs`). As C4.5 does:
 * - e = 0: the exact binomial bound, U = 1 − CF^(1/n) (Quinlan's N = 6, E = 0 → U ≈ 0.206);
 * - 0 < e < 1: linear interpolation between e = 0 and e = 1 (fractional weights);
 * - e + 0.5 ≥ n: n − e (the normal approximation breaks down at the top);
 * - otherwise the normal approximation with continuity correction f = (e + 0.5)/n:
 *   U = (f + z²/2n + z·√(f/n − f²/n + z²/4n²)) / (1 + z²/n), z = Φ⁻¹(1 − CF).
 * docs/spec/louvan.md §10.3 prints the last formula without the 0.5 and without the small-e cases; those are
 * C4.5's and J48's, which the thesis's trees come from.
 */
export function addErrs(n: number, e: number, cf: number): number {
  if (cf > 0.5 || cf <= 0) throw new RangeError(`addErrs: CF must be in (0, 0.5], got ${cf}`);
  if (e < 1) {
    const base = n * (1 - cf ** (1 / n));
    return e === 0 ? base : base + e * (addErrs(n, 1, cf) - base);
  }
  if (e + 0.5 >= n) return Math.max(n - e, 0);
  const z = normalInverse(1 - cf);
  const f = (e + 0.5) / n;
  const r = (f + (z * z) / (2 * n) + z * Math.sqrt(f / n - (f * f) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return r * n - e;
}

/** Pessimistic errors of a leaf with class weights d: observed errors + addErrs (0 if empty). */
export function estimatedLeafErrors(d: ArrayLike<number>, cf: number): number {
  const n = sum(d);
  if (n < EPS) return 0;
  const e = numIncorrect(d);
  return e + addErrs(n, e, cf);
}
