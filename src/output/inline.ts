// What the structured formats share: the article's blocks (or plain paragraphs when the method
// has no DOM units), the byline, and a block's text cut into plain runs and links.
import type { Block, BlockLink, Extraction, MarkKind } from '../core/types.js';
import { scriptKindOfLang } from '../lang/scripts.js';

/** A text reduced to its lower-cased letters and digits: a headline and the title it repeats
 *  differ in case, punctuation and spacing at most. */
function letters(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Blocks at the article's top that are looked at for a copy of the title. */
const TOP_BLOCKS = 3;

/** The blocks to render under the title: `result.blocks`, or one paragraph per entry of
 *  `result.paragraphs`. A heading that repeats the title, or any block among the first few that
 *  does (the headline kept in the body, `plus.headlineInBody`), is left out: the formats print the
 *  title already. */
export function blocksOf(result: Extraction): Block[] {
  const blocks: Block[] = result.blocks ?? result.paragraphs.map((text) => ({ kind: 'paragraph', text }));
  const title = result.title ? letters(result.title) : '';
  if (!title) return blocks;
  return blocks.filter((b, i) => !((b.kind === 'heading' || i < TOP_BLOCKS) && letters(b.text) === title));
}

/** The blocks in groups: a run of list items, of quote paragraphs, or of terms and definitions
 *  is one group (one list, one block quote, one definition list); every other block is a group of
 *  its own. */
export function groupBlocks(blocks: readonly Block[]): Block[][] {
  const groups: Block[][] = [];
  for (const b of blocks) {
    const last = groups[groups.length - 1];
    if (last && (b.kind === 'list-item' || b.kind === 'quote') && last[0]!.kind === b.kind) last.push(b);
    else if (last && (b.kind === 'term' || b.kind === 'definition') && (last[0]!.kind === 'term' || last[0]!.kind === 'definition')) last.push(b);
    else groups.push([b]);
  }
  return groups;
}

/** An ISO 8601 date as a reader writes it, in the page's own clock: `9 December 2011, 08:20
 *  (+08:00)`, or `2011年12月9日 08:20 (+08:00)` for a Chinese page. The zone is shown as the page
 *  gave it (`Z` as UTC) and never converted; a date without a time stays a date. Anything that is
 *  not ISO 8601 is returned as it is. */
export function readableDate(iso: string, lang?: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(iso.trim());
  if (!m) return iso;
  const [, y, mo, d, h, mi, zone] = m;
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31) return iso;
  const { dates } = scriptKindOfLang(lang);
  const date = dates.date(y!, month, day);
  if (h === undefined) return date;
  const offset = zone === undefined ? '' : /^z$/i.test(zone) ? ' (UTC)' : ` (${zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')})`;
  return `${date}${dates.beforeTime}${h}:${mi}${offset}`;
}

/** "author · date · site", from whichever of them the extraction carries, the date as a reader
 *  writes it (`readableDate`); empty when none. */
export function bylineOf(result: Extraction): string {
  return [result.author, typeof result.date === 'string' ? readableDate(result.date, result.lang) : undefined, result.siteName]
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map((v) => v.trim())
    .join(' · ');
}

export interface Run {
  text: string;
  href?: string;
  /** The formatting over the whole run (`styledRuns`), outermost first. */
  marks?: MarkKind[];
}

/** Cut `text` into runs, turning each link's first occurrence after the previous link into a
 *  linked run. Links whose text is not found (rare: text normalised differently) are left out. */
export function linkRuns(text: string, links: readonly BlockLink[] | undefined): Run[] {
  return takeLinks(text, [...(links ?? [])], false);
}

/** Like `linkRuns`, but links are taken from the front of `queue` (and removed from it) only while
 *  they are found in `text`: the cells of a table share one list of links, in order. */
export function takeLinks(text: string, queue: BlockLink[], stopAtMissing = true): Run[] {
  const runs: Run[] = [];
  let at = 0;
  while (queue.length) {
    const link = queue[0]!;
    const i = link.text ? text.indexOf(link.text, at) : -1;
    if (i < 0) {
      if (stopAtMissing) break;
      queue.shift();
      continue;
    }
    queue.shift();
    if (i > at) runs.push({ text: text.slice(at, i) });
    runs.push({ text: link.text, href: link.href });
    at = i + link.text.length;
  }
  if (at < text.length || runs.length === 0) runs.push({ text: text.slice(at) });
  return runs;
}

/** Clamp list levels so that no item is nested more than one level below the previous one. */
export function listLevels(items: readonly Block[]): number[] {
  let prev = 0;
  return items.map((b) => (prev = Math.max(1, Math.min(b.level ?? 1, prev + 1))));
}

/** [start, end) of each entry found in `text` one after the other; entries not found are left out. */
function ranges<T extends { text: string; at?: number }>(text: string, entries: readonly T[]): (T & { start: number; end: number })[] {
  const out: (T & { start: number; end: number })[] = [];
  let at = 0;
  for (const e of entries) {
    // A mark's offset is a lower bound, off by a space or so where whitespace was collapsed.
    const i = e.text ? text.indexOf(e.text, Math.max(at, (e.at ?? 0) - 2)) : -1;
    if (i < 0) continue;
    out.push({ ...e, start: i, end: i + e.text.length });
    at = i + e.text.length;
  }
  return out;
}

/** A block's text cut into runs that each carry one link (when `links`) and the marks over them
 *  (bold, italic, code): the runs change wherever a link or a mark starts or ends. */
export function styledRuns(block: Block, links: boolean): Run[] {
  const text = block.text;
  const linked = links ? ranges(text, block.links ?? []) : [];
  const marked = ranges(text, block.marks ?? []);
  if (!linked.length && !marked.length) return [{ text }];
  const cuts = new Set([0, text.length]);
  for (const r of [...linked, ...marked]) cuts.add(r.start).add(r.end);
  const points = [...cuts].sort((x, y) => x - y);
  const runs: Run[] = [];
  for (let k = 0; k + 1 < points.length; k++) {
    const [from, to] = [points[k]!, points[k + 1]!];
    const run: Run = { text: text.slice(from, to) };
    const link = linked.find((r) => r.start <= from && to <= r.end);
    if (link) run.href = link.href;
    const marks = marked.filter((r) => r.start <= from && to <= r.end).map((r) => r.mark);
    if (marks.length) run.marks = marks;
    runs.push(run);
  }
  return runs;
}
