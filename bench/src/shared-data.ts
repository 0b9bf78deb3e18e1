// The evaluation data (the datasets and score.py) is not part of the repository: it is the
// project's shared/ folder, beside the checkout as ../shared (CI has a copy beside its clone).
// What needs it (the accuracy gate, the tests that score with score.py) asks here whether it is
// there: without it they skip with one line saying how to get it, except with CI=true, where
// they are required and a missing folder is an error.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** ../shared beside the checkout (the same from bench/src and from its build in bench/dist). */
export const SHARED_DIR = resolve(fileURLToPath(new URL('../..', import.meta.url)), '..', 'shared');

/** How to get the data, for the lines that say it is missing. */
export const GET_SHARED = "put a copy of the project's shared/ folder (datasets/, tools/score.py) beside the checkout, as ../shared";

export interface SharedData {
  /** The first of the needed paths that is missing; undefined when all are there. */
  missing: string | undefined;
  /** CI=true: a missing path is an error, never a skip. */
  required: boolean;
  /** The one line to print when `what` skips (missing and not required); undefined otherwise. */
  skipLine: string | undefined;
  /** The error for a missing path when it is required. */
  error: string | undefined;
}

/** Whether `what` can run: every path of `needs` (relative to `dir`) exists. */
export function sharedData(what: string, needs: readonly string[], env: NodeJS.ProcessEnv = process.env, dir: string = SHARED_DIR): SharedData {
  const missing = needs.map((p) => join(dir, p)).find((p) => !existsSync(p));
  const required = env.CI === 'true';
  return {
    missing,
    required,
    skipLine: missing && !required ? `cedst: ${what} skipped: no evaluation data at ${missing}. To get it: ${GET_SHARED} (CI=true makes it required)` : undefined,
    error: missing && required ? `no evaluation data at ${missing}, and CI=true makes it required (for ${what}): ${GET_SHARED} (CI has a copy beside its clone)` : undefined,
  };
}
