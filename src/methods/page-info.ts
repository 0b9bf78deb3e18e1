// What every comparison method reports besides its article: the page's title and language, found
// the same way CEDST finds them so that methods differ only in the article they pick.
import type { ExtractOptions } from '../options.js';
import type { Lang } from '../types.js';
import { collectUnits } from '../dom/units.js';
import { documentTitle } from '../dom/parse.js';
import { pageLanguage } from './cedst.js';

export function pageInfo(doc: Document, options: ExtractOptions): { title: string; lang: Lang } {
  return { title: documentTitle(doc), lang: pageLanguage(collectUnits(doc), options.lang) };
}
