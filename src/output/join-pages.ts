// One article read over several pages (`followPages`, `batch --join-pages`): the pages' results
// joined in order. The first page gives the metadata; every later page gives only what no earlier
// page gave, so the headline, byline and furniture each page repeats (site name, share line,
// "continued" notes) come back once. A pager's own line ("1 2 3 Next page", "上一页 1 2 3 下一页")
// is no paragraph of the article and is left out wherever it stands.
import type { Block, Extraction } from '../core/types.js';
import { isPagerLine, textKey as key } from '../dom/next-page.js';

export interface JoinOptions {
  /** Why the reading stopped before the article's last page, if it did: one more warning. */
  warning?: string;
  /** Per page, the texts of its elements (`pageLines`): a later page's paragraph found among an
   *  earlier page's is furniture every page repeats, even where that page's article left it out. */
  lines?: readonly ReadonlySet<string>[];
}

/** The results of the pages of one article, in order, joined into one; `urls` are the pages'
 *  addresses (the result's `pages`). */
export function joinPages(results: readonly Extraction[], urls: readonly string[], { warning, lines: pageTexts = [] }: JoinOptions = {}): Extraction {
  if (!results.length) throw new TypeError('joinPages: expects the result of at least one page');
  const first = results[0]!;
  const seen = new Set<string>();
  if (first.title) seen.add(key(first.title));
  const keep = (text: string): boolean => {
    const k = key(text);
    return !isPagerLine(text) && (!k || (!seen.has(k) && !earlier.some((l) => l.has(k))));
  };
  const paragraphs: string[] = [];
  const blocks: Block[] = [];
  const lines: string[] = [];
  const earlier: ReadonlySet<string>[] = [];
  results.forEach((r, i) => {
    // Against the earlier pages only: a paragraph a page itself repeats stays as the page has it.
    const take = (text: string): boolean => (i === 0 ? !isPagerLine(text) : keep(text));
    for (const p of r.paragraphs) if (take(p)) paragraphs.push(p);
    for (const b of r.blocks ?? []) if (b.kind === 'image' || take(b.text)) blocks.push(b);
    for (const l of r.text.split('\n')) if (take(l)) lines.push(l);
    for (const p of r.paragraphs) seen.add(key(p));
    if (pageTexts[i]) earlier.push(pageTexts[i]);
  });
  const joined: Extraction = { ...first, text: lines.join('\n'), paragraphs };
  if (first.blocks) joined.blocks = blocks;
  const confidences = results.map((r) => r.confidence).filter((c): c is number => c !== undefined);
  if (confidences.length) joined.confidence = Math.min(...confidences);
  if (results.some((r) => r.images))
    joined.images = dedupe(
      results.flatMap((r) => r.images ?? []),
      (x) => x.src,
    );
  if (results.some((r) => r.comments)) joined.comments = results.flatMap((r) => r.comments ?? []);
  if (results.some((r) => r.posts)) joined.posts = results.flatMap((r) => r.posts ?? []);
  if (results.some((r) => r.items)) joined.items = results.flatMap((r) => r.items ?? []);
  const warnings = [...results.flatMap((r) => r.warnings ?? []), ...(warning ? [warning] : [])];
  if (warnings.length) joined.warnings = [...new Set(warnings)];
  delete joined.content;
  joined.pages = [...urls];
  return joined;
}

function dedupe<T>(items: T[], by: (x: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((x) => {
    const k = by(x);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
