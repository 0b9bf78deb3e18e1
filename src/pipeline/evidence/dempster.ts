// Dempster's rule of combination on Θ = {news, ¬news} (docs/method.md §1.6).
import type { Mass } from '../../core/types.js';

/** Below this normaliser the two bodies of evidence contradict each other completely. */
const TOTAL_CONFLICT = 1e-12;

/** The mass function that knows nothing: the identity of ⊕. */
export const VACUOUS: Readonly<Mass> = Object.freeze({ news: 0, notNews: 0, theta: 1 });

/** a ⊕ b. Throws when the conflict K leaves nothing to normalise by. */
export function combine(a: Mass, b: Mass): Mass {
  return combineAll([a, b]);
}

/** m1 ⊕ m2 ⊕ … as a left fold; no evidence at all is the vacuous mass. The fold runs on three
 *  numbers, so that a page's thousands of units allocate one result each. */
export function combineAll(masses: readonly Mass[]): Mass {
  if (masses.length === 0) return { ...VACUOUS };
  let { news, notNews, theta } = masses[0]!;
  for (let i = 1; i < masses.length; i++) {
    const b = masses[i]!;
    const k = news * b.notNews + notNews * b.news;
    const norm = 1 - k;
    if (norm <= TOTAL_CONFLICT) {
      throw new Error(`Dempster combination of totally conflicting evidence (K = ${k}): one mass is certain of news, the other of not-news`);
    }
    const n = (news * b.news + news * b.theta + theta * b.news) / norm;
    const nn = (notNews * b.notNews + notNews * b.theta + theta * b.notNews) / norm;
    theta = (theta * b.theta) / norm;
    news = n;
    notNews = nn;
  }
  return { news, notNews, theta };
}

export interface WeightedValue {
  /** Feature value, clamped into [0, 1]. */
  h: number;
  /** Its weight α (positive) or β (negative). */
  w: number;
}

const clamp01 = (h: number): number => (h > 0 ? (h > 1 ? 1 : h) : 0);

/** Closed form of ⊕ over simple positive and negative masses, the test oracle of §1.6:
 *  P = 1 − Π(1 − αh), Q = 1 − Π(1 − βh); m(N) = P(1−Q)/(1−PQ), m(¬N) = Q(1−P)/(1−PQ). */
export function closedForm(pos: readonly WeightedValue[], neg: readonly WeightedValue[]): Mass {
  let notP = 1;
  for (const { h, w } of pos) notP *= 1 - w * clamp01(h);
  let notQ = 1;
  for (const { h, w } of neg) notQ *= 1 - w * clamp01(h);
  const p = 1 - notP;
  const q = 1 - notQ;
  const norm = 1 - p * q;
  if (norm <= TOTAL_CONFLICT) {
    throw new Error(`Dempster combination of totally conflicting evidence (P = ${p}, Q = ${q})`);
  }
  return { news: (p * notQ) / norm, notNews: (q * notP) / norm, theta: (notP * notQ) / norm };
}
