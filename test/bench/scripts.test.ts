// The bench's scripts share one argument reader and one place for the shared data (bench/lib),
// and every one of them is type-checked (`npm run typecheck` runs
// bench/tsconfig.scripts.json over the .mjs files that say `// @ts-check`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/cli.js';

const BENCH = join(ROOT, 'bench');

function scripts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'dist' || name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return scripts(path);
    return /\.(mjs|ts)$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts') ? [relative(ROOT, path)] : [];
  });
}

const all = scripts(BENCH);
const text = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('the bench scripts', () => {
  it('are found: the maintained tools and the lib', () => {
    for (const f of ['bench/hash-outputs.mjs', 'bench/src/gate.ts', 'bench/lib/args.mjs', 'bench/lib/shared-data.mjs', 'bench/fuzz/run.mjs']) expect(all).toContain(f);
  });

  it('are type-checked: every .mjs opts in with // @ts-check', () => {
    const unchecked = all.filter((f) => f.endsWith('.mjs') && !/^(#!.*\n)?\/\/ @ts-check\n/.test(text(f)));
    expect(unchecked).toEqual([]);
  });

  it('read their arguments through bench/lib/args.mjs, never process.argv by hand', () => {
    // `process.argv[1]` only tells whether a module runs as the script (its main guard).
    const byHand = all.filter((f) => f !== 'bench/lib/args.mjs' && /process\.argv(?!\[1\])/.test(text(f).replace(/main\(process\.argv\.slice\(2\)\)|parseArgs\(process\.argv\.slice\(2\)\)/g, '')));
    expect(byHand).toEqual([]);
  });

  it('find the shared datasets through bench/lib/shared-data.mjs, never by spelling the path', () => {
    const spelled = all.filter((f) => f !== 'bench/lib/shared-data.mjs' && /'shared', 'datasets'|(['"])(\.\.\/)+shared\/datasets\/?\1|new URL\(['"][./]*shared\/datasets/.test(text(f)));
    expect(spelled).toEqual([]);
  });
});
