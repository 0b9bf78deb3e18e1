// `markdown`: the article as CommonMark with GFM tables. Page text is escaped so that it reads as
// text, never as markup (a "# " or "1." at a line start, emphasis, raw HTML, entities).
import type { Block, Extraction, ListingItem } from '../core/types.js';
import { commentsMarkdown } from './comments.js';
import { bodyBlocks, itemDetail, postHeading, withByline } from './posts.js';
import { blocksOf, bylineOf, groupBlocks, listLevels, styledRuns, takeLinks, type Run } from './inline.js';

/** Escape characters that CommonMark/GFM would read as inline markup. */
export function escapeInline(text: string): string {
  return text.replace(/[\\`*_[\]<>~]/g, '\\$&').replace(/&(?=#?[a-z0-9]+;)/gi, '\\&');
}

/** Escape one line of text: inline markup, plus what would open a block at its start (a heading,
 *  list item, thematic break or setext underline; a quote's `>` is already escaped inline). */
export function escapeLine(line: string): string {
  return escapeInline(line).replace(/^(\s*)(#{1,6}(?=\s|$)|[-+](?=\s|$)|\d{1,9}(?=[.)](?:\s|$))|[-=](?=[-=\s]*$))/, (_m, space: string, mark: string) =>
    /^\d/.test(mark) ? `${space}${mark}\\` : `${space}\\${mark}`,
  );
}

/** Link targets with the characters that would end `(…)` percent-encoded. */
function escapeHref(href: string): string {
  return href.replace(/[\s()<>\\]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
}

function link(text: string, href: string): string {
  return `[${escapeInline(text).replace(/\n/g, ' ')}](${escapeHref(href)})`;
}

/** A code span: backticks one more than the longest run inside, spaced when the code starts or
 *  ends with one. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((t) => t.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || (text.startsWith(' ') && text.endsWith(' ') && text.trim() !== '') ? ' ' : '';
  return `${fence}${pad}${text.replace(/\n/g, ' ')}${pad}${fence}`;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Placeholders of the delimiters while the text is escaped: `**`, `_`, `*`. */
const DELIMITERS: Readonly<Record<string, string>> = { '\u0001': '**', '\u0002': '_', '\u0003': '*' };

/** Runs as markdown lines. Links and code spans stand in as placeholders while the plain text is
 *  escaped line by line, so that their brackets and backticks stay markup and their text is never
 *  read as a block marker; so do the bold and italic delimiters, put around each stretch of runs
 *  that shares a mark (`**`, and `_`, or `*` inside a word, where `_` would not emphasise). */
function runLines(runs: Run[]): string[] {
  const atoms: string[] = [];
  const atom = (md: string): string => `\u0000${atoms.push(md) - 1}\u0000`;
  const clean = (t: string): string => t.replace(/[\u0000-\u0003]/g, '');
  const markOf = (k: number) => runs[k]?.marks?.[0];
  let out = '';
  let delimiter = '';
  runs.forEach((r, k) => {
    const mark = markOf(k);
    const text = clean(r.text);
    if (mark === 'code') {
      out += atom(r.href ? `[${codeSpan(text)}](${escapeHref(r.href)})` : codeSpan(text));
      return;
    }
    if (mark && mark !== markOf(k - 1)) {
      let end = k;
      while (markOf(end + 1) === mark) end++;
      const inWord = WORD_CHAR.test(runs[k - 1]?.text.slice(-1) ?? '') || WORD_CHAR.test(runs[end + 1]?.text.slice(0, 1) ?? '');
      delimiter = mark === 'strong' ? '\u0001' : inWord ? '\u0003' : '\u0002';
      out += delimiter;
    }
    out += r.href ? atom(link(text, r.href)) : text;
    if (mark && mark !== markOf(k + 1)) out += delimiter;
  });
  return out.split('\n').map((line) =>
    escapeLine(line)
      .replace(/\u0000(\d+)\u0000/g, (_m, k: string) => atoms[Number(k)]!)
      .replace(/[\u0001-\u0003]/g, (c) => DELIMITERS[c]!),
  );
}

/** A block's text as markdown lines: escaped, with its marks, and links inline when asked. */
function inlineLines(block: Block, links: boolean): string[] {
  return runLines(styledRuns(block, links));
}

/** The table's cells on a grid: a cell that spans columns or rows fills the first of its places,
 *  the others stay empty (GFM has no spanning cells). */
export function tableGrid(block: Block): string[][] {
  const rows = block.rows ?? [[block.text]];
  if (!block.spans?.length) return rows;
  const spans = new Map(block.spans.map((s) => [`${s.row},${s.cell}`, s] as const));
  const grid: (string | undefined)[][] = rows.map(() => []);
  rows.forEach((row, r) => {
    let col = 0;
    row.forEach((text, k) => {
      while (grid[r]![col] !== undefined) col++;
      const s = spans.get(`${r},${k}`);
      for (let dr = 0; dr < (s?.rowspan ?? 1) && r + dr < rows.length; dr++) for (let dc = 0; dc < (s?.colspan ?? 1); dc++) grid[r + dr]![col + dc] = dr === 0 && dc === 0 ? text : '';
      col += s?.colspan ?? 1;
    });
  });
  return grid.map((row) => Array.from(row, (c) => c ?? ''));
}

function table(block: Block, links: boolean): string[] {
  const rows = tableGrid(block);
  const queue = links ? [...(block.links ?? [])] : [];
  const width = Math.max(...rows.map((r) => r.length));
  const cell = (text: string) =>
    takeLinks(text, queue)
      .map((r) => (r.href ? link(r.text, r.href) : escapeInline(r.text)))
      .join('')
      .replace(/\|/g, '\\|')
      .replace(/\s+/g, (run) => (run.includes('\n') ? ' ' : run));
  const line = (r: string[]) => '| ' + Array.from({ length: width }, (_, i) => cell(r[i] ?? '')).join(' | ') + ' |';
  // GFM needs a header row; without a marked one, the first row serves.
  const [head, ...body] = rows;
  return [line(head!), '|' + ' --- |'.repeat(width), ...body.map(line)];
}

function code(text: string): string[] {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((s) => s.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return [fence, ...text.split('\n'), fence];
}

/** A listing's item as a list item: its title (linked), its time and summary on the line under it. */
function itemMarkdown(item: ListingItem, links: boolean, lang?: string): string {
  const title = links && item.url ? link(item.title, item.url) : escapeLine(item.title);
  const detail = itemDetail(item, lang);
  return `- ${title}` + (detail ? `\\\n  ${escapeLine(detail)}` : '');
}

export function formatMarkdown(result: Extraction, { links = true }: { links?: boolean } = {}): string {
  const parts: string[] = [];
  if (result.title) parts.push(`# ${escapeInline(result.title)}`);
  const byline = withByline(result) ? bylineOf(result) : '';
  if (byline) parts.push(`*${escapeInline(byline)}*`);

  for (const group of groupBlocks(bodyBlocks(result, blocksOf(result)))) {
    const b = group[0]!;
    switch (b.kind) {
      case 'heading': {
        // The title is the only level-1 heading; an h1 inside the article becomes level 2.
        const level = Math.min(6, Math.max(2, b.level ?? 2));
        // After the `#`s nothing opens a block: a numbered heading ("1. …") needs no escape.
        parts.push(
          '#'.repeat(level) +
            ' ' +
            inlineLines(b, links)
              .join(' ')
              .replace(/^(\d{1,9})\\(?=[.)])/, '$1'),
        );
        break;
      }
      case 'list-item': {
        const items = group;
        const levels = listLevels(items);
        // content[d]: the column where the text of the open item at depth d starts.
        const content: number[] = [];
        const lines: string[] = [];
        items.forEach((item, k) => {
          const level = levels[k]!;
          const indent = level > 1 ? content[level - 2]! : 0;
          const marker = item.ordered ? `${item.number ?? 1}.` : '-';
          content.length = level - 1;
          content.push(indent + marker.length + 1);
          const [first, ...rest] = inlineLines(item, links);
          lines.push(' '.repeat(indent) + marker + ' ' + first);
          for (const l of rest) lines.push(' '.repeat(indent + marker.length + 1) + l);
        });
        parts.push(lines.join('\n'));
        break;
      }
      case 'quote': {
        parts.push(
          group
            .map((q) =>
              inlineLines(q, links)
                .map((l) => `> ${l}`)
                .join('\n'),
            )
            .join('\n>\n'),
        );
        break;
      }
      case 'code':
        parts.push(code(b.text).join('\n'));
        break;
      case 'table':
        parts.push(table(b, links).join('\n'));
        break;
      case 'image': {
        // ![alt](src), and its caption under it as a caption is written.
        const image = `![${escapeInline(b.alt ?? '').replace(/\n/g, ' ')}](${escapeHref(b.src ?? '')})`;
        parts.push(b.text ? `${image}\\\n*${escapeLine(b.text)}*` : image);
        break;
      }
      case 'term':
      case 'definition': {
        // As Pandoc and PHP Markdown Extra write a definition list: the term on a line, each of its
        // definitions under it after ": "; a blank line before the next term.
        const entries: string[] = [];
        for (const d of group) {
          const lines = inlineLines(d, links);
          if (d.kind === 'term' || !entries.length) entries.push(d.kind === 'term' ? lines.join(' ') : `: ${lines.join(' ')}`);
          else entries[entries.length - 1] += `\n: ${lines.join(' ')}`;
        }
        parts.push(entries.join('\n\n'));
        break;
      }
      case 'caption':
        parts.push(
          inlineLines(b, links)
            .map((l) => `*${l}*`)
            .join('\\\n'),
        );
        break;
      default:
        // A <br> inside a paragraph is a hard line break: a backslash at the end of the line.
        parts.push(inlineLines(b, links).join('\\\n'));
    }
  }
  if (result.items?.length) parts.push(result.items.map((item) => itemMarkdown(item, links, result.lang)).join('\n'));
  for (const post of result.posts ?? []) {
    parts.push(`## ${escapeInline(postHeading(post, result.lang))}`);
    for (const line of post.text.split('\n')) parts.push(escapeLine(line));
  }
  parts.push(...commentsMarkdown(result.comments, escapeLine));
  return parts.length ? parts.join('\n\n') + '\n' : '';
}
