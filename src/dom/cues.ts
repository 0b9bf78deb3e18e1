// Generic markup cues that say where a page keeps its article and where its boilerplate: HTML5
// sectioning elements, ARIA landmark roles, microdata, and the words authors put in class and id
// attributes. Only the vocabulary of web authoring is listed, never a site's own names.
import { attributeWords } from './tags.js';
import { classAttribute } from './class-attribute.js';
import { AGAINST_TAGS, FOR_TAGS, AGAINST_ROLES, FOR_ROLES, FOR_ITEMPROPS, AGAINST_WORDS, COMMENT_WORDS, FOR_WORDS, GALLERY_WORDS } from '../vocabulary/markup.js';
import { RELATED_HEADING, COMMENTS_HEADING, LEGAL_NOTICE, LEGAL_MARK, AD_LABEL, CONSENT_ASK, CONSENT_PARTY } from '../vocabulary/multilingual.js';

/** Cue of a comment thread. */
export const COMMENTS = -2;

/** The cue one element carries on its own: +1 for the article, −1 against, −2 (COMMENTS) for a
 *  comment thread, 0 for none. A comment word wins over everything (`article-comments` is a
 *  thread); other words for and against on one element cancel (`widget-type-rich_text`).
 *  Uncached: a page asks through its own `cueReader`. */
export function elementCue(el: Element): number {
  return computeCue(el, new Map());
}

/** Reads an element's cue (see `elementCue`). */
export type CueReader = (el: Element) => number;

/** A cue reader with its own memo, one per page (the page context holds it, so the memo dies with
 *  the page): region choice and the furniture test ask about the same ancestors many times over,
 *  and pages repeat the same class names on many elements. */
export function cueReader(): CueReader {
  const byElement = new Map<Element, number>();
  const byWords = new Map<string, number>();
  return (el) => {
    let cue = byElement.get(el);
    if (cue === undefined) byElement.set(el, (cue = computeCue(el, byWords)));
    return cue;
  };
}

/** What the class and id words say: COMMENTS, −1, +1, or 0 when none or both. */
function wordsCue(cls: string, id: string): number {
  const words = [...attributeWords(cls), ...attributeWords(id)];
  if (words.some((w) => COMMENT_WORDS.has(w))) return COMMENTS;
  const against = words.some((w) => AGAINST_WORDS.has(w));
  const pro = words.some((w) => FOR_WORDS.has(w));
  return against === pro ? 0 : against ? -1 : 1;
}

/** `wordsCue`, read once per class and id value of the page. */
function cachedWordsCue(cls: string, id: string, memo: Map<string, number>): number {
  if (!cls && !id) return 0;
  const key = `${cls}\u0000${id}`;
  let cue = memo.get(key);
  if (cue === undefined) memo.set(key, (cue = wordsCue(cls, id)));
  return cue;
}

function computeCue(el: Element, wordsMemo: Map<string, number>): number {
  const tag = (el.localName || el.nodeName).toLowerCase();
  const role = (el.getAttribute('role') ?? '').toLowerCase();
  const itemprop = (el.getAttribute('itemprop') ?? '').toLowerCase();
  const words = cachedWordsCue(classAttribute(el), el.getAttribute('id') ?? '', wordsMemo);
  if (words === COMMENTS) return COMMENTS;
  if (AGAINST_TAGS.has(tag) || AGAINST_ROLES.has(role)) return -1;
  if (FOR_TAGS.has(tag) || FOR_ROLES.has(role) || FOR_ITEMPROPS.has(itemprop)) return 1;
  return words;
}

/** Units longer than this are not section headings. */
export const HEADING_MAX_CHARS = 50;

/** What a short unit announces: 'related', 'comments', or nothing. */
export function sectionHeading(text: string): 'related' | 'comments' | undefined {
  const t = text.trim();
  if (t.length === 0 || t.length > HEADING_MAX_CHARS) return undefined;
  if (COMMENTS_HEADING.test(t)) return 'comments';
  if (RELATED_HEADING.test(t)) return 'related';
  return undefined;
}

/** LEGAL_MARK counts within this many first characters: a notice states itself early, while an
 *  article that is one big unit may end with its agency's copyright line. */
export const LEGAL_MARK_CHARS = 80;

/** Units this long or shorter that match LEGAL_NOTICE are a label ("Disclaimer:") for the next unit. */
export const LEGAL_LABEL_MAX_CHARS = 8;

/** Which units are legal notices: those that open with one, and the unit after a bare label. */
export function legalNotices(texts: readonly string[]): boolean[] {
  const out = texts.map((t) => LEGAL_NOTICE.test(t.trim()) || LEGAL_MARK.test(t.slice(0, LEGAL_MARK_CHARS)));
  for (let i = 0; i + 1 < texts.length; i++) if (out[i] && texts[i]!.trim().length <= LEGAL_LABEL_MAX_CHARS) out[i + 1] = true;
  return out;
}

/** A unit that is nothing but an advertising slot's label. */
export function isAdLabel(text: string): boolean {
  return text.length <= 40 && AD_LABEL.test(text);
}

/** A consent notice is short: longer text that names cookies is an article about them. */
const CONSENT_MAX_CHARS = 600;

/** A cookie or consent notice: a short unit that names cookies, asks for consent or a choice, and
 *  addresses the reader ("we need your consent to set cookies", 继续浏览即表示您同意使用Cookie). */
export function isConsentNotice(text: string): boolean {
  return text.length <= CONSENT_MAX_CHARS && /cookie/i.test(text) && CONSENT_ASK.test(text) && CONSENT_PARTY.test(text);
}

/** Is the element named a gallery by its class or id words? */
export function namedGallery(el: Element): boolean {
  const words = [...attributeWords(classAttribute(el)), ...attributeWords(el.getAttribute('id') ?? '')];
  return words.some((w) => GALLERY_WORDS.has(w));
}

/** namedGallery with its own memo, one per page (the page context holds it, as it holds the cue
 *  reader): the furniture lines ask it of the same ancestors for many units, and again in each of
 *  cedst+'s runs of its stages. */
export function galleryReader(): (el: Element) => boolean {
  const known = new Map<Element, boolean>();
  return (el) => {
    let g = known.get(el);
    if (g === undefined) known.set(el, (g = namedGallery(el)));
    return g;
  };
}
