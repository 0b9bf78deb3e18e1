// Lloyd's k-means in one and two dimensions, for CETR-KM and CETR (docs/method.md §2). The paper does
// not say how the centroids start, and on news pages the start decides the result (up to 15 points
// of F1, docs/results.md), so it is an option, and every start is deterministic:
// - `farthest` (default): the first centroid is the smallest value (1-D) or the origin (2-D); each
//   next one is the point farthest from the centroids chosen so far (maximin, the deterministic
//   form of k-means++). An outlier line gets a centroid of its own instead of emptying one.
// - `range`: centroids evenly spaced from the smallest to the largest value (1-D), or from the
//   origin to (max x, max y) (2-D).
// - `quantile`: the order statistics at quantiles (i + ½)/k (2-D: of the distance from the origin);
//   spread over the bulk of the data, which on pages is markup, so the low cluster stays small.
// With `pinOrigin` (2-D, CETR), centroid 0 sits at the origin and is put back there after every
// update; the other k − 1 start as above with the origin taking the first slot. Ties in assignment
// go to the lower centroid index. A centroid whose cluster empties stays where it is. Iteration
// stops when no assignment changes, or after `maxIterations` rounds.

export type KMeansInit = 'farthest' | 'range' | 'quantile';
export const KMEANS_INITS: readonly KMeansInit[] = ['farthest', 'range', 'quantile'];

export interface KMeansResult<P> {
  /** Cluster index of every point. */
  assignment: number[];
  /** Final centroids; index 0 is the origin when it was pinned. */
  centroids: P[];
  /** Number of assignment rounds run. */
  iterations: number;
}

export interface KMeansOptions {
  /** How the centroids start. Default `farthest`. */
  init?: KMeansInit;
  /** Upper bound on assignment rounds; Lloyd's algorithm converges long before on real pages. */
  maxIterations?: number;
}

const DEFAULT_MAX_ITERATIONS = 100;

function checkK(k: number): void {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`k-means: k must be a positive integer (got ${k})`);
}

/** Index of the quantile q in a sorted array of n ≥ 1 values. */
function quantileIndex(n: number, q: number): number {
  return Math.min(n - 1, Math.floor(q * n));
}

function initial1d(values: readonly number[], k: number, init: KMeansInit): number[] {
  const n = values.length;
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (init === 'quantile') {
    const sorted = [...values].sort((a, b) => a - b);
    return Array.from({ length: k }, (_, i) => sorted[quantileIndex(n, (i + 0.5) / k)]!);
  }
  if (init === 'range') return Array.from({ length: k }, (_, i) => (k === 1 ? lo : lo + ((hi - lo) * i) / (k - 1)));
  // farthest: distance of every value to its nearest chosen centroid, updated per new centroid.
  const centroids = [lo];
  const dist = values.map((v) => Math.abs(v - lo));
  while (centroids.length < k) {
    let best = 0;
    for (let p = 1; p < n; p++) if (dist[p]! > dist[best]!) best = p;
    const c = values[best]!;
    centroids.push(c);
    for (let p = 0; p < n; p++) dist[p] = Math.min(dist[p]!, Math.abs(values[p]! - c));
  }
  return centroids;
}

export function kmeans1d(values: readonly number[], k: number, options: KMeansOptions = {}): KMeansResult<number> {
  checkK(k);
  if (values.length === 0) return { assignment: [], centroids: [], iterations: 0 };
  // The 1-D case is the 2-D one on the x axis: |v − c| and (v − c)² pick the same centroid.
  const start = initial1d(values, k, options.init ?? 'farthest').map((c): [number, number] => [c, 0]);
  const r = lloyd(
    values.map((v): Point => [v, 0]),
    start,
    false,
    options.maxIterations ?? DEFAULT_MAX_ITERATIONS,
  );
  return { assignment: r.assignment, centroids: r.centroids.map((c) => c[0]), iterations: r.iterations };
}

export type Point = readonly [number, number];

