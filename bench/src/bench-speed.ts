// Speed benchmark (`npm run bench:speed`): every page of the evaluation sets, split by the
// ground truth's language into en / zh / other, through
//   default     the default method in-process, single-threaded (read + extract per page)
//   readability Readability.js 0.6 on linkedom (parse + new Readability(doc).parse())
//   parse       linkedom's parseHTML alone: the floor of anything built on it
//   batch-1/2   the real CLI, `cedst batch --workers 1|2`, pages/s from its wall time
// Each measure runs in its own child process so that peak RSS is its own. Prints a markdown
// table on stdout and writes docs/PERFORMANCE.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDataset, pagePath } from '../../dist/eval/dataset.js';
import { DEFAULT_OPTIONS } from '../../dist/options.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const BIN = join(ROOT, 'bin', 'cedst.js');
const GROUPS = ['en', 'zh', 'other'] as const;
type Group = (typeof GROUPS)[number];
const IN_PROCESS = ['default', 'readability', 'parse'] as const;
type InProcess = (typeof IN_PROCESS)[number];
const MODES = [...IN_PROCESS, 'batch-1', 'batch-2'] as const;
type Mode = (typeof MODES)[number];

interface PageRef {
  path: string;
  lang: string;
}

/** What one child run measured. */
interface Measure {
  pages: number;
  /** Per-page processing times (in-process modes only). */
  ms: number[];
  /** Wall time of the run: the page loop in-process, spawn to exit for batch. */
  wallMs: number;
  /** Pages the method threw on (in-process) or error records (batch). */
  failures: number;
  /** Peak resident set size of the process, in MB. */
  peakMb: number;
  /** CPU time of every thread of the process(es) over the run, in ms: cpuMs / wallMs is the
   *  number of cores it kept busy. */
  cpuMs?: number;
}

// ---- child side: one in-process mode over one list of pages ----

async function child(mode: InProcess, listPath: string): Promise<void> {
  const pages = JSON.parse(readFileSync(listPath, 'utf8')) as PageRef[];
  const { parseHTML } = await import('linkedom');
  let run: (html: string) => unknown;
  if (mode === 'default') {
    const { extract } = await import('../../dist/index.js');
    run = (html) => extract(html);
  } else if (mode === 'readability') {
    const { Readability } = await import('@mozilla/readability');
    run = (html) => new Readability(parseHTML(html).document).parse();
  } else {
    run = (html) => parseHTML(html);
  }
  // The warm-up a batch worker gets at load (English only: jieba loads on the first Han text).
  run('<html><body><p>Warm up the English path with a short sentence of plain words.</p></body></html>');
  const ms: number[] = [];
  let failures = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  for (const p of pages) {
    const html = readFileSync(p.path, 'utf8');
    const t = performance.now();
    try {
      run(html);
    } catch {
      failures++;
    }
    ms.push(performance.now() - t);
  }
  const wallMs = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  const out: Omit<Measure, 'peakMb'> = { pages: pages.length, ms, wallMs, failures, cpuMs: (cpu.user + cpu.system) / 1000 };
  process.stdout.write(JSON.stringify(out));
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

/** User + system CPU ticks of a process, all its threads (0 when it is gone). The last poll
 *  before a process exits is what counts, so up to 100 ms of it may be missed. */
function cpuTicks(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): state is the 3rd, utime the 14th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
}

/** Run a process and report its stdout, wall time and peak RSS: the sum of the peaks (VmHWM) of
 *  the process and of every process it started, polled every 100 ms. `cedst batch` runs in a
 *  child node (src/cli/relaunch.ts), so the process alone would say nothing of the batch. */
