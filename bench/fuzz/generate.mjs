// @ts-check
// Seeded inputs for the fuzz harness: mutated real pages, pathological pages and broken archives.
// Everything is made from the seed, so a failing round can be made again byte for byte.
import { execFileSync } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync, existsSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, createGzip, gzipSync } from 'node:zlib';

export { rng } from './rng.mjs';
import { datasetsDir } from '../lib/shared-data.mjs';
import { rng } from './rng.mjs';
import { giantHanPage, heavyMarkupPage } from './hostile.mjs';

/** Real pages to mutate: the fixtures, plus the shared evaluation sets when they are there. */
export function seedPages(root, r, limit = 400) {
  const paths = [];
  const fixtures = join(root, 'fixtures');
  for (const d of readdirSync(fixtures)) if (existsSync(join(fixtures, d, 'page.html'))) paths.push(join(fixtures, d, 'page.html'));
  const shared = datasetsDir();
  if (existsSync(shared)) {
    for (const set of readdirSync(shared).sort()) {
      const dir = join(shared, set, 'html');
      if (!existsSync(dir)) continue;
      const files = readdirSync(dir)
        .filter((f) => /\.html?$/.test(f))
        .sort();
      for (let i = 0; i < 40 && files.length; i++) paths.push(join(dir, files[r.int(files.length)]));
    }
  }
  const out = [];
  for (let i = 0; i < Math.min(limit, paths.length); i++) out.push(readFileSync(paths[i]));
  return out;
}

const latin1 = (b) => Buffer.from(b).toString('latin1');
const fromLatin1 = (s) => Buffer.from(s, 'latin1');

