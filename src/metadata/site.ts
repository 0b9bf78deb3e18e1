// Site-level fields: the site's name, the canonical URL, the lead image and the description.
// Each comes from what the page declares; nothing is derived from the host name.
import type { PageParts } from './collect.js';
import { firstMeta } from './collect.js';
import type { JsonLdInfo } from './jsonld.js';
import { clean, isUrl } from './text.js';

function siteValue(name: string | undefined): string | undefined {
  return name && name.length <= 100 && !isUrl(name) ? name : undefined;
}

/** og:site_name, then JSON-LD's publisher or WebSite name. The caller falls back to the
 *  `<title>`'s site part and then to `appName`. */
export function declaredSiteName(parts: PageParts, ld: JsonLdInfo): string | undefined {
  return siteValue(firstMeta(parts, ['og:site_name', 'og:site-name']) ?? ld.publisher ?? ld.website);
}

/** application-name: usually the site's name, sometimes a slogan, so it comes last. */
export function appName(parts: PageParts): string | undefined {
  return siteValue(firstMeta(parts, ['application-name', 'apple-mobile-web-app-title']));
}

/** An absolute http(s) URL, resolving a relative one against `base` when there is one. */
export function absoluteUrl(value: string | undefined, base?: string): string | undefined {
  if (!value) return undefined;
  const v = clean(value);
  try {
    const u = base ? new URL(v, base) : new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : undefined;
  } catch {
    return undefined;
  }
}

/** The base URL of the page's links. With the page's address (`address`, the `url` option), as a
 *  browser has it: `<base href>` resolved against the address, else the address. Without it,
 *  `<base href>` (resolved against the canonical link when relative), else the first absolute
 *  canonical link. Undefined when none of them is an absolute http(s) URL. */
export function pageBaseUrl({ links }: PageParts, address?: string): string | undefined {
  const canonical = links
    .get('canonical')
    ?.map((href) => absoluteUrl(href))
    .find((url) => url !== undefined);
  const known = absoluteUrl(address) ?? canonical;
  return absoluteUrl(links.get('base')?.[0], known) ?? known;
}

/** `<link rel=canonical>`, else og:url, else JSON-LD's url; relative ones are resolved against
 *  an absolute one among them (or `<base href>`, or the page's address), and dropped when none
 *  is. The page's address (`address`, the `url` option) stands in when the page names none. */
export function canonicalUrl(parts: PageParts, ld: JsonLdInfo, address?: string): string | undefined {
  const base = absoluteUrl(parts.links.get('canonical')?.[0]) ?? absoluteUrl(firstMeta(parts, ['og:url'])) ?? absoluteUrl(ld.url);
  const declared = parts.links.get('canonical')?.[0] ?? firstMeta(parts, ['og:url']) ?? ld.url;
  return absoluteUrl(declared, base ?? pageBaseUrl(parts, address)) ?? absoluteUrl(address);
}

/** og:image, twitter:image, JSON-LD image, `<link rel=image_src>`. */
export function leadImage(parts: PageParts, ld: JsonLdInfo, base?: string): string | undefined {
  const value = firstMeta(parts, ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src']) ?? ld.image ?? parts.links.get('image_src')?.[0];
  return absoluteUrl(value, base);
}

export function description(parts: PageParts, ld: JsonLdInfo): string | undefined {
  const d = firstMeta(parts, ['og:description', 'description', 'twitter:description', 'dc.description']) ?? ld.description;
  return d ? (d.length > 1000 ? d.slice(0, 1000) : d) : undefined;
}

/** The organisation the page credits as its publisher (Metadata.publisher): JSON-LD's publisher
 *  when it is not a person, else the first author JSON-LD types as an organisation (a brand
 *  credited as the writer is the publisher, not an author). */
export function publisherName(ld: JsonLdInfo): string | undefined {
  const org = ld.publisher && !ld.publisherPerson ? ld.publisher : ld.authors.find((a) => !a.person)?.name;
  return siteValue(org);
}
