// Speed benchmark (`npm run bench:speed`), the measures of issue 24, over the pages of the
// evaluation sets (language from the ground truth: en, zh, other):
//   interleaved  the default method and Readability.js 0.6 (on linkedom) in one process, page by
//                page, on the same decoded text, alternating which goes first, each page --reps
//                times (3) and the median of each: median wall ms/page and median CPU ms/page (the
//                whole process, every thread: the compiler's and collector's too) of each, the
//                ratios of the medians and the median of the per-page ratios
//   loop         the batch's per-page work in one in-process loop: read the file, decode, extract,
//                make the output record and its JSONL line (processRecord of the batch worker)
//   batch -w1/-w2  the real CLI, `cedst batch <pages…> --workers 1|2 -o out.jsonl`
// For the loop and the batches: CPU ms per page of the whole process tree (user + system time of
// every thread, child processes included, node's start-up included) and peak RSS (VmHWM summed
// over the processes, polled every 100 ms). CPU time rather than wall time: it is what a user
// pays per core on an archive, and it moves much less than wall time on a loaded machine.
// Prints a markdown report on stdout; `--out` writes it into docs/performance.md between the
// generated-block markers.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDataset, pagePath } from '../../dist/eval/dataset.js';
import { DEFAULT_OPTIONS } from '../../dist/options/resolve.js';
import { benchArgs, listArg, numberArg } from '../lib/args.mjs';
import { datasetsDir as sharedDatasets } from '../lib/shared-data.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const BIN = join(ROOT, 'bin', 'cedst.js');
const GROUPS = ['en', 'zh', 'other', 'all'] as const;
type Group = (typeof GROUPS)[number];
const METHOD = DEFAULT_OPTIONS.method;

interface PageRef {
  path: string;
  lang: string;
}

/** One page of the interleaved run. */
interface Pair {
  ours: number;
  theirs: number;
  /** CPU ms of the whole process (every thread) during each call. */
  oursCpu: number;
  theirsCpu: number;
  /** Readability.js threw (its time still counts). */
  failed: boolean;
}

/** One run of the loop or of a batch. */
export interface Run {
  name: string;
  pages: number;
  /** CPU time of the process tree, user + system, in ms. */
  cpuMs: number;
  wallMs: number;
  /** Sum of the processes' VmHWM, in MB. */
  peakMb: number;
  /** Error records. */
  errors: number;
  /** The output's lines, for the byte comparison of loop and batches. */
  output: string;
}

// ---- children: the interleaved run and the in-process loop ----

async function childInterleave(listPath: string, reps: number): Promise<void> {
  const pages = JSON.parse(readFileSync(listPath, 'utf8')) as PageRef[];
  const { parseHTML } = await import('linkedom');
  const { Readability } = await import('@mozilla/readability');
  const { extract } = await import('../../dist/index.js');
  const { decodeHtml } = await import('../../dist/input/decode.js');
  const ours = (html: string): unknown => extract(html);
  const theirs = (html: string): unknown => new Readability(parseHTML(html).document).parse();
  const cpuNow = (): number => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const time = (run: (html: string) => unknown, html: string): { ms: number; cpu: number; failed: boolean } => {
    const c = cpuNow();
    const t = performance.now();
    let failed = false;
    try {
      run(html);
    } catch {
      failed = true;
    }
    return { ms: performance.now() - t, cpu: cpuNow() - c, failed };
  };
  // Both compiled and warm before the first timed page (jieba included: a Han sentence).
  for (const html of [
    '<html><body><p>Warm up the English path with a short sentence of plain words.</p></body></html>',
    '<html><body><p>中文新闻正文的第一句话，用来加载分词词典。</p></body></html>',
  ]) {
    time(ours, html);
    time(theirs, html);
  }
  const out: Pair[] = pages.map((p, i) => {
    const html = decodeHtml(readFileSync(p.path));
    const a: ReturnType<typeof time>[] = [];
    const b: ReturnType<typeof time>[] = [];
    for (let r = 0; r < reps; r++) {
      // Alternate which goes first, so that neither always meets the other's garbage.
      if ((i + r) % 2 === 0) {
        a.push(time(ours, html));
        b.push(time(theirs, html));
      } else {
        b.push(time(theirs, html));
        a.push(time(ours, html));
      }
    }
    const mid = (xs: { ms: number; cpu: number }[], k: 'ms' | 'cpu'): number => median(xs.map((x) => x[k]));
    return { ours: mid(a, 'ms'), theirs: mid(b, 'ms'), oursCpu: mid(a, 'cpu'), theirsCpu: mid(b, 'cpu'), failed: b.some((x) => x.failed) };
  });
  process.stdout.write(JSON.stringify(out));
}

