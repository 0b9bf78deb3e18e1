// Otsu's threshold on a fixed grid of candidates (docs/method.md §1.7).

/** Grid values and smoothed scores both carry float noise (0.1 + 0.2 vs 0.3); this absorbs it. */
const EPS = 1e-12;

export interface OtsuResult {
  /** t* = argmax g(t), ties to the smaller t; 0 for no values. */
  threshold: number;
  /** g(t) for t = i/steps, i = 0..steps. */
  scores: number[];
}

/** For t = i/steps: C0 = {s < t}, C1 = {s ≥ t}, g(t) = w0·w1·(u0 − u1)², 0 if a class is empty. */
export function otsuThreshold(values: readonly number[], steps = 10): OtsuResult {
  if (!Number.isInteger(steps) || steps < 1) throw new RangeError(`otsuThreshold: steps must be a positive integer (got ${steps})`);
  const n = values.length;
  const scores: number[] = [];
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps; // computed, not accumulated, so the grid is exact to one rounding
    let n1 = 0;
    let sum0 = 0;
    let sum1 = 0;
    for (const s of values) {
      if (s >= t - EPS) {
        n1++;
        sum1 += s;
      } else sum0 += s;
    }
    const n0 = n - n1;
    let g = 0;
    if (n0 > 0 && n1 > 0) {
      const d = sum0 / n0 - sum1 / n1;
      g = (n0 / n) * (n1 / n) * d * d;
    }
    scores.push(g);
    // Strictly better by more than EPS, so equal scores keep the smaller t.
    if (g > bestScore + EPS) {
      bestScore = g;
      best = t;
    }
  }
  return { threshold: n === 0 ? 0 : best, scores };
}
