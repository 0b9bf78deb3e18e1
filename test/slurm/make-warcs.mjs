// Writes FILES WARC.gz files of PAGES response records each into DIR, for the Slurm test: short
// English news pages made from a fixed word list by a seeded generator (the same bytes every run),
// with a 404 and a duplicate page now and then. Usage: node make-warcs.mjs DIR FILES PAGES
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WARCRecord, WARCSerializer } from 'warcio';

const [dir, files = '6', pages = '200'] = process.argv.slice(2);
if (!dir) throw new Error('usage: node make-warcs.mjs DIR [FILES] [PAGES]');
mkdirSync(dir, { recursive: true });

let seed = 42;
const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
const pick = (a) => a[Math.floor(rand() * a.length)];
const WORDS = (
  'council harbour budget school river bridge market station festival library orchard railway ' +
  'museum hospital street district mayor workers residents officials plan vote report season storm ' +
  'repair open close approve delay build expand visit announce expect rise fall week month year'
).split(' ');
const sentence = () => {
  const n = 8 + Math.floor(rand() * 10);
  const w = Array.from({ length: n }, () => pick(WORDS));
  return w[0][0].toUpperCase() + w[0].slice(1) + ' ' + w.slice(1).join(' ') + '.';
};
const page = (title, paras) =>
  `<html><head><title>${title}</title></head><body><nav><a href="/">Home</a> <a href="/news">News</a></nav>` +
  `<article><h1>${title}</h1>${paras.map((p) => `<p>${p}</p>`).join('')}</article><footer>Copyright Example News</footer></body></html>`;

async function* once(bytes) {
  yield bytes;
}

let n = 0;
let last = '';
for (let f = 0; f < Number(files); f++) {
  const parts = [];
  for (let p = 0; p < Number(pages); p++) {
    n++;
    const r = rand();
    let status = 'HTTP/1.1 200 OK';
    let html;
    if (r < 0.05) {
      status = 'HTTP/1.1 404 Not Found';
      html = page('Not found', ['The page you asked for is not here.']);
    } else if (r < 0.1 && last) {
      html = last; // the same article again, at another URL
    } else {
      const paras = Array.from({ length: 3 + Math.floor(rand() * 5) }, () => Array.from({ length: 3 }, sentence).join(' '));
      html = last = page(sentence().slice(0, 60), paras);
    }
    const date = new Date(Date.UTC(2024, 4, 1) + n * 1000).toISOString().replace(/\.000Z$/, 'Z');
    const record = WARCRecord.create(
      {
        type: 'response',
        url: `https://news${n % 7}.example/story/${n}`,
        date,
        statusline: status,
        warcHeaders: { 'WARC-Record-ID': `<urn:uuid:00000000-0000-4000-8000-${String(n).padStart(12, '0')}>` },
        httpHeaders: { 'Content-Type': 'text/html; charset=utf-8' },
      },
      once(new TextEncoder().encode(html)),
    );
    parts.push(await WARCSerializer.serialize(record, { gzip: true }));
  }
  writeFileSync(join(dir, `crawl-${String(f).padStart(3, '0')}.warc.gz`), Buffer.concat(parts));
}
