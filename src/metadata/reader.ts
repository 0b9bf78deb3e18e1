// The one shape of a metadata reader: what it reads (the page as the readers see it, and the
// caller's context) and the fields it gives. Every field of `Metadata` comes from a reader listed
// once in `readers.ts`; `fields.ts` runs them.
import type { AuthorPicker, Lang, Metadata } from '../core/types.js';
import type { Deadline } from '../core/budget.js';
import type { PageParts } from './collect.js';
import type { JsonLdInfo } from './jsonld.js';
import type { PageLines, WalkedLines } from './lines.js';
import type { RegionLine } from './byline-region.js';
import type { TitleResult } from './title.js';
import { languageOffset } from './page-offset.js';

export interface MetadataContext {
  /** Language the page was processed as: Chinese pages get +08:00 on times without a zone,
   *  Japanese and Korean +09:00 (page-offset.ts). */
  lang?: Lang;
  /** When the page was fetched (ISO date or date-time). Only with it does a relative date
   *  ("6 hours ago", "3小时前") give a publication day; without it such dates are ignored. */
  crawlDate?: string;
  /** The page's address (the `url` option): the base of relative URLs, and `url` when the page
   *  names no canonical one. */
  url?: string;
  /** The page's time budget: the readers' loops tick it (src/core/budget.ts), so a page with
   *  10^5 lines stops with a timeout inside them. Default: none. */
  deadline?: Deadline;
  /** Who picks the writers among the readers' names: `rules` (author.ts's order of trust) or
   *  `learned` (author-picker.ts, a model that may name nobody). Default: rules. */
  authorPicker?: AuthorPicker;
  /** The readers, in output order. Default: `METADATA_READERS` (readers.ts). */
  readers?: readonly MetadataReader[];
}

/** What the page's head declares, read before any body text: every method may use it, and the
 *  rest of the metadata builds on it. */
export interface PageHeadInfo {
  parts: PageParts;
  ld: JsonLdInfo;
  /** og:site_name or JSON-LD's publisher, when declared. */
  declaredSite?: string;
  /** The headline, its element and the site part of the `<title>`. */
  title: TitleResult;
}

/** What the readers of lines read that does not depend on where the article is: the page's lines,
 *  the lines under the headline and the publication date the markup declares. Read once, before the
 *  article is known, and given again to the second read once it is. */
export interface LineScan {
  walked: WalkedLines;
  region: RegionLine[];
  structured: string | undefined;
}

/** The page's lines as a reader of lines sees them: the scan and, placed once per read (the
 *  article's paragraphs, when known, among them), the located lines. */
export interface ReadLines extends LineScan {
  readonly paragraphs: readonly string[] | undefined;
  readonly located: PageLines;
}

/** The page as a reader sees it: the head, the site's name, the page's lines (absent with
 *  `metadataFields: 'head'`) and the fields the readers before it gave. */
export interface MetadataPage {
  readonly head: PageHeadInfo;
  readonly siteName: string | undefined;
  readonly lines?: ReadLines;
  readonly meta: Readonly<Metadata>;
}

/** One reader: the fields it may give (in output order), what it reads, and how. `head` readers
 *  read only what the head declares and are what `metadataFields: 'head'` keeps; `lines` readers
 *  read the page's lines and are read again once the article is known (the lead's byline, the
 *  lines after the article). */
export interface MetadataReader {
  readonly fields: readonly (keyof Metadata)[];
  readonly reads: 'head' | 'lines';
  /** A `head` reader that also reads the page's lines when they are there (not with
   *  `metadataFields: 'head'`), and is read again once the article is known. */
  readonly again?: boolean;
  read(page: MetadataPage, context: MetadataContext): Partial<Metadata>;
}

/** The date parser's options for the page's language: the zone of times written without one. */
export function dateOptions(context: MetadataContext): { assumeOffset?: string } {
  const offset = languageOffset(context.lang);
  return offset ? { assumeOffset: offset } : {};
}
