// `cedst batch --follow-pages N` over URLs: a URL's record fetched as any other (urlRecord), then
// the next pages of its article read under the same fetch rules (follow-pages.ts) inside the same
// host slot, carried on the record for the worker to join. A record that failed, or whose first
// page is not HTML, goes on as it is: the worker says why.
import type { InputRecord } from '../../core/types.js';
import type { FetchLimits } from '../../input/fetch.js';
import { pageFromRecord } from '../../input/record-html.js';
import { urlRecord } from '../../input/records.js';
import { followFrom } from '../follow-pages.js';

export async function followedRecord(rec: InputRecord, limits: FetchLimits, follow: number): Promise<InputRecord> {
  const got = await urlRecord(rec, limits);
  if (got.error || got.url === undefined) return got;
  let html: string;
  try {
    html = pageFromRecord(got);
  } catch {
    return got;
  }
  const read = await followFrom({ url: got.url, html }, rec.fetchUrl ?? rec.id, follow, limits);
  if (read.pages.length > 1 || read.warning) got.followed = { pages: read.pages.slice(1), ...(read.warning ? { warning: read.warning } : {}) };
  return got;
}