/** Mutators: each takes a page (Buffer) and the PRNG and gives a damaged page (Buffer). */
export const MUTATORS = {
  byteFlips(p, r) {
    const b = Buffer.from(p);
    for (let i = 0, n = 1 + r.int(64); i < n; i++) b[r.int(b.length)] = r.int(256);
    return b;
  },
  truncate: (p, r) => p.subarray(0, r.int(p.length)),
  deleteTags(p, r) {
    let s = latin1(p);
    for (let i = 0, n = 1 + r.int(30); i < n; i++) {
      const at = s.indexOf('<', r.int(s.length));
      const end = s.indexOf('>', at);
      if (at >= 0 && end > at) s = s.slice(0, at) + s.slice(end + 1);
    }
    return fromLatin1(s);
  },
  duplicateTags(p, r) {
    let s = latin1(p);
    for (let i = 0, n = 1 + r.int(30); i < n; i++) {
      const at = s.indexOf('<', r.int(s.length));
      const end = s.indexOf('>', at);
      if (at >= 0 && end > at) s = s.slice(0, end + 1) + s.slice(at, end + 1).repeat(1 + r.int(50)) + s.slice(end + 1);
    }
    return fromLatin1(s);
  },
  unclosed(p, r) {
    const s = latin1(p);
    const at = r.int(s.length);
    return fromLatin1(s.slice(0, at) + r.pick(['<script>', '<style>', '<!--', '<textarea>', '<title>', '<![CDATA[', '<svg><foreignObject>']) + s.slice(at));
  },
  deepNesting(p, r) {
    const s = latin1(p);
    const n = 1000 + r.int(20_000);
    const tag = r.pick(['div', 'span', 'b', 'table', 'ul', 'p', 'font']);
    const at = s.indexOf('<body') >= 0 ? s.indexOf('>', s.indexOf('<body')) + 1 : 0;
    // Text at every level makes a text unit at every depth: walks up each unit's ancestors cost
    // units × depth (80 s of CPU for 20,000 divs before those walks checked the budget).
    const text = r.pick(['', '', 'x ', 'Words of a sentence. ']);
    return fromLatin1(s.slice(0, at) + `<${tag}>${text}`.repeat(n) + 'deep text' + (r.next() < 0.5 ? `</${tag}>`.repeat(n) : '') + s.slice(at));
  },
  nuls(p, r) {
    const b = Buffer.from(p);
    for (let i = 0, n = 1 + r.int(200); i < n; i++) b[r.int(b.length)] = 0;
    return b;
  },
  invalidUtf8(p, r) {
    const b = Buffer.from(p);
    const bad = [0xc0, 0xc1, 0xf5, 0xff, 0xfe, 0xed, 0xa0, 0x80];
    for (let i = 0, n = 1 + r.int(200); i < n; i++) b[r.int(b.length)] = r.pick(bad);
    return b;
  },
  bogusCharset(p, r) {
    const cs = r.pick(['utf-7', 'x-user-defined', 'utf-16', 'utf-32', 'bogus-charset', 'iso-2022-jp', 'replacement', 'gb2312', 'big5', '']);
    return Buffer.concat([Buffer.from(`<meta charset="${cs}">`), p]);
  },
  giantAttribute(p, r) {
    const s = latin1(p);
    const at = s.indexOf('<body');
    const attr = ` data-x="${'x'.repeat(100_000 + r.int(1_000_000))}"`;
    return at >= 0 ? fromLatin1(s.slice(0, at + 5) + attr + s.slice(at + 5)) : fromLatin1(`<div${attr}>` + s);
  },
  giantEntities(p, r) {
    const s = latin1(p);
    const at = r.int(s.length);
    const ent = r.pick(['&amp;', '&#x10FFFF;', '&#0;', '&#xD800;', '&nbsp;', '&notanentity;', '&#99999999999;']);
    return fromLatin1(s.slice(0, at) + ent.repeat(10_000 + r.int(100_000)) + s.slice(at));
  },
  longWord(p, r) {
    const s = latin1(p);
    const at = s.indexOf('<p');
    const word = r.pick(['bcdfghjklmnpqrstvwxz', 'a', 'xy', '中文', '\u{1F600}', '.', "'"]).repeat(2_000 + r.int(20_000));
    return Buffer.concat([fromLatin1(at >= 0 ? s.slice(0, at) : ''), Buffer.from(`<p>${word}</p>`), fromLatin1(at >= 0 ? s.slice(at) : s)]);
  },
  // Issue 34: a run of U+3000 (ideographic space) in a line of the byline region, which a
  // quadratic pattern took minutes over.
  ideographicSpaces(p, r) {
    const s = latin1(p);
    const at = s.indexOf('</h1>') >= 0 ? s.indexOf('</h1>') + 5 : r.int(s.length);
    const run = '\u3000'.repeat(1_000 + r.int(60_000));
    return Buffer.concat([fromLatin1(s.slice(0, at)), Buffer.from(r.next() < 0.5 ? `<p>By${run}Jane\u2063Doe</p>` : `<div>x${run}</div>`), fromLatin1(s.slice(at))]);
  },
  // Issue 34: tokens the element count once missed, each a node or an element once parsed.
  strayTokens(p, r) {
    const s = latin1(p);
    const at = r.int(s.length);
    const token = r.pick(['</p>', '</br>', '<!---->', '<![CDATA[x]]>', '<?x?>', '</div>']);
    return fromLatin1(s.slice(0, at) + token.repeat(10_000 + r.int(100_000)) + s.slice(at));
  },
  // Issue 34: Han text long enough to need more than one jieba call.
  longHan(p, r) {
    const s = latin1(p);
    const at = s.indexOf('<p');
    const han = r.pick(['中', '中国经济发展很快。', '經濟']).repeat(5_000 + r.int(40_000));
    return Buffer.concat([fromLatin1(at >= 0 ? s.slice(0, at) : ''), Buffer.from(`<p>${han}</p>`), fromLatin1(at >= 0 ? s.slice(at) : s)]);
  },
  // Issue 41 #4: a `<` that starts no tag is a text node of its own once parsed.
  bareLt(p, r) {
    const s = latin1(p);
    const at = r.int(s.length);
    const token = r.pick(['<', '< ', '<1', '<<', '<=', '< 2 ']);
    return fromLatin1(s.slice(0, at) + token.repeat(10_000 + r.int(300_000)) + s.slice(at));
  },
  // Issue 41 #4: a word of a letter and combining marks, which a whole-word class test once took
  // with a backtracking entry a character.
  combiningWord(p, r) {
    const s = latin1(p);
    const at = s.indexOf('<p');
    const word = r.pick(['e\u0301', 'a\u0308\u0301', '\u0915\u094d', 'o\u0303']).repeat(20_000 + r.int(200_000));
    return Buffer.concat([fromLatin1(at >= 0 ? s.slice(0, at) : ''), Buffer.from(`<p>${word}</p>`), fromLatin1(at >= 0 ? s.slice(at) : s)]);
  },
};

