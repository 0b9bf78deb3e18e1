#!/usr/bin/env node
// Thin launcher: the CLI lives in the compiled library (dist/: shipped built in the tarball; a
// checkout builds it in `npm ci`, bench/build/prepare.mjs). `cedst batch` runs in a child node with its
// own GC flags (src/cli/relaunch.ts); the check comes before the library is imported, so that the
// waiting parent stays small.
// `cedst --version` prints the package's version and loads nothing else.
if (process.argv.length === 3 && (process.argv[2] === '--version' || process.argv[2] === '-V')) {
  const { readFileSync } = await import('node:fs');
  process.stdout.write(`${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`);
  process.exit(0);
}
// `cedst extract` and `cedst inspect` start from the build's startup snapshot when there is one for
// this node (dist/cli/snapshot-run.js); otherwise, or while dist/ is being swapped, the usual way.
const snapshot = process.argv[2] === 'extract' || process.argv[2] === 'inspect' ? await import('../dist/cli/snapshot-run.js').catch(() => undefined) : undefined;
const start = snapshot?.snapshotFor(process.argv, process.execArgv, process.env);
let launcher;
// A rebuild swaps a new dist/ in by two renames (bench/build/swap.mjs): a run that starts between
// them finds no dist/ for a moment, and waits for it (up to a second) before saying it is not built.
for (let attempt = 0; start === undefined && launcher === undefined; attempt++) {
  try {
    launcher = await import('../dist/cli/relaunch.js');
  } catch (err) {
    if (err?.code !== 'ERR_MODULE_NOT_FOUND' || !String(err.message).includes('relaunch.js')) throw err;
    if (attempt === 20) {
      process.stderr.write('cedst: dist/ is not built: run npm ci (or npm run build) in this checkout\n');
      process.exit(2);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
}
const run =
  start !== undefined
    ? snapshot.runSnapshot(start, process.argv)
    : launcher.wantsRelaunch(process.argv, process.execArgv, process.env)
      ? launcher.relaunch(process.argv)
      : import('../dist/cli/main.js').then(({ main }) => main(process.argv));

run.then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`cedst: ${err?.message ? err.message : String(err)}\n`);
    process.exitCode = 2;
  },
);
