// The library's engine: extract() and its parts, behind both entries. The main entry (index.ts)
// types the product's options and results; the research entry (research.ts) every option and the
// comparison methods' evidence. Both run this same code.
import { OptionsError, resolveOptions, type ResearchOptions, type ResolvedOptions } from './options/resolve.js';
import { createDocumentPage, createPage, pageSettings } from './page/context.js';
import { checkDocumentElements, documentAddress, isDocument } from './dom/document-input.js';
import { runMethod } from './methods/index.js';
import { decodeHtml } from './input/decode.js';
import { looksBinary } from './input/read.js';
import { checkSize, NotHtmlError } from './core/budget.js';
import { checkElements } from './dom/markup-counts.js';
import { isProbablyArticle as probablyArticle, probablyArticleDocument, type ProbablyArticleOptions } from './dom/probably-article.js';
import { formatArticle } from './output/index.js';
import { pageTypeOf } from './methods/page-type/index.js';
import { livePosts, mayHoldLivePosts } from './metadata/live-posts.js';
import { listingItems } from './metadata/listing-items.js';
import { threadPosts } from './metadata/thread-posts.js';
import { formatHtml } from './output/html.js';
import { formatMarkdown } from './output/markdown.js';
import type { DomDocument, Extraction, Page } from './core/types.js';

/** Extract the article (paragraphs, language) and its metadata (title, date, author, site name,
 *  canonical URL, image) from a news page: its HTML, or its bytes, decoded as the CLI decodes them
 *  (the `contentType` option's charset, a byte-order mark, the page's `<meta>`, detection, UTF-8).
 *  With `format`, `content` holds the article rendered as text, markdown or HTML.
 *  Throws `OptionsError` on a bad option, `TimeoutError` (code `timeout`) past the `timeoutMs`
 *  budget, `TooLargeError` (code `too_large`) on an input over `maxBytes`, `NotHtmlError` (code
 *  `not_html`) on binary data and `TooComplexError` (code `too_complex`) on a page over
 *  `maxElements`, the last three before parsing, and `TooMuchTextError` (code `too_large`) on a
 *  page with more than `maxTextChars` characters of text, once parsed; never throws on bad HTML: a page without text
 *  yields an empty article.
 *
 *  `input` may also be a DOM Document already parsed (linkedom's, jsdom's or a browser's
 *  `document`): it is read as it is, not serialised and parsed again, and never changed (no stage
 *  writes to the tree, so it is not cloned either). `maxElements` then counts its elements and
 *  comments, `maxBytes` and `contentType` do not apply, and without a `url` option the document's
 *  own http(s) address (`document.URL`) is the base of the article's links. The few signals read
 *  off the page's source text (and the CETR and TTR methods, which read its lines) read the
 *  document's serialisation. A linkedom Document parsed from a page gives what its HTML gives
 *  (docs/browser.md); a browser's or jsdom's tree is their parser's, which may differ a little. */
export function extract(input: string | Uint8Array | DomDocument, options: ResearchOptions = {}): Extraction {
  checkInput('extract', input);
  return extractResolved(input, resolveOptions(options));
}

function checkInput(name: string, input: unknown): asserts input is string | Uint8Array | DomDocument {
  if (typeof input !== 'string' && !(input instanceof Uint8Array) && !isDocument(input)) throw new TypeError(`${name}: input must be a string, a Uint8Array (a Buffer) or a DOM Document`);
}

/** The page's text, refused before parsing when it is over `maxBytes` or binary. */
function pageText(input: string | Uint8Array, options: { readonly maxBytes: number; readonly contentType?: string | undefined }): string {
  checkSize(input, options.maxBytes);
  const html = typeof input === 'string' ? input : decodeHtml(input, options.contentType);
  if (looksBinary(html)) throw new NotHtmlError();
  return html;
}

/** `extract` with its options already resolved (`resolveOptions`, `withPageOptions`): a batch
 *  resolves them once for the run, not once a page. */
