// @module-tag slow
// URL input for a service, through the CLI against servers the test starts on
// loopback addresses (127.0.0.1–127.0.0.4): loopback refused unless opted in, credentials never
// shown, http_status on error records (so --status 200 drops a fetched 404), URL lists on stdin
// fetched, a bad user agent refused up front, SIGTERM cutting a fetch short, and fetches run
// several at once within a per-host limit. Concurrency is asserted on what the servers saw (how
// many requests they held at once), never on the wall clock.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchLines, ROOT, type Run } from '../support/cli.js';
import { html, redirect, serve, type TestServer } from '../support/http-server.js';

const FILE = 'fixtures/en-city-council/page.html';
const PAGE = readFileSync(join(ROOT, FILE));
// A small page, quick to extract, so that the batch's time goes to fetching.
const SMALL = '<html><head><title>Council</title></head><body><article><p>The council met on Tuesday and approved the new budget for the city.</p></article></body></html>';
const ALLOW = '--fetch-allow-private-addresses';
const tmp = mkdtempSync(join(tmpdir(), 'cedst-url-safe-'));

function start(args: string[], stdin?: string): { child: ChildProcess; done: Promise<Run> } {
  const child = spawn(process.execPath, [join(ROOT, 'bin/cedst.js'), ...args], { cwd: ROOT });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdin!.end(stdin ?? '');
  return { child, done: new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr }))) };
}
const cedstAsync = (args: string[], stdin?: string): Promise<Run> => start(args, stdin).done;

let server: TestServer;
let stalling = true;
/** The responses /stall holds back, and whether the client closed them first. */
const stalled: { closedByClient: boolean }[] = [];
let sawStall: (() => void) | undefined;

beforeAll(async () => {
  server = await serve({
    '/a.html': html(PAGE),
    '/small': html(SMALL),
    '/moved': redirect('/a.html', 301),
    '/to-decimal': (_req, res) => res.writeHead(302, { location: `http://2130706433:${server.port}/a.html` }).end(),
    '/stall': (req, res) => {
      if (!stalling) return void res.writeHead(200, { 'content-type': 'text/html' }).end(SMALL);
      const entry = { closedByClient: false };
      stalled.push(entry);
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><body><p>The first words of a page that never ends');
      req.socket.on('close', () => (entry.closedByClient = true));
      sawStall?.();
    },
  });
});
afterAll(() => server.close());

describe('loopback and private addresses', () => {
  it('extract refuses localhost, a decimal 127.0.0.1 and a redirect to one: blocked_address, exit 2, no request made', async () => {
    const before = server.seen.length;
    const byName = await cedstAsync(['extract', `http://localhost:${server.port}/a.html`]);
    expect(byName.status).toBe(2);
    expect(byName.stdout).toBe('');
    expect(byName.stderr).toMatch(
      new RegExp(
        `^cedst: cannot fetch http://localhost:${server.port}/a\\.html: localhost \\((127\\.0\\.0\\.1|::1)\\) is a loopback address, not fetched without --fetch-allow-private-addresses \\(blocked_address\\)\\n$`,
      ),
    );
    const decimal = await cedstAsync(['extract', `http://2130706433:${server.port}/a.html`]);
    expect(decimal).toEqual({
      status: 2,
      stdout: '',
      stderr: `cedst: cannot fetch http://2130706433:${server.port}/a.html: 127.0.0.1 is a loopback address, not fetched without --fetch-allow-private-addresses (blocked_address)\n`,
    });
    expect(server.seen.length).toBe(before);
    // With the opt-in the page is fetched, and a redirect to a decimal form of it is followed.
    const allowed = await cedstAsync(['extract', `${server.base}/to-decimal`, ALLOW]);
    expect([allowed.status, allowed.stderr, allowed.stdout.length > 1000]).toEqual([0, '', true]);
  });

  it('batch writes a blocked_address record for each, says so in its summary with the flag, and fetches them with the opt-in', async () => {
    const urls = [`http://localhost:${server.port}/small`, `http://[::ffff:127.0.0.1]:${server.port}/small`];
    const run = await cedstAsync(['batch', ...urls, '-w', '1']);
    const refused = batchLines(run.stdout);
    expect(refused.map((l) => [l.id, l.error?.code])).toEqual(urls.map((u) => [u, 'blocked_address']));
    expect(run.stderr.trim().split('\n').pop()).toMatch(
      new RegExp(`^cedst: 2 records: 0 ok, 2 blocked_address; 2 URLs refused as loopback, private or special-purpose addresses \\(${ALLOW} fetches them\\) \\(`),
    );
    const fetched = batchLines((await cedstAsync(['batch', ...urls, '-w', '1', ALLOW])).stdout);
    expect(fetched.map((l) => [l.id, l.lang, l.http_status])).toEqual(urls.map((u) => [u, 'en', 200]));
  });
});

