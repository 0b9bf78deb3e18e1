// @ts-check
// The evaluation data (the datasets and score.py) is not part of the repository: it is the
// project's shared/ folder, beside the checkout as ../shared (CI has a copy beside its clone).
// Every bench script that reads the datasets finds them here (`datasetsDir`), and what needs them
// (the accuracy gate, the tests that score with score.py) asks here whether they are there
// (`sharedData`): without them they skip with one line saying how to get them, except with
// CI=true, where they are required and a missing folder is an error. Plain JavaScript with its
// types beside it (shared-data.d.mts), so that the loose scripts need no build.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** ../shared beside the checkout. */
export const SHARED_DIR = resolve(fileURLToPath(new URL('../..', import.meta.url)), '..', 'shared');

/** The shared datasets' folder (one folder per set), or `override` (a `--datasets` option) when given. */
export function datasetsDir(/** @type {string | undefined} */ override) {
  return resolve(override ?? join(SHARED_DIR, 'datasets'));
}

/** How to get the data, for the lines that say it is missing. */
export const GET_SHARED = "put a copy of the project's shared/ folder (datasets/, tools/score.py) beside the checkout, as ../shared";

/**
 * Whether `what` can run: every path of `needs` (relative to `dir`) exists.
 * @param {string} what
 * @param {readonly string[]} needs
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [dir]
 * @returns {import('./shared-data.d.mts').SharedData}
 */
export function sharedData(what, needs, env = process.env, dir = SHARED_DIR) {
  const missing = needs.map((p) => join(dir, p)).find((p) => !existsSync(p));
  const required = env.CI === 'true';
  return {
    missing,
    required,
    skipLine: missing && !required ? `cedst: ${what} skipped: no evaluation data at ${missing}. To get it: ${GET_SHARED} (CI=true makes it required)` : undefined,
    error: missing && required ? `no evaluation data at ${missing}, and CI=true makes it required (for ${what}): ${GET_SHARED} (CI has a copy beside its clone)` : undefined,
  };
}