/** Seeded random bytes: binary data, a not_html record. */
function randomBytes(n, seed) {
  const r = rng(seed);
  const b = Buffer.allocUnsafe(n);
  for (let i = 0; i < n; i++) b[i] = r.int(256);
  return b;
}

/** Pathological pages, one of each per round. `heavy` adds the ones that take seconds each. */
export function pathological(heavy) {
  const row = `<tr>${Array.from({ length: 20 }, (_, i) => `<td>cell ${i}</td>`).join('')}</tr>`;
  const pages = {
    'nest-100k': () => `<html><body>${'<div>'.repeat(100_000)}deep${'</div>'.repeat(100_000)}</body></html>`,
    'nest-100k-unclosed': () => `<html><body>${'<span>'.repeat(100_000)}deep</body></html>`,
    'text-node-2mb': () => `<html><body><p>${'word '.repeat(400_000)}</p></body></html>`,
    'table-2000x20': () => `<html><body><table>${row.repeat(2_000)}</table></body></html>`,
    'empty-elements': () => `<html><body>${'<i></i>'.repeat(200_000)}</body></html>`,
    'whitespace-only': () => ' \n\t '.repeat(1000),
    'only-comment': () => `<!--${'x'.repeat(100_000)}-->`,
    'bom-then-binary': () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.alloc(10_000, 1)]),
    // Issue 34: the classes its faults came in, one page each.
    'u3000-40k': () =>
      `<html><head><title>The ferry sank in the harbour at dawn</title></head><body><h1>The ferry sank in the harbour at dawn</h1><p>x${'\u3000'.repeat(40_000)}</p><p>A normal paragraph about the ferry.</p></body></html>`,
    'stray-end-p-1m': () => `<html><body><p>A paragraph.</p>${'</p>'.repeat(1_000_000)}</body></html>`,
    'comments-1m': () => `<html><body><p>A paragraph.</p>${'<!---->'.repeat(1_000_000)}</body></html>`,
    'cdata-pi-1m': () => `<html><body><p>A paragraph.</p>${'<![CDATA[x]]><?x?>'.repeat(500_000)}</body></html>`,
    'random-bytes-1mb': () => randomBytes(1 << 20, 34),
    'over-max-bytes': () => `<html><body><p>${'word '.repeat(4_300_000)}</p></body></html>`,
    'han-300k': () => `<html><head><title>中文</title></head><body><p>${'中'.repeat(300_000)}</p><p>${'中国经济发展很快。'.repeat(20)}</p></body></html>`,
    'emoji-gap-1m': () => `<html><body><p>before ${'\u{1F600}'.repeat(1_000_000)} after</p></body></html>`,
    // Issue 41's six: 5 MB of `<` (52.6 s and 2.5 GB before), bare `<` among digits, the most bare
    // `<` the default maxElements admits, 2.5 million e + U+0301 (a stack overflow), a 1.1 MB page of
    // 2023's heavy markup (refused before) and 6.5 million Han characters in paragraphs.
    'bare-lt-5mb': () => '<'.repeat(5_000_000),
    'bare-lt-digits': () => `<html><body><p>${'1 <2 '.repeat(1_000_000)}</p></body></html>`,
    'bare-lt-admitted': () => `<html><body><p>${'a< '.repeat(199_980)}</p></body></html>`,
    'combining-7.5mb': () => `<html><body><p>${'e\u0301'.repeat(2_500_000)}</p></body></html>`,
    'heavy-markup-1.1mb': () => heavyMarkupPage(),
    'han-6.5m': () => giantHanPage(),
    // Issue 41's text bound (maxTextChars): 19 MB of plain words, no markup to count (1.1 GB to
    // extract before), and the most words the default limit admits, in paragraphs.
    'words-19mb': () => `<html><body><p>${'the council met on monday to vote '.repeat(580_000)}</p></body></html>`,
    // Many-child inline elements (a child list linkedom builds anew at each read: 139 s for the
    // first before its walks read it once), attribute floods and a class of 130,000 names (a stack
    // overflow in linkedom's className setter before the element limit counted them).
    'span-20k-children': () =>
      `<html><body><article><h1>A headline of the story</h1>${'<p>An ordinary paragraph of the article, long enough to be kept by any method.</p>'.repeat(20)}<p>Before <span>${'a&amp;'.repeat(20_000)}</span> after.</p></article></body></html>`,
    'span-80k-bare-lt': () =>
      `<html><body><article>${'<p>An ordinary paragraph of the article, long enough to be kept by any method.</p>'.repeat(20)}<p><span>${'a < '.repeat(80_000)}</span></p></article></body></html>`,
    'inline-20k-elements': () =>
      `<html><body><article>${'<p>An ordinary paragraph of the article, long enough to be kept by any method.</p>'.repeat(20)}<p><b>${'<i>a</i> '.repeat(20_000)}</b></p></article></body></html>`,
    // A text unit at each of 20,000 levels (80 s of CPU before the walks up a unit's ancestors
    // checked the budget; the pool replaced the worker).
    'nest-20k-text': () => `<html><body>${'<div>Words of a sentence. '.repeat(20_000)}deep${'</div>'.repeat(20_000)}</body></html>`,
    'attributes-1m': () => `<html><body><div ${'a=1 '.repeat(1_000_000)}>x</div><p>A paragraph.</p></body></html>`,
    'attributes-admitted': () => `<html><body>${`<div ${Array.from({ length: 40 }, (_, i) => `d${i}="v"`).join(' ')}>x</div>`.repeat(5_000)}</body></html>`,
    'class-130k-names': () => `<html><body><div class="${Array.from({ length: 130_000 }, (_, i) => `c${i}`).join(' ')}"><p>A paragraph about the river.</p></div></body></html>`,
    'words-under-text-limit': () => `<html><body>${'<p>The council met on Monday to vote on the budget for roads and schools.</p>'.repeat(16_000)}</body></html>`,
  };
  if (heavy) {
    pages['elements-1m'] = () => `<html><body>${'<span>a</span>'.repeat(1_000_000)}</body></html>`;
    pages['page-50mb'] = () => `<html><body>${'<p>Fifty megabytes of paragraphs.</p>'.repeat(1_400_000)}</body></html>`;
    // The most a page under the default maxElements (50,000) can ask of a worker: 49,000 distinct
    // paragraphs, every one a text unit (~4 KB each through cedst+), left unclosed (the parser closes
    // each at the next <p>) since end tags count too.
    pages['paragraphs-49k'] = () => `<html><body>${Array.from({ length: 49_000 }, (_, i) => `<p>paragraph ${i} with words w${i} x${i % 97} and more`).join('')}</body></html>`;
    // Issue 34's heavy cases: 10^6 U+3000, 2,300,000 中, a 19-million-letter word, 10 MB of random bytes.
    pages['u3000-1m'] = () =>
      `<html><head><title>The ferry sank in the harbour at dawn</title></head><body><h1>The ferry sank in the harbour at dawn</h1><p>x${'\u3000'.repeat(1_000_000)}</p><p>A normal paragraph.</p></body></html>`;
    // The most Han text the default maxTextChars admits: 283 MB alone in extract.
    pages['han-under-text-limit'] = () => giantHanPage(990_000);
    pages['han-2.3m'] = () => `<html><head><title>中文</title></head><body><p>${'中'.repeat(2_300_000)}</p></body></html>`;
    pages['word-19m'] = () => `<html><body><p>one ${'x'.repeat(19_000_000)} two</p></body></html>`;
    pages['random-bytes-10mb'] = () => randomBytes(10 << 20, 35);
  }
  return pages;
}

