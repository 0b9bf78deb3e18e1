// A metadata field that cedst does not ship, added the way a new one is: this one reader file,
// which also declares the field on `Metadata`, and one line in the reader list (readers.ts).
import type { MetadataReader } from '../../src/metadata/reader.js';
import { firstMeta } from '../../src/metadata/collect.js';

declare module '../../src/core/types.js' {
  interface Metadata {
    /** `<meta name=keywords>`, split at commas. */
    keywords?: string[];
  }
}

export const keywords: MetadataReader = {
  fields: ['keywords'],
  reads: 'head',
  read: ({ head }) => {
    const words = firstMeta(head.parts, ['keywords'])
      ?.split(/[,，]/)
      .map((w) => w.trim())
      .filter(Boolean);
    return words?.length ? { keywords: words } : {};
  },
};
