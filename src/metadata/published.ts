// The publication date: JSON-LD datePublished, then the meta tags, then microdata and `<time>`
// elements marked as the publication time, then a `<time>` in the byline region, then a date
// written in a byline line ("发布时间：2011-12-09 18:51", "Dec. 9, 2011"). Modified dates, dates
// in comments and teaser lists, and the crawl date are never taken.
import type { PageParts } from './collect.js';
import { inNoise } from './collect.js';
import { findDate, parseDate, type DateOptions } from './date.js';
import type { JsonLdInfo } from './jsonld.js';
import { LONG_LINE, type RegionLine } from './byline-region.js';
import { clean } from './text.js';
import { classAttribute } from '../dom/class-attribute.js';
import { ORIGINAL_NOTE, PUBLISHED_LABEL, UPDATED_MARK as UPDATED } from '../vocabulary/multilingual.js';
import { PUBLISHED_MARK } from '../vocabulary/markup.js';

const META_KEYS = [
  'article:published_time',
  'og:article:published_time',
  'article:published',
  'og:published_time',
  'datepublished',
  'pubdate',
  'publishdate',
  'publish-date',
  'published',
  'published-date',
  'publish_date',
  'published_date',
  'publication_date',
  'publishedat',
  'dc.date.issued',
  'dcterms.issued',
  'dc.date',
  'dcterms.date',
  'dc.date.created',
  'dcterms.created',
  'date',
  'sailthru.date',
  'parsely-pub-date',
  'article.published',
  'citation_publication_date',
  'citation_date',
  'weibo:article:create_at',
  'original-publish-date',
  'originalpublicationdate',
  'pdate',
  'displaydate',
  'datecreated',
];

function isPublishedTime(el: Element): boolean {
  const marks = `${el.getAttribute('itemprop') ?? ''} ${classAttribute(el)}`;
  if (UPDATED.test(marks)) return false;
  return PUBLISHED_MARK.test(marks) || el.hasAttribute('pubdate');
}

function timeValue(el: Element, opts: DateOptions): string | undefined {
  const titled = el.localName.toLowerCase() === 'abbr' ? parseDate(el.getAttribute('title'), opts) : undefined;
  return parseDate(el.getAttribute('datetime'), opts) ?? parseDate(el.getAttribute('content'), opts) ?? titled ?? parseDate(clean(el.textContent), opts);
}

/** A date written in one byline line: after a publication label, or alone on a short line that
 *  is not a sentence. A date after "Updated"/更新 is the modified date and is skipped. */
export function lineDate(line: string, opts: DateOptions): { iso: string; hasTime: boolean } | undefined {
  if (line.length > LONG_LINE) return undefined;
  const label = PUBLISHED_LABEL.exec(line);
  if (label) {
    const after = line.slice(label.index + label[0].length);
    const d = findDate(after, opts);
    // "… was originally published on June 21, 2017": a note on the piece's history, no dateline.
    if (d && ORIGINAL_NOTE.test(line.slice(0, label.index + label[0].length + d.index))) return undefined;
    if (d && !UPDATED.test(after.slice(0, d.index))) return d;
  }
  const d = findDate(line, opts);
  if (!d || UPDATED.test(line.slice(Math.max(0, d.index - 24), d.index)) || ORIGINAL_NOTE.test(line.slice(0, d.index))) return undefined;
  if (line.length > 100 || /[。！？!?]$|[a-z]{2}\.$/.test(line)) return undefined;
  return d;
}

export function findPublished(parts: PageParts, ld: JsonLdInfo, region: readonly RegionLine[], opts: DateOptions): string | undefined {
  const structured =
    parseDate(ld.datePublished, opts) ??
    META_KEYS.map((k) => parseDate(parts.meta.get(k)?.[0], opts)).find(Boolean) ??
    parts.published
      .filter((el) => !inNoise(el))
      .map((el) => timeValue(el, opts))
      .find(Boolean) ??
    parts.times
      .filter((el) => isPublishedTime(el) && !inNoise(el))
      .map((el) => timeValue(el, opts))
      .find(Boolean);
  // A day without a time is completed by a byline time on the same day.
  if (structured && structured.length > 10) return structured;

  let visible: string | undefined;
  for (const line of region) {
    const t = line.times.find((x) => !UPDATED.test(`${x.el.getAttribute('itemprop') ?? ''} ${classAttribute(x.el)} ${x.before}`));
    const fromTime = t ? timeValue(t.el, opts) : undefined;
    visible = fromTime ?? lineDate(line.text, opts)?.iso;
    if (visible) break;
  }
  if (structured && (!visible || visible.slice(0, 10) !== structured)) return structured;
  return visible;
}
