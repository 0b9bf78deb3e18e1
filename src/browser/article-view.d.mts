import type { Extraction } from '../core/types.js';

/** The article of a result as elements made in `doc`: its headings, paragraphs, lists, quotes,
 *  code, tables and terms, every text set as text (never read as markup). */
export declare function articleView(result: Pick<Extraction, 'paragraphs' | 'blocks'>, doc: Document): Element[];