/** A gzip bomb: a .html.gz that inflates to `mb` MB, written streaming. */
export function writeGzipBomb(path, mb) {
  return new Promise((resolve, reject) => {
    const gz = createGzip({ level: 9 });
    const out = createWriteStream(path);
    gz.pipe(out);
    out.on('finish', () => resolve(undefined));
    out.on('error', reject);
    const chunk = Buffer.alloc(1 << 20, 'a');
    let i = 0;
    const write = () => {
      gz.write('<html><body><p>');
      while (i < mb) {
        i++;
        if (!gz.write(chunk)) return gz.once('drain', write);
      }
      gz.end('</p></body></html>');
    };
    write();
  });
}

// ---- WARC records written by hand, so that they can be broken in every way ----

function httpResponse(body, headers = {}) {
  const h = { 'Content-Type': 'text/html; charset=utf-8', ...headers, 'Content-Length': String(body.length) };
  return Buffer.concat([
    Buffer.from(
      `HTTP/1.1 200 OK\r\n${Object.entries(h)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n`,
    ),
    body,
  ]);
}

let uuidCounter = 0;
/**
 * @param {Buffer} block
 * @param {{ type?: string, id?: string, url?: string, version?: string, length?: any, contentType?: string, extra?: Record<string, string> }} [fields]
 */
