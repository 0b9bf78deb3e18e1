// Shared types of the pipeline. Every stage takes and returns these plain values,
// so a stage can be tested on hand-made input without running the ones before it.
import type { Deadline } from './budget.js';
import type { METHODS, PRODUCT_METHODS } from './methods.js';
import type { VerdictReason } from './reasons.js';

/** An element of the parsed page (linkedom's, typed as the DOM's `Element`). Read through
 *  `globalThis`, as @types/node reads the web's globals, so that the declarations name no DOM
 *  type: a project compiled without the DOM library (`lib: ["es2022"]`) and without skipLibCheck
 *  sees an opaque object here, and a project with it sees `Element`. */
export type DomElement = typeof globalThis extends { Element: { prototype: infer E } } ? E : object;
/** The parsed page's document: the DOM's `Document`, or an opaque object without the DOM library. */
export type DomDocument = typeof globalThis extends { Document: { prototype: infer D } } ? D : object;

/** Language of a page: an ISO 639-1 code (`ru`, `zh` for Chinese in either script), or `und` when its
 *  text has nothing to tell it by (docs/method.md §1.2). */
export type Lang = string;
/** The `lang` option: `auto`, or an ISO 639-1 code. */
export type LangOption = string;
/** Who picks a page's writers among the names its readers propose (the `authorPicker` option):
 *  author.ts's order of trust, or the learned picker of author-picker.ts. */
export type AuthorPicker = 'rules' | 'learned';
/** Which metadata fields a page's extraction reads (the `metadataFields` option): `all`, or `head`,
 *  what the page declares (title, site fields, description) without the readers of its dates and
 *  credits over the page's lines. */
export type MetadataFields = 'all' | 'head';

/** How a run of text is cut into words: the name of a script kind of lang/scripts.ts's
 *  SCRIPT_KINDS (`zh`, Han script through jieba; `en`, every space-delimited script). */
export type WordPath = string;

/** One token out of the segmenter. */
export interface Token {
  /** Surface form as it appears in the text. Tokens are shared between occurrences: never changed. */
  readonly text: string;
  /** Identity used for keywords and topic membership: lower-cased, Porter-stemmed for English. */
  readonly key: string;
  /** Part of speech: jieba's tag for Chinese (`x` for words outside its dictionary), `eng` for words of
   *  space-delimited scripts, `m` for numbers. */
  readonly pos: string;
  /** Script run the token came from. */
  readonly lang: WordPath;
  /** Is it a stop word (from `stopword` plus `lexicons/`)? */
  readonly stop: boolean;
}

/** The inline content of one block-level element (docs/method.md §1.1). */
export interface TextUnit {
  /** Position among the units, in document pre-order. */
  index: number;
  /** The block element the unit belongs to. */
  element: DomElement;
  /** Parent element of `element`; units sharing it are siblings (§1.5). */
  parent: DomElement | null;
  /** Dotted tag path from the root, e.g. `html.body.div.p`. */
  path: string;
  /** Whitespace-normalised text; `<br>` becomes a newline. */
  text: string;
  /** Text that sits inside `<a>` elements. */
  linkText: string;
  /** `<a>` elements opening inside the unit's own inline content; 0 with link text means the
   *  whole block sits inside a link (a teaser card, or an unclosed `<a>` wrapping the page). */
  links?: number;
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

/** The further evidence `cedst+` fuses beside the paper's four features: one entry each in the
 *  registry of src/pipeline/evidence/sources.ts, which says how it is computed and weighed. */
export interface ExtraFeatureValues {
  /** Markup around the unit: +1 inside an article container, −1 inside page furniture, 0 no cue. */
  structure: number;
  /** Sentence punctuation per word, scaled so that prose reaches 1. */
  punctuation: number;
  /** Share of function words, scaled so that prose reaches 1. */
  stopwords: number;
  /** 1 when the unit's text occurs more than once on the page. */
  repetition: number;
  /** Words, scaled so that a long paragraph reaches 1. */
  length: number;
  /** Distance from the main content run, 0 inside it, 1 far away. */
  distance: number;
  /** 1 inside another article than the one the page is about (its own headline, not the page's). */
  about: number;
  /** Share of the unit's characters in JSON or script syntax, scaled so that a leaked object reaches 1. */
  code: number;
}

export type ExtraFeatureName = keyof ExtraFeatureValues;
/** Every evidence source a CEDST method can fuse. */
export type EvidenceName = FeatureName | ExtraFeatureName;

/** What a source's value says: for news, against it, or either by its sign. */
export type Polarity = 'for' | 'against' | 'both';

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
  /** The feature values h_f (`cedst+` adds its further evidence). */
  features: FeatureValues & Partial<ExtraFeatureValues>;
  /** The mass function of each evidence source the method uses. */
  masses: Partial<Record<EvidenceName, Mass>>;
  /** Dempster combination of `masses`. */
  fused: Mass;
  /** Fusion value m({news}) after Gaussian smoothing. */
  smoothed: number;
  /** smoothed ≥ threshold (`cedst+`: the region's verdict). */
  content: boolean;
  /** `cedst+`: inside the chosen article region. */
  inRegion?: boolean;
  /** `cedst+`: why the unit was kept or dropped, when the region decided it. */
  reason?: VerdictReason;
}

