#!/usr/bin/env node
// @ts-check
// Rewrite the options table of docs/options.md from the option table (src/options/table.ts). Needs
// a build: `npm run docs:options` builds first. test/options/options-doc.test.ts fails until this
// has been run.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const { OPTIONS_DOC, withOptionsTable } = await import(new URL('./dist/docs/options-doc.js', import.meta.url).href);
const docPath = fileURLToPath(new URL(`../${OPTIONS_DOC}`, import.meta.url));
const before = readFileSync(docPath, 'utf8');
const after = withOptionsTable(before);
if (after === before) console.log(`${OPTIONS_DOC}: options table already up to date`);
else {
  writeFileSync(docPath, after);
  console.log(`${OPTIONS_DOC}: options table rewritten`);
}
