// Metadata of a news page: title, publication date, author, site name, canonical URL, lead image
// and description. Fields the page does not state are absent, never guessed. One walk over the
// document collects what every field reads; the text patterns only run on the short lines
// under the headline, so the cost stays a few milliseconds on any page.
import type { AuthorPicker, Lang, Metadata } from '../core/types.js';
import { NO_DEADLINE, type Deadline } from '../core/budget.js';

export type { Metadata } from '../core/types.js';
import { authorModel, pickAuthors, readAuthors, type AuthorReading } from './author-picker.js';
import { collectParts, type PageParts } from './collect.js';
import { lineCredits, regionCredits } from './credits.js';
import { datelineCredit } from './credits-zh.js';
import { findDate } from './date.js';
import { firstStamp } from './forum-poster.js';
import { lineDates } from './line-dates.js';
import { readJsonLd, type JsonLdInfo } from './jsonld.js';
import { locate, walkLines, type PageLines, type WalkedLines } from './lines.js';
import { findPublished } from './published.js';
import { findModified } from './modified.js';
import { urlDate } from './url-date.js';
import { languageOffset } from './page-offset.js';
import { linesAfter, type RegionLine } from './byline-region.js';
import { appName, canonicalUrl, declaredSiteName } from './site.js';
import { findTitle, type TitleResult } from './title.js';
import { readHeadFields, type HeadReader } from './head-fields.js';
import { scriptKindOfLang } from '../lang/scripts.js';

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
  /** The readers of the fields the head declares (head-fields.ts). Default: `HEAD_READERS`. */
  headReaders?: readonly HeadReader[];
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

/** What the credits read that does not depend on where the article is: the page's lines, the
 *  lines under the headline and the date the markup declares. Read once, before the article is
 *  known, and given again to the second read once it is. */
export interface LineScan {
  walked: WalkedLines;
  region: RegionLine[];
  structured: string | undefined;
}

export function scanLines(doc: Document, head: PageHeadInfo, context: MetadataContext = {}): LineScan {
  const deadline = context.deadline ?? NO_DEADLINE;
  const walked = walkLines(doc, head.title.element, deadline);
  const region = head.title.element ? linesAfter(head.title.element, deadline) : [];
  return { walked, region, structured: findPublished(head.parts, head.ld, region, dateOptions(context)) };
}

function dateOptions(context: MetadataContext): { assumeOffset?: string } {
  const offset = languageOffset(context.lang);
  return offset ? { assumeOffset: offset } : {};
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
 *  output) stand on the page. Fields the article does not touch (title, site, URL, image,
 *  description) are those of `meta`. */
export function articleMetadata(doc: Document, paragraphs: readonly string[], meta: Metadata, scanned: ScannedContext = {}): Metadata {
  const { head: given, lineScan: givenScan, ...context } = scanned;
  const head = given ?? readHead(collectParts(doc, context.deadline));
  const lineScan = givenScan ?? scanLines(doc, head, context);
  if (!paragraphs.length) return meta;
  // Only the credits depend on where the article is: the site fields are meta's.
  const m = creditsOf(head, lineScan, context, { siteName: meta.siteName, paragraphs });
  // Same key order as extractMetadata's: the title, the credits, then the site fields.
  const rest: Metadata = { ...meta };
  for (const k of ['title', 'date', 'modified', 'author', 'authors', 'editors', 'source'] as const) delete rest[k as keyof Metadata];
  return Object.assign({ title: meta.title }, pick(m), rest);
}

function pick(m: Partial<Metadata>): Partial<Metadata> {
  const out: Partial<Metadata> = {};
  if (m.date) out.date = m.date;
  if (m.modified) out.modified = m.modified;
  if (m.author) out.author = m.author;
  if (m.authors) out.authors = m.authors;
  if (m.editors) out.editors = m.editors;
  if (m.source) out.source = m.source;
  return out;
}

/** The metadata of a page from what its head declares, the byline lines under its headline and,
 *  once the article is known (`paragraphs`), the lines around it. Without `lineScan`, what the
 *  head declares alone: no date, modified, authors, editors or source (`metadataFields: 'head'`). */
export function metadataOf(head: PageHeadInfo, lineScan: LineScan | undefined, context: MetadataContext = {}, paragraphs?: readonly string[]): Metadata {
  const { parts, title: t } = head;
  const siteName = head.declaredSite ?? t.siteFromTitle ?? appName(parts);
  const meta: Metadata = { title: t.title };
  if (lineScan) Object.assign(meta, creditsOf(head, lineScan, context, { siteName, paragraphs }));
  return readHeadFields({ head, context, siteName }, meta, context.headReaders);
}

