// The runner of CEDST and its ablations (docs/method.md §1): the paper's pipeline
// (pipeline/analyse.ts) over the page's units, fusing the features the method names.
import type { ResolvedOptions } from '../options/resolve.js';
import type { Article, FeatureName, MethodName, Page } from '../core/types.js';
import { collectLeafUnits } from '../dom/leaf-units.js';
import { analysePrepared, PAPER_FEATURES, prepareUnits, type CedstAnalysis, type PreparedUnits } from '../pipeline/analyse.js';
import { articleOf } from './article.js';

export type CedstMethod = Extract<MethodName, 'cedst' | 'cedst-nc' | 'cedst-tf'>;

/** Which features each method fuses. */
export const METHOD_FEATURES: Record<CedstMethod, readonly FeatureName[]> = {
  cedst: PAPER_FEATURES,
  'cedst-nc': ['cluster', 'variance', 'href'],
  'cedst-tf': ['topic'],
};

/** The analysis `options.method` runs on prepared units (any other method name: full CEDST). */
export function cedstAnalysis(prepared: PreparedUnits, options: ResolvedOptions): CedstAnalysis {
  return analysePrepared(prepared, options, METHOD_FEATURES[options.method as CedstMethod] ?? METHOD_FEATURES.cedst);
}

/** Extract the article of an HTML page with CEDST or one of its ablations. */
export function cedst(page: Page, options: ResolvedOptions): Article {
  if (options.units === 'leaf') {
    const leaves = collectLeafUnits(page.doc);
    return articleOf(page, cedstAnalysis(prepareUnits(leaves, options.lang), options), options, leaves);
  }
  return articleOf(page, cedstAnalysis(page, options), options);
}
