// Test settings, so that a plain `npx vitest run` passes without flags.
// `slow` means: the test starts another process (the built CLI, the fuzz harness, npm, tsc, a
// browser), or takes more than a few seconds on its own (the pages nested 100,000 levels deep).
// A file whose tests all do has a `// @module-tag slow` first line; a single test has
// `{ tags: ['slow'] }`. Everything else is an in-process unit test: `npm run test:fast` runs only
// those, from the sources (no build). `long` means: minutes of CPU on its own (the fuzz round, the
// browser bundle in Chromium, npm pack and a consumer project, batches of hundreds of pages): a file
// with a `// @module-tag long` line as well. `npm test` runs everything but `long`; `npm run
// test:long` runs those, under a budget of CPU time (bench/cpu-budget.mjs) and no wall-time limit;
// CI runs both. Measured on the 2-core
// machine under a load of 11-18 (issue 44), CPU time (user + system) of test:fast: 344 s with
// vitest's defaults (one worker, a module graph per file), 128 s with the settings below, 87 s
// once the tests that started the CLI were tagged slow; on an idle machine that is about a minute
// of wall time on two workers.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { reportClientModule } from './bench/build/report-client.mjs';

const src = fileURLToPath(new URL('./src/', import.meta.url));

/** Files that replace a module (vi.mock): each runs in a module graph of its own. */
const MOCKING = ['test/page/context.test.ts', 'test/metadata/new-field.test.ts', 'test/cli/make-dir.test.ts', 'test/cli/batch-lock.test.ts', 'test/input/glob.test.ts'];

/** The report page's script, which the build writes beside report.js (bench/build/report-client.mjs),
 *  made from the same sources for the tests that run from src/. */
const REPORT_CLIENT_ID = '\0cedst-report-client';
const reportClient = {
  name: 'cedst-report-client',
  resolveId: (id: string, importer?: string) => (id === './client-script.js' && importer?.replace(/\\/g, '/').endsWith('/src/cli/report/report.ts') ? REPORT_CLIENT_ID : null),
  load: (id: string) => (id === REPORT_CLIENT_ID ? reportClientModule() : null),
};

export default defineConfig({
  plugins: [reportClient],
  resolve: {
    // bench/src imports the library from its build (../../dist/...); under test it gets the
    // sources instead, so the fast loop needs no build.
    alias: [{ find: /^(?:\.\.\/)+dist\/(.*)\.js$/, replacement: `${src}$1.ts` }],
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, every
    // file in turn. Two at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Every other file shares its worker's module graph with the files before it (isolate: false):
    // the library, linkedom and jieba's WebAssembly are imported once per worker instead of once
    // per file, most of the suite's time (issue 44). No file depends on another's state: the suite
    // passes with its files in a shuffled order (--sequence.shuffle).
    projects: [
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: MOCKING, isolate: false } },
      { extends: true, test: { name: 'isolated', include: MOCKING } },
    ],
    // A hang guard only, never a speed check: no test's outcome may depend on the load. A 2-core
    // machine shared with other jobs ran 5-6 times slower than an idle one (load 40); ten minutes
    // is beyond what any test of `npm test` needs even then. The speed of what is slow is held by
    // CPU budgets (npm run test:long) and measured by benchmarks.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    tags: [
      {
        name: 'slow',
        description: 'starts another process (the built CLI, the fuzz harness, npm, tsc, a browser) or takes more than a few seconds',
      },
      {
        name: 'long',
        description: 'minutes of CPU on its own: run by npm run test:long under a CPU budget, not by npm test',
      },
    ],
  },
});
