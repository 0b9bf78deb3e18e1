#!/usr/bin/env node
// Rewrite the README's options table from the option table (src/options/table.ts). Needs a build:
// `npm run docs:options` builds first. test/options/readme.test.ts fails until this has been run.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const { withOptionsTable } = await import(new URL('./dist/docs/options-doc.js', import.meta.url).href);
const before = readFileSync(readmePath, 'utf8');
const after = withOptionsTable(before);
if (after === before) console.log('README options table already up to date');
else {
  writeFileSync(readmePath, after);
  console.log('README options table rewritten');
}
