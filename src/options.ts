// The one options object of the library and the CLI, with its documented defaults.
// `resolveOptions` merges user input over the defaults and rejects bad values with a clear error.
import type { MethodName } from './types.js';
import { KMEANS_INITS, type KMeansInit } from './signal/kmeans.js';

export const METHODS: readonly MethodName[] = ['cedst+', 'cedst', 'cedst-nc', 'cedst-tf', 'cetr', 'cetr-tm', 'cetr-km', 'ttr', 'coreex'];
export const LANGS = ['auto', 'en', 'zh'] as const;
export type LangOption = (typeof LANGS)[number];

export interface ExtractOptions {
  /** Extraction method. `cedst+` (the default) fuses the paper's four features with further
   *  evidence and keeps the article region (see `plus`); `cedst` is the paper's method with all
   *  four features; `cedst-nc` drops the topic feature; `cedst-tf` uses the topic feature alone
   *  (the paper's ablations). Default `cedst+`. */
  method: MethodName;
  /** Page language: `auto` detects it from the script mix and stop-word hits. Default `auto`. */
  lang: LangOption;
  /** Return every unit's evidence and the topics with the result. Default false. */
  explain: boolean;
  /** γ of the compatibility relation: x R y iff relate(x, y) ≥ γ (or > γ, see `gammaCompare`). Default 2. */
  gamma: number;
  /** How relate(x, y) is compared with γ. Default `ge` (see docs/RESULTS.md for the measurement). */
  gammaCompare: 'ge' | 'gt';
  /** h_topic membership: `any` counts a topic's whole weight when the unit holds any of its keywords;
   *  `partial` counts w(B)·|B ∩ words(u)|/|B|. Default `any`. */
  topicMembership: 'any' | 'partial';
  /** Keywords kept per unit by TextRank. Default 10. */
  topK: number;
  /** TextRank co-occurrence window, in tokens. Default 5. */
  window: number;
  /** TextRank damping factor d. Default 0.85. */
  damping: number;
  /** Weights α of the positive features (m({news}) = α·h). Default 0.9 each. */
  alpha: { topic: number; cluster: number; variance: number };
  /** Weight β of the negative hyperlink feature (m({¬news}) = β·h). Default 0.9. */
  beta: { href: number };
  /** σ of the Gaussian smoothing over the unit sequence, in units. 0 turns smoothing off. Default 1. */
  sigma: number;
  /** Guards that bound the topic search on any page. */
  limits: {
    /** Keywords that take part in topic building, the most widespread first. Default 400. */
    maxKeywords: number;
    /** Maximal compatibility blocks enumerated before the search stops. Default 2000. */
    maxTopics: number;
    /** Bron–Kerbosch recursion steps before the search stops. Default 200000. */
    maxCliqueSteps: number;
  };
  /** The CETR family (METHOD.md §2): `cetr-tm`, `cetr-km` and the 2-D `cetr`. */
  cetr: {
    /** σ of the Gaussian smoothing of the tag ratios, in lines, with radius ⌈σ⌉; `'std'` takes the
     *  standard deviation of the page's tag ratios, as the CETR paper does. 0 turns smoothing off.
     *  Default 1 (measured against `'std'` in docs/RESULTS.md). */
    sigma: number | 'std';
    /** `cetr-tm`: a line is content when its smoothed tag ratio ≥ λ·std of the smoothed ratios. Default 1. */
    lambda: number;
    /** `cetr-km`, `cetr`: number of k-means clusters k. Default 3. */
    clusters: number;
    /** `cetr`: α, the lines ahead whose mean gives the gradient G_l = mean(T'_{l+1..l+α}) − T'_l. Default 3. */
    alpha: number;
    /** `cetr-km`, `cetr`: how the k-means centroids start (the paper leaves it open): `farthest`
     *  (maximin from the lowest value / the origin), `range` (evenly spaced) or `quantile`.
     *  Default `farthest` (measured in docs/RESULTS.md). */
    init: KMeansInit;
    /** Pages with very few lines are cut every this many characters, at the next position outside a tag. Default 65. */
    lineWidth: number;
  };
  /** TTR (METHOD.md §3). */
  ttr: {
    /** Lines on each side of the moving mean that smooths the tag ratios. Default 2. */
    radius: number;
    /** A line is content when its smoothed tag ratio ≥ λ·std of the smoothed ratios. Default 1. */
    lambda: number;
    /** Pages with very few lines are cut every this many characters, as for CETR. Default 65. */
    lineWidth: number;
  };
  /** `cedst+`: the further evidence it fuses and how it chooses the article region. */
  plus: {
    /** Weight of each further mass function (α for evidence for news, β against); 0 leaves a
     *  source out. structure is both: α inside article markup, β inside page furniture.
     *  stopwords is 0 by default: on its own it lowered the macro F1 by 0.002 (docs/RESULTS.md,
     *  ablation); at 0 h_stopwords is not computed. */
    weights: { structure: number; punctuation: number; stopwords: number; repetition: number; length: number; distance: number };
    /** Words at which h_length reaches 1. Default 40. */
    lengthWords: number;
    /** Units away from the main content run at which h_distance reaches 1. Default 10. */
    reach: number;
    /** Choose the article region and keep what belongs inside it. Default true. */
    region: boolean;
    /** The region's gain is words·(smoothed − max(t*, regionFloor)). Default 0.5. */
    regionFloor: number;
    /** A unit of at least this many words enters the region's gain with its own fused m(N) when
     *  that is above its smoothed value: smoothing must not halve an article that is one big unit
     *  among short neighbours (METHOD.md §6, break 1). Default 100. */
    bigUnitWords: number;
    /** A unit of at least this many words whose structure cue is not against it (no furniture
     *  markup around it) enters the region's gain the same way: a short one-paragraph article
     *  must not lose the region to a teaser list. Default 70. */
    unmarkedBigUnitWords: number;
    /** Runs of sibling elements next to the region whose gain adds at least a third of the
     *  region's join it (an article split over sibling blocks of one parent). Default true. */
    regionSiblings: boolean;
    /** Drop "Related …" lists and "Comments" threads that follow the article in its region,
     *  found by their headings. Default true. */
    sections: boolean;
    /** Add the unit before the article that the page's titles name (its headline). Default true. */
    headline: boolean;
    /** In the region, units with more of their words in links than this are dropped. Default 0.5. */
    maxLinkShare: number;
    /** Drop the kept units before the article's first paragraph and after its last one that lie
     *  outside every sibling group of prose: groups with a kept unit of at least this many words
     *  (or see edgeGroupWords). Removes captions, bylines, gallery controls, "more from us"
     *  lists, sign-up and copyright lines at the article's edges. 0 turns this off. Default 30. */
    edgeWords: number;
    /** A sibling group whose kept units hold this many words of sentences (words × h_punctuation)
     *  is prose too: a bulleted list of short sentences. 0 turns this test off. Default 60. */
    edgeGroupWords: number;
    /** An edge is kept whole when it holds more than this share of the kept words. Default 0.25. */
    edgeMaxShare: number;
    /** Units that open with a disclaimer or copyright notice, show "©" / "all rights reserved" in
     *  their first 80 characters, or follow a bare "Disclaimer:" label add nothing to the region's
     *  gain and are dropped from it (features/cues.ts LEGAL_NOTICE). Default true. */
    legal: boolean;
    /** Units the page hides (inline display:none or visibility:hidden, the hidden attribute) add
     *  nothing to the region's gain and are dropped from it. Default true. */
    hidden: boolean;
  };
  /** CoreEx (METHOD.md §4). */
  coreex: {
    /** A child joins a node's set S when (textCnt − linkCnt)/textCnt exceeds this. Default 0.9. */
    textRatio: number;
    /** Weight of the set's text share in the score; 1 − weight goes to its share of the page's text. Default 0.99. */
    weight: number;
  };
}

