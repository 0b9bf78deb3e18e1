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

/** A stream read once (stdin) that can be read again from an offset it still holds: it keeps the
 *  bytes read since the last `release`, at most `keep` of them (the oldest go first). A WARC on
 *  stdin uses it to look for the next record after damage, as a file is read again from an
 *  offset. One reader at a time: a reader started with `from` replaces the one before. */
export class Rewindable {
  private readonly it: AsyncIterator<Uint8Array>;
  /** The bytes held, oldest first, from `chunks[head]`; `starts[i]` is the offset of `chunks[i]`. */
  private chunks: Uint8Array[] = [];
  private starts: number[] = [];
  private head = 0;
  private end = 0;
  private done = false;

  constructor(
    source: AsyncIterable<Uint8Array>,
    private readonly keep: number,
  ) {
    this.it = source[Symbol.asyncIterator]();
  }

  /** The offset of the oldest byte held (where `from` starts at the earliest). */
  get held(): number {
    return this.head < this.chunks.length ? this.starts[this.head]! : this.end;
  }

  /** The bytes before `offset` are not needed again. */
  release(offset: number): void {
    while (this.head < this.chunks.length && this.starts[this.head]! + this.chunks[this.head]!.length <= offset) this.drop();
  }

  private drop(): void {
    this.chunks[this.head++] = new Uint8Array(0);
    // Compact now and then, so that dropping stays cheap however many chunks pass.
    if (this.head > 1024 && this.head * 2 > this.chunks.length) {
      this.chunks = this.chunks.slice(this.head);
      this.starts = this.starts.slice(this.head);
      this.head = 0;
    }
  }

  /** The index of the chunk holding offset `at` (held, and before `end`). */
  private find(at: number): number {
    let lo = this.head;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** The stream from `offset` on, or from the oldest byte held when that is later. */
  async *from(offset: number): AsyncGenerator<Uint8Array> {
    let at = Math.max(offset, this.held);
    for (;;) {
      // Bytes dropped meanwhile (past `keep`) are skipped.
      at = Math.max(at, this.held);
      if (at < this.end) {
        const i = this.find(at);
        const piece = this.chunks[i]!.subarray(at - this.starts[i]!);
        at += piece.length;
        yield piece;
        continue;
      }
      if (this.done) return;
      const r = await this.it.next();
      if (r.done) {
        this.done = true;
        return;
      }
      if (r.value.length === 0) continue;
      this.chunks.push(r.value);
      this.starts.push(this.end);
      this.end += r.value.length;
      while (this.end - this.held > this.keep && this.chunks.length - this.head > 1) this.drop();
      at = this.end;
      yield r.value;
    }
  }
}
