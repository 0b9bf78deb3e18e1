// h_cluster: how much of the page's text sits in the unit's sibling group (docs/method.md §1.5).
import { siblingGroups } from '../../dom/siblings.js';

/** size(sb(u)) / size(all units), sizes in words; 0 for a page without words. */
export function clusterFeature(words: readonly number[], group: readonly number[]): number[] {
  const total = words.reduce((s, w) => s + w, 0);
  const out = new Array<number>(words.length).fill(0);
  if (!(total > 0)) return out;
  for (const members of siblingGroups(group)) {
    const size = members.reduce((s, i) => s + words[i]!, 0);
    for (const i of members) out[i] = size / total;
  }
  return out;
}
