// The page of `cedst extract` and `cedst inspect`: a file, stdin (-), or a URL fetched within the
// fetch options (src/input/fetch.ts), decoded by its response's charset and checked as a file is.
// A URL's credentials never show: messages name it redacted (redactUrl).
import type { ResolvedOptions } from '../options/resolve.js';
import { fetchPage, isUrl, redactUrl } from '../input/fetch.js';
import { readPage } from '../input/read.js';
import { pageFromRecord } from '../input/record-html.js';

export interface PageInput {
  html: string;
  /** A fetched page's address after redirects: the base of its relative links. */
  url?: string;
}

export async function readInput(input: string, maxBytes: number, fetch: ResolvedOptions['fetch']): Promise<PageInput> {
  if (!isUrl(input)) return { html: await readPage(input, { maxBytes }) };
  const page = await fetchPage(input, { ...fetch, maxBytes });
  const shown = redactUrl(input);
  return { html: pageFromRecord({ id: shown, source: shown, bytes: page.bytes, ...(page.contentType ? { contentType: page.contentType } : {}) }), url: page.url };
}
