#!/usr/bin/env node
// @ts-check
// The fuzz class of `cedst serve` under pipelined requests: one server on 127.0.0.1 (port 0), a
// few connections that each send a seeded run of up to 1,000 requests in one write (the files it
// serves, malformed targets like `//[`, unknown paths, other methods); half read every answer, half
// never read. Bounded: at most `connections` × `requests` requests, every connection cut after
// `timeoutMs`, nothing sent anywhere but the server this script started. Invariants: the server
// is alive at the end and still answers; its peak RSS (VmHWM) stays under the bound; a connection
// that reads gets one well-formed answer per request it sent, up to the per-connection limit, then
// 503s, and a malformed target gets 400, never a crash.
// Run alone it prints its numbers (the peak RSS before and after a flood):
//   node bench/fuzz/serve-pipelined.mjs [--seed S] [--connections 4] [--requests 1000] [--max-rss-mb 300]
// The fuzz round (run.mjs) runs it too, with its seed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchArgs } from '../lib/args.mjs';
import { rng } from './rng.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const TARGETS = ['/', '/playground.html', '/playground.mjs', '/cedst.js', '/jieba_rs_wasm_bg.wasm', '/options.json', '/cedst.d.ts', '/nothing', '//[', '/a%zz', 'http://[/', '/%', '//x/../cedst.js'];

/** A stand-in for the browser build, of its sizes (the bundle 1 MB, jieba's WebAssembly 4 MB), so
 *  that the round needs no browser build: `npm run build` removes dist/browser. */
function standIn() {
  const dir = mkdtempSync(join(tmpdir(), 'cedst-serve-fuzz-'));
  const sizes = { 'playground.html': 4_500, 'playground.mjs': 8_300, 'cedst.js': 1_073_000, 'jieba_rs_wasm_bg.wasm': 4_015_000 };
  for (const [name, size] of Object.entries(sizes)) writeFileSync(join(dir, name), Buffer.alloc(size, name[0]));
  return dir;
}

/** @param {number} pid */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (/** @type {string} */ key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

/**
 * One connection: `payload` in one write; resolves to the answers' statuses (reading) or to none
 * (not reading), when the server closes it or `timeoutMs` passes.
 * @param {number} port @param {string} payload @param {boolean} read @param {number} timeoutMs
 * @returns {Promise<{ statuses: number[], closed: boolean }>}
 */
function flood(port, payload, read, timeoutMs) {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    /** @type {Buffer[]} */
    const chunks = [];
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      done({ statuses: [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1])), closed });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      finish();
    });
    if (read) socket.on('data', (/** @type {Buffer} */ d) => chunks.push(d));
    else socket.pause();
    socket.write(payload);
  });
}

/**
 * @param {{ seed: number, connections?: number, requests?: number, maxRssMb?: number, timeoutMs?: number, dir?: string }} o
 * @returns {Promise<{ summary: Record<string, unknown>, problems: string[] }>}
 */
