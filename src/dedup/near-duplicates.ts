// The index of `cedst dedup`: which texts were already kept, by exact digest and by simhash.
//
// Exact: a Map from the first 16 hex digits (64 bits) of the record's sha256 digest to the kept
// record's number. Near: the pigeonhole scheme for Hamming distance ≤ k over 64-bit simhashes:
// cut the hash into k + 1 bands; two hashes within distance k agree exactly on at least one band,
// so every kept hash is filed under each of its band values and a query checks the distance only
// against the hashes sharing a band with it. Hashes are kept in typed arrays, not as strings.
// Memory is bounded by the kept records alone (a duplicate adds nothing).

/** Bits per band for distance k: ⌈64 / (k + 1)⌉ (k = 3 → four bands of 16 bits). */
function bandBits(k: number): number {
  return Math.ceil(64 / (k + 1));
}

export type Match = { kind: 'exact' | 'near'; of: number; distance: number } | undefined;

export class DedupIndex {
  private readonly exact = new Map<string, number>();
  private readonly bands: Map<number, number[]>[];
  private readonly width: number;
  private hi: Uint32Array<ArrayBuffer> = new Uint32Array(1024);
  private lo: Uint32Array<ArrayBuffer> = new Uint32Array(1024);
  /** Records kept so far (the number the next kept one gets). */
  size = 0;

  /** `distance`: the largest Hamming distance that makes two simhashes near duplicates; 0 finds
   *  exact duplicates only. At most 15 (bands of 4 bits). */
  constructor(readonly distance: number) {
    if (!Number.isInteger(distance) || distance < 0 || distance > 15) throw new RangeError(`distance must be an integer from 0 to 15 (got ${distance})`);
    this.width = bandBits(distance);
    this.bands = distance > 0 ? Array.from({ length: distance + 1 }, () => new Map()) : [];
  }

  /** The band values of a hash: band b is bits [b·w, (b+1)·w) counted from the top (w ≤ 32, so a
   *  band spans at most the end of `hi` and the start of `lo`). */
  private bandValues(hi: number, lo: number): number[] {
    const out: number[] = [];
    for (let b = 0; b < this.bands.length; b++) {
      const start = b * this.width;
      const len = Math.min(64, start + this.width) - start;
      let v: number;
      if (start >= 32) v = bitsOf(lo, start - 32, len);
      else if (start + len <= 32) v = bitsOf(hi, start, len);
      else {
        const inLo = start + len - 32;
        v = bitsOf(hi, start, 32 - start) * 2 ** inLo + bitsOf(lo, 0, inLo);
      }
      out.push(v);
    }
    return out;
  }

  /** Is this text a duplicate of one kept before? If not, keep it (it gets number `size`). */
  check(digest: string, simhash: string): Match {
    const key = digest.slice(0, 16);
    const same = this.exact.get(key);
    if (same !== undefined) return { kind: 'exact', of: same, distance: 0 };
    const hi = parseInt(simhash.slice(0, 8), 16) >>> 0;
    const lo = parseInt(simhash.slice(8, 16), 16) >>> 0;
    const values = this.bandValues(hi, lo);
    let best: Match;
    for (let b = 0; b < values.length; b++) {
      for (const i of this.bands[b]!.get(values[b]!) ?? []) {
        const d = popcount(this.hi[i]! ^ hi) + popcount(this.lo[i]! ^ lo);
        if (d <= this.distance && (!best || d < best.distance || (d === best.distance && i < best.of))) best = { kind: 'near', of: i, distance: d };
      }
    }
    if (best) return best;
    const n = this.size++;
    if (n === this.hi.length) {
      const grow = (a: Uint32Array<ArrayBuffer>): Uint32Array<ArrayBuffer> => {
        const b = new Uint32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.hi = grow(this.hi);
      this.lo = grow(this.lo);
    }
    this.hi[n] = hi;
    this.lo[n] = lo;
    this.exact.set(key, n);
    for (let b = 0; b < values.length; b++) {
      const m = this.bands[b]!;
      const list = m.get(values[b]!);
      if (list) list.push(n);
      else m.set(values[b]!, [n]);
    }
    return undefined;
  }
}

/** `len` bits of a 32-bit word from bit `start` (0 = the top bit), as an unsigned number. */
function bitsOf(word: number, start: number, len: number): number {
  if (len === 0) return 0;
  const shifted = (word >>> 0) >>> (32 - start - len);
  return len === 32 ? shifted >>> 0 : shifted & (((1 << len) - 1) >>> 0);
}

function popcount(x: number): number {
  x >>>= 0;
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
