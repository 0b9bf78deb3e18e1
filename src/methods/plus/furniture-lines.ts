// Furniture lines: page furniture that the region keeps because it stands among
// the article's own blocks, a sibling of its paragraphs or inside its body wrapper, where the region's
// verdicts and the edges (which spare the units that share a parent with the prose) let it through.
// Each kind is known by what it says or by its markup, never by a site's name:
//   in the region (verdicts.ts)  an ad slot's label; a cookie or consent notice; a gallery's title,
//                                counter and thumbnail labels; a caption said again
//   at the head (edges.ts)       datelines, a player's length, a reading time above the first sentence
//   at the end (edges.ts)        a heading with nothing kept under it but a share bar or link list
// All of it is on with plus.furnitureLines.
import { isCaption } from '../../dom/captions.js';
import { isAdLabel, isConsentNotice, namedGallery } from '../../dom/cues.js';
import { HEADING_TAGS, tagOf } from '../../dom/tags.js';
import { findDate } from '../../metadata/date.js';
import { isBylineClass } from '../../metadata/collect.js';
import { classAttribute } from '../../dom/class-attribute.js';
import { repetitionKey } from '../../pipeline/features/repetition.js';
import type { UnitEvidence } from '../../core/types.js';

import type { FurnitureLineReason } from '../../core/reasons.js';
import type { UnitView } from './unit-view.js';
import { evidenceAt } from './analysis.js';

export { FURNITURE_LINE_REASONS } from '../../core/reasons.js';

/** A gallery's title, counter and thumbnail labels are shorter than this; a slide's own prose is not. */
const GALLERY_MAX_WORDS = 30;

/** Does a gallery or slideshow hold the element, below the region root? */
function inGallery(el: Element, root: Element, isGallery: (e: Element) => boolean): boolean {
  for (let e: Element | null = el; e && e !== root; e = e.parentElement) if (isGallery(e)) return true;
  return false;
}

/** The elements that hold a unit of prose (GALLERY_MAX_WORDS words or more, not a caption). A
 *  gallery among them is the article laid out as slides (a numbered listicle whose slides carry
 *  its paragraphs): its headings and short lines are the article's, not its controls. */
export function proseHolders(view: UnitView): Set<Element> {
  const holders = new Set<Element>();
  view.elements.forEach((el, i) => {
    if (view.words(i) < GALLERY_MAX_WORDS || isCaption(el)) return;
    // Stop at a holder already known: its ancestors are known too (linear on deep pages).
    for (let e: Element | null = el; e && !holders.has(e); e = e.parentElement) holders.add(e);
  });
  return holders;
}

/** Why a unit of the region (its text, words and element) is a furniture line by what it says or
 *  where it stands below `root`, or undefined. `isGallery` is namedGallery, or the page's memo of it. */
export function furnitureLine(
  { text, words, element: el }: { text: string; words: number; element: Element },
  root: Element,
  isGallery: (e: Element) => boolean = namedGallery,
): FurnitureLineReason | undefined {
  if (isAdLabel(text)) return 'advertising label';
  if (isConsentNotice(text)) return 'consent notice';
  // Captions stay (the `captions` option decides on them); the rest of a gallery is its controls.
  if (words < GALLERY_MAX_WORDS && inGallery(el, root, isGallery) && !isCaption(el)) return 'gallery controls';
  return undefined;
}

/** The kept units that say again a caption kept before them (indices): a gallery's captions under
 *  its thumbnails or in its lightbox. Only text that repeats on the page (h_rep = 1) is looked at. */
export function repeatedCaptions(units: readonly UnitEvidence[], view: UnitView): number[] {
  const captions = new Set<string>();
  const out: number[] = [];
  for (const u of units) {
    if (!u.content || u.features.repetition !== 1) continue;
    const key = repetitionKey(view.text(u.index));
    if (captions.has(key)) out.push(u.index);
    else if (isCaption(view.element(u.index))) captions.add(key);
  }
  return out;
}

/** A stamp line has at most this many words besides its dates, clock times and numbers. */
const STAMP_MAX_WORDS = 2;
/** Longer lines are not stamps. */
const STAMP_MAX_CHARS = 80;
const CLOCK = /\d{1,2}[:：]\d{2}(?:[:：]\d{2})?(?:\s*[ap]\.?\s?m\.?)?/giu;
const NUMBER = /\d+(?:[.,]\d+)*/gu;
const HAN_RUN = /^\p{Script=Han}+$/u;

/** A date, a time or a count with at most a word or two around it: a dateline ("Tuesday, January
 *  14, 2025 at 6:00 a.m.", 2024-05-21 08:30), a player's length ("音频 04:29"), a reading time
 *  ("7 分钟", "5 min read"), a slide counter ("1 of 5"). A run of Han characters counts a word
 *  per two characters. */
export function isStampLine(text: string): boolean {
  if (text.length > STAMP_MAX_CHARS || !/\d/.test(text)) return false;
  let rest = text;
  for (let d = findDate(rest); d && d.end > d.index; d = findDate(rest)) rest = `${rest.slice(0, d.index)} ${rest.slice(d.end)}`;
  rest = rest.replace(CLOCK, ' ').replace(NUMBER, ' ');
  let words = 0;
  for (const run of rest.match(/\p{L}+/gu) ?? []) words += HAN_RUN.test(run) ? Math.ceil(run.length / 2) : 1;
  return words <= STAMP_MAX_WORDS;
}