/** The site's name and, when known, the article's paragraphs. */
interface ArticleSite {
  readonly siteName: string | undefined;
  readonly paragraphs?: readonly string[] | undefined;
}

/** The date, modified date, writers, editors and source, from the head, the page's lines and,
 *  when known, where the article (`paragraphs`) stands among them. */
function creditsOf(head: PageHeadInfo, { walked, region, structured }: LineScan, context: MetadataContext, { siteName, paragraphs }: ArticleSite): Partial<Metadata> {
  const { parts, ld, title: t } = head;
  const opts = dateOptions(context);
  const deadline = context.deadline ?? NO_DEADLINE;
  const out: Partial<Metadata> = {};
  const pl = locate(walked, t.title, paragraphs, deadline);
  const lines = lineDates(pl, opts, context.crawlDate, deadline);
  let date = structured;
  // A thread's first post is dated by its stamp, whatever a reply's stamp under the subject says.
  const stamp = firstStamp(pl);
  const threadDate = stamp === undefined ? undefined : findDate(pl.lines[stamp]!.text, opts)?.iso;
  const best = threadDate ? undefined : lines.best;
  if (threadDate) date = threadDate;
  if (best) {
    if (structured && structured.slice(0, 10) === best.iso.slice(0, 10)) date = structured.length >= best.iso.length ? structured : best.iso;
    else if (!structured || best.score >= DATE_TRUST) date = best.iso;
  }
  // The modified date: as the markup states it (JSON-LD, meta, microdata, an "Updated" <time>),
  // else an "Updated"/更新 line.
  const modified = findModified(parts, ld, region, opts) ?? lines.modified;
  // Last: a day in the page's address, when the page states no date at all. A page that states
  // only its update keeps no publication date: the address's day is then most often that of the
  // update, which is never the publication date.
  if (!date && !modified) date = urlDate(canonicalUrl(parts, ld, context.url));
  if (date) out.date = date;
  if (modified && modified !== date && (!date || modified.slice(0, 10) >= date.slice(0, 10))) out.modified = modified;

  const learned = context.authorPicker === 'learned';
  const { reading, editors, found, fromRegion, dateline } = authorsRead(head, pl, region, { opts, siteName, context, deadline, withCandidates: learned });
  const authors = learned ? pickAuthors(reading, authorModel()) : reading.rules;
  if (authors.length) {
    out.authors = authors;
    out.author = authors.join(', ');
  }
  if (editors.length) out.editors = editors;
  const source = found.source ?? fromRegion.source ?? found.outlet ?? dateline.outlet;
  if (source) out.source = source;
  return out;
}

/** How authorsRead reads: the date options, the site's name, the page's context and budget, and
 *  whether the learned picker's candidates are wanted. */
interface AuthorsRead {
  readonly opts: { assumeOffset?: string };
  readonly siteName: string | undefined;
  readonly context: MetadataContext;
  readonly deadline: Deadline;
  readonly withCandidates: boolean;
}

/** The writers every reader proposes (and the rules' pick), with the credit lines they were read from. */
function authorsRead(head: PageHeadInfo, pl: PageLines, region: readonly RegionLine[], read: AuthorsRead) {
  const { opts, siteName, context, deadline, withCandidates } = read;
  const found = lineCredits(pl, deadline);
  const fromRegion = regionCredits(region);
  const dateline = datelineCredit(pl, opts);
  const editors = found.editors.length ? found.editors : fromRegion.editors;
  const credits = {
    regionAuthors: fromRegion.authors,
    lineAuthors: found.authors,
    datelineWriter: dateline.writer,
    siteName,
    editors,
    zh: scriptKindOfLang(context.lang).unspaced,
    headline: head.title.element,
  };
  const reading = readAuthors(head.parts, head.ld, credits, withCandidates);
  return { reading, editors, found, fromRegion, dateline };
}

/** What the author readers propose once the article is known (`paragraphs`): the candidates the
 *  learned picker scores. For training it offline (bench/train-metadata.mjs); `siteName` is the
 *  result's. */
export function articleAuthorReading(doc: Document, paragraphs: readonly string[], siteName: string | undefined, context: MetadataContext = {}): AuthorReading {
  const head = readHead(collectParts(doc, context.deadline));
  const { walked, region } = scanLines(doc, head, context);
  const deadline = context.deadline ?? NO_DEADLINE;
  const pl = locate(walked, head.title.title, paragraphs.length ? paragraphs : undefined, deadline);
  return authorsRead(head, pl, region, { opts: dateOptions(context), siteName, context, deadline, withCandidates: true }).reading;
}

/** A line date scoring this much (a labelled line, or a dated line right under the headline)
 *  wins over a meta tag that gives another day. */
const DATE_TRUST = 9;
