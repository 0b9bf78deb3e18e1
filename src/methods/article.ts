// The article a CEDST method returns: the units its analysis kept, as paragraphs and blocks, with
// the evidence when `explain` asks for it. cedst, its ablations and cedst+ all end here.
import type { ResolvedOptions } from '../options/resolve.js';
import type { Article, Block, Page, TextUnit, UnitEvidence } from '../core/types.js';
import { articleBlocks, articleText, dataTableCells } from '../dom/blocks.js';
import { findComments } from '../dom/comments.js';
import { articleImages } from '../dom/images.js';
import type { CedstAnalysis } from '../pipeline/analyse.js';

/** The article's blocks with its images among them (the `images` option), and the images' list.
 *  An image whose caption the article kept takes the caption's block as its own: a figure is one
 *  block, its picture over its caption. */
function withImages(page: Page, kept: readonly TextUnit[], tableOf: Map<TextUnit, Block>): { blocks: Block[]; images: NonNullable<Article['images']> } {
  const placed = articleImages(kept, { baseUrl: page.head.baseUrl, cue: page.cue, hidden: page.hidden, headline: page.head.headline });
  const blocks: Block[] = [];
  let from = 0;
  // The last image placed whose caption was kept, and that caption.
  let figure: { block: Block; caption: string } | undefined;
  const add = (more: Block[]) => {
    const [first] = more;
    if (figure && first?.kind === 'caption' && first.text === figure.caption) {
      figure.block.text = first.text;
      more.shift();
    }
    figure = undefined;
    blocks.push(...more);
  };
  for (const p of placed) {
    if (p.before > from) add(articleBlocks(kept.slice(from, p.before), page.head.baseUrl, tableOf, page.deadline));
    from = Math.max(from, p.before);
    const block: Block = { kind: 'image', text: p.captionKept ? '' : (p.image.caption ?? ''), src: p.image.src };
    if (p.image.alt) block.alt = p.image.alt;
    blocks.push(block);
    figure = p.captionKept && p.image.caption ? { block, caption: p.image.caption } : undefined;
  }
  add(articleBlocks(kept.slice(from), page.head.baseUrl, tableOf, page.deadline));
  return { blocks, images: placed.map((p) => p.image) };
}

/** The article of `analysis`, run on `units` (the page's block units, or the leaf units the
 *  analysis ran on). */
export function articleOf(page: Page, analysis: CedstAnalysis, options: ResolvedOptions, units: readonly TextUnit[] = page.units): Article {
  let kept: UnitEvidence[] = analysis.units.filter((u) => u.content);
  // Evidence index i is TextUnit index i: both come from the same unit sequence.
  const unitOf = (u: UnitEvidence): TextUnit => units[u.index]!;
  // The content options, each off by default (tables on). Comments come only from the units the
  // article left out, so they never change it; tables may be left out.
  const comments = options.withComments ? findComments(units, new Set(kept.map(unitOf)), page.cue) : undefined;
  if (!options.tables) {
    const cells = dataTableCells(kept.map(unitOf));
    kept = kept.filter((u) => !cells.has(unitOf(u)));
  }
  const paragraphs = kept.map((u) => u.text);
  const keptUnits = kept.map(unitOf);
  const tableOf = new Map<TextUnit, Block>();
  const pictured = options.images ? withImages(page, keptUnits, tableOf) : undefined;
  const blocks = pictured ? pictured.blocks : articleBlocks(keptUnits, page.head.baseUrl, tableOf, page.deadline);
  const result: Article = {
    text: articleText(keptUnits, tableOf),
    paragraphs,
    lang: analysis.lang,
    method: options.method,
    threshold: analysis.threshold,
    blocks,
  };
  if (pictured) result.images = pictured.images;
  if (comments) result.comments = comments;
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
