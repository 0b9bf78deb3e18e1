// The article a CEDST method returns: the units its analysis kept, as paragraphs and blocks, with
// the evidence when `explain` asks for it. cedst, its ablations and cedst+ all end here.
import type { ResolvedOptions } from '../options/resolve.js';
import type { Article, Block, Page, TextUnit, UnitEvidence } from '../core/types.js';
import { articleBlocks, dataTableCells } from '../dom/blocks.js';
import { COMMENTS, sectionHeading } from '../dom/cues.js';
import { tagOf } from '../dom/tags.js';
import { articleImages } from '../dom/images.js';
import type { CedstAnalysis } from '../pipeline/analyse.js';

const NOT_THREADS = new Set(['html', 'body', 'main', 'article']);

/** Comment threads that no class or id names: the parent of a comments heading ("网友评论（共5条）",
 *  "Readers' comments") that is not a link, when it holds no kept unit before the heading (then it
 *  wraps the article too). */
function headedThreads(units: readonly TextUnit[], kept: ReadonlySet<TextUnit>): Set<Element> {
  const threads = new Set<Element>();
  units.forEach((u, i) => {
    if (!u.element || sectionHeading(u.text) !== 'comments' || u.linkText.length * 2 >= u.text.length) return;
    const parent = u.element.parentElement;
    if (!parent || NOT_THREADS.has(tagOf(parent))) return;
    for (let j = 0; j < i; j++) if (kept.has(units[j]!) && parent.contains(units[j]!.element)) return;
    threads.add(parent);
  });
  return threads;
}

/** Is the unit inside a readers' comment thread: an ancestor whose class or id names one
 *  (src/dom/cues.ts), or a thread found by its heading? */
function inCommentThread(page: Page, unit: TextUnit, threads: ReadonlySet<Element>): boolean {
  for (let e: Element | null = unit.element; e; e = e.parentElement) if (threads.has(e) || page.cue(e) === COMMENTS) return true;
  return false;
}

/** The readers' comments of the page, one unit a line, without the thread's own headings
 *  ("3 Comments", "Leave a reply") and controls that are all links ("Reply Like", "回复赞"). */
function commentsOf(page: Page, units: readonly TextUnit[], threads: ReadonlySet<Element>): string {
  return units
    .filter((u) => u.element && inCommentThread(page, u, threads) && sectionHeading(u.text) !== 'comments' && u.linkText.length < u.text.length)
    .map((u) => u.text)
    .join('\n');
}

/** The article's blocks with its images among them (the `images` option), and the images' list.
 *  An image whose caption the article kept takes the caption's block as its own: a figure is one
 *  block, its picture over its caption. */
function withImages(page: Page, kept: readonly TextUnit[]): { blocks: Block[]; images: NonNullable<Article['images']> } {
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
    if (p.before > from) add(articleBlocks(kept.slice(from, p.before), page.head.baseUrl));
    from = Math.max(from, p.before);
    const block: Block = { kind: 'image', text: p.captionKept ? '' : (p.image.caption ?? ''), src: p.image.src };
    if (p.image.alt) block.alt = p.image.alt;
    blocks.push(block);
    figure = p.captionKept && p.image.caption ? { block, caption: p.image.caption } : undefined;
  }
  add(articleBlocks(kept.slice(from), page.head.baseUrl));
  return { blocks, images: placed.map((p) => p.image) };
}

/** The article of `analysis`, run on `units` (the page's block units, or the leaf units the
 *  analysis ran on). */
export function articleOf(page: Page, analysis: CedstAnalysis, options: ResolvedOptions, units: readonly TextUnit[] = page.units): Article {
  let kept: UnitEvidence[] = analysis.units.filter((u) => u.content);
  // Evidence index i is TextUnit index i: both come from the same unit sequence.
  const unitOf = (u: UnitEvidence): TextUnit => units[u.index]!;
  // The content options, each off by default (tables on): comments are never article text, and
  // tables may be left out.
  const threads = options.withComments ? headedThreads(units, new Set(kept.map(unitOf))) : new Set<Element>();
  if (options.withComments) kept = kept.filter((u) => !inCommentThread(page, unitOf(u), threads));
  if (!options.tables) {
    const cells = dataTableCells(kept.map(unitOf));
    kept = kept.filter((u) => !cells.has(unitOf(u)));
  }
  const paragraphs = kept.map((u) => u.text);
  const keptUnits = kept.map(unitOf);
  const pictured = options.images ? withImages(page, keptUnits) : undefined;
  const result: Article = {
    text: paragraphs.join('\n'),
    paragraphs,
    lang: analysis.lang,
    method: options.method,
    threshold: analysis.threshold,
    blocks: pictured ? pictured.blocks : articleBlocks(keptUnits, page.head.baseUrl),
  };
  if (pictured) result.images = pictured.images;
  if (options.withComments) result.comments = commentsOf(page, units, threads);
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
