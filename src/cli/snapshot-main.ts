// The main function of the startup snapshot (bench/build/snapshot.mjs, src/cli/snapshot-run.ts):
// the node started from it gets the command line after `--`, as `node --snapshot-blob … -- extract
// page.html` leaves it (process.argv is node's path, then the arguments), and runs it as the
// launcher would.
import { fileURLToPath } from 'node:url';
import { main } from './main.js';

const BIN = fileURLToPath(new URL('../../bin/cedst.js', import.meta.url));

export function runFromSnapshot(): void {
  main([process.argv[0]!, BIN, ...process.argv.slice(1)]).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`cedst: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 2;
    },
  );
}
