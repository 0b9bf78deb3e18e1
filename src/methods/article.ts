// The article a CEDST method returns: the units its analysis kept, as paragraphs and blocks, with
// the evidence when `explain` asks for it. cedst, its ablations and cedst+ all end here.
import type { ResolvedOptions } from '../options/resolve.js';
import type { Article, Page, TextUnit } from '../core/types.js';
import { articleBlocks } from '../dom/blocks.js';
import type { CedstAnalysis } from '../pipeline/analyse.js';

/** The article of `analysis`, run on `units` (the page's block units, or the leaf units the
 *  analysis ran on). */
export function articleOf(page: Page, analysis: CedstAnalysis, options: ResolvedOptions, units: readonly TextUnit[] = page.units): Article {
  const kept = analysis.units.filter((u) => u.content);
  const paragraphs = kept.map((u) => u.text);
  const result: Article = {
    text: paragraphs.join('\n'),
    paragraphs,
    lang: analysis.lang,
    method: options.method,
    threshold: analysis.threshold,
    // Evidence index i is TextUnit index i: both come from the same unit sequence.
    blocks: articleBlocks(
      kept.map((u) => units[u.index]!),
      page.head.baseUrl,
    ),
  };
  if (!analysis.topicsComplete) {
    const { maxTopics, maxCliqueSteps } = options.limits;
    result.warnings = [`topic search stopped at its limit (${maxTopics} topics or ${maxCliqueSteps} search steps); h_topic uses the topics found so far`];
  }
  if (options.explain) {
    result.units = analysis.units;
    result.topics = analysis.topics;
  }
  return result;
}
