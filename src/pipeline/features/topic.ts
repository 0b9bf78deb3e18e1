// h_topic: the share of topic weight a unit's words touch (docs/method.md §1.4).
import type { Topic } from '../../core/types.js';

/** `any`: Σ w(B) over topics B meeting keys(u), over Σ w(B). `partial`: each topic counts
 *  w(B)·|B ∩ keys(u)|/|B|. 0 for every unit when there is no topic weight. */
export function topicFeature(keys: readonly ReadonlySet<string>[], topics: readonly Topic[], membership: 'any' | 'partial'): number[] {
  const total = topics.reduce((s, t) => s + t.weight, 0);
  if (!(total > 0)) return keys.map(() => 0);
  // Inverted index keyword → topics, so a unit costs its own words, not units × topics.
  const holders = new Map<string, number[]>();
  topics.forEach((t, ti) => {
    for (const k of new Set(t.keywords)) {
      let list = holders.get(k);
      if (!list) holders.set(k, (list = []));
      list.push(ti);
    }
  });
  const sizes = topics.map((t) => new Set(t.keywords).size);
  return keys.map((ks) => {
    const hits = new Map<number, number>();
    for (const k of ks) for (const ti of holders.get(k) ?? []) hits.set(ti, (hits.get(ti) ?? 0) + 1);
    let sum = 0;
    for (const [ti, c] of hits) sum += membership === 'any' ? topics[ti]!.weight : (topics[ti]!.weight * c) / sizes[ti]!;
    return Math.min(1, sum / total);
  });
}
