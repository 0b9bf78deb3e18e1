// relate(x, y): in how many units both keywords occur (METHOD.md §1.4).

/** Symmetric co-occurrence counts over units, pairs with a count of 0 left out. A unit counts once
 *  per pair however often it repeats a keyword. With `vocabulary`, only its keywords take part. */
export function relateCounts(unitKeywords: readonly (readonly string[])[], vocabulary?: ReadonlySet<string>): Map<string, Map<string, number>> {
  const rel = new Map<string, Map<string, number>>();
  const bump = (x: string, y: string): void => {
    let row = rel.get(x);
    if (!row) rel.set(x, (row = new Map()));
    row.set(y, (row.get(y) ?? 0) + 1);
  };
  for (const kws of unitKeywords) {
    const uniq = [...new Set(vocabulary ? kws.filter((k) => vocabulary.has(k)) : kws)];
    for (let i = 0; i < uniq.length; i++) {
      for (let j = i + 1; j < uniq.length; j++) {
        bump(uniq[i]!, uniq[j]!);
        bump(uniq[j]!, uniq[i]!);
      }
    }
  }
  return rel;
}

/** relate(x, y) read from the map of `relateCounts`. */
export function relateOf(rel: ReadonlyMap<string, ReadonlyMap<string, number>>, x: string, y: string): number {
  return rel.get(x)?.get(y) ?? 0;
}