/** A method's name: one of METHODS (core/methods.ts), the one list of them. */
export type MethodName = (typeof METHODS)[number];
/** The product's methods (PRODUCT_METHODS): what the main entry's `method` option takes. */
export type ProductMethodName = (typeof PRODUCT_METHODS)[number];

/** Louvan's Content Seeker (docs/spec/louvan.md): the `louvan*` names of METHODS. */
export type LouvanMode = Extract<MethodName, `louvan${string}`>;

/** One line of the HTML source, as the CETR family and TTR see it (`inspect`). */
export interface LineEvidence {
  /** Position among the page's non-empty lines after script, style and comments are removed. */
  index: number;
  /** The line's text: tags removed, character references decoded, whitespace normalised. */
  text: string;
  /** Characters outside tags (leading and trailing whitespace excluded). */
  chars: number;
  /** Tags on the line. */
  tags: number;
  /** Tag ratio TR = chars / max(tags, 1). */
  ratio: number;
  /** TR after smoothing (Gaussian for the CETR family, moving mean for TTR). */
  smoothed: number;
  /** `cetr` only: |G'|, the smoothed absolute gradient of the smoothed TR. */
  gradient?: number;
  /** `cetr`, `cetr-km`: the k-means cluster; for `cetr` cluster 0 is the origin cluster. */
  cluster?: number;
  content: boolean;
}

/** A k-means cluster of the CETR clustering methods. */
export interface ClusterEvidence {
  /** `cetr-km`: [smoothed TR]; `cetr`: [|G'|, smoothed TR]. */
  centroid: number[];
  /** Lines in the cluster. */
  size: number;
  content: boolean;
}

/** One DOM element scored by CoreEx (docs/method.md §4). */
export interface NodeEvidence {
  /** Dotted tag path from the root, e.g. `html.body.div.div`. */
  path: string;
  /** Words of text in the subtree, each link counting as one word. */
  textCnt: number;
  /** Links in the subtree. */
  linkCnt: number;
  /** The same sums over S(N), the children whose share of non-link words passes the text ratio. */
  setTextCnt: number;
  setLinkCnt: number;
  /** weight·(setTextCnt − setLinkCnt)/setTextCnt + (1 − weight)·setTextCnt/pageText. */
  score: number;
  /** The highest-scoring element: its set S is the article. */
  winner: boolean;
}

/** One tree's verdict on a Louvan candidate segment (docs/spec/louvan.md §8). */
export interface LouvanTreeDecision {
  tree: 'segment' | 'content' | 'single';
  /** The class it gave: `good`/`bad` (segment tree), `main`/`noisy` (content, single). */
  label: string;
  /** Class weights (training instances) of the node that decided, [negative, positive]. */
  dist: number[];
  /** Index of that node in the tree. */
  node: number;
  /** Decided by the Δ early stop rather than at a leaf. */
  delta: boolean;
}

/** One candidate segment of Louvan's Content Seeker, as `inspect` shows it (docs/spec/louvan.md §8). */
export interface LouvanSegmentEvidence {
  /** Position among the candidates, depth-first pre-order. */
  index: number;
  /** Dotted tag path from the root, e.g. `html.body.div.div`. */
  path: string;
  /** The start of its visible text (at most 100 characters, `…` when cut). */
  preview: string;
  /** The 16 features of docs/spec/louvan.md §2, by name (FEATURE_NAMES order). */
  features: Record<string, number>;
  /** The trees that ran on it, in order: segment then content (two-phase), or single. */
  decisions: LouvanTreeDecision[];
  /** Classified main content: one of the returned nodes R. */
  main: boolean;
  /** One of R*, the outermost main segments the heuristic starts from. */
  root: boolean;
  /** The heuristic took its text from this segment (LBS: the chosen root; TP: the winning
   *  group; plain and SLS: every root). */
  chosen: boolean;
}