export function extractResolved(input: string | Uint8Array | DomDocument, resolved: ResolvedOptions): Extraction {
  if (isDocument(input)) {
    const url = resolved.url ?? documentAddress(input);
    const options = url === resolved.url ? resolved : { ...resolved, url };
    return extractPage(createDocumentPage(input, options.lang, pageSettings(options)), options);
  }
  return extractPage(createPage(pageText(input, resolved), resolved.lang, undefined, pageSettings(resolved)), resolved);
}

/** Does the page probably hold an article? A cheap check (one parse, no extraction) in the spirit
 *  of Readability.js's isProbablyReaderable (src/dom/probably-article.ts); binary data is not one.
 *  A DOM Document is read as it is (no parse; `maxElements` counts its elements and comments).
 *  It has extract's limits, `maxBytes` and `maxElements` (their defaults unless given), and throws
 *  the same TooLargeError and TooComplexError before parsing. Its options are checked as
 *  `extract`'s are: anything but an object (null included) or an unknown key or a bad value is an
 *  OptionsError. */
export function isProbablyArticle(input: string | Uint8Array | DomDocument, options: ProbablyArticleOptions & { maxBytes?: number; maxElements?: number } = {}): boolean {
  checkInput('isProbablyArticle', input);
  const { maxBytes, maxElements, ...rest } = probablyArticleOptions(options);
  if (isDocument(input)) {
    checkDocumentElements(input, maxElements);
    return probablyArticleDocument(input, rest);
  }
  let html: string;
  try {
    html = pageText(input, { maxBytes, contentType: rest.contentType });
  } catch (err) {
    if (err instanceof NotHtmlError) return false;
    throw err;
  }
  checkElements(html, maxElements);
  return probablyArticle(html, rest);
}

/** isProbablyArticle's options, checked: `maxBytes` and `maxElements` as the option table checks
 *  them, the scores as finite numbers from 0 (`minScore: NaN` was taken, and no page passes a NaN
 *  score: every page was no article). */
function probablyArticleOptions(options: unknown): ProbablyArticleOptions & { maxBytes: number; maxElements: number } {
  if (typeof options !== 'object' || options === null) throw new OptionsError('options must be an object');
  if (Array.isArray(options)) throw new OptionsError('options must be an object (got an array)');
  const { maxBytes, maxElements, minContentLength, minScore, contentType, ...unknown } = options as Record<string, unknown>;
  for (const key of Object.keys(unknown)) throw new OptionsError(`unknown option ${key}`);
  const limits = resolveOptions({ maxBytes, maxElements } as ResearchOptions);
  const out: ProbablyArticleOptions & { maxBytes: number; maxElements: number } = { maxBytes: limits.maxBytes, maxElements: limits.maxElements };
  for (const [name, value] of [
    ['minContentLength', minContentLength],
    ['minScore', minScore],
  ] as const) {
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new OptionsError(`${name} must be a finite number from 0 (got ${String(value)})`);
    out[name] = value;
  }
  if (contentType !== undefined) {
    if (typeof contentType !== 'string') throw new OptionsError(`contentType must be a string (got ${JSON.stringify(contentType)})`);
    out.contentType = contentType;
  }
  return out;
}

/** The one road from a page context to a result, which `extract` and `cedst eval` both take (eval
 *  builds the page from a parse it shares among the methods it compares). */
export function extractPage(page: Page, resolved: ResolvedOptions): Extraction {
  // Metadata first: read off the page before the method runs (methods read the head through the
  // page too). The lead's byline and the lines closing the article are read once the article is
  // known. The metadata comes first in the object and in JSON output.
  page.metadata;
  const article = runMethod(page, resolved);
  page.deadline.check('method');
  const result: Extraction = Object.assign({}, page.articleMetadata(article.paragraphs), article);
  page.deadline.check('metadata');
  // The page type is learned on cedst+'s results (its confidence, its blocks) and reads the units,
  // which the methods on source lines never build.
  if (resolved.pageType && resolved.method === 'cedst+') typePage(page, result, resolved.url ?? result.url);
  page.deadline.check('page type');
  if (resolved.excerpt) result.excerpt = excerptOf(result);
  readPageParts(page, result);
  page.deadline.check('page parts');
  if (resolved.format) result.content = formatArticle(result, resolved.format, { links: resolved.links, document: resolved.htmlDocument });
  return result;
}

