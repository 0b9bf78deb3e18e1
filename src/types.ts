// Shared types of the pipeline. Every stage takes and returns these plain values,
// so a stage can be tested on hand-made input without running the ones before it.

/** Language of a page or a run of text. `en` stands for every space-delimited script. */
export type Lang = 'zh' | 'en';

/** One token out of the segmenter. */
export interface Token {
  /** Surface form as it appears in the text. */
  text: string;
  /** Identity used for keywords and topic membership: lower-cased, Porter-stemmed for English. */
  key: string;
  /** Part of speech: jieba's tag for Chinese (`x` for words outside its dictionary), `eng` for words of
   *  space-delimited scripts, `m` for numbers. */
  pos: string;
  /** Script run the token came from. */
  lang: Lang;
  /** Is it a stop word (from `stopword` plus `lexicons/`)? */
  stop: boolean;
}

/** The inline content of one block-level element (METHOD.md §1.1). */
export interface TextUnit {
  /** Position among the units, in document pre-order. */
  index: number;
  /** The block element the unit belongs to. */
  element: Element;
  /** Parent element of `element`; units sharing it are siblings (§1.5). */
  parent: Element | null;
  /** Dotted tag path from the root, e.g. `html.body.div.p`. */
  path: string;
  /** Whitespace-normalised text; `<br>` becomes a newline. */
  text: string;
  /** Text that sits inside `<a>` elements. */
  linkText: string;
}

/** A text unit after segmentation. */
export interface SegmentedUnit {
  unit: TextUnit;
  /** Word tokens (punctuation removed). size(u) = words.length. */
  words: Token[];
  /** Number of those words inside links. */
  linkWords: number;
}

/** A maximal compatibility block of keywords (§1.4) of size ≥ 2. */
export interface Topic {
  keywords: string[];
  /** w(B): sum of relate(x, y) over unordered pairs of the block. */
  weight: number;
}

/** Values of the paper's four features for one unit, each in [0, 1]. */
export interface FeatureValues {
  topic: number;
  cluster: number;
  variance: number;
  href: number;
}

export type FeatureName = keyof FeatureValues;

/** A basic mass assignment on Θ = {news, ¬news}. The three masses sum to 1. */
export interface Mass {
  news: number;
  notNews: number;
  theta: number;
}

/** Per-unit evidence, as `inspect` shows it (§1.8). */
export interface UnitEvidence {
  index: number;
  path: string;
  text: string;
  words: number;
  linkWords: number;
  /** The feature values h_f. */
  features: FeatureValues;
  /** The mass function of each feature the method uses. */
  masses: Partial<Record<FeatureName, Mass>>;
  /** Dempster combination of `masses`. */
  fused: Mass;
  /** Fusion value m({news}) after Gaussian smoothing. */
  smoothed: number;
  /** smoothed ≥ threshold. */
  content: boolean;
}

export type MethodName = 'cedst' | 'cedst-nc' | 'cedst-tf';

/** The result of `extract`. */
export interface Extraction {
  /** Title of the page (the `<title>` text), empty when there is none. */
  title: string;
  /** The article text: the paragraphs, one per line. */
  text: string;
  /** The article's paragraphs in document order, one per content unit. */
  paragraphs: string[];
  /** Language the page was processed as. */
  lang: Lang;
  method: MethodName;
  /** Otsu threshold t* on the smoothed fusion values. */
  threshold: number;
  /** Present when a guard changed the result, e.g. the topic search stopped at its limit. */
  warnings?: string[];
  /** Only with `explain: true`: every unit's evidence. */
  units?: UnitEvidence[];
  /** Only with `explain: true`: the topics, heaviest first. */
  topics?: Topic[];
}
