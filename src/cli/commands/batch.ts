// `cedst batch <inputs…>`: one JSONL line per input record, extracted on a pool of worker threads.
import fs, { createWriteStream, type WriteStream } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Writable } from 'node:stream';
import type { Command } from 'commander';
import { formatsBy, type OutputFormat } from '../../output/index.js';
import { OPTION_TABLE, OptionsError, resolveOptions, type ResolvedOptions } from '../../options/resolve.js';
import { DEFAULT_MAX_BYTES, InputError } from '../../input/read.js';
import { commandOptions, intFlag, maxBytesFlag, number, showWithHelpAll, withMethodOptions, withOutputFlags, type MethodFlags } from '../flags.js';
import { OrderedWriter, type OutputRecord } from '../batch/output.js';
import { BatchPool } from '../batch/pool.js';
import { createProgress, progressPlan } from '../batch/progress.js';
import { lockOutput, type OutputLock } from '../batch/lock.js';
import { readDone, type ResumeState } from '../batch/resume.js';
import { exitIfOrphaned, signalExitCode, watchStops } from '../batch/stops.js';
import { runBatch } from '../batch/run.js';
import { HostScheduler, type HostLimits } from '../batch/hosts.js';
import { ByteBudget } from '../batch/byte-budget.js';
import type { InputRecord } from '../../core/types.js';
import { Summary } from '../batch/summary.js';
import { countsOf } from '../batch/manifest.js';
import { lowConfidence, otherPageType, bothRelabels, makeFilter, type FilterFlags, type RecordFilter } from '../batch/filters.js';
import { isPartsDir, partFiles, partState, PartWriter, type PartFiles } from '../batch/parts.js';
import { makeDirectory } from '../batch/directory.js';
import { checkInputList, digestItems, ItemsHasher, parseShard, shardItems, type Shard } from '../batch/shard.js';
import type { InputItem } from '../../input/records.js';
import { weighsReadings } from '../../methods/plus/choose/runs.js';

/** workerMemoryMb: 256, the limit every worker really had while the relaunched child's
 *  --max-old-space-size=256 outranked resourceLimits (the speed and memory figures of
 *  docs/performance.md were measured under it); 512 took a 2-worker fuzz round to 553 MB. */
/** timeoutMs is the `timeoutMs` option's (src/options/table.ts, `--timeout-ms`, also `--timeout`): the
 *  same budget in `extract` and in each batch worker. */
export const BATCH_DEFAULTS = { timeoutMs: OPTION_TABLE.timeoutMs.cliDefault, maxBytes: DEFAULT_MAX_BYTES, workerMemoryMb: 256 } as const;

/** Fetching URLs: 8 at once in all (a fetch mostly waits on the network, not on a core), 2 at
 *  once on one host (what crawlers' politeness rules commonly allow), no delay between the starts
 *  on one host unless asked. */
export const FETCH_DEFAULTS = { concurrency: 8, perHost: 2, hostDelayMs: 0 } as const;

interface BatchFlags extends MethodFlags, FilterFlags {
  output?: string;
  joinPages?: boolean;
  workers?: number;
  maxBytes: number;
  workerMemory: number;
  gz?: boolean;
  resume?: boolean;
  format: OutputFormat;
  links?: boolean;
  shard?: string;
  inputList?: string;
  gzOut?: boolean;
  force?: boolean;
  timings?: boolean;
  concurrency: number;
  perHost: number;
  hostDelay: number;
}

/** Does the main thread have to load the model files the options name, to check them before the
 *  batch starts? Only for a file the user named (or a Louvan method): loading one takes the whole
 *  extraction library, jieba-wasm's compiled module included, which the main thread does not
 *  otherwise use (it reads records and writes lines). With the default options (the shipped reading
 *  model, which the workers load on their warm-up) that was ~20 MB of the main thread's memory
 *  for nothing. A shipped model missing from a broken install shows on every page as an
 *  extract_error record that names the file (worker.ts). Mirrors loadMethodModels
 *  (src/methods/index.ts). */
function namesModelFile(options: ResolvedOptions): boolean {
  if (weighsReadings(options)) return options.plus.readingModel !== 'shipped' || (options.plus.blockChoice && options.plus.blockChoiceModel !== 'shipped');
  return options.method.startsWith('louvan');
}

