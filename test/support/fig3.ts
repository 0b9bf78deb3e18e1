// The CEDST paper's Fig. 3 procedure: maximal compatibility classes read off the lower-triangular
// relation matrix (the classic switching-theory algorithm). It is the paper's way of finding the
// same blocks as Bron–Kerbosch; exponential bookkeeping, so kept for tests and small inputs.

/** All maximal compatibility blocks (= maximal cliques, singletons of isolated nodes included).
 *  Column j of the matrix lists C_j, the nodes after j compatible with it. Going from the last
 *  column to the first, the blocks over nodes j+1.. grow: every block S meeting C_j yields
 *  (S ∩ C_j) ∪ {j}; a node with an empty column starts {j}; blocks covered by others are dropped. */
export function compatibilityBlocksByScan(nodes: readonly string[], adjacent: (a: string, b: string) => boolean): string[][] {
  const n = nodes.length;
  let blocks: Set<number>[] = [];
  for (let j = n - 1; j >= 0; j--) {
    const col = new Set<number>();
    for (let i = j + 1; i < n; i++) if (adjacent(nodes[j]!, nodes[i]!)) col.add(i);
    const grown: Set<number>[] = [];
    if (col.size === 0) grown.push(new Set([j]));
    for (const s of blocks) {
      const meet = [...s].filter((i) => col.has(i));
      if (meet.length > 0) grown.push(new Set([j, ...meet]));
    }
    blocks = dropCovered([...blocks, ...grown]);
  }
  return blocks
    .map((s) => [...s].sort((a, b) => a - b))
    .sort((a, b) => {
      for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
      return a.length - b.length;
    })
    .map((b) => b.map((i) => nodes[i]!));
}

/** Keep the blocks that are not subsets of another (one copy of duplicates). */
function dropCovered(blocks: Set<number>[]): Set<number>[] {
  const bySize = [...blocks].sort((a, b) => b.size - a.size);
  const kept: Set<number>[] = [];
  for (const s of bySize) {
    if (!kept.some((k) => k.size >= s.size && [...s].every((i) => k.has(i)))) kept.push(s);
  }
  return kept;
}
