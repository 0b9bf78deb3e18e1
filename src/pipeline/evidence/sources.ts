// The evidence sources CEDST fuses, in one registry. The paper's four features (§1.5) are computed
// together and weighed by `alpha`/`beta`; cedst+'s further sources each have a line here: what it
// says (for news, against it, or both by its sign), how it is computed, its default weight and
// what it means. The fusion, the inspect table, the report and the closed-form test all iterate
// these lists: a new source is one file under features/ and one line below (plus its name in
// `ExtraFeatureValues`, checked against this list when the project compiles).
import type { EvidenceName, ExtraFeatureName, FeatureName, Mass, Page, Polarity } from '../../core/types.js';
import { negativeMass, positiveMass } from './mass.js';
import { structureFeature } from '../features/structure.js';
import { punctuationFeature, stopWordCounts, stopWordFeature } from '../features/prose.js';
import { repetitionFeature } from '../features/repetition.js';
import { lengthFeature } from '../features/length.js';
import { distanceFeature } from '../features/distance.js';
import { aboutFeature } from '../features/about.js';
import { codeSyntaxFeature } from '../features/code-syntax.js';

/** What every source's description holds. */
export interface SourceInfo<N extends EvidenceName = EvidenceName> {
  readonly name: N;
  readonly polarity: Polarity;
  /** Head of the source's column in `cedst inspect`. */
  readonly column: string;
  /** What h measures, one line. */
  readonly doc: string;
}

/** What a further source reads: the page, its units' words and texts, and cedst+'s options. */
export interface SourceInput {
  readonly page: Page;
  readonly words: readonly number[];
  readonly texts: readonly string[];
  /** The cedst+ options the sources read (typed by shape: the option table builds its weight
   *  options from this registry, so the registry may not import the options). */
  readonly plus: { readonly weights: Readonly<Record<string, number>>; readonly lengthWords: number; readonly reach: number };
  /** Second-pass sources only: every unit's word-weighted margin of its smoothed first fusion
   *  over that fusion's threshold. */
  readonly margin?: readonly number[];
}

/** One of cedst+'s further sources. */
export interface EvidenceSource<N extends ExtraFeatureName = ExtraFeatureName> extends SourceInfo<N> {
  /** `first`: fused from the start. `second`: reads the first fusion's result (`margin`), so it
   *  joins a second fusion. `region`: computed beside the first but never fused: the region's gain
   *  weighs it, a unit's value times 1 − w·h (methods/plus/gain.ts). For evidence that only ever
   *  speaks against a unit the region must not be pulled onto: fused, it would move the fused
   *  values the readings' features are made of on every page where it speaks at all, and with
   *  them the trained choose models, where the article does not change. */
  readonly pass: 'first' | 'second' | 'region';
  /** h of every unit, in [0, 1] ([−1, 1] for `both`); undefined when not computed at all. */
  readonly compute: (input: SourceInput) => readonly number[] | undefined;
  /** Its weight (α for, β against) unless `plus.weights` says otherwise; 0 leaves it out. The
   *  option table makes `plus.weights.<name>` from it. */
  readonly defaultWeight: number;
  /** The weight option's line in `--help` and docs/options.md. */
  readonly weightDoc: string;
}

/** The paper's features (docs/method.md §1.5), in the order `cedst` fuses them. */
export const PAPER_SOURCES: readonly SourceInfo<FeatureName>[] = [
  { name: 'topic', polarity: 'for', column: 'h_topic', doc: "weight of the page's topics whose keywords the unit holds, over the heaviest unit's" },
  { name: 'cluster', polarity: 'for', column: 'h_clus', doc: 'share of the words of its sibling group that the unit holds' },
  { name: 'variance', polarity: 'for', column: 'h_var', doc: 'spread of word counts among its siblings: prose varies, menus do not' },
  { name: 'href', polarity: 'against', column: 'h_href', doc: 'share of its words inside links' },
];

/** cedst+'s further sources, in the order they are fused: Dempster's rule is commutative, its
 *  floating-point sums are not, so this order is part of every output. */
