// A page by its URL, for `cedst extract URL` and the URLs among `cedst batch`'s inputs. Node's
// http and https, not fetch: only they take a `lookup` for the connection, through which every
// address is checked as it is connected to (address.ts), after DNS and after every redirect; an IP
// literal (`2130706433` and `0x7f.1` are 127.0.0.1 once the URL is parsed) is checked before any
// socket opens. Within a time budget for the whole exchange, a size limit that stops the read as
// soon as the decoded body passes it (so a gzip or brotli bomb never fills memory), redirects
// followed by hand so that they are counted and a loop is named, and a user agent that says what
// is asking. The bytes come back with the response's Content-Type, whose charset decodes them.
// Every failure is a FetchError with one of the codes batch's records use: http_status (a non-2xx
// answer), too_large, timeout, blocked_address, read_error (no answer, a redirect loop, too many
// redirects), and the answer's status when there was one. A URL's credentials (user:pass@) are
// sent as Basic auth to its own origin only and never shown: `redactUrl`.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { checkAddress, checkedLookup, systemResolver, type AllowPrivate, type Resolver } from './address.js';
import type { InputRecord } from '../core/types.js';
import { InputError } from './read.js';

/** Is this input a URL to fetch rather than a path? */
export function isUrl(input: string): boolean {
  return /^https?:\/\//i.test(input);
}

/** The URL as it may be shown (ids, sources, messages, stderr): its userinfo, if any, as `***`.
 *  By the text, so that a URL that does not parse is redacted too: with or without a scheme
 *  (`//user:pass@host`, a scheme-relative redirect), with / or \ or nothing after the scheme
 *  (WHATWG reads `http:\\u:p@h` and `http:u:p@h` as `http://u:p@h`); the authority ends at the
 *  first /, ?, # or \, its userinfo at the last @ before that. */
export function redactUrl(url: string): string {
  return url.replace(/^((?:[a-z][a-z0-9+.-]*:)?[/\\]*)[^/?#\\]*@/i, (all, start: string) => (start === '' ? all : `${start}***@`));
}

/** The URL without its userinfo: a fetched page's address, the base of its links. */
function withoutCredentials(url: URL): string {
  if (!url.username && !url.password) return url.href;
  const bare = new URL(url.href);
  bare.username = '';
  bare.password = '';
  return bare.href;
}

/** The URL to show as a record's address: without its credentials. */
export function publicUrl(url: string): string {
  try {
    return withoutCredentials(new URL(url));
  } catch {
    return redactUrl(url);
  }
}

/** A URL named by the input, not fetched yet: its id and source are the URL as given, its
 *  credentials redacted; `fetchUrl` keeps it whole for the fetch. */
export function urlToFetch(url: string): InputRecord {
  const shown = redactUrl(url);
  return { id: shown, source: shown, fetchUrl: url };
}

export interface FetchLimits {
  /** The whole exchange, redirects and body included, in ms. */
  timeoutMs: number;
  /** The body, once decoded, in bytes. */
  maxBytes: number;
  /** Redirects followed; one more is a read_error. */
  maxRedirects: number;
  userAgent: string;
  /** Fetch loopback, private, link-local and other special-purpose addresses too: every one
   *  (true), or those a function allows (tests: their own server, beside addresses refused). */
  allowPrivateAddresses?: AllowPrivate;
  /** How host names are resolved (tests stub it); the system's resolver by default. */
  resolve?: Resolver;
  /** Stops the fetch at once (Ctrl-C, SIGTERM): it fails with code `interrupted`. */
  signal?: AbortSignal;
  /** Called with each chunk's size before the chunk is kept; the body is not read further until
   *  the promise it returns settles (batch's budget of bytes in flight), a wait the time budget
   *  does not count. */
  take?: (bytes: number) => Promise<void> | undefined;
}

export interface FetchedPage {
  /** The address the page came from, after redirects and without credentials: the base of its
   *  relative links. */
  url: string;
  status: number;
  /** The response's Content-Type header, whose charset outranks the page's own. */
  contentType?: string;
  bytes: Uint8Array;
}

import { FetchError } from '../core/errors.js';

export { FetchError };

/** Why a connection failed, in words: the system's code (ECONNREFUSED…) when there is one. */
function reason(err: unknown): string {
  return (err as NodeJS.ErrnoException).code ?? (err as Error).message ?? String(err);
}

const ENCODINGS: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** The body, decoded, read chunk by chunk and given up as soon as it passes `max` bytes. */
async function readBody(res: IncomingMessage, max: number, tooLarge: () => FetchError, take?: FetchLimits['take']): Promise<Uint8Array> {
  const coding = res.headers['content-encoding']?.trim().toLowerCase();
  const decoder = coding && coding !== 'identity' ? ENCODINGS[coding]?.() : undefined;
  let body: Readable = res;
  if (decoder) {
    res.on('error', (err) => (decoder as unknown as Readable).destroy(err));
    body = res.pipe(decoder) as unknown as Readable;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > max) throw tooLarge();
      const wait = take?.((chunk as Buffer).length);
      if (wait) await wait;
      chunks.push(chunk as Buffer);
    }
  } finally {
    body.destroy();
    res.destroy();
  }
  return Buffer.concat(chunks, size);
}

