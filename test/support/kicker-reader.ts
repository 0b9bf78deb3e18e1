// A field read from the page's lines that cedst does not ship, added the way a new one is: this
// one reader file, which also declares the field on `Metadata`, and one line in the reader list.
import type { MetadataReader } from '../../src/metadata/reader.js';

declare module '../../src/core/types.js' {
  interface Metadata {
    /** The first line under the headline, as written. */
    kicker?: string;
  }
}

export const kicker: MetadataReader = {
  fields: ['kicker'],
  reads: 'lines',
  read: ({ lines }) => {
    const first = lines?.region[0]?.text;
    return first ? { kicker: first } : {};
  },
};
