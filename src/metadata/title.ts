// The headline: chosen by agreement between the page's title sources. An `<h1>` that equals
// og:title or JSON-LD's headline, or that the `<title>` starts (or ends) with, is the headline,
// and what the `<title>` adds around it is the site name. Without such agreement the meta title
// is used, and last the `<title>` cleaned of its site-name part.
import type { PageParts } from './collect.js';
import { firstMeta, inNoise } from './collect.js';
import type { JsonLdInfo } from './jsonld.js';
import { findDate } from './date.js';
import { bounded, clean, comparable, decodeLeft, HAN } from './text.js';
import { NOT_HEADLINE, POWERED_BY, POSTED_WORD } from '../vocabulary/en.js';
import { HOST_NAME } from '../vocabulary/markup.js';
import { LINE_BREAK_TAGS, tagOf } from '../dom/tags.js';
import { HAN_BLOG_OF, HAN_OUTLET_WORD } from '../vocabulary/zh.js';

export interface TitleResult {
  /** '' when the page has no title at all. */
  title: string;
  /** The element that shows the headline on the page, when one was found. */
  element?: Element;
  /** The site name, when the `<title>` is the headline plus a site part. */
  siteFromTitle?: string;
  /** The `<title>` (its software credit off), when the headline was cut from it alone: no heading
   *  or meta title confirmed one (title-shown.ts looks for the part the page shows). */
  fromTitleTag?: string;
  /** The page's one h1, where the declared titles name only the site or the h1 stands in a block
   *  read as noise: the `title` field shows it (title-shown.ts), while `title` and `element`, which
   *  cedst+ and the byline readers anchor on, stay as the declared titles give them. */
  shownHeading?: string;
}

/** An underscore separates ("标题_频道_网站", "Headline_English_Site") unless it joins two
 *  lower-case letters or digits: "rustc_codegen_gcc" is one identifier. */
const UNDERSCORE = String.raw`\s+_\s*|_\s+|(?<![a-z0-9])_|_(?![a-z0-9])`;
/** Separators between a headline and the site or section names in a `<title>`. Hyphens and
 *  dashes count only with spaces around them, since words contain them too. */
const SPACED = String.raw`\s+[-–—|·•»>:/\\~]\s+|\s*[|｜]\s*|${UNDERSCORE}|\s+::\s+|\s*[-–—]{2}\s*`;
/** Chinese titles put a bare dash between headline and site ("标题-中新网"): a dash with a Han
 *  character (or CJK closing punctuation) on either side separates too. */
const BARE_DASH = String.raw`(?<=[\p{Script=Han}？！。”」』）])\s*[-－–—]\s*|\s*[-－–—]\s*(?=\p{Script=Han})`;
const SEPARATOR = new RegExp(`${SPACED}|${BARE_DASH}`, 'gu');
/** An unconfirmed h1 this size or more (words, a Han character half a word) is the headline; a
 *  shorter one is a logo or a section name ("Blog", "News"). */
const MIN_SHOWN = 3;
/** The share of an unconfirmed h1's words a declared title (its site part off) must hold. */
const MIN_OVERLAP = 1 / 3;
const TITLE_SEPARATOR_CHARS = ' -–—|｜_,·';
/** A site's name put before a Chinese headline is this short at most ("青澜论坛", "江城晚报网"). */
const SITE_FIRST_CHARS = 12;

/** The `<title>` without the software's credit at its end, and the separator before it. */
function withoutPoweredBy(raw: string): string {
  const m = POWERED_BY.exec(raw);
  if (!m || m.index === 0) return raw;
  let end = m.index;
  while (end > 0 && TITLE_SEPARATOR_CHARS.includes(raw[end - 1]!)) end--;
  return end > 0 ? raw.slice(0, end) : raw;
}
/** A forum's thread type before the subject in its heading ("[求助] 标题", "【讨论】标题"). */
const THREAD_TYPE = /^\s*(?:[[【][^\]】]{1,8}[\]】]\s*)+(?=\S)/;
/** Titles longer than this are not headlines (a paragraph in an h1, a spammy `<title>`). */
export const MAX_TITLE = 300;

