// The article's headline: the unit whose text the page's own titles (<title>, og:title,
// twitter:title; the page's head) contain. It often sits outside the region that holds the body (in
// a page header, or above a body wrapper), sometimes at the region's top. Whether the body starts
// with it is `plus.headlineInBody`; `title` holds it either way.
import { withVerdicts, type PlusAnalysis } from './analysis.js';
import { unitValue } from './unit-view.js';

/** Units further than this before the article's first unit are not its headline. */
const MAX_GAP = 50;
/** Share of the unit's character pairs that must occur in a title. */
const MIN_CONTAINED = 0.7;
/** Share of the title's character pairs the unit must cover (a lone "News" is not a headline). */
const MIN_COVER = 0.3;
/** A unit of fewer character pairs is too short to be a headline. */
const MIN_PAIRS = 3;
/** Scores this close are equal: the nearer unit to the article keeps the headline. */
const SCORE_TOLERANCE = 1e-9;

/** Character pairs of the letters and digits of a text, lower-cased: works alike for Chinese and
 *  for space-delimited scripts, and ignores punctuation and spacing differences. */
function pairs(text: string): Set<string> {
  const s = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const out = new Set<string>();
  for (let i = 0; i + 1 < s.length; i++) out.add(s.slice(i, i + 2));
  return out;
}

/** Separators of a breadcrumb trail ("Site › Section › Headline"). */
const TRAIL_SEPARATOR = /[〉》>»›|/]/;

/** A breadcrumb trail: three or more segments between separators. It names the headline and also
 *  the site, which the <title> names too, so it would outscore the headline itself. */
export function isTrail(text: string): boolean {
  return text.split(TRAIL_SEPARATOR).filter((s) => /[\p{L}\p{N}]/u.test(s)).length >= 3;
}

/** How well a unit's character pairs match the best of the titles' pairs, 0..1 (0 when none
 *  qualifies). */
function bestMatch(p: ReadonlySet<string>, titles: readonly Set<string>[], minCover: number): number {
  let best = 0;
  for (const t of titles) {
    if (t.size === 0) continue;
    let shared = 0;
    for (const x of p) if (t.has(x)) shared++;
    const contained = shared / p.size;
    const cover = shared / t.size;
    if (contained >= MIN_CONTAINED && cover >= minCover) best = Math.max(best, contained * cover);
  }
  return best;
}

/** Where a <title> joins its headline to the site's name, section or keywords: "Headline | Site",
 *  "Headline - News from …", "标题-关键词,关键词-网站". */
const TITLE_SEPARATOR = /[|｜_]|\s[-–—:»·]\s|-(?=\p{Script=Han})/u;

/** The segments of titles that join several parts: a title padded with the site name and keywords
 *  covers a headline too little for it to count, but the headline is one of its segments. */
export function titleSegments(titles: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of titles) {
    const parts = t
      .split(TITLE_SEPARATOR)
      .map((x) => x.trim())
      .filter(Boolean);
    if (parts.length >= 2) out.push(...parts.filter(headlineSized));
  }
  return out;
}

/** A segment long enough to be a headline, not a site's or section's name: four words (of two
 *  letters or more, so not a logo's spaced-out letters), or six Chinese or Japanese characters. */
function headlineSized(segment: string): boolean {
  const han = segment.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  const words = segment.match(/[\p{L}\p{N}]{2,}/gu)?.length ?? 0;
  return han >= 6 || words >= 4;
}

/** A match with a segment counts for less than one with a whole title: a segment may be the site's
 *  name, which its logo repeats. */
const SEGMENT_WEIGHT = 0.5;
/** The headline is most of its segment; a word of the segment is not a headline. */
const SEGMENT_COVER = 0.6;

/** The titles' character pairs, whole and by segment, as units are matched against them. */
interface TitlePairs {
  readonly whole: readonly Set<string>[];
  readonly segments: readonly Set<string>[];
}

function titlePairs(titles: readonly string[]): TitlePairs {
  return { whole: titles.map(pairs), segments: titleSegments(titles).map(pairs) };
}

/** findHeadline against titles already taken into pairs. */
function headlineAmong(texts: readonly string[], first: number, titles: TitlePairs): number {
  let best = -1;
  let bestScore = 0;
  for (let i = first - 1; i >= 0 && i >= first - MAX_GAP; i--) {
    // Too short to be a headline, or a breadcrumb trail: no match.
    const text = unitValue(texts, i);
    const p = pairs(text);
    if (p.size < MIN_PAIRS || isTrail(text)) continue;
    const s = Math.max(bestMatch(p, titles.whole, MIN_COVER), SEGMENT_WEIGHT * bestMatch(p, titles.segments, SEGMENT_COVER));
    if (s > bestScore + SCORE_TOLERANCE) {
      best = i;
      bestScore = s;
    }
  }
  return best;
}

/** Index of the headline unit among `texts` before `first` (the article's first unit), or -1. */
export function findHeadline(texts: readonly string[], first: number, titles: readonly string[]): number {
  return headlineAmong(texts, first, titlePairs(titles));
}

/** Does the text only repeat one of the page's titles (it matches a title as a headline does)? */
export function repeatsTitle(text: string, titles: readonly string[]): boolean {
  return findHeadline([text], 1, titles) === 0;
}

/** repeatsTitle for the page's units (by index) and titles, each unit asked once for every run of
 *  the stages (PageMemo). */
export function titleRepeatReader(a: PlusAnalysis): (i: number) => boolean {
  const titles = titlePairs(a.page.head.titles);
  const known: (boolean | undefined)[] = [];
  return (i) => (known[i] ??= headlineAmong([a.view.text(i)], 1, titles) === 0);
}

/** Kept units at the article's top that repeat its title are looked for until a unit of this many
 *  words: the headline sits above the first paragraph. */
const TOP_WORDS = 30;

/** The kept units at the article's top that only repeat the title: the region's own copy of the
 *  headline (an h1 inside the article's element, a kicker line that restates it). */
function titleRepeats(a: PlusAnalysis): number[] {
  const repeats = a.memo.get(titleRepeatReader, a);
  const out: number[] = [];
  for (const e of a.units) {
    if (!e.content) continue;
    if (e.words >= TOP_WORDS) break;
    if (repeats(e.index)) out.push(e.index);
  }
  return out;
}

/** The headline stage. With `plus.headlineInBody`, the unit before the article that the page's
 *  titles name joins the body. Otherwise the body starts after the headline, as most gold
 *  standards, Readability.js and trafilatura have it: `title` holds the headline, and the kept
 *  units at the article's top that only repeat it are left out. */
export function placeHeadline(a: PlusAnalysis): PlusAnalysis {
  const titles = a.page.head.titles;
  const first = a.units.findIndex((e) => e.content);
  if (first < 0 || !titles.length || !a.options.plus.headline) return a;
  if (!a.options.plus.headlineInBody) {
    return withVerdicts(a, new Map(titleRepeats(a).map((i) => [i, { content: false, reason: 'headline' }])));
  }
  const h = first > 0 ? findHeadline(a.view.texts, first, titles) : -1;
  return h < 0 ? a : withVerdicts(a, new Map([[h, { content: true, reason: 'headline' }]]));
}
