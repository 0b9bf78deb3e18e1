// The main entry of the cedst package: the product. extract() and its renderers, the public options
// (ExtractOptions: the options whose help group is public, table.ts SURFACE_OF) and the types of a
// result. The methods' tuning, the comparison methods and their evidence, and the engine's parts
// (resolveOptions, extractPage) are the research entry's (`cedst/research`, research.ts).
import { extract as extractAny } from './extract.js';
import type { ExtractOptions } from './options/resolve.js';
import type { DomDocument, Extraction } from './core/types.js';

export type {
  Article,
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
  Extraction,
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
  MethodName,
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
export { excerptOf, isProbablyArticle, toHtml, toMarkdown } from './extract.js';
export { joinPages } from './output/join-pages.js';
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
export const extract: (input: string | Uint8Array | DomDocument, options?: ExtractOptions) => Extraction = extractAny;
