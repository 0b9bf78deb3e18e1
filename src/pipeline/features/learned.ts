// h_learned: a logistic regression's P(news) of a unit (docs/method.md §7.9), from evidence the other
// sources do not carry one by one: the unit's block context (its neighbours' prose and links, the
// first fusion around it), the shape of its sibling subtrees (a linked heading and a short blurb
// repeated among siblings is a teaser card, not a paragraph), its place relative to the headline,
// and the other sources' values. Trained offline on the shared sets by `npm run train`
// (bench/train-learned.mjs); the model ships as models/learned-units.json; nothing trains at run
// time. The signed value 2p − 1 is the mass: for news when p > ½, against when p < ½.
import { fileURLToPath } from 'node:url';
import type { FeatureValues, Page } from '../../core/types.js';
import { asLogisticModel, logisticProbability, type LogisticModel } from '../../classifiers/logistic.js';
import { loadModel } from '../../classifiers/load-model.js';
import { punctuationFeature } from './prose.js';
import { repetitionFeature } from './repetition.js';
import { structureFeature } from './structure.js';

/** The row of every unit, in this order (the model file names them). */
export const LEARNED_FEATURES = [
  'topic',
  'cluster',
  'variance',
  'href',
  'structureFor',
  'structureAgainst',
  'punctuation',
  'repetition',
  'logWords',
  'gap',
  'position',
  'depth',
  'heading',
  'listItem',
  'cell',
  'paragraph',
  'nearPunctuation',
  'nearHref',
  'nearGap',
  'nearWords',
  'teaserSiblings',
  'cardLinked',
  'cardWords',
  'beforeHeadline',
  'afterHeadline',
  'proseLength',
  'gapWords',
] as const;

/** Units on either side that make a unit's block context. */
const NEAR = 3;
/** Ancestors of a unit's block looked at for repeated sibling subtrees (cards). */
const CARD_LEVELS = 3;
/** Same-shaped siblings at which a card counts as one of a stream of teasers. */
const CARD_STREAM = 5;
/** Units after the headline at which `afterHeadline` reaches 1. */
const HEADLINE_REACH = 40;
const ELEMENT = 1;

/** What the learned source reads: the page, its units' words, and the first fusion's evidence. */
export interface LearnedInput {
  readonly page: Page;
  readonly words: readonly number[];
  readonly texts: readonly string[];
  /** The paper's features of every unit. */
  readonly paper: readonly FeatureValues[];
  /** Smoothed first fusion minus its threshold, per unit. */
  readonly gap: readonly number[];
  /** First-pass sources' values when computed (else recomputed here). */
  readonly structure?: readonly number[];
  readonly punctuation?: readonly number[];
  readonly repetition?: readonly number[];
}

/** A subtree's shape: its tag and its child elements' tags. */
function shapeOf(el: Element): string {
  let s = el.tagName;
  for (let c = el.firstElementChild, n = 0; c && n < 8; c = c.nextElementSibling, n++) s += `/${c.tagName}`;
  return s;
}

/** Per parent, how many children share each shape and hold a link. */
function siblingShapes(): (el: Element) => { same: number; linked: boolean } {
  const byParent = new Map<Element, Map<string, number>>();
  const linked = new Map<Element, boolean>();
  const hasLink = (el: Element): boolean => {
    let v = linked.get(el);
    if (v === undefined) {
      v = el.tagName === 'A' || el.querySelector('a') !== null;
      linked.set(el, v);
    }
    return v;
  };
  return (el) => {
    const parent = el.parentElement;
    if (!parent) return { same: 1, linked: hasLink(el) };
    let shapes = byParent.get(parent);
    if (!shapes) {
      shapes = new Map();
      for (let c = parent.firstElementChild; c; c = c.nextElementSibling) {
        if (!hasLink(c)) continue;
        const k = shapeOf(c);
        shapes.set(k, (shapes.get(k) ?? 0) + 1);
      }
      byParent.set(parent, shapes);
    }
    const l = hasLink(el);
    return { same: l ? (shapes.get(shapeOf(el)) ?? 1) : 1, linked: l };
  };
}

/** The card a unit belongs to: among its block and up to CARD_LEVELS ancestors, the one with
 *  the most same-shaped linked siblings. */