export async function servePipelined({ seed, connections = 4, requests = 1000, maxRssMb = 300, timeoutMs = 20_000, dir }) {
  const r = rng(seed);
  const served = dir ?? standIn();
  /** @type {string[]} */
  const problems = [];
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'cedst.js'), 'serve', '--port', '0', '--dir', served], { stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  let out = '';
  child.stdout.on('data', (/** @type {Buffer} */ d) => (out += d));
  const exited = new Promise((ok) => child.on('exit', (code, signal) => ok(signal ?? code)));
  const port = await new Promise((ok) => {
    const t = setTimeout(() => ok(0), 30_000);
    child.stderr.on('data', (/** @type {Buffer} */ d) => {
      err += d;
      const m = /playground is at http:\/\/127\.0\.0\.1:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(t);
        ok(Number(m[1]));
      }
    });
    void exited.then(() => ok(0));
  });
  if (!port) {
    child.kill('SIGKILL');
    if (!dir) rmSync(served, { recursive: true, force: true });
    return { summary: { started: false }, problems: [`serve did not start: ${err.trim().split('\n').pop()}`] };
  }
  const before = rssMb(/** @type {number} */ (child.pid));
  /** @type {{ payload: string, read: boolean, kinds: string[] }[]} */
  const plans = Array.from({ length: connections }, (_, c) => {
    const kinds = Array.from({ length: 1 + r.int(requests) }, () => r.pick(TARGETS));
    // One connection in each run floods the largest file: the case that grew without bound.
    if (c === 0) kinds.fill('/jieba_rs_wasm_bg.wasm').length = requests;
    const payload = kinds.map((t) => `${r.int(8) ? 'GET' : r.pick(['HEAD', 'POST', 'DELETE'])} ${t} HTTP/1.1\r\nHost: 127.0.0.1\r\n${r.int(20) ? '' : 'Content-Length: 0\r\n'}\r\n`).join('');
    return { payload, read: c % 2 === 1, kinds };
  });
  const results = await Promise.all(plans.map((p) => flood(port, p.payload, p.read, timeoutMs)));
  const after = rssMb(/** @type {number} */ (child.pid));
  let sent = 0;
  let answered = 0;
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const [c, res] of results.entries()) {
    sent += plans[c].kinds.length;
    answered += res.statuses.length;
    for (const s of res.statuses) statuses[s] = (statuses[s] ?? 0) + 1;
    if (!plans[c].read) continue;
    if (!res.closed && res.statuses.length < plans[c].kinds.length)
      problems.push(`serve: connection ${c} got ${res.statuses.length} answers to ${plans[c].kinds.length} requests within ${timeoutMs} ms`);
    const bad = res.statuses.filter((s) => ![200, 400, 404, 405, 503].includes(s));
    if (bad.length) problems.push(`serve: connection ${c} got statuses ${[...new Set(bad)].join(', ')}`);
    for (const [i, s] of res.statuses.entries()) {
      const t = plans[c].kinds[i];
      if (s !== 503 && ['//[', '/a%zz', 'http://[/', '/%'].includes(t) && s !== 400) problems.push(`serve: ${t} got ${s}, not 400`);
    }
  }
  if (child.exitCode !== null || child.signalCode !== null) problems.push(`serve died under pipelined requests: ${err.trim().split('\n').slice(-3).join(' | ')}`);
  else {
    const alive = await flood(port, 'GET /options.json HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', true, 10_000);
    if (alive.statuses[0] !== 200) problems.push(`serve no longer answers after the flood (${alive.statuses.join(',') || 'nothing'})`);
  }
  if (!(after.peak <= maxRssMb)) problems.push(`serve's peak RSS ${after.peak} MB over ${maxRssMb} MB`);
  if (out !== '') problems.push('serve wrote on stdout');
  child.kill('SIGTERM');
  await exited;
  if (!dir) rmSync(served, { recursive: true, force: true });
  return { summary: { connections, requests: sent, answered, statuses, rssBeforeMb: before.rss, peakRssMb: after.peak }, problems };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = benchArgs(
    'Usage: node bench/fuzz/serve-pipelined.mjs [--seed S] [--connections 4] [--requests 1000] [--max-rss-mb 300] [--dir dist/browser]\n' +
      '  Floods a `cedst serve` it starts on 127.0.0.1 with pipelined requests (at most connections x requests,\n' +
      '  each connection cut after 20 s) and prints its RSS before and its peak after, as JSON; exits 1\n' +
      '  when an invariant fails (each on stderr). It serves a stand-in of the browser build, of its sizes,\n' +
      '  unless --dir names a build (npm run build:browser makes dist/browser).\n',
    { seed: { type: 'string' }, connections: { type: 'string' }, requests: { type: 'string' }, 'max-rss-mb': { type: 'string' }, dir: { type: 'string' } },
  );
  const res = await servePipelined({
    seed: Number(values.seed ?? '1'),
    connections: Math.min(16, Number(values.connections ?? '4')),
    requests: Math.min(1000, Number(values.requests ?? '1000')),
    maxRssMb: Number(values['max-rss-mb'] ?? '300'),
    ...(values.dir ? { dir: resolve(values.dir) } : {}),
  });
  console.log(JSON.stringify({ ...res.summary, problems: res.problems.length }, null, 2));
  for (const p of res.problems) process.stderr.write(`fuzz: ${p}\n`);
  process.exitCode = res.problems.length ? 1 : 0;
}