function measured(args: string[]): Promise<{ stdout: string; stderr: string; wallMs: number; peakMb: number; cpuMs: number; code: number | null }> {
  return new Promise((done, fail) => {
    const start = performance.now();
    const p = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const hwmKb = new Map<number, number>();
    const ticks = new Map<number, number>();
    p.stdout.setEncoding('utf8').on('data', (s: string) => { stdout += s; });
    p.stderr.setEncoding('utf8').on('data', (s: string) => { stderr += s; });
    const poll = setInterval(() => {
      const stack = p.pid ? [p.pid] : [];
      while (stack.length) {
        const pid = stack.pop()!;
        try {
          const m = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
          if (m) hwmKb.set(pid, Math.max(hwmKb.get(pid) ?? 0, Number(m[1])));
          ticks.set(pid, cpuTicks(pid));
        } catch { /* exited */ }
        stack.push(...childrenOf(pid));
      }
    }, 100);
    p.on('error', fail);
    p.on('close', (code) => {
      clearInterval(poll);
      const kb = [...hwmKb.values()].reduce((a, b) => a + b, 0);
      const cpuMs = ([...ticks.values()].reduce((a, b) => a + b, 0) * 1000) / CLOCK_TICKS;
      done({ stdout, stderr, wallMs: performance.now() - start, peakMb: kb / 1024, cpuMs, code });
    });
  });
}

async function runInProcess(mode: InProcess, listPath: string): Promise<Measure> {
  const r = await measured([SELF, '--child', mode, '--list', listPath]);
  if (r.code !== 0) throw new Error(`${mode} child failed (exit ${r.code}): ${r.stderr.trim().split('\n').slice(-4).join(' / ')}`);
  return { ...(JSON.parse(r.stdout) as Omit<Measure, 'peakMb'>), peakMb: r.peakMb };
}

async function runBatch(workers: number, pages: PageRef[], tmp: string): Promise<Measure> {
  const out = join(tmp, `batch-${workers}.jsonl`);
  const r = await measured([BIN, 'batch', ...pages.map((p) => p.path), '--workers', String(workers), '-o', out]);
  if (r.code !== 0) throw new Error(`batch --workers ${workers} failed (exit ${r.code}): ${r.stderr.trim()}`);
  const lines = readFileSync(out, 'utf8').split('\n').filter(Boolean);
  if (lines.length !== pages.length) throw new Error(`batch --workers ${workers}: ${lines.length} lines for ${pages.length} pages`);
  const failures = lines.filter((l) => (JSON.parse(l) as { error?: unknown }).error).length;
  return { pages: pages.length, ms: [], wallMs: r.wallMs, failures, peakMb: r.peakMb, cpuMs: r.cpuMs };
}

/** Two in-process loops of the default method at once, each on every other page, as separate
 *  processes: no pool, no messages, no shared heap. Their pages/s is the most any two-way split
 *  of the work reaches on this machine, the ceiling against which batch -w2 is judged. */
async function runTwoLoops(pages: PageRef[], tmp: string): Promise<Measure> {
  const halves = [pages.filter((_, i) => i % 2 === 0), pages.filter((_, i) => i % 2 === 1)];
  const lists = halves.map((h, i) => {
    const list = join(tmp, `half-${i}.json`);
    writeFileSync(list, JSON.stringify(h));
    return list;
  });
  const runs = await Promise.all(lists.map((list) => runInProcess('default', list)));
  return {
    pages: pages.length,
    ms: runs.flatMap((r) => r.ms),
    // Each loop's own time, start-up of node excluded as for one loop; the slower one ends the run.
    wallMs: Math.max(...runs.map((r) => r.wallMs)),
    failures: runs.reduce((a, r) => a + r.failures, 0),
    peakMb: runs.reduce((a, r) => a + r.peakMb, 0),
    cpuMs: runs.reduce((a, r) => a + (r.cpuMs ?? 0), 0),
  };
}

