// relate(x, y): in how many units both keywords occur (docs/method.md §1.4).

/** relate(x, y) for every pair of `vocabulary`, as a square matrix: entry i·n + j counts the units
 *  holding both vocabulary[i] and vocabulary[j]. Other keywords are ignored. */
export function relateMatrix(unitKeywords: readonly (readonly string[])[], vocabulary: readonly string[]): Int32Array {
  const n = vocabulary.length;
  const index = new Map<string, number>();
  vocabulary.forEach((k, i) => index.set(k, i));
  const counts = new Int32Array(n * n);
  // seen[i] === unit number + 1 when the unit already listed keyword i: a unit counts once per pair.
  const seen = new Int32Array(n);
  const ids: number[] = [];
  unitKeywords.forEach((kws, u) => {
    ids.length = 0;
    for (const k of kws) {
      const i = index.get(k);
      if (i === undefined || seen[i] === u + 1) continue;
      seen[i] = u + 1;
      ids.push(i);
    }
    for (let a = 0; a < ids.length; a++) {
      for (let b = a + 1; b < ids.length; b++) {
        counts[ids[a]! * n + ids[b]!]!++;
        counts[ids[b]! * n + ids[a]!]!++;
      }
    }
  });
  return counts;
}
