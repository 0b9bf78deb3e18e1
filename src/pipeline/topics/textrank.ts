// Keywords per unit with TextRank (docs/method.md §1.3; Mihalcea & Tarau 2004).
import { NO_DEADLINE, type Deadline } from '../../core/budget.js';
import type { Token } from '../../core/types.js';
import { pennTags } from '../../lang/pos-en.js';
import { scriptKind } from '../../lang/scripts.js';

/** Is the token a keyword candidate? As its script kind says (lang/scripts.ts): never a stop
 *  word; Han at least 2 characters and a content part of speech (n*, v* — vn, ns, nr, nt, nz
 *  included — or eng); any space-delimited script at least 3 letters and not a number. */
export function isCandidate(t: Token): boolean {
  return scriptKind(t.lang).keywords.candidate(t);
}

export interface TextRankOptions {
  /** Damping factor d. */
  damping: number;
  /** Stop when no score moves by this much in a round. Default 1e-4. */
  tolerance?: number;
  /** Rounds at most. Default 20. */
  maxIterations?: number;
}

/** An undirected weighted graph over nodes 0..n−1 in compressed rows: the neighbours of i are
 *  nbr[off[i]..off[i+1]), with weights wt at the same places. */
interface Graph {
  n: number;
  off: Int32Array;
  nbr: Int32Array;
  wt: Float64Array;
}

/** The graph of an edge list; an edge {a, b} appears once, a ≠ b, weight > 0. */
function graphOf(n: number, from: readonly number[], to: readonly number[], weight: readonly number[]): Graph {
  const off = new Int32Array(n + 1);
  for (let e = 0; e < from.length; e++) {
    off[from[e]! + 1]!++;
    off[to[e]! + 1]!++;
  }
  for (let i = 0; i < n; i++) off[i + 1]! += off[i]!;
  const fill = off.slice(0, n);
  const nbr = new Int32Array(off[n]!);
  const wt = new Float64Array(off[n]!);
  for (let e = 0; e < from.length; e++) {
    const a = from[e]!;
    const b = to[e]!;
    nbr[fill[a]!] = b;
    wt[fill[a]!++] = weight[e]!;
    nbr[fill[b]!] = a;
    wt[fill[b]!++] = weight[e]!;
  }
  return { n, off, nbr, wt };
}

/** TextRank scores of a graph's nodes (see textRankScores). */
function rank(g: Graph, opts: TextRankOptions, deadline: Deadline = NO_DEADLINE): Float64Array {
  const d = opts.damping;
  const tolerance = opts.tolerance ?? 1e-4;
  const maxIterations = opts.maxIterations ?? 20;
  const { n, off, nbr, wt } = g;
  const outSum = new Float64Array(n);
  for (let i = 0; i < n; i++) for (let k = off[i]!; k < off[i + 1]!; k++) outSum[i]! += wt[k]!;
  let ws = new Float64Array(n).fill(1);
  let next = new Float64Array(n);
  for (let round = 0; round < maxIterations; round++) {
    deadline.check('textrank');
    let change = 0;
    for (let i = 0; i < n; i++) {
      // Undirected: the neighbours j of i are exactly the nodes with an edge j→i, and w_ji = w_ij.
      let sum = 0;
      for (let k = off[i]!; k < off[i + 1]!; k++) {
        const j = nbr[k]!;
        sum += (wt[k]! / outSum[j]!) * ws[j]!;
      }
      const v = 1 - d + d * sum;
      next[i] = v;
      change = Math.max(change, Math.abs(v - ws[i]!));
    }
    [ws, next] = [next, ws];
    if (change < tolerance) break;
  }
  return ws;
}

/**
 * Weighted undirected TextRank: WS(i) = (1−d) + d·Σ_j w_ji / (Σ_k w_jk) · WS(j), every score starting
 * at 1, all scores updated together each round. `edges` may list an edge in one direction or both;
 * the weight of {i, j} is the larger of the two. Self-loops are ignored. Nodes without edges score 1−d.
 */