describe('credentials in a URL', () => {
  it('never show in ids, sources, urls, messages or stderr', async () => {
    const cred = `http://alice:s3cret@127.0.0.1:${server.port}`;
    const shown = `http://***@127.0.0.1:${server.port}`;
    const batch = await cedstAsync(['batch', `${cred}/small`, `${cred}/missing`, '-w', '1', ALLOW]);
    expect(batchLines(batch.stdout).map((l) => [l.id, l.source, l.url, l.http_status, l.error?.message])).toEqual([
      [`${shown}/small`, `${shown}/small`, `${server.base}/small`, 200, undefined],
      [`${shown}/missing`, `${shown}/missing`, `${server.base}/missing`, 404, `${shown}/missing: HTTP 404 Not Found (http_status)`],
    ]);
    const extract = await cedstAsync(['extract', `${cred}/small`, `${cred}/missing`, ALLOW]);
    expect(extract.stderr).toBe(`cedst: ${shown}/missing: HTTP 404 Not Found (http_status)\n`);
    expect(extract.stdout).toContain(`==> ${shown}/small <==`);
    const blocked = await cedstAsync(['extract', `${cred}/small`]);
    for (const r of [batch, extract, blocked]) expect(r.stdout + r.stderr).not.toContain('s3cret');
  });
});

describe('http_status on fetched error records', () => {
  it('a fetched 404 carries http_status 404, and --status 200 keeps it out', async () => {
    const urls = [`${server.base}/small`, `${server.base}/missing`];
    const all = batchLines((await cedstAsync(['batch', ...urls, '-w', '1', ALLOW])).stdout);
    expect(all.map((l) => [l.id, l.http_status, l.error?.code])).toEqual([
      [urls[0], 200, undefined],
      [urls[1], 404, 'http_status'],
    ]);
    const kept = await cedstAsync(['batch', ...urls, '-w', '1', '--status', '200', ALLOW]);
    expect(batchLines(kept.stdout).map((l) => l.id)).toEqual([urls[0]]);
    expect(kept.stderr).toMatch(/not written: 1 by --status/);
  });
});

describe('URL lists on stdin', () => {
  it('batch - fetches the http(s) lines of a list and reads the paths, in order', async () => {
    const list = [`${server.base}/small`, '', `${server.base}/moved`, FILE, ''].join('\n');
    const r = await cedstAsync(['batch', '-', '-w', '1', ALLOW], list);
    expect(r.status).toBe(0);
    const lines = batchLines(r.stdout);
    expect(lines.map((l) => [l.id, l.url, l.lang ?? l.error?.code])).toEqual([
      [`${server.base}/small`, `${server.base}/small`, 'en'],
      [`${server.base}/moved`, `${server.base}/a.html`, 'en'],
      [FILE, undefined, 'en'],
    ]);
    expect(lines[1]!.text).toBe(lines[2]!.text);
  });
});

describe('header values', () => {
  it('a user agent with CR LF is refused before anything is fetched: exit 2, the flag named', async () => {
    const before = server.seen.length;
    const r = await cedstAsync(['batch', `${server.base}/small`, `${server.base}/a.html`, '--fetch-user-agent', 'bot\r\nX-Injected: 1', ALLOW]);
    expect(r).toEqual({
      status: 2,
      stdout: '',
      stderr: 'cedst: fetch.userAgent must be a valid HTTP header value (--fetch-user-agent: printable text, no CR, LF or other control characters) (got "bot\\r\\nX-Injected: 1")\n',
    });
    expect(server.seen.length).toBe(before);
  });
});

