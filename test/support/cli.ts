import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = fileURLToPath(new URL('../../bin/cedst.js', import.meta.url));

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Run the built CLI (npm test builds dist/ first). */
export function cedst(args: string[], input?: string | Buffer): Run {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Run the built CLI against a server the test started on 127.0.0.1, without blocking the test's
 *  own event loop (the server answers from it): loopback is refused unless opted in. */
export function cedstFetching(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args, '--fetch-allow-private-addresses'], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** One line of `cedst batch` output, as the tests read it. */
export interface BatchLine {
  id: string;
  source: string;
  lang?: string;
  title?: string;
  text?: string;
  method?: string;
  ms?: number;
  error?: { code: string; message: string };
  [k: string]: unknown;
}

/** The JSONL records of a batch's output. */
export const batchLines = (s: string): BatchLine[] =>
  s
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as BatchLine);
