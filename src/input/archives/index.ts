// The archive formats `cedst batch` reads, one entry each: how a file is named, how a stream
// starts, and the reader that turns it into records. Files and stdin both ask this list, so a new
// format is its reader's file and one entry here.
import type { InputRecord } from '../../core/types.js';
import { jsonlRecords } from './jsonl.js';
import { warcRecords, type WarcSourceOptions } from './warc.js';

export interface ArchiveFormat {
  readonly name: string;
  /** The names of its files, a `.gz` suffix included. */
  readonly pattern: RegExp;
  /** Does a stream that starts with `head` hold this format? `text` is the head as latin1, without
   *  a byte-order mark and leading white space. */
  readonly sniff: (head: Uint8Array, text: string) => boolean;
  /** Whether a file of this name is gunzipped before its reader sees it. */
  readonly gunzip: (path: string) => boolean;
  readonly read: (name: string, stream: AsyncIterable<Uint8Array>, options: WarcSourceOptions) => AsyncGenerator<InputRecord>;
}

const GZ = /\.gz$/i;

export const ARCHIVES: readonly ArchiveFormat[] = [
  // warcio inflates each gzip member itself, which is how a damaged member costs only its record.
  { name: 'warc', pattern: /\.warc(\.gz)?$/i, sniff: (head, text) => (head[0] === 0x1f && head[1] === 0x8b) || text.startsWith('WARC/'), gunzip: () => false, read: warcRecords },
  { name: 'jsonl', pattern: /\.(jsonl|ndjson)(\.gz)?$/i, sniff: (_, text) => text.startsWith('{'), gunzip: (path) => GZ.test(path), read: jsonlRecords },
];

/** The archive format of a file, by its name; undefined for a page. */
export function archiveOf(path: string): ArchiveFormat | undefined {
  return ARCHIVES.find((a) => a.pattern.test(path));
}

/** The archive format of a stream, by its first bytes; undefined for anything else. */
export function sniffArchive(head: Uint8Array, text: string): ArchiveFormat | undefined {
  return ARCHIVES.find((a) => a.sniff(head, text));
}
