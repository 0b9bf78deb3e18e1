// h_var: spread of the word counts in the unit's sibling group, scaled by the page maximum (§1.5).
import { siblingGroups } from '../../dom/siblings.js';

/** Population variance of the word counts of sb(u), divided by the largest over all units;
 *  0 everywhere when no group varies. */
export function varianceFeature(words: readonly number[], group: readonly number[]): number[] {
  const raw = new Array<number>(words.length).fill(0);
  let max = 0;
  for (const members of siblingGroups(group)) {
    const mean = members.reduce((s, i) => s + words[i]!, 0) / members.length;
    // Two passes (mean, then squared deviations): no cancellation as with E[x²] − E[x]².
    const v = members.reduce((s, i) => s + (words[i]! - mean) ** 2, 0) / members.length;
    for (const i of members) raw[i] = v;
    if (v > max) max = v;
  }
  return max > 0 ? raw.map((v) => v / max) : raw;
}
