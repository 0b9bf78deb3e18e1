// The input side of `cedst batch`: every argument (file, directory, glob, WARC, JSONL, `-`)
// becomes a stream of InputRecords, read lazily, in the order given. Reading never throws for
// bad data: each problem is a record with an `error`, so the batch writes one line per record.
// An http(s) URL is not fetched here: it is a record to fetch (`urlToFetch`), which the batch
// fetches several at a time, and `urlRecord` turns into the page or its error record.
import type { InputRecord } from '../core/types.js';
import { pathRecords } from './archives/files.js';
import { stdinRecords } from './archives/stdin.js';
import { FetchError, fetchPage, isUrl, publicUrl, urlToFetch, type FetchLimits } from './fetch.js';

export interface ReadOptions {
  /** Also read *.html.gz, *.htm.gz and *.xhtml.gz in directories (explicit .gz files always are). */
  gz?: boolean;
  /** A record larger than this (bytes of payload) becomes a `too_large` error record, found
   *  without buffering it whole. */
  maxBytes: number;
  /** Stream read for `-` (defaults to process.stdin). */
  stdin?: NodeJS.ReadableStream;
  /** Paths that a directory walk found not to be regular files (`expandInputs`): one
   *  `not_regular` record each, as in the walk. */
  notRegular?: ReadonlySet<string>;
}

/** A record to fetch, fetched: the page with its Content-Type, status and final address, or an
 *  error record with the fetch's code (http_status, too_large, timeout, blocked_address,
 *  read_error, interrupted) and the HTTP status when an answer came. */
export async function urlRecord(rec: InputRecord, limits: FetchLimits): Promise<InputRecord> {
  const url = rec.fetchUrl ?? rec.id;
  const { id, source } = rec;
  try {
    const page = await fetchPage(url, limits);
    return { id, source, url: page.url, bytes: page.bytes, httpStatus: page.status, ...(page.contentType ? { contentType: page.contentType } : {}) };
  } catch (err) {
    const e = err instanceof FetchError ? err : new FetchError(String((err as Error)?.message ?? err), 'read_error');
    return { id, source, url: publicUrl(url), ...(e.status !== undefined ? { httpStatus: e.status } : {}), error: { code: e.code, message: e.message } };
  }
}

/** All records of the inputs, in order; directory entries sorted by name. */
export async function* readRecords(inputs: string[], options: ReadOptions): AsyncGenerator<InputRecord> {
  const fileOptions = { gz: options.gz ?? false, maxBytes: options.maxBytes, ...(options.notRegular ? { notRegular: options.notRegular } : {}) };
  for (const input of inputs) {
    if (input === '-') yield* stdinRecords(options.stdin ?? process.stdin, fileOptions);
    else if (isUrl(input)) yield urlToFetch(input);
    else yield* pathRecords(input, fileOptions);
  }
}

/** One input to read: a path, glob, URL or `-` as given, or a record made already (a bad line of
 *  an input list, an entry of a directory walk that could not be read). */
export type InputItem = string | InputRecord;

/** The records of a stream of inputs, in order, each read as it comes: a list of inputs is never
 *  held whole. */
export async function* readItems(items: AsyncIterable<InputItem>, options: ReadOptions): AsyncGenerator<InputRecord> {
  for await (const item of items) {
    if (typeof item === 'string') yield* readRecords([item], options);
    else yield item;
  }
}
