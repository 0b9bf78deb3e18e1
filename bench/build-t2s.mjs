#!/usr/bin/env node
// @ts-check
// Writes lexicons/zh-t2s.txt, the Traditional -> Simplified character table that Han segmentation
// uses (src/lang/han-form.ts), from OpenCC's dictionaries as opencc-js 1.4.2 (a devDependency,
// pinned) ships them: its Taiwan-Traditional -> mainland-Simplified converter (variants, then
// characters) applied to every Han code point one at a time. Only conversions that keep the
// UTF-16 length are kept (660 of OpenCC's 4,230 map a BMP character to an astral one or back), so
// the simplified form of a text has the same offsets as the text. Same input, same bytes.
//   node bench/build-t2s.mjs [--check]   (--check: exit 1 when the file differs from what it would write)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Converter } from 'opencc-js/t2cn';
import { isHan } from '../dist/lang/script.js';
import { benchArgs } from './lib/args.mjs';

const out = fileURLToPath(new URL('../lexicons/zh-t2s.txt', import.meta.url));
const version = JSON.parse(readFileSync(new URL('../node_modules/opencc-js/package.json', import.meta.url), 'utf8')).version;
const convert = Converter({ from: 'tw', to: 'cn' });
const lines = [`# Traditional -> Simplified, one character a line (written by bench/build-t2s.mjs from OpenCC's data, opencc-js ${version}, Apache-2.0)`];
for (let cp = 0x3400; cp <= 0x323af; cp++) {
  if (!isHan(cp)) continue;
  const ch = String.fromCodePoint(cp);
  const to = convert(ch);
  if (to !== ch && to.length === ch.length && [...to].length === 1) lines.push(`${ch} ${to}`);
}
const text = lines.join('\n') + '\n';
if (benchArgs('Usage: node bench/build-t2s.mjs [--check]', { check: { type: 'boolean' } }).values.check) {
  const same = readFileSync(out, 'utf8') === text;
  process.stderr.write(same ? 'lexicons/zh-t2s.txt is up to date\n' : 'lexicons/zh-t2s.txt differs from what bench/build-t2s.mjs writes\n');
  process.exit(same ? 0 : 1);
}
writeFileSync(out, text);
process.stderr.write(`wrote lexicons/zh-t2s.txt (${lines.length - 1} characters)\n`);
