// @module-tag slow
// @module-tag long
// The package as users meet it: a strict TypeScript project ("module": "nodenext", strict,
// exactOptionalPropertyTypes, no skipLibCheck, and no DOM library: lib es2022, types node, so the
// declarations must name no DOM type) that depends on cedst (linked to this repository,
// as `npm install ../cedst` would) type-checks with the repository's tsc and runs, as ESM (.mts)
// and as CommonJS (.cts, require of the ES module, Node ≥ 20.19); and plain
// `node -e "require('cedst')"` works (the package refers to itself by name from its own folder).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/cli.js';

const PAGE = join(ROOT, 'fixtures/en-city-council/page.html');
const TITLE = (JSON.parse(readFileSync(join(ROOT, 'fixtures/en-city-council/expected-metadata.json'), 'utf8')) as { title: string }).title;
const URL_ = 'https://www.portaldercourier.example/news/local/2023/03/08/linwood-rail-yard-rezoning-council-vote/';

const run = (cmd: string, args: string[], cwd: string) => spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });

/** The consumer's code: the same lines in both module systems. */
const body = `
const page = readFileSync(process.argv[2]!);
const options: ExtractOptions = { url: ${JSON.stringify(URL_)}, format: 'markdown' };
const result: Extraction = extract(page, options);
const markdown: string | undefined = result.content;
const parents: TextUnit['parent'][] = [];
const resolved: ResolvedOptions = resolveOptions({ method: 'cedst' });
const tuning: ResearchOptions = { method: 'cetr', cetr: { sigma: 'std' } };
const comparison: LineEvidence[] | undefined = research.extract(page, { ...tuning, explain: true }).lines;
console.log(JSON.stringify({ title: result.title, url: result.url, head: markdown?.split('\\n')[0], article: isProbablyArticle(page), method: resolved.method, md: toMarkdown(result) === markdown, units: parents.length, lines: (comparison?.length ?? 0) > 0, same: research.extract === extract }));
`;

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cedst-consumer-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies: { cedst: 'file:../cedst' } }));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2022'],
        strict: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        skipLibCheck: false,
        types: ['node'],
        typeRoots: [join(ROOT, 'node_modules/@types')],
        outDir: 'out',
      },
      files: ['esm.mts', 'cjs.cts'],
    }),
  );
  writeFileSync(
    join(dir, 'esm.mts'),
    `import { readFileSync } from 'node:fs';\nimport { extract, isProbablyArticle, toMarkdown, type ExtractOptions, type Extraction, type TextUnit } from 'cedst';\nimport * as research from 'cedst/research';\nimport { resolveOptions, type LineEvidence, type ResearchOptions, type ResolvedOptions } from 'cedst/research';\n${body}`,
  );
  writeFileSync(
    join(dir, 'cjs.cts'),
    `import { readFileSync } from 'node:fs';\nimport cedst = require('cedst');\nimport research = require('cedst/research');\nconst { extract, isProbablyArticle, toMarkdown } = cedst;\nconst { resolveOptions } = research;\ntype ExtractOptions = cedst.ExtractOptions;\ntype Extraction = cedst.Extraction;\ntype ResolvedOptions = research.ResolvedOptions;\ntype ResearchOptions = research.ResearchOptions;\ntype LineEvidence = research.LineEvidence;\ntype TextUnit = cedst.TextUnit;\n${body}`,
  );
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(ROOT, join(dir, 'node_modules', 'cedst'), 'dir');
  return dir;
}

const expected = { title: TITLE, url: URL_, head: `# ${TITLE}`, article: true, method: 'cedst', md: true, units: 0, lines: true, same: true };

describe('a strict TypeScript consumer', () => {
  const dir = project();
  const tsc = run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], dir);

  it('type-checks with the repository tsc', () => {
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });

  it('runs as an ES module and as CommonJS', () => {
    for (const file of ['out/esm.mjs', 'out/cjs.cjs']) {
      const r = run(process.execPath, [file, PAGE], dir);
      expect(r.stderr, file).toBe('');
      expect(JSON.parse(r.stdout), file).toEqual(expected);
    }
  });

  it('rejects options the table does not allow, and research options from the main entry, at compile time', () => {
    writeFileSync(
      join(dir, 'bad.mts'),
      `import { extract } from 'cedst';\nimport { extract as lab } from 'cedst/research';\nextract('<p>x</p>', { format: 'json' });\nlab('<p>x</p>', { method: 'cedst', topK: '5' });\nextract('<p>x</p>', { method: 'cetr' });\nextract('<p>x</p>', { plus: { edgeWords: 0 } });\nlab('<p>x</p>', { method: 'cetr', plus: { edgeWords: 0 } });\nextract('<p>x</p>').louvan;\nlab('<p>x</p>').louvan;\n`,
    );
    // Checked on its own (tsconfig.json lists the good files only).
    const bad = run(
      process.execPath,
      [
        join(ROOT, 'node_modules/typescript/bin/tsc'),
        '--noEmit',
        '--strict',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        '--lib',
        'es2022',
        '--types',
        'node',
        '--typeRoots',
        join(ROOT, 'node_modules/@types'),
        'bad.mts',
      ],
      dir,
    );
    expect(bad.status).toBe(2);
    expect(bad.stdout).toMatch(/^bad\.mts\(3,23\): error TS2322: Type '"json"' is not assignable to type '.*"markdown".*'\.$/m);
    expect(bad.stdout).toMatch(/^bad\.mts\(4,36\): error TS2322: Type 'string' is not assignable to type 'number'\.$/m);
    // The comparison methods and the tuning are the research entry's.
    expect(bad.stdout).toMatch(/^bad\.mts\(5,23\): error TS2322: Type '"cetr"' is not assignable to type '"cedst\+" \| "cedst" \| undefined'\.$/m);
    expect(bad.stdout).toMatch(/^bad\.mts\(6,23\): error TS2353: Object literal may only specify known properties, and 'plus' does not exist in type 'ExtractOptions'\.$/m);
    // So is their evidence: the main entry's Extraction has no comparison method's fields.
    expect(bad.stdout).toMatch(/^bad\.mts\(8,21\): error TS2339: Property 'louvan' does not exist on type 'Extraction'\.$/m);
    expect(bad.stdout.trim().split('\n')).toHaveLength(5);
  });
});

describe("require('cedst')", () => {
  it('works from plain CommonJS, with no warning', () => {
    const script = `const { extract } = require('cedst'); const fs = require('node:fs'); const r = extract(fs.readFileSync(${JSON.stringify(PAGE)}), { format: 'html' }); console.log(JSON.stringify([r.title, r.content.slice(0, 15)]));`;
    const r = run(process.execPath, ['-e', script], ROOT);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual([TITLE, '<article lang="']);
  });
});