/** The parts of the page its type has: a listing's items, a thread's posts, a live blog's
 *  updates. Each reader walks the page, so each runs only on the pages its type (or, for the live
 *  blog, which any method may find, a cheap look at the markup) says may hold them. */
function readPageParts(page: Page, result: Extraction): void {
  const doc = page.doc as Document;
  if (result.pageType === 'listing') {
    const items = listingItems(doc, result.text, page.head.baseUrl, page.deadline);
    if (items) result.items = items;
    return;
  }
  if (result.pageType === 'forum') {
    const posts = threadPosts(doc, page.deadline);
    if (posts) result.posts = posts;
    return;
  }
  const posts = mayHoldLivePosts(page.html) ? livePosts(doc, result.paragraphs, page.deadline) : undefined;
  if (posts) {
    result.posts = posts;
    // Timed posts found in the article make it a live blog, whether or not its markup says so.
    if (result.pageType === 'article') result.pageType = 'liveblog';
  }
}

/** Sets the result's page type; a page that is not an article or a live blog gets a confidence no
 *  higher than its probability of being an article (an article's stays as it was). The fields go
 *  after `confidence`, so that an article's JSON only gains them at its end. */
function typePage(page: Page, result: Extraction, address: string | undefined): void {
  const verdict = pageTypeOf(page, result, address);
  if (result.confidence !== undefined && verdict.pageType !== 'article' && verdict.pageType !== 'liveblog') result.confidence = Math.min(result.confidence, verdict.articleProbability);
  result.pageType = verdict.pageType;
  result.pageTypeConfidence = verdict.pageTypeConfidence;
}

/** `result` when it has what the renderers read (an `extract` result, or one made by hand with
 *  `paragraphs`); else a TypeError that says what is expected. */
function renderable(fn: string, result: unknown): Extraction {
  const r = result as Record<string, unknown> | null;
  const strings = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === 'string');
  const blocks = (v: unknown): boolean =>
    Array.isArray(v) && v.every((b) => typeof b === 'object' && b !== null && typeof (b as { text?: unknown }).text === 'string' && typeof (b as { kind?: unknown }).kind === 'string');
  const ok =
    typeof r === 'object' &&
    r !== null &&
    !Array.isArray(r) &&
    (r.blocks === undefined ? strings(r.paragraphs) : blocks(r.blocks)) &&
    ['title', 'lang', 'author', 'siteName'].every((k) => r[k] === undefined || r[k] === null || typeof r[k] === 'string');
  if (!ok) throw new TypeError(`${fn}: expects the result of extract() (an object with paragraphs, a list of strings, or blocks)`);
  return r as unknown as Extraction;
}

/** The longest excerpt taken from the article's first paragraph, in characters. */
const EXCERPT_CHARS = 200;

/** The page's description, else the start of the article's first paragraph, cut after a word
 *  (or, in text without spaces, after a character) with an ellipsis. */
export function excerptOf(result: Pick<Extraction, 'description' | 'paragraphs'>): string {
  const description = result.description?.trim();
  if (description) return description;
  const first = [...(result.paragraphs.find((p) => p.trim()) ?? '').trim()];
  if (first.length <= EXCERPT_CHARS) return first.join('');
  const head = first.slice(0, EXCERPT_CHARS).join('');
  const space = head.lastIndexOf(' ');
  return (space > EXCERPT_CHARS / 2 ? head.slice(0, space) : head).replace(/[\s,;:、，；：]+$/, '') + '…';
}

/** The article of an `extract` result as markdown: its title as `#`, the byline, then headings,
 *  lists, quotes, code, tables and captions, with the article's links (`links: false`: their text alone). */
export function toMarkdown(result: Extraction, options: { links?: boolean } = {}): string {
  return formatMarkdown(renderable('toMarkdown', result), options);
}

/** The article of an `extract` result as HTML, every page text escaped: its `<article>` element,
 *  or with `document: true` a minimal, valid HTML document; the article's http(s) links kept
 *  (`links: false`: their text alone). */
export function toHtml(result: Extraction, options: { links?: boolean; document?: boolean } = {}): string {
  return formatHtml(renderable('toHtml', result), options);
}