/** What callers pass: any subset, nested objects included. */
export type ExtractOptionsInput = Partial<Omit<ExtractOptions, 'alpha' | 'beta' | 'limits' | 'cetr' | 'ttr' | 'coreex' | 'plus'>> & {
  alpha?: Partial<ExtractOptions['alpha']>;
  beta?: Partial<ExtractOptions['beta']>;
  limits?: Partial<ExtractOptions['limits']>;
  cetr?: Partial<ExtractOptions['cetr']>;
  ttr?: Partial<ExtractOptions['ttr']>;
  coreex?: Partial<ExtractOptions['coreex']>;
  plus?: Partial<Omit<ExtractOptions['plus'], 'weights'>> & { weights?: Partial<ExtractOptions['plus']['weights']> };
};

export const DEFAULT_OPTIONS: Readonly<ExtractOptions> = Object.freeze({
  method: 'cedst+',
  lang: 'auto',
  explain: false,
  gamma: 2,
  gammaCompare: 'ge',
  topicMembership: 'any',
  topK: 10,
  window: 5,
  damping: 0.85,
  alpha: Object.freeze({ topic: 0.9, cluster: 0.9, variance: 0.9 }),
  beta: Object.freeze({ href: 0.9 }),
  sigma: 1,
  limits: Object.freeze({ maxKeywords: 400, maxTopics: 2000, maxCliqueSteps: 200_000 }),
  cetr: Object.freeze({ sigma: 1, lambda: 1, clusters: 3, alpha: 3, init: 'farthest', lineWidth: 65 }),
  ttr: Object.freeze({ radius: 2, lambda: 1, lineWidth: 65 }),
  coreex: Object.freeze({ textRatio: 0.9, weight: 0.99 }),
  plus: Object.freeze({
    weights: Object.freeze({ structure: 0.6, punctuation: 0.5, stopwords: 0, repetition: 0.7, length: 0.5, distance: 0.7 }),
    lengthWords: 40,
    reach: 10,
    region: true,
    regionFloor: 0.5,
    bigUnitWords: 100,
    unmarkedBigUnitWords: 70,
    regionSiblings: true,
    headline: true,
    sections: true,
    maxLinkShare: 0.5,
    edgeWords: 30,
    edgeGroupWords: 60,
    edgeMaxShare: 0.25,
    legal: true,
    hidden: true,
  }),
}) as ExtractOptions;