/** node:fs's calls for a write stream, each write preceded by exitIfOrphaned. */
const GUARDED_FS = {
  open: fs.open,
  close: fs.close,
  write: ((...args: Parameters<typeof fs.write>) => {
    exitIfOrphaned();
    return (fs.write as (...a: unknown[]) => void)(...args);
  }) as typeof fs.write,
  writev: ((...args: Parameters<typeof fs.writev>) => {
    exitIfOrphaned();
    return (fs.writev as (...a: unknown[]) => void)(...args);
  }) as typeof fs.writev,
};

function openOutput(path: string, append: boolean): Promise<WriteStream> {
  return new Promise((resolve, reject) => {
    // Every write first checks that the launcher is alive (stops.ts): the stream writes later than
    // the line is handed to it.
    const s = createWriteStream(path, { flags: append ? 'a' : 'w', fs: GUARDED_FS });
    s.once('open', () => resolve(s));
    s.once('error', (err) => reject(new InputError(`cannot write ${path}: ${err.message}`, 'write_error')));
  });
}

/** The flags `batch --help` leaves to --help-all (each parses as ever), so that --help lists the
 *  flags most runs set: the extraction's, what to read and write, workers, shards and filters. */
export const BATCH_HELP_ALL_ONLY = [
  '--precision',
  '--recall',
  '--max-elements',
  '--max-text-chars',
  '--url',
  '--crawl-date',
  '--no-captions',
  '--no-tables',
  '--html-document',
  '--excerpt',
  '--no-page-type',
  '--worker-memory',
  '--gz',
  '--no-gz',
  '--gz-out',
  '--force',
  '--status',
  '--join-pages',
  '--timings',
  '--host-delay',
] as const;

/** What `batch --help` says under its flags about those it leaves out. */
export const BATCH_NOTE =
  "\nMore flags (page limits, captions, tables, excerpts, .gz inputs and parts, HTTP status, joined\npages, timings, host delay) and every method's tuning flags: --help-all, or docs/batch.md.";

