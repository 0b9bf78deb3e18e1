// The evaluation data in ../shared (datasets/, tools/score.py), for the tests that read it. It is
// not part of the repository (bench/lib/shared-data.mjs). Locally, without it, those tests skip and
// say so in one line on stderr; with CI=true they are required (CI has a copy beside its clone),
// so a missing folder fails them instead. Call it once, at the top of the file that needs it.
import { join } from 'node:path';
import { SHARED_DIR, sharedData } from '../../bench/lib/shared-data.mjs';

export { GET_SHARED, SHARED_DIR } from '../../bench/lib/shared-data.mjs';

/** Whether the tests that need `needs` (paths inside ../shared) run: always with CI=true; elsewhere
 *  only when every one is there. A skip prints one line naming the tests and how to get the data;
 *  `path` gives a path inside ../shared, and throws with CI=true when the data is missing. */
export function sharedTests(what: string, needs: readonly string[], env: NodeJS.ProcessEnv = process.env, dir: string = SHARED_DIR): { run: boolean; path: (...parts: string[]) => string } {
  const shared = sharedData(what, needs, env, dir);
  if (shared.skipLine) console.warn(shared.skipLine);
  return {
    run: shared.missing === undefined || shared.required,
    path: (...parts) => {
      if (shared.error) throw new Error(shared.error);
      return join(dir, ...parts);
    },
  };
}
