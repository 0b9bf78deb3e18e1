// The fields a page's head declares, as a registry: each reader takes what the head holds (and
// the fields read before it) and gives its fields. A new declared field is one reader file and one
// line here; `metadataFields: 'head'` returns exactly `HEAD_FIELDS`.
import type { Metadata } from '../core/types.js';
import type { PageParts } from './collect.js';
import type { JsonLdInfo } from './jsonld.js';
import { routedPublisher } from './publisher-route.js';
import { absoluteUrl, canonicalUrl, description, leadImage, pageBaseUrl, publisherName } from './site.js';
import { declaredTitles } from './title.js';

/** What a head reader sees: the head's tags and JSON-LD, the page's address (the `url` option),
 *  the site's name and the fields read so far. */
export interface HeadPage {
  head: { parts: PageParts; ld: JsonLdInfo };
  context: { url?: string };
  siteName: string | undefined;
  meta: Readonly<Metadata>;
}

/** One reader: the fields it may give (in output order) and how it reads them. */
export interface HeadReader {
  fields: readonly (keyof Metadata)[];
  read(page: HeadPage): Partial<Metadata>;
}

const titles: HeadReader = { fields: ['seoTitle', 'ogTitle'], read: ({ head }) => declaredTitles(head.parts) };

const siteName: HeadReader = { fields: ['siteName'], read: ({ siteName }) => (siteName ? { siteName } : {}) };

/** After the credits: an author that is the site's own name is the publisher. */
const publisher: HeadReader = {
  fields: ['publisher'],
  read: ({ head: { parts, ld }, siteName, meta }) => {
    const publisher = publisherName(ld) ?? routedPublisher(parts, ld, siteName, meta.authors ?? []);
    return publisher ? { publisher } : {};
  },
};

const url: HeadReader = {
  fields: ['url'],
  read: ({ head: { parts, ld }, context }) => {
    const url = canonicalUrl(parts, ld, context.url);
    return url ? { url } : {};
  },
};

/** Relative images resolve against the page's address, else the canonical URL, else `<base>`. */
const image: HeadReader = {
  fields: ['image'],
  read: ({ head: { parts, ld }, context, meta }) => {
    const base = context.url ? pageBaseUrl(parts, context.url) : (meta.url ?? absoluteUrl(parts.links.get('base')?.[0]));
    const image = leadImage(parts, ld, base);
    return image ? { image } : {};
  },
};

const summary: HeadReader = {
  fields: ['description'],
  read: ({ head: { parts, ld } }) => {
    const desc = description(parts, ld);
    return desc ? { description: desc } : {};
  },
};

/** In output order, after the title and the credits. */
export const HEAD_READERS: readonly HeadReader[] = [titles, siteName, publisher, url, image, summary];

/** What `metadataFields: 'head'` returns: the title and every head reader's fields. */
export const HEAD_FIELDS: readonly (keyof Metadata)[] = ['title', ...HEAD_READERS.flatMap((r) => r.fields)];

/** The head readers' fields added to `meta`, in registry order. */
export function readHeadFields(page: Omit<HeadPage, 'meta'>, meta: Metadata, readers: readonly HeadReader[] = HEAD_READERS): Metadata {
  for (const reader of readers) Object.assign(meta, reader.read({ ...page, meta }));
  return meta;
}
