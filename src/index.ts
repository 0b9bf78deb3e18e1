// Public API of the cedst package.
import { resolveOptions, type ExtractOptionsInput } from './options.js';
import { parseDocument } from './dom/parse.js';
import { runMethod } from './methods/index.js';
import { articleMetadata, extractMetadata } from './metadata/index.js';
import type { Extraction } from './types.js';

export type * from './types.js';
export { DEFAULT_OPTIONS, METHODS, OptionsError, resolveOptions } from './options.js';
export type { ExtractOptions, ExtractOptionsInput } from './options.js';

/** Extract the article (paragraphs, language) and its metadata (title, date, author, site name,
 *  canonical URL, image) from a news page's HTML.
 *  Throws `OptionsError` on a bad option; never throws on bad HTML: a page without text
 *  yields an empty article. */
export function extract(html: string, options: ExtractOptionsInput = {}): Extraction {
  if (typeof html !== 'string') throw new TypeError('extract: html must be a string');
  const resolved = resolveOptions(options);
  const doc = parseDocument(html);
  const result = runMethod({ html, doc }, resolved);
  // Metadata first in the object (and in JSON output); its title replaces the method's raw `<title>`.
  // The lead's byline and the signature and editor lines closing the article are read once the
  // article is known.
  const meta = articleMetadata(doc, result.paragraphs, extractMetadata(doc, { lang: result.lang }), { lang: result.lang });
  return Object.assign({}, meta, result, { title: meta.title });
}
