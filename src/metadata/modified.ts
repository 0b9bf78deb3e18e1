// The modified date, read apart from the published one wherever a page states it: JSON-LD
// dateModified, the modification meta tags (article:modified_time, og:updated_time, …), microdata
// `itemprop=dateModified`, and `<time>` elements that their marks or the label before them call
// an update ("Updated <time>"). None of these is ever the publication date (published.ts skips
// them); `dates-reader.ts` falls back to an "Updated"/更新 line when none is stated here.
import type { PageParts } from './collect.js';
import { inNoise } from './collect.js';
import { parseDate, type DateOptions } from './date.js';
import type { JsonLdInfo } from './jsonld.js';
import type { RegionLine } from './byline-region.js';
import { clean } from './text.js';
import { classAttribute } from '../dom/class-attribute.js';
import { UPDATED_LABEL, UPDATED_MARK } from '../vocabulary/multilingual.js';

/** Meta names and properties that give the last modification, never the publication. */
export const MODIFIED_META_KEYS = [
  'article:modified_time',
  'og:article:modified_time',
  'article:modified',
  'og:modified_time',
  'og:updated_time',
  'article:updated_time',
  'datemodified',
  'last-modified',
  'lastmod',
  'dcterms.modified',
  'dc.date.modified',
  'dc.modified',
  'modified-date',
  'modified_date',
  'parsely-updated',
];

function timeValue(el: Element, opts: DateOptions): string | undefined {
  return parseDate(el.getAttribute('datetime'), opts) ?? parseDate(el.getAttribute('content'), opts) ?? parseDate(clean(el.textContent), opts);
}

function marks(el: Element): string {
  return `${el.getAttribute('itemprop') ?? ''} ${classAttribute(el)}`;
}

/** The modified date the markup states, or undefined. `region` (the lines under the headline)
 *  gives the label before each `<time>`: "Updated" there marks it. */
export function findModified(parts: PageParts, ld: JsonLdInfo, region: readonly RegionLine[], opts: DateOptions): string | undefined {
  return (
    parseDate(ld.dateModified, opts) ??
    MODIFIED_META_KEYS.map((k) => parseDate(parts.meta.get(k)?.[0], opts)).find(Boolean) ??
    parts.modified
      .filter((el) => !inNoise(el))
      .map((el) => timeValue(el, opts))
      .find(Boolean) ??
    parts.times
      .filter((el) => UPDATED_MARK.test(marks(el)) && !inNoise(el))
      .map((el) => timeValue(el, opts))
      .find(Boolean) ??
    region
      .flatMap((line) => line.times)
      .filter((t) => UPDATED_LABEL.test(clean(t.before)))
      .map((t) => timeValue(t.el, opts))
      .find(Boolean)
  );
}
