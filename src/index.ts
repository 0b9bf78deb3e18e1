// Public API of the cedst package.
import { resolveOptions, type ExtractOptionsInput } from './options.js';
import { parseDocument } from './dom/parse.js';
import { runMethod } from './methods/index.js';
import type { Extraction } from './types.js';

export type * from './types.js';
export { DEFAULT_OPTIONS, METHODS, OptionsError, resolveOptions } from './options.js';
export type { ExtractOptions, ExtractOptionsInput } from './options.js';

/** Extract the article (title, paragraphs, language) from a news page's HTML.
 *  Throws `OptionsError` on a bad option; never throws on bad HTML: a page without text
 *  yields an empty article. */
export function extract(html: string, options: ExtractOptionsInput = {}): Extraction {
  if (typeof html !== 'string') throw new TypeError('extract: html must be a string');
  const resolved = resolveOptions(options);
  return runMethod({ html, doc: parseDocument(html) }, resolved);
}
