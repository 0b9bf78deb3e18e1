// From an input record (batch) to the page's HTML text, or a coded InputError saying why not.
import type { InputRecord } from '../core/types.js';
import { decodePage } from './decode.js';
import { InputError, looksBinary, looksLikeHtml } from './read.js';

/** Decode a record and check that it is HTML. Throws InputError with code `empty`, `not_html`,
 *  or the record's own error code when the reader already marked it bad. */
export function pageFromRecord(rec: InputRecord): string {
  if (rec.error) throw new InputError(rec.error.message, rec.error.code);
  let html: string;
  if (rec.html !== undefined) {
    html = rec.html;
  } else {
    const bytes = rec.bytes ?? new Uint8Array(0);
    if (bytes.length === 0) throw new InputError(`${rec.id} is empty`, 'empty');
    html = decodePage(bytes, rec.contentType).html;
  }
  if (html.trim() === '') throw new InputError(`${rec.id} is empty`, 'empty');
  if (looksBinary(html)) throw new InputError(`${rec.id} looks binary, not like HTML`, 'not_html');
  if (!looksLikeHtml(html)) throw new InputError(`${rec.id} does not look like HTML`, 'not_html');
  return html;
}
