// An article split over several pages, read from its first page's URL (`--follow-pages N`): each
// next page (src/dom/next-page.ts) fetched under the same rules as the first (fetch.ts: the
// address check, the size limit, the time budget, redirects), on the first page's host only, each
// address once. Whatever stops the reading early (a loop back to a page read, a link to another
// host, a refused address, a page that fails, the limit reached with a next page still linked)
// keeps the pages read so far and says why in one warning. The pages' articles are then joined
// (output/join-pages.ts) and `pages` lists their addresses.
import { extract, joinPages } from '../research.js';
import type { Extraction, FollowedPages } from '../core/types.js';
import { parseDocument } from '../dom/parse.js';
import { nextPage, pageKey, pageLines } from '../dom/next-page.js';
import { fetchPage, FetchError, publicUrl, redactUrl, type FetchLimits } from '../input/fetch.js';
import { pageFromRecord } from '../input/record-html.js';
import type { ResearchOptions } from '../options/resolve.js';
import { deadlineIn, NO_DEADLINE, type Deadline } from '../core/budget.js';

export interface FetchedHtml {
  /** The page's address after redirects, without credentials. */
  url: string;
  html: string;
}

export interface ReadPages {
  pages: FetchedHtml[];
  /** Why the reading stopped before the article's last page; none when it reached it. */
  warning?: string;
}

/** Fetch and decode one page. */
async function fetchHtml(url: string, limits: FetchLimits): Promise<FetchedHtml> {
  const page = await fetchPage(url, limits);
  const shown = redactUrl(url);
  return { url: page.url, html: pageFromRecord({ id: shown, source: shown, bytes: page.bytes, ...(page.contentType ? { contentType: page.contentType } : {}) }) };
}

/** The article's pages from `url`: the first, then up to `follow` next pages. The first page's
 *  failure is thrown as it is without following; a later page's stops the reading. */
export async function readPages(url: string, follow: number, limits: FetchLimits): Promise<ReadPages> {
  return followFrom(await fetchHtml(url, limits), url, follow, limits);
}

/** The article's pages from its first page, fetched already from `url`. */
export async function followFrom(first: FetchedHtml, url: string, follow: number, limits: FetchLimits): Promise<ReadPages> {
  const pages = [first];
  const seen = new Set([pageKey(publicUrl(url)), pageKey(first.url)]);
  const host = new URL(first.url).host;
  const stop = (why: string): ReadPages => ({ pages, warning: `${redactUrl(url)}: read ${pages.length} page${pages.length > 1 ? 's' : ''} of the article, then stopped: ${why}` });
  for (;;) {
    const current = pages[pages.length - 1]!;
    const next = nextPage(parseDocument(current.html), current.url);
    if (!next) return { pages };
    if (seen.has(next.url)) return stop(`the next page link of ${current.url} leads back to ${next.url}, a page already read (a loop)`);
    if (new URL(next.url).host !== host) return stop(`the next page ${next.url} is on another host than ${host}`);
    if (pages.length > follow) return stop(`the next page ${next.url} is past --follow-pages ${follow}`);
    let page: FetchedHtml;
    try {
      page = await fetchHtml(next.url, limits);
    } catch (err) {
      if (err instanceof FetchError && err.code === 'interrupted') throw err;
      return stop(`the next page could not be read: ${(err as Error).message}`);
    }
    if (seen.has(pageKey(page.url)) && pageKey(page.url) !== next.url) return stop(`the next page ${next.url} redirects to ${page.url}, a page already read (a loop)`);
    if (new URL(page.url).host !== host) return stop(`the next page ${next.url} redirects to another host (${new URL(page.url).host})`);
    seen.add(next.url);
    seen.add(pageKey(page.url));
    pages.push(page);
  }
}

/** The article of pages read by `readPages`, each extracted with its own address as the base of
 *  its links (unless the options name one), joined in order; the pages' lines are read within one
 *  more budget of `timeoutMs`. */
export function extractPages(read: ReadPages, options: ResearchOptions): Extraction {
  const results = read.pages.map((p) => extract(p.html, options.url === undefined ? { ...options, url: p.url } : options));
  const deadline = deadlineIn(options.timeoutMs ?? 0);
  const lines = read.pages.length > 1 ? read.pages.map((p) => pageLines(parseDocument(p.html), deadline)) : [];
  return joinPages(
    results,
    read.pages.map((p) => p.url),
    { ...(read.warning ? { warning: read.warning } : {}), lines },
  );
}

/** A batch record's article: its own page's (`first`, from `html`) joined with those of the pages
 *  read after it (`followed`), each extracted with its own address; the pages' lines read within
 *  `deadline`. */
export function joinFollowed(
  { first, html, firstUrl }: { first: Extraction; html: string; firstUrl: string },
  followed: FollowedPages,
  extractOne: (html: string, url: string) => Extraction,
  deadline: Deadline = NO_DEADLINE,
): Extraction {
  const results = [first, ...followed.pages.map((p) => extractOne(p.html, p.url))];
  const lines = [html, ...followed.pages.map((p) => p.html)].map((h) => pageLines(parseDocument(h), deadline));
  return joinPages(results, [firstUrl, ...followed.pages.map((p) => p.url)], { ...(followed.warning ? { warning: followed.warning } : {}), lines });
}

/** `cedst extract URL --follow-pages N`: the joined article, and the warning on stderr. */
export async function extractFollowed(url: string, follow: number, options: ResearchOptions, limits: FetchLimits): Promise<Extraction> {
  const read = await readPages(url, follow, limits);
  if (read.warning) process.stderr.write(`cedst: warning: ${read.warning}\n`);
  return extractPages(read, options);
}
