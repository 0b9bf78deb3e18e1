// Moving-average smoothing (TTR, docs/method.md §3): each value becomes the mean of itself and up to
// `radius` neighbours on each side. Near the ends the window holds only the values that exist.

export function meanSmooth(values: readonly number[], radius: number): number[] {
  if (!Number.isInteger(radius) || radius < 0) throw new RangeError(`meanSmooth: radius must be a non-negative integer (got ${radius})`);
  const n = values.length;
  // Prefix sums make every window O(1), so a wide radius costs no more than a narrow one.
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i]! + values[i]!;
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const lo = Math.max(0, i - radius);
    const hi = Math.min(n - 1, i + radius);
    out[i] = (prefix[hi + 1]! - prefix[lo]!) / (hi - lo + 1);
  }
  return out;
}
