// JSONL: one record per non-empty line, each a JSON object with an `html` string (plus optional
// `id`, `url` and `crawl_date`, when the page was fetched: an ISO 8601 date or date-time).
import { checkCrawlDate } from '../../core/crawl-date.js';
import type { InputRecord } from '../../core/types.js';
import { splitLines } from '../stream.js';

const utf8 = new TextDecoder('utf-8');

/** The `id` of a JSONL line known only by its first bytes (it was too large to keep). */
function idInHead(head: Uint8Array | undefined): string | undefined {
  if (!head) return undefined;
  const m = /^\s*\{(?:[^"]|"(?:[^"\\]|\\.)*")*?"id"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?)\s*[,}]/.exec(Buffer.from(head).toString('utf8'));
  if (!m) return undefined;
  try {
    const id = JSON.parse(m[1]!) as unknown;
    return (typeof id === 'string' && id !== '') || typeof id === 'number' ? String(id) : undefined;
  } catch {
    return undefined;
  }
}

function lineRecord(name: string, lineNo: number, text: string): InputRecord | undefined {
  if (text.trim() === '') return undefined;
  const source = `${name}:${lineNo}`;
  const bad = (why: string): InputRecord => ({ id: source, source, error: { code: 'bad_json', message: `${source}: ${why}` } });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return bad(`not valid JSON (${(err as Error).message})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad('not a JSON object');
  const { html, id, url, crawl_date } = value as Record<string, unknown>;
  // A crawl_date that is no ISO date is left out: the page is still read, without it.
  const crawlDate = typeof crawl_date === 'string' ? checkCrawlDate(crawl_date) : undefined;
  const base: InputRecord = {
    id: (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id)) ? String(id) : source,
    source,
    ...(typeof url === 'string' ? { url } : {}),
    ...(crawlDate ? { crawlDate } : {}),
  };
  if (typeof html !== 'string') return { ...base, error: { code: 'bad_json', message: `${source}: no "html" string` } };
  return { ...base, html };
}

/** The records of a JSONL stream. A line longer than `maxBytes` is a `too_large` record; a stream
 *  that fails (a cut-short .jsonl.gz) ends with one `truncated`/`read_error` record; a stream
 *  with no record at all gives one `empty` record, so that the input is never silently lost. */
export async function* jsonlRecords(name: string, source: AsyncIterable<Uint8Array>, options: { maxBytes: number }): AsyncGenerator<InputRecord> {
  let lastLine = 0;
  let count = 0;
  try {
    for await (const line of splitLines(source, options.maxBytes)) {
      lastLine = line.lineNo;
      let rec: InputRecord | undefined;
      if (!line.bytes) {
        const at = `${name}:${line.lineNo}`;
        rec = { id: idInHead(line.head) ?? at, source: at, error: { code: 'too_large', message: `${at} is larger than ${options.maxBytes} bytes` } };
      } else {
        // TextDecoder drops a leading BOM, which only the first line can carry.
        rec = lineRecord(name, line.lineNo, utf8.decode(line.bytes));
      }
      if (rec) {
        count++;
        yield rec;
      }
    }
  } catch (err) {
    const at = `${name}:${lastLine + 1}`;
    const code = (err as NodeJS.ErrnoException).code;
    const [errCode, why] = code === 'Z_BUF_ERROR' ? ['truncated', 'the gzip data is cut short'] : ['read_error', (err as Error).message];
    yield { id: at, source: at, error: { code: errCode, message: `cannot read ${at}: ${why}` } };
    return;
  }
  if (count === 0) yield { id: name, source: name, error: { code: 'empty', message: `${name} holds no JSONL record` } };
}
