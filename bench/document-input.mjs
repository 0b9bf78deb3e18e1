#!/usr/bin/env node
// @ts-check
// extract(document) against extract(html) on the shared pages (issue 45): the page decoded as
// `cedst extract` reads a file, parsed by linkedom's parseHTML (as a caller would), then both
// results compared as JSON (text, blocks and metadata). Prints one line per set and a total:
// `<set> <pages> <equal> <different>`, then the first differing pages on stderr; also the time of
// the serialisation the Document road makes (its `html`, read by three cedst+ signals).
// Pages without <html> (fragments) are wrapped as cedst wraps them (documentHtml) before
// linkedom parses them: unwrapped, linkedom makes their first element the root, another tree.
// With --parser jsdom the Document is jsdom's (an HTML5 parser's tree, as a browser builds it, from
// the page as it is: the HTML5 parser wraps a fragment itself), which is not linkedom's: then each
// set's line also gives the pages whose text is equal, the mean shingle F1 of the Document's text
// against the HTML's (the shared scorer's measure, src/eval/score.ts), the lowest, and the pages
// whose title, date and authors are equal:
// `<set> <pages> <equal> <different> text=<n> f1=<mean> min=<min> meta=<n>`.
// Usage: node bench/document-input.mjs [--datasets DIR] [--every K] [--method M] [--parser linkedom|jsdom]
// Needs a build (dist/); jsdom is a devDependency.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';
import { benchArgs } from './lib/args.mjs';
import { datasetsDir } from './lib/shared-data.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: opts } = benchArgs(`Usage: node bench/document-input.mjs [--datasets DIR] [--every K] [--method M] [--parser linkedom|jsdom]`, {
  datasets: { type: 'string' },
  every: { type: 'string' },
  method: { type: 'string' },
  parser: { type: 'string' },
});
const root = datasetsDir(opts.datasets);
const every = Number(opts.every ?? '1');
const method = opts.method ?? undefined;
const parser = opts.parser ?? 'linkedom';
const { extract } = await import(join(here, '..', 'dist', 'index.js'));
const { decodeHtml } = await import(join(here, '..', 'dist', 'input', 'decode.js'));
const { documentHtml } = await import(join(here, '..', 'dist', 'dom', 'parse.js'));
const { score } = await import(join(here, '..', 'dist', 'eval', 'score.js'));
const JSDOM = parser === 'jsdom' ? (await import('jsdom')).JSDOM : undefined;
/** The page's Document as the chosen parser builds it. jsdom's windows are closed after use
 *  (close()): left open, they held every page, and the run ran out of heap in wcxb. */
let open;
const parse = (html) => {
  open?.close();
  open = JSDOM ? new JSDOM(html).window : undefined;
  return open ? open.document : parseHTML(documentHtml(html)).document;
};
/** Shingle F1 of `text` against `reference` (the shared scorer's measure). */
const f1Of = (reference, text) => score({ p: { articleBody: reference } }, { p: { articleBody: text } }).scores.f1 ?? 0;
const metaOf = (r) => JSON.stringify([r.title, r.date, r.author, r.authors]);

const options = method ? { method } : {};
let total = 0;
let equal = 0;
const diffs = [];
let index = 0;
const allF1 = [];
let allText = 0;
let allMeta = 0;
/** How near the Document's results are to the HTML's. */
function near(text, meta, f1s) {
  const mean = f1s.reduce((x, y) => x + y, 0) / Math.max(1, f1s.length);
  return `text=${text} f1=${mean.toFixed(4)} min=${Math.min(...f1s).toFixed(4)} meta=${meta}`;
}
for (const set of readdirSync(root).sort()) {
  const dir = join(root, set, 'html');
  if (!existsSync(dir)) continue;
  let n = 0;
  let same = 0;
  let sameText = 0;
  let sameMeta = 0;
  const f1s = [];
  for (const f of readdirSync(dir).sort()) {
    if (!f.endsWith('.html') || index++ % every !== 0) continue;
    const html = decodeHtml(readFileSync(join(dir, f)));
    let a;
    let b;
    let ra;
    let rb;
    try {
      ra = extract(html, options);
      a = JSON.stringify(ra);
    } catch (e) {
      a = `error: ${/** @type {Error} */ (e)?.message}`;
    }
    try {
      rb = extract(parse(html), options);
      b = JSON.stringify(rb);
    } catch (e) {
      b = `error: ${/** @type {Error} */ (e)?.message}`;
    }
    n++;
    if (a === b) same++;
    else diffs.push(`${set}/${f}`);
    if (ra && rb) {
      if (ra.text === rb.text) sameText++;
      if (metaOf(ra) === metaOf(rb)) sameMeta++;
      f1s.push(ra.text === rb.text ? 1 : f1Of(ra.text, rb.text));
    } else f1s.push(a === b ? 1 : 0);
  }
  total += n;
  equal += same;
  allF1.push(...f1s);
  allText += sameText;
  allMeta += sameMeta;
  console.log(`${set} ${n} ${same} ${n - same}${JSDOM ? ` ${near(sameText, sameMeta, f1s)}` : ''}`);
}
console.log(`all ${total} ${equal} ${total - equal}${JSDOM ? ` ${near(allText, allMeta, allF1)}` : ''}`);
for (const d of diffs.slice(0, 20)) process.stderr.write(`differs: ${d}\n`);