export function warcRecord(block, { type = 'response', id, url = 'http://fuzz.test/', version = 'WARC/1.0', length, contentType = 'application/http; msgtype=response', extra = {} } = {}) {
  id ??= `<urn:uuid:00000000-0000-4000-8000-${String(++uuidCounter).padStart(12, '0')}>`;
  const headers = {
    'WARC-Type': type,
    'WARC-Record-ID': id,
    'WARC-Target-URI': url,
    'WARC-Date': '2024-01-01T00:00:00Z',
    'Content-Type': contentType,
    ...extra,
    'Content-Length': length ?? String(block.length),
  };
  return {
    id,
    bytes: Buffer.concat([
      Buffer.from(
        `${version}\r\n${Object.entries(headers)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\r\n')}\r\n\r\n`,
      ),
      block,
      Buffer.from('\r\n\r\n'),
    ]),
  };
}

/** Broken archives: name → { bytes, intact, minLines? } where `intact` are the records it holds
 *  whole (each must come out as exactly one line, under its id; damage adds error lines, never
 *  loses these) and `minLines` the fewest lines it must give (default: one per intact record).
 *  `dir` is where they are written (a JSONL archive's sources name it). The harness reads every
 *  WARC among them through stdin as well, which cannot be read twice. */
export function brokenArchives(r, pages, dir) {
  const page = () => Buffer.from(r.pick(pages)).subarray(0, 200_000);
  const ok = (headers) => warcRecord(httpResponse(page(), headers));
  const gz = (rec) => gzipSync(rec.bytes);
  const garbage = () => Buffer.from(Array.from({ length: 50 + r.int(500) }, () => r.int(256)));
  const a = {};
  const g = [ok(), ok(), ok(), ok()];
  a['garbage-between-members.warc.gz'] = { bytes: Buffer.concat([gz(g[0]), gz(g[1]), garbage(), gz(g[2]), gz(g[3])]), intact: [g[0], g[1], g[2], g[3]] };
  const c = [ok(), ok(), ok(), ok()];
  const cut = gz(c[1]);
  a['member-cut-midway.warc.gz'] = { bytes: Buffer.concat([gz(c[0]), cut.subarray(0, cut.length >> 1), gz(c[2]), gz(c[3])]), intact: [c[0], c[2], c[3]] };
  const w = [ok(), ok(), ok()];
  const wrong = warcRecord(httpResponse(page()), { length: String(1 + r.int(50)) });
  // A wrong Content-Length costs its record only (issue 34 #2): the records after it are whole.
  a['wrong-length.warc'] = { bytes: Buffer.concat([w[0].bytes, wrong.bytes, w[1].bytes, w[2].bytes]), intact: [w[0], w[1], w[2]] };
  // A Content-Length that ends where the next record's closing blank lines begin swallows that
  // record whole (its block ends at CR LF CR LF, as a whole record's does): the swallowed record
  // must come back, from the file and from stdin.
  const sw = [ok(), ok(), ok()];
  const swallowerBlock = httpResponse(page());
  const swallower = warcRecord(swallowerBlock, { length: String(swallowerBlock.length + sw[1].bytes.length) });
  a['swallowing-length.warc'] = { bytes: Buffer.concat([sw[0].bytes, swallower.bytes, sw[1].bytes, sw[2].bytes]), intact: [sw[0], sw[1], sw[2]] };
  Object.assign(a, wrongLengths(r, ok, page, gz));
  Object.assign(a, lengthSweep(r, ok, page, gz));
  Object.assign(a, streamDamage(r, ok, gz));
  Object.assign(a, collidingIds(r, pages, dir));
  for (const bad of ['abc', '-5', '', '99999999999999999999']) {
    const n = [ok(), ok()];
    const broken = warcRecord(httpResponse(page()), { length: bad });
    a[`length-${bad || 'blank'}.warc`] = { bytes: Buffer.concat([n[0].bytes, broken.bytes, n[1].bytes]), intact: [n[0], n[1]] };
  }
  const body = page();
  const codings = [
    warcRecord(httpResponse(brotliCompressSync(body), { 'Content-Encoding': 'br' })),
    warcRecord(httpResponse(gzipSync(body), { 'Content-Encoding': 'gzip' })),
    warcRecord(httpResponse(body.subarray(0, 100), { 'Content-Encoding': 'br' })), // claims br, is not
    warcRecord(
      Buffer.concat([
        Buffer.from('HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nTransfer-Encoding: chunked\r\n\r\n'),
        Buffer.from(`${body.length.toString(16)}\r\n`),
        body,
        Buffer.from('\r\n0\r\n\r\n'),
      ]),
    ),
  ];
  a['codings.warc.gz'] = { bytes: Buffer.concat(codings.map(gz)), intact: codings };
  const revisit = warcRecord(Buffer.from('HTTP/1.1 200 OK\r\n\r\n'), { type: 'revisit' });
  const old = warcRecord(httpResponse(page()), { version: 'WARC/0.18' });
  const plain = ok();
  a['revisit-and-0.18.warc'] = { bytes: Buffer.concat([revisit.bytes, old.bytes, plain.bytes]), intact: [plain] };
  const tail = [ok(), ok()];
  a['cut-at-end.warc.gz'] = { bytes: Buffer.concat([gz(tail[0]), gz(tail[1]).subarray(0, 40)]), intact: [tail[0]] };
  // Gzipped whole with a wrong length inside: the records after it cannot be reached, and one
  // line must say so (3 lines at least: the first record, the damaged one, the skip).
  a['whole-file-gzip-wrong-length.warc.gz'] = (() => {
    const recs = [ok(), warcRecord(httpResponse(page()), { length: String(1 + r.int(100)) }), ok(), ok()];
    return { bytes: gzipSync(Buffer.concat(recs.map((x) => x.bytes))), intact: [recs[0]], minLines: 3 };
  })();
  a['whole-file-gzip.warc.gz'] = (() => {
    const recs = [ok(), ok(), ok()];
    return { bytes: gzipSync(Buffer.concat(recs.map((x) => x.bytes))), intact: recs };
  })();
  return a;
}

