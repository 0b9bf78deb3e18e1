// @ts-check
// One reading of a bench script's command line (issue 44): node's util.parseArgs, strict, so that
// a misspelt option stops the run instead of being ignored, and `--help` (`-h`) prints the
// script's usage. Plain JavaScript with its types beside it (args.d.mts), so that every script can
// use it without a build: the loose .mjs scripts, the fuzz round a test starts, and bench/src.
import { parseArgs } from 'node:util';

/**
 * The script's options (`--name value` for `type: 'string'`, `--name` for `type: 'boolean'`) and
 * its positional words. Exits with the usage on `--help` (status 0) or on a word it does not know
 * (status 2, the reason on stderr).
 * @template {import('node:util').ParseArgsOptionsConfig} const T
 * @param {string} usage
 * @param {T} options
 * @param {string[]} [argv]
 * @returns {{ values: { [K in keyof T]?: T[K]['type'] extends 'boolean' ? boolean : string }, positionals: string[] }}
 */
export function benchArgs(usage, options, argv = process.argv.slice(2)) {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${usage.trimEnd()}\n`);
    process.exit(0);
  }
  try {
    const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
    return { values: /** @type {any} */ (values), positionals };
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n${usage.trimEnd()}\n`);
    process.exit(2);
  }
}

/**
 * A number option's value, or `fallback` when it was not given; anything but a number stops the run.
 * @param {string | undefined} value
 * @param {number} fallback
 * @returns {number}
 */
export function numberArg(value, fallback) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (Number.isNaN(n)) {
    process.stderr.write(`not a number: ${JSON.stringify(value)}\n`);
    process.exit(2);
  }
  return n;
}

/**
 * A comma-separated option's values (`--sets a,b`), or `fallback` when it was not given.
 * @template F
 * @param {string | undefined} value
 * @param {F} fallback
 * @returns {string[] | F}
 */
export function listArg(value, fallback) {
  return value === undefined ? fallback : value.split(',').filter(Boolean);
}