export class OptionsError extends Error {
  override name = 'OptionsError';
}

const KNOWN = new Set(Object.keys(DEFAULT_OPTIONS));

function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw new OptionsError(`${name} must be one of ${allowed.join(', ')} (got ${JSON.stringify(value)})`);
  }
  return value as T;
}

function num(name: string, value: unknown, min: number, max: number, integer = false): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    const kind = integer ? 'an integer' : 'a number';
    throw new OptionsError(`${name} must be ${kind} from ${min} to ${max} (got ${JSON.stringify(value)})`);
  }
  return value;
}

function sub<K extends string>(name: string, input: unknown, defaults: Record<K, number>, min: number, max: number, integer = false): Record<K, number> {
  if (input === undefined) return { ...defaults };
  if (typeof input !== 'object' || input === null) throw new OptionsError(`${name} must be an object`);
  const out = { ...defaults };
  for (const [k, v] of Object.entries(input)) {
    if (!(k in defaults)) throw new OptionsError(`unknown option ${name}.${k}`);
    if (v !== undefined) out[k as K] = num(`${name}.${k}`, v, min, max, integer);
  }
  return out;
}

/** The fields of a per-method options object, after checking that it is one and names no unknown key. */
function fields(name: string, input: unknown, defaults: object): Record<string, unknown> {
  if (input === undefined) return {};
  if (typeof input !== 'object' || input === null) throw new OptionsError(`${name} must be an object`);
  for (const k of Object.keys(input)) if (!(k in defaults)) throw new OptionsError(`unknown option ${name}.${k}`);
  return input as Record<string, unknown>;
}

function cetrOptions(input: unknown): ExtractOptions['cetr'] {
  const d = DEFAULT_OPTIONS.cetr;
  const o = fields('cetr', input, d);
  const or = <T>(v: unknown, dflt: T, check: (v: unknown) => T): T => (v === undefined ? dflt : check(v));
  return {
    sigma: or(o['sigma'], d.sigma, (v) => (v === 'std' ? 'std' : num('cetr.sigma (a number or "std")', v, 0, 100))),
    lambda: or(o['lambda'], d.lambda, (v) => num('cetr.lambda', v, 0, 100)),
    clusters: or(o['clusters'], d.clusters, (v) => num('cetr.clusters', v, 2, 100, true)),
    alpha: or(o['alpha'], d.alpha, (v) => num('cetr.alpha', v, 1, 100, true)),
    init: or(o['init'], d.init, (v) => oneOf('cetr.init', v, KMEANS_INITS)),
    lineWidth: or(o['lineWidth'], d.lineWidth, (v) => num('cetr.lineWidth', v, 10, 1_000_000, true)),
  };
}

function ttrOptions(input: unknown): ExtractOptions['ttr'] {
  const d = DEFAULT_OPTIONS.ttr;
  const o = fields('ttr', input, d);
  return {
    radius: o['radius'] === undefined ? d.radius : num('ttr.radius', o['radius'], 0, 1000, true),
    lambda: o['lambda'] === undefined ? d.lambda : num('ttr.lambda', o['lambda'], 0, 100),
    lineWidth: o['lineWidth'] === undefined ? d.lineWidth : num('ttr.lineWidth', o['lineWidth'], 10, 1_000_000, true),
  };
}

function coreexOptions(input: unknown): ExtractOptions['coreex'] {
  const d = DEFAULT_OPTIONS.coreex;
  const o = fields('coreex', input, d);
  return {
    // A share of non-link words cannot exceed 1, so a ratio of 1 or more would select nothing.
    textRatio: o['textRatio'] === undefined ? d.textRatio : num('coreex.textRatio', o['textRatio'], 0, 0.999999),
    weight: o['weight'] === undefined ? d.weight : num('coreex.weight', o['weight'], 0, 1),
  };
}

