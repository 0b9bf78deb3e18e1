// Small helpers over byte streams: look at the first bytes without losing them, and split lines
// without ever holding more than a bounded amount of one line.

export interface Peeked {
  /** The first bytes of the stream (at least `n` unless the stream is shorter). */
  head: Uint8Array;
  /** The whole stream again, head included. */
  rest: AsyncIterable<Uint8Array>;
}

/** Read the first `n` bytes of a stream, and give back the stream with them put back. */
export async function peek(source: AsyncIterable<Uint8Array>, n: number): Promise<Peeked> {
  const it = source[Symbol.asyncIterator]();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < n) {
    const r = await it.next();
    if (r.done) {
      done = true;
      break;
    }
    chunks.push(r.value);
    size += r.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest(): AsyncGenerator<Uint8Array> {
    if (head.length > 0) yield head;
    if (done) return;
    for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
  }
  return { head, rest: rest() };
}

export interface Line {
  /** 1-based line number. */
  lineNo: number;
  /** The line without its end-of-line; undefined when it was longer than the limit. */
  bytes?: Uint8Array;
  /** Its length in bytes, counted even past the limit. */
  length: number;
  /** The first bytes (up to LINE_HEAD) of a line longer than the limit. */
  head?: Uint8Array;
}

/** How much of an over-long line is kept, to name it (a JSONL line's id). */
export const LINE_HEAD = 4096;

/** Split a byte stream into lines (LF or CRLF). A line longer than `maxBytes` is counted but not
 *  kept, so one huge line cannot fill memory. A last line without a newline is still a line. */
export async function* splitLines(source: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<Line> {
  let parts: Uint8Array[] = [];
  let length = 0;
  let lineNo = 0;
  let head: Uint8Array | undefined;
  const finish = (): Line => {
    lineNo++;
    if (length > maxBytes) return { lineNo, length, ...(head ? { head } : {}) };
    let bytes: Uint8Array = Buffer.concat(parts);
    if (bytes[bytes.length - 1] === 0x0d) bytes = bytes.subarray(0, -1);
    return { lineNo, bytes, length };
  };
  const add = (piece: Uint8Array) => {
    length += piece.length;
    if (length <= maxBytes) parts.push(piece);
    else if (parts.length > 0 || !head) {
      head ??= Buffer.concat([...parts, piece]).subarray(0, LINE_HEAD);
      parts = [];
    }
  };
  for await (const chunk of source) {
    let start = 0;
    for (let nl = chunk.indexOf(0x0a); nl >= 0; nl = chunk.indexOf(0x0a, start)) {
      add(chunk.subarray(start, nl));
      yield finish();
      parts = [];
      length = 0;
      head = undefined;
      start = nl + 1;
    }
    if (start < chunk.length) add(chunk.subarray(start));
  }
  if (length > 0) yield finish();
}
