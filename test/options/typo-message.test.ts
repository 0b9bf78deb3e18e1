// @module-tag slow
// A misspelt option, as a TypeScript user meets it: the compiler's message names `ExtractOptions`
// (and suggests the right name), not the option table's internal types (`InputOf<{ … EnumSpec … }>`).
// Compiled with the repository's TypeScript, in this process; slow because it checks the library.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { ROOT } from '../support/cli.js';

it('names ExtractOptions in the message about a misspelt option', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cedst-typo-'));
  const file = join(dir, 'typo.ts');
  writeFileSync(file, `import { extract } from ${JSON.stringify(join(ROOT, 'src/index.js'))};\nextract('<p>x</p>', { methd: 'cedst' });\n`);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    types: ['node'],
    skipLibCheck: true,
  });
  const messages = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(messages).toEqual(["Object literal may only specify known properties, but 'methd' does not exist in type 'ExtractOptions'. Did you mean to write 'method'?"]);
});
