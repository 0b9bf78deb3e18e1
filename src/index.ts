// The main entry of the cedst package: the product. extract() and its renderers, the public options
// (ExtractOptions: the options whose help group is public, table.ts SURFACE_OF) and the types of a
// result. The methods' tuning, the comparison methods and their evidence, and the engine's parts
// (resolveOptions, extractPage) are the research entry's (`cedst/research`, research.ts).
import { excerptOf as excerptOfAny, extract as extractAny, toHtml as toHtmlAny, toMarkdown as toMarkdownAny } from './extract.js';
import { joinPages as joinPagesAny } from './output/join-pages.js';
import type { ExtractOptions } from './options/resolve.js';
import type { Article as MethodArticle, DomDocument, Extraction as MethodExtraction, ProductMethodName } from './core/types.js';

/** What `explain` adds to a comparison method's result (cetr*, ttr: source lines and their
 *  smoothing; cetr, cetr-km: clusters; coreex: nodes; louvan*: segments and the decision): typed by
 *  `cedst/research`, whose Article and Extraction carry them, not by the product's. */
type ComparisonEvidence = 'lines' | 'smoothing' | 'clusters' | 'nodes' | 'segments' | 'louvan';

/** What a product method (cedst+, cedst) finds on a page: the article and how it was found. */
export type Article = Omit<MethodArticle, ComparisonEvidence | 'method'> & { method: ProductMethodName };

/** The result of `extract`: the article, its metadata, and what the options asked for. */
export type Extraction = Omit<MethodExtraction, ComparisonEvidence | 'method'> & { method: ProductMethodName };

export type {
  ArticleImage,
  AuthorPicker,
  Block,
  BlockKind,
  BlockLink,
  BlockMark,
  Comment,
  DomDocument,
  DomElement,
  EvidenceName,
  ExtraFeatureName,
  ExtraFeatureValues,
  FeatureName,
  FeatureValues,
  FollowedPages,
  InputRecord,
  Lang,
  LangOption,
  ListingItem,
  LivePost,
  MarkKind,
  Mass,
  Metadata,
  MetadataFields,
  PageType,
  Polarity,
  ProductMethodName,
  ReadingChoice,
  RecordError,
  SegmentedUnit,
  TableSpan,
  TextUnit,
  Token,
  Topic,
  UnitEvidence,
  WordPath,
} from './core/types.js';
export { PRODUCT_METHODS, OptionsError } from './options/resolve.js';
export type { ExtractOptions, ExtractOptionsInput } from './options/resolve.js';
export type { ProbablyArticleOptions } from './dom/probably-article.js';
export { NotHtmlError, TimeoutError, TooComplexError, TooLargeError, TooMuchTextError } from './core/budget.js';
export { isProbablyArticle } from './extract.js';
export { nextPage, type NextPage, type NextPageBy } from './dom/next-page.js';

/** Extract the article (paragraphs, language) and its metadata (title, date, author, site name,
 *  canonical URL, image) from a news page: its HTML, or its bytes, decoded as the CLI decodes them
 *  (the `contentType` option's charset, a byte-order mark, the page's `<meta>`, detection, UTF-8).
 *  With `format`, `content` holds the article rendered as text, markdown or HTML.
 *  Throws `OptionsError` on a bad option, `TimeoutError` (code `timeout`) past the `timeoutMs`
 *  budget, `TooLargeError` (code `too_large`) on an input over `maxBytes`, `NotHtmlError` (code
 *  `not_html`) on binary data and `TooComplexError` (code `too_complex`) on a page over
 *  `maxElements`, the last three before parsing, and `TooMuchTextError` (code `too_large`) on a
 *  page with more than `maxTextChars` characters of text, once parsed; never throws on bad HTML: a
 *  page without text yields an empty article.
 *
 *  `input` may also be a DOM Document already parsed (linkedom's, jsdom's or a browser's
 *  `document`): it is read as it is, not serialised and parsed again, and never changed.
 *  `maxElements` then counts its elements and comments, `maxBytes` and `contentType` do not apply,
 *  and without a `url` option the document's own http(s) address (`document.URL`) is the base of
 *  the article's links (docs/library.md).
 *
 *  The options are the public ones (docs/options.md, first table). The research options (the
 *  methods' tuning, the comparison methods) are typed by `cedst/research`'s extract, the same
 *  function. */
// The product's options name the product's methods only, whose results carry no comparison evidence.
export const extract = extractAny as (input: string | Uint8Array | DomDocument, options?: ExtractOptions) => Extraction;

/** The article as markdown: its title, byline and date as a header, then its blocks (docs/library.md). */
export const toMarkdown: (result: Extraction, options?: { links?: boolean }) => string = toMarkdownAny;

/** The article as HTML: an `<article>` fragment, or a whole document with `document` (docs/library.md). */
export const toHtml: (result: Extraction, options?: { links?: boolean; document?: boolean }) => string = toHtmlAny;

/** A short summary: the page's description, else the start of the article's first paragraph. */
export const excerptOf: (result: Pick<Extraction, 'description' | 'paragraphs'>) => string = excerptOfAny;

/** The results of an article's pages, in order, joined into the first page's result (their
 *  addresses in `pages`). The product's results give the product's result. */
export const joinPages = joinPagesAny as (results: readonly Extraction[], urls: readonly string[], options?: Parameters<typeof joinPagesAny>[2]) => Extraction;
