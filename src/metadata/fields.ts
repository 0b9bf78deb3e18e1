// Runs the metadata readers (readers.ts) in their order: once before the article is known, and
// again, for the readers of lines only, once it is.
import { NO_DEADLINE } from '../core/budget.js';
import type { Metadata } from '../core/types.js';
import { locate, type PageLines } from './lines.js';
import type { LineScan, MetadataContext, MetadataPage, MetadataReader, PageHeadInfo, ReadLines } from './reader.js';
import { METADATA_READERS } from './readers.js';

/** What `metadataFields: 'head'` returns: the fields of the readers of the head, in output order. */
export const HEAD_FIELDS: readonly (keyof Metadata)[] = fieldsReading('head');

/** What `metadataFields: 'head'` leaves out: the fields of the readers of the page's lines. */
export const LINE_FIELDS: readonly (keyof Metadata)[] = fieldsReading('lines');

function fieldsReading(reads: MetadataReader['reads']): (keyof Metadata)[] {
  return METADATA_READERS.filter((r) => r.reads === reads).flatMap((r) => r.fields);
}

/** The page's lines for one read, placed (`locate`, the lines the article stands among when its
 *  `paragraphs` are known) on the first reader's asking and kept for the next. */
export function readLines(head: PageHeadInfo, scan: LineScan, paragraphs: readonly string[] | undefined, context: MetadataContext): ReadLines {
  let located: PageLines | undefined;
  return {
    ...scan,
    paragraphs,
    get located() {
      return (located ??= locate(scan.walked, head.title.title, paragraphs, context.deadline ?? NO_DEADLINE));
    },
  };
}

/** Every reader's fields, in registry order; without the page's lines, the head's readers only. */
export function readFields(page: Omit<MetadataPage, 'meta'>, context: MetadataContext): Metadata {
  const meta = {} as Metadata;
  for (const reader of readersOf(context)) if (page.lines || reader.reads === 'head') Object.assign(meta, reader.read({ ...page, meta }, context));
  return meta;
}

/** The fields once the article is known: the readers of lines (and the head's readers marked
 *  `again`) read again (`page.lines` placed with the article's paragraphs), the head's other
 *  fields kept from `meta`; each reader's fields in the order it declares them. */
export function rereadFields(page: Omit<MetadataPage, 'meta'>, context: MetadataContext, meta: Metadata): Metadata {
  const out = {} as Metadata;
  for (const reader of readersOf(context)) {
    const from: Partial<Metadata> = reader.reads === 'lines' || reader.again ? reader.read({ ...page, meta: out }, context) : meta;
    for (const field of reader.fields) if (from[field] !== undefined) Object.assign(out, { [field]: from[field] });
  }
  return out;
}

function readersOf(context: MetadataContext): readonly MetadataReader[] {
  return context.readers ?? METADATA_READERS;
}
