// 1-D Gaussian smoothing over the unit sequence, CETR's discrete kernel (docs/method.md §1.7).

/** k_j = exp(−j²/2σ²) for j = −r..r, normalised to sum 1. r defaults to ⌈2σ⌉ (CEDST); CETR's
 *  paper truncates at r = ⌈σ⌉ and passes it. σ ≤ 0 is the identity [1]. */
export function gaussianKernel(sigma: number, radius = Math.ceil(2 * sigma)): number[] {
  if (!(sigma > 0)) return [1];
  if (!Number.isInteger(radius) || radius < 0) throw new RangeError(`gaussianKernel: radius must be a non-negative integer (got ${radius})`);
  const r = radius;
  const raw: number[] = [];
  for (let j = -r; j <= r; j++) raw.push(Math.exp(-(j * j) / (2 * sigma * sigma)));
  const sum = raw.reduce((s, k) => s + k, 0);
  return raw.map((k) => k / sum);
}

/** Convolve with the kernel; near the ends only the taps that fall inside the array count,
 *  renormalised, so the first and last units are not pulled toward an imaginary 0. */
export function gaussianSmooth(values: readonly number[], sigma: number, radius?: number): number[] {
  const kernel = radius === undefined ? gaussianKernel(sigma) : gaussianKernel(sigma, radius);
  const r = (kernel.length - 1) / 2;
  const n = values.length;
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    let acc = 0;
    let weight = 0;
    const lo = Math.max(-r, -i);
    const hi = Math.min(r, n - 1 - i);
    for (let j = lo; j <= hi; j++) {
      const k = kernel[j + r]!;
      acc += k * values[i + j]!;
      weight += k;
    }
    out[i] = acc / weight;
  }
  return out;
}
