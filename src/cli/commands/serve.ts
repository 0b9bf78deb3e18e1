// `cedst serve`: the playground (issue 45) on a loopback address. It serves the browser build's
// folder (dist/browser/: the playground's page and script, the bundle and jieba's WebAssembly the
// bundle fetches for Chinese) and the options given on the command line as `options.json`, which
// the playground extracts with; nothing else. The page extracts in the browser: no page, pasted or
// fetched, reaches this server. Its address goes to stderr; stdout stays empty (data only).
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
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

/** Serve the playground from `dir` on `host`:`port` (0: a free port). */
export async function servePlayground(dir: string, host: string, port: number, options: object): Promise<Playground> {
  for (const f of Object.keys(FILES)) if (!existsSync(join(dir, f))) throw new OptionsError(`the browser build is not in ${dir} (no ${f.slice(1)}): run npm run build:browser, or give --dir`);
  const optionsJson = JSON.stringify(options);
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = path === '/' ? '/playground.html' : path;
    const headers = { 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' };
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { ...headers, allow: 'GET, HEAD' }).end();
    if (file === '/options.json') return void res.writeHead(200, { ...headers, 'content-type': 'application/json' }).end(optionsJson);
    const type = FILES[file];
    if (!type || extname(file) === '') return void res.writeHead(404, { ...headers, 'content-type': 'text/plain' }).end('not found');
    // Read on each request, so that a rebuilt bundle is served without a restart.
    res.writeHead(200, { ...headers, 'content-type': type }).end(req.method === 'HEAD' ? undefined : readFileSync(join(dir, file)));
  });
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