export function textRankScores(edges: Map<string, Map<string, number>>, opts: TextRankOptions): Map<string, number> {
  const index = new Map<string, number>();
  const names: string[] = [];
  const id = (name: string): number => {
    let i = index.get(name);
    if (i === undefined) {
      i = names.length;
      index.set(name, i);
      names.push(name);
    }
    return i;
  };
  const pairs = new Map<string, [number, number, number]>();
  for (const [fromName, row] of edges) {
    const a = id(fromName);
    for (const [toName, w] of row) {
      const b = id(toName);
      if (a === b || !(w > 0)) continue;
      const key = a < b ? `${a} ${b}` : `${b} ${a}`;
      const known = pairs.get(key);
      if (known) known[2] = Math.max(known[2], w);
      else pairs.set(key, [a, b, w]);
    }
  }
  const list = [...pairs.values()];
  const ws = rank(
    graphOf(
      names.length,
      list.map((p) => p[0]),
      list.map((p) => p[1]),
      list.map((p) => p[2]),
    ),
    opts,
  );
  const scores = new Map<string, number>();
  for (let i = 0; i < names.length; i++) scores.set(names[i]!, ws[i]!);
  return scores;
}

export interface KeywordOptions {
  /** Keywords kept. */
  topK: number;
  /** Co-occurrence window in tokens: positions i < j < i + window are linked. */
  window: number;
  /** TextRank damping factor. */
  damping: number;
  /** Edges weighted by co-occurrence counts (default, jieba's) or all weight 1 (Mihalcea & Tarau). */
  weighted?: boolean;
  /** Candidates: content words (default: nouns, verbs, `eng`; every English word) or nouns and
   *  adjectives only (Mihalcea & Tarau). */
  pos?: 'content' | 'noun-adj';
}

// Scores closer than this are ties, so that floating-point noise does not override text order.
const TIE = 1e-9;

/**
 * The top-k candidate keys of a unit's word tokens by TextRank score, ties by first occurrence; all
 * candidates when there are fewer. Every word token is a position of the window (as in jieba's
 * textrank), but only two candidates with different keys make an edge (+1 per co-occurrence, or
 * weight 1 however often they co-occur when `weighted` is false).
 * Without any edge, candidates are ranked by frequency instead.
 */
export function keywords(tokens: Token[], opts: KeywordOptions, deadline: Deadline = NO_DEADLINE): string[] {
  const n = tokens.length;
  let candidate: (t: Token, i: number) => boolean = isCandidate;
  if (opts.pos === 'noun-adj') {
    // Mihalcea & Tarau's syntactic filter, nouns and adjectives, as each token's script kind reads
    // them: jieba's tags, or the Brill tagger's over the unit's words in order.
    const penn = tokens.some((t) => scriptKind(t.lang).keywords.pennTagged) ? pennTags(tokens.map((t) => t.text)) : [];
    candidate = (t, i) => scriptKind(t.lang).keywords.nounOrAdjective(t, penn[i]);
  }
  // Candidate keys as dense ids in order of first occurrence; -1 marks a position without one.
  const ids = new Map<string, number>();
  const names: string[] = [];
  const freq: number[] = [];
  const cand = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const t = tokens[i]!;
    if (!candidate(t, i)) {
      cand[i] = -1;
      continue;
    }
    let c = ids.get(t.key);
    if (c === undefined) {
      c = names.length;
      ids.set(t.key, c);
      names.push(t.key);
      freq.push(0);
    }
    freq[c]!++;
    cand[i] = c;
  }
  const m = names.length;
  if (m === 0) return [];

  // Co-occurrence counts per unordered pair {a, b}, keyed a·m + b with a < b.
  const pairIndex = new Map<number, number>();
  const from: number[] = [];
  const to: number[] = [];
  const weight: number[] = [];
  for (let i = 0; i < n; i++) {
    deadline.tick('textrank');
    const a = cand[i]!;
    if (a < 0) continue;
    const end = Math.min(n, i + opts.window);
    for (let j = i + 1; j < end; j++) {
      const b = cand[j]!;
      if (b < 0 || b === a) continue;
      const key = a < b ? a * m + b : b * m + a;
      const e = pairIndex.get(key);
      if (e !== undefined) {
        if (opts.weighted !== false) weight[e]!++;
      } else {
        pairIndex.set(key, from.length);
        from.push(a < b ? a : b);
        to.push(a < b ? b : a);
        weight.push(1);
      }
    }
  }

  const score = from.length > 0 ? rank(graphOf(m, from, to, weight), { damping: opts.damping }, deadline) : freq;
  const order = Array.from({ length: m }, (_, i) => i);
  order.sort((x, y) => {
    const diff = score[y]! - score[x]!;
    return Math.abs(diff) > TIE ? diff : x - y;
  });
  return order.slice(0, opts.topK).map((i) => names[i]!);
}