/** How Louvan decided on the page as a whole (docs/spec/louvan.md §8). */
export interface LouvanEvidence {
  /** The model's name: `news`, `thesis-news`, or the file's own. */
  model: string;
  classifier: 'two-phase' | 'single-phase';
  heuristic: 'plain' | 'lbs' | 'sls' | 'tp';
  /** How the main segments were found: the trees, the Δ fallback, the best-P(main) fallback, or
   *  not at all. */
  by: 'trees' | 'delta' | 'best' | 'none';
  /** The Δ in effect. */
  delta: number;
  /** What the heuristic decided, in words (LBS: the block's parent and length; SLS: τ; TP: the
   *  winning table signature). */
  choice: string;
}

/** What the page states about its article (src/metadata/); absent fields were not stated. */
export interface Metadata {
  /** The headline: an h1 confirmed by og:title, JSON-LD or the `<title>`, else the meta title,
   *  else the `<title>` without its site-name part (src/metadata/title.ts). '' when there is none. */
  title: string;
  /** The `<title>` as written, site part and all (the title search engines show), character
   *  references decoded. Absent when the page has none. */
  seoTitle?: string;
  /** og:title as written (the title social cards show), references decoded. Absent when none. */
  ogTitle?: string;
  /** Publication date, ISO 8601: `2011-12-09` when the page gives only the day;
   *  `2011-12-09T18:51:00+08:00` when it gives the time and its zone (`Z` is written `+00:00`);
   *  `2011-12-09T18:51:00` (local time, no offset) when it gives a time without a zone, except on
   *  Chinese pages, whose zone-less times are UTC+8 (mainland China, Taiwan, Hong Kong, Macau).
   *  Absent when the page states none; modified, comment and teaser dates are never used. */
  date?: string;
  /** When the page states a modified date apart from the publication date ("Updated …",
   *  更新时间), in the same form as `date`. */
  modified?: string;
  /** `authors` joined by ', ' (`Jane Doe, John Roe`), kept for compatibility. Absent when none. */
  author?: string;
  /** The writers the page names (reporters, 记者, 作者, 通讯员, "By X and Y", the lead's
   *  （记者…）, a closing signature), in page order. Outlets, desks, wires, photographers and
   *  editors are not listed. Absent when the page names none. */
  authors?: string[];
  /** The article's editors: 责任编辑/编辑/責任編輯/责编, "(X 编辑)", "Edited by X"; logins as written. */
  editors?: string[];
  /** The outlet credited for the content: 来源/來源/稿源/摘自/"Source:", the outlet in the
   *  dateline slot, or the outlet after a byline ("Jane Doe, Reuters"). */
  source?: string;
  /** The publication's name: og:site_name, JSON-LD publisher, else the `<title>`'s site part. */
  siteName?: string;
  /** The organisation the page credits as its publisher: JSON-LD's publisher (not a person), else
   *  an author JSON-LD types as an organisation, else an author tag or byline that is the site's
   *  own name or a brand of its host and not a person's (metadata/publisher-route.ts).
   *  Organisations go here, never into `authors`. */
  publisher?: string;
  /** Canonical URL: `<link rel=canonical>`, else og:url (absolute http(s) only). */
  url?: string;
  /** Lead image: og:image, twitter:image, JSON-LD image (absolute http(s) only). */
  image?: string;
  /** og:description or meta description. */
  description?: string;
}

/** cedst+'s choice among the page's readings (src/methods/plus/choose/). */
export interface ReadingChoice {
  /** The reading taken: `plus` (cedst+'s own), `plus-precision`, `plus-recall`,
   *  `readability-like`, `coreex`, `schema` or `after-headline`. */
  readonly chosen: string;
  /** The chosen reading's calibrated predicted F1: the article's `confidence`. */
  readonly confidence: number;
  /** Every reading's predicted gain in shingle F1 over cedst+'s own (0 for it). */
  readonly gains: Readonly<Record<string, number>>;
  /** Every reading's calibrated predicted F1, as if it had been taken. */
  readonly predicted: Readonly<Record<string, number>>;
}

