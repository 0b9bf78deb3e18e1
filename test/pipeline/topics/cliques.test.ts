import { describe, expect, it } from 'vitest';
import { maximalCliques } from '../../../src/pipeline/topics/cliques.js';
import { compatibilityBlocksByScan } from '../../support/fig3.js';
import { mulberry32 } from '../../support/random.js';

/** Adjacency from an edge list over named nodes. */
function graph(edges: string[]): (a: string, b: string) => boolean {
  const set = new Set(edges.flatMap((e) => [e, [...e].reverse().join('')]));
  return (a, b) => set.has(a + b);
}

function randomGraph(rnd: () => number, n: number, p: number): { nodes: string[]; adjacent: (a: string, b: string) => boolean } {
  const nodes = Array.from({ length: n }, (_, i) => `k${i}`);
  const index = new Map(nodes.map((k, i) => [k, i]));
  const adj = nodes.map(() => new Array<boolean>(n).fill(false));
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) adj[i]![j] = adj[j]![i] = rnd() < p;
  return { nodes, adjacent: (a, b) => adj[index.get(a)!]![index.get(b)!]! };
}

const NO_LIMIT = { maxCliques: 1e9, maxSteps: 1e9 };
const pairsUp = (blocks: string[][]): string[][] => blocks.filter((b) => b.length >= 2);

describe('maximalCliques and the Fig. 3 scan', () => {
  // Lower-triangular relation matrix of 6 keywords (1 = compatible):
  //      a b c d e f
  //   b  1
  //   c  1 1
  //   d  0 1 1
  //   e  0 0 0 1
  //   f  1 0 0 1 1
  // Overlapping blocks: {a,b,c} and {b,c,d} share b, c; {d,e,f} shares d with {b,c,d}; {a,f} links both ends.
  const nodes = ['a', 'b', 'c', 'd', 'e', 'f'];
  const adjacent = graph(['ab', 'ac', 'bc', 'bd', 'cd', 'de', 'df', 'ef', 'af']);
  const expected = [
    ['a', 'b', 'c'],
    ['a', 'f'],
    ['b', 'c', 'd'],
    ['d', 'e', 'f'],
  ];

  it('finds the hand-drawn blocks', () => {
    const r = maximalCliques(nodes, adjacent, NO_LIMIT);
    expect(r.cliques).toEqual(expected);
    expect(r.complete).toBe(true);
    expect(compatibilityBlocksByScan(nodes, adjacent)).toEqual(expected);
  });

  it('reports isolated nodes as singletons, both ways', () => {
    const withLone = [...nodes, 'g'];
    expect(maximalCliques(withLone, adjacent, NO_LIMIT).cliques).toEqual([...expected, ['g']]);
    expect(compatibilityBlocksByScan(withLone, adjacent)).toEqual([...expected, ['g']]);
  });

  it('agrees with the Fig. 3 scan on 50 seeded random graphs', () => {
    const rnd = mulberry32(2018);
    for (let trial = 0; trial < 50; trial++) {
      const n = 1 + Math.floor(rnd() * 14);
      const p = 0.2 + rnd() * 0.7;
      const g = randomGraph(rnd, n, p);
      const bk = maximalCliques(g.nodes, g.adjacent, NO_LIMIT);
      expect(bk.complete).toBe(true);
      const scan = compatibilityBlocksByScan(g.nodes, g.adjacent);
      expect(pairsUp(bk.cliques)).toEqual(pairsUp(scan));
      expect(bk.cliques).toEqual(scan);
      // Every reported block is a clique that no other node can join.
      for (const c of bk.cliques) {
        for (let i = 0; i < c.length; i++) for (let j = i + 1; j < c.length; j++) expect(g.adjacent(c[i]!, c[j]!)).toBe(true);
        for (const v of g.nodes) if (!c.includes(v)) expect(c.every((u) => g.adjacent(u, v))).toBe(false);
      }
    }
  });

  it('handles an empty node list and a complete graph', () => {
    expect(maximalCliques([], () => true, NO_LIMIT)).toEqual({ cliques: [], complete: true, steps: 0 });
    expect(maximalCliques(['x', 'y', 'z'], () => true, NO_LIMIT).cliques).toEqual([['x', 'y', 'z']]);
    expect(compatibilityBlocksByScan(['x', 'y', 'z'], () => true)).toEqual([['x', 'y', 'z']]);
  });

  it('stops at maxCliques and says so', () => {
    const cut = maximalCliques(nodes, adjacent, { maxCliques: 2, maxSteps: 1e9 });
    expect(cut.cliques).toHaveLength(2);
    expect(cut.complete).toBe(false);
    // Exactly as many as exist: nothing is missing.
    expect(maximalCliques(nodes, adjacent, { maxCliques: 4, maxSteps: 1e9 }).complete).toBe(true);
  });

  it('respects the step limit on a dense 300-node graph, without recursion', () => {
    // The step count is what bounds the work; a wall-clock bound would depend on the machine's load.
    const g = randomGraph(mulberry32(300), 300, 0.9);
    const r = maximalCliques(g.nodes, g.adjacent, { maxCliques: 1e9, maxSteps: 20_000 });
    expect(r.complete).toBe(false);
    expect(r.steps).toBe(20_000);
    expect(r.cliques.length).toBeGreaterThan(0);
  });

  it('handles a search thousands of frames deep (complete graph on 3000 nodes)', () => {
    // One clique of 3000 nodes means a search 3000 frames deep.
    const n = 3000;
    const many = Array.from({ length: n }, (_, i) => `w${i}`);
    const r = maximalCliques(many, () => true, NO_LIMIT);
    expect(r.complete).toBe(true);
    expect(r.cliques).toHaveLength(1);
    expect(r.cliques[0]).toHaveLength(n);
  });
});