export function median(xs: number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function collect(datasetsDir: string, limit: number): PageRef[] {
  const pages: PageRef[] = [];
  for (const name of readdirSync(datasetsDir).sort()) {
    const dir = join(datasetsDir, name);
    if (!existsSync(join(dir, 'ground-truth.json'))) continue;
    const ds = loadDataset(dir);
    for (const id of ds.ids) {
      const path = pagePath(ds, id);
      if (existsSync(path)) pages.push({ path, lang: ds.gold[id]?.lang ?? 'und' });
    }
  }
  if (limit >= pages.length) return pages;
  // An even spread over the sets, not the first sets only.
  const step = pages.length / limit;
  return Array.from({ length: limit }, (_, i) => pages[Math.floor(i * step)]!);
}

const groupOf = (lang: string): Group => (lang === 'en' || lang === 'zh' ? lang : 'other');

const f1 = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : '–');
const f2 = (x: number): string => (Number.isFinite(x) ? x.toFixed(2) : '–');

interface Row {
  group: Group | 'all';
  pages: number;
  m: Partial<Record<Mode, Measure>>;
}

const rate = (m?: Measure): number => (m ? m.pages / (m.wallMs / 1000) : NaN);
const roundsWord = (n: number): string => `${n} round${n === 1 ? '' : 's'}`;

function table(rows: Row[]): string {
  const head = `| pages | n | ${DEFAULT_OPTIONS.method} median ms | ${DEFAULT_OPTIONS.method} pages/s | Readability median ms | Readability pages/s | parse median ms | parse pages/s | batch -w1 pages/s | batch -w2 pages/s |`;
  const sep = '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const body = rows.map((r) => {
    const med = (mode: Mode): number => median(r.m[mode]?.ms ?? []);
    return `| ${r.group} | ${r.pages} | ${f1(med('default'))} | ${f1(rate(r.m.default))} | ${f1(med('readability'))} | ${f1(rate(r.m.readability))} | ${f1(med('parse'))} | ${f1(rate(r.m.parse))} | ${f1(rate(r.m['batch-1']))} | ${f1(rate(r.m['batch-2']))} |`;
  });
  return [head, sep, ...body].join('\n');
}

function rssTable(rows: Row[]): string {
  const head = `| peak RSS, MB | ${MODES.join(' | ')} |`;
  const sep = `|---|${MODES.map(() => '---:').join('|')}|`;
  const body = rows.map((r) => `| ${r.group} | ${MODES.map((m) => f1(r.m[m]?.peakMb ?? NaN)).join(' | ')} |`);
  return [head, sep, ...body].join('\n');
}

function ratios(rows: Row[]): string {
  const lines = [`| pages | ${DEFAULT_OPTIONS.method} / Readability, median ms (target ≤ 1) | batch -w2 / in-process pages/s | batch -w2 / batch -w1 pages/s | ${DEFAULT_OPTIONS.method} / parse, median ms |`, '|---|---:|---:|---:|---:|'];
  for (const r of rows) {
    const med = (mode: Mode): number => median(r.m[mode]?.ms ?? []);
    lines.push(`| ${r.group} | ${f2(med('default') / med('readability'))} | ${f2(rate(r.m['batch-2']) / rate(r.m.default))} | ${f2(rate(r.m['batch-2']) / rate(r.m['batch-1']))} | ${f2(med('default') / med('parse'))} |`);
  }
  return lines.join('\n');
}

/** Merge the per-group measures into the `all` row: times concatenated, walls added, peak = max. */
function total(rows: Row[]): Row {
  const m: Partial<Record<Mode, Measure>> = {};
  for (const mode of MODES) {
    const parts = rows.map((r) => r.m[mode]).filter((x): x is Measure => x !== undefined);
    if (parts.length === 0) continue;
    m[mode] = {
      pages: parts.reduce((a, p) => a + p.pages, 0),
      ms: parts.flatMap((p) => p.ms),
      wallMs: parts.reduce((a, p) => a + p.wallMs, 0),
      failures: parts.reduce((a, p) => a + p.failures, 0),
      peakMb: Math.max(...parts.map((p) => p.peakMb)),
      cpuMs: parts.reduce((a, p) => a + (p.cpuMs ?? NaN), 0),
    };
  }
  return { group: 'all', pages: rows.reduce((a, r) => a + r.pages, 0), m };
}

