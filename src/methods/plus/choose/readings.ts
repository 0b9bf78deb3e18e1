// Several readings of one page, each a set of its units: cedst+'s own article and its precision
// and recall variants (the same evidence, other region settings), a node scorer in the manner of
// Readability, CoreEx's best node, the page's schema.org articleBody (microdata, or JSON-LD mapped
// back onto the units that carry its text) and the container that follows the headline. The
// choose stage (index.ts) weighs them against cedst+'s own, in the order of list.ts. All come
// from the one parse.
import type { Page } from '../../../core/types.js';
import type { ResolvedOptions } from '../../../options/resolve.js';
import { classAttribute } from '../../../dom/class-attribute.js';
import { DEFAULT_HAN_FORM } from '../../../lang/han-form.js';
import { analyseCoreex } from '../../coreex.js';
import { READABILITY_POSITIVE as POSITIVE, READABILITY_NEGATIVE as NEGATIVE } from '../../../vocabulary/markup.js';
import { unitValue } from '../unit-view.js';

// Node.contains, not compareDocumentPosition: linkedom 0.18 reports FOLLOWING for an element that
// precedes (an <h1> asked about a <nav> before it).
const contains = (outer: Element, inner: Element): boolean => outer.contains(inner);

/** The units inside any of `els` (an element is inside itself): each unit's ancestors are walked
 *  once, not once per element of `els` (each Node.contains walks them too), and the walk ticks
 *  the budget, since a unit 20,000 elements deep has as many ancestors. */
export function unitsInside(page: Page, els: readonly Element[]): number[] {
  const wanted = new Set<Node>(els);
  const out: number[] = [];
  page.units.forEach((u, i) => {
    for (let n: Node | null = u.element; n; n = n.parentNode) {
      page.deadline.tick('readings');
      if (wanted.has(n)) {
        out.push(i);
        return;
      }
    }
  });
  return out;
}

// Readability's starting scores by tag (its class and id words: vocabulary/markup.ts).
const START: Readonly<Record<string, number>> = {
  div: 5,
  pre: 3,
  td: 3,
  blockquote: 3,
  address: -3,
  ol: -3,
  ul: -3,
  dl: -3,
  dd: -3,
  dt: -3,
  li: -3,
  form: -3,
  h1: -5,
  h2: -5,
  h3: -5,
  h4: -5,
  h5: -5,
  h6: -5,
  th: -5,
};

function classWeight(el: Element): number {
  let w = 0;
  const c = classAttribute(el) ?? '';
  const id = el.getAttribute('id') ?? '';
  if (c) w += NEGATIVE.test(c) ? -25 : POSITIVE.test(c) ? 25 : 0;
  if (id) w += NEGATIVE.test(id) ? -25 : POSITIVE.test(id) ? 25 : 0;
  return w;
}

const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;

/** An element's text length (textContent's) and link text length (the sum of textContent lengths
 *  of the `<a>` elements querySelectorAll('a') finds: every descendant `a`, nested ones counted
 *  again, none inside a `<template>`). */
interface Lengths {
  text: number;
  link: number;
}

/** Lengths of `root`, and on the way of every element under it, each element measured once: the
 *  scored containers nest, so walking each one's textContent and links again cost most of this
 *  reading. Iterative, since a page may nest thousands deep. */
function measure(root: Element, memo: Map<Element, Lengths>): Lengths {
  const known = memo.get(root);
  if (known) return known;
  // Post-order: an element is summed once its element children are measured.
  const stack: Element[] = [root];
  while (stack.length) {
    const el = stack[stack.length - 1]!;
    if (memo.has(el)) {
      stack.pop();
      continue;
    }
    let pending = false;
    for (let c = el.firstChild; c; c = c.nextSibling)
      if (c.nodeType === ELEMENT && !memo.has(c as Element)) {
        stack.push(c as Element);
        pending = true;
      }
    if (pending) continue;
    stack.pop();
    let text = 0;
    let link = 0;
    for (let c = el.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === TEXT || c.nodeType === CDATA) text += (c as CharacterData).data.length;
      else if (c.nodeType === ELEMENT) {
        const m = memo.get(c as Element)!;
        text += m.text;
        const name = (c as Element).localName.toLowerCase();
        if (name === 'a') link += m.text + m.link;
        else if (name !== 'template') link += m.link;
      }
    }
    memo.set(el, { text, link });
  }
  return memo.get(root)!;
}

function linkDensity(el: Element, memo: Map<Element, Lengths>): number {
  const { text, link } = measure(el, memo);
  return link / (text || 1);
}

/** A node scorer in the manner of Readability, reduced: every unit of 25+ characters scores
 *  1 + its commas + min(3, length/100), given whole to its parent, half to the grandparent and a
 *  sixth to the next; a container's score is scaled by 1 − its link density; the best one and its
 *  siblings that score a fifth of it (at least 10), or read as prose, are the article. */
