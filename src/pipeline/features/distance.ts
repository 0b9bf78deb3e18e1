// h_dist: how far a unit lies from the main content run, the stretch of consecutive units whose
// word-weighted margin over the threshold is largest (a maximum-sum segment). 0 inside the run,
// rising to 1 at `reach` units away.

/** The maximum-sum segment [start, end] of `gain` (Kadane); [-1, -1] when every gain is ≤ 0. */
export function maxSegment(gain: readonly number[]): [number, number] {
  let best = 0;
  let bestStart = -1;
  let bestEnd = -1;
  let sum = 0;
  let start = 0;
  for (let i = 0; i < gain.length; i++) {
    if (sum <= 0) {
      sum = 0;
      start = i;
    }
    sum += gain[i]!;
    if (sum > best) {
      best = sum;
      bestStart = start;
      bestEnd = i;
    }
  }
  return [bestStart, bestEnd];
}

export function distanceFeature(gain: readonly number[], reach: number): number[] {
  const [a, b] = maxSegment(gain);
  if (a < 0) return gain.map(() => 0);
  return gain.map((_, i) => (i < a ? Math.min(1, (a - i) / reach) : i > b ? Math.min(1, (i - b) / reach) : 0));
}
