// `cedst extract` and `cedst inspect` start from a V8 startup snapshot of the CLI with its library,
// models and one English page's extraction already loaded, when the build made one for this node
// (bench/build/snapshot.mjs, docs/cli.md): a new node deserializes that heap instead of importing
// ~400 modules and reading the models, which is most of what a one-page command costs. The
// snapshot holds absolute paths and a heap only this node binary reads, so it is used only by the
// node that built it, from the folder it was built in, with no node flags of the caller's (a V8
// flag that differs from the build's makes node refuse the blob); anything else takes the usual
// path, which gives the same output. This module is imported by the launcher before the library.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The commands a snapshot serves: one page, where start-up is most of the run. */
export const SNAPSHOT_COMMANDS: readonly string[] = ['extract', 'inspect'];

/** Set to any value to take the usual path even where a snapshot was built. */
export const NO_SNAPSHOT_ENV = 'CEDST_NO_SNAPSHOT';

/** What the build writes beside the blob (dist/snapshot/cedst.json). */
export interface SnapshotMeta {
  /** process.version and process.execPath of the node that built it. */
  readonly node: string;
  readonly execPath: string;
  /** The dist/ folder it was built from, resolved (its module paths are inside the heap). */
  readonly dist: string;
  /** The V8 flags it was built with, which the node that loads it must be given too. */
  readonly flags: readonly string[];
}

export const SNAPSHOT_DIR = 'snapshot';
export const SNAPSHOT_BLOB = 'cedst.blob';
export const SNAPSHOT_META = 'cedst.json';

export interface SnapshotStart {
  readonly blob: string;
  readonly flags: readonly string[];
}

/** The dist/ folder this module was compiled into. */
const OWN_DIST = fileURLToPath(new URL('..', import.meta.url)).replace(/[\\/]$/, '');

/** The snapshot to start this command line from, or undefined for the usual path. */
export function snapshotFor(argv: readonly string[], execArgv: readonly string[], env: NodeJS.ProcessEnv, dist = OWN_DIST): SnapshotStart | undefined {
  if (!SNAPSHOT_COMMANDS.includes(argv[2] ?? '') || env[NO_SNAPSHOT_ENV] !== undefined) return undefined;
  // Node and V8 flags of the caller's, in either place, would differ from the build's.
  if (execArgv.length > 0 || (env.NODE_OPTIONS ?? '').trim() !== '') return undefined;
  const dir = join(dist, SNAPSHOT_DIR);
  let meta: SnapshotMeta;
  try {
    meta = JSON.parse(readFileSync(join(dir, SNAPSHOT_META), 'utf8')) as SnapshotMeta;
  } catch {
    return undefined;
  }
  if (meta.node !== process.version || meta.execPath !== process.execPath || meta.dist !== dist || !Array.isArray(meta.flags)) return undefined;
  return { blob: join(dir, SNAPSHOT_BLOB), flags: meta.flags };
}

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Run the command line in a node started from the snapshot, sharing stdin, stdout and stderr;
 *  resolves to its exit code. The launcher's SIGINT, SIGTERM and SIGHUP are passed on. */
export function runSnapshot(start: SnapshotStart, argv: readonly string[]): Promise<number> {
  const child = spawn(process.execPath, [...start.flags, '--snapshot-blob', start.blob, '--', ...argv.slice(2)], { stdio: 'inherit' });
  const forwards = FORWARDED.map((sig) => {
    const f = (): void => {
      child.kill(sig);
    };
    process.on(sig, f);
    return [sig, f] as const;
  });
  return new Promise((resolve) => {
    child.on('error', (err) => {
      process.stderr.write(`cedst: cannot start node: ${err.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      for (const [sig, f] of forwards) process.off(sig, f);
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}