export function readabilityLike(page: Page): number[] {
  const scores = new Map<Element, number>();
  for (const u of page.units) {
    if (u.text.length < 25) continue;
    const s = 1 + (u.text.match(/[,，、]/g)?.length ?? 0) + Math.min(3, Math.floor(u.text.length / 100));
    let el = u.element.parentElement;
    for (let level = 0; el && level < 3; level++, el = el.parentElement) {
      if (el.localName === 'body' || el.localName === 'html') break;
      if (!scores.has(el)) scores.set(el, (START[el.localName] ?? 0) + classWeight(el));
      scores.set(el, scores.get(el)! + s / (level === 0 ? 1 : level === 1 ? 2 : level * 3));
    }
  }
  let top: Element | undefined;
  let topScore = Number.NEGATIVE_INFINITY;
  const final = new Map<Element, number>();
  const memo = new Map<Element, Lengths>();
  for (const [el, s] of scores) {
    const f = s * (1 - linkDensity(el, memo));
    final.set(el, f);
    if (f > topScore) [top, topScore] = [el, f];
  }
  if (!top) return [];
  const chosen = [top];
  const threshold = Math.max(10, topScore * 0.2);
  for (const sib of Array.from(top.parentElement?.children ?? [])) {
    if (sib === top) continue;
    const f = final.get(sib);
    const t = sib.localName === 'p' ? (sib.textContent ?? '') : '';
    const prose = sib.localName === 'p' && ((t.length > 80 && linkDensity(sib, memo) < 0.25) || (t.length > 0 && linkDensity(sib, memo) === 0 && /\.( |$)/.test(t)));
    if ((f !== undefined && f >= threshold) || prose) chosen.push(sib);
  }
  return unitsInside(page, chosen);
}

/** Every element of the page in document order, as querySelectorAll('*') lists them (a
 *  <template>'s contents left out): the schema and after-headline readings each walked the whole
 *  document for theirs, which is most of their time. */
export function pageElements(page: Page): readonly Element[] {
  return Array.from(page.doc.querySelectorAll('*'));
}

/** What querySelectorAll('script[type="application/ld+json"]') matches: the type without case, as
 *  css-select matches it in an HTML document. */
const JSON_LD = 'application/ld+json';
function isJsonLd(el: Element): boolean {
  if (el.localName.toLowerCase() !== 'script') return false;
  const type = el.getAttribute('type');
  return type !== null && type.length === JSON_LD.length && type.toLowerCase() === JSON_LD;
}

/** The microdata attribute's name, in any case: whatever case the parser keeps, it can match
 *  only where the source says it. */
const MICRODATA = /itemprop/i;

/** The page's schema.org articleBody: the element microdata marks, or JSON-LD's text mapped back
 *  onto the units of 20+ characters that it holds. Undefined when the page has none. `elements`
 *  gives pageElements(page). */
export function schemaBody(page: Page, elements: () => readonly Element[] = () => pageElements(page)): { units: number[]; text?: string } | undefined {
  // An attribute's name is never escaped in the source, so a page whose source never says itemprop
  // (most pages) has no microdata, and the query over its every element is skipped.
  const el = MICRODATA.test(page.html) ? page.doc.querySelector('[itemprop="articleBody"], [itemprop="articlebody"]') : null;
  if (el) return { units: unitsInside(page, [el]) };
  let body: string | undefined;
  const walk = (x: unknown): void => {
    if (!x || typeof x !== 'object' || body) return;
    if (Array.isArray(x)) {
      x.forEach(walk);
      return;
    }
    const o = x as Record<string, unknown>;
    if (typeof o['articleBody'] === 'string' && o['articleBody'].length > 100) body = o['articleBody'];
    for (const v of Object.values(o)) walk(v);
  };
  for (const s of elements().filter(isJsonLd)) {
    try {
      walk(JSON.parse(s.textContent ?? ''));
    } catch {
      // A broken JSON-LD block says nothing.
    }
  }
  if (!body) return undefined;
  const norm = (t: string): string => t.replace(/\s+/g, ' ').trim();
  const b = norm(body);
  const units: number[] = [];
  page.units.forEach((u, i) => {
    const t = norm(u.text);
    if (t.length >= 20 && b.includes(t)) units.push(i);
  });
  return { units, text: body };
}

/** The units after the headline inside the smallest of its ancestors that holds 150+ words after
 *  it. `elements` gives pageElements(page). */
export function afterHeadline(page: Page, words: readonly number[], elements: () => readonly Element[] = () => pageElements(page)): number[] {
  const h = page.head.headline;
  if (!h) return [];
  // The first unit in or after the headline, by document order.
  const order = new Map<Element, number>();
  elements().forEach((el, k) => order.set(el, k));
  const at = order.get(h) ?? -1;
  const first = page.units.findIndex((u) => (order.get(u.element) ?? -1) >= at);
  if (first < 0) return [];
  for (let el = h.parentElement; el && el.localName !== 'html'; el = el.parentElement) {
    const inside: number[] = [];
    let n = 0;
    for (let i = first; i < page.units.length; i++) {
      const u = unitValue(page.units, i);
      // Each test walks the unit's ancestors: a headline 20,000 elements deep has as many of its own.
      page.deadline.tick('readings');
      if (!contains(el, u.element) || contains(h, u.element)) continue;
      inside.push(i);
      n += unitValue(words, i);
    }
    if (n >= 150) return inside;
  }
  return [];
}

/** CoreEx's best node (docs/method.md §4), as the units inside it. A text node that is a whole
 *  unit's text takes the word count of the page's one segmentation instead of being cut again
 *  (when that segmentation read Han text as written, as CoreEx does). */
export function coreexNode(page: Page, options: Pick<ResolvedOptions, 'coreex' | 'hanForm'>): number[] {
  const a = analyseCoreex(page.doc, options.coreex, page.deadline, options.hanForm === DEFAULT_HAN_FORM ? unitWordCounts(page) : undefined);
  return a.winner >= 0 ? unitsInside(page, [a.records[a.winner]!.el]) : [];
}

/** Each unit's text (whitespace-normalised) with its number of words. */
function unitWordCounts(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of page.segmented) counts.set(s.unit.text, s.words.length);
  return counts;
}
