// Fields of a batch record that a dataset builder needs besides the article: when and where the
// page was crawled (`crawl_date`, `host`) and the HTTP status it was served with (`http_status`).

/** The status code of an HTTP status line (`HTTP/1.1 404 Not Found` → 404); undefined when the
 *  line holds none. */
export function httpStatusOf(statusline: string): number | undefined {
  const m = /^HTTP\/\d(?:\.\d)?\s+(\d{3})\b/i.exec(statusline.trim());
  return m ? Number(m[1]) : undefined;
}

/** Is this a status whose body is the page itself? Only 2xx is; a redirect, a 404 or a 500
 *  serves some other text (a stub, an error page). */
export function isPageStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/** The lower-case host of a URL, without port; undefined when the URL does not parse. */
export function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** A WARC-Date as ISO 8601 in UTC (`2024-05-01T08:00:00Z` stays as it is, a date with
 *  fractions or an offset is rewritten); undefined when it does not parse. */
export function crawlDateOf(warcDate: string | null | undefined): string | undefined {
  if (!warcDate) return undefined;
  const d = warcDate.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(d)) return d;
  const t = Date.parse(d);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

/** The head fields of an output record, in their order: crawl_date, host, http_status, each only
 *  when known. */
export function recordExtras(rec: { url?: string; crawlDate?: string; httpStatus?: number }): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (rec.crawlDate) out.crawl_date = rec.crawlDate;
  const host = hostOf(rec.url);
  if (host) out.host = host;
  if (rec.httpStatus !== undefined) out.http_status = rec.httpStatus;
  return out;
}
