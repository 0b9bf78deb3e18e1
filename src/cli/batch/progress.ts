// Progress of a batch run on stderr, only when stderr is a terminal: a log or a pipe gets
// nothing but the final summary. When the inputs are files (not stdin) the total is known up
// front: a count of pages, or, as soon as one input is an archive (WARC, JSONL), the bytes of
// all the files, of which the reader's position (a WARC record's offset) says how much is read.
// Then the line shows a bar, the share done and an ETA; always the pages/s and errors by code.
import { stat } from 'node:fs/promises';
import { normalize } from 'node:path';
import cliProgress from 'cli-progress';
import { archiveOf } from '../../input/archives/index.js';
import { shardItems } from './shard.js';

export interface Progress {
  /** The reader took the record at `source` (a path, `path@offset`, `path:line`). */
  read(source: string): void;
  /** A record was written; `errors` are the counts so far by code. */
  tick(done: number, errors: ReadonlyMap<string, number>): void;
  stop(): void;
}

const SILENT: Progress = { read() {}, tick() {}, stop() {} };

/** What the run will read: every input file's size, in reading order. */
export interface ProgressPlan {
  unit: 'pages' | 'bytes';
  total: number;
  sizes: ReadonlyMap<string, number>;
}

/** The plan for `inputs`, or undefined when the total cannot be known (stdin). Walks the
 *  directories as the reader will, so it is made only for a terminal. */
export async function progressPlan(inputs: readonly string[], gz: boolean): Promise<ProgressPlan | undefined> {
  if (inputs.includes('-')) return undefined;
  const sizes = new Map<string, number>();
  let archives = false;
  for await (const path of shardItems(inputs, undefined, { index: 0, count: 1 }, gz)) {
    if (typeof path !== 'string') continue;
    sizes.set(
      normalize(path),
      await stat(path).then(
        (s) => s.size,
        () => 0,
      ),
    );
    if (archiveOf(path)) archives = true;
  }
  if (!archives) return { unit: 'pages', total: sizes.size, sizes };
  let total = 0;
  for (const n of sizes.values()) total += n;
  return { unit: 'bytes', total, sizes };
}

/** Where in the planned bytes the reader is, from the sources of the records it takes: the
 *  files before the current one whole, plus the current record's offset in its file (an offset in
 *  the uncompressed stream of a whole-file gzip, `@u…`, does not count: that file counts when done). */
export class ReadPosition {
  #file = '';
  #before = 0;
  #offset = 0;

  constructor(private readonly sizes: ReadonlyMap<string, number>) {}

  read(source: string): void {
    const m = /^(.*)@(u?)(\d+)$/.exec(source) ?? /^(.*):(\d+)$/.exec(source);
    const file = normalize(m && !this.sizes.has(source) ? m[1]! : source);
    if (file !== this.#file) {
      this.#before += this.sizes.get(this.#file) ?? 0;
      this.#file = file;
      this.#offset = 0;
    }
    if (m && m.length === 4 && m[2] === '') this.#offset = Math.min(Number(m[3]), this.sizes.get(file) ?? 0);
  }

  get bytes(): number {
    return this.#before + this.#offset;
  }
}

/** `3 timeout, 1 http_status`: the error counts, most first; `none` without errors. */
export function errorsByCode(errors: ReadonlyMap<string, number>): string {
  const parts = [...errors].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([code, n]) => `${n} ${code}`);
  return parts.length ? parts.join(', ') : 'none';
}

const MB = 1024 * 1024;

/** The widest bar, and the narrowest worth showing. */
const BAR_MAX = 40;
const BAR_MIN = 10;

/** One progress line within `width` columns (the last one left free, so that the terminal does not
 *  wrap): `cedst batch: ████░░ 12% | 3/10 pages | ETA 05s | 2.0 pages/s | errors: none`. What
 *  gives way to a narrow terminal is the bar (narrower, then gone), then the `cedst batch:`
 *  prefix; the numbers stay, and only a terminal too narrow for them cuts the end (with …).
 *  `progress` (0–1) is undefined when the total is not known: no bar and no share then. */
export function fitProgressLine(progress: number | undefined, numbers: readonly string[], width: number): string {
  const room = Math.max(1, width - 1);
  const rest = (progress === undefined ? '' : `${Math.floor(progress * 100)}% | `) + numbers.join(' | ');
  const prefix = 'cedst batch: ';
  const barRoom = Math.min(BAR_MAX, room - prefix.length - rest.length - 1);
  if (progress !== undefined && barRoom >= BAR_MIN) {
    const done = Math.round(Math.min(1, Math.max(0, progress)) * barRoom);
    return `${prefix}${'\u2588'.repeat(done)}${'\u2591'.repeat(barRoom - done)} ${rest}`;
  }
  if (prefix.length + rest.length <= room) return prefix + rest;
  return rest.length <= room ? rest : rest.slice(0, room - 1) + '\u2026';
}

/** The ETA as cli-progress writes it (`05s`, `02m10s`, `1h02m`), or `--` while it is not known. */
function eta(seconds: number): string {
  return Number.isFinite(seconds) && seconds >= 0 ? cliProgress.Format.TimeFormat(seconds, { autopaddingChar: '0' }, 5) : '--';
}

interface Payload {
  pages: number;
  rate: string;
  errors: string;
  read: string;
  size: string;
}

export function createProgress(plan: ProgressPlan | undefined, enabled = Boolean(process.stderr.isTTY)): Progress {
  if (!enabled) return SILENT;
  const start = performance.now();
  const known = plan !== undefined && plan.total > 0;
  const numbers = (p: Payload, total: number, etaSeconds: number): string[] =>
    !known
      ? [`${p.pages} pages`, `${p.rate} pages/s`, `errors: ${p.errors}`]
      : plan.unit === 'pages'
        ? [`${p.pages}/${total} pages`, `ETA ${eta(etaSeconds)}`, `${p.rate} pages/s`, `errors: ${p.errors}`]
        : [`${p.read}/${p.size} MB read`, `ETA ${eta(etaSeconds)}`, `${p.pages} pages, ${p.rate} pages/s`, `errors: ${p.errors}`];
  const bar = new cliProgress.SingleBar({
    stream: process.stderr,
    // Fitted to the terminal's width at every redraw (params.maxWidth), so a resize is followed.
    format: (_options, params, payload) => fitProgressLine(known ? params.progress : undefined, numbers(payload as Payload, params.total, params.eta), params.maxWidth),
    hideCursor: true,
    clearOnComplete: true,
    fps: 5,
    etaBuffer: 50,
  });
  const total = known ? plan.total : 0;
  const size = (total / MB).toFixed(1);
  bar.start(total, 0, { pages: 0, rate: '0.0', errors: 'none', read: '0.0', size });
  const position = known && plan.unit === 'bytes' ? new ReadPosition(plan.sizes) : undefined;
  return {
    read(source) {
      position?.read(source);
    },
    tick(done, errors) {
      const s = (performance.now() - start) / 1000;
      const value = position ? position.bytes : done;
      bar.update(value, { pages: done, rate: (s > 0 ? done / s : 0).toFixed(1), errors: errorsByCode(errors), read: ((position?.bytes ?? 0) / MB).toFixed(1), size });
    },
    stop() {
      bar.stop();
    },
  };
}
