// The images of an article (the `images` option): the `<img>` elements inside the element that
// holds every kept unit, in page order, each placed before the first kept unit that follows it.
// Left out: hidden ones, those inside page furniture (a negative markup cue between the image
// and that element: ads, navigation, share bars), small ones (tracking pixels, icons, head
// shots: a declared side under 50 pixels, or both under 100), pictures of people and brands that
// are not the story's (an image inside a byline or author box, or named an avatar or a logo by its
// class, id or alt text), and images with no http(s) address. The address is the largest
// candidate of `srcset` (or `data-srcset`), else `src`, else, when `src` is empty or a data:
// placeholder, `data-src`, `data-original` or `data-lazy-src`; it is resolved against the page's
// base URL.
import type { ArticleImage, TextUnit } from '../core/types.js';
import { attributeWords, tagOf } from './tags.js';
import { classAttribute } from './class-attribute.js';
import { readableText } from './readable-text.js';
import { IMAGE_PERSON_WORDS as PERSON_WORDS, IMAGE_BRAND_WORDS as BRAND_WORDS } from '../vocabulary/markup.js';

const LAZY_ATTRIBUTES = ['data-src', 'data-original', 'data-lazy-src'];

export interface PlacedImage {
  image: ArticleImage;
  /** The index among the kept units of the first one after the image (their count: after all). */
  before: number;
  /** Its figure's caption is one of the kept units: the article shows it already. */
  captionKept: boolean;
}

export interface ImageContext {
  baseUrl?: string | undefined;
  /** The page's markup cue of an element (negative: furniture). */
  cue: (el: Element) => number;
  hidden: (el: Element | null) => boolean;
  /** The article's headline, which the body leaves to the title: the images between it and the
   *  article (a lead photo) belong to the article too. */
  headline?: Element | undefined;
}

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The deepest element that holds every one of `elements`. */
function commonAncestor(elements: readonly Element[]): Element | null {
  if (!elements.length) return null;
  const chain: Element[] = [];
  for (let e: Element | null = elements[0]!; e; e = e.parentElement) chain.push(e);
  let depth = 0;
  for (const el of elements.slice(1)) {
    const mine = new Set<Element>();
    for (let e: Element | null = el; e; e = e.parentElement) mine.add(e);
    while (depth < chain.length && !mine.has(chain[depth]!)) depth++;
  }
  return chain[depth] ?? null;
}

/** The largest candidate of a `srcset`: by its width (`640w`) or density (`2x`); the first when
 *  none says. */
export function largestCandidate(srcset: string): string | undefined {
  let best: string | undefined;
  let size = -1;
  // Candidates are split at a comma followed by whitespace: a URL may hold commas of its own.
  for (const candidate of srcset.trim().split(/,\s+/)) {
    const [url, descriptor = ''] = candidate.trim().split(/\s+/);
    if (!url || url.startsWith('data:')) continue;
    const n = Number.parseFloat(descriptor);
    const value = /^\d+(\.\d+)?[wx]$/.test(descriptor) ? n * (descriptor.endsWith('x') ? 1000 : 1) : 0;
    if (value > size) [best, size] = [url.replace(/,$/, ''), value];
  }
  return best;
}

/** The image's address: http(s) only, resolved. */
function imageSource(img: Element, baseUrl: string | undefined): string | undefined {
  const src = (img.getAttribute('src') ?? '').trim();
  const lazy = LAZY_ATTRIBUTES.map((a) => (img.getAttribute(a) ?? '').trim()).find(Boolean);
  const srcset = largestCandidate(img.getAttribute('srcset') || img.getAttribute('data-srcset') || '');
  const raw = srcset ?? (src && !src.startsWith('data:') ? src : (lazy ?? ''));
  if (!raw) return undefined;
  try {
    const url = new URL(raw, baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A tracking pixel, a spacer, an icon or a byline's head shot: a declared width or height under
 *  50 pixels, or both under 100. */
function tiny(img: Element): boolean {
  const [w, h] = ['width', 'height'].map((a) => Number.parseInt(img.getAttribute(a) ?? '', 10));
  const declared = [w, h].filter((n): n is number => Number.isFinite(n));
  return declared.some((n) => n < 50) || (declared.length === 2 && declared.every((n) => n < 100));
}

/** Ancestors looked at for those words: a byline wraps its picture closely. */
const PERSON_DEPTH = 3;

/** A picture of the writer or of the publication, not of the story: the image or a close ancestor
 *  named an avatar, byline, author or logo, or its alt text says "logo". */
function notTheStory(img: Element, stop: Element): boolean {
  if (/\blogo\b/i.test(img.getAttribute('alt') ?? '')) return true;
  let e: Element | null = img;
  for (let depth = 0; e && e !== stop && depth <= PERSON_DEPTH; depth++, e = e.parentElement) {
    const words = [...attributeWords(classAttribute(e)), ...attributeWords(e.getAttribute('id') ?? '')];
    if (words.some((w) => PERSON_WORDS.has(w) || BRAND_WORDS.has(w))) return true;
  }
  return false;
}

/** The figure an image belongs to, within a few levels. */
function figureOf(img: Element, stop: Element): Element | null {
  let e = img.parentElement;
  for (let depth = 0; e && e !== stop.parentElement && depth < 4; depth++, e = e.parentElement) if (tagOf(e) === 'figure') return e;
  return null;
}

export function articleImages(kept: readonly TextUnit[], context: ImageContext): PlacedImage[] {
  const elements = kept.map((u) => u.element).filter(Boolean);
  const container = commonAncestor(context.headline && elements.length ? [context.headline, ...elements] : elements);
  if (!container) return [];
  const keptElements = new Set(elements);
  const placed: PlacedImage[] = [];
  const seen = new Set<string>();
  // Page order of the container's elements, counted once (linkedom's compareDocumentPosition
  // misorders nodes in different subtrees).
  const order = new Map<Element, number>();
  for (const el of Array.from(container.querySelectorAll('*'))) order.set(el, order.size);
  const position = (el: Element): number => order.get(el) ?? (el === container ? -1 : Number.POSITIVE_INFINITY);
  let next = 0;
  for (const img of Array.from(container.querySelectorAll('img'))) {
    if (tiny(img) || context.hidden(img) || notTheStory(img, container)) continue;
    let furniture = false;
    for (let e = img.parentElement; e && e !== container; e = e.parentElement) if (context.cue(e) < 0) furniture = true;
    if (furniture) continue;
    const src = imageSource(img, context.baseUrl);
    if (!src || seen.has(src)) continue;
    seen.add(src);
    const image: ArticleImage = { src };
    const alt = squash(img.getAttribute('alt') ?? '');
    if (alt) image.alt = alt;
    const figure = figureOf(img, container);
    const captionEl = figure ? Array.from(figure.children).find((c) => tagOf(c) === 'figcaption') : undefined;
    const caption = captionEl ? squash(readableText(captionEl)) : '';
    if (caption) image.caption = caption;
    // Kept units come in page order: move past those before the image.
    while (next < elements.length && position(elements[next]!) < position(img)) next++;
    let captionKept = false;
    if (captionEl) for (const el of keptElements) if (captionEl === el || captionEl.contains(el)) captionKept = true;
    placed.push({ image, before: next, captionKept });
  }
  return placed;
}
