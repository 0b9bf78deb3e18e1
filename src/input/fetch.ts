// A page by its URL, for `cedst extract URL` and the URLs among `cedst batch`'s inputs: Node's
// fetch, with a time budget for the whole exchange, a size limit that stops the read as soon as
// the body passes it (checked on the decoded bytes, so that a gzip or brotli bomb never fills
// memory), redirects followed by hand so that they are counted and a loop is named, and a user
// agent that says what is asking. fetch decodes gzip, deflate and br itself. The bytes come back
// with the response's Content-Type, whose charset decodes them (src/input/decode.ts). Every
// failure is an InputError with one of the codes batch's records use: http_status (a non-2xx
// answer), too_large, timeout, read_error (no answer, a redirect loop, too many redirects).
import { InputError } from './read.js';

/** Is this input a URL to fetch rather than a path? */
export function isUrl(input: string): boolean {
  return /^https?:\/\//i.test(input);
}

export interface FetchLimits {
  /** The whole exchange, redirects and body included, in ms. */
  timeoutMs: number;
  /** The body, once decoded, in bytes. */
  maxBytes: number;
  /** Redirects followed; one more is a read_error. */
  maxRedirects: number;
  userAgent: string;
}

export interface FetchedPage {
  /** The address the page came from, after redirects: the base of its relative links. */
  url: string;
  status: number;
  /** The response's Content-Type header, whose charset outranks the page's own. */
  contentType?: string;
  bytes: Uint8Array;
}

const timedOut = (url: string, ms: number): InputError => new InputError(`${url}: no complete answer within ${ms} ms (timeout; see --fetch-timeout-ms)`, 'timeout');
const tooLarge = (url: string, max: number): InputError => new InputError(`${url} is larger than ${max} bytes (too_large; see --max-bytes)`, 'too_large');

/** Why fetch failed, in words: undici puts the system's reason (ECONNREFUSED…) in `cause`. */
function reason(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (err as Error).message ?? String(err);
}

/** The body, read chunk by chunk and given up as soon as it passes `max` bytes. */
async function readBody(res: Response, url: string, max: number): Promise<Uint8Array> {
  if (!res.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge(url, max);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/** Fetch `url` within the limits. */
export async function fetchPage(url: string, limits: FetchLimits): Promise<FetchedPage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  const seen = new Set<string>();
  let current = url;
  try {
    for (let redirects = 0; ; redirects++) {
      const res = await fetch(current, {
        redirect: 'manual',
        signal: controller.signal,
        headers: { 'user-agent': limits.userAgent, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5', 'accept-encoding': 'gzip, deflate, br' },
      });
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location !== null) {
        await res.body?.cancel().catch(() => {});
        seen.add(current);
        const next = new URL(location, current).href;
        if (!isUrl(next)) throw new InputError(`${url}: redirected to ${next}, which is not http(s) (read_error)`, 'read_error');
        if (seen.has(next)) throw new InputError(`${url}: a redirect loop (back to ${next}) (read_error)`, 'read_error');
        if (redirects >= limits.maxRedirects) throw new InputError(`${url}: more than ${limits.maxRedirects} redirects (read_error; see --fetch-max-redirects)`, 'read_error');
        current = next;
        continue;
      }
      if (res.status < 200 || res.status > 299) {
        await res.body?.cancel().catch(() => {});
        throw new InputError(`${url}: HTTP ${res.status}${res.statusText ? ' ' + res.statusText : ''} (http_status)`, 'http_status');
      }
      // A declared length over the limit is refused before reading (unless the body is encoded:
      // the header then gives the compressed size).
      const length = Number(res.headers.get('content-length'));
      if (!res.headers.get('content-encoding') && length > limits.maxBytes) {
        await res.body?.cancel().catch(() => {});
        throw tooLarge(url, limits.maxBytes);
      }
      const bytes = await readBody(res, url, limits.maxBytes);
      const contentType = res.headers.get('content-type') ?? undefined;
      return { url: current, status: res.status, ...(contentType !== undefined ? { contentType } : {}), bytes };
    }
  } catch (err) {
    if (err instanceof InputError) throw err;
    if (controller.signal.aborted) throw timedOut(url, limits.timeoutMs);
    throw new InputError(`cannot fetch ${url}: ${reason(err)} (read_error)`, 'read_error');
  } finally {
    clearTimeout(timer);
  }
}
