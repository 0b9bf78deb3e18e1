// `markdown`: the article as CommonMark with GFM tables. Page text is escaped so that it reads as
// text, never as markup (a "# " or "1." at a line start, emphasis, raw HTML, entities).
import type { Block, Extraction } from '../core/types.js';
import { commentsMarkdown } from './comments.js';
import { blocksOf, bylineOf, groupBlocks, linkRuns, listLevels, takeLinks, type Run } from './inline.js';

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

/** Runs as markdown lines. Links stand in as placeholders while the plain text is escaped line by
 *  line, so that a link's brackets stay markup and its text is never read as a block marker. */
function runLines(runs: Run[]): string[] {
  const linked = runs.filter((r) => r.href);
  let n = 0;
  const joined = runs.map((r) => (r.href ? `\u0000${n++}\u0000` : r.text.replace(/\u0000/g, ''))).join('');
  return joined.split('\n').map((line) => escapeLine(line).replace(/\u0000(\d+)\u0000/g, (_m, k: string) => link(linked[Number(k)]!.text, linked[Number(k)]!.href!)));
}

/** A block's text as markdown lines: escaped, links inline when asked. */
function inlineLines(block: Block, links: boolean): string[] {
  return runLines(linkRuns(block.text, links ? block.links : undefined));
}

function table(block: Block, links: boolean): string[] {
  const rows = block.rows ?? [[block.text]];
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

export function formatMarkdown(result: Extraction, { links = false }: { links?: boolean } = {}): string {
  const parts: string[] = [];
  if (result.title) parts.push(`# ${escapeInline(result.title)}`);
  const byline = bylineOf(result);
  if (byline) parts.push(`*${escapeInline(byline)}*`);

  for (const group of groupBlocks(blocksOf(result))) {
    const b = group[0]!;
    switch (b.kind) {
      case 'heading': {
        // The title is the only level-1 heading; an h1 inside the article becomes level 2.
        const level = Math.min(6, Math.max(2, b.level ?? 2));
        parts.push('#'.repeat(level) + ' ' + inlineLines(b, links).join(' '));
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
  parts.push(...commentsMarkdown(result.comments, escapeLine));
  return parts.length ? parts.join('\n\n') + '\n' : '';
}
