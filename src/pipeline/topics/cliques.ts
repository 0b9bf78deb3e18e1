// Maximal cliques by Bron–Kerbosch with Tomita pivoting (docs/method.md §1.4). Iterative, on bitsets:
// a page can have a few hundred keywords and a deep search must not overflow the call stack.
import { NO_DEADLINE, type Deadline } from '../../core/budget.js';

export interface CliqueLimits {
  /** Stop once this many maximal cliques are found and another one exists. */
  maxCliques: number;
  /** Bron–Kerbosch calls (search nodes, the root included) before the search stops. */
  maxSteps: number;
}

export interface CliqueResult<T = string> {
  /** Each clique in node order; cliques in lexicographic node order. */
  cliques: T[][];
  /** False when a limit cut the search short and some maximal cliques are missing. */
  complete: boolean;
  /** Bron–Kerbosch calls made. */
  steps: number;
}

type Bits = Uint32Array;

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function isEmpty(a: Bits): boolean {
  for (let w = 0; w < a.length; w++) if (a[w] !== 0) return false;
  return true;
}

function and(a: Bits, b: Bits): Bits {
  const out = new Uint32Array(a.length);
  for (let w = 0; w < a.length; w++) out[w] = a[w]! & b[w]!;
  return out;
}

function andCount(a: Bits, b: Bits): number {
  let c = 0;
  for (let w = 0; w < a.length; w++) c += popcount(a[w]! & b[w]!);
  return c;
}

/** Indices of the set bits of a, ascending. */
function members(a: Bits): number[] {
  const out: number[] = [];
  for (let w = 0; w < a.length; w++) {
    let x = a[w]!;
    while (x !== 0) {
      const low = x & -x;
      out.push(w * 32 + 31 - Math.clz32(low));
      x ^= low;
    }
  }
  return out;
}

interface Frame {
  /** The vertex whose addition to R made this frame (−1 at the root). */
  v: number;
  p: Bits;
  x: Bits;
  /** P \ N(pivot): the branches still to try, and how far we got. */
  cand: number[];
  next: number;
}

/** Enumerate the maximal cliques of the graph on `nodes`; `adjacent` must be symmetric. */
export function maximalCliques<T = string>(nodes: readonly T[], adjacent: (a: T, b: T) => boolean, limits: CliqueLimits, deadline: Deadline = NO_DEADLINE): CliqueResult<T> {
  const n = nodes.length;
  if (n === 0) return { cliques: [], complete: true, steps: 0 };
  const words = Math.ceil(n / 32);
  const nb: Bits[] = nodes.map(() => new Uint32Array(words));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (adjacent(nodes[i]!, nodes[j]!)) {
        nb[i]![j >>> 5]! |= 1 << (j & 31);
        nb[j]![i >>> 5]! |= 1 << (i & 31);
      }
    }
  }

  // Tomita: branch only on P \ N(u) for the u in P ∪ X with the most neighbours in P.
  const branches = (p: Bits, x: Bits): number[] => {
    let pivot = -1;
    let most = -1;
    let sizeP = 0;
    for (let w = 0; w < words; w++) sizeP += popcount(p[w]!);
    // X first: a vertex of X adjacent to all of P ends the frame at once (nothing maximal below).
    // Then P, where no vertex has more than |P| − 1 neighbours in P: reaching that is the maximum.
    pick: for (const [set, best] of [
      [x, sizeP],
      [p, sizeP - 1],
    ] as const) {
      for (const u of members(set)) {
        const c = andCount(p, nb[u]!);
        if (c > most) {
          most = c;
          pivot = u;
          if (c >= best) break pick;
        }
      }
    }
    const rest = new Uint32Array(words);
    const pn = nb[pivot]!;
    for (let w = 0; w < words; w++) rest[w] = p[w]! & ~pn[w]!;
    return members(rest);
  };

  const found: number[][] = [];
  let complete = true;
  let steps = 1;
  const all = new Uint32Array(words);
  for (let i = 0; i < n; i++) all[i >>> 5]! |= 1 << (i & 31);
  const x0 = new Uint32Array(words);
  const stack: Frame[] = [{ v: -1, p: all, x: x0, cand: branches(all, x0), next: 0 }];

  while (stack.length > 0) {
    deadline.tick('topics');
    const f = stack[stack.length - 1]!;
    if (f.next >= f.cand.length) {
      stack.pop();
      continue;
    }
    const v = f.cand[f.next++]!;
    const p = and(f.p, nb[v]!);
    const x = and(f.x, nb[v]!);
    // Back in this frame, v has been dealt with: move it from P to X.
    f.p[v >>> 5]! &= ~(1 << (v & 31));
    f.x[v >>> 5]! |= 1 << (v & 31);
    if (steps >= limits.maxSteps) {
      complete = false;
      break;
    }
    steps++;
    if (isEmpty(p)) {
      if (!isEmpty(x)) continue; // R ∪ {v} extends to a clique already reported
      if (found.length >= limits.maxCliques) {
        complete = false; // one more exists beyond the limit
        break;
      }
      const clique = [v];
      for (let d = 1; d < stack.length; d++) clique.push(stack[d]!.v);
      found.push(clique.sort((a, b) => a - b));
      continue;
    }
    stack.push({ v, p, x, cand: branches(p, x), next: 0 });
  }

  found.sort((a, b) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return a.length - b.length;
  });
  return { cliques: found.map((c) => c.map((i) => nodes[i]!)), complete, steps };
}