/** One request: the response head, or the connection's error. */
function get(url: URL, limits: FetchLimits, signal: AbortSignal, auth: string | undefined): Promise<IncomingMessage> {
  const allow = limits.allowPrivateAddresses ?? false;
  // Node calls no lookup for an IP literal, so a literal is checked here, before connecting.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) checkAddress(host, host, allow);
  const bare = new URL(url.href);
  bare.username = '';
  bare.password = '';
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(bare, {
      method: 'GET',
      signal,
      // A connection of its own: a pooled socket would skip the lookup, and its check.
      agent: false,
      lookup: checkedLookup(limits.resolve ?? systemResolver, allow),
      ...(auth !== undefined ? { auth } : {}),
      headers: { 'user-agent': limits.userAgent, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5', 'accept-encoding': 'gzip, deflate, br' },
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

/** `user:pass` of a URL, decoded, for Basic auth; undefined without one. */
function credentials(url: URL): string | undefined {
  if (!url.username && !url.password) return undefined;
  return `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
}

/** Fetch `url` within the limits. */
export async function fetchPage(url: string, limits: FetchLimits): Promise<FetchedPage> {
  const shown = redactUrl(url);
  const controller = new AbortController();
  // The time budget is the exchange's: a wait for batch's byte budget (`take`) is not counted.
  let left = limits.timeoutMs;
  let since = performance.now();
  let timer = setTimeout(() => controller.abort(), left);
  const take = limits.take;
  const takeUncounted = take
    ? async (n: number): Promise<void> => {
        const wait = take(n);
        if (!wait) return;
        clearTimeout(timer);
        left -= performance.now() - since;
        try {
          await wait;
        } finally {
          since = performance.now();
          timer = setTimeout(() => controller.abort(), Math.max(0, left));
        }
      }
    : undefined;
  const stop = (): void => controller.abort();
  limits.signal?.addEventListener('abort', stop, { once: true });
  const seen = new Set<string>();
  let status: number | undefined;
  try {
    if (limits.signal?.aborted) throw new FetchError(`${shown}: not fetched, the run was stopped (interrupted)`, 'interrupted');
    let current: URL;
    try {
      current = new URL(url);
    } catch {
      throw new FetchError(`cannot fetch ${shown}: not a valid URL (read_error)`, 'read_error');
    }
    const origin = current.origin;
    const auth = credentials(current);
    for (let redirects = 0; ; redirects++) {
      const res = await get(current, limits, controller.signal, current.origin === origin ? auth : undefined);
      status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400 && location !== undefined) {
        res.destroy();
        seen.add(withoutCredentials(current));
        let next: URL;
        try {
          next = new URL(location, current);
        } catch {
          throw new FetchError(`${shown}: redirected to ${redactUrl(location)}, which is not a valid URL (read_error)`, 'read_error', status);
        }
        const nextShown = withoutCredentials(next);
        if (!isUrl(next.href)) throw new FetchError(`${shown}: redirected to ${nextShown}, which is not http(s) (read_error)`, 'read_error', status);
        if (seen.has(nextShown)) throw new FetchError(`${shown}: a redirect loop (back to ${nextShown}) (read_error)`, 'read_error', status);
        if (redirects >= limits.maxRedirects) throw new FetchError(`${shown}: more than ${limits.maxRedirects} redirects (read_error; see --fetch-max-redirects)`, 'read_error', status);
        current = next;
        continue;
      }
      if (status < 200 || status > 299) {
        res.destroy();
        throw new FetchError(`${shown}: HTTP ${status}${res.statusMessage ? ' ' + res.statusMessage : ''} (http_status)`, 'http_status', status);
      }
      const tooLarge = (): FetchError => new FetchError(`${shown} is larger than ${limits.maxBytes} bytes (too_large; see --max-bytes)`, 'too_large', status);
      // A declared length over the limit is refused before reading (unless the body is encoded:
      // the header then gives the compressed size).
      const length = Number(res.headers['content-length']);
      if (!res.headers['content-encoding'] && length > limits.maxBytes) {
        res.destroy();
        throw tooLarge();
      }
      const bytes = await readBody(res, limits.maxBytes, tooLarge, takeUncounted);
      const contentType = res.headers['content-type'];
      return { url: withoutCredentials(current), status, ...(contentType !== undefined ? { contentType } : {}), bytes };
    }
  } catch (err) {
    if (limits.signal?.aborted) throw new FetchError(`${shown}: not fetched, the run was stopped (interrupted)`, 'interrupted', status);
    if (err instanceof FetchError) throw err;
    if (err instanceof InputError) throw new FetchError(`cannot fetch ${shown}: ${err.message}`, err.code, status);
    if (controller.signal.aborted) throw new FetchError(`${shown}: no complete answer within ${limits.timeoutMs} ms (timeout; see --fetch-timeout-ms)`, 'timeout', status);
    throw new FetchError(`cannot fetch ${shown}: ${redactUrl(reason(err))} (read_error)`, 'read_error', status);
  } finally {
    clearTimeout(timer);
    limits.signal?.removeEventListener('abort', stop);
  }
}
