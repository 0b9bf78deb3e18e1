// `cedst serve`: the playground on a loopback address. It serves the browser build's
// folder (dist/browser/: the playground's page and script, the bundle and jieba's WebAssembly the
// bundle fetches for Chinese) and the options given on the command line as `options.json`, which
// the playground extracts with; nothing else. The page extracts in the browser: no page, pasted or
// fetched, reaches this server. Its address goes to stderr; stdout stays empty (data only).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { OptionsError, resolveOptions } from '../../options/resolve.js';
import { commandOptions, intFlag, number, withServeOptions, type MethodFlags } from '../flags.js';

/** The port `serve` listens on unless told; --port 0 takes any free one. */
export const SERVE_PORT = 7400;

/** The files served, by path, and their types: the playground at `/`. */
const FILES: Readonly<Record<string, string>> = {
  '/playground.html': 'text/html; charset=utf-8',
  '/playground.mjs': 'text/javascript; charset=utf-8',
  '/cedst.js': 'text/javascript; charset=utf-8',
  '/jieba_rs_wasm_bg.wasm': 'application/wasm',
};

/** The browser build beside this module in the package: dist/browser/ (made by build:browser,
 *  not by tsc: a folder, which may be missing). */
const BUILD = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'browser');

/** Whether an address is a loopback one (127.0.0.0/8, ::1, localhost). */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export interface Playground {
  /** `http://HOST:PORT/` */
  url: string;
  close(): Promise<void>;
}

/** Requests one connection may send before the server closes it: a browser then opens another,
 *  and requests pipelined past it get a 503 of a few bytes instead of the file (Node's
 *  maxRequestsPerSocket). It bounds the work a flood of pipelined requests queues. */
export const SERVE_REQUESTS_PER_CONNECTION = 100;

/** The served files, each read once and held: every response, queued ones included, shares the
 *  one Buffer (a read per request put a copy of the 4 MB WebAssembly in each of 1,000 pipelined
 *  responses: 4 GB). A file whose size or modification time changed is read again, so that a
 *  rebuilt bundle is served without a restart. */
export class HeldFiles {
  private readonly held = new Map<string, { size: number; mtimeMs: number; bytes: Buffer }>();
  /** Reads from disk so far. */
  reads = 0;
  constructor(private readonly dir: string) {}

  get(file: string): Buffer {
    const path = join(this.dir, file);
    const { size, mtimeMs } = statSync(path);
    const kept = this.held.get(file);
    if (kept && kept.size === size && kept.mtimeMs === mtimeMs) return kept.bytes;
    this.reads++;
    const bytes = readFileSync(path);
    this.held.set(file, { size, mtimeMs, bytes });
    return bytes;
  }
}

/** The path a request names, or undefined when its target is not a well-formed origin-form
 *  (`/path?query`, RFC 9112 §3.2) or absolute-form URL: `//[`, `/a b`, `/%zz`. Read by hand, not
 *  by `new URL`, which throws on some (an uncaught `Invalid URL` ended the server) and reads
 *  `//name` as a host. */
export function requestPath(target: string): string | undefined {
  let rest = target;
  const absolute = /^https?:\/\/[^/?#]*/i.exec(rest);
  if (absolute) {
    try {
      new URL(rest);
    } catch {
      return undefined;
    }
    rest = rest.slice(absolute[0].length) || '/';
  }
  // pchar, "/" and "?" (RFC 3986), a percent sign only before two hex digits.
  if (!/^\/(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*$/.test(rest)) return undefined;
  const q = rest.indexOf('?');
  return q < 0 ? rest : rest.slice(0, q);
}

/** Serve the playground from `dir` on `host`:`port` (0: a free port). */
export async function servePlayground(dir: string, host: string, port: number, options: object): Promise<Playground> {
  for (const f of Object.keys(FILES)) if (!existsSync(join(dir, f))) throw new OptionsError(`the browser build is not in ${dir} (no ${f.slice(1)}): run npm run build:browser, or give --dir`);
  const optionsJson = JSON.stringify(options);
  const files = new HeldFiles(dir);
  const headers = { 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' };
  const answer = (req: IncomingMessage, res: ServerResponse): void => {
    const path = requestPath(req.url ?? '');
    if (path === undefined) return void res.writeHead(400, { ...headers, 'content-type': 'text/plain' }).end('bad request: not a well-formed URL');
    const file = path === '/' ? '/playground.html' : path;
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { ...headers, allow: 'GET, HEAD' }).end();
    if (file === '/options.json') return void res.writeHead(200, { ...headers, 'content-type': 'application/json' }).end(optionsJson);
    const type = Object.hasOwn(FILES, file) ? FILES[file] : undefined;
    if (!type || extname(file) === '') return void res.writeHead(404, { ...headers, 'content-type': 'text/plain' }).end('not found');
    const bytes = files.get(file);
    res.writeHead(200, { ...headers, 'content-type': type, 'content-length': bytes.length }).end(req.method === 'HEAD' ? undefined : bytes);
  };
  const server: Server = createServer((req, res) => {
    // Nothing a request holds may end the server: a file gone since it started is a 500.
    try {
      answer(req, res);
    } catch {
      if (!res.headersSent) res.writeHead(500, { ...headers, 'content-type': 'text/plain' }).end('the file could not be read');
      else res.destroy();
    }
  });
  server.maxRequestsPerSocket = SERVE_REQUESTS_PER_CONNECTION;
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok());
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}/`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

export function registerServe(program: Command): void {
  withServeOptions(
    program
      .command('serve')
      .description(
        'serve the playground on a loopback address: paste or drop a page, see its article, metadata, confidence, readings and every unit coloured by its evidence, extracted in the browser',
      ),
  )
    .option('--port <n>', 'port to listen on (0: any free port)', number, SERVE_PORT)
    .option('--host <address>', 'address to listen on; anything but a loopback address lets other machines use the playground', '127.0.0.1')
    .option('--dir <folder>', "the browser build to serve (default: the package's dist/browser, made by npm run build:browser)")
    .action(async (flags: MethodFlags & { port: number; host: string; dir?: string }) => {
      intFlag('port', flags.port, 0, 65_535);
      // The flags become the playground's options: checked here, as extract checks them, so that a
      // bad one fails now rather than in the browser.
      const options = { ...commandOptions(flags, true), explain: true };
      resolveOptions(options);
      const dir = resolve(flags.dir ?? BUILD);
      let playground: Playground;
      try {
        playground = await servePlayground(dir, flags.host, flags.port, options);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'EADDRINUSE') throw new OptionsError(`port ${flags.port} is in use on ${flags.host}: give another with --port (0: any free one)`);
        if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') throw new OptionsError(`cannot listen on ${flags.host}: not an address of this machine`);
        throw err;
      }
      if (!isLoopback(flags.host)) process.stderr.write(`cedst: listening on ${flags.host}, not a loopback address: other machines can reach the playground\n`);
      process.stderr.write(`cedst: the playground is at ${playground.url} (Ctrl-C stops it)\n`);
      await new Promise<void>((done) => {
        const stop = () => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          void playground.close().then(done);
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
    });
}
