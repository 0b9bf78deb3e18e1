// Summary statistics of a signal, shared by the threshold rules of the CETR family and TTR.

export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let s = 0;
  for (const v of values) s += v;
  return s / values.length;
}

/** Population standard deviation (divides by n, as CETR and TTR do); 0 for no values. */
export function std(values: readonly number[]): number {
  const n = values.length;
  if (n === 0) return 0;
  const m = mean(values);
  let s = 0;
  for (const v of values) s += (v - m) * (v - m);
  return Math.sqrt(s / n);
}
