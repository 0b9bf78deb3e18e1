// `cedst batch --join-pages` over archives: the pages of one article that are all in the input
// joined into one record. Before the run, one read of the input finds each page's next page link
// (src/dom/next-page.ts) among the input's own addresses, and chains them: a page no other page
// links to as its next begins an article, and its chain goes on while the next page is in the
// input, on the same host and not yet in the chain. A second read keeps the HTML of the pages
// that continue a chain. The run then gives each first page its chain's pages (the worker joins
// them, as with --follow-pages) and leaves the continuing pages out: their text is in the first
// page's record. Records without an http(s) address, and URLs still to fetch, go through as they are.
import type { InputRecord } from '../../core/types.js';
import { parseDocument } from '../../dom/parse.js';
import { nextPage, pageKey } from '../../dom/next-page.js';
import { pageFromRecord } from '../../input/record-html.js';

/** The address a record's page is known by, when it has an http(s) one. */
function addressOf(rec: InputRecord): string | undefined {
  if (rec.fetchUrl !== undefined || rec.error || !rec.url || !/^https?:/i.test(rec.url) || !URL.canParse(rec.url)) return undefined;
  return pageKey(rec.url);
}

/** The decoded page of a record, or undefined when it has none. */
function htmlOf(rec: InputRecord): string | undefined {
  try {
    return pageFromRecord(rec);
  } catch {
    return undefined;
  }
}

/** Per first page's address, the addresses of the pages that continue its article, in order. */
export async function pageChains(records: AsyncIterable<InputRecord>): Promise<Map<string, string[]>> {
  const next = new Map<string, string>();
  const present = new Set<string>();
  for await (const rec of records) {
    const url = addressOf(rec);
    if (!url || present.has(url)) continue;
    present.add(url);
    const html = htmlOf(rec);
    const found = html ? nextPage(parseDocument(html), url) : undefined;
    if (found && found.url !== url && new URL(found.url).host === new URL(url).host) next.set(url, found.url);
  }
  const continuing = new Set([...next.values()].filter((u) => present.has(u)));
  const chains = new Map<string, string[]>();
  // A page two first pages both link to continues the first of them only.
  const taken = new Set<string>();
  for (const head of present) {
    if (continuing.has(head)) continue;
    const chain: string[] = [];
    const seen = new Set([head]);
    for (let u = next.get(head); u !== undefined && present.has(u) && !seen.has(u) && !taken.has(u); u = next.get(u)) {
      chain.push(u);
      seen.add(u);
      taken.add(u);
    }
    if (chain.length) chains.set(head, chain);
  }
  return chains;
}

/** The HTML of the pages that continue an article, by address. */
export async function continuingPages(records: AsyncIterable<InputRecord>, chains: ReadonlyMap<string, string[]>): Promise<Map<string, string>> {
  const wanted = new Set([...chains.values()].flat());
  const out = new Map<string, string>();
  for await (const rec of records) {
    const url = addressOf(rec);
    if (!url || !wanted.has(url) || out.has(url)) continue;
    const html = htmlOf(rec);
    if (html !== undefined) out.set(url, html);
  }
  return out;
}

/** The run's records: a first page carrying its article's other pages, the pages that continue
 *  one left out. */
export async function* joinedRecords(records: AsyncIterable<InputRecord>, chains: ReadonlyMap<string, string[]>, pages: ReadonlyMap<string, string>): AsyncGenerator<InputRecord> {
  const continuing = new Set([...chains.values()].flat());
  const given = new Set<string>();
  for await (const rec of records) {
    const url = addressOf(rec);
    if (url && continuing.has(url)) continue;
    const chain = url && !given.has(url) ? chains.get(url) : undefined;
    if (chain) {
      given.add(url!);
      const read = chain.filter((u) => pages.has(u));
      rec.followed = { pages: read.map((u) => ({ url: u, html: pages.get(u)! })) };
    }
    yield rec;
  }
}
