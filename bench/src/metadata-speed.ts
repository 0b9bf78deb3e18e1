// Metadata cost per page: the read before the method (`page.metadata`) plus the read once the
// article is known (`page.articleMetadata`), on the pages of a metadata gold. Parsing, the
// language and the method run outside the timing; each round times fresh page contexts. Prints
// the mean ms/page and a hash of every page's metadata, so that a speed change can be checked to
// leave the output as it was.
//   node bench/dist/metadata-speed.js [gold.json] [--rounds N]
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseDocument } from '../../dist/dom/parse.js';
import { decodeHtml } from '../../dist/input/decode.js';
import { runMethod } from '../../dist/methods/index.js';
import { resolveOptions } from '../../dist/options/resolve.js';
import { createPage } from '../../dist/page/context.js';
import { benchArgs, numberArg } from '../lib/args.mjs';
import { datasetsDir } from '../lib/shared-data.mjs';

const { values: a, positionals } = benchArgs("Usage: node bench/dist/metadata-speed.js [gold.json (daniel's)] [--rounds 3]", { rounds: { type: 'string' } });
const rounds = numberArg(a.rounds, 3);
const goldPath = positionals[0] ?? join(datasetsDir(), 'daniel', 'metadata', 'gold.json');
const gold = JSON.parse(readFileSync(goldPath, 'utf8')) as Record<string, unknown>;
const dir = join(dirname(resolve(goldPath)), '..', 'html');
const options = resolveOptions({});

interface Prepared {
  html: string;
  lang: ReturnType<typeof createPage>['lang'];
  paragraphs: readonly string[];
}
const pages: Prepared[] = [];
for (const id of Object.keys(gold).sort()) {
  const html = decodeHtml(readFileSync(join(dir, `${id}.html`)));
  const page = createPage(html, options.lang);
  pages.push({ html, lang: page.lang, paragraphs: runMethod(page, options).paragraphs });
}

let best = Number.POSITIVE_INFINITY;
let bestSecond = Number.POSITIVE_INFINITY;
const hash = createHash('sha256');
for (let r = 0; r < rounds; r++) {
  let ms = 0;
  let second = 0;
  for (const p of pages) {
    const page = createPage(p.html, p.lang, parseDocument(p.html));
    const t0 = performance.now();
    page.metadata;
    const t1 = performance.now();
    const m = page.articleMetadata(p.paragraphs);
    const t2 = performance.now();
    ms += t2 - t0;
    second += t2 - t1;
    if (r === 0) hash.update(JSON.stringify(m));
  }
  best = Math.min(best, ms / pages.length);
  bestSecond = Math.min(bestSecond, second / pages.length);
}
process.stdout.write(
  `pages: ${pages.length}\nmetadata: ${best.toFixed(2)} ms/page (best mean of ${rounds} rounds; the read once the article is known: ${bestSecond.toFixed(2)})\noutput hash: ${hash.digest('hex').slice(0, 16)}\n`,
);
