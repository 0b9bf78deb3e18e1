// The index of `cedst dedup`: which texts were already kept, by exact digest and by simhash.
//
// Exact: a Map from the first 16 hex digits (64 bits) of the record's sha256 digest to the kept
// record's number. Near: the pigeonhole scheme for Hamming distance ≤ k over 64-bit simhashes:
// cut the bits into k + 1 bands; two hashes within distance k agree exactly on at least one band,
// so every kept hash is filed under each of its band values and a query checks the distance only
// against the hashes sharing a band with it. A band's bucket that grows past SPLIT hashes is cut
// the same way over the bits its hashes do not share (they agree on the band, so a hash within k
// of the query agrees with it on one of the k + 1 sub-bands of the rest): kept hashes that share a
// band (a template's, or a crafted run) made every query scan all of them, 120,000 records in
// 49.6 s against 2.6 s. The matches found, and so the output, are the same. Hashes are kept in
// typed arrays, not as strings. Memory is bounded by the kept records alone (a duplicate adds
// nothing), k + 1 entries for each level of cut buckets a hash sits in.

/** Hashes a bucket holds before it is cut into sub-bands. */
const SPLIT = 32;

/** Is this a record's fingerprint, as batch writes it: a digest of at least 16 hex digits and a
 *  simhash of 16? Anything else (empty, `null`, `zz…`) would read as 0 or as one shared key. */
export function usableFingerprint(digest: unknown, simhash: unknown): boolean {
  return typeof digest === 'string' && /^[0-9a-f]{16,}$/i.test(digest) && typeof simhash === 'string' && /^[0-9a-f]{16}$/i.test(simhash);
}

/** The k + 1 bands of `positions` (bit numbers, 0 = the top bit of the hash), in order. */
function cut(positions: readonly number[], k: number): number[][] {
  const width = Math.ceil(positions.length / (k + 1));
  const bands: number[][] = [];
  for (let start = 0; start < positions.length; start += width) bands.push(positions.slice(start, start + width));
  return bands;
}

/** A band's value: its bits of the hash, in order. */
function bandValue(band: readonly number[], hi: number, lo: number): number {
  let v = 0;
  for (const p of band) v = v * 2 + (p < 32 ? (hi >>> (31 - p)) & 1 : (lo >>> (63 - p)) & 1);
  return v;
}

/** Hashes filed by k + 1 bands of some bits: the whole hash at the top, the bits a bucket's
 *  hashes do not share below it. */
interface Level {
  bands: number[][];
  /** For each band, the level's other bits: what a bucket of that band cuts when it grows. */
  rests: number[][];
  buckets: Map<number, Bucket>[];
}

/** The kept hashes with one band value: a list, or once past SPLIT (and with bits left to cut) a
 *  level of its own. */
interface Bucket {
  ids: number[];
  level?: Level;
}

export type Match = { kind: 'exact' | 'near'; of: number; distance: number } | undefined;

export class DedupIndex {
  private readonly exact = new Map<string, number>();
  private readonly top: Level | undefined;
  private hi: Uint32Array<ArrayBuffer> = new Uint32Array(1024);
  private lo: Uint32Array<ArrayBuffer> = new Uint32Array(1024);
  /** Records kept so far (the number the next kept one gets). */
  size = 0;
  /** Distances computed so far (a query's, against the hashes sharing a band with it). */
  comparisons = 0;

  /** `distance`: the largest Hamming distance that makes two simhashes near duplicates; 0 finds
   *  exact duplicates only. At most 15 (bands of 4 bits). */
  constructor(readonly distance: number) {
    if (!Number.isInteger(distance) || distance < 0 || distance > 15) throw new RangeError(`distance must be an integer from 0 to 15 (got ${distance})`);
    this.top = distance > 0 ? this.level(Array.from({ length: 64 }, (_, i) => i)) : undefined;
  }

  private level(positions: readonly number[]): Level {
    const bands = cut(positions, this.distance);
    return { bands, rests: bands.map((band) => positions.filter((p) => !band.includes(p))), buckets: bands.map(() => new Map()) };
  }

  /** Every kept hash that may be within the distance of (hi, lo), each at least once. */
  private candidates(level: Level, hi: number, lo: number, visit: (i: number) => void): void {
    for (let b = 0; b < level.bands.length; b++) {
      const bucket = level.buckets[b]!.get(bandValue(level.bands[b]!, hi, lo));
      if (!bucket) continue;
      if (bucket.level) this.candidates(bucket.level, hi, lo, visit);
      else for (const i of bucket.ids) visit(i);
    }
  }

  private file(level: Level, n: number): void {
    const hi = this.hi[n]!;
    const lo = this.lo[n]!;
    for (let b = 0; b < level.bands.length; b++) {
      const band = level.bands[b]!;
      const value = bandValue(band, hi, lo);
      let bucket = level.buckets[b]!.get(value);
      if (!bucket) {
        bucket = { ids: [] };
        level.buckets[b]!.set(value, bucket);
      }
      if (bucket.level) {
        this.file(bucket.level, n);
        continue;
      }
      bucket.ids.push(n);
      // Cut only while the rest has more bits than bands: below that a band is one bit, and
      // kept hashes (pairwise further apart than the distance) are few in so few bits.
      const rest = level.rests[b]!;
      if (bucket.ids.length > SPLIT && rest.length > 2 * (this.distance + 1)) {
        bucket.level = this.level(rest);
        for (const i of bucket.ids) this.file(bucket.level, i);
        bucket.ids = [];
      }
    }
  }

  /** Is this text a duplicate of one kept before? If not, keep it (it gets number `size`). */
  check(digest: string, simhash: string): Match {
    const key = digest.slice(0, 16);
    const same = this.exact.get(key);
    if (same !== undefined) return { kind: 'exact', of: same, distance: 0 };
    const hi = parseInt(simhash.slice(0, 8), 16) >>> 0;
    const lo = parseInt(simhash.slice(8, 16), 16) >>> 0;
    let best: Match;
    if (this.top)
      this.candidates(this.top, hi, lo, (i) => {
        this.comparisons++;
        const d = popcount(this.hi[i]! ^ hi) + popcount(this.lo[i]! ^ lo);
        if (d <= this.distance && (!best || d < best.distance || (d === best.distance && i < best.of))) best = { kind: 'near', of: i, distance: d };
      });
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
    if (this.top) this.file(this.top, n);
    return undefined;
  }
}

function popcount(x: number): number {
  x >>>= 0;
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
