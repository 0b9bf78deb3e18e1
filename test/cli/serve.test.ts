// @module-tag slow
// `cedst serve` without a browser: it listens on 127.0.0.1, says where on stderr and
// nothing on stdout, serves the playground at / and the files of the browser build beside it, the
// flags it was given as options.json (the playground's options), and nothing else. The browser
// side is test/package/browser-chromium.test.ts.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cedst } from '../support/cli.js';
import { type Served, startServe } from '../support/serve.js';

/** A stand-in for the browser build: the four files serve needs, each saying what it is. */
const dir = mkdtempSync(join(tmpdir(), 'cedst-serve-'));
for (const f of ['playground.html', 'playground.mjs', 'cedst.js', 'jieba_rs_wasm_bg.wasm']) writeFileSync(join(dir, f), `this is ${f}`);
writeFileSync(join(dir, 'cedst.d.ts'), 'not served');

let served: Served;
beforeAll(async () => {
  served = await startServe(['--dir', dir, '--precision', '--method', 'cedst', '--gamma', '3']);
});
afterAll(async () => {
  await served?.stop();
});

const get = async (path: string, init?: RequestInit) => fetch(new URL(path, served.url), init);

/** Send `request` on one raw connection and read until the server closes it: the statuses of its
 *  answers, in order, and the bodies' bytes that came with them. */
const raw = (request: string): Promise<{ statuses: number[]; text: string }> =>
  new Promise((resolve, reject) => {
    const { port } = new URL(served.url);
    const socket = connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ statuses: [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1])), text });
    });
    socket.end(request);
  });

describe('cedst serve', () => {
  it('listens on 127.0.0.1 and says so on stderr, one line, with nothing on stdout', () => {
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(served.stderr()).toBe(`cedst: the playground is at ${served.url} (Ctrl-C stops it)\n`);
    expect(served.stdout()).toBe('');
  });

  it('serves the playground at / and the build beside it, with their types', async () => {
    const page = await get('/');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toBe('this is playground.html');
    const cases = [
      ['/playground.html', 'text/html; charset=utf-8'],
      ['/playground.mjs', 'text/javascript; charset=utf-8'],
      ['/cedst.js', 'text/javascript; charset=utf-8'],
      ['/jieba_rs_wasm_bg.wasm', 'application/wasm'],
    ];
    for (const [path, type] of cases) {
      const r = await get(path!);
      expect([r.status, r.headers.get('content-type'), await r.text()]).toEqual([200, type, `this is ${path!.slice(1)}`]);
    }
  });

  it('gives its flags to the playground as options.json, with the evidence asked for', async () => {
    const r = await get('/options.json');
    expect(r.headers.get('content-type')).toBe('application/json');
    // --precision is focus precision; the 10 s time budget is the CLI's default, as extract's.
    expect(await r.json()).toEqual({ timeoutMs: 10000, method: 'cedst', focus: 'precision', gamma: 3, explain: true });
  });

  it('serves nothing else: no other file of the folder, no path out of it, no other method', async () => {
    for (const path of ['/cedst.d.ts', '/..%2fpackage.json', '/src/index.ts', '/playground']) expect((await get(path)).status).toBe(404);
    const post = await get('/', { method: 'POST', body: 'x' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });
});

describe('cedst serve under hostile requests', () => {
  it('answers a malformed URL with 400 and goes on serving', async () => {
    for (const target of ['//[', '/a%zz', 'http://[/']) {
      const r = await raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect([target, r.statuses]).toEqual([target, [400]]);
    }
    expect(await (await get('/')).text()).toBe('this is playground.html');
    expect(served.child.exitCode).toBeNull();
  });

  it('answers 100 of 1,000 pipelined requests on one connection, 503 to the rest, then closes it', async () => {
    const r = await raw('GET /cedst.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(1000));
    expect(r.statuses.length).toBe(1000);
    expect(r.statuses.filter((s) => s === 200).length).toBe(100);
    expect(r.statuses.slice(100).every((s) => s === 503)).toBe(true);
    expect(r.text.split('this is cedst.js').length - 1).toBe(100);
    expect(await (await get('/cedst.js')).text()).toBe('this is cedst.js');
  });
});

describe('cedst serve refuses to start', () => {
  it('without the browser build, saying how to make it (exit 2)', () => {
    const r = cedst(['serve', '--port', '0', '--dir', join(dir, 'none')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`cedst: the browser build is not in ${join(dir, 'none')} (no playground.html): run npm run build:browser, or give --dir\n`);
  });

  it('with a port out of range or a bad option, before it listens (exit 2)', () => {
    expect(cedst(['serve', '--port', '70000', '--dir', dir])).toMatchObject({ status: 2, stderr: 'cedst: --port must be an integer from 0 to 65535 (got 70000)\n', stdout: '' });
    expect(cedst(['serve', '--port', '0', '--dir', dir, '--gamma', '-1']).status).toBe(2);
  });
});
