// Headless Chromium for the browser tests (Debian's package, never a downloaded browser).
// Locally, without it, those tests skip and say once how to run them; with CI=true they are
// required (.ci/run installs the package), so a missing browser fails them instead.
import { spawnSync } from 'node:child_process';

export const INSTALL_CHROMIUM = 'apt-get update && apt-get install -y --no-install-recommends chromium';

/** The browser binary: $CEDST_CHROMIUM when set (empty: none, to try the skip), else chromium or
 *  chromium-browser on PATH; undefined when there is none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const given = env.CEDST_CHROMIUM;
  const candidates = given !== undefined ? (given ? [given] : []) : ['chromium', 'chromium-browser'];
  for (const bin of candidates) {
    const r = spawnSync(bin, ['--version'], { encoding: 'utf8', env });
    if (!r.error && r.status === 0) return bin;
  }
  return undefined;
}

/** Whether a test file that needs the browser runs: always in CI; elsewhere only with a browser.
 *  A skip prints one line naming the tests and how to run them. */
export function browserTests(what: string, env: NodeJS.ProcessEnv = process.env): { run: boolean; chromium: () => string } {
  const bin = findChromium(env);
  const required = env.CI === 'true';
  if (!bin && !required) {
    console.warn(`cedst: ${what} skipped: Chromium is not installed. To run them: ${INSTALL_CHROMIUM} (Debian's package; CI=true makes them required)`);
  }
  return {
    run: bin !== undefined || required,
    chromium: () => {
      if (bin) return bin;
      throw new Error(`chromium is not installed, and with CI=true ${what} are required. Install Debian's package: ${INSTALL_CHROMIUM} (.ci/run does this in CI)`);
    },
  };
}
