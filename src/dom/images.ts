// The images of an article (the `images` option): the `<img>` elements inside the element that
// holds every kept unit, in page order, each placed before the first kept unit that follows it.
// Left out: hidden ones, those inside page furniture (a negative markup cue between the image
// and that element: ads, navigation, share bars), small ones (tracking pixels, icons, head
// shots: a declared side under 50 pixels, or both under 100), and images with no http(s) address. A lazy image's address is taken from `data-src`,
// `data-original` or `data-lazy-src` when `src` is empty or a data: placeholder, else from the
// first candidate of `srcset`; it is resolved against the page's base URL.
import type { ArticleImage, TextUnit } from '../core/types.js';
import { tagOf } from './tags.js';
import { readableText } from './readable-text.js';

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

/** The image's address: http(s) only, resolved. */
function imageSource(img: Element, baseUrl: string | undefined): string | undefined {
  const src = (img.getAttribute('src') ?? '').trim();
  const lazy = LAZY_ATTRIBUTES.map((a) => (img.getAttribute(a) ?? '').trim()).find(Boolean);
  const srcset = (img.getAttribute('srcset') ?? '').trim().split(/\s+/)[0];
  const raw = src && !src.startsWith('data:') ? src : (lazy ?? srcset ?? '');
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
    if (tiny(img) || context.hidden(img)) continue;
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