function cardFeatures(page: Page, words: readonly number[]): { siblings: number[]; linked: number[]; cardWords: number[] } {
  const shapes = siblingShapes();
  const wordsOf = new Map<Element, number>();
  page.units.forEach((u, i) => {
    for (let el: Element | null = u.element, k = 0; el && el.nodeType === ELEMENT && k <= CARD_LEVELS; el = el.parentElement, k++) wordsOf.set(el, (wordsOf.get(el) ?? 0) + words[i]!);
  });
  const siblings: number[] = [];
  const linked: number[] = [];
  const cardWords: number[] = [];
  for (const u of page.units) {
    let best = { same: 1, linked: false };
    let bestEl: Element = u.element;
    for (let el: Element | null = u.element, k = 0; el && el.nodeType === ELEMENT && k <= CARD_LEVELS; el = el.parentElement, k++) {
      const s = shapes(el);
      if (s.same > best.same) {
        best = s;
        bestEl = el;
      }
    }
    siblings.push(Math.min(1, (best.same - 1) / (CARD_STREAM - 1)));
    linked.push(best.linked ? 1 : 0);
    cardWords.push(Math.log1p(wordsOf.get(bestEl) ?? 0) / 6);
  }
  return { siblings, linked, cardWords };
}

/** Index of the first unit the headline element holds, or -1. */
function headlineUnit(page: Page): number {
  const h = page.head.headline;
  if (!h) return -1;
  return page.units.findIndex((u) => u.element === h || h.contains(u.element));
}

/** Word-weighted mean of `values` over the NEAR units on either side of each unit (itself left out). */
function nearMean(values: readonly number[], words: readonly number[]): number[] {
  return values.map((_, i) => {
    let s = 0;
    let w = 0;
    for (let j = Math.max(0, i - NEAR); j <= Math.min(values.length - 1, i + NEAR); j++) {
      if (j === i) continue;
      const wj = Math.max(words[j]!, 1);
      s += wj * values[j]!;
      w += wj;
    }
    return w ? s / w : 0;
  });
}

/** The feature row of every unit, in LEARNED_FEATURES order. */
export function learnedRows(input: LearnedInput): number[][] {
  const { page, words, texts, paper, gap } = input;
  const n = page.units.length;
  const structure =
    input.structure ??
    structureFeature(
      page.units.map((u) => u.element),
      page.cue,
    );
  const punctuation = input.punctuation ?? punctuationFeature(texts, words);
  const repetition = input.repetition ?? repetitionFeature(texts);
  const href = paper.map((p) => p.href);
  const nearPunctuation = nearMean(punctuation, words);
  const nearHref = nearMean(href, words);
  const nearGap = nearMean(gap, words);
  const logWords = words.map((w) => Math.log1p(w) / 6);
  const nearWords = nearMean(
    logWords,
    words.map(() => 1),
  );
  const card = cardFeatures(page, words);
  const h = headlineUnit(page);
  return page.units.map((u, i) => {
    const tag = u.element.tagName;
    const p = paper[i]!;
    return [
      p.topic,
      p.cluster,
      p.variance,
      p.href,
      Math.max(0, structure[i]!),
      Math.max(0, -structure[i]!),
      punctuation[i]!,
      repetition[i]!,
      logWords[i]!,
      gap[i]!,
      n > 1 ? i / (n - 1) : 0,
      Math.min(1, u.path.split('.').length / 30),
      /^H[1-6]$/.test(tag) ? 1 : 0,
      tag === 'LI' || tag === 'DT' || tag === 'DD' ? 1 : 0,
      tag === 'TD' || tag === 'TH' ? 1 : 0,
      tag === 'P' ? 1 : 0,
      nearPunctuation[i]!,
      nearHref[i]!,
      nearGap[i]!,
      nearWords[i]!,
      card.siblings[i]!,
      card.linked[i]!,
      card.cardWords[i]!,
      h >= 0 && i < h ? 1 : 0,
      h >= 0 && i > h ? Math.max(0, 1 - (i - h) / HEADLINE_REACH) : 0,
      punctuation[i]! * logWords[i]!,
      gap[i]! * logWords[i]!,
    ];
  });
}

/** The shipped model (src/ and dist/ both sit next to models/). */
export const LEARNED_MODEL_PATH = fileURLToPath(new URL('../../../models/learned-units.json', import.meta.url));

/** The model `plus.learnedModel` names (`shipped` or a file), loaded once per process. */
export function learnedModel(name: string): LogisticModel {
  return loadModel(name, LEARNED_MODEL_PATH, 'plus.learnedModel', 'learned-units', (json) => asLogisticModel(json, LEARNED_FEATURES));
}

/** h_learned of every unit: 2·P(news) − 1, in [−1, 1]. */
export function learnedFeature(input: LearnedInput, model: LogisticModel): number[] {
  return learnedRows(input).map((r) => 2 * logisticProbability(model, r) - 1);
}
