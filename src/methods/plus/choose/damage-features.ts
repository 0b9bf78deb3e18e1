// What the confidence model sees of damage a reading's own features miss: text garbled
// by a wrong charset, an output far shorter or longer than the page's main article; and, measured
// but not shipped, pages that carry several articles or none (live blogs, next-story feeds,
// listings). Evidence for the learned confidence (confidence.ts), never a veto; generic markup and
// character classes, no site.
import type { Page } from '../../../core/types.js';
import type { PlusAnalysis } from '../analysis.js';
import type { Reading } from './list.js';
import { DATELINE_CHARS, headlineLike } from '../../../pipeline/features/story-blocks.js';
import { LIVE_BLOG_MARK as LIVE_BLOG, FEED_MARK } from '../../../vocabulary/markup.js';
import { DATE_LINE_DATE } from '../../../vocabulary/multilingual.js';

/** The reading's article boundary: its words against schema.org's wordCount, its length against
 *  the page's first <article>, and the headlines (<h1>/<h2> of a headline's length, the page's
 *  own left out) and date lines it holds: an output that runs on into the next stories holds
 *  several of each. Measured, not in the shipped model: `npm run train:readings -- --boundary`. */
export const BOUNDARY_FEATURES = ['vsWordCount', 'vsFirstArticle', 'headlinesIn', 'datelinesIn'] as const;

/** The damage the confidence model weighs: garbled characters, and the output's length against
 *  the page's own estimates of its article (schema.org's articleBody, the largest <article>). */
export const DAMAGE_FEATURES = ['replacementShare', 'mojibakeShare', 'latinSupplementShare', 'vsSchema', 'vsArticle'] as const;

/** The page's shape: several articles or headlines, live-blog and feed markup, teaser lists.
 *  Measured, not in the shipped model: no shared page carries live-blog markup, and on the shared
 *  sets they lowered the confidence's AUROC (docs/results.md, "Confidence that sees damage");
 *  `npm run train:readings -- --shape` measures them again. */
export const SHAPE_FEATURES = ['articles', 'h1s', 'headedArticles', 'liveBlog', 'feedMarks', 'teaserHeads', 'linkedShortShare'] as const;

/** U+FFFD, its GBK round trip (锟斤拷), C1 controls and private-use characters: bytes no charset read. */
const REPLACEMENT = /\uFFFD|锟斤拷|[\u0080-\u009F\uE000-\uF8FF]/g;
/** UTF-8 read as Latin-1 or Windows-1252: a lead byte's character (Â–ô) followed by a
 *  continuation byte's (U+00A0–U+00BF, or the Windows-1252 punctuation of 0x80–0x9F). */
const MOJIBAKE = /[\u00C2-\u00F4][\u00A0-\u00BF\u2018-\u201E\u2020-\u2022\u2026\u2030\u2039\u203A\u20AC\u2122\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u02C6\u02DC]/g;
const LATIN_SUPPLEMENT = /[\u00C0-\u00FF]/g;
const HEADING = /^h[1-4]$/;

const count = (text: string, re: RegExp): number => (text.match(re) ?? []).length;
const chars = (text: string): number => text.replace(/\s+/g, '').length;
/** ln of a length against an estimate of the article's: 0 when there is no estimate. */
const ratio = (n: number, estimate: number): number => (estimate > 0 ? Math.log((n + 1) / (estimate + 1)) : 0);

/** The page's shape (SHAPE_FEATURES), the same for every reading. */
export function shapeFeatures(page: Page): number[] {
  const articles = page.doc.querySelectorAll('article');
  const headed = Array.from(articles).filter((a) => a.querySelector('h1, h2, h3')).length;
  let teasers = 0;
  let long = 0;
  let linkedShort = 0;
  for (const u of page.units) {
    const t = u.text.length;
    const linked = u.linkText.length >= 0.8 * t;
    if (linked && HEADING.test((u.element.localName || '').toLowerCase())) teasers++;
    if (t >= 20) {
      long++;
      if (linked && t <= 160) linkedShort++;
    }
  }
  return [
    Math.log1p(articles.length),
    Math.log1p(page.doc.querySelectorAll('h1').length),
    Math.log1p(headed),
    LIVE_BLOG.test(page.html) ? 1 : 0,
    Math.log1p(count(page.html, FEED_MARK)),
    Math.log1p(teasers),
    long ? linkedShort / long : 0,
  ];
}

