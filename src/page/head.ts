// What the page's head says that methods use: the titles cedst+ matches its headline against, the
// headline element the metadata found, and the base URL of the article's links. Read from the one
// walk over the document that the metadata reads too, each on first use.
import type { PageAbout, PageHead } from '../core/types.js';
import type { PageHeadInfo } from '../metadata/index.js';
import type { PageParts } from '../metadata/collect.js';
import { absoluteUrl, pageBaseUrl } from '../metadata/site.js';
import { LIVE_BLOG_TYPE as LIVE_BLOG } from '../vocabulary/markup.js';

/** What names the page's one article (PageAbout): read from the head's metas, links and JSON-LD. */
export function pageAbout(parts: PageParts, info: PageHeadInfo, address?: string): PageAbout {
  const headlines: string[] = [];
  for (const key of ['og:title', 'twitter:title']) for (const c of parts.meta.get(key) ?? []) headlines.push(c);
  for (const c of [info.ld.headline, info.ld.name]) if (c) headlines.push(c);
  const urls: string[] = [];
  const raw = [...(parts.links.get('canonical') ?? []), ...(parts.meta.get('og:url') ?? []), info.ld.url, address];
  for (const u of raw) {
    const abs = absoluteUrl(u, address);
    if (abs && !urls.includes(abs)) urls.push(abs);
  }
  const liveBlog = parts.jsonLd.some((s) => LIVE_BLOG.test(s)) || parts.doc.querySelector('[itemtype*="LiveBlogPosting"]') !== null;
  return { headlines, urls, liveBlog };
}

/** The page's own titles: `<title>`, then og:title and twitter:title. The `<title>` is looked up
 *  in the parser's node list: linkedom may leave it out of head's children after malformed meta
 *  tags. It is taken as written (the metadata's `<title>` is cleaned and cut). */
export function pageTitles(doc: Document, meta: ReadonlyMap<string, readonly string[]>): string[] {
  const out: string[] = [];
  const title = doc.querySelector('title')?.textContent;
  if (title) out.push(title);
  for (const key of ['og:title', 'twitter:title']) for (const c of meta.get(key) ?? []) out.push(c);
  return out;
}

/** The head of a page, each field read when first asked: cedst+ needs the titles, every DOM method
 *  the base URL, and only the metadata the headline search over JSON-LD and the headings. */
export class LazyHead implements PageHead {
  #titles?: string[];
  #baseUrl?: { value: string | undefined };
  #about?: PageAbout;

  constructor(
    private readonly doc: Document,
    private readonly parts: () => PageParts,
    private readonly info: () => PageHeadInfo,
    /** The page's address, when the caller knows it (the `url` option). */
    private readonly address?: string,
  ) {}

  get titles(): readonly string[] {
    return (this.#titles ??= pageTitles(this.doc, this.parts().meta));
  }

  get headline(): Element | undefined {
    return this.info().title.element;
  }

  get about(): PageAbout {
    return (this.#about ??= pageAbout(this.parts(), this.info(), this.address));
  }

  get baseUrl(): string | undefined {
    return (this.#baseUrl ??= { value: pageBaseUrl(this.parts(), this.address) }).value;
  }
}
