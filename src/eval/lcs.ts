// Character LCS precision / recall / F1, the extraction measure of Louvan's thesis (docs/spec/louvan.md §5,
// Eq. 5.2): r = |LCS(g, e)| / |g|, p = |LCS(g, e)| / |e|, per page, then averaged over pages.
// Punctuation counts ("punctuation marks and other symbols are also taken into account"); runs of
// whitespace become one space first (docs/spec/louvan.md §9 item 19, reconstructed). Characters are Unicode
// code points.
//
// Bounded in page length: the LCS is computed by the bit-parallel algorithm of Allison & Dix (1986)
// / Hyyrö (2004), O(|g|·|e|/32) time and O(σ·min(|g|,|e|)/32) memory, after stripping the common
// prefix and suffix. A pair whose remaining cell count |g|·|e| exceeds `maxCells` is not run in full:
// the longer text is cut to maxCells / |shorter| characters for the LCS (its full length still
// divides precision or recall), so the LCS, hence P and R, are lower bounds and the page is counted
// as `capped`. At the default 2^32 cells, a 20,000-character gold is compared in full with
// extractions up to 214,000 characters; a capped 2.8 MB extraction against a 30,000-character gold
// took about 2 s of one (shared) core and 140 MB RSS, whitespace normalisation included.

/** The default cell budget of one page's LCS: |g|·|e| after the common prefix and suffix. */
export const LCS_MAX_CELLS = 2 ** 32;

/** Whitespace runs to one space, trimmed, as code points. */
export function lcsChars(text: string): number[] {
  const t = text.replace(/\s+/gu, ' ').trim();
  const out: number[] = [];
  for (const ch of t) out.push(ch.codePointAt(0)!);
  return out;
}

/** |LCS(a, b)| by bit-parallel rows: `a` (the shorter) is the bit vector, `b` is scanned. */
function bitParallelLcs(a: readonly number[], b: readonly number[]): number {
  const m = a.length;
  if (!m || !b.length) return 0;
  const words = (m + 31) >>> 5;
  // Match masks: bit i of match[c] is set when a[i] = c.
  const match = new Map<number, Uint32Array>();
  for (let i = 0; i < m; i++) {
    let v = match.get(a[i]!);
    if (!v) match.set(a[i]!, (v = new Uint32Array(words)));
    v[i >>> 5]! |= 1 << (i & 31);
  }
  // V: 1 where the row's LCS does not grow; |LCS| = zeros among the first m bits at the end.
  const V = new Uint32Array(words).fill(0xffffffff);
  for (const c of b) {
    const M = match.get(c);
    if (!M) continue; // V' = (V + (V & 0)) | (V & ~0) = V
    let carry = 0;
    for (let k = 0; k < words; k++) {
      const v = V[k]!;
      const u = (v & M[k]!) >>> 0;
      const s = v + u + carry;
      carry = s > 0xffffffff ? 1 : 0;
      V[k] = ((s >>> 0) | (v & ~M[k]!)) >>> 0;
    }
  }
  let ones = 0;
  for (let k = 0; k < words; k++) {
    let v = V[k]!;
    if (k === words - 1 && m & 31) v &= (1 << (m & 31)) - 1;
    v = v - ((v >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    ones += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return m - ones;
}

export interface LcsResult {
  /** |LCS|, a lower bound when `capped`. */
  lcs: number;
  /** |g| and |e| in characters after whitespace normalisation. */
  gold: number;
  extracted: number;
  /** The cell budget was exceeded and the longer text was cut for the LCS. */
  capped: boolean;
}

/** |LCS| of two character sequences, within `maxCells` (see the file comment). */
export function lcsLength(g: readonly number[], e: readonly number[], maxCells = LCS_MAX_CELLS): { lcs: number; capped: boolean } {
  let lo = 0;
  const n = Math.min(g.length, e.length);
  while (lo < n && g[lo] === e[lo]) lo++;
  let hi = 0;
  while (hi < n - lo && g[g.length - 1 - hi] === e[e.length - 1 - hi]) hi++;
  let a = g.slice(lo, g.length - hi);
  let b = e.slice(lo, e.length - hi);
  if (a.length > b.length) [a, b] = [b, a];
  let capped = false;
  if (a.length * b.length > maxCells) {
    capped = true;
    b = b.slice(0, Math.max(1, Math.floor(maxCells / Math.max(1, a.length))));
    if (a.length > b.length) [a, b] = [b, a];
  }
  return { lcs: lo + hi + bitParallelLcs(a, b), capped };
}

/** The LCS of a page's gold and extraction. */
export function lcsPair(gold: string, extracted: string, maxCells = LCS_MAX_CELLS): LcsResult {
  const g = lcsChars(gold);
  const e = lcsChars(extracted);
  return { ...lcsLength(g, e, maxCells), gold: g.length, extracted: e.length };
}

/** Per-page P, R, F1 (Eq. 5.1–5.2). Both empty: 1, 1, 1. An empty extraction of a non-empty gold
 *  has P = R = F1 = 0; a non-empty extraction of an empty gold has P = 0, R = 1, F1 = 0. */
export function lcsScores(r: LcsResult): { precision: number; recall: number; f1: number } {
  if (!r.gold && !r.extracted) return { precision: 1, recall: 1, f1: 1 };
  const precision = r.extracted ? r.lcs / r.extracted : 0;
  const recall = r.gold ? r.lcs / r.gold : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}
