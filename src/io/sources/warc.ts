// WARC and WARC.gz: one input record per page record, read one at a time from a stream.
import { constants, gunzipSync } from 'node:zlib';
import { LimitReader, WARCParser, type WARCRecord } from 'warcio';
import type { InputRecord } from '../../types.js';
import { peek } from '../stream.js';
import { payloadReader, readHttpHead } from './http-block.js';
import { crawlDateOf, httpStatusOf, isPageStatus } from '../records-extra.js';

const HTML_TYPES = /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i;

/** Is this stream's start the start of a WARC file (plain or gzipped)? Checked before warcio
 *  sees it, because warcio buffers anything up to a blank line while looking for headers and
 *  would read a whole non-WARC file into memory. */
function startsLikeWarc(head: Uint8Array): boolean | 'bad_gzip' {
  let text = head;
  if (head[0] === 0x1f && head[1] === 0x8b) {
    try {
      text = gunzipSync(head, { finishFlush: constants.Z_SYNC_FLUSH });
    } catch {
      return 'bad_gzip';
    }
  }
  return Buffer.from(text.subarray(0, 5)).toString('latin1') === 'WARC/';
}

/** Skip what is left of a record's block. Returns false when the stream ends first: the record
 *  was cut short. (warcio's own skip would loop forever on a stream that ended early.) */
async function skipRest(block: LimitReader): Promise<boolean> {
  while (block.limit > 0) {
    const skipped = await block.sourceIter.skipSize(block.limit);
    if (skipped <= 0) return false;
    block.limit -= skipped;
  }
  return true;
}

type Inflator = { ended: boolean; strm?: { total_in: number; output?: Uint8Array | null; next_out: number } };

/** When the stream ended inside a gzip member, what that member decompressed to so far (pako
 *  holds it back until the member ends or 64 KB pile up); undefined when it did not. */
function openGzipMember(parser: WARCParser): Uint8Array | undefined {
  const reader = parser._reader;
  const inflator = reader.inflator as Inflator | null;
  if (!reader.compressed || !inflator?.strm || inflator.ended || inflator.strm.total_in === 0) return undefined;
  return inflator.strm.output?.subarray(0, inflator.strm.next_out) ?? new Uint8Array(0);
}

/** A header's value in the text of a WARC header block. */
function headerIn(text: string, name: string): string | undefined {
  return new RegExp(`^${name}:[ \\t]*(.*?)\\s*$`, 'im').exec(text)?.[1] || undefined;
}

