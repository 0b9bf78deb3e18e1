// Per-line evidence of the line-based methods (CETR family, TTR) for `inspect`.
import type { LineEvidence } from '../core/types.js';
import { decodeEntities } from '../dom/entities.js';
import type { SourceLine } from '../dom/source-lines.js';

export function lineEvidence(
  lines: readonly SourceLine[],
  ratios: readonly number[],
  smoothed: readonly number[],
  content: readonly boolean[],
  gradient?: readonly number[],
  cluster?: readonly number[],
): LineEvidence[] {
  return lines.map((line, i) => {
    const e: LineEvidence = {
      index: i,
      text: decodeEntities(line.text).replace(/\s+/g, ' ').trim(),
      chars: line.chars,
      tags: line.tags,
      ratio: ratios[i]!,
      smoothed: smoothed[i]!,
      content: content[i]!,
    };
    if (gradient) e.gradient = gradient[i]!;
    if (cluster) e.cluster = cluster[i]!;
    return e;
  });
}