function arg(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function main(argv: string[]): Promise<void> {
  const childMode = arg(argv, '--child');
  if (childMode) {
    if (!(IN_PROCESS as readonly string[]).includes(childMode)) throw new Error(`unknown child mode ${childMode}`);
    return child(childMode as InProcess, arg(argv, '--list')!);
  }
  const datasetsDir = resolve(ROOT, arg(argv, '--datasets') ?? '../shared/datasets');
  const limit = Number(arg(argv, '--limit') ?? Infinity);
  const only = arg(argv, '--modes')?.split(',') ?? [...MODES];
  const write = !argv.includes('--no-write');
  const rounds = Number(arg(argv, '--rounds') ?? 3);
  if (!(Number.isInteger(rounds) && rounds >= 1)) throw new Error('--rounds must be a whole number ≥ 1');
  if (!existsSync(datasetsDir)) throw new Error(`no datasets at ${datasetsDir} (use --datasets DIR)`);
  if (!(limit > 0)) throw new Error('--limit must be a positive number');
  for (const m of only) if (!(MODES as readonly string[]).includes(m)) throw new Error(`unknown mode ${m} (modes: ${MODES.join(', ')})`);

  const all = collect(datasetsDir, limit);
  const tmp = mkdtempSync(join(tmpdir(), 'cedst-bench-'));
  const rows: Row[] = [];
  const done: Round[] = [];
  try {
    for (const group of GROUPS) {
      const pages = all.filter((p) => groupOf(p.lang) === group);
      if (pages.length === 0) continue;
      const list = join(tmp, `${group}.json`);
      writeFileSync(list, JSON.stringify(pages));
      const row: Row = { group, pages: pages.length, m: {} };
      for (const mode of only as Mode[]) {
        process.stderr.write(`bench: ${group} (${pages.length} pages): ${mode}…`);
        const m = mode === 'batch-1' ? await runBatch(1, pages, tmp) : mode === 'batch-2' ? await runBatch(2, pages, tmp) : await runInProcess(mode, list);
        process.stderr.write(` ${(m.wallMs / 1000).toFixed(1)} s, ${f1(m.pages / (m.wallMs / 1000))} pages/s, peak ${f1(m.peakMb)} MB${m.failures ? `, ${m.failures} failed` : ''}\n`);
        row.m[mode] = m;
      }
      rows.push(row);
    }
    // The archive case: runs over every page, languages mixed as they come, so start-up is paid
    // once and the peak RSS is that of the full run. This VM's speed drifts by up to 2× within
    // minutes, so the runs whose ratio is a target go back to back, in rounds.
    if (only.includes('default') && only.includes('batch-2')) {
      const listAll = join(tmp, 'all.json');
      writeFileSync(listAll, JSON.stringify(all));
      for (let r = 1; r <= rounds; r++) {
        const say = (what: string): void => { process.stderr.write(`bench: round ${r}/${rounds}, all ${all.length} pages: ${what}…`); };
        const said = (m: Measure): void => { process.stderr.write(` ${(m.wallMs / 1000).toFixed(1)} s, ${f1(rate(m))} pages/s, peak ${f1(m.peakMb)} MB\n`); };
        say('arithmetic loop, one then two at once');
        const spin = await spinScaling();
        process.stderr.write(` ${f2(spin)}×\n`);
        say('in-process, one loop');
        const one = await runInProcess('default', listAll);
        said(one);
        say('batch-2');
        const batch2 = await runBatch(2, all, tmp);
        said(batch2);
        say('two in-process loops at once');
        const two = await runTwoLoops(all, tmp);
        said(two);
        let batch1: Measure | undefined;
        if (only.includes('batch-1')) {
          say('batch-1');
          batch1 = await runBatch(1, all, tmp);
          said(batch1);
        }
        done.push({ spin, one, batch2, two, batch1 });
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  rows.push(total(rows));

  const failures = MODES.map((mode) => `${mode} ${rows.at(-1)!.m[mode]?.failures ?? '–'}`).join(', ');
  const machine = `${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, ${process.platform}`;
  const report = [
    `Machine: ${machine}. Pages: ${all.length} from ${datasetsDir.replace(ROOT, '')} (other = every language but en and zh).`,
    '',
    table(rows),
    '',
    rssTable(rows),
    '',
    ratios(rows),
    '',
    `Failures (exceptions or error records): ${failures}.`,
    ...roundsText(done),
    ...verdicts(rows, done),
  ].join('\n');
  process.stdout.write(report + '\n');
  if (write) {
    const doc = join(ROOT, 'docs', 'PERFORMANCE.md');
    writeFileSync(doc, docText(report, new Date().toISOString().slice(0, 10), argv.slice(2).join(' ')));
    process.stderr.write(`bench: wrote ${doc}\n`);
  }
}

/** Each target of the batch issue against this run's numbers. */
function verdicts(rows: Row[], rounds: Round[]): string[] {
  const get = (g: string): Row | undefined => rows.find((r) => r.group === g);
  const ratio = (r: Row | undefined): number => (r?.m.default && r.m.readability ? median(r.m.default.ms) / median(r.m.readability.ms) : NaN);
  const mark = (ok: boolean): string => (ok ? 'met' : '**missed**');
  const out = ['', 'Targets against this run:', ''];
  for (const g of ['en', 'zh']) if (Number.isFinite(ratio(get(g)))) out.push(`- ${DEFAULT_OPTIONS.method} median ms/page ≤ Readability.js's, ${g}: ${f2(ratio(get(g)))} — ${mark(ratio(get(g)) <= 1)}`);
  if (rounds.length) {
    const each = rounds.map((r) => rate(r.batch2) / rate(r.one));
    const mid = median(each);
    out.push(`- batch --workers 2 ≥ 1.7 × in-process pages/s, median of ${roundsWord(rounds.length)}: ${f2(mid)} (rounds: ${each.map(f2).join(', ')}) — ${mark(mid >= 1.7)}`);
    const peak = Math.max(...rounds.flatMap((r) => [r.batch2.peakMb, r.batch1?.peakMb ?? 0]));
    out.push(`- peak RSS of a full batch run < 500 MB, highest of ${roundsWord(rounds.length)}: ${f1(peak)} MB — ${mark(peak < 500)}`);
  }
  return out;
}

/** One round of the full runs, back to back: the VM's own two-core scaling at that moment, one
 *  in-process loop, batch -w2, two independent loops (the ceiling of any two-way split), batch -w1. */
interface Round {
  spin: number;
  one: Measure;
  batch2: Measure;
  two: Measure;
  batch1?: Measure;
}

/** A pure arithmetic loop (no allocation, no memory traffic) run alone, then two copies at once
 *  in separate processes: the pages/s-free measure of how much of a second core this VM gives
 *  right now (2.00 on two idle cores). */
async function spinScaling(): Promise<number> {
  const code = 'let x=0;const t=performance.now();for(let i=0;i<2e8;i++)x=(x+i*7)%1000003;process.stdout.write(String(performance.now()-t+x*0))';
  const once = async (): Promise<number> => Number((await measured(['-e', code])).stdout);
  const alone = await once();
  const both = await Promise.all([once(), once()]);
  return (2 * alone) / Math.max(...both);
}

function roundsText(rounds: Round[]): string[] {
  if (!rounds.length) return [];
  const pages = rounds[0]!.one.pages;
  const cores = (m?: Measure): string => (m?.cpuMs !== undefined ? f2(m.cpuMs / m.wallMs) : '–');
  const out = ['', `Runs over all ${pages} pages (languages mixed, start-up paid once), in ${roundsWord(rounds.length)}; each round runs back to back, so its ratios compare like with like on this drifting VM:`, ''];
  out.push(`| round | run | pages/s | × one loop | cores busy (CPU time / wall) | peak RSS, MB | error records |`, '|---:|---|---:|---:|---:|---:|---:|');
  rounds.forEach((r, i) => {
    const one = rate(r.one);
    out.push(`| ${i + 1} | arithmetic loop, two at once / one | – | ${f2(r.spin)} | – | – | – |`);
    const row = (name: string, m?: Measure): void => {
      if (m) out.push(`| ${i + 1} | ${name} | ${f1(rate(m))} | ${f2(rate(m) / one)} | ${cores(m)} | ${f1(m.peakMb)} | ${m.failures} |`);
    };
    row(`in-process ${DEFAULT_OPTIONS.method}, one loop`, r.one);
    row('two in-process loops at once (ceiling)', r.two);
    row('batch --workers 1', r.batch1);
    row('batch --workers 2', r.batch2);
  });
  return out;
}

function docText(report: string, date: string, args: string): string {
  return `# Performance

Measured by \`npm run bench:speed${args ? ` -- ${args}` : ''}\` (bench/src/bench-speed.ts) on ${date}.

What is measured, on every page of the evaluation sets, split by the ground truth's language:

- **${DEFAULT_OPTIONS.method}**: \`extract(html)\` with the default options, in-process and single-threaded. Median
  ms/page is the extraction alone; pages/s is the wall time of the loop, reading the files included.
- **Readability**: Readability.js 0.6.0 on linkedom: \`parseHTML\` + \`new Readability(doc).parse()\`.
- **parse**: linkedom's \`parseHTML\` alone, the floor of any extractor built on it.
- **batch -w1 / -w2**: the real command, \`cedst batch <pages…> --workers 1|2 -o out.jsonl\`; pages/s
  from the process's wall time, start-up of node and of the pool included (about a second).
- **rounds**: the runs over all pages whose ratio is a target (one in-process loop, batch -w2,
  two in-process loops at once, batch -w1) go back to back, three times (\`--rounds N\`), after a
  pure arithmetic loop run alone and then twice at once, which shows how much of the second core
  the VM gives at that moment. The 1.7× verdict is the median of the rounds' own ratios.

Each measure runs in its own child process; peak RSS is that process's maximum resident set size
(VmHWM from /proc, polled every 100 ms), summed over the process and its children: worker threads and
the batch's own child node included. The \`all\` row concatenates the page times, adds the wall times
and takes the largest peak RSS of the three runs.

${report}

Targets: the default method's median ms/page at most Readability's for en and for zh; \`batch --workers 2\` at least
1.7× the single-threaded pages/s on a 2-core machine; peak RSS under 500 MB.

Why \`batch --workers 2\` stays short of 1.7× the in-process loop (2026-11-22; per-thread CPU from
/proc, collections from perf_hooks). A node process running one loop does not keep one core busy
but about 1.2 (the "cores busy" column): V8 compiles and collects garbage on helper threads, so
even a perfect split could not beat 2 / 1.2 ≈ 1.65×. The arithmetic row shows that the VM gave
almost two whole cores in every round (1.95–1.96× for a loop that only adds). Two independent
extraction loops, separate processes with no pool, no messages and no memory caps, reached 1.38×,
1.55× and 1.74×, using 940–980 MB together, about twice the memory target; batch -w2 made
1.14–1.31× (median 1.30) within 467–494 MB.

Where the batch loses against two loops. CPU per page (cores busy / pages/s, in the rounds above):
one loop 30–34 ms, two loops 32–35 ms, batch -w2 42–43 ms, so two loops do not slow each other
down; the batch spends more. The gap sits in some pages, not all: on a random sample of 1,000
pages, batch -w2 and two loops ran level (43–50 against 44–51 pages/s, back to back twice), while
on the last 816 pages of the list (the end of l3s-gn1, readability, trafilatura-eval and wcxb:
large modern pages) a fresh batch -w2 ran no faster than one loop (22.9 and 21.8 s against 25.3
and 22.0 s). There a worker's 16 MB young generation promotes most of each page's DOM: one worker
ran 61–62 old-generation marking cycles over those pages where the main-thread loop, and a worker
without limits, ran 8–11. Larger young generations cost memory the target does not have (below).
Each worker is also an isolate of its own and compiles the pipeline for itself: over the first
200 pages TurboFan spends ~3.8 s, then ~2.5 ms a page recompiling functions that meet new object
shapes (\`analysePlus\`, which inlines most of the pipeline, 14 times after page 200 at ~170 ms
each); both are CPU the helpers take from the workers.

Tried for the ratio, on all pages: \`--single-threaded-gc\` in the batch's child node (each
collection otherwise waits for helper threads that busy workers leave no core for; the flag
cannot be set once node runs, src/cli/relaunch.ts): 53 → 67 pages/s, adopted; on the 1,000-page
sample without it (\`CEDST_NO_RELAUNCH=1\`) 45 and 44 pages/s against 62 and 59 with it. A
child-process pool: starting the children and sending them the pages ate most of the gain, not
adopted. A minor collection after every page (\`gc({type: 'minor'})\`): +2%, within the noise, not
adopted. A bigger young generation per worker: 48 MB once gave +10% pages/s at 567 MB peak RSS
and 96 MB +15% at 643 MB, over the memory target; re-measured on 2026-11-22, 24 and 32 MB ran at
50.0 and 52.9 pages/s against 52.1 with 16 MB (484 and 531 MB), and 48 MB on the 1,000-page sample
at 52 and 55 against 62 and 59: no gain that holds, 16 MB it stays. V8's inlining limits and
Maglev: within the noise. Also on 2026-11-22, on the 1,000-page sample, two runs each: one V8
helper thread (\`--v8-pool-size=1\`) 37.3 and 37.5 pages/s against 46.0 and 40.2; node's default
collector with one or two helper threads 37.5/36.9 and 33.8/38.8; glibc's default arenas
49.9/44.8 pages/s where two arenas made 46.6/43.2, within the noise, and two keep memory lower; V8's young
mark-compact (\`--minor-mc\`) in a worker 27.8 and 25.9 against 32.0 and 33.4.

Memory (one -w2 run over all pages, launcher ~44 MB + the batch's child). The launcher's resident
set is mostly node's own code, shared with the child (7.7 MB of it is private); the sum of VmHWM
counts those pages twice, and the target is judged on that larger figure (one run: 455 MB summed
VmHWM, 398 MB at the peak of the summed proportional set size, Pss). The child's main thread
holds ~40 MB of heap (a 256 MB old-generation cap keeps V8 from letting garbage pile up); each
worker 57-82 MB of heap plus jieba's wasm memory, 62 MB from its first page with Han text on. glibc
gives every thread its own malloc arenas and keeps their freed memory; the child runs with
MALLOC_ARENA_MAX=2 (src/cli/relaunch.ts): 451/468/457 MB against 496/494/488 MB with glibc's
default, three interleaved runs, same speed. A leak found and fixed on 2026-11-22: the class/id
cue cache's keys were slices of page markup, which kept whole pages alive; after a full collection
at the end of an in-process run over all pages, 267 MB of large objects were live, 23 MB after the
fix (src/lang/own-copy.ts). The in-process loops are not capped and V8 grows their heaps lazily,
so their peak RSS (the default column) says little; how far V8 lets a heap grow also depends on
how fast this VM runs at the time, so one run's peak is a loose figure (±20 MB between repeats). In the
run above the three batch -w2 peaks were 470, 467 and 494 MB: under the target, by a thin margin.
`;
}

if (process.argv[1] && resolve(process.argv[1]) === SELF) {
  main(process.argv).catch((err: Error) => {
    process.stderr.write(`bench-speed: ${err.message}\n`);
    process.exitCode = 1;
  });
}
