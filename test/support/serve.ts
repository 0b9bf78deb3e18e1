// `cedst serve` started by a test: the built CLI in a child process on a free loopback port, its
// address read from the line it writes on stderr.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/cedst.js', import.meta.url));

export interface Served {
  /** `http://127.0.0.1:PORT/` */
  url: string;
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Stop it (SIGTERM) and resolve to its exit code. */
  stop(): Promise<number | null>;
}

/** Start `cedst serve --port 0 …args` and wait for its address (or its exit, which rejects). */
export function startServe(args: string[]): Promise<Served> {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString('utf8');
      const m = /the playground is at (http:\/\/\S+\/) /.exec(err);
      if (m)
        resolve({
          url: m[1]!,
          child,
          stdout: () => out,
          stderr: () => err,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
    });
    void exited.then((code) => reject(new Error(`cedst serve exited with ${code} before it served: ${err}`)));
  });
}
