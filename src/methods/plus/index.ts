// cedst+: CEDST with further evidence and an article region, as a sequence of stages. Each stage
// takes the analysis and returns it with its decisions and their reasons (UnitEvidence.reason).
//   evidence  the paper's four features and the registry's further sources (src/pipeline/evidence/sources.ts),
//             fused by Dempster's rule in two passes (the second adds distance from the main run)
//   gain      what each unit is worth to the article region
//   region    the element with the most gain, and the sibling blocks that add to it
//   verdicts  in the region kept unless its own evidence is against it; outside dropped
//   sections  "Related" lists and comment threads after the article dropped
//   edges     short units around the article's prose groups dropped
//   headline  the body starts after the headline (the unit the page's titles name), or with it
//             (plus.headlineInBody)
//   captions  captions dropped when the `captions` option is off
//   choose    the page's other readings weighed against this one; the best predicted one wins
//             when its gain clears plus.readingMargin (plus.readings)
import type { ResolvedOptions } from '../../options/resolve.js';
import type { Article, Page } from '../../core/types.js';
import { articleOf } from '../article.js';
import type { PlusAnalysis, PlusStage } from './analysis.js';
import { gatherEvidence } from './evidence.js';
import { weighGain } from './gain.js';
import { chooseArticleRegion } from './region.js';
import { judgeRegion } from './verdicts.js';
import { dropSections } from './sections.js';
import { trimEdges } from './edges.js';
import { placeHeadline } from './headline.js';
import { dropCaptions } from './captions.js';
import { chooseReading } from './choose/index.js';

export type { PlusAnalysis, PlusStage } from './analysis.js';

/** The stages after the evidence, in the order they run. */
export const PLUS_STAGES: readonly (readonly [name: string, stage: PlusStage])[] = [
  ['gain', weighGain],
  ['region', chooseArticleRegion],
  ['verdicts', judgeRegion],
  ['sections', dropSections],
  ['edges', trimEdges],
  ['headline', placeHeadline],
  ['captions', dropCaptions],
];

/** PLUS_STAGES over an analysis, in order. */
export function runStages(evidence: PlusAnalysis): PlusAnalysis {
  return PLUS_STAGES.reduce((a, [name, stage]) => {
    evidence.page.deadline.check(name);
    return stage(a);
  }, evidence);
}

export function analysePlus(page: Page, options: ResolvedOptions): PlusAnalysis {
  const evidence = gatherEvidence(page, options);
  // Captions go again after the choose stage: another reading than cedst+'s own keeps its captions.
  return dropCaptions(chooseReading(runStages(evidence), evidence, runStages));
}

/** Extract the article of a page with cedst+. */
export function cedstPlus(page: Page, options: ResolvedOptions): Article {
  const a = analysePlus(page, options);
  const article = articleOf(page, a, options);
  if (a.reading) article.confidence = a.reading.confidence;
  if (options.explain && a.reading) article.reading = a.reading;
  return article;
}