/** Issue 34 #2: a Content-Length too short, too long (by a little, or by far more than the rest
 *  of the file) or 0, in a plain and a gzipped WARC, with whole records after it. */
function wrongLengths(r, ok, page, gz) {
  const a = {};
  for (const [kind, length] of /** @type {[string, (n: number) => number][]} */ ([
    ['short', (n) => 1 + r.int(n - 1)],
    ['long', (n) => n + 1 + r.int(300)],
    ['far-too-long', (n) => n + 50_000_000],
    ['zero', () => 0],
  ])) {
    for (const zip of [false, true]) {
      const recs = [ok(), null, ok(), ok()];
      const block = httpResponse(page());
      recs[1] = warcRecord(block, { length: String(length(block.length)) });
      const bytes = Buffer.concat(recs.map((x) => (zip ? gz(x) : x.bytes)));
      a[`length-${kind}.warc${zip ? '.gz' : ''}`] = { bytes, intact: [recs[0], recs[2], recs[3]] };
    }
  }
  return a;
}

/** The Content-Length errors of issue 41 #1's sweep: a few bytes either way (a block that swallows
 *  part of the CR LF CR LF closing its record, or leaves some of its own bytes), and far. */
export const LENGTH_SWEEP = [-3000, -100, -4, -3, -2, -1, 1, 2, 3, 4, 100, 3000, 10_000_000];

/** Issue 41 #1: two errors of the sweep a round (seeded: one of a few bytes, one larger; each
 *  archive is also read through stdin, a batch of its own), each in a .warc.gz of one member per
 *  record and in a plain .warc, between intact records whose offsets (`at`) must be their sources. */
function lengthSweep(r, ok, page, gz) {
  const a = {};
  const deltas = [r.pick(LENGTH_SWEEP.filter((d) => Math.abs(d) <= 4)), r.pick(LENGTH_SWEEP.filter((d) => Math.abs(d) > 4))];
  for (const delta of deltas) {
    for (const zip of [false, true]) {
      const block = httpResponse(page());
      const recs = [ok(), warcRecord(block, { length: String(Math.max(0, block.length + delta)) }), ok()];
      const parts = recs.map((x) => (zip ? gz(x) : x.bytes));
      const at = parts.map((_, i) => parts.slice(0, i).reduce((n, p) => n + p.length, 0));
      a[`length-sweep${delta > 0 ? '+' : ''}${delta}.warc${zip ? '.gz' : ''}`] = {
        bytes: Buffer.concat(parts),
        intact: [
          { ...recs[0], at: at[0] },
          { ...recs[2], at: at[2] },
        ],
      };
    }
  }
  return a;
}

