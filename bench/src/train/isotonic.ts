// Isotonic regression by pool adjacent violators: the non-decreasing step function of the scores
// closest (least squares) to the targets. Its blocks become the points of a Calibration
// (src/classifiers/calibration.ts): each block's mean score and mean target, rounded to 6 decimals;
// blocks whose rounded scores meet are merged, so that x is strictly increasing.
import type { Calibration } from '../../../dist/classifiers/calibration.js';

const round = (v: number): number => Math.round(v * 1e6) / 1e6;

export function fitIsotonic(scores: readonly number[], targets: readonly number[]): Calibration {
  if (scores.length === 0 || scores.length !== targets.length) throw new Error('fitIsotonic: scores and targets of one non-zero length');
  const order = scores.map((_, i) => i).sort((a, b) => scores[a]! - scores[b]! || a - b);
  // Blocks as running sums: score sum, target sum, count.
  const blocks: { s: number; t: number; n: number }[] = [];
  for (const i of order) {
    blocks.push({ s: scores[i]!, t: targets[i]!, n: 1 });
    while (blocks.length > 1) {
      const b = blocks[blocks.length - 1]!;
      const a = blocks[blocks.length - 2]!;
      // Pool while the earlier block's mean is above the later one's, or their scores tie.
      if (a.t / a.n < b.t / b.n && a.s / a.n < b.s / b.n) break;
      blocks.pop();
      a.s += b.s;
      a.t += b.t;
      a.n += b.n;
    }
  }
  const x: number[] = [];
  const y: number[] = [];
  for (const b of blocks) {
    const bx = round(b.s / b.n);
    const by = round(b.t / b.n);
    if (x.length && bx <= x[x.length - 1]!) {
      y[y.length - 1] = Math.max(y[y.length - 1]!, by);
      continue;
    }
    x.push(bx);
    y.push(Math.max(by, y.length ? y[y.length - 1]! : by));
  }
  return { x, y };
}
