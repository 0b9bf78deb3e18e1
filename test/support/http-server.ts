// A small HTTP server on a loopback address for the tests that fetch pages. Nothing in the tests
// reaches any other address. Each route answers one way: a page, a gzip or brotli body, a 404, a
// redirect chain or loop, a body too large with and without Content-Length, a wrong charset
// header, one that never finishes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export type Route = (req: IncomingMessage, res: ServerResponse) => void;

export interface TestServer {
  /** `http://127.0.0.1:PORT` */
  base: string;
  port: number;
  /** Every request, in order: its path and Host header. */
  seen: { path: string; host: string | undefined }[];
  close(): Promise<void>;
}

/** Serve `routes` by path on an ephemeral port of `host`, a loopback address (127.0.0.1 unless
 *  given: 127.0.0.2, 127.0.0.3… are loopback on Linux too). */
export async function serve(routes: Record<string, Route>, host = '127.0.0.1'): Promise<TestServer> {
  const seen: TestServer['seen'] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', host: req.headers.host });
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname];
    if (route) route(req, res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://${host}:${port}`,
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const html =
  (body: Buffer | string, contentType = 'text/html; charset=utf-8'): Route =>
  (_req, res) =>
    res.writeHead(200, { 'content-type': contentType }).end(body);

export const gzipped =
  (body: Buffer | string): Route =>
  (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' }).end(gzipSync(body));

export const brotli =
  (body: Buffer | string): Route =>
  (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' }).end(brotliCompressSync(body));

export const redirect =
  (to: string, status = 302): Route =>
  (_req, res) =>
    res.writeHead(status, { location: to }).end();

/** Sends the head and a little of the body, then nothing more until the connection is closed. */
export const stalls: Route = (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html' });
  res.write('<html><body><p>The first words of a page that never ends');
};

/** `bytes` of HTML sent in chunks without a Content-Length. */
export const endless =
  (bytes: number): Route =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const chunk = '<p>' + 'x'.repeat(1021) + '</p>\n';
    for (let sent = 0; sent < bytes; sent += chunk.length) res.write(chunk);
    res.end();
  };
