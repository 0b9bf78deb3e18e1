// The input side of `cedst batch`: every argument (file, directory, glob, WARC, JSONL, `-`)
// becomes a stream of InputRecords, read lazily, in the order given. Reading never throws for
// bad data: each problem is a record with an `error`, so the batch writes one line per record.
import type { InputRecord } from '../core/types.js';
import { pathRecords } from './archives/files.js';
import { stdinRecords } from './archives/stdin.js';

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

/** All records of the inputs, in order; directory entries sorted by name. */
export async function* readRecords(inputs: string[], options: ReadOptions): AsyncGenerator<InputRecord> {
  const fileOptions = { gz: options.gz ?? false, maxBytes: options.maxBytes, ...(options.notRegular ? { notRegular: options.notRegular } : {}) };
  for (const input of inputs) {
    if (input === '-') yield* stdinRecords(options.stdin ?? process.stdin, fileOptions);
    else yield* pathRecords(input, fileOptions);
  }
}