function plusOptions(input: unknown): ExtractOptions['plus'] {
  const d = DEFAULT_OPTIONS.plus;
  const o = fields('plus', input, d);
  return {
    weights: sub('plus.weights', o['weights'], d.weights, 0, 0.999999),
    lengthWords: o['lengthWords'] === undefined ? d.lengthWords : num('plus.lengthWords', o['lengthWords'], 1, 100_000),
    reach: o['reach'] === undefined ? d.reach : num('plus.reach', o['reach'], 1, 100_000),
    region: o['region'] === undefined ? d.region : typeof o['region'] === 'boolean' ? o['region'] : ((): never => { throw new OptionsError('plus.region must be true or false'); })(),
    regionFloor: o['regionFloor'] === undefined ? d.regionFloor : num('plus.regionFloor', o['regionFloor'], 0, 1),
    bigUnitWords: o['bigUnitWords'] === undefined ? d.bigUnitWords : num('plus.bigUnitWords', o['bigUnitWords'], 1, 1e9),
    unmarkedBigUnitWords: o['unmarkedBigUnitWords'] === undefined ? d.unmarkedBigUnitWords : num('plus.unmarkedBigUnitWords', o['unmarkedBigUnitWords'], 1, 1e9),
    regionSiblings: o['regionSiblings'] === undefined ? d.regionSiblings : typeof o['regionSiblings'] === 'boolean' ? o['regionSiblings'] : ((): never => { throw new OptionsError('plus.regionSiblings must be true or false'); })(),
    headline: o['headline'] === undefined ? d.headline : typeof o['headline'] === 'boolean' ? o['headline'] : ((): never => { throw new OptionsError('plus.headline must be true or false'); })(),
    sections: o['sections'] === undefined ? d.sections : typeof o['sections'] === 'boolean' ? o['sections'] : ((): never => { throw new OptionsError('plus.sections must be true or false'); })(),
    maxLinkShare: o['maxLinkShare'] === undefined ? d.maxLinkShare : num('plus.maxLinkShare', o['maxLinkShare'], 0, 1),
    edgeWords: o['edgeWords'] === undefined ? d.edgeWords : num('plus.edgeWords', o['edgeWords'], 0, 100_000),
    edgeGroupWords: o['edgeGroupWords'] === undefined ? d.edgeGroupWords : num('plus.edgeGroupWords', o['edgeGroupWords'], 0, 100_000),
    edgeMaxShare: o['edgeMaxShare'] === undefined ? d.edgeMaxShare : num('plus.edgeMaxShare', o['edgeMaxShare'], 0, 1),
    hidden: o['hidden'] === undefined ? d.hidden : typeof o['hidden'] === 'boolean' ? o['hidden'] : ((): never => { throw new OptionsError('plus.hidden must be true or false'); })(),
    legal: o['legal'] === undefined ? d.legal : typeof o['legal'] === 'boolean' ? o['legal'] : ((): never => { throw new OptionsError('plus.legal must be true or false'); })(),
  };
}

/** Merge `input` over the defaults; throws `OptionsError` on an unknown key or a bad value. */
export function resolveOptions(input: ExtractOptionsInput = {}): ExtractOptions {
  if (typeof input !== 'object' || input === null) throw new OptionsError('options must be an object');
  for (const k of Object.keys(input)) if (!KNOWN.has(k)) throw new OptionsError(`unknown option ${k}`);
  const d = DEFAULT_OPTIONS;
  const pick = <K extends keyof ExtractOptions>(k: K): unknown => (input[k as keyof ExtractOptionsInput] ?? d[k]);
  return {
    method: oneOf('method', pick('method'), METHODS),
    lang: oneOf('lang', pick('lang'), LANGS),
    explain: typeof pick('explain') === 'boolean' ? (pick('explain') as boolean) : ((): never => { throw new OptionsError('explain must be true or false'); })(),
    gamma: num('gamma', pick('gamma'), 0, 1000, true),
    gammaCompare: oneOf('gammaCompare', pick('gammaCompare'), ['ge', 'gt'] as const),
    topicMembership: oneOf('topicMembership', pick('topicMembership'), ['any', 'partial'] as const),
    topK: num('topK', pick('topK'), 1, 1000, true),
    window: num('window', pick('window'), 2, 100, true),
    damping: num('damping', pick('damping'), 0, 1),
    // α, β "near to 1" but below it, so that Dempster's normaliser 1 − K cannot vanish.
    alpha: sub('alpha', input.alpha, d.alpha, 0, 0.999999),
    beta: sub('beta', input.beta, d.beta, 0, 0.999999),
    sigma: num('sigma', pick('sigma'), 0, 100),
    limits: sub('limits', input.limits, d.limits, 1, 1e9, true),
    cetr: cetrOptions(input.cetr),
    ttr: ttrOptions(input.ttr),
    coreex: coreexOptions(input.coreex),
    plus: plusOptions(input.plus),
  };
}