/** What a method finds on a page: the article and how it was found (`extract` adds the metadata). */
export interface Article {
  /** The article text: the paragraphs, one per line; a data table the article kept (half of its filled cells and of its text) as its `table` block has it (a row a line, its cells separated by tabs, empty cells kept), where its first kept cell stands. `paragraphs` keeps one entry per unit. */
  text: string;
  /** The article's paragraphs in document order, one per content unit. */
  paragraphs: string[];
  /** Language of the page's text (ISO 639-1; `und` when it has none), or the forced `lang` option. */
  lang: Lang;
  method: MethodName;
  /** The method's cut. `cedst*`: Otsu's t* on the smoothed fusion values. `cetr-tm`, `ttr`:
   *  λ·std of the smoothed tag ratios (a line is content at or above it). `cetr-km`: the midpoint
   *  between the lowest centroid and the next, the boundary of the non-content cluster. `cetr`: half
   *  the distance from the origin to the nearest other centroid (lines nearer the origin than this
   *  are always non-content). `coreex`: the winning element's score. `louvan*`: the Δ of the
   *  fallback (a tree's node decides when its training error rate is ≤ Δ), except `louvan-sls` and
   *  `louvan-1-sls`: SLS's τ, the mean of the smoothed string lengths a string must pass. */
  threshold: number;
  /** Present when a guard changed the result, e.g. the topic search stopped at its limit. */
  warnings?: string[];
  /** Only with `explain: true`: every unit's evidence. */
  units?: UnitEvidence[];
  /** Only with `explain: true`: the topics, heaviest first. */
  topics?: Topic[];
  /** Only with `explain: true`, CETR family and TTR: every source line's evidence. */
  lines?: LineEvidence[];
  /** Only with `explain: true`, CETR family and TTR: how the lines were smoothed and whether the
   *  page was cut into `lineWidth`-character lines. `sigma`/`radius` are the Gaussian's (CETR) or
   *  0 and the mean's radius (TTR). */
  smoothing?: { sigma: number; radius: number; brokenLines: boolean };
  /** Only with `explain: true`, `cetr` and `cetr-km`: the k-means clusters. */
  clusters?: ClusterEvidence[];
  /** Only with `explain: true`, `coreex`: every element with text, in document order. */
  nodes?: NodeEvidence[];
  /** Only with `explain: true`, `louvan*`: every candidate segment's evidence, in pre-order. */
  segments?: LouvanSegmentEvidence[];
  /** Only with `explain: true`, `louvan*`: how the page was decided. */
  louvan?: LouvanEvidence;
  /** The article's structure (headings, lists, quotes, tables…), one block per content unit except
   *  that a table's cells form one block. Absent for methods that do not work on DOM units. */
  blocks?: Block[];
  /** cedst+ (its `plus.readings` on, the default): how sure it is of the article, in [0, 1]: the
   *  predicted shingle F1 of the reading taken, calibrated so that over the shared evaluation sets
   *  pages given c have a mean true F1 near c (docs/results.md, "Confidence"). Absent for the
   *  other methods. */
  confidence?: number;
  /** cedst+ with `explain`: the reading the choose stage took and what it weighed. */
  reading?: ReadingChoice;
  /** Only with `images: true` (CEDST methods): the article's images in page order. */
  images?: ArticleImage[];
  /** Only with `withComments: true` (CEDST methods): the readers' comments the page carries, in
   *  page order; [] when it has none. They come only from text outside the article, so the article
   *  is the same with and without them. */
  comments?: Comment[];
}

/** A reader's comment (the `withComments` option). */
export interface Comment {
  /** Its author's name, where the page marks it (a comment's author or name element, microdata). */
  author?: string;
  /** Its date as the page marks it: a `<time>`'s `datetime`, else the date element's text. */
  date?: string;
  /** Its text, one paragraph per line, without the author, date, reply links and form. */
  text: string;
}

/** An image of the article (the `images` option). */
export interface ArticleImage {
  /** Its address, resolved against the page's base URL (http or https). */
  src: string;
  /** Its `alt` text, when it has one. */
  alt?: string;
  /** The caption of its `<figure>`, when it has one. */
  caption?: string;
}

/** What kind of page a page is (src/methods/page-type/): `article`; `liveblog` (an article whose
 *  page declares schema.org's LiveBlogPosting); `listing` (section, tag, author and search pages,
 *  collections); `forum` (threads and Q&A); `product`; `other` (service, documentation, home, error
 *  and login pages). */