const sq = (p: Point, c: Point): number => (p[0] - c[0]) ** 2 + (p[1] - c[1]) ** 2;

function initial2d(points: readonly Point[], k: number, init: KMeansInit, pin: boolean): [number, number][] {
  const n = points.length;
  const centroids: [number, number][] = pin ? [[0, 0]] : [];
  if (init === 'quantile') {
    const norm = points.map(([x, y]) => Math.hypot(x, y));
    // Stable order: equal distances keep input order.
    const order = points.map((_, i) => i).sort((a, b) => norm[a]! - norm[b]! || a - b);
    for (let i = centroids.length; i < k; i++) {
      const p = points[order[quantileIndex(n, (i + 0.5) / k)]!]!;
      centroids.push([p[0], p[1]]);
    }
    return centroids;
  }
  if (init === 'range') {
    let maxX = 0;
    let maxY = 0;
    for (const [x, y] of points) {
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
    for (let i = centroids.length; i < k; i++) centroids.push(k === 1 ? [0, 0] : [(maxX * i) / (k - 1), (maxY * i) / (k - 1)]);
    return centroids;
  }
  // farthest: without a pinned origin the first centroid is the point nearest the origin, as in
  // 1-D the smallest value.
  if (!pin) {
    let first = 0;
    for (let p = 1; p < n; p++) if (Math.hypot(...points[p]!) < Math.hypot(...points[first]!)) first = p;
    centroids.push([points[first]![0], points[first]![1]]);
  }
  const dist = points.map((p) => sq(p, centroids[0]!));
  while (centroids.length < k) {
    let best = 0;
    for (let p = 1; p < n; p++) if (dist[p]! > dist[best]!) best = p;
    const c: [number, number] = [points[best]![0], points[best]![1]];
    centroids.push(c);
    for (let p = 0; p < n; p++) dist[p] = Math.min(dist[p]!, sq(points[p]!, c));
  }
  return centroids;
}

/** 2-D k-means; with `pinOrigin`, centroid 0 stays at (0, 0) (CETR's origin cluster). */
export function kmeans2d(points: readonly Point[], k: number, options: KMeansOptions & { pinOrigin?: boolean } = {}): KMeansResult<[number, number]> {
  checkK(k);
  const n = points.length;
  const pin = options.pinOrigin ?? false;
  if (n === 0) return { assignment: [], centroids: pin ? [[0, 0]] : [], iterations: 0 };
  const centroids = initial2d(points, k, options.init ?? 'farthest', pin);
  return lloyd(points, centroids, pin, options.maxIterations ?? DEFAULT_MAX_ITERATIONS);
}

/** Lloyd's iterations from the given centroids: assign every point to its nearest centroid (ties
 *  to the lower index), move each centroid to its members' mean (centroid 0 stays at the origin
 *  when `pin`; an emptied one stays put), until no assignment changes. */
function lloyd(points: readonly Point[], centroids: [number, number][], pin: boolean, maxIterations: number): KMeansResult<[number, number]> {
  const n = points.length;
  const k = centroids.length;
  const assignment = new Array<number>(n).fill(-1);
  let iterations = 0;
  while (iterations < maxIterations) {
    iterations++;
    let changed = false;
    for (let p = 0; p < n; p++) {
      let best = 0;
      let bestD = Infinity;
      for (let c = 0; c < k; c++) {
        const d = sq(points[p]!, centroids[c]!);
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      if (assignment[p] !== best) {
        assignment[p] = best;
        changed = true;
      }
    }
    if (!changed) break;
    const sx = new Float64Array(k);
    const sy = new Float64Array(k);
    const count = new Uint32Array(k);
    for (let p = 0; p < n; p++) {
      const c = assignment[p]!;
      sx[c]! += points[p]![0];
      sy[c]! += points[p]![1];
      count[c]!++;
    }
    for (let c = pin ? 1 : 0; c < k; c++) if (count[c]! > 0) centroids[c] = [sx[c]! / count[c]!, sy[c]! / count[c]!];
  }
  return { assignment, centroids, iterations };
}