/** The batch's per-page work without the batch: the same reader, processRecord and JSONL line,
 *  written to `outPath`. Prints each page's CPU ms (process-wide, every thread) on stdout. */
async function childLoop(listPath: string, outPath: string): Promise<void> {
  const pages = JSON.parse(readFileSync(listPath, 'utf8')) as PageRef[];
  const { readRecords } = await import('../../dist/input/records.js');
  const { processRecord } = await import('../../dist/cli/batch/worker.js');
  const { commandOptions } = await import('../../dist/cli/flags.js');
  const { resolveOptions } = await import('../../dist/options/resolve.js');
  const { BATCH_DEFAULTS } = await import('../../dist/cli/commands/batch.js');
  const options = resolveOptions(commandOptions({} as never, false));
  const render = { format: 'text' as const, links: false, timings: false };
  const out = createWriteStream(outPath);
  const cpu: number[] = [];
  let before = process.cpuUsage();
  for await (const record of readRecords(
    pages.map((p) => p.path),
    { gz: true, maxBytes: BATCH_DEFAULTS.maxBytes },
  )) {
    const line = `${JSON.stringify(processRecord({ record, options, maxBytes: BATCH_DEFAULTS.maxBytes, render }))}\n`;
    if (!out.write(line)) await new Promise<void>((r) => out.once('drain', () => r()));
    const now = process.cpuUsage();
    cpu.push((now.user - before.user + now.system - before.system) / 1000);
    before = now;
  }
  await new Promise<void>((r) => out.end(r));
  process.stdout.write(JSON.stringify(cpu));
}

// ---- parent side ----

/** Child processes of `pid`, from /proc (empty off Linux). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((t) => readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks per second. */
const CLOCK_TICKS = 100;

/** Run `node args…` under a shell that prints its own /proc stat on fd 3 once node is done: its
 *  cutime + cstime are the CPU time of every process below it that was waited for (the node,
 *  the batch's relaunched child, all their threads), exact where polling would miss each
 *  process's last 100 ms. Peak RSS: the processes' VmHWM, polled every 100 ms, summed. */
