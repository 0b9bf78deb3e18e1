// Metadata of a news page: title, publication date, author, site name, canonical URL, lead image
// and description. Fields the page does not state are absent, never guessed. One walk over the
// document collects what every field reads; the text patterns only run on the short lines
// under the headline, so the cost stays a few milliseconds on any page.
import type { Lang, Metadata } from '../types.js';

export type { Metadata } from '../types.js';
import { findAuthor } from './author.js';
import { collectParts, type PageParts } from './collect.js';
import { readJsonLd, type JsonLdInfo } from './jsonld.js';
import { findPublished } from './published.js';
import { linesAfter } from './region.js';
import { absoluteUrl, appName, canonicalUrl, declaredSiteName, description, leadImage } from './site.js';
import { findTitle, type TitleResult } from './title.js';

export interface MetadataContext {
  /** Language the page was processed as: Chinese pages get +08:00 on times without a zone. */
  lang?: Lang;
}

/** Offset of the local time Chinese-language news sites print (UTC+8 in mainland China, Taiwan,
 *  Hong Kong, Macau and Singapore). */
export const CHINESE_PAGE_OFFSET = '+08:00';

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

export function readHead(parts: PageParts): PageHeadInfo {
  const ld = readJsonLd(parts.jsonLd);
  const declaredSite = declaredSiteName(parts, ld);
  return { parts, ld, declaredSite, title: findTitle(parts, ld, declaredSite) };
}

/** The metadata of a page from what its head declares and the byline lines under its headline. */
export function metadataOf({ parts, ld, declaredSite, title: t }: PageHeadInfo, context: MetadataContext = {}): Metadata {
  const region = t.element ? linesAfter(t.element) : [];
  const siteName = declaredSite ?? t.siteFromTitle ?? appName(parts);
  const opts = context.lang === 'zh' ? { assumeOffset: CHINESE_PAGE_OFFSET } : {};

  const meta: Metadata = { title: t.title };
  const date = findPublished(parts, ld, region, opts);
  if (date) meta.date = date;
  const author = findAuthor(parts, ld, region, siteName);
  if (author) meta.author = author;
  if (siteName) meta.siteName = siteName;
  const url = canonicalUrl(parts, ld);
  if (url) meta.url = url;
  const image = leadImage(parts, ld, url ?? absoluteUrl(parts.links.get('base')?.[0]));
  if (image) meta.image = image;
  const desc = description(parts, ld);
  if (desc) meta.description = desc;
  return meta;
}

/** The metadata of a parsed document (`extract` reads it through the page context instead). */
export function extractMetadata(doc: Document, context: MetadataContext = {}): Metadata {
  return metadataOf(readHead(collectParts(doc)), context);
}