/** Issue 41 #3: an input list whose bad lines (a NUL before a glob character, a glob that cannot
 *  match, `-`, a path that names nothing) are one error line each, among pages given twice and as
 *  a `file:` URL. Returns the list's text and what each line must give, in order (`id` null: the
 *  line's own `LIST:LINE`). */
export function inputListLines(pages) {
  const [a, b] = pages;
  const entries = [
    [a, a, 'page'],
    // Its id without the NUL: every string of a record is cleaned.
    [`${a}\0*.html`, `${a}*.html`, 'read_error'],
    [pathToFileURL(b).href, pathToFileURL(b).href, 'page'],
    [`${a}.missing[z-a]`, `${a}.missing[z-a]`, 'read_error'],
    ['-', null, 'read_error'],
    [`${a}.none`, `${a}.none`, 'read_error'],
    [a, `${a} (${a})`, 'page'],
  ];
  return { text: `${entries.map(([line]) => line).join('\n')}\n# a comment\n`, expected: entries.map(([, id, outcome], i) => ({ id, line: i + 1, outcome })) };
}

/** Issue 34 #1: damage that stdin must get over as a file does: 130 bytes of junk after the
 *  first gzip member, the second member cut in half, a header block that never ends (1 MB+). */
function streamDamage(r, ok, gz) {
  const a = {};
  const j = [ok(), ok(), ok()];
  a['junk-after-first.warc.gz'] = { bytes: Buffer.concat([gz(j[0]), Buffer.from(Array.from({ length: 130 }, () => r.int(256))), gz(j[1]), gz(j[2])]), intact: j };
  const c = [ok(), ok(), ok()];
  const second = gz(c[1]);
  a['second-cut-in-half.warc.gz'] = { bytes: Buffer.concat([gz(c[0]), second.subarray(0, second.length >> 1), gz(c[2])]), intact: [c[0], c[2]] };
  const h = [ok(), ok()];
  const endless = Buffer.concat([Buffer.from('WARC/1.0\r\nWARC-Type: response\r\nX-Filler: '), Buffer.alloc((1 << 20) + r.int(1 << 20), 0x61), Buffer.from('\r\n')]);
  a['endless-header.warc'] = { bytes: Buffer.concat([h[0].bytes, endless, h[1].bytes]), intact: h };
  return a;
}

/** Issue 34 #3: JSONL ids that collide with the names repeated ids are given (`<id> (<source>)`):
 *  every line one record, no id twice, and the ids the renaming gives are known in advance. */
function collidingIds(r, pages, dir) {
  const name = 'colliding-ids.jsonl';
  const at = (line) => `${join(dir, name)}:${line}`;
  const ids = ['a', `a (${at(3)})`, 'a', 'b', 'b', `b (${at(5)})`, `a (${at(3)})`];
  const expected = ['a', `a (${at(3)})`, `a (${at(3)}, 2)`, 'b', `b (${at(5)})`, `b (${at(5)}) (${at(6)})`, `a (${at(3)}) (${at(7)})`];
  const html = () => Buffer.from(r.pick(pages)).subarray(0, 50_000).toString('latin1');
  const bytes = Buffer.from(ids.map((id) => JSON.stringify({ id, html: html() }) + '\n').join(''));
  return { [name]: { bytes, intact: expected.map((id) => ({ id })) } };
}

/** Issue 34 #4: inside the pathological folder, a FIFO no one writes into and links to devices,
 *  each named like a page: one `not_regular` line each, at once. Returns their paths ([] where
 *  FIFOs cannot be made). */
export function specialFiles(dir) {
  const made = [];
  try {
    execFileSync('mkfifo', [join(dir, 'fifo-no-writer.html')]);
    made.push(join(dir, 'fifo-no-writer.html'));
  } catch {
    return made;
  }
  for (const [name, target] of [
    ['zero-link.html', '/dev/zero'],
    ['urandom-link.htm', '/dev/urandom'],
    ['null-link.xhtml', '/dev/null'],
  ]) {
    if (!existsSync(target)) continue;
    symlinkSync(target, join(dir, name));
    made.push(join(dir, name));
  }
  return made;
}

export function writeArchive(dir, name, archive) {
  writeFileSync(join(dir, name), archive.bytes);
}