/** The `<title>` cut at its separators; `ends[i]` is where segment i ends in `raw`. */
export function splitTitle(raw: string): { segments: string[]; separators: string[]; ends: number[] } {
  const segments: string[] = [];
  const separators: string[] = [];
  const ends: number[] = [];
  let last = 0;
  SEPARATOR.lastIndex = 0;
  for (let m = SEPARATOR.exec(raw); m; m = SEPARATOR.exec(raw)) {
    if (m.index === 0 || m.index + m[0].length >= raw.length || m.index < last) continue;
    segments.push(raw.slice(last, m.index).trim());
    ends.push(m.index);
    separators.push(m[0].trim());
    last = m.index + m[0].length;
  }
  segments.push(raw.slice(last).trim());
  ends.push(raw.length);
  return { segments, separators, ends };
}

/** Rough size in words: Han characters count half a word each. */
export function size(s: string): number {
  let han = 0;
  for (const ch of s) if (HAN.test(ch)) han++;
  const words = s
    .replace(/\p{Script=Han}/gu, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return words + han / 2;
}

const SEP_START = new RegExp(`^(?:${SPACED})`, 'u');
const SEP_END = new RegExp(`(?:${SPACED})$`, 'u');
const DASH_START = /^\s*[-－–—]\s*/;
const DASH_END = /\s*[-－–—]\s*$/;
const HAN_EDGE = /[\p{Script=Han}？！。”」』）]/u;

/** Case and quote/dash folding that keeps string positions (unlike NFKC), so that a match found
 *  in the folded string can be cut out of the original. */
export function fold(s: string): string {
  return s
    .toLowerCase()
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″]/g, '"')
    .replace(/[‐‑‒–—―]/g, '-');
}

/** What `raw` adds around `headline`, when `raw` is `headline SEP rest` or `rest SEP headline`. */
function around(raw: string, headline: string): { rest: string; position: 'after' | 'before' } | undefined {
  const text = clean(raw);
  const r = fold(text);
  const h = fold(clean(headline));
  if (!h || r.length <= h.length || r.length !== text.length) return undefined;
  if (r.startsWith(h)) {
    const tail = r.slice(h.length);
    let m = SEP_START.exec(tail);
    if (!m && (m = DASH_START.exec(tail)) && !HAN_EDGE.test(h.slice(-1)) && !HAN_EDGE.test(tail.charAt(m[0].length))) m = null;
    if (m) return { rest: text.slice(h.length + m[0].length).trim(), position: 'after' };
  }
  if (r.endsWith(h)) {
    const head = r.slice(0, r.length - h.length);
    let m = SEP_END.exec(head);
    if (!m && (m = DASH_END.exec(head)) && !HAN_EDGE.test(h.charAt(0)) && !HAN_EDGE.test(head.charAt(m.index - 1))) m = null;
    if (m) return { rest: text.slice(0, head.length - m[0].length).trim(), position: 'before' };
  }
  return undefined;
}

/** The site name in what a `<title>` adds to the headline: the segment farthest from it
 *  ("Headline_Channel_Site" → "Site"). */
function siteIn(rest: string, position: 'after' | 'before'): string | undefined {
  const { segments } = splitTitle(rest);
  const site = position === 'after' ? segments[segments.length - 1] : segments[0];
  return site && site.length <= 80 ? site : undefined;
}

/** Clean a `<title>` (or a meta title) that no heading confirms: drop the site part. A known
 *  site name goes first; otherwise the last segment is dropped when what stays is still a
 *  headline-sized string (Readability's rule), and for `_`, which Chinese portals use as
 *  `headline_channel_site`, the first segment is kept. */
