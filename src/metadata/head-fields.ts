// The readers of the fields a page's head declares: each takes what the head holds (its tags and
// JSON-LD, the address, the site's name and the fields read before it) and gives its fields. They
// are listed, with the readers of the page's lines, in readers.ts.
import { routedPublisher } from './publisher-route.js';
import type { MetadataReader } from './reader.js';
import { absoluteUrl, canonicalUrl, description, leadImage, pageBaseUrl, publisherName } from './site.js';
import { declaredTitles } from './title.js';
import { shownTitle } from './title-shown.js';

/** The headline findTitle picked when the head was read ('' when there is none), or, where it
 *  cut that from the `<title>` alone or found none, what the page shows (title-shown.ts): read
 *  again once the article is known, for the line above it. */
export const title: MetadataReader = {
  fields: ['title'],
  reads: 'head',
  again: true,
  read: ({ head, lines }) => ({ title: lines ? shownTitle(head, lines) : head.title.title }),
};

export const titles: MetadataReader = { fields: ['seoTitle', 'ogTitle'], reads: 'head', read: ({ head }) => declaredTitles(head.parts) };

export const siteName: MetadataReader = { fields: ['siteName'], reads: 'head', read: ({ siteName }) => (siteName ? { siteName } : {}) };

/** After the credits: an author that is the site's own name is the publisher. */
export const publisher: MetadataReader = {
  fields: ['publisher'],
  reads: 'head',
  read: ({ head: { parts, ld }, siteName, meta }) => {
    const publisher = publisherName(ld) ?? routedPublisher(parts, ld, siteName, meta.authors ?? []);
    return publisher ? { publisher } : {};
  },
};

export const url: MetadataReader = {
  fields: ['url'],
  reads: 'head',
  read: ({ head: { parts, ld } }, context) => {
    const url = canonicalUrl(parts, ld, context.url);
    return url ? { url } : {};
  },
};

/** Relative images resolve against the page's address, else the canonical URL, else `<base>`. */
export const image: MetadataReader = {
  fields: ['image'],
  reads: 'head',
  read: ({ head: { parts, ld }, meta }, context) => {
    const base = context.url ? pageBaseUrl(parts, context.url) : (meta.url ?? absoluteUrl(parts.links.get('base')?.[0]));
    const image = leadImage(parts, ld, base);
    return image ? { image } : {};
  },
};

export const summary: MetadataReader = {
  fields: ['description'],
  reads: 'head',
  read: ({ head: { parts, ld } }) => {
    const desc = description(parts, ld);
    return desc ? { description: desc } : {};
  },
};
