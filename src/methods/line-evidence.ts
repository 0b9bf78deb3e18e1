// Per-line evidence of the line-based methods (CETR family, TTR) for `inspect`.
import type { LineEvidence } from '../core/types.js';
import { decodeEntities } from '../dom/entities.js';
import type { SourceLine } from '../dom/source-lines.js';

/** A line method's values, one a line in each list (gradient and cluster: `cetr`'s alone). */
export interface LineValues {
  readonly lines: readonly SourceLine[];
  readonly ratios: readonly number[];
  readonly smoothed: readonly number[];
  readonly content: readonly boolean[];
  readonly gradient?: readonly number[];
  readonly cluster?: readonly number[];
}

export function lineEvidence({ lines, ratios, smoothed, content, gradient, cluster }: LineValues): LineEvidence[] {
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
