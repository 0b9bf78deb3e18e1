// What the page-type model sees of a page: the structure the page already yields (its units, its
// markup, its schema.org and Open Graph declarations, its address) and what the method made of it
// (how much of the page's text the article holds, in how many blocks, and cedst+'s confidence).
// Lengths count a Chinese, Japanese or Korean character three times, as a three-letter run of Latin
// text, so that the same shape gives the same number in both languages.
import type { Article, Page } from '../../core/types.js';
import { attributeWords, HEADING_TAGS, tagOf } from '../../dom/tags.js';
import { classAttribute } from '../../dom/class-attribute.js';
import { declaredSchemaTypes } from '../../dom/schema-types.js';
import { PAGE_TYPE_CLASS_WORDS as CLASS_WORDS, PAGE_TYPE_PATH_WORDS as PATH_WORDS, SCHEMA_GROUPS, type SchemaGroup } from '../../vocabulary/markup.js';
import { FORUM_TEXT, LISTING_TEXT, PRICE, PRODUCT_TEXT } from '../../vocabulary/multilingual.js';
import { SHAPE_FEATURES, shapeFeatures } from '../plus/choose/damage-features.js';
import { PAGE_TYPE_DATE as DATE } from '../../vocabulary/multilingual.js';

const SCHEMA_KEYS = Object.keys(SCHEMA_GROUPS) as SchemaGroup[];
const CLASS_KEYS = Object.keys(CLASS_WORDS) as (keyof typeof CLASS_WORDS)[];
const PATH_KEYS = Object.keys(PATH_WORDS) as (keyof typeof PATH_WORDS)[];

/** The model's features, in the order of a row. */
export const PAGE_TYPE_FEATURES: readonly string[] = [
  ...SHAPE_FEATURES,
  'textChars',
  'units',
  'linkShare',
  'headings',
  'linkedHeadingShare',
  'cardGroups',
  'cards',
  'largestCardGroup',
  'headedCards',
  'times',
  'datedUnitShare',
  ...SCHEMA_KEYS.map((k) => `schema_${k}`),
  'ogArticle',
  'ogProduct',
  'ogWebsite',
  'ogOther',
  'publishedMeta',
  ...CLASS_KEYS.map((k) => `class_${k}`),
  'forumWords',
  'productWords',
  'prices',
  'listingWords',
  'inputs',
  'password',
  'textareas',
  'codeBlocks',
  'tables',
  'urlKnown',
  'urlDepth',
  'urlDate',
  'urlNumber',
  'urlSlugWords',
  'urlRoot',
  'urlQuery',
  ...PATH_KEYS.map((k) => `path_${k}`),
  'articleChars',
  'articleShare',
  'paragraphs',
  'meanParagraph',
  'listItemShare',
  'headingShare',
  'articleLinkShare',
  'confidence',
];

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/g;
/** Non-space characters, a CJK one counting three. */
export function weightedChars(text: string): number {
  return text.replace(/\s+/g, '').length + 2 * (text.match(CJK)?.length ?? 0);
}
const log = Math.log1p;
const count = (text: string, re: RegExp): number => (text.match(re) ?? []).length;

/** Repeated teaser cards: children of one parent that share their tag and class and each hold a
 *  link, three or more of them. Returns the groups' count, their cards, the largest group and the
 *  cards that hold a heading. */
function cardStats(page: Page): [groups: number, cards: number, largest: number, headed: number] {
  let groups = 0;
  let cards = 0;
  let largest = 0;
  let headed = 0;
  const body = page.doc.querySelector('body') ?? page.doc.documentElement;
  if (!body) return [0, 0, 0, 0];
  for (const parent of Array.from(body.querySelectorAll('*'))) {
    const kids = parent.children;
    if (kids.length < 3) continue;
    const bySignature = new Map<string, Element[]>();
    for (const kid of Array.from(kids)) {
      const tag = tagOf(kid);
      if (tag === 'script' || tag === 'style' || tag === 'option' || tag === 'br') continue;
      const key = `${tag}.${classAttribute(kid)}`;
      let list = bySignature.get(key);
      if (!list) bySignature.set(key, (list = []));
      list.push(kid);
    }
    for (const list of bySignature.values()) {
      if (list.length < 3) continue;
      const linked = list.filter((k) => tagOf(k) === 'a' || k.querySelector('a') !== null);
      if (linked.length < 3 || linked.length < 0.6 * list.length) continue;
      // A menu's items are one link of a few words; a card has more text or a heading.
      const real = linked.filter((k) => (k.textContent ?? '').trim().length >= 25 || k.querySelector('h1, h2, h3, h4, h5, h6, img') !== null);
      if (real.length < 3) continue;
      groups++;
      cards += real.length;
      largest = Math.max(largest, real.length);
      headed += real.filter((k) => k.querySelector('h1, h2, h3, h4, h5, h6') !== null).length;
    }
  }
  return [groups, cards, largest, headed];
}

/** How many elements carry a class or id word of each kind. */
function classCounts(page: Page): number[] {
  const counts = CLASS_KEYS.map(() => 0);
  for (const el of Array.from(page.doc.querySelectorAll('[class], [id]'))) {
    const words = attributeWords(`${classAttribute(el)} ${el.getAttribute('id') ?? ''}`);
    CLASS_KEYS.forEach((k, i) => {
      if (words.some((w) => CLASS_WORDS[k].has(w))) counts[i]!++;
    });
  }
  return counts;
}

