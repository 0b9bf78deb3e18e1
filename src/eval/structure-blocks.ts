// cedst's side of the block metrics: its extraction as a structure record (blocks.ts), read off
// `blocks`, the same blocks the markdown and html renderers print.
import type { Block, Extraction } from '../core/types.js';
import type { StructureRecord } from './blocks.js';
import { scoredText } from './conventions.js';

/** A block's lines: a table's rows with their cells joined by ` | ` (as the gold writes a row);
 *  otherwise its text, a `<br>` or a code line ending a line. An image's line is its caption. */
function linesOf(b: Block): string[] {
  if (b.kind === 'table' && b.rows) return b.rows.filter((r) => r.some((c) => c.trim())).map((r) => r.join(' | '));
  return b.text.split('\n').filter((l) => l.trim());
}

/** The record of an extraction. `withTitle`: the title on the line before the body, on a set whose
 *  gold includes the headline (conventions.ts), as shingle F1 scores it. The title counts among
 *  the headings, as the markdown prints it as one (`# title`). */
export function extractionStructure(x: Pick<Extraction, 'title' | 'blocks' | 'paragraphs'>, withTitle: boolean): StructureRecord {
  const blocks: Block[] = x.blocks ?? x.paragraphs.map((text) => ({ kind: 'paragraph', text }));
  const body = blocks.flatMap(linesOf);
  const lines = scoredText(x.title, body.join('\n'), withTitle)
    .split('\n')
    .filter((l) => l.trim());
  const of = (kind: Block['kind']) => blocks.filter((b) => b.kind === kind);
  return {
    lines,
    headings: [...(x.title?.trim() ? [x.title] : []), ...of('heading').map((b) => b.text)],
    listItems: of('list-item').map((b) => b.text),
    tables: of('table').map((b) => b.rows ?? [[b.text]]),
    images: of('image').map((b) => ({ src: b.src ?? '', alt: b.alt ?? '' })),
  };
}

/** A peer's output (title and article HTML already read into a record) under the same title rule:
 *  the title before the body lines on a headline-included set, and among the headings. */
export function withTitleLine(r: StructureRecord, title: string | undefined, withTitle: boolean): StructureRecord {
  const lines = scoredText(title, r.lines.join('\n'), withTitle)
    .split('\n')
    .filter((l) => l.trim());
  return { ...r, lines, headings: [...(title?.trim() ? [title] : []), ...r.headings] };
}
