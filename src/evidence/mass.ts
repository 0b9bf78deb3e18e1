// Basic mass assignments of one feature on Θ = {news, ¬news} (docs/method.md §1.6).
import type { Mass } from '../types.js';

/** Feature values are shares in [0, 1]; anything else (float drift, NaN) is pulled back in. */
function clamp01(h: number): number {
  if (!(h > 0)) return 0; // also catches NaN
  return h > 1 ? 1 : h;
}

/** A feature that speaks for news: m({news}) = α·h, m({¬news}) = 0, m(Θ) = 1 − α·h. */
export function positiveMass(h: number, alpha: number): Mass {
  const m = alpha * clamp01(h);
  return { news: m, notNews: 0, theta: 1 - m };
}

/** A feature that speaks against news: m({¬news}) = β·h, m({news}) = 0, m(Θ) = 1 − β·h. */
export function negativeMass(h: number, beta: number): Mass {
  const m = beta * clamp01(h);
  return { news: 0, notNews: m, theta: 1 - m };
}