export function registerBatch(program: Command): void {
  const cmd = withOutputFlags(
    withMethodOptions(
      program
        .command('batch')
        .description('extract many pages to JSONL: one line per record, {id, source, url, crawl_date, host, http_status, lang, title, text, method, digest, simhash} or {id, source, url, …, error}')
        .argument('[inputs...]', 'files, directories (recursive), glob patterns, WARC / WARC.gz, JSONL, http(s) URLs; - reads a WARC stream or a list of paths and URLs from stdin'),
    ),
    {
      format: formatsBy(
        (e) => e.record,
        (names, doc) => `${names.join(', ')}: ${doc}`,
      ),
      output: 'write the JSONL here instead of stdout; a directory (DIR/) gets part-<i>-of-<n>.jsonl and its manifest',
      links: "markdown and html: keep the article's links (the default)",
      noLinks: 'markdown and html: the text of links alone',
      maxBytes: 'per-page size limit; a larger page yields a too_large record',
    },
  )
    .option('-w, --workers <n>', `worker threads (default: the number of CPUs, ${availableParallelism()} here); 1 still uses one thread`, number)
    .option('--worker-memory <mb>', 'heap limit of each thread; a page over it yields a worker_crash record', number, BATCH_DEFAULTS.workerMemoryMb)
    .option('--gz', 'read *.html.gz, *.htm.gz and *.xhtml.gz found inside directories (the default)')
    .option('--no-gz', 'skip .gz pages found inside directories (an explicit .gz file is still read)')
    .option('--resume', 'skip the ids already in the --output file and append to it')
    .option(
      '--input-list <file>',
      'read input paths, globs, directories and http(s) or file: URLs from this file, one a line (a .gz list is gunzipped), after any given as arguments; read line by line, in order, duplicates kept; a line that cannot be read is one error record',
    )
    .option(
      '--shard <i/n>',
      'process shard i of n (0-based): of the input files in order (directories walked, globs expanded, arguments then list lines), shard i takes the i-th, (i+n)-th, (i+2n)-th, …',
    )
    .option('--gz-out', 'with -o DIR/: write part-<i>-of-<n>.jsonl.gz')
    .option('--force', 'with -o DIR/: redo a part that is already finished')
    .option('--keep-lang <codes>', 'write only articles in these languages, e.g. zh,en (error records are kept)')
    .option('--min-words <n>', 'write only articles of at least n words (a Chinese character counts as one)', number)
    .option('--min-confidence <x>', 'write an article whose confidence (0–1, cedst+) is below x as a low_confidence record: its id, source, url, confidence and error', number)
    .option(
      '--page-types <types>',
      'write only pages of these types, e.g. article,liveblog (of article, liveblog, listing, forum, product, other); a page of another type becomes a page_type record: its id, source, url, pageType, pageTypeConfidence and error',
    )
    .option('--status <codes>', 'write only records served with these HTTP statuses, e.g. 200 (records without one are kept)')
    .option(
      '--join-pages',
      "archives and folders: join the pages of an article split over several that are all in the input (each page's next page link among the input's addresses) into the first page's record, which lists them in pages; the input is read twice more before the run",
    )
    .option('--timings', "add each page's extraction time in ms (`ms`), which makes the output differ run to run")
    .option('-c, --concurrency <n>', 'http(s) URLs fetched at once, over every host', number, FETCH_DEFAULTS.concurrency)
    .option('--per-host <n>', 'http(s) URLs fetched at once from one host', number, FETCH_DEFAULTS.perHost)
    .option('--host-delay <ms>', 'least time between the starts of two fetches from one host (politeness)', number, FETCH_DEFAULTS.hostDelayMs);
  showWithHelpAll(cmd, BATCH_HELP_ALL_ONLY, BATCH_NOTE).action(async (argInputs: string[], flags: BatchFlags) => {
    // Each thread costs ~40 MB and threads beyond the cores only wait: four per CPU at most.
    const workers = intFlag('workers', flags.workers ?? availableParallelism(), 1, Math.max(8, 4 * availableParallelism()));
    const maxBytes = maxBytesFlag(flags.maxBytes);
    const workerMemoryMb = intFlag('worker-memory', flags.workerMemory, 16, 65_536);
    const hosts: HostLimits = {
      concurrency: intFlag('concurrency', flags.concurrency, 1, 1024),
      perHost: intFlag('per-host', flags.perHost, 1, 1024),
      delayMs: intFlag('host-delay', flags.hostDelay, 0, 3_600_000),
    };
    if (flags.resume && !flags.output) throw new OptionsError('--resume needs --output <file>: it appends to that file');
    if (argInputs.filter((i) => i === '-').length > 1) throw new OptionsError('stdin (-) can be given only once');
    // One address for every page would be wrong: each record brings its own (WARC-Target-URI, JSONL url).
    if (flags.url !== undefined) throw new OptionsError("--url names one page's address; batch takes each record's own (a WARC record's target URI, a JSONL url)");
    // --max-bytes bounds each record's read and, as the maxBytes option, the extraction's input.
    const options = resolveOptions({ ...commandOptions(flags, false), maxBytes });
    if (namesModelFile(options)) (await import('../../methods/index.js')).loadMethodModels(options);
    // --timeout-ms (or --timeout): the worker's extraction stops at it with a timeout record;
    // past it plus the pool's grace, the thread is terminated (parsing cannot be interrupted).
    const timeoutMs = options.timeoutMs;
    const filter = makeFilter(flags);
    // Another page type first: a listing is a page_type record whatever its confidence.
    const relabel = bothRelabels(otherPageType(flags.pageTypes, options.pageType && options.method === 'cedst+'), lowConfidence(flags.minConfidence, weighsReadings(options)));

    // -o DIR/, --shard and --input-list read the inputs as a stream of whole files (shard.ts).
    const partsDir = flags.output !== undefined && (await isPartsDir(flags.output));
    if (partsDir && flags.resume) throw new OptionsError('--resume writes to one file; with -o DIR/ a finished part is skipped and an unfinished one redone');
    if ((flags.gzOut || flags.force) && !partsDir) throw new OptionsError('--gz-out and --force need -o DIR/ (a directory of parts)');
    let shard: Shard | undefined;
    let items: (() => AsyncIterable<InputItem>) | undefined;
    if (partsDir || flags.shard !== undefined || flags.inputList !== undefined) {
      if (argInputs.includes('-')) throw new OptionsError('stdin (-) cannot be sharded or listed: give files or --input-list');
      if (flags.inputList !== undefined) await checkInputList(flags.inputList);
      const s = flags.shard !== undefined ? parseShard(flags.shard) : { index: 0, count: 1 };
      shard = s;
      items = () => shardItems(argInputs, flags.inputList, s, flags.gz !== false);
    } else if (argInputs.length === 0) throw new OptionsError('no inputs: give files, directories, globs, - or --input-list');
    const part = partsDir ? partFiles(flags.output!, shard!, Boolean(flags.gzOut)) : undefined;

    // Taken before --resume reads (and may cut) the file: one writer per output file, or per
    // part (the tasks of an array job write their parts into one directory side by side).
    if (part) makeDirectory(part.dir);
    const lockPath = part ? part.path : flags.output;
    const lock: OutputLock | undefined = lockPath ? lockOutput(lockPath) : undefined;
    try {
      if (part) {
        const state = await partState(part, () => digestItems(items!()));
        if (state.done && !flags.force) {
          process.stderr.write(`cedst: ${part.path} is finished (${state.manifest.records} records); skipped, --force redoes it\n`);
          return;
        }
        if (!state.done && state.why && !flags.force) throw new OptionsError(`${state.why}; --force overwrites that part`);
      }
      await runCommand({ inputs: argInputs, listed: items?.() }, flags, { limits: { workers, timeoutMs, maxBytes, workerMemoryMb, hosts }, options }, { filter, relabel, part, shard });
    } finally {
      lock?.release();
    }
  });
}