describe('SIGTERM during a fetch', () => {
  it('cuts the fetch short, ends as a stop does (143, whole lines), and --resume fetches what was left', async () => {
    const out = join(tmp, 'stop.jsonl');
    stalling = true;
    const urls = [`${server.base}/small`, `${server.base}/stall`, `${server.base}/small?2`];
    const seen = new Promise<void>((resolve) => (sawStall = resolve));
    // Ten minutes to fetch: a stop that waited for the fetch to end.
    const run = start(['batch', ...urls, '-w', '1', '-o', out, '--fetch-timeout-ms', '600000', ALLOW]);
    await seen;
    run.child.kill('SIGTERM');
    const r = await run.done;
    expect(r.status).toBe(143);
    expect(r.stderr.trim().split('\n').pop()).toMatch(/ \(interrupted by SIGTERM\)$/);
    expect(stalled.at(-1)!.closedByClient).toBe(true);
    const written = batchLines(readFileSync(out, 'utf8')).map((l) => l.id);
    expect(urls.slice(0, written.length)).toEqual(written);
    expect(written).not.toContain(urls[1]);
    stalling = false;
    const resumed = await cedstAsync(['batch', ...urls, '-w', '1', '-o', out, '--resume', ALLOW]);
    expect(resumed.status).toBe(0);
    expect(batchLines(readFileSync(out, 'utf8')).map((l) => [l.id, l.lang])).toEqual(urls.map((u) => [u, 'en']));
  });
});

/** Servers on loopback addresses that hold each request until `barrier` requests are held at
 *  once over all of them (or `fallbackMs` passed), and record how many each held at most. */
async function countingServers(hosts: string[], barrier: number, fallbackMs: number) {
  let held: ServerResponse[] = [];
  let now = 0;
  let most = 0;
  const perHost = new Map<string, { now: number; most: number }>();
  const order: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const release = (): void => {
    clearTimeout(timer);
    timer = undefined;
    const all = held;
    held = [];
    for (const res of all) res.writeHead(200, { 'content-type': 'text/html' }).end(SMALL);
  };
  const route = (host: string) => (req: IncomingMessage, res: ServerResponse) => {
    const h = perHost.get(host)!;
    order.push(`${host}${req.url}`);
    now++;
    h.now++;
    most = Math.max(most, now);
    h.most = Math.max(h.most, h.now);
    res.on('finish', () => {
      now--;
      h.now--;
    });
    held.push(res);
    if (held.length >= barrier) release();
    else timer ??= setTimeout(release, fallbackMs);
  };
  const servers: TestServer[] = [];
  for (const host of hosts) {
    perHost.set(host, { now: 0, most: 0 });
    servers.push(await serve({ '/p': route(host) }, host));
  }
  return {
    servers,
    most: () => most,
    mostPerHost: () => [...perHost.values()].map((h) => h.most),
    order,
    close: () => Promise.all(servers.map((s) => s.close())),
  };
}

describe('fetching several at once', () => {
  it('20 URLs on one host: never more than --per-host 2 at once, and the output in input order', async () => {
    const c = await countingServers(['127.0.0.1'], 2, 1_000);
    try {
      const urls = Array.from({ length: 20 }, (_, i) => `${c.servers[0]!.base}/p?${i}`);
      const r = await cedstAsync(['batch', ...urls, '-w', '1', '-c', '8', '--per-host', '2', ALLOW]);
      expect(r.status).toBe(0);
      expect(batchLines(r.stdout).map((l) => [l.id, l.lang])).toEqual(urls.map((u) => [u, 'en']));
      expect(c.most()).toBe(2);
      // Each URL fetched once: no retry, none left out.
      expect([...c.order].sort()).toEqual(urls.map((u) => `127.0.0.1${u.slice(u.indexOf('/p'))}`).sort());
    } finally {
      await c.close();
    }
  });

  it('URLs on four hosts, listed host by host: 8 at once over them, 2 on each, the output in input order', async () => {
    const hosts = ['127.0.0.1', '127.0.0.2', '127.0.0.3', '127.0.0.4'];
    const c = await countingServers(hosts, 8, 5_000);
    try {
      const urls = c.servers.flatMap((s) => Array.from({ length: 5 }, (_, i) => `${s.base}/p?${i}`));
      const r = await cedstAsync(['batch', ...urls, '-w', '1', '-c', '8', '--per-host', '2', ALLOW]);
      expect(r.status).toBe(0);
      expect(batchLines(r.stdout).map((l) => [l.id, l.lang])).toEqual(urls.map((u) => [u, 'en']));
      expect([c.most(), c.mostPerHost()]).toEqual([8, [2, 2, 2, 2]]);
    } finally {
      await c.close();
    }
  });

  it('refuses a concurrency, per-host limit or delay out of range', async () => {
    for (const [flag, value, range] of [
      ['--concurrency', '0', '1 to 1024'],
      ['--per-host', '1.5', '1 to 1024'],
      ['--host-delay', '-1', '0 to 3600000'],
    ]) {
      const r = await cedstAsync(['batch', `${server.base}/small`, flag!, value!]);
      expect(r, flag).toEqual({ status: 2, stdout: '', stderr: `cedst: ${flag} must be an integer from ${range} (got ${value})\n` });
    }
  });
});
