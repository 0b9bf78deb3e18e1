// The writers, editors and credited source, read together because they are weighed together:
// the credit lines (credits.ts), the lines under the headline, the dateline's writer and the
// markup's authors, picked by rules (author.ts) or by the learned picker (author-picker.ts).
import { NO_DEADLINE, type Deadline } from '../core/budget.js';
import type { Metadata } from '../core/types.js';
import { authorModel, pickAuthors, readAuthors, type AuthorReading } from './author-picker.js';
import type { RegionLine } from './byline-region.js';
import { lineCredits, regionCredits } from './credits.js';
import { datelineCredit } from './credits-zh.js';
import { closingEditor } from './credits-zh-signed.js';
import type { PageLines } from './lines.js';
import { dateOptions, type MetadataContext, type MetadataReader, type PageHeadInfo } from './reader.js';
import { scriptKindOfLang } from '../lang/scripts.js';

export const credits: MetadataReader = {
  fields: ['author', 'authors', 'editors', 'source'],
  reads: 'lines',
  read: ({ head, siteName, lines }, context) => {
    if (!lines) return {};
    const out: Partial<Metadata> = {};
    const learned = context.authorPicker === 'learned';
    const { reading, editors, found, fromRegion, dateline } = authorsRead(head, lines.located, lines.region, { siteName, context, withCandidates: learned, paragraphs: lines.paragraphs });
    const authors = learned ? pickAuthors(reading, authorModel()) : reading.rules;
    if (authors.length) {
      out.authors = authors;
      out.author = authors.join(', ');
    }
    if (editors.length) out.editors = editors;
    const source = found.source ?? fromRegion.source ?? found.outlet ?? dateline.outlet;
    if (source) out.source = source;
    return out;
  },
};

/** How authorsRead reads: the site's name, the page's context, and whether the learned picker's
 *  candidates are wanted. */
interface AuthorsRead {
  readonly siteName: string | undefined;
  readonly context: MetadataContext;
  readonly withCandidates: boolean;
  /** The article's paragraphs, once the method has given them. */
  readonly paragraphs?: readonly string[] | undefined;
}

/** The writers every reader proposes (and the rules' pick), with the credit lines they were read from. */
export function authorsRead(head: PageHeadInfo, pl: PageLines, region: readonly RegionLine[], read: AuthorsRead) {
  const { siteName, context, withCandidates, paragraphs } = read;
  const deadline: Deadline = context.deadline ?? NO_DEADLINE;
  const found = lineCredits(pl, deadline, head.parts.title);
  const fromRegion = regionCredits(region);
  const dateline = datelineCredit(pl, dateOptions(context));
  const closing = closingEditor(paragraphs);
  const editors = found.editors.length ? found.editors : fromRegion.editors.length ? fromRegion.editors : closing ? [closing] : [];
  const names = {
    regionAuthors: fromRegion.authors,
    lineAuthors: found.authors,
    datelineWriter: dateline.writer,
    siteName,
    editors,
    zh: scriptKindOfLang(context.lang).unspaced,
    headline: head.title.element,
  };
  const reading: AuthorReading = readAuthors(head.parts, head.ld, names, withCandidates);
  return { reading, editors, found, fromRegion, dateline };
}
