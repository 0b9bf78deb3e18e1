// Every error class of cedst, listed once: the library's limits (each with the `code` a batch error
// record carries), a bad option, unreadable input and failed fetches, files a directory walk will
// not open, and a report without evidence. The floors above re-export the ones their callers
// import from them (core/budget.ts, options/resolve.ts, input/read.ts, …); cli/errors.ts says what
// each means for the exit code.

/** Thrown when an extraction runs past its time budget. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
  readonly code = 'timeout';
  constructor(
    readonly timeoutMs: number,
    /** Where it stopped, e.g. `units`, `textrank`. */
    readonly stage: string,
  ) {
    super(`extraction took longer than its ${timeoutMs} ms budget (stopped in ${stage})`);
  }
}

/** Thrown before parsing a page with more nodes than `maxElements`. */
export class TooComplexError extends Error {
  override name = 'TooComplexError';
  readonly code = 'too_complex';
  constructor(readonly maxElements: number) {
    super(
      `page has more markup than ${maxElements} elements cost (each start tag and character reference in text, and a quarter for each end tag, comment, stray < and attribute past the 8th of an element), the maxElements limit; it is not parsed`,
    );
  }
}

/** Thrown before decoding or parsing an input larger than `maxBytes`. */
export class TooLargeError extends Error {
  override name = 'TooLargeError';
  readonly code = 'too_large';
  constructor(readonly maxBytes: number) {
    super(`input is larger than ${maxBytes} bytes, the maxBytes limit; it is not parsed`);
  }
}

/** Thrown, once parsed, by a page with more text than `maxTextChars`: the same code as an input over
 *  `maxBytes`, since both say the page is too big to extract; the message says which limit. */
export class TooMuchTextError extends Error {
  override name = 'TooMuchTextError';
  readonly code = 'too_large';
  constructor(readonly maxTextChars: number) {
    super(`page has more than ${maxTextChars} characters of text, the maxTextChars limit; it is not extracted`);
  }
}

/** Thrown for an input that is binary data, not text (a share of NULs and other C0 controls). */
export class NotHtmlError extends Error {
  override name = 'NotHtmlError';
  readonly code = 'not_html';
  constructor() {
    super('input looks binary, not like HTML');
  }
}

/** A bad option value, an unknown option, a bad flag: the caller's mistake (exit 2). */
export class OptionsError extends Error {
  override name = 'OptionsError';
}

/** Input that cannot be read as a page (its `code`: `too_large`, `usage`, `read_error`, …). */
export class InputError extends Error {
  override name = 'InputError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** A failed fetch: its code, and the HTTP status when an answer came. */
export class FetchError extends InputError {
  override name = 'FetchError';
  constructor(
    message: string,
    code: string,
    readonly status?: number,
  ) {
    super(message, code);
  }
}

/** A host or address refused: its error code is `blocked_address`. */
export class BlockedAddressError extends InputError {
  override name = 'BlockedAddressError';
  constructor(
    readonly host: string,
    readonly address: string,
    readonly range: string,
  ) {
    const via = host === address ? address : `${host} (${address})`;
    super(`${via} is a ${range} address, not fetched without --fetch-allow-private-addresses (blocked_address)`, 'blocked_address');
  }
}

/** A FIFO or a device found inside a directory: never opened there (a FIFO without a writer, or a
 *  terminal, would wait for ever; /dev/zero never ends), one record says so. `kind` says what it
 *  is (`a FIFO`, `a character device`, …). */
export class NotRegularError extends Error {
  constructor(
    readonly path: string,
    kind: string,
  ) {
    super(`${path} is ${kind}, not a regular file: not read inside a directory (name it as an argument to read it)`);
  }
}

/** Thrown when the result has no per-unit evidence to draw: a usage error, like a bad option. */
export class ReportError extends OptionsError {
  override name = 'ReportError';
}
