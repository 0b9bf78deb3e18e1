// The crawl date a caller gives (the `crawlDate` option, a JSONL record's `crawl_date`, a WARC
// record's date): checked and normalised here, at the bottom, because both the options and the
// input readers take it.

/** An ISO 8601 day (`2012-01-12`, kept as it is) or date-time, as UTC (`2012-01-12T08:30:00Z`;
 *  a time without a zone is read as UTC, as crawlers log it); undefined for anything else. */
export function checkCrawlDate(value: string): string | undefined {
  const v = value.trim();
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(v);
  // A real day: 2012-02-30 does not come back as itself.
  if (!m || new Date(Date.parse(`${m[1]}T00:00:00Z`) || 0).toISOString().slice(0, 10) !== m[1]) return undefined;
  if (!m[2]) return m[1];
  const zone = (m[3] ?? 'Z').toUpperCase().replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const t = Date.parse(`${m[1]}T${m[2]}${zone}`);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString().replace('.000Z', 'Z');
}
