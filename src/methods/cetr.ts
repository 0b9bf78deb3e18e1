// The CETR family (Weninger, Hsu & Han, WWW 2010; docs/method.md §2): tag ratios of the source lines,
// Gaussian smoothing, then one of three cuts:
// - cetr-tm: a line is content when its smoothed ratio T' ≥ λ·std(T');
// - cetr-km: 1-D k-means on T'; the cluster nearest 0 is non-content;
// - cetr:    the paper's final method, 2-D k-means on (|G'|, T') with one centroid pinned at the
//            origin; G_l = mean(T'_{l+1..l+α}) − T'_l, smoothed like T'. The origin cluster is
//            non-content.
import type { ResolvedOptions } from '../options/resolve.js';
import type { Article, ClusterEvidence, MethodName, Page } from '../core/types.js';
import { gaussianSmooth } from '../signal/gaussian.js';
import { kmeans1d, kmeans2d, type Point } from '../signal/kmeans.js';
import { std } from '../signal/stats.js';
import { contentParagraphs, sourceLines, tagRatio, type SourceLine } from '../dom/source-lines.js';
import { lineEvidence } from './line-evidence.js';

export type CetrMode = Extract<MethodName, 'cetr' | 'cetr-tm' | 'cetr-km'>;

/** The kernel radius never exceeds this many lines. With σ = std of TR a page with one huge
 *  text line could ask for a radius of tens of thousands; beyond a few hundred lines the kernel
 *  is flat over any real article anyway, and the cap keeps the cost linear in the page. */
export const MAX_RADIUS = 500;

/** The Gaussian used on a page: σ (a number, or the standard deviation of the tag ratios) and the
 *  radius ⌈σ⌉ of the CETR paper, capped by `MAX_RADIUS` and by the number of lines. */
export function cetrKernel(ratios: readonly number[], sigma: ResolvedOptions['cetr']['sigma']): { sigma: number; radius: number } {
  const s = sigma === 'std' ? std(ratios) : sigma;
  if (!(s > 0)) return { sigma: 0, radius: 0 };
  return { sigma: s, radius: Math.min(Math.ceil(s), MAX_RADIUS, Math.max(0, ratios.length - 1)) };
}

/** G_l = mean(T'_{l+1..l+α}) − T'_l over the lines that exist ahead; 0 for the last line. */
export function gradient(smoothed: readonly number[], alpha: number): number[] {
  const n = smoothed.length;
  const out = new Array<number>(n);
  let ahead = 0; // running sum of T'_{l+1..l+α}
  for (let j = 1; j <= alpha && j < n; j++) ahead += smoothed[j]!;
  for (let l = 0; l < n; l++) {
    const count = Math.min(alpha, n - 1 - l);
    out[l] = count > 0 ? ahead / count - smoothed[l]! : 0;
    // Slide the window from l+1..l+α to l+2..l+α+1.
    if (l + 1 < n) ahead -= smoothed[l + 1]!;
    if (l + 1 + alpha < n) ahead += smoothed[l + 1 + alpha]!;
  }
  return out;
}

export interface CetrAnalysis {
  lines: SourceLine[];
  broken: boolean;
  ratios: number[];
  smoothed: number[];
  kernel: { sigma: number; radius: number };
  /** `cetr`: |G'| per line. */
  gradient?: number[];
  /** `cetr`, `cetr-km`: cluster per line. */
  cluster?: number[];
  clusters?: ClusterEvidence[];
  content: boolean[];
  threshold: number;
}

export function analyseCetr(html: string, mode: CetrMode, options: ResolvedOptions['cetr']): CetrAnalysis {
  const { lines, broken } = sourceLines(html, { lineWidth: options.lineWidth });
  const ratios = lines.map(tagRatio);
  const kernel = cetrKernel(ratios, options.sigma);
  const smoothed = gaussianSmooth(ratios, kernel.sigma, kernel.radius);
  const base = { lines, broken, ratios, smoothed, kernel };

  if (mode === 'cetr-tm') {
    const threshold = options.lambda * std(smoothed);
    // Smoothing leaves float noise on equal values; 1e-9 absorbs it.
    return { ...base, content: smoothed.map((t) => t >= threshold - 1e-9), threshold };
  }

  if (mode === 'cetr-km') {
    const { assignment, centroids } = kmeans1d(smoothed, options.clusters, { init: options.init });
    // The cluster nearest 0 (the lowest, as ratios are ≥ 0) is non-content; ties go to the lower index.
    let low = 0;
    for (let c = 1; c < centroids.length; c++) if (centroids[c]! < centroids[low]!) low = c;
    const above = centroids.filter((c) => c > centroids[low]!);
    const evidence = (isContent: (cluster: number) => boolean): ClusterEvidence[] =>
      clusterEvidence(
        centroids.map((c) => [c]),
        assignment,
        isContent,
      );
    if (above.length === 0) {
      // One distinct ratio (a one-line page, or all lines alike): nothing to separate. Lines with
      // text are content, as with cetr-tm, whose λ·std is then 0.
      const content = smoothed.map((t) => t > 0);
      return { ...base, cluster: assignment, clusters: evidence((c) => c === low && (centroids[low] ?? 0) > 0), content, threshold: 0 };
    }
    return {
      ...base,
      cluster: assignment,
      clusters: evidence((c) => c !== low),
      content: assignment.map((c) => c !== low),
      threshold: (centroids[low]! + Math.min(...above)) / 2,
    };
  }

  const g = gradient(smoothed, options.alpha);
  const gSmoothed = gaussianSmooth(g, kernel.sigma, kernel.radius).map(Math.abs);
  const points: Point[] = gSmoothed.map((x, i) => [x, smoothed[i]!]);
  const { assignment, centroids } = kmeans2d(points, options.clusters, { pinOrigin: true, init: options.init });
  let nearest = Infinity;
  for (let c = 1; c < centroids.length; c++) nearest = Math.min(nearest, Math.hypot(centroids[c]![0], centroids[c]![1]));
  return {
    ...base,
    gradient: gSmoothed,
    cluster: assignment,
    clusters: clusterEvidence(centroids, assignment, (c) => c !== 0),
    content: assignment.map((c) => c !== 0),
    threshold: Number.isFinite(nearest) ? nearest / 2 : 0,
  };
}

function clusterEvidence(centroids: readonly (readonly number[])[], assignment: readonly number[], content: (c: number) => boolean): ClusterEvidence[] {
  const size = new Array<number>(centroids.length).fill(0);
  for (const c of assignment) size[c]!++;
  return centroids.map((centroid, c) => ({ centroid: [...centroid], size: size[c]!, content: content(c) }));
}

/** Extract the article with `cetr`, `cetr-tm` or `cetr-km` (chosen by `options.method`). */
export function cetr(page: Page, options: ResolvedOptions): Article {
  const mode = options.method as CetrMode;
  const a = analyseCetr(page.html, mode, options.cetr);
  const paragraphs = contentParagraphs(a.lines, a.content);
  const result: Article = { text: paragraphs.join('\n'), paragraphs, lang: page.lang, method: mode, threshold: a.threshold };
  if (options.explain) {
    result.lines = lineEvidence(a);
    result.smoothing = { sigma: a.kernel.sigma, radius: a.kernel.radius, brokenLines: a.broken };
    if (a.clusters) result.clusters = a.clusters;
  }
  return result;
}