/** The address's shape: depth, a date, a number, the last segment's words, the root, a query,
 *  and path words of each kind; -1 throughout when the page's address is unknown. */
function urlFeatures(address: string | undefined): number[] {
  let url: URL | undefined;
  try {
    url = address ? new URL(address) : undefined;
  } catch {
    url = undefined;
  }
  if (!url) return [0, -1, -1, -1, -1, -1, -1, ...PATH_KEYS.map(() => -1)];
  const segments = url.pathname.split('/').filter(Boolean);
  const last = (segments[segments.length - 1] ?? '').replace(/\.[a-z]+$/i, '');
  const words = new Set(segments.flatMap((s) => s.toLowerCase().split(/[^a-z0-9]+/)).filter(Boolean));
  return [
    1,
    segments.length,
    /(?:19|20)\d\d[/_-]?(?:0[1-9]|1[0-2])/.test(url.pathname) ? 1 : 0,
    /\d{4,}/.test(url.pathname) ? 1 : 0,
    last.split(/[-_]+/).filter((w) => /[a-z]/i.test(w)).length,
    segments.length === 0 ? 1 : 0,
    url.search.length > 1 ? 1 : 0,
    ...PATH_KEYS.map((k) => (segments.some((s) => PATH_WORDS[k].has(s.toLowerCase())) || [...words].some((w) => PATH_WORDS[k].has(w) && w.length > 2) ? 1 : 0)),
  ];
}

/** A feature to 4 decimals: the model's thresholds are the rows' own values, and short ones keep
 *  the shipped file (and the browser bundle) small. */
export const roundFeature = (x: number): number => Math.round(x * 1e4) / 1e4;

/** The page-type model's row (PAGE_TYPE_FEATURES) for `page` and the article a method found on
 *  it; `address` is the page's URL when known. */
export function pageTypeRow(page: Page, article: Pick<Article, 'paragraphs' | 'blocks' | 'confidence'>, address: string | undefined): number[] {
  let text = 0;
  let linked = 0;
  let headings = 0;
  let linkedHeadings = 0;
  let dated = 0;
  let joined = '';
  for (const u of page.units) {
    const n = weightedChars(u.text);
    text += n;
    linked += Math.min(n, weightedChars(u.linkText));
    if (HEADING_TAGS.has(tagOf(u.element))) {
      headings++;
      if (u.linkText.length >= 0.8 * u.text.length) linkedHeadings++;
    }
    if (u.text.length <= 200 && DATE.test(u.text)) dated++;
    joined += `${u.text}\n`;
  }
  const types = declaredSchemaTypes(page.doc);
  const og = (page.doc.querySelector('meta[property="og:type"]')?.getAttribute('content') ?? '').trim().toLowerCase();
  const times = Array.from(page.doc.querySelectorAll('time'));
  const articleText = article.paragraphs.reduce((s, p) => s + weightedChars(p), 0);
  const blocks = article.blocks ?? [];
  const blockChars = blocks.reduce((s, b) => s + weightedChars(b.text), 0);
  const blockLinkChars = blocks.reduce((s, b) => s + (b.links ?? []).reduce((t, l) => t + weightedChars(l.text), 0), 0);
  const kindShare = (kind: string): number => (blocks.length ? blocks.filter((b) => b.kind === kind).length / blocks.length : 0);
  const paragraphs = article.paragraphs.filter((p) => p.trim()).length;
  return [
    ...shapeFeatures(page),
    log(text),
    log(page.units.length),
    text ? linked / text : 0,
    log(headings),
    headings ? linkedHeadings / headings : 0,
    ...cardStats(page).map(log),
    log(times.length),
    page.units.length ? dated / page.units.length : 0,
    ...SCHEMA_KEYS.map((k) => ([...types].some((t) => SCHEMA_GROUPS[k].test(t)) ? 1 : 0)),
    og === 'article' ? 1 : 0,
    og.startsWith('product') || og === 'og:product' ? 1 : 0,
    og === 'website' ? 1 : 0,
    og && og !== 'article' && og !== 'website' && !og.startsWith('product') ? 1 : 0,
    page.doc.querySelector('meta[property="article:published_time"], meta[name="article:published_time"]') ? 1 : 0,
    ...classCounts(page).map(log),
    log(count(joined, FORUM_TEXT)),
    log(count(joined, PRODUCT_TEXT)),
    log(count(joined, PRICE)),
    log(count(joined, LISTING_TEXT)),
    log(page.doc.querySelectorAll('input:not([type="hidden"])').length),
    page.doc.querySelector('input[type="password"]') ? 1 : 0,
    log(page.doc.querySelectorAll('textarea').length),
    log(page.doc.querySelectorAll('pre, code').length),
    log(page.doc.querySelectorAll('table').length),
    ...urlFeatures(address),
    log(articleText),
    text ? Math.min(1, articleText / text) : 0,
    log(paragraphs),
    paragraphs ? log(articleText / paragraphs) : 0,
    kindShare('list-item'),
    kindShare('heading'),
    blockChars ? blockLinkChars / blockChars : 0,
    article.confidence ?? -1,
  ].map(roundFeature);
}