/** One row of DAMAGE_FEATURES per reading, `evidence` cedst+'s first analysis (whose unit texts
 *  the readings' texts are, the headline's own units left out, as readingText joins them);
 *  `schemaText` the JSON-LD articleBody when the page has one. Counted unit by unit and summed:
 *  no pattern spans the newline between two units, so the sums are the joined text's, without
 *  joining seven copies of a long page. */
export function damageFeatures(evidence: PlusAnalysis, readings: readonly Reading[], schemaText: string | undefined): number[][] {
  const page = evidence.page;
  const headline = page.head.headline;
  const perUnit = new Map<number, readonly number[]>();
  const countsOf = (i: number): readonly number[] => {
    let c = perUnit.get(i);
    if (!c) {
      const text = evidence.view.text(i);
      perUnit.set(i, (c = [chars(text), count(text, REPLACEMENT), count(text, MOJIBAKE), count(text, LATIN_SUPPLEMENT)]));
    }
    return c;
  };
  const sums = readings.map((r) => {
    const sum = [0, 0, 0, 0];
    for (const i of r.units) {
      if (headline?.contains(evidence.view.element(i))) continue;
      const c = countsOf(i);
      for (let j = 0; j < 4; j++) sum[j]! += c[j]!;
    }
    return sum;
  });
  const schemaAt = readings.findIndex((r) => r.kind === 'schema');
  const schemaChars = schemaText !== undefined ? chars(schemaText) : schemaAt >= 0 ? sums[schemaAt]![0]! : 0;
  const articles = Array.from(page.doc.querySelectorAll('article')).map((a) => chars(a.textContent ?? ''));
  const largest = articles.length ? Math.max(...articles) : 0;
  return sums.map(([n, replaced, garbled, latin]) => [n ? replaced! / n : 0, n ? garbled! / n : 0, n ? latin! / n : 0, ratio(n!, schemaChars), ratio(n!, largest)]);
}

/** schema.org's wordCount, as JSON-LD or microdata writes it (the first one). */
const WORD_COUNT = /["']?wordCount["']?\s*(?::|content=)\s*["']?(\d{2,7})/;
const HEADLINE_TAG = /^h[12]$/;

/** One row of BOUNDARY_FEATURES per reading: ln of its words against the page's wordCount (0
 *  without one; the headline's words counted, a few against a body's hundreds), ln of its length
 *  (the headline's units left out, as damageFeatures counts it) against the first non-empty
 *  <article>'s, and ln(1 + n) of the headlines (the page's own left out) and of the date lines
 *  among its units. */
export function boundaryFeatures(evidence: PlusAnalysis, readings: readonly Reading[]): number[][] {
  const page = evidence.page;
  const firstArticle = Array.from(page.doc.querySelectorAll('article'))
    .map((a) => chars(a.textContent ?? ''))
    .find((n) => n > 0);
  const declared = Number(WORD_COUNT.exec(page.html)?.[1] ?? 0);
  const headline = page.head.headline;
  const heads = new Map<number, [number, number, number]>();
  const of = (i: number): [number, number, number] => {
    let c = heads.get(i);
    if (!c) {
      const el = evidence.view.element(i);
      const t = evidence.view.text(i);
      const own = Boolean(headline?.contains(el));
      const isHead = HEADLINE_TAG.test((el.localName || '').toLowerCase()) && !own && headlineLike(t);
      heads.set(i, (c = [isHead ? 1 : 0, t.length <= DATELINE_CHARS && DATE_LINE_DATE.test(t) ? 1 : 0, own ? 0 : chars(t)]));
    }
    return c;
  };
  return readings.map((r) => {
    let words = 0;
    let h = 0;
    let d = 0;
    let n = 0;
    for (const i of r.units) {
      words += evidence.view.words(i);
      const [x, y, c] = of(i);
      h += x;
      d += y;
      n += c;
    }
    return [declared > 0 ? Math.log((words + 1) / (declared + 1)) : 0, ratio(n, firstArticle ?? 0), Math.log1p(h), Math.log1p(d)];
  });
}