export function cleanTitle(raw: string, siteName?: string): { title: string; site?: string } {
  const text = clean(raw);
  if (siteName) {
    const a = around(text, siteName);
    // `around` finds the site part; the headline is the rest of the string.
    if (a && size(a.rest) >= 1) return { title: a.rest, site: siteName };
  }
  const { segments, separators, ends } = splitTitle(text);
  if (segments.length < 2) return { title: text };
  if (hanShare(text) >= 0.5) {
    // Chinese titles put the headline first and channels and site after it ("标题_频道_网站",
    // "标题｜频道｜网站"); a headline may hold a dash itself ("专题－标题"), so keep everything
    // up to the longest segment. A blog's name ("江上清风的日志") is the site's part, however long.
    let longest = 0;
    for (let i = 1; i < segments.length; i++) if (segments[i]!.length > segments[longest]!.length && !HAN_BLOG_OF.test(segments[i]!)) longest = i;
    // An older board or portal puts its own name first ("青澜论坛 -- 标题"): a short part before
    // the headline that ends like an outlet's name is the site.
    let first = 0;
    while (first < longest && segments[first]!.length <= SITE_FIRST_CHARS && HAN_OUTLET_WORD.test(segments[first]!)) first++;
    const from = first ? text.indexOf(segments[first]!, ends[first - 1]) : 0;
    const title = text.slice(from, ends[longest]).trim();
    if (first) return { title, site: segments[0] };
    return { title, site: longest < segments.length - 1 ? segments[segments.length - 1] : undefined };
  }
  if (separators.every((s) => s === '_') && size(segments[0]!) >= 2) return { title: segments[0]!, site: segments[segments.length - 1] };
  const lastSep = text.lastIndexOf(separators[separators.length - 1]!, text.length - segments[segments.length - 1]!.length);
  const head = clean(text.slice(0, lastSep));
  const last = segments[segments.length - 1]!;
  // "Site | A much longer headline": a lone separator with twice as much after it as before.
  if (segments.length === 2 && size(last) >= 5 && size(last) >= 2 * size(head)) return { title: last, site: head };
  // A last part that is a host name ("… | Example.com") is the site, however short the rest.
  if (size(head) >= 3 || (HOST_NAME.test(last) && size(head) >= 1)) return { title: head, site: last };
  // "Site | Headline": keep what follows the first separator.
  const firstSep = text.indexOf(separators[0]!, segments[0]!.length);
  const tail = clean(text.slice(firstSep + separators[0]!.length));
  if (size(tail) >= 3) return { title: tail, site: segments[0] };
  return { title: text };
}

function hanShare(s: string): number {
  let han = 0;
  let letters = 0;
  for (const ch of s) {
    if (HAN.test(ch)) han++;
    else if (/\p{L}/u.test(ch)) letters++;
  }
  // A Latin word counts about as much as two Han characters.
  return han + letters ? han / (han + letters / 3) : 0;
}

