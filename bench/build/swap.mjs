// @ts-check
// A build writes into a fresh folder beside its target and swaps it in when complete, so that a
// `cedst` started during a build runs on the old build or the new one, never on half of either,
// and no build deletes what another one made (the Node build keeps dist/browser, which the browser
// build makes). The swap is two renames on one file system: the old folder moves aside, the new
// one takes its name; bin/cedst.js waits out the moment between them.
import { existsSync, renameSync, rmSync } from 'node:fs';

/** The folder a build of `target` writes into before the swap: beside it, named after this process. */
export function buildFolder(target) {
  const tmp = `${target}.build-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  return tmp;
}

/** Put the finished `built` folder in place of `target`, and remove what was there. */
export function swapIn(built, target) {
  const old = `${target}.old-${process.pid}`;
  rmSync(old, { recursive: true, force: true });
  const had = existsSync(target);
  if (had) renameSync(target, old);
  renameSync(built, target);
  if (had) rmSync(old, { recursive: true, force: true });
}
