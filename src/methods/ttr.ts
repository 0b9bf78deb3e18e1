// TTR (Weninger & Hsu 2008; docs/method.md §3): the tag ratio of every source line, smoothed by the
// mean over `radius` lines on each side; a line is content when its smoothed ratio is at least
// λ standard deviations of the smoothed array (λ = 1: the paper's threshold clustering).
import type { ResolvedOptions } from '../options/resolve.js';
import type { Article, Page } from '../core/types.js';
import { meanSmooth } from '../signal/mean-smooth.js';
import { std } from '../signal/stats.js';
import { contentParagraphs, sourceLines, tagRatio, type SourceLine } from '../dom/source-lines.js';
import { lineEvidence } from './line-evidence.js';

export interface TtrAnalysis {
  lines: SourceLine[];
  broken: boolean;
  ratios: number[];
  smoothed: number[];
  content: boolean[];
  threshold: number;
}

export function analyseTtr(html: string, options: ResolvedOptions['ttr']): TtrAnalysis {
  const { lines, broken } = sourceLines(html, { lineWidth: options.lineWidth });
  const ratios = lines.map(tagRatio);
  const smoothed = meanSmooth(ratios, options.radius);
  const threshold = options.lambda * std(smoothed);
  // Prefix sums leave float noise on equal values; 1e-9 absorbs it.
  return { lines, broken, ratios, smoothed, content: smoothed.map((t) => t >= threshold - 1e-9), threshold };
}

export function ttr(page: Page, options: ResolvedOptions): Article {
  const a = analyseTtr(page.html, options.ttr);
  const paragraphs = contentParagraphs(a.lines, a.content);
  const result: Article = { text: paragraphs.join('\n'), paragraphs, lang: page.lang, method: 'ttr', threshold: a.threshold };
  if (options.explain) {
    result.lines = lineEvidence(a);
    result.smoothing = { sigma: 0, radius: options.ttr.radius, brokenLines: a.broken };
  }
  return result;
}
