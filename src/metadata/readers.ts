// Every metadata field's reader, listed once in output order. A new field is one reader file (a
// `MetadataReader`, reader.ts, which declares the field on `Metadata`) and one line here; the
// output's key order, `metadataFields: 'head'` (`HEAD_FIELDS`) and that option's documentation
// follow from this list (fields.ts).
import { credits } from './credits-reader.js';
import { dates } from './dates-reader.js';
import { image, publisher, siteName, summary, title, titles, url } from './head-fields.js';
import type { MetadataReader } from './reader.js';

export const METADATA_READERS: readonly MetadataReader[] = [
  title,
  dates,
  credits,
  titles,
  siteName,
  // After the credits: it reads the authors.
  publisher,
  url,
  // After the URL: a relative image resolves against it.
  image,
  summary,
];
