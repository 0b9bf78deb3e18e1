// Test settings, so that a plain `npx vitest run` passes without flags.
// `slow` means: the test starts another process (the built CLI, the fuzz harness, npm, tsc, a
// browser), or takes more than a few seconds on its own (the pages nested 100,000 levels deep).
// A file whose tests all do has a `// @module-tag slow` first line; a single test has
// `{ tags: ['slow'] }`. Everything else is an in-process unit test: `npm run test:fast` runs only
// those, from the sources (no build), in under 2 minutes on a busy 2-core machine. `npm test`
// and CI run everything.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src/', import.meta.url));

export default defineConfig({
  resolve: {
    // bench/src imports the library from its build (../../dist/...); under test it gets the
    // sources instead, so the fast loop needs no build.
    alias: [{ find: /^(?:\.\.\/)+dist\/(.*)\.js$/, replacement: `${src}$1.ts` }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    // Generous: a 2-core machine shared with other jobs can be several times slower than an idle one.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    tags: [
      {
        name: 'slow',
        description: 'starts another process (the built CLI, the fuzz harness, npm, tsc, a browser) or takes more than a few seconds',
        timeout: 300_000,
      },
    ],
  },
});
