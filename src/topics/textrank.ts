// Keywords per unit with TextRank (METHOD.md §1.3; Mihalcea & Tarau 2004).
import type { Token } from '../types.js';

// Chinese content parts of speech besides n* and v* (METHOD.md §1.3). jieba-wasm tags `x` every word
// missing from its dictionary (new names, most Traditional-script words); admitting `x` as a
// candidate was measured and lowered daniel zh F1 from 0.867 to 0.859 (docs/RESULTS.md), so, as the
// spec says, it is left out. Those words still count towards size(u) and topic membership.
const CONTENT_POS_EXTRA = new Set(['eng']);
const LETTER = /\p{L}/gu;

/** Characters (code points) of a string, without allocating. */
function charCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff) n++; // count every unit but the low half of a surrogate pair
  }
  return n;
}

function letterCount(word: string): number {
  return word.match(LETTER)?.length ?? 0;
}

/**
 * Is the token a keyword candidate? Never a stop word. Chinese: at least 2 characters and a content
 * part of speech (n*, v* — vn, ns, nr, nt, nz included — or eng).
 * English (any space-delimited script): at least 3 letters and not a number.
 */
export function isCandidate(t: Token): boolean {
  if (t.stop) return false;
  if (t.lang === 'zh') {
    if (charCount(t.text) < 2) return false;
    const p = t.pos.charCodeAt(0);
    return p === 0x6e /* n */ || p === 0x76 /* v */ || CONTENT_POS_EXTRA.has(t.pos);
  }
  return t.pos !== 'm' && letterCount(t.text) >= 3;
}

export interface TextRankOptions {
  /** Damping factor d. */
  damping: number;
  /** Stop when no score moves by this much in a round. Default 1e-4. */
  tolerance?: number;
  /** Rounds at most. Default 20. */
  maxIterations?: number;
}

/**
 * Weighted undirected TextRank: WS(i) = (1−d) + d·Σ_j w_ji / (Σ_k w_jk) · WS(j), every score starting
 * at 1, all scores updated together each round. `edges` may list an edge in one direction or both;
 * the weight of {i, j} is the larger of the two. Self-loops are ignored. Nodes without edges score 1−d.
 */
export function textRankScores(edges: Map<string, Map<string, number>>, opts: TextRankOptions): Map<string, number> {
  const d = opts.damping;
  const tolerance = opts.tolerance ?? 1e-4;
  const maxIterations = opts.maxIterations ?? 20;

  // Symmetric adjacency over dense indices.
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
  const weight = new Map<number, Map<number, number>>();
  const put = (a: number, b: number, w: number): void => {
    let row = weight.get(a);
    if (row === undefined) weight.set(a, (row = new Map()));
    row.set(b, Math.max(row.get(b) ?? 0, w));
  };
  for (const [from, row] of edges) {
    const a = id(from);
    for (const [to, w] of row) {
      const b = id(to);
      if (a === b || !(w > 0)) continue;
      put(a, b, w);
      put(b, a, w);
    }
  }

  const n = names.length;
  const nbr: number[][] = Array.from({ length: n }, () => []);
  const wt: number[][] = Array.from({ length: n }, () => []);
  const outSum = new Float64Array(n);
  for (const [a, row] of weight) {
    for (const [b, w] of row) {
      nbr[a]!.push(b);
      wt[a]!.push(w);
      outSum[a]! += w;
    }
  }

  let ws = new Float64Array(n).fill(1);
  let next = new Float64Array(n);
  for (let round = 0; round < maxIterations; round++) {
    let change = 0;
    for (let i = 0; i < n; i++) {
      // Undirected: the neighbours j of i are exactly the nodes with an edge j→i, and w_ji = w_ij.
      const js = nbr[i]!;
      const ws_ = wt[i]!;
      let sum = 0;
      for (let k = 0; k < js.length; k++) {
        const j = js[k]!;
        sum += (ws_[k]! / outSum[j]!) * ws[j]!;
      }
      const v = 1 - d + d * sum;
      next[i] = v;
      change = Math.max(change, Math.abs(v - ws[i]!));
    }
    [ws, next] = [next, ws];
    if (change < tolerance) break;
  }

  const scores = new Map<string, number>();
  for (let i = 0; i < n; i++) scores.set(names[i]!, ws[i]!);
  return scores;
}

export interface KeywordOptions {
  /** Keywords kept. */
  topK: number;
  /** Co-occurrence window in tokens: positions i < j < i + window are linked. */
  window: number;
  /** TextRank damping factor. */
  damping: number;
}

// Scores closer than this are ties, so that floating-point noise does not override text order.
const TIE = 1e-9;

/**
 * The top-k candidate keys of a unit's word tokens by TextRank score, ties by first occurrence; all
 * candidates when there are fewer. Every word token is a position of the window (as in jieba's
 * textrank), but only two candidates with different keys make an edge (+1 per co-occurrence).
 * Without any edge, candidates are ranked by frequency instead.
 */
export function keywords(tokens: Token[], opts: KeywordOptions): string[] {
  const n = tokens.length;
  const cand: (string | null)[] = new Array(n);
  const first = new Map<string, number>();
  const freq = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const t = tokens[i]!;
    if (isCandidate(t)) {
      cand[i] = t.key;
      if (!first.has(t.key)) first.set(t.key, first.size);
      freq.set(t.key, (freq.get(t.key) ?? 0) + 1);
    } else {
      cand[i] = null;
    }
  }
  if (first.size === 0) return [];

  const edges = new Map<string, Map<string, number>>();
  for (const key of first.keys()) edges.set(key, new Map());
  let hasEdge = false;
  for (let i = 0; i < n; i++) {
    const a = cand[i];
    if (a == null) continue;
    const end = Math.min(n, i + opts.window);
    for (let j = i + 1; j < end; j++) {
      const b = cand[j];
      if (b == null || b === a) continue;
      const ra = edges.get(a)!;
      const rb = edges.get(b)!;
      ra.set(b, (ra.get(b) ?? 0) + 1);
      rb.set(a, (rb.get(a) ?? 0) + 1);
      hasEdge = true;
    }
  }

  const score = hasEdge ? textRankScores(edges, { damping: opts.damping }) : freq;
  const keys = [...first.keys()];
  keys.sort((x, y) => {
    const diff = score.get(y)! - score.get(x)!;
    return Math.abs(diff) > TIE ? diff : first.get(x)! - first.get(y)!;
  });
  return keys.slice(0, opts.topK);
}