/** Table cells and list items: a date or a number there is data. */
const CELL_TAGS = new Set(['td', 'th', 'li', 'dd', 'dt']);
/** Ancestors of a unit's element looked at for a cell. */
const CELL_DEPTH = 3;

function inCell(element: Element): boolean {
  let e: Element | null = element;
  for (let d = 0; e && d < CELL_DEPTH; e = e.parentElement, d++) if (CELL_TAGS.has(tagOf(e))) return true;
  return false;
}

/** A byline's line is shorter than this; a longer marked line is an author's note or bio. */
const BYLINE_MAX_CHARS = 100;
/** Ancestors looked at for a byline mark: it wraps the name and its label closely. */
const BYLINE_DEPTH = 3;

/** Is the element, or one of its nearest ancestors, marked as the byline (class or id: the marks
 *  the metadata reads the authors from)? */
function inBylineMark(element: Element): boolean {
  let e: Element | null = element;
  for (let d = 0; e && d < BYLINE_DEPTH; e = e.parentElement, d++) if (isBylineClass(`${classAttribute(e)} ${e.getAttribute('id') ?? ''}`)) return true;
  return false;
}

/** The markup a stamp line is known by when the article repeats it: its element's tag and class
 *  and its parent's tag. */
function stampShape(el: Element): string {
  return `${tagOf(el)}.${el.getAttribute('class') ?? ''}<${el.parentElement ? tagOf(el.parentElement) : ''}`;
}

/** A line that reads as a sentence: enough words, with sentence punctuation. */
const SENTENCE_WORDS = 8;
const SENTENCE_PUNCTUATION = 0.5;

/** Where the opening lines and closing headings are looked for among the kept units. */
export interface LineScan {
  /** The kept units' indices, ascending. */
  readonly kept: readonly number[];
  /** Which units an earlier rule drops already. */
  readonly skip: (i: number) => boolean;
}

/** The stamp and byline lines above the article's first sentence (indices among `kept` before
 *  `first`, the first kept unit of paragraph length, each with its reason), past the headline. A
 *  byline line is one inside an element the markup names as the byline (the class or id the
 *  metadata reads the authors from). */
export function openingLines(units: readonly UnitEvidence[], view: UnitView, { kept, skip, first }: LineScan & { readonly first: number }): [index: number, reason: FurnitureLineReason][] {
  const out: [number, FurnitureLineReason][] = [];
  let inside: Set<string> | undefined;
  // A stamp whose markup the article repeats below its first sentence is the article's own (the
  // time over each update of a live blog): the first update keeps its time as the others do.
  const repeated = (i: number): boolean => {
    inside ??= new Set(kept.filter((j) => j > first && isStampLine(view.text(j))).map((j) => stampShape(view.element(j))));
    return inside.has(stampShape(view.element(i)));
  };
  for (const i of kept) {
    if (i >= first) break;
    // A byline is one on any reading of the page, whatever an earlier rule said of it here.
    if (view.text(i).length <= BYLINE_MAX_CHARS && inBylineMark(view.element(i))) out.push([i, 'byline']);
    else if (skip(i)) continue;
    else if (!inCell(view.element(i)) && isStampLine(view.text(i))) {
      if (!repeated(i)) out.push([i, 'date or player line']);
    } else if (view.words(i) >= SENTENCE_WORDS && (evidenceAt({ units }, i).features.punctuation ?? 0) >= SENTENCE_PUNCTUATION) break;
  }
  return out;
}

/** A unit set as a heading: an h1–h6, or a block whose whole text is bold. */
export function isHeadingLike(element: Element, text: string): boolean {
  if (HEADING_TAGS.has(tagOf(element))) return true;
  const squeeze = (s: string): string => s.replace(/\s+/g, '');
  const bold = Array.from(element.querySelectorAll('strong, b'))
    .map((b) => b.textContent ?? '')
    .join('');
  return squeeze(text).length > 0 && squeeze(bold) === squeeze(text);
}

/** The headings that close the article with nothing kept under them but a widget: scanning back from
 *  the last kept unit after `last` (the last kept unit of paragraph length), each heading whose next
 *  unit is dropped and has more than `maxLinkShare` of links or is marked furniture (a share bar, a
 *  link list) heads that widget, not the article ("Like this story? Share it with a friend!"). The
 *  scan stops at the first other unit. */
export function closingHeadings(units: readonly UnitEvidence[], view: UnitView, { kept, skip, last, maxLinkShare }: LineScan & { readonly last: number; readonly maxLinkShare: number }): number[] {
  const out: number[] = [];
  for (const i of [...kept].reverse()) {
    if (i <= last) break;
    if (skip(i)) continue;
    const next = units[i + 1];
    const widget = !!next && !next.content && (next.features.href > maxLinkShare || (next.features.structure ?? 0) < 0);
    if (!widget || !isHeadingLike(view.element(i), view.text(i))) break;
    out.push(i);
  }
  return out;
}
