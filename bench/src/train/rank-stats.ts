// How well scores order pages, for the confidence tables (bench/train-readings.mjs,
// bench/experiments/accuracy/quality-loso.mjs): AUROC and Spearman's rank correlation, ties at their mean rank.

/** Ranks from 0, ties sharing their mean rank. */
function ranks(xs: readonly number[]): number[] {
  const o = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(xs.length);
  for (let i = 0; i < o.length; ) {
    let j = i;
    while (j < o.length && o[j]![0] === o[i]![0]) j++;
    for (let k = i; k < j; k++) r[o[k]![1]] = (i + j - 1) / 2;
    i = j;
  }
  return r;
}

/** The probability that a positive scores above a negative (Mann–Whitney), or undefined without
 *  both. */
export function auroc(scores: readonly number[], positive: readonly boolean[]): number | undefined {
  const r = ranks(scores);
  let sumPos = 0;
  let nPos = 0;
  for (let i = 0; i < r.length; i++)
    if (positive[i]) {
      sumPos += r[i]! + 1;
      nPos++;
    }
  const nNeg = r.length - nPos;
  return nPos && nNeg ? (sumPos - (nPos * (nPos + 1)) / 2) / (nPos * nNeg) : undefined;
}

/** Spearman's rank correlation of `a` and `b`, or undefined when one of them is constant. */
export function spearman(a: readonly number[], b: readonly number[]): number | undefined {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < a.length; i++) {
    num += (ra[i]! - ma) * (rb[i]! - mb);
    da += (ra[i]! - ma) ** 2;
    db += (rb[i]! - mb) ** 2;
  }
  return da && db ? num / Math.sqrt(da * db) : undefined;
}
