// Speed benchmark (`npm run bench:speed`): every page of the evaluation sets, split by the
// ground truth's language into en / zh / other, through
//   default     the default method in-process, single-threaded (read + extract per page)
//   readability Readability.js 0.6 on linkedom (parse + new Readability(doc).parse())
//   parse       linkedom's parseHTML alone: the floor of anything built on it
//   batch-1/2   the real CLI, `cedst batch --workers 1|2`, pages/s from its wall time
// Each measure runs in its own child process so that peak RSS is its own. Prints a markdown
// table on stdout and writes it into docs/PERFORMANCE.md between the generated-block markers; the
// description of the measures and the analysis of past runs around them are written by hand.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
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
    p.stdout.setEncoding('utf8').on('data', (s: string) => {
      stdout += s;
    });
    p.stderr.setEncoding('utf8').on('data', (s: string) => {
      stderr += s;
    });
    const poll = setInterval(() => {
      const stack = p.pid ? [p.pid] : [];
      while (stack.length) {
        const pid = stack.pop()!;
        try {
          const m = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
          if (m) hwmKb.set(pid, Math.max(hwmKb.get(pid) ?? 0, Number(m[1])));
          ticks.set(pid, cpuTicks(pid));
        } catch {
          /* exited */
        }
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
  const lines = [
    `| pages | ${DEFAULT_OPTIONS.method} / Readability, median ms (target ≤ 1) | batch -w2 / in-process pages/s | batch -w2 / batch -w1 pages/s | ${DEFAULT_OPTIONS.method} / parse, median ms |`,
    '|---|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const med = (mode: Mode): number => median(r.m[mode]?.ms ?? []);
    lines.push(
      `| ${r.group} | ${f2(med('default') / med('readability'))} | ${f2(rate(r.m['batch-2']) / rate(r.m.default))} | ${f2(rate(r.m['batch-2']) / rate(r.m['batch-1']))} | ${f2(med('default') / med('parse'))} |`,
    );
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
        const say = (what: string): void => {
          process.stderr.write(`bench: round ${r}/${rounds}, all ${all.length} pages: ${what}…`);
        };
        const said = (m: Measure): void => {
          process.stderr.write(` ${(m.wallMs / 1000).toFixed(1)} s, ${f1(rate(m))} pages/s, peak ${f1(m.peakMb)} MB\n`);
        };
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
    `Machine: ${machine}. Pages: ${all.length} from ${relative(ROOT, datasetsDir)} (other = every language but en and zh).`,
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
    const before = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Performance\n';
    writeFileSync(doc, spliceGenerated(before, generatedBlock(report, new Date().toISOString().slice(0, 10), argv.slice(2).join(' '))));
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
  const out = [
    '',
    `Runs over all ${pages} pages (languages mixed, start-up paid once), in ${roundsWord(rounds.length)}; each round runs back to back, so its ratios compare like with like on this drifting VM:`,
    '',
  ];
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

const BEGIN = '<!-- BEGIN generated by `npm run bench:speed`: do not edit by hand -->';
const END = '<!-- END generated -->';

/** The measured block of docs/PERFORMANCE.md: what ran, when, and this run's numbers. */
export function generatedBlock(report: string, date: string, args: string): string {
  return `${BEGIN}\n\nMeasured by \`npm run bench:speed${args ? ` -- ${args}` : ''}\` (bench/src/bench-speed.ts) on ${date}.\n\n${report}\n\n${END}`;
}

/** `doc` with its generated block replaced by `block`; the hand-written text around it (what is
 *  measured, the targets, the analysis of past runs) is kept. A doc without the markers gets the
 *  block appended. */
export function spliceGenerated(doc: string, block: string): string {
  const i = doc.indexOf(BEGIN);
  const j = doc.indexOf(END, i);
  if (i >= 0 && j > i) return doc.slice(0, i) + block + doc.slice(j + END.length);
  return `${doc.trimEnd()}\n\n${block}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === SELF) {
  main(process.argv).catch((err: Error) => {
    process.stderr.write(`bench-speed: ${err.message}\n`);
    process.exitCode = 1;
  });
}