export function measured(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ stdout: string; stderr: string; wallMs: number; peakMb: number; cpuMs: number; code: number | null }> {
  return new Promise((done, fail) => {
    const start = performance.now();
    const script = '"$0" "$@" 3>&-; s=$?; cat /proc/$$/stat >&3; exit $s';
    const p = spawn('/bin/sh', ['-c', script, process.execPath, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let stat = '';
    const hwmKb = new Map<number, number>();
    p.stdout!.setEncoding('utf8').on('data', (s: string) => {
      stdout += s;
    });
    p.stderr!.setEncoding('utf8').on('data', (s: string) => {
      stderr += s;
    });
    (p.stdio[3] as NodeJS.ReadableStream).setEncoding('utf8').on('data', (s: string) => {
      stat += s;
    });
    const poll = setInterval(() => {
      const stack = p.pid ? childrenOf(p.pid) : [];
      while (stack.length) {
        const pid = stack.pop()!;
        try {
          const m = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
          if (m) hwmKb.set(pid, Math.max(hwmKb.get(pid) ?? 0, Number(m[1])));
        } catch {
          /* exited */
        }
        stack.push(...childrenOf(pid));
      }
    }, 100);
    p.on('error', fail);
    p.on('close', (code) => {
      clearInterval(poll);
      // Fields after the command name: the state is the 3rd; cutime and cstime the 16th and 17th.
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpuMs = ((Number(f[13]) + Number(f[14])) * 1000) / CLOCK_TICKS;
      const kb = [...hwmKb.values()].reduce((a, b) => a + b, 0);
      done({ stdout, stderr, wallMs: performance.now() - start, peakMb: kb / 1024, cpuMs, code });
    });
  });
}

const errorsIn = (jsonl: string): number => jsonl.split('\n').filter((l) => l.includes('"error":{"code"')).length;

export async function runLoop(listPath: string, pages: number, tmp: string): Promise<{ run: Run; perPage: number[] }> {
  const outPath = join(tmp, 'loop.jsonl');
  const r = await measured([SELF, '--child', 'loop', '--list', listPath, '--to', outPath]);
  if (r.code !== 0) throw new Error(`loop child failed (exit ${r.code}): ${r.stderr.trim().split('\n').slice(-4).join(' / ')}`);
  const output = readFileSync(outPath, 'utf8');
  return { run: { name: 'loop', pages, cpuMs: r.cpuMs, wallMs: r.wallMs, peakMb: r.peakMb, errors: errorsIn(output), output }, perPage: JSON.parse(r.stdout) as number[] };
}

export async function runBatch(workers: number, paths: string[], tmp: string, env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  const out = join(tmp, `batch-${workers}.jsonl`);
  const r = await measured([BIN, 'batch', ...paths, '--workers', String(workers), '-o', out], env);
  if (r.code !== 0) throw new Error(`batch --workers ${workers} failed (exit ${r.code}): ${r.stderr.trim()}`);
  const output = readFileSync(out, 'utf8');
  const lines = output.split('\n').filter(Boolean).length;
  if (lines !== paths.length) throw new Error(`batch --workers ${workers}: ${lines} lines for ${paths.length} pages`);
  return { name: `batch -w${workers}`, pages: paths.length, cpuMs: r.cpuMs, wallMs: r.wallMs, peakMb: r.peakMb, errors: errorsIn(output), output };
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Every `every`-th page of the sets (all sets when `sets` is undefined), in set and id order. */
export function collect(datasetsDir: string, every: number, sets?: readonly string[]): PageRef[] {
  const names = readdirSync(datasetsDir)
    .filter((d) => existsSync(join(datasetsDir, d, 'ground-truth.json')))
    .sort();
  for (const s of sets ?? []) if (!names.includes(s)) throw new Error(`no set ${s} in ${datasetsDir} (sets: ${names.join(', ')})`);
  const pages: PageRef[] = [];
  for (const name of names.filter((n) => !sets || sets.includes(n))) {
    const ds = loadDataset(join(datasetsDir, name));
    for (const id of ds.ids) {
      const path = pagePath(ds, id);
      if (existsSync(path)) pages.push({ path, lang: ds.gold[id]?.lang ?? 'und' });
    }
  }
  return pages.filter((_, i) => i % every === 0);
}

const groupOf = (lang: string): Exclude<Group, 'all'> => (lang === 'en' || lang === 'zh' ? lang : 'other');
const inGroup = (g: Group, lang: string): boolean => g === 'all' || groupOf(lang) === g;

const f1 = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : '–');
const f2 = (x: number): string => (Number.isFinite(x) ? x.toFixed(2) : '–');
const mark = (ok: boolean): string => (ok ? 'met' : '**missed**');

interface Speed {
  group: Group;
  n: number;
  ours: number;
  theirs: number;
  /** Median of the per-page ratios ours / theirs. */
  perPage: number;
  /** The same in CPU ms of the whole process. */
  oursCpu: number;
  theirsCpu: number;
  perPageCpu: number;
  failed: number;
  loopCpu: number;
}

function speeds(pages: PageRef[], pairs: Pair[], loopCpu: number[]): Speed[] {
  return GROUPS.map((group) => {
    const idx = pages.map((p, i) => (inGroup(group, p.lang) ? i : -1)).filter((i) => i >= 0);
    const ps = idx.map((i) => pairs[i]!);
    return {
      group,
      n: ps.length,
      ours: median(ps.map((p) => p.ours)),
      theirs: median(ps.map((p) => p.theirs)),
      perPage: median(ps.map((p) => p.ours / p.theirs)),
      oursCpu: median(ps.map((p) => p.oursCpu)),
      theirsCpu: median(ps.map((p) => p.theirsCpu)),
      perPageCpu: median(ps.map((p) => p.oursCpu / p.theirsCpu)),
      failed: ps.filter((p) => p.failed).length,
      loopCpu: idx.reduce((a, i) => a + (loopCpu[i] ?? 0), 0) / Math.max(1, idx.length),
    };
  }).filter((s) => s.n > 0);
}

export function speedTable(rows: Speed[]): string {
  return [
    `| pages | n | ${METHOD} median ms | Readability.js median ms | ratio of medians | median of per-page ratios | ${METHOD} median CPU ms | Readability.js median CPU ms | CPU ratio of medians | CPU median of per-page ratios | loop CPU ms/page |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (s) =>
        `| ${s.group} | ${s.n} | ${f1(s.ours)} | ${f1(s.theirs)} | ${f2(s.ours / s.theirs)} | ${f2(s.perPage)} | ${f1(s.oursCpu)} | ${f1(s.theirsCpu)} | ${f2(s.oursCpu / s.theirsCpu)} | ${f2(s.perPageCpu)} | ${f1(s.loopCpu)} |`,
    ),
  ].join('\n');
}

export function runTable(runs: Run[]): string {
  const loop = runs[0]!;
  return [
    '| run (all pages) | CPU s | CPU ms/page | × loop | wall s | cores busy | peak RSS, MB | error records |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...runs.map(
      (r) => `| ${r.name} | ${f1(r.cpuMs / 1000)} | ${f1(r.cpuMs / r.pages)} | ${f2(r.cpuMs / loop.cpuMs)} | ${f1(r.wallMs / 1000)} | ${f2(r.cpuMs / r.wallMs)} | ${f1(r.peakMb)} | ${r.errors} |`,
    ),
  ].join('\n');
}

/** Each target of issue 46 against this run. */
export function verdicts(rows: Speed[], runs: Run[], wholeSets: boolean): string[] {
  const out = ['Targets against this run:', ''];
  for (const g of ['en', 'zh'] as const) {
    const s = rows.find((r) => r.group === g);
    if (!s) continue;
    const ratio = s.oursCpu / s.theirsCpu;
    out.push(`- ${METHOD} median CPU ms/page (whole process) ≤ 1.0× Readability.js's, ${g}: ${f2(ratio)} — ${mark(ratio <= 1)} (wall: ${f2(s.ours / s.theirs)})`);
  }
  const loop = runs.find((r) => r.name === 'loop');
  const w2 = runs.find((r) => r.name === 'batch -w2');
  if (loop && w2) out.push(`- batch -w2 CPU per page ≤ 1.15× the loop's: ${f2(w2.cpuMs / loop.cpuMs)} — ${mark(w2.cpuMs / loop.cpuMs <= 1.15)}`);
  if (w2) out.push(`- peak RSS of batch -w2 ≤ 400 MB${wholeSets ? '' : ' (judged over all of ../shared/datasets; this run is a sample)'}: ${f1(w2.peakMb)} MB — ${mark(w2.peakMb <= 400)}`);
  return out;
}

const USAGE = `Usage: npm run bench:speed -- [--datasets DIR] [--every K] [--sets a,b] [--reps N (3)] [--out [docs/performance.md]]
  (--child interleave|loop --list FILE [--to FILE]: the measured children it starts itself)`;

async function main(argv: string[]): Promise<void> {
  // --out alone (last, or before another option) means docs/performance.md.
  const words = argv.flatMap((w, i) => (w === '--out' && (argv[i + 1] === undefined || argv[i + 1]!.startsWith('--')) ? [w, 'docs/performance.md'] : [w]));
  const { values: a } = benchArgs(
    USAGE,
    {
      child: { type: 'string' },
      list: { type: 'string' },
      to: { type: 'string' },
      datasets: { type: 'string' },
      every: { type: 'string' },
      reps: { type: 'string' },
      sets: { type: 'string' },
      out: { type: 'string' },
    },
    words,
  );
  const childMode = a.child;
  const reps = numberArg(a.reps, 3);
  if (!(Number.isInteger(reps) && reps >= 1)) throw new Error('--reps must be a whole number ≥ 1');
  if (childMode === 'interleave') return childInterleave(a.list!, reps);
  if (childMode === 'loop') return childLoop(a.list!, a.to!);
  if (childMode) throw new Error(`unknown child mode ${childMode}`);

  const datasetsDir = a.datasets === undefined ? sharedDatasets() : resolve(ROOT, a.datasets);
  if (!existsSync(datasetsDir)) throw new Error(`no datasets at ${datasetsDir} (use --datasets DIR)`);
  const every = numberArg(a.every, 1);
  if (!(Number.isInteger(every) && every >= 1)) throw new Error('--every must be a whole number ≥ 1');
  const sets = listArg(a.sets, undefined);
  const outPath = a.out === undefined ? undefined : resolve(ROOT, a.out);

  const pages = collect(datasetsDir, every, sets);
  if (pages.length === 0) throw new Error('no pages');
  const tmp = mkdtempSync(join(tmpdir(), 'cedst-bench-'));
  const load0 = loadavg();
  const runs: Run[] = [];
  let rows: Speed[];
  let same: string;
  try {
    const list = join(tmp, 'pages.json');
    writeFileSync(list, JSON.stringify(pages));
    const say = (what: string): void => {
      process.stderr.write(`bench: ${pages.length} pages: ${what}…`);
    };
    say(`interleaved ${METHOD} and Readability.js`);
    const inter = await measured([SELF, '--child', 'interleave', '--list', list, '--reps', String(reps)]);
    if (inter.code !== 0) throw new Error(`interleaved child failed (exit ${inter.code}): ${inter.stderr.trim().split('\n').slice(-4).join(' / ')}`);
    const pairs = JSON.parse(inter.stdout) as Pair[];
    process.stderr.write(` ${f1(inter.wallMs / 1000)} s\n`);
    const said = (r: Run): void => {
      process.stderr.write(` CPU ${f1(r.cpuMs / 1000)} s (${f1(r.cpuMs / r.pages)} ms/page), wall ${f1(r.wallMs / 1000)} s, peak ${f1(r.peakMb)} MB\n`);
    };
    say('in-process loop');
    const loop = await runLoop(list, pages.length, tmp);
    said(loop.run);
    runs.push(loop.run);
    for (const w of [1, 2]) {
      say(`batch --workers ${w}`);
      const b = await runBatch(
        w,
        pages.map((p) => p.path),
        tmp,
      );
      said(b);
      runs.push(b);
    }
    rows = speeds(pages, pairs, loop.perPage);
    const differ = runs.slice(1).filter((r) => r.output !== loop.run.output);
    same = differ.length === 0 ? 'the loop, batch -w1 and batch -w2 wrote byte-identical JSONL' : `**output differs** from the loop's: ${differ.map((r) => r.name).join(', ')}`;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  const load1 = loadavg();
  const machine = `${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, ${process.platform}`;
  const sample = `${pages.length} pages${every > 1 ? `, every ${every}th` : ''} of ${sets ? sets.join(', ') : 'all sets'} in ${relative(ROOT, datasetsDir)}`;
  const report = [
    `Machine: ${machine}; load average ${f2(load0[0]!)} at the start, ${f2(load1[0]!)} at the end. Pages: ${sample} (other = every language but en and zh).`,
    '',
    speedTable(rows),
    '',
    runTable(runs),
    '',
    `Readability.js threw on ${rows.find((r) => r.group === 'all')?.failed ?? 0} pages (their time counts). Output: ${same}.`,
    '',
    ...verdicts(rows, runs, every === 1 && !sets),
  ].join('\n');
  process.stdout.write(report + '\n');
  if (outPath) {
    const before = existsSync(outPath) ? readFileSync(outPath, 'utf8') : '# Performance\n';
    writeFileSync(outPath, spliceGenerated(before, generatedBlock(report, new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC', argv.join(' '))));
    process.stderr.write(`bench: wrote ${outPath}\n`);
  }
}

const BEGIN = '<!-- BEGIN generated by `npm run bench:speed`: do not edit by hand -->';
const END = '<!-- END generated -->';

/** The measured block of docs/performance.md: what ran, when, and this run's numbers. */
export function generatedBlock(report: string, date: string, args: string): string {
  return `${BEGIN}\n\nMeasured by \`npm run bench:speed${args ? ` -- ${args}` : ''}\` (bench/src/bench-speed.ts) on ${date}.\n\n${report}\n\n${END}`;
}

/** `doc` with its generated block replaced by `block`; the hand-written text around it is kept.
 *  A doc without the markers gets the block appended. */
export function spliceGenerated(doc: string, block: string): string {
  const i = doc.indexOf(BEGIN);
  const j = doc.indexOf(END, i);
  if (i >= 0 && j > i) return doc.slice(0, i) + block + doc.slice(j + END.length);
  return `${doc.trimEnd()}\n\n${block}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === SELF) {
  main(process.argv.slice(2)).catch((err: Error) => {
    process.stderr.write(`bench-speed: ${err.message}\n`);
    process.exitCode = 1;
  });
}
