// Test settings, so that a plain `npx vitest run` passes without flags.
// Slow tests carry the `slow` tag: every test that spawns the CLI (the whole file has a
// `// @module-tag slow` line) or a browser, and the pages nested 100,000 levels deep.
// `npm run test:fast` leaves them out; `npm test` and CI run everything.
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
        description: 'spawns the built CLI or a browser, or parses a page nested 100,000 levels deep',
        timeout: 300_000,
      },
    ],
  },
});
