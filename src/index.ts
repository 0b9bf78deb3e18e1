// Public API of the cedst package.
import { resolveOptions, type ExtractOptionsInput } from './options.js';
import { createPage, pageLimits } from './page/context.js';
import { runMethod } from './methods/index.js';
import type { Extraction } from './types.js';

export type * from './types.js';
export { DEFAULT_OPTIONS, METHODS, OptionsError, resolveOptions } from './options.js';
export type { ExtractOptions, ExtractOptionsInput } from './options.js';
export { TimeoutError, TooComplexError } from './page/limits.js';

/** Extract the article (paragraphs, language) and its metadata (title, date, author, site name,
 *  canonical URL, image) from a news page's HTML.
 *  Throws `OptionsError` on a bad option, `TimeoutError` (code `timeout`) past the `timeoutMs`
 *  budget and `TooComplexError` (code `too_complex`) on a page over `maxElements`; never throws
 *  on bad HTML: a page without text yields an empty article. */
export function extract(html: string, options: ExtractOptionsInput = {}): Extraction {
  if (typeof html !== 'string') throw new TypeError('extract: html must be a string');
  const resolved = resolveOptions(options);
  const page = createPage(html, resolved.lang, undefined, pageLimits(resolved));
  // Metadata first: read off the page before the method runs (methods read the head through the
  // page too). The lead's byline and the lines closing the article are read once the article is
  // known. The metadata comes first in the object and in JSON output.
  page.metadata;
  const article = runMethod(page, resolved);
  return Object.assign({}, page.articleMetadata(article.paragraphs), article);
}
