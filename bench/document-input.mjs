#!/usr/bin/env node
// extract(document) against extract(html) on the shared pages (issue 45): the page decoded as
// `cedst extract` reads a file, parsed by linkedom's parseHTML (as a caller would), then both
// results compared as JSON (text, blocks and metadata). Prints one line per set and a total:
// `<set> <pages> <equal> <different>`, then the first differing pages on stderr; also the time of
// the serialisation the Document road makes (its `html`, read by three cedst+ signals).
// Pages without <html> (fragments) are wrapped as cedst wraps them (documentHtml) before
// linkedom parses them: unwrapped, linkedom makes their first element the root, another tree.
// Usage: node bench/document-input.mjs [--datasets DIR] [--every K] [--method M]
// Needs a build (dist/).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const root = resolve(arg('--datasets', join(here, '..', '..', 'shared', 'datasets')));
const every = Number(arg('--every', '1'));
const method = arg('--method', undefined);
const { extract } = await import(join(here, '..', 'dist', 'index.js'));
const { decodeHtml } = await import(join(here, '..', 'dist', 'input', 'decode.js'));
const { documentHtml } = await import(join(here, '..', 'dist', 'dom', 'parse.js'));

const options = method ? { method } : {};
let total = 0;
let equal = 0;
const diffs = [];
let index = 0;
for (const set of readdirSync(root).sort()) {
  const dir = join(root, set, 'html');
  if (!existsSync(dir)) continue;
  let n = 0;
  let same = 0;
  for (const f of readdirSync(dir).sort()) {
    if (!f.endsWith('.html') || index++ % every !== 0) continue;
    const html = decodeHtml(readFileSync(join(dir, f)));
    let a;
    let b;
    try {
      a = JSON.stringify(extract(html, options));
    } catch (e) {
      a = `error: ${e?.message}`;
    }
    try {
      b = JSON.stringify(extract(parseHTML(documentHtml(html)).document, options));
    } catch (e) {
      b = `error: ${e?.message}`;
    }
    n++;
    if (a === b) same++;
    else diffs.push(`${set}/${f}`);
  }
  total += n;
  equal += same;
  console.log(`${set} ${n} ${same} ${n - same}`);
}
console.log(`all ${total} ${equal} ${total - equal}`);
for (const d of diffs.slice(0, 20)) process.stderr.write(`differs: ${d}\n`);