export const EVIDENCE_SOURCES = [
  {
    name: 'structure',
    polarity: 'both',
    pass: 'first',
    defaultWeight: 0.6,
    weightDoc: 'weight of h_structure: α inside article markup, β inside page furniture (0 leaves it out)',
    column: 'h_str',
    doc: 'markup around the unit: +1 inside an article container, −1 inside page furniture, 0 no cue',
    compute: ({ page }) =>
      structureFeature(
        page.units.map((u) => u.element),
        page.cue,
        page.deadline,
      ),
  },
  {
    name: 'punctuation',
    polarity: 'for',
    pass: 'first',
    defaultWeight: 0.5,
    weightDoc: 'weight of h_punctuation, sentence punctuation for news (0 leaves it out)',
    column: 'h_pun',
    doc: 'sentence punctuation per word, scaled so that prose reaches 1',
    compute: ({ texts, words }) => punctuationFeature(texts, words),
  },
  // Looking every word up in every language's list is the costly part: only when the source is on.
  {
    name: 'stopwords',
    polarity: 'for',
    pass: 'first',
    defaultWeight: 0,
    weightDoc: 'weight of h_stopwords; 0 by default: it lowered the macro F1 by 0.002 (docs/results.md)',
    column: 'h_stw',
    doc: 'share of function words, scaled so that prose reaches 1',
    compute: ({ page, words, plus }) => ((plus.weights['stopwords'] ?? 0) > 0 ? stopWordFeature(stopWordCounts(page.segmented), words) : undefined),
  },
  {
    name: 'repetition',
    polarity: 'against',
    pass: 'first',
    defaultWeight: 0.7,
    weightDoc: 'weight of h_repetition, text repeated across the page, against news (0 leaves it out)',
    column: 'h_rep',
    doc: "1 when the unit's text occurs more than once on the page",
    compute: ({ texts }) => repetitionFeature(texts),
  },
  {
    name: 'length',
    polarity: 'for',
    pass: 'first',
    defaultWeight: 0.5,
    weightDoc: 'weight of h_length, long units for news (0 leaves it out)',
    column: 'h_len',
    doc: 'words, scaled so that a long paragraph reaches 1',
    compute: ({ words, plus }) => lengthFeature(words, plus.lengthWords),
  },
  {
    name: 'about',
    polarity: 'against',
    pass: 'first',
    defaultWeight: 0.8,
    weightDoc: "weight of h_about, inside another article than the page's own, against news (0 leaves it out)",
    column: 'h_abt',
    doc: "1 inside another article than the one the page's head names (its own headline, not the page's)",
    compute: ({ page }) => aboutFeature(page),
  },
  {
    name: 'code',
    polarity: 'against',
    pass: 'region',
    defaultWeight: 0.9,
    weightDoc: "weight of h_code, JSON or script syntax in page text, against the region taking it: a unit's gain value times 1 − w·h (0 leaves it out)",
    column: 'h_code',
    doc: "share of the unit's characters in JSON or script syntax (quoted keys, braces, escapes), 0 in code shown as code",
    compute: ({ page, texts }) => codeSyntaxFeature(page, texts),
  },
  {
    name: 'distance',
    polarity: 'against',
    pass: 'second',
    defaultWeight: 0.7,
    weightDoc: 'weight of h_distance, distance from the main content run, against news (0 leaves it out)',
    column: 'h_dst',
    doc: 'distance from the main content run, 0 inside it, 1 far away',
    compute: ({ margin, plus }) => distanceFeature(margin ?? [], plus.reach),
  },
] as const satisfies readonly EvidenceSource[];

/** Every name in `ExtraFeatureValues` has its line above, and no line names another. */
type Listed = (typeof EVIDENCE_SOURCES)[number]['name'];
const EVERY_SOURCE_LISTED: [Exclude<ExtraFeatureName, Listed>] extends [never] ? true : never = true;
void EVERY_SOURCE_LISTED;

/** Every source's description, the paper's first. */
export const ALL_SOURCES: readonly SourceInfo[] = [...PAPER_SOURCES, ...EVIDENCE_SOURCES];

/** The mass function of one value of a source: m({news}) = w·h for a source for news, m({¬news})
 *  = w·h against; a signed source speaks for news by a positive value, against by a negative one. */
export function sourceMass(polarity: Polarity, h: number, w: number): Mass {
  if (polarity === 'for') return positiveMass(h, w);
  if (polarity === 'against') return negativeMass(h, w);
  return h >= 0 ? positiveMass(h, w) : negativeMass(-h, w);
}