export const PAGE_TYPES = ['article', 'liveblog', 'listing', 'forum', 'product', 'other'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The result of `extract`: the metadata, the article and how it was found. */
export interface Extraction extends Metadata, Article {
  /** cedst+ with `pageType` on (the default): what kind of page it is. On a page that is not an
   *  article or a live blog, the text is what cedst+ takes of it, `confidence` is at most the
   *  page's probability of being an article, a listing carries its `items` and a forum thread its
   *  `posts`, and the formats render the page as what it is (docs/library.md, "Page types"). */
  pageType?: PageType;
  /** The probability the page-type model gives `pageType`, in [0, 1]. */
  pageTypeConfidence?: number;
  /** Only with the `format` option: the article rendered as text (as `text`, with a final
   *  newline), markdown or HTML (the article as a fragment; a whole document with `htmlDocument`). */
  content?: string;
  /** Only with `excerpt: true`: a short summary, the page's description (og:description, meta
   *  description) or else the start of the article's first paragraph. */
  excerpt?: string;
  /** A live blog's updates (src/metadata/live-posts.ts), or a forum thread's or Q&A page's posts
   *  (`pageType` forum, src/metadata/thread-posts.ts), in page order; absent on other pages. */
  posts?: LivePost[];
  /** A listing's items (`pageType` listing, src/metadata/listing-items.ts): its repeated teaser
   *  cards or links, in page order; absent on other pages. */
  items?: ListingItem[];
  /** The addresses of an article read over several pages (`followPages`), in order; absent when
   *  one page was read. */
  pages?: string[];
}

/** One update of a live blog: its time as the page gives it (ISO 8601 when the markup gives a
 *  datetime, else the page's own words, "16:40", "10 minutes ago"), its headline when it has one,
 *  its text (paragraphs separated by newlines). */
export interface LivePost {
  /** '' when a forum's post shows none. */
  time: string;
  headline?: string;
  /** A forum's post: its poster's name as the page shows it. */
  author?: string;
  text: string;
}

/** One item of a listing (a section, tag, author or search page, a collection): its title as its
 *  link reads, the link resolved against the page's base (absent when the card has no http(s)
 *  link), the card's summary and its date or time as the page gives them (ISO 8601 when the
 *  markup gives a datetime). */
export interface ListingItem {
  title: string;
  url?: string;
  summary?: string;
  time?: string;
}

/** What the page's head says that methods use, read before any method runs (src/page/). */
export interface PageHead {
  /** The `<title>` as written, then og:title and twitter:title: what cedst+ matches the headline
   *  unit against. */
  readonly titles: readonly string[];
  /** The element that shows the headline (src/metadata/title.ts), when one was found. */
  readonly headline: DomElement | undefined;
  /** The base of the page's relative links: `<base href>`, else the canonical URL. */
  readonly baseUrl: string | undefined;
  /** What names the one article the page is about (src/page/head.ts, `about`). */
  readonly about: PageAbout;
}

/** What the page's head says its article is: the headlines it declares (og:title, twitter:title,
 *  JSON-LD headline and name), its addresses (canonical, og:url, JSON-LD url, the `url` option),
 *  and whether it declares a live blog, whose updates are the article. */
export interface PageAbout {
  readonly headlines: readonly string[];
  readonly urls: readonly string[];
  readonly liveBlog: boolean;
}

/** One page as every method receives it (src/page/context.ts): built once per page by `extract`,
 *  every part computed on first use and shared by whatever asks next, caches included, so that
 *  they all die with the page. */
export interface Page {
  /** The decoded source (the CETR family and TTR read lines of it). */
  readonly html: string;
  readonly doc: DomDocument;
  /** The page's language (ISO 639-1): forced by the options, else detected from its units' text. */
  readonly lang: Lang;
  /** The text units, in document order. */
  readonly units: readonly TextUnit[];
  /** Every unit's words (index i is unit i). */
  readonly segmented: readonly SegmentedUnit[];
  /** Every unit's sibling group id: units whose blocks share a parent share one (§1.5). */
  readonly groups: readonly number[];
  readonly head: PageHead;
  /** The page's metadata, in the page's language: what its head and the lines under its headline
   *  state, read before any method runs. */
  readonly metadata: Metadata;
  /** The metadata once the article is known: the lead's byline and the signature, editor and
   *  source lines closing the article (paragraphs: the method's output) join the fields above. */
  articleMetadata(paragraphs: readonly string[]): Metadata;
  /** The markup cue of an element (src/dom/cues.ts), memoised for this page. */
  readonly cue: (el: DomElement) => number;
  /** Does the element's class or id name a gallery or slideshow (src/dom/cues.ts)? Memoised for this page. */
  readonly gallery: (el: DomElement) => boolean;
  /** The time budget of this extraction (the `timeoutMs` option): the stages and their long loops
   *  check it (src/core/budget.ts). */
  readonly deadline: Deadline;
  /** Is the element hidden by the page (src/dom/hidden.ts)? Memoised for this page. */
  readonly hidden: (el: DomElement | null) => boolean;
}

/** A link inside a block: its text and its target, resolved against the page's base URL. */
export interface BlockLink {
  text: string;
  href: string;
}

/** A table cell that spans columns or rows: `rows[row][cell]` of its block. */
export interface TableSpan {
  row: number;
  cell: number;
  colspan: number;
  rowspan: number;
}

/** A run of inline formatting: bold (`<strong>`, `<b>`), italic (`<em>`, `<i>`) or code. */
export type MarkKind = 'strong' | 'em' | 'code';

/** A formatted run of a block's text, found in `text` in order as links are. */
export interface BlockMark {
  text: string;
  mark: MarkKind;
  /** Where in the block's text to look for it: its offset or a little before. */
  at?: number;
}

/** What a block of the article is, read off its element and ancestors. */
export type BlockKind = 'heading' | 'paragraph' | 'list-item' | 'quote' | 'code' | 'table' | 'caption' | 'image' | 'term' | 'definition';

/** One structural block of the extracted article: plain data, safe to serialise. */
export interface Block {
  kind: BlockKind;
  /** `heading`: 1–6 from h1–h6. `list-item`: nesting depth, 1 for a top-level list. */
  level?: number;
  /** `list-item`: the item belongs to an `<ol>`. */
  ordered?: boolean;
  /** `list-item` of an ordered list: the item's number (honours `start` and `value`). */
  number?: number;
  /** The block's text (a table's cells joined row by row); `code` keeps the source whitespace. */
  text: string;
  /** `table`: the content cells' texts, grouped by row. */
  rows?: string[][];
  /** `table`: how many leading rows are header rows (`<thead>` or all `<th>`). */
  headerRows?: number;
  /** `table`: the cells that span more than one column or row, by their place in `rows`. */
  spans?: TableSpan[];
  /** The `<a href>`s of the block, in order. */
  links?: BlockLink[];
  /** Its bold, italic and code runs, in order (not for `heading`, `code`, `table`). */
  marks?: BlockMark[];
  /** `image` (the `images` option): its address and alt text; `text` holds its caption, or ''. */
  src?: string;
  alt?: string;
}

/** One page read from an archive, a folder, a JSONL file or stdin, before decoding (batch). */
export interface InputRecord {
  /** Stable identity of the record in the output: a path, a WARC-Record-ID, a JSONL `id`… */
  id: string;
  /** Where the record sits: the file path, plus `@<offset>` for a WARC record, `:<line>` for JSONL. */
  source: string;
  /** The page's URL when the input knows it (WARC-Target-URI, JSONL `url`). */
  url?: string;
  /** The raw payload (the HTTP body for a WARC response record). */
  bytes?: Uint8Array;
  /** Text that arrived already decoded (a JSONL `html` field). */
  html?: string;
  /** The HTTP Content-Type header, whose charset outranks every other declaration. */
  contentType?: string;
  /** Set when the record could not be read; the batch writes it as an error line. */
  error?: RecordError;
  /** When the page was crawled (a WARC record's WARC-Date), ISO 8601 UTC. */
  crawlDate?: string;
  /** The HTTP status the page was served with (a WARC response record, a fetched URL). */
  httpStatus?: number;
  /** An http(s) URL still to fetch, credentials and all (id and source show it redacted): the
   *  reader only names it, and the batch fetches it, many at once (src/cli/batch/fetcher.ts). */
  fetchUrl?: string;
  /** The next pages of the article this record's page begins (`followPages`, `--join-pages`),
   *  in order, and why their reading stopped early, if it did: the worker joins their articles. */
  followed?: FollowedPages;
}

/** The pages read after an article's first (src/cli/follow-pages.ts). */
export interface FollowedPages {
  pages: { url: string; html: string }[];
  warning?: string;
}

/** Why a record yielded no article. `code` is one of a small fixed set (read_error, empty,
 *  not_html, truncated, too_large, timeout, bad_json, extract_error, …). */
export interface RecordError {
  code: string;
  message: string;
}
