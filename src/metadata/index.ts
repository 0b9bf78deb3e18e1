// Metadata of a news page: title, publication date, author, site name, canonical URL, lead image
// and description. Fields the page does not state are absent, never guessed. One walk over the
// document collects what every field reads; the text patterns only run on the short lines
// under the headline, so the cost stays a few milliseconds on any page. Each field comes from one
// reader listed in readers.ts; this file reads the head and the lines they share and runs them.
import type { Metadata } from '../core/types.js';
import { NO_DEADLINE } from '../core/budget.js';

export type { Metadata } from '../core/types.js';
export type { LineScan, MetadataContext, MetadataPage, MetadataReader, PageHeadInfo } from './reader.js';
import type { AuthorReading } from './author-picker.js';
import { collectParts, type PageParts } from './collect.js';
import { authorsRead } from './credits-reader.js';
import { readFields, readLines, rereadFields } from './fields.js';
import { readJsonLd } from './jsonld.js';
import { walkLines } from './lines.js';
import { findPublished } from './published.js';
import { linesAfter } from './byline-region.js';
import { dateOptions, type LineScan, type MetadataContext, type PageHeadInfo } from './reader.js';
import { appName, declaredSiteName } from './site.js';
import { findTitle } from './title.js';

export function scanLines(doc: Document, head: PageHeadInfo, context: MetadataContext = {}): LineScan {
  const deadline = context.deadline ?? NO_DEADLINE;
  const walked = walkLines(doc, head.title.element, deadline);
  const region = head.title.element ? linesAfter(head.title.element, deadline) : [];
  return { walked, region, structured: findPublished(head.parts, head.ld, region, dateOptions(context)) };
}

export function readHead(parts: PageParts): PageHeadInfo {
  const ld = readJsonLd(parts.jsonLd);
  const declaredSite = declaredSiteName(parts, ld);
  return { parts, ld, declaredSite, title: findTitle(parts, ld, declaredSite) };
}

/** The metadata of a parsed document (`extract` reads it through the page context instead). */
export function extractMetadata(doc: Document, context: MetadataContext = {}): Metadata {
  const head = readHead(collectParts(doc, context.deadline));
  return metadataOf(head, scanLines(doc, head, context), context);
}

/** The metadata context, with the head and the line scan when the page has read them already. */
export type ScannedContext = MetadataContext & { readonly head?: PageHeadInfo; readonly lineScan?: LineScan };

/** The metadata once the article is known: the lead's （记者…）, the closing signature and the
 *  editor and source lines after the article are read from where `paragraphs` (the method's
 *  output) stand on the page. The fields of the head's readers (title, site, URL, image,
 *  description) are those of `meta`. */
export function articleMetadata(doc: Document, paragraphs: readonly string[], meta: Metadata, scanned: ScannedContext = {}): Metadata {
  const { head: given, lineScan: givenScan, ...context } = scanned;
  const head = given ?? readHead(collectParts(doc, context.deadline));
  const lineScan = givenScan ?? scanLines(doc, head, context);
  if (!paragraphs.length) return meta;
  return rereadFields({ head, siteName: meta.siteName, lines: readLines(head, lineScan, paragraphs, context) }, context, meta);
}

/** The metadata of a page from what its head declares, the byline lines under its headline and,
 *  once the article is known (`paragraphs`), the lines around it. Without `lineScan`, what the
 *  head's readers give alone: no date, modified, authors, editors or source (`metadataFields: 'head'`). */
export function metadataOf(head: PageHeadInfo, lineScan: LineScan | undefined, context: MetadataContext = {}, paragraphs?: readonly string[]): Metadata {
  const siteName = head.declaredSite ?? head.title.siteFromTitle ?? appName(head.parts);
  return readFields({ head, siteName, ...(lineScan ? { lines: readLines(head, lineScan, paragraphs, context) } : {}) }, context);
}

/** What the author readers propose once the article is known (`paragraphs`): the candidates the
 *  learned picker scores. For training it offline (bench/train-metadata.mjs); `siteName` is the
 *  result's. */
export function articleAuthorReading(doc: Document, paragraphs: readonly string[], siteName: string | undefined, context: MetadataContext = {}): AuthorReading {
  const head = readHead(collectParts(doc, context.deadline));
  const lines = readLines(head, scanLines(doc, head, context), paragraphs.length ? paragraphs : undefined, context);
  return authorsRead(head, lines.located, lines.region, { siteName, context, withCandidates: true, paragraphs: lines.paragraphs }).reading;
}