/** Collect a payload up to `maxBytes`. */
async function collect(payload: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Uint8Array | 'too_large'> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += chunk.length;
    if (size > maxBytes) return 'too_large';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export interface WarcReadOptions {
  maxBytes: number;
}

type Outcome = { bytes: Uint8Array; contentType?: string; httpStatus?: number } | { code: string; message: string; httpStatus?: number } | undefined;

/** Read one record's page, or say why it has none; undefined for records that are not pages.
 *  Only `response` and `resource` records carry pages; `request`, `metadata`, `warcinfo`,
 *  `revisit` (a pointer to an earlier capture) and `conversion` records are skipped without
 *  a line, as they are not pages. */
async function pageOf(record: WARCRecord, block: LimitReader, source: string, maxBytes: number): Promise<Outcome> {
  const type = record.warcType;
  if (type !== 'response' && type !== 'resource') return undefined;
  let payload: AsyncIterable<Uint8Array> = block;
  let contentType: string | undefined;
  let httpStatus: number | undefined;
  let size = block.limit;
  const blockType = record.warcContentType ?? undefined;
  // A response block is an HTTP message unless the record says otherwise (text/dns, …).
  if (type === 'response' && (!blockType || /^\s*application\/http\b/i.test(blockType))) {
    const head = await readHttpHead(block);
    if (!head) return { code: 'read_error', message: `${source} holds no readable HTTP response head` };
    contentType = head.headers.get('content-type');
    // A redirect, a 404 or a 500 serves no article: an http_status error record, not a page.
    httpStatus = httpStatusOf(head.statusline);
    if (httpStatus !== undefined && !isPageStatus(httpStatus)) return { code: 'http_status', message: `${source} was served with HTTP ${httpStatus}, not 2xx`, httpStatus };
    payload = payloadReader(head, block);
    size = head.bodyStart.length + block.limit;
  } else {
    contentType = blockType;
  }
  // A missing type is left to the page check, which sniffs the bytes.
  if (contentType && !HTML_TYPES.test(contentType)) return { code: 'not_html', message: `${source} is ${contentType}, not HTML` };
  if (size > maxBytes) return { code: 'too_large', message: `${source} is larger than ${maxBytes} bytes` };
  const bytes = await collect(payload, maxBytes);
  if (bytes === 'too_large') return { code: 'too_large', message: `${source} is larger than ${maxBytes} bytes once decoded` };
  return { bytes, ...(contentType ? { contentType } : {}), ...(httpStatus !== undefined ? { httpStatus } : {}) };
}

/**
 * The page records of a WARC stream (see pageOf for which records are pages). `name` is the
 * path (or `-`) used in ids and sources. Bad data never throws: a cut-short record ends the file
 * with one `truncated` record, and a stream that is not WARC gives one `read_error` record.
 */
export async function* warcRecords(
  name: string,
  source: AsyncIterable<Uint8Array>,
  options: WarcReadOptions,
): AsyncGenerator<InputRecord> {
  const { head, rest } = await peek(source, 512);
  if (head.length === 0) {
    yield { id: name, source: name, error: { code: 'empty', message: `${name} is empty` } };
    return;
  }
  const looks = startsLikeWarc(head);
  if (looks !== true) {
    const why = looks === 'bad_gzip' ? 'not valid gzip data' : 'not a WARC file (it does not start with WARC/)';
    yield { id: name, source: name, error: { code: 'read_error', message: `cannot read ${name}: ${why}` } };
    return;
  }

  const parser = new WARCParser(rest, { parseHttp: false });
  for (;;) {
    let record: WARCRecord | null;
    try {
      record = await parser.parse();
    } catch (err) {
      const at = `${name}@${parser.offset}`;
      yield { id: at, source: at, error: { code: 'read_error', message: `cannot read ${at}: ${(err as Error).message}` } };
      return;
    }
    if (!record) {
      // pako keeps a member's output until the member ends or 64 KB pile up, so a gzip member
      // cut short can vanish without a single byte: a member still open at the end is one.
      const partial = openGzipMember(parser);
      if (partial) {
        const at = `${name}@${parser.offset}`;
        const headers = Buffer.from(partial).toString('latin1');
        const url = headerIn(headers, 'WARC-Target-URI');
        yield {
          id: headerIn(headers, 'WARC-Record-ID') ?? at,
          source: at,
          ...(url ? { url } : {}),
          error: { code: 'truncated', message: `${at}: the record is cut short (its gzip member ends early)` },
        };
      }
      return;
    }

    const source = `${name}@${parser.offset}`;
    const crawlDate = crawlDateOf(record.warcHeader('WARC-Date'));
    const base: InputRecord = {
      id: record.warcHeader('WARC-Record-ID') ?? source,
      source,
      ...(record.warcTargetURI ? { url: record.warcTargetURI } : {}),
      ...(crawlDate ? { crawlDate } : {}),
    };
    const fail = (code: string, message: string, httpStatus?: number): InputRecord => ({ ...base, ...(httpStatus !== undefined ? { httpStatus } : {}), error: { code, message } });
    const block = record.reader;
    if (!record.warcHeaders.statusline.startsWith('WARC/') || !(block instanceof LimitReader)) {
      yield fail('read_error', `cannot read ${source}: no WARC record starts here`);
      return;
    }
    const cutShort = fail('truncated', `${source}: the record is cut short (the file ends inside it)`);
    // Every WARC record declares its length; a header block without one was cut inside.
    if (record.warcHeader('Content-Length') == null) {
      yield cutShort;
      return;
    }

    let outcome: Outcome;
    try {
      outcome = await pageOf(record, block, source, options.maxBytes);
    } catch (err) {
      yield fail('read_error', `cannot read ${source}: ${(err as Error).message}`);
      return;
    }
    const complete = await skipRest(block);
    // The block is used up: keep warcio from skipping it a second time.
    record.consumed = 'skipped';
    if (!complete) {
      yield cutShort;
      return;
    }
    if (outcome) yield 'bytes' in outcome ? { ...base, ...outcome } : fail(outcome.code, outcome.message, outcome.httpStatus);
  }
}
