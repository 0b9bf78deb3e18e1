// Writes small WARC files for the tests with warcio's own record writer.
import { WARCRecord, WARCSerializer, type WARCRecordOpts } from 'warcio';

export interface RecordSpec {
  opts: WARCRecordOpts;
  body?: Uint8Array;
}

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

/** Serialise records (each its own gzip member when `gzip`); returns the bytes of each. */
export async function serializeRecords(specs: RecordSpec[], gzip: boolean): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for (const { opts, body } of specs) {
    const record = opts.type === 'warcinfo' ? WARCRecord.createWARCInfo(opts, { software: 'cedst tests' }) : WARCRecord.create(opts, once(body ?? new Uint8Array(0)));
    out.push(await WARCSerializer.serialize(record, { gzip }));
  }
  return out;
}

/** Byte offset of each record: the sum of the lengths before it. */
export function offsetsOf(parts: Uint8Array[]): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const p of parts) {
    offsets.push(at);
    at += p.length;
  }
  return offsets;
}
