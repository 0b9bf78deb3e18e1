import { spawnSync } from 'node:child_process';
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