function textOf(el: Element): string {
  // A trailing permalink mark ("Heading¶", "Heading #") is not part of the heading.
  return decodeLeft(bounded(clean(brokenText(el).slice(0, 4 * MAX_TITLE)))).replace(/\s*[¶#§🔗]+$/u, '');
}

/** The element's text with a space where a `<br>` breaks it: "Title (US)<br>Subtitle" reads as
 *  two phrases, not "(US)Subtitle". Walked with a stack: a page can nest a heading 100,000 deep. */
function brokenText(el: Element): string {
  if (!el.querySelector('br')) return el.textContent ?? '';
  let out = '';
  const stack: Node[] = [el];
  while (stack.length && out.length < 4 * MAX_TITLE) {
    const node = stack.pop()!;
    if (node.nodeType === 3 || node.nodeType === 4) out += node.nodeValue ?? '';
    else if (node.nodeType === 1 && LINE_BREAK_TAGS.has(tagOf(node as Element))) out += ' ';
    else if (node.nodeType === 1) for (let c = node.lastChild; c; c = c.previousSibling) stack.push(c);
  }
  return out;
}

/** Does the element's text agree with the title: equal, or one holds most of the other? */
function agrees(text: string, title: string): boolean {
  const a = comparable(text);
  const b = comparable(title);
  if (!a || !b) return false;
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 0.6 * long.length && long.includes(short);
}

/** The headline (see the top of this file), without the site's own name when the chosen source
 *  still ends or starts with it ("Headline – Site", an h1 or a JSON-LD headline that carries it). */
export function findTitle(parts: PageParts, ld: JsonLdInfo, siteName?: string): TitleResult {
  const found = pickTitle(parts, ld, siteName);
  const site = siteName ?? found.siteFromTitle;
  const finish = (text: string): string => {
    const a = site ? around(text, site) : undefined;
    return declaredCase(a && size(a.rest) >= 2 ? a.rest : text, parts, ld);
  };
  const cased = finish(found.title);
  const result = cased === found.title ? found : { ...found, title: cased };
  return found.shownHeading ? { ...result, shownHeading: finish(found.shownHeading) } : result;
}

/** The headline as a declared title writes it, where the heading shows it in one case only: a
 *  heading styled in capitals ("TIPS FOR ONLINE SUCCESS") or in lower case ("history of coffee")
 *  shows the words, a `<title>` or og:title with both cases how they are written. A heading in
 *  mixed case is written so and kept. */
function declaredCase(title: string, parts: PageParts, ld: JsonLdInfo): string {
  if (/\p{Lu}/u.test(title) && /\p{Ll}/u.test(title)) return title;
  const low = title.toLowerCase();
  const raw = clean(withoutPoweredBy(decodeLeft(bounded(parts.title))));
  const declared = [ld.headline, firstMeta(parts, ['og:title']), firstMeta(parts, ['twitter:title'])].filter((t): t is string => !!t && t.length <= MAX_TITLE).map((t) => decodeLeft(clean(t)));
  // The `<title>`'s part that is the headline, before or after its site part.
  declared.push(raw.slice(0, title.length), raw.slice(Math.max(0, raw.length - title.length)));
  for (const d of declared) if (d.toLowerCase() === low && /\p{Lu}/u.test(d) && /\p{Ll}/u.test(d)) return d;
  return title;
}

function pickTitle(parts: PageParts, ld: JsonLdInfo, siteName?: string): TitleResult {
  const raw = withoutPoweredBy(decodeLeft(bounded(parts.title)));
  // Declared titles, most specific first (Readability's order, JSON-LD first).
  const metaTitles = [
    ld.headline,
    firstMeta(parts, ['dc:title', 'dc.title', 'dcterm:title', 'dcterms.title']),
    firstMeta(parts, ['og:title']),
    firstMeta(parts, ['weibo:article:title', 'weibo:webpage:title', 'title', 'headline']),
    firstMeta(parts, ['twitter:title', 'parsely-title', 'sailthru.title']),
    ld.name,
  ]
    .filter((t): t is string => !!t && t.length <= MAX_TITLE)
    .map((t) => decodeLeft(clean(t)))
    .filter((t, i, all) => !(i === 0 && ld.headline && cutShort(t, [...all.slice(1), raw])));

  // 1. A heading confirmed by another source.
  // An h1 marked itemprop=headline is one heading, not two.
  const headings = [...new Set([...parts.h1, ...parts.headlines])].filter((el) => !inNoise(el));
  let best: { el: Element; text: string; score: number } | undefined;
  for (const el of headings) {
    const shown = textOf(el);
    // "[求助] 标题": the heading without its thread type, where the `<title>` holds the subject.
    const typed = THREAD_TYPE.exec(shown);
    const text = typed && around(raw, shown.slice(typed[0].length)) && !around(raw, shown) ? shown.slice(typed[0].length) : shown;
    if (!text || text.length > MAX_TITLE) continue;
    const c = comparable(text);
    let score = 0;
    for (const t of metaTitles) {
      if (comparable(t) === c) score += 2;
      // og:title or JSON-LD's headline as the heading and a site or section part ("Site | Headline").
      else {
        // The heading must outweigh the rest, as in the `<title>` below: a logo h1 is the site part.
        const a = around(t, text);
        if (a && splitTitle(a.rest).segments.every((seg) => size(seg) <= size(text))) score += 1;
      }
    }
    if (comparable(raw) === c) score += 2;
    else {
      // A heading the `<title>` starts with beats one it ends with ("Headline - Site" is the
      // common order), and of two, the longer one: of "V8" and "Outside the web: …", both parts
      // of "Outside the web: … · V8", the site name is the short one.
      // The heading must be at least as big as every other part of the `<title>`: a logo h1
      // "Site" in "Headline - Site" is the site, not the headline.
      const a = around(raw, text);
      if (a && splitTitle(a.rest).segments.every((seg) => size(seg) <= size(text))) score += a.position === 'after' ? 1.5 : 1;
    }
    if (score > 0 && (!best || score > best.score || (score === best.score && size(text) > size(best.text)))) best = { el, text, score };
  }
  if (best) {
    const a = around(raw, best.text);
    return { title: best.text, element: best.el, siteFromTitle: a ? siteIn(a.rest, a.position) : undefined };
  }

  const meta = metaTitles[0];
  // 1b. The headline the page shows: its one h1 (outside noise), headline-sized, that no other
  // source confirms: the SEO and social titles are often written apart from it, and what a
  // reader sees is the h1 (the peers' `title` is the `<title>`; the issue's gold is the h1).
  const h1s = headings.filter((el) => el.localName?.toLowerCase() === 'h1');
  // The page's only h1 counts even inside a banner or hero block that reads as noise, when it is
  // no shorter than the declared headline: a page draws its one headline there as well as its
  // name (a blog's "Name" over "Name: Post").
  const banner = !h1s.length && parts.h1.length === 1;
  const shown = banner ? parts.h1 : h1s;
  let shownHeading: string | undefined;
  if (shown.length === 1) {
    const text = textOf(shown[0]!);
    const rawClean = cleanTitle(raw, siteName);
    if (text.length <= MAX_TITLE && size(text) >= MIN_SHOWN && !NOT_HEADLINE.test(text) && !(siteName && comparable(siteName) === comparable(text))) {
      const confirmed = overlap(text, [...metaTitles.map((t) => cleanTitle(t, siteName).title), rawClean.title]) >= MIN_OVERLAP;
      // An h1 that holds a declared title and more ("Blog: Headline", "Headline Posted on
      // July 1", a date before it) shows that title: the rest is a label or the byline run in.
      const held = [...metaTitles, raw ? rawClean.title : ''].find((t) => t && size(t) >= MIN_SHOWN && runIn(text, t));
      if (confirmed && !banner) {
        const site = meta ? around(raw, meta) : undefined;
        const siteFromTitle = site ? siteIn(site.rest, site.position) : raw ? rawClean.site : undefined;
        return { title: held ?? text, element: shown[0]!, siteFromTitle };
      }
      // Otherwise the h1 is the `title` field alone (shownHeading) where the declared titles name
      // only the site, or where it is a banner's no shorter than the declared headline.
      const onlySite = namesOnlySite(text, [raw, ...metaTitles]);
      const declared = meta ? cleanTitle(meta, siteName).title : rawClean.title;
      if (banner ? size(text) >= size(declared) && (confirmed || onlySite) : onlySite) shownHeading = held ?? text;
    }
  }

  // 2. A meta title, cleaned of a site part that the `<title>` or the site name confirms.
  let title = '';
  let siteFromTitle: string | undefined;
  let fromTitleTag: string | undefined;
  if (meta) {
    title = meta;
    const a = around(raw, meta);
    if (a) siteFromTitle = siteIn(a.rest, a.position);
    else if (siteName) title = cleanTitle(meta, siteName).title;
    // A meta title that is the `<title>` itself (suffix and all) is cleaned like it.
    if (comparable(meta) === comparable(raw)) title = cleanTitle(meta, siteName).title;
  } else if (raw) {
    // 3. The `<title>`, cleaned.
    title = cleanTitle(raw, siteName).title;
    fromTitleTag = raw;
  } else {
    // 4. No title source at all: a lone h1 is the headline.
    const lone = parts.h1.filter((el) => !inNoise(el));
    if (lone.length === 1) {
      const text = textOf(lone[0]!);
      if (text.length <= MAX_TITLE) return { title: text, element: lone[0]! };
    }
  }
  const element = title ? headlineElement(parts, title) : undefined;
  if (shownHeading) return { title, element, siteFromTitle, shownHeading };
  return { title, element, siteFromTitle, ...(fromTitleTag ? { fromTitleTag } : {}) };
}

/** Google once limited a JSON-LD headline to 110 characters, and site software still cuts it
 *  there, mid-phrase ("… Find Solutions (Including"): a headline this long that another declared
 *  title continues is that title cut short. */
const CUT_HEADLINE = 100;
function cutShort(headline: string, others: readonly string[]): boolean {
  if (headline.length < CUT_HEADLINE) return false;
  const h = fold(headline);
  return others.some((o) => {
    const f = fold(o);
    return f.length > h.length && f.startsWith(h);
  });
}

/** Do the declared titles name only the site or its section ("Cape Argus", "Sportal > Golf >
 *  News")? Each is this short at most, shares no word with the heading, and the heading is longer
 *  than any of them: a `<title>` that says nothing of the story leaves the headline to the h1. A
 *  product's or service's name shares a word with its h1 more often ("Business Text Messaging"
 *  over "Business messaging that scales"). */
const SITE_TITLE_SIZE = 5;
function namesOnlySite(heading: string, declared: readonly string[]): boolean {
  const titles = declared.filter(Boolean);
  const sizes = titles.map(size);
  return sizes.every((s) => s <= SITE_TITLE_SIZE) && size(heading) > Math.max(0, ...sizes) && overlap(heading, titles) === 0;
}

/** The share of the heading's words (Han: characters) that a declared title holds too: a logo
 *  or a section h1 ("Acme News Online") shares few with the story's titles. */
function overlap(heading: string, titles: readonly string[]): number {
  const bag = (t: string): string[] => t.toLowerCase().match(/\p{Script=Han}|[\p{L}\p{N}]{3,}/gu) ?? [];
  const h = bag(heading);
  if (!h.length) return 0;
  const have = new Set(titles.flatMap(bag));
  return h.filter((w) => have.has(w)).length / h.length;
}

/** Is `heading` the `title` with a label before it ("Blog: …") or a date or a byline run into
 *  it ("Dec 18 2025 …", "… Posted on July 1")? Subtitles after it are the heading's own. */
function runIn(heading: string, title: string): boolean {
  const h = fold(heading);
  const t = fold(clean(title));
  const at = h.indexOf(t);
  if (at < 0 || t.length === h.length) return false;
  const extra = clean(heading.slice(0, at) + ' ' + heading.slice(at + t.length));
  if (!extra) return false;
  return (at > 0 && at + t.length === h.length && /^[\p{L}\s]{1,24}:$/u.test(clean(heading.slice(0, at)))) || findDate(extra) !== undefined || POSTED_WORD.test(extra);
}

/** The element that shows the chosen title: an h1 that agrees with it, else an h2/h3 or a
 *  "title" element with the same text. */
function headlineElement(parts: PageParts, title: string): Element | undefined {
  for (const el of parts.h1) if (!inNoise(el) && agrees(textOf(el), title)) return el;
  // Only pages without a matching h1 pay for this query.
  const c = comparable(title);
  const candidates = parts.doc.querySelectorAll('h2, h3, [class*="title"], [id*="title"], [class*="headline"]');
  for (let i = 0; i < candidates.length && i < 256; i++) {
    const el = candidates[i]!;
    if (comparable(textOf(el)) === c && !inNoise(el)) return el;
  }
  // A page whose social title differs from its headline: a lone headline-sized h1 still marks
  // where the byline is (a logo h1 is too short to pass).
  const h1 = parts.h1.filter((el) => !inNoise(el));
  if (h1.length === 1 && size(textOf(h1[0]!)) >= 4) return h1[0];
  return undefined;
}

/** The titles the page declares for search engines and social cards, as written (references
 *  decoded, whitespace collapsed), beside the shown headline `findTitle` picks: `seoTitle` is the
 *  `<title>` (site part and all), `ogTitle` og:title. Absent when the page has none. */
export function declaredTitles(parts: PageParts): { seoTitle?: string; ogTitle?: string } {
  const out: { seoTitle?: string; ogTitle?: string } = {};
  const seo = decodeLeft(bounded(parts.title));
  if (seo) out.seoTitle = seo;
  const og = firstMeta(parts, ['og:title']);
  if (og) out.ogTitle = decodeLeft(bounded(clean(og)));
  return out;
}
