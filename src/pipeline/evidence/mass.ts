// Basic mass assignments of one feature on Θ = {news, ¬news} (docs/method.md §1.6).
import type { Mass } from '../../core/types.js';

/** Feature values are shares in [0, 1]; anything else (float drift, NaN) is pulled back in. */
function clamp01(h: number): number {
  if (!(h > 0)) return 0; // also catches NaN
  return h > 1 ? 1 : h;
}

/** Masses are values, and a page's units repeat few of them (every unit without a link has the
 *  same hyperlink mass): one object per unit and source was a quarter of the heap of a page of
 *  49,000 paragraphs (docs/reliability.md). So each distinct mass is made once, frozen, and
 *  shared; a table is emptied when it reaches INTERN_LIMIT entries. */
const INTERN_LIMIT = 1 << 16;
const FOR_NEWS = new Map<number, Mass>();
const AGAINST_NEWS = new Map<number, Mass>();

function shared(table: Map<number, Mass>, m: number, mass: Mass): Mass {
  if (table.size >= INTERN_LIMIT) table.clear();
  table.set(m, Object.freeze(mass));
  return mass;
}

/** A feature that speaks for news: m({news}) = α·h, m({¬news}) = 0, m(Θ) = 1 − α·h. */
export function positiveMass(h: number, alpha: number): Mass {
  const m = alpha * clamp01(h);
  return FOR_NEWS.get(m) ?? shared(FOR_NEWS, m, { news: m, notNews: 0, theta: 1 - m });
}

/** A feature that speaks against news: m({¬news}) = β·h, m({news}) = 0, m(Θ) = 1 − β·h. */
export function negativeMass(h: number, beta: number): Mass {
  const m = beta * clamp01(h);
  return AGAINST_NEWS.get(m) ?? shared(AGAINST_NEWS, m, { news: 0, notNews: m, theta: 1 - m });
}