interface Limits {
  workers: number;
  timeoutMs: number;
  maxBytes: number;
  workerMemoryMb: number;
  hosts: HostLimits;
}

/** Where the records go besides the plain output: a filter, and the part of a sharded run. */
interface Target {
  filter: RecordFilter | undefined;
  /** --min-confidence: doubtful articles become low_confidence records. */
  relabel: ((rec: OutputRecord) => OutputRecord) | undefined;
  part: PartFiles | undefined;
  shard: Shard | undefined;
}

/** What a batch reads: `inputs` are the arguments; `listed`, when given, the stream of items that
 *  a list, a shard or a directory of parts reads instead. */
interface BatchInputs {
  inputs: string[];
  listed: AsyncIterable<InputItem> | undefined;
}

async function runCommand(
  { inputs, listed }: BatchInputs,
  flags: BatchFlags,
  { limits, options }: { limits: Limits; options: ReturnType<typeof resolveOptions> },
  { filter, relabel, part, shard }: Target,
): Promise<void> {
  const { workers, timeoutMs, maxBytes, workerMemoryMb, hosts } = limits;
  let resume: ResumeState | undefined;
  if (flags.resume) {
    resume = await readDone(flags.output!);
    const notes = [`${resume.done.size} ids already in ${flags.output}`];
    if (resume.truncatedBytes) notes.push(`cut an unfinished last line (${resume.truncatedBytes} bytes)`);
    if (resume.badLines) notes.push(`${resume.badLines} lines without an id left as they are`);
    process.stderr.write(`cedst: resuming: ${notes.join('; ')}\n`);
  }
  const partWriter = part ? await PartWriter.open(part, Boolean(flags.gzOut)) : undefined;
  const file = flags.output && !part ? await openOutput(flags.output, Boolean(flags.resume)) : undefined;
  const stream: Writable = partWriter?.stream ?? file ?? process.stdout;

  // Loaded here so that the other commands do not pay for the archive readers.
  const { readItems, readRecords, urlRecord } = await import('../../input/records.js');
  const readOptions = { gz: flags.gz !== false, maxBytes, stdin: process.stdin };
  const hasher = new ItemsHasher();
  let records = listed ? readItems(hasher.pass(listed), readOptions) : readRecords(inputs, readOptions);
  if (flags.joinPages) {
    if (listed || inputs.includes('-')) throw new InputError('--join-pages reads the input three times: give files, directories or globs as arguments (not --input-list, --shard or stdin)', 'usage');
    const { continuingPages, joinedRecords, pageChains } = await import('../batch/join-pages.js');
    const chains = await pageChains(readRecords(inputs, readOptions));
    const pages = await continuingPages(readRecords(inputs, readOptions), chains);
    const later = [...chains.values()].reduce((n, c) => n + c.length, 0);
    process.stderr.write(
      `cedst: --join-pages: ${chains.size} article${chains.size === 1 ? '' : 's'} over several pages; ${later} later page${later === 1 ? '' : 's'} joined into the first page's record\n`,
    );
    records = joinedRecords(records, chains, pages);
  }
  // A stop aborts the fetches in flight at once (a fetch may take --fetch-timeout-ms).
  const halt = new AbortController();
  const scheduler = new HostScheduler(hosts);
  const fetchLimits = { ...options.fetch, maxBytes, signal: halt.signal };
  // Fetched bytes not yet on the pool: at most two pages of --max-bytes (and one more, the oldest
  // fetch's, which never waits), whatever -c is; the next pages an article is followed to count too.
  const bytes = new ByteBudget(2 * maxBytes);
  const { followedRecord } = await import('../batch/follow.js');
  const fetcher = {
    hosts: scheduler,
    fetch: (rec: InputRecord) => {
      const limits = { ...fetchLimits, take: (n: number) => bytes.take(rec, n) };
      return options.followPages > 0 ? followedRecord(rec, limits, options.followPages) : urlRecord(rec, limits);
    },
    release: (rec: InputRecord) => bytes.release(rec),
  };

  const render = { format: flags.format, links: flags.links !== false, timings: Boolean(flags.timings), document: options.htmlDocument };
  const pool = new BatchPool({ workers, timeoutMs, workerMemoryMb, maxBytes, options, render });
  const writer = new OrderedWriter(stream, filter, relabel);
  writer.beforeWrite = exitIfOrphaned;
  const summary = new Summary();
  summary.showPageTypes = flags.pageTypes !== undefined;
  // The total is worth a walk of the inputs only when someone watches the line.
  // A list (or a shard of one) is not walked twice: its progress counts pages only.
  const progress = createProgress(process.stderr.isTTY && !listed ? await progressPlan(inputs, flags.gz !== false).catch(() => undefined) : undefined);
  // A stop (stops.ts) aborts the fetches in flight and the hosts' queues; the run stops reading.
  const stops = watchStops(() => {
    halt.abort();
    scheduler.stop();
  });
  try {
    await runBatch({
      records,
      pool,
      writer,
      summary,
      progress,
      maxBytes,
      skip: resume?.done,
      window: Math.max(64, workers * 16),
      stopped: () => stops.signal !== undefined,
      fetcher,
    });
  } finally {
    progress.stop();
    stops.release();
    await pool.close();
    if (file) await new Promise<void>((resolve) => file.end(resolve));
    // A part becomes finished only when the whole shard was written.
    if (partWriter && (stops.signal || writer.failed)) await partWriter.abort();
  }
  const interrupted = stops.signal;
  if (partWriter && !interrupted && !writer.failed) {
    const dropped = [...writer.filtered.values()].reduce((a, b) => a + b, 0);
    await partWriter.commit({
      part: shard!.index,
      of: shard!.count,
      inputs: hasher.digest(),
      records: summary.records - dropped,
      counts: countsOf(summary.ok, summary.errors),
      ...(filter ? { filtered: Object.fromEntries([...writer.filtered].sort((a, b) => (a[0] < b[0] ? -1 : 1))) } : {}),
    });
  }
  const filteredNote = filter ? `; not written: ${[...writer.filtered].map(([k, n]) => `${n} by --${k.replaceAll('_', '-')}`).join(', ') || 'none'}` : '';
  const why = interrupted ? ` (interrupted by ${interrupted})` : '';
  // The reader of stdout went away (`cedst batch … | head`): it took what it wanted; end quietly.
  if ((writer.failed as NodeJS.ErrnoException | null)?.code === 'EPIPE' && !interrupted) return;
  process.stderr.write(summary.line() + filteredNote + why + '\n');
  if (writer.failed) throw new Error(`cannot write the output: ${writer.failed.message}`);
  // The lock file goes on the exit event.
  if (interrupted) process.exit(signalExitCode(interrupted));
}
