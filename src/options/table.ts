// Every option of the library and the CLI, declared once: its type and range, default, one-line
// doc, CLI flag and help group. The defaults, the types, `resolveOptions`, the CLI flags and the
// options table of docs/options.md are all derived from OPTION_TABLE (see resolve.ts, cli/flags.ts,
// bench/src/docs/options-doc.ts); nothing else states a default or a range.
//
// CLI flags follow one convention: the option's path in kebab case, dots as dashes
// (`plus.edgeWords` → `--plus-edge-words`, `plus.weights.structure` → `--plus-weights-structure`).
// A boolean is a `--x` / `--no-x` pair. `aliases` keeps the shorter flags that predate the
// convention; an alias shared by several options (`--lambda`) sets all of them.
import { METHODS } from '../core/methods.js';
import { KMEANS_INITS } from '../signal/kmeans.js';
import { EVIDENCE_SOURCES } from '../pipeline/evidence/sources.js';
import { checkCrawlDate } from '../core/crawl-date.js';
import { CONTENT_FORMATS } from '../core/formats.js';
import { createRequire } from 'node:module';
import { iso6391 } from '../lang/codes.js';
import { HEAD_FIELDS, LINE_FIELDS } from '../metadata/fields.js';

const VERSION = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;

/** Where `--help` lists an option; `common` comes first, under the plain "Options:" heading. */
export type HelpGroup = 'common' | 'fetch' | 'metadata' | 'cedst' | 'cedst+' | 'cetr' | 'ttr' | 'coreex' | 'louvan';
export const HELP_GROUPS: Readonly<Record<HelpGroup, string>> = {
  common: 'Options:',
  fetch: 'Fetching a page given by its URL (extract, inspect, batch):',
  metadata: 'Metadata tuning:',
  cedst: 'CEDST tuning (cedst, cedst-nc, cedst-tf; cedst+ builds on it):',
  'cedst+': 'cedst+ tuning:',
  cetr: 'CETR tuning (cetr, cetr-tm, cetr-km):',
  ttr: 'TTR tuning:',
  coreex: 'CoreEx tuning:',
  louvan: 'Louvan tuning (louvan and its variants: -plain, -sls, -tp, -1-lbs, -1-sls, -1-tp):',
};

/** Which surface a help group belongs to. `public`: what a user of the extractor sets (the main
 *  entry's ExtractOptions, `--help`, the first table of docs/options.md; fetching a URL too, whose
 *  flags `--help-all` shows). `research`: the methods' tuning and the comparison methods' settings,
 *  for `eval` and the experiments (the `cedst/research` entry's ResearchOptions, `--help-all`, the
 *  second table). */
export type Surface = 'public' | 'research';
export const SURFACE_OF = {
  common: 'public',
  fetch: 'public',
  metadata: 'research',
  cedst: 'research',
  'cedst+': 'research',
  cetr: 'research',
  ttr: 'research',
  coreex: 'research',
  louvan: 'research',
} as const satisfies Readonly<Record<HelpGroup, Surface>>;
/** The help groups of the public surface. */
export type PublicGroup = { [G in HelpGroup]: (typeof SURFACE_OF)[G] extends 'public' ? G : never }[HelpGroup];

interface SpecBase {
  /** One line, shown by `--help` and in the table of docs/options.md. */
  doc: string;
  group: HelpGroup;
  /** A one-letter flag besides the long one, e.g. `-m`. */
  short?: string;
  /** Older flag names (without `--`) that also set this option; for options that take a value
   *  (a boolean's other name is its `--no-` form). */
  aliases?: readonly string[];
  /** The name of the flag's value in `--help`, e.g. `<name>`. */
  arg?: string;
  /** false: not a CLI flag; `cliNote` says why. */
  cli?: false;
  cliNote?: string;
}

/** A number in [min, max] (an integer when `integer`); `literal`, when set, is accepted as well. */
export interface NumberSpec<L extends string = never> extends SpecBase {
  kind: 'number';
  default: number | L;
  /** The default of the CLI flag when it differs from the library's. */
  cliDefault?: number;
  min: number;
  max: number;
  integer: boolean;
  literal?: L;
}
export interface BooleanSpec extends SpecBase {
  kind: 'boolean';
  default: boolean;
  /** For an option on by default, what its `--no-` flag does, as `--help` shows it (`doc` says
   *  what the option does when on). */
  offDoc?: string;
}
/** One of `values`; with an `undefined` default the option is unset unless given. */
export interface EnumSpec<T extends string, D extends T | undefined = T> extends SpecBase {
  kind: 'enum';
  default: D;
  values: readonly T[];
}
/** A string; with an `undefined` default the option is unset unless given. What it names is
 *  checked where it is used (a model name or file: src/methods/louvan/load.ts), or by `check` when
 *  that can be said up front; `url: true` asks for an absolute http(s) URL. */
export interface StringSpec<D extends string | undefined = string> extends SpecBase {
  kind: 'string';
  default: D;
  url?: boolean;
  /** What the value must be, for the error message, when `check` rejects it. */
  expected?: string;
  /** The value as the options hold it, or undefined when it is not a valid value. */
  check?: (value: string) => string | undefined;
}
export type OptionSpec = NumberSpec<string> | BooleanSpec | EnumSpec<string, string | undefined> | StringSpec<string | undefined>;
/** Options, or groups of options, by name: the shape of the options object. */
export interface OptionTree {
  readonly [name: string]: OptionSpec | OptionTree;
}

type Extra = Omit<SpecBase, 'doc' | 'group'>;
type NumberArgs<G extends HelpGroup> = { default: number; cliDefault?: number; min: number; max: number; group: G; doc: string } & Extra;

// Each helper keeps its option's group as a literal type, so that the main entry's ExtractOptions
// can hold the public options alone (resolve.ts).
const num = <const G extends HelpGroup>(a: NumberArgs<G>): NumberSpec & { group: G } => ({ kind: 'number', integer: false, ...a });
const int = <const G extends HelpGroup>(a: NumberArgs<G>): NumberSpec & { group: G } => ({ kind: 'number', integer: true, ...a });
const numberOr = <const L extends string, const G extends HelpGroup>(literal: L, a: Omit<NumberArgs<G>, 'default'> & { default: number | NoInfer<L> }): NumberSpec<L> & { group: G } => ({
  kind: 'number',
  integer: false,
  literal,
  ...a,
});
const bool = <const G extends HelpGroup>(a: { default: boolean; group: G; doc: string; offDoc?: string } & Extra): BooleanSpec & { group: G } => ({ kind: 'boolean', ...a });
const str = <const G extends HelpGroup>(a: { default: string; group: G; doc: string; expected?: string; check?: (value: string) => string | undefined } & Extra): StringSpec & { group: G } => ({
  kind: 'string',
  ...a,
});
const oneOf = <T extends string, const G extends HelpGroup>(values: readonly T[], a: { default: NoInfer<T>; group: G; doc: string } & Extra): EnumSpec<T> & { group: G } => ({
  kind: 'enum',
  values,
  ...a,
});
/** An option with no default: absent unless the caller sets it. */
const optionalOneOf = <T extends string, const G extends HelpGroup>(values: readonly T[], a: { group: G; doc: string } & Extra): EnumSpec<T, undefined> & { group: G } => ({
  kind: 'enum',
  values,
  default: undefined,
  ...a,
});
const optionalStr = <const G extends HelpGroup>(
  a: { group: G; doc: string; url?: boolean; expected?: string; check?: (value: string) => string | undefined } & Extra,
): StringSpec<undefined> & { group: G } => ({
  kind: 'string',
  default: undefined,
  ...a,
});

export { METHODS } from '../core/methods.js';
export type { LangOption } from '../core/types.js';

const languageNames = new Intl.DisplayNames('en', { type: 'language', fallback: 'none' });

/** `auto`, or `value` as an ISO 639-1 code (lower case; a withdrawn code such as `iw` as its
 *  successor `he`), mapped as a detected language is (src/lang/codes.ts); undefined for anything
 *  else. ICU's language names are the list of codes: it names all 183 ISO 639-1 languages (and no
 *  two-letter code that is not one, but for the withdrawn). */
export function checkLang(value: string): string | undefined {
  if (value === 'auto') return value;
  const code = value.toLowerCase();
  if (!/^[a-z]{2}$/.test(code) || languageNames.of(code) === undefined) return undefined;
  return iso6391(code);
}

/** Below 1, so that Dempster's normaliser 1 − K cannot vanish (α, β "near to 1" in the paper). */
const MAX_WEIGHT = 0.999999;

/** What the weight options need of an evidence source: the registry (src/pipeline/evidence/sources.ts)
 *  is the one list of cedst+'s further sources, and `plus.weights` is generated from it. */
export interface WeightSource {
  readonly name: string;
  readonly defaultWeight: number;
  readonly weightDoc: string;
}

/** `{ [source name]: its weight option }`, in the list's order. */
export function weightOptions<const S extends readonly WeightSource[]>(sources: S): { readonly [E in S[number] as E['name']]: NumberSpec & { group: 'cedst+' } } {
  const out: Record<string, NumberSpec> = {};
  for (const s of sources) out[s.name] = num({ default: s.defaultWeight, min: 0, max: MAX_WEIGHT, group: 'cedst+', doc: s.weightDoc });
  return out as { readonly [E in S[number] as E['name']]: NumberSpec & { group: 'cedst+' } };
}

/** Every option. `doc` is the line `--help` and docs/options.md show; a comment on an entry holds the
 *  reason behind it, and shows on hover over the option's field in ExtractOptions. */
export const OPTION_TABLE = {
  method: oneOf(METHODS, {
    default: 'cedst+',
    group: 'common',
    short: '-m',
    arg: '<name>',
    doc: "extraction method: cedst+ fuses the paper's four features with further evidence and keeps the article region; cedst is the paper's method (cedst-nc without the topic feature, cedst-tf with it alone); cetr*, ttr, coreex and louvan* (Louvan's Content Seeker) are the comparison methods, described in docs/method.md",
  }),
  lang: str({
    default: 'auto',
    group: 'common',
    short: '-l',
    arg: '<lang>',
    expected: `'auto' or an ISO 639-1 code (en, zh, ru…)`,
    check: checkLang,
    doc: "page language, reported as `lang`: auto detects it from the text (franc-min, 82 languages; docs/method.md §1.2); an ISO 639-1 code forces it. It picks the stop-word list (stopword's, for the 60 languages it has) and, for zh, the +08:00 zone of dates; Han text is cut by jieba whatever the language",
  }),
  /** jieba's dictionary is Simplified: Traditional text read as written comes out mostly tagged
   *  unknown, and so without keywords. Reading it in Simplified form did not validate on
   *  daniel's Traditional pages with today's models (docs/results.md), so it is not the default. */
  hanForm: oneOf(['simplified', 'as-written'] as const, {
    default: 'as-written',
    group: 'cedst',
    arg: '<form>',
    doc: 'how Han text is read for word segmentation and keywords: simplified cuts Traditional text in its Simplified form (a character table from OpenCC, one character for one), as-written cuts it as it is; the output text is always as written',
  }),
  /** Like trafilatura's favor_precision / favor_recall: a documented set of cedst+ options
   *  (PRESETS below), measured in docs/results.md; any option given beside it wins over it. */
  focus: oneOf(['balanced', 'precision', 'recall'] as const, {
    default: 'balanced',
    group: 'common',
    arg: '<how>',
    doc: 'cedst+: favour precision (drop more around the article) or recall (keep more of it); sets the options of PRESETS (docs/options.md), which options given beside it override. --precision and --recall are short for it',
  }),
  /** Checked between the stages and every 1,024 iterations of the long loops (src/core/budget.ts);
   *  parsing itself cannot be interrupted, which maxElements bounds. The CLI (extract, inspect and
   *  batch, whose per-page limit this is) defaults to 10 s; the library to none, so that a
   *  caller's result never depends on how busy the machine is unless it asks for a budget. Past
   *  the deadline on the wall clock, the thread's CPU time decides (core/budget.ts): a paused
   *  process or a wait for a core is not counted. */
  timeoutMs: int({
    default: 0,
    cliDefault: 10_000,
    min: 0,
    max: 86_400_000,
    group: 'common',
    aliases: ['timeout'],
    arg: '<ms>',
    doc: "time budget of one page's extraction, in the thread's CPU time where the system tells it (a pause is not counted); past it extraction stops with a timeout error (code timeout; 0: none; the CLI defaults to 10000)",
  }),
  /** What the parser makes of a page, counted before parsing by its own tokenizer
   *  (dom/markup-counts.ts, MarkupCounts): an element for each start tag and character reference in
   *  text, a quarter for each end tag, comment, bare `<` and attribute past the 8th of an element
   *  (a text node, an Attr or a search of the open elements each: 5 MB of `<` made 5 million text
   *  nodes). A reference in a script or an attribute value makes no node and costs
   *  nothing. The most on the 3,957 shared and fixture pages is 14,007 (`node
   *  bench/limits/page-counts.mjs`). A page's document costs ~1 KB per node and each text unit
   *  ~4 KB more, so 50,000 keeps any page that is parsed within a 256 MB worker heap
   *  (docs/reliability.md). */
  /** 3.6× the most on a real page (14,007: bench/limits/page-counts.mjs). */
  maxElements: int({
    default: 50_000,
    min: 1,
    max: 1e9,
    group: 'common',
    arg: '<n>',
    doc: 'a page whose markup costs more (a start tag or a reference in text one; an end tag, comment, stray < or attribute past the 8th of an element a quarter) is refused before parsing (code too_complex)',
  }),
  /** Markup is bounded by maxElements, text by this: 20 MB of plain words (no tags) took 1.1 GB
   *  to extract, its 3.5 million words through segmentation and the keyword graph.
   *  Spaces, scripts and styles are not counted; 8.8× the most on a real page (113,872: bench/limits/text-volume.mjs). */
  maxTextChars: int({
    default: 1_000_000,
    min: 1,
    max: 2 ** 31 - 1,
    group: 'common',
    arg: '<n>',
    doc: 'a page with more characters of visible text is refused once parsed (code too_large)',
  }),
  /** The largest of the 3,415 evaluation pages is 2.9 MB (newspaper4k's cnn_test_nlp); a page of
   *  20 MB of words takes about 1 GB to extract, and a 200 MB string made the library abort its
   *  host process at V8's heap limit. The CLI's --max-bytes of extract and batch sets
   *  it, and bounds the read besides. */
  maxBytes: int({
    default: 20 * 1024 * 1024,
    min: 1,
    max: 2 ** 31 - 1,
    group: 'common',
    cli: false,
    cliNote: 'set by --max-bytes of extract and batch, which also stops the read of a file, stdin or an archive record there',
    doc: 'an input larger than this many bytes (a string counted in UTF-8) is refused before it is decoded or parsed (code too_large): 7× the largest real page measured (2.9 MB)',
  }),
  explain: bool({
    default: false,
    group: 'common',
    cli: false,
    cliNote: 'set by the command: inspect and serve (its playground) explain, extract and batch do not',
    doc: "also return units (every unit's evidence) and topics",
  }),
  /** As a browser reads a page: `<base href>` resolves against it, and it is the base of every
   *  other relative link. The page's own canonical link still wins for `url`. */
  url: optionalStr({
    group: 'common',
    url: true,
    arg: '<url>',
    doc: "the page's address (absolute http(s)): the base of its relative links, and the result's url when the page names no canonical one",
  }),
  /** Relative dates are no dates without it: "6 hours ago" names no day by itself.
   *  A time without a zone is UTC, as a WARC-Date is. `batch` gives each record its own
   *  (WARC-Date, a JSONL `crawl_date`), which wins over this flag. */
  crawlDate: optionalStr({
    group: 'common',
    arg: '<iso>',
    expected: 'an ISO 8601 date or date-time (2012-01-12, 2012-01-12T08:30:00Z)',
    check: checkCrawlDate,
    doc: 'when the page was fetched (ISO 8601 date or date-time, UTC unless it says; default: none): only with it does a relative date ("6 hours ago", "3天前", "昨天 14:30") give the publication date; batch uses each record\'s own (WARC-Date, JSONL crawl_date) when it has one',
  }),
  /** The same order of authority as the CLI's reader (src/input/decode.ts): this header's charset,
   *  then a byte-order mark, the page's <meta>, detection, UTF-8. */
  contentType: optionalStr({
    group: 'common',
    cli: false,
    cliNote: "the CLI decodes files by BOM, <meta> and detection; batch uses each WARC record's own header",
    doc: 'the HTTP Content-Type header the page came with; its charset decodes a byte input (ignored for a string)',
  }),
  format: optionalOneOf(CONTENT_FORMATS, {
    group: 'common',
    cli: false,
    cliNote: 'the CLI has -f, --format, which adds json',
    doc: "also return the article rendered as text, markdown or HTML (the article element; a whole document with htmlDocument), in the result's content",
  }),
  /** On: a link is part of the article as the page has it (Readability.js and
   *  defuddle keep them too); --no-links gives the text alone. */
  links: bool({
    default: true,
    group: 'common',
    cli: false,
    cliNote: "extract's and batch's own --links and --no-links",
    doc: "format markdown and html: keep the article's links",
  }),
  /** Gold standards disagree on captions; kept by default: leave-one-set-out validation picks
   *  keeping them in 6 of 7 folds (docs/results.md, "Headline and captions"). */
  captions: bool({
    default: true,
    group: 'common',
    doc: 'keep figure captions and photo credits, marked as captions (italic in markdown, figcaption in html); off: cedst+ drops them',
    offDoc: 'cedst+: drop figure captions and photo credits from the article',
  }),
  /** The rules trust the readers in a fixed order; the learned picker scores every
   *  reader's names (src/metadata/author-picker.ts, models/metadata-authors.json) and names nobody
   *  below its threshold. Its leave-one-set-out figures are in docs/results.md. */
  authorPicker: oneOf(['rules', 'learned'] as const, {
    default: 'rules',
    group: 'metadata',
    arg: '<how>',
    doc: 'who picks the writers: rules (a fixed order of trust) or learned (a model, models/metadata-authors.json, that names nobody when unsure)',
  }),
  /** Like trafilatura's with_metadata: a user who wants the article's text alone need not pay for
   *  the date and credit readers (about 3 ms of a page's ~30 ms on English news, docs/performance.md).
   *  What the body extraction reads (the headline, the titles, the description) is read either way,
   *  so the article is the same with either value. */
  metadataFields: oneOf(['all', 'head'] as const, {
    default: 'all',
    group: 'common',
    arg: '<which>',
    doc: `which metadata fields to read: all, or head: what the page declares (${HEAD_FIELDS.join(', ')}) without reading its lines for ${LINE_FIELDS.join(', ')}; the article is the same either way`,
  }),
  /** How `cedst extract URL` and `cedst batch` fetch a page given by its URL (src/input/fetch.ts);
   *  `extract()` takes a page's bytes or text and fetches nothing. --max-bytes bounds the body. */
  fetch: {
    /** The whole exchange: connecting, every redirect, the body. */
    timeoutMs: int({
      default: 30_000,
      min: 1,
      max: 86_400_000,
      group: 'fetch',
      arg: '<ms>',
      doc: 'a page given by its URL (extract, batch): time for the whole fetch, redirects and body included, before it fails with code timeout',
    }),
    maxRedirects: int({ default: 5, min: 0, max: 100, group: 'fetch', doc: 'a page given by its URL: redirects followed before it fails (code read_error, as a redirect loop does)' }),
    /** An HTTP header value: no CR or LF (which would end the header and start another) nor any
     *  other control character, and nothing outside Latin-1 (Node's own rule for header values).
     *  Refused here, up front, rather than by Node on every URL of a batch. */
    userAgent: str({
      default: `cedst/${VERSION} (news article extractor)`,
      group: 'fetch',
      arg: '<ua>',
      expected: 'a valid HTTP header value (--fetch-user-agent: printable text, no CR, LF or other control characters)',
      check: (value) => (/^[\t\x20-\x7e\x80-\xff]+$/.test(value) ? value : undefined),
      doc: 'a page given by its URL: the User-Agent header sent',
    }),
    /** Safe by default for a service that fetches URLs others give it: a URL that
     *  leads, by its host's DNS answer or a redirect, to loopback, a private network, link-local
     *  (cloud metadata at 169.254.169.254) or any other special-purpose address is refused with
     *  code blocked_address before a socket opens (src/input/address.ts). */
    allowPrivateAddresses: bool({
      default: false,
      group: 'fetch',
      doc: 'a page given by its URL: also fetch loopback (localhost), private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local and other special-purpose addresses, refused by default (code blocked_address)',
    }),
  },
  /** An article split over several pages (src/dom/next-page.ts finds the next one, src/cli/
   *  follow-pages.ts reads them): every page fetched under the fetch options, on the first page's
   *  host only, each once. `extract()` fetches nothing: `joinPages` joins pages a caller read. */
  followPages: int({
    default: 0,
    min: 0,
    max: 100,
    group: 'fetch',
    arg: '<n>',
    doc: 'a page given by its URL (extract, batch): follow up to n next pages of an article split over several (rel=next, numbered page links, "Next page", "下一页"), on the same host, each once, and join their articles; the result\'s pages lists them, and a loop, another host, a refused address or a page that fails stops the reading with the pages read so far and a warning',
  }),
  /** Like trafilatura's --images, and Readability's and defuddle's output. Off by default: the
   *  result, and every method's output, stay as they were. */
  images: bool({
    default: false,
    group: 'common',
    doc: "cedst methods: keep the article's images (src resolved against the page's address, alt, caption) as image blocks, shown in markdown and html, and list them in the result's images",
  }),
  /** Like trafilatura's --with-comments: the thread is found by its markup (class or id words
   *  such as comments, commentlist, disqus: COMMENT_WORDS in src/vocabulary/markup.ts; src/dom/comments.ts). */
  withComments: bool({
    default: false,
    group: 'common',
    doc: "cedst methods: return the readers' comments (author, date, text) as the result's comments, only from text outside the article",
  }),
  /** trafilatura's --no-tables. */
  tables: bool({
    default: true,
    group: 'common',
    doc: "cedst methods: keep the article's data tables",
    offDoc: "cedst methods: leave the article's data tables out (their cells' text too)",
  }),
  /** Readability and defuddle give the article's fragment; a page of its own is asked for. */
  htmlDocument: bool({
    default: false,
    group: 'common',
    doc: 'format html: a whole HTML document (doctype, head, title) around the article, instead of the article element alone',
  }),
  excerpt: bool({
    default: false,
    group: 'common',
    doc: "also return an excerpt: the page's description (og:description, meta description), else the start of the article's first paragraph",
  }),
  /** A crawl is not all articles: the page type lets a user keep the articles (batch's
   *  --page-types) and caps the confidence of what is not one. Off: no pageType, confidence as
   *  the method gives it. */
  pageType: bool({
    default: true,
    group: 'common',
    doc: "cedst+: return the page's type (pageType: article, liveblog, listing, forum, product, other) and its probability (pageTypeConfidence); a page that is not an article or live blog gets a confidence no higher than its probability of being an article",
    offDoc: 'no page type; the confidence as the method gives it',
  }),
  gamma: int({ default: 2, min: 0, max: 1000, group: 'cedst', doc: 'γ of the keyword compatibility relation: relate(x, y) > γ (or ≥ γ, see --gamma-compare)' }),
  /** The paper says three times that related keywords co-occur "more than γ" times: `gt` is its
   *  reading (docs/method.md §1.4). cedst+ has its own, `plus.gammaCompare`. Measured in docs/results.md. */
  gammaCompare: oneOf(['ge', 'gt'] as const, {
    default: 'gt',
    group: 'cedst',
    arg: '<op>',
    doc: 'cedst, cedst-nc, cedst-tf: compare relate(x, y) with γ by gt (>, the paper\'s "more than γ") or ge (≥)',
  }),
  /** The paper's unit is the DOM's `#text` leaf; the block unit (the inline content of a block
   *  element) is our reconstruction and the default (docs/method.md §1.1). Measured in docs/results.md. */
  units: oneOf(['block', 'leaf'] as const, {
    default: 'block',
    group: 'cedst',
    arg: '<unit>',
    doc: "cedst, cedst-nc, cedst-tf: text units are blocks (a block element's inline content) or leaf (the paper's literal #text leaves); cedst+ always uses blocks",
  }),
  /** `jieba`: window `--window`, edges weighted by co-occurrence counts, nouns, verbs and `eng` for
   *  Chinese (jieba's textrank). `mihalcea-tarau`: the TextRank paper's keyword setting, window 2,
   *  unweighted edges, nouns and adjectives only (English tagged by natural's Brill tagger). */
  textrank: oneOf(['jieba', 'mihalcea-tarau'] as const, {
    default: 'jieba',
    group: 'cedst',
    arg: '<setting>',
    doc: "TextRank keywords: jieba (window --window, weighted, nouns and verbs) or mihalcea-tarau (the TextRank paper's: window 2, unweighted, nouns and adjectives)",
  }),
  /** The paper gives neither radius nor σ; ⌈2σ⌉ keeps 95% of the Gaussian's mass, CETR truncates at ⌈σ⌉. */
  kernel: oneOf(['2sigma', 'cetr'] as const, {
    default: '2sigma',
    group: 'cedst',
    arg: '<kernel>',
    doc: "cedst, cedst-nc, cedst-tf, cedst+: the smoothing kernel's radius, ⌈2σ⌉ (2sigma) or CETR's ⌈σ⌉ (cetr)",
  }),
  /** `any` counts a topic's whole weight when the unit holds any of its keywords; `partial` counts
   *  w(B)·|B ∩ words(u)|/|B|. */
  topicMembership: oneOf(['any', 'partial'] as const, {
    default: 'any',
    group: 'cedst',
    arg: '<how>',
    doc: "h_topic counts a topic's whole weight when a unit holds any of its keywords (partial: in proportion)",
  }),
  topK: int({ default: 10, min: 1, max: 1000, group: 'cedst', doc: 'TextRank keywords kept per unit' }),
  window: int({ default: 5, min: 2, max: 100, group: 'cedst', doc: 'TextRank co-occurrence window, in tokens' }),
  damping: num({ default: 0.85, min: 0, max: 1, group: 'cedst', doc: 'TextRank damping factor d' }),
  alpha: {
    topic: num({ default: 0.9, min: 0, max: MAX_WEIGHT, group: 'cedst', doc: 'α of the topic feature: m({news}) = α·h_topic' }),
    cluster: num({ default: 0.9, min: 0, max: MAX_WEIGHT, group: 'cedst', doc: 'α of the cluster feature: m({news}) = α·h_cluster' }),
    variance: num({ default: 0.9, min: 0, max: MAX_WEIGHT, group: 'cedst', doc: 'α of the variance feature: m({news}) = α·h_variance' }),
  },
  beta: {
    href: num({ default: 0.9, min: 0, max: MAX_WEIGHT, group: 'cedst', doc: 'β of the hyperlink feature: m({¬news}) = β·h_href' }),
  },
  sigma: num({ default: 1, min: 0, max: 100, group: 'cedst', doc: 'σ of the Gaussian smoothing over the unit sequence, in units (0: none)' }),
  limits: {
    maxKeywords: int({ default: 400, min: 1, max: 1e9, group: 'cedst', doc: 'keywords that take part in topic building, the most widespread first' }),
    maxTopics: int({ default: 2000, min: 1, max: 1e9, group: 'cedst', doc: 'maximal compatibility blocks enumerated before the topic search stops' }),
    maxCliqueSteps: int({ default: 200_000, min: 1, max: 1e9, group: 'cedst', doc: 'Bron–Kerbosch recursion steps before the topic search stops' }),
  },
  cetr: {
    /** `'std'` takes the standard deviation of the page's tag ratios, as the CETR paper does; the
     *  default 1 is measured against it in docs/results.md. */
    sigma: numberOr('std', {
      default: 1,
      min: 0,
      max: 100,
      group: 'cetr',
      arg: '<n|std>',
      doc: "σ of the Gaussian smoothing of the tag ratios, in lines (radius ⌈σ⌉); std: the paper's std of the tag ratios; 0: none",
    }),
    lambda: num({ default: 1, min: 0, max: 100, group: 'cetr', aliases: ['lambda'], doc: 'cetr-tm: a line is content when its smoothed tag ratio ≥ λ·std' }),
    clusters: int({ default: 3, min: 2, max: 100, group: 'cetr', aliases: ['clusters'], doc: 'cetr, cetr-km: k of the k-means' }),
    alpha: int({ default: 3, min: 1, max: 100, group: 'cetr', doc: 'cetr: α, the lines ahead averaged in the gradient' }),
    /** The paper leaves it open: `farthest` is maximin from the lowest value (the origin for `cetr`),
     *  `range` evenly spaced, `quantile` at the quantiles. Measured in docs/results.md. */
    init: oneOf(KMEANS_INITS, {
      default: 'farthest',
      group: 'cetr',
      aliases: ['kmeans-init'],
      arg: '<init>',
      doc: 'cetr, cetr-km: how the k-means centroids start (farthest: maximin; range: evenly spaced; quantile)',
    }),
    lineWidth: int({ default: 65, min: 10, max: 1_000_000, group: 'cetr', aliases: ['line-width'], doc: 'pages with very few lines are cut every this many characters' }),
  },
  ttr: {
    radius: int({ default: 2, min: 0, max: 1000, group: 'ttr', doc: 'lines on each side of the moving mean that smooths the tag ratios' }),
    lambda: num({ default: 1, min: 0, max: 100, group: 'ttr', aliases: ['lambda'], doc: 'a line is content when its smoothed tag ratio ≥ λ·std' }),
    lineWidth: int({ default: 65, min: 10, max: 1_000_000, group: 'ttr', aliases: ['line-width'], doc: 'pages with very few lines are cut every this many characters' }),
  },
  coreex: {
    // A share of non-link words cannot exceed 1, so a ratio of 1 or more would select nothing.
    textRatio: num({ default: 0.9, min: 0, max: 0.999999, group: 'coreex', aliases: ['text-ratio'], doc: "a child joins a node's set when its share of non-link words exceeds this" }),
    weight: num({ default: 0.99, min: 0, max: 1, group: 'coreex', doc: "weight of the set's text share in the score; the rest goes to its share of the page's text" }),
  },
  /** docs/spec/louvan.md §3–§4; the reconstructed choices are its §9. */
  louvan: {
    /** `news`: models/louvan-news.json, trained here by `npm run train:louvan` and shipped in the
     *  package; `thesis-news`: the two trees the thesis prints (docs/spec/louvan.md §3.6), no single-phase
     *  tree, so the louvan-1-* modes need another model. Loaded once per process. */
    model: str({
      default: 'news',
      group: 'louvan',
      arg: '<news|thesis-news|file>',
      doc: 'the trees: news (trained here, shipped), thesis-news (the trees the thesis prints; two-phase only) or a model JSON file',
    }),
    /** docs/spec/louvan.md §3.5: Δ = 0.2 in the thesis; `model` takes the model file's own. */
    delta: numberOr('model', {
      default: 'model',
      min: 0,
      max: 1,
      group: 'louvan',
      arg: '<n|model>',
      doc: "Δ of the fallback when no segment is main: a tree decides at the first node on the path whose error rate is ≤ Δ (model: the model's own)",
    }),
    /** `none` is faithful; `best` is ours. */
    fallback: oneOf(['none', 'best'] as const, {
      default: 'none',
      group: 'louvan',
      arg: '<how>',
      doc: 'when even Δ finds no main segment: none returns nothing, best the segment with the largest P(main)',
    }),
    /** docs/spec/louvan.md §4.1, reconstructed from prose. */
    lbsPick: oneOf(['block', 'longest-string'] as const, {
      default: 'block',
      group: 'louvan',
      arg: '<how>',
      doc: 'LBS: among several main roots keep the one whose block has the most text (block) or the longest single string',
    }),
    /** docs/spec/louvan.md §4.2: the thesis borrows TTR's smoothing and does not state r. */
    slsRadius: int({ default: 2, min: 0, max: 1000, group: 'louvan', doc: 'SLS: radius r of the moving mean over the string lengths' }),
    slsCompare: oneOf(['gt', 'ge'] as const, {
      default: 'gt',
      group: 'louvan',
      arg: '<op>',
      doc: 'SLS: keep a string whose smoothed length is above τ (gt, the thesis\'s "larger than") or at least τ (ge, TTR\'s)',
    }),
    /** docs/spec/louvan.md §4.3 option. */
    tpExpand: bool({ default: false, group: 'louvan', doc: 'TP: output every table with the winning signature, not only the main ones' }),
  },
  plus: {
    /** cedst+'s own γ comparison, so the faithful methods' corrected default leaves its output as it
     *  was; `ge` measured better for it (docs/results.md). */
    gammaCompare: oneOf(['ge', 'gt'] as const, { default: 'ge', group: 'cedst+', arg: '<op>', doc: 'cedst+: compare relate(x, y) with γ by ge (≥) or gt (>)' }),
    /** Weight of each further mass function (α for evidence for news, β against); 0 leaves a
     *  source out. */
    weights: weightOptions(EVIDENCE_SOURCES),
    lengthWords: num({ default: 40, min: 1, max: 100_000, group: 'cedst+', doc: 'words at which h_length reaches 1' }),
    reach: num({ default: 10, min: 1, max: 100_000, group: 'cedst+', doc: 'units away from the main content run at which h_distance reaches 1' }),
    region: bool({ default: true, group: 'cedst+', doc: 'choose the article region and keep what belongs inside it', offDoc: 'no article region: keep every unit the fusion keeps' }),
    regionFloor: num({ default: 0.5, min: 0, max: 1, group: 'cedst+', doc: "the region's gain is words·(smoothed − max(t*, this))" }),
    /** Smoothing must not halve an article that is one big unit among short neighbours (docs/method.md §6,
     *  break 1). */
    bigUnitWords: num({ default: 100, min: 1, max: 1e9, group: 'cedst+', doc: "a unit of at least this many words enters the region's gain with its own m(N) when that is above its smoothed value" }),
    /** For a unit whose structure cue is not against it (no furniture markup around it): a short
     *  one-paragraph article must not lose the region to a teaser list. */
    unmarkedBigUnitWords: num({ default: 70, min: 1, max: 1e9, group: 'cedst+', doc: 'the same, for a unit without furniture markup around it' }),
    /** An article split over sibling blocks of one parent: runs of siblings next to the region whose
     *  gain adds at least a third of the region's join it. */
    regionSiblings: bool({
      default: true,
      group: 'cedst+',
      doc: 'runs of sibling elements next to the region that add a third of its gain join it',
      offDoc: 'sibling elements next to the region never join it',
    }),
    headline: bool({
      default: true,
      group: 'cedst+',
      doc: "find the article's headline: the unit before the article that the page's titles name (see plus.headlineInBody)",
      offDoc: "do not look for the article's headline before the article",
    }),
    /** Gold standards disagree: schema.org's articleBody, Readability.js, trafilatura and most sets
     *  leave the headline out of the body (`title` holds it), daniel and dragnet keep it. Off by
     *  default: scored under each set's own convention (conventions.json: the title before the body
     *  where the gold includes it), leave-one-set-out validation picks off (docs/results.md,
     *  "Headline and captions"). */
    headlineInBody: bool({
      default: false,
      group: 'cedst+',
      doc: 'the body starts with the headline; off: the body starts after it, and kept lines at its top that only repeat the title are left out (title holds it)',
      offDoc: 'the body starts after the headline, and kept lines at its top that only repeat the title are left out (title holds it)',
    }),
    /** Leave one set out, the choose stage raised every shared set or left it as it
     *  was (docs/results.md, "Readings"). */
    readings: bool({
      default: true,
      group: 'cedst+',
      doc: "weigh the page's other readings (cedst+'s precision and recall variants, a Readability-style node scorer, CoreEx's node, the schema.org articleBody, the container after the headline) and take the one the model predicts best",
      offDoc: "keep cedst+'s own article; weigh no other reading",
    }),
    readingMargin: num({ default: 0.02, min: 0, max: 1, group: 'cedst+', doc: "a reading replaces cedst+'s own only when its predicted gain in F1 is at least this" }),
    readingDoubt: num({
      default: 0.02,
      min: 0,
      max: 10,
      group: 'cedst+',
      doc: "a reading's predicted gain is lessened by this times how far the confidence model rates it below cedst+'s own reading (0: the gain alone decides)",
    }),
    readingModel: str({ default: 'shipped', group: 'cedst+', arg: '<shipped|file>', doc: 'the model of the choose stage: shipped (models/reading-gains.json) or a model JSON file' }),
    /** Found by their headings. */
    sections: bool({
      default: true,
      group: 'cedst+',
      doc: 'drop "Related …" lists and "Comments" threads that follow the article in its region',
      offDoc: 'keep "Related …" lists and "Comments" threads that follow the article in its region',
    }),
    readingBlocks: bool({
      default: false,
      group: 'cedst+',
      doc: "a reading taken in place of cedst+'s own leaves out the units it adds that their own evidence speaks against (mostly links, short repeated text, hidden, legal), as in cedst+'s region",
      offDoc: "a reading taken in place of cedst+'s own keeps every unit of its container",
    }),
    /** Measured leave one set out by bench/train-block-choice.mjs: it did not hold on every set,
     *  so it is off (docs/method.md §7.9). */
    blockChoice: bool({
      default: false,
      group: 'cedst+',
      doc: "after the choose stage, decide each block the page's readings disagree on by itself (a learned per-block model) instead of taking one reading's blocks whole",
      offDoc: 'the reading the choose stage takes gives every block of the article',
    }),
    blockChoiceThreshold: num({
      default: 0.8,
      min: 0.5,
      max: 1,
      group: 'cedst+',
      doc: 'with plus.blockChoice, a disputed block changes sides only when the model gives the other side more than this',
    }),
    blockChoiceModel: str({ default: 'shipped', group: 'cedst+', arg: '<shipped|file>', doc: 'the per-block model of plus.blockChoice: shipped (models/block-choice.json) or a model JSON file' }),
    linkedEntries: bool({
      default: true,
      group: 'cedst+',
      doc: 'keep a run of linked entries (list items, <br>-separated links) that the article text brackets in its region, whatever its link density',
      offDoc: 'drop linked entries in the region as any unit mostly of links',
    }),
    maxLinkShare: num({ default: 0.5, min: 0, max: 1, group: 'cedst+', doc: 'in the region, units with more of their words in links than this are dropped' }),
    /** Drop the kept units before the article's first paragraph and after its last one that lie
     *  outside every sibling group of prose: groups with a kept unit of at least this many words (or
     *  see edgeGroupWords). Removes captions, bylines, gallery controls, "more from us" lists,
     *  sign-up and copyright lines at the article's edges. */
    edgeWords: num({
      default: 30,
      min: 0,
      max: 100_000,
      group: 'cedst+',
      doc: "trim short non-prose units (captions, bylines, sign-up lines) at the article's edges: a prose group has a unit of this many words (0: off)",
    }),
    /** Words of sentences are words × h_punctuation: a bulleted list of short sentences is prose. */
    edgeGroupWords: num({ default: 60, min: 0, max: 100_000, group: 'cedst+', doc: 'a sibling group whose kept units hold this many words of sentences is prose too (0: off)' }),
    edgeMaxShare: num({ default: 0.25, min: 0, max: 1, group: 'cedst+', doc: 'an edge is kept whole when it holds more than this share of the kept words' }),
    /** Units that open with a disclaimer or copyright notice, show "©" / "all rights reserved" in
     *  their first 80 characters, or follow a bare "Disclaimer:" label (LEGAL_NOTICE in src/vocabulary/multilingual.ts). */
    legal: bool({
      default: true,
      group: 'cedst+',
      doc: "disclaimer and copyright notices count for nothing in the region's gain and are dropped",
      offDoc: 'disclaimer and copyright notices count and are kept like any other text',
    }),
    /** Page furniture that the region keeps because it stands among the article's blocks, known by
     *  what it says or by its markup (methods/plus/verdicts.ts, edges.ts): an ad slot's label, a
     *  cookie or consent notice, a gallery's title, counter and thumbnail labels, a caption said
     *  again, datelines and player or reading-time lines above the first sentence, and a heading at
     *  the article's end over a share bar or link list. */
    furnitureLines: bool({
      default: true,
      group: 'cedst+',
      doc: "drop the furniture lines the region keeps among the article's blocks: ad labels, consent notices, gallery controls, repeated captions, datelines and player lines above the first sentence, a closing heading over a share bar",
      offDoc: "keep ad labels, consent notices, gallery controls, repeated captions, datelines, player lines and closing headings that stand among the article's blocks",
    }),
    /** Inline display:none or visibility:hidden, or the hidden attribute. */
    hidden: bool({
      default: true,
      group: 'cedst+',
      doc: "text the page hides (display:none, visibility:hidden, hidden) counts for nothing in the region's gain and is dropped",
      offDoc: 'text the page hides (display:none, visibility:hidden, hidden) counts and is kept like any other text',
    }),
  },
} as const satisfies OptionTree;

/** What `focus` sets, for cedst+ (the other methods have none of these options). Measured per set
 *  in docs/results.md: each raises its side on every shared set against the defaults.
 *  - precision: a stricter region (floor 0.6) and link share (0.2), a wider trim of short non-prose
 *    units at the article's edges, no sibling runs joining the region.
 *  - recall: no edge trim, a looser region floor and link share. */
export const PRESETS = {
  precision: { plus: { regionFloor: 0.6, maxLinkShare: 0.2, edgeWords: 50, edgeGroupWords: 100, regionSiblings: false } },
  recall: { plus: { edgeWords: 0, maxLinkShare: 0.8, regionFloor: 0.4 } },
} as const satisfies Record<'precision' | 'recall', InputOf<typeof OPTION_TABLE>>;

export function isSpec(node: OptionSpec | OptionTree): node is OptionSpec {
  return typeof (node as { kind?: unknown }).kind === 'string';
}

export interface OptionLeaf {
  /** e.g. `['plus', 'edgeWords']` */
  path: readonly string[];
  /** e.g. `plus.edgeWords` */
  name: string;
  spec: OptionSpec;
}

/** Every option of a tree, depth first, in declaration order. */
export function optionLeaves(tree: OptionTree = OPTION_TABLE, prefix: readonly string[] = []): OptionLeaf[] {
  return Object.entries(tree).flatMap(([k, node]) => {
    const path = [...prefix, k];
    return isSpec(node) ? [{ path, name: path.join('.'), spec: node }] : optionLeaves(node, path);
  });
}

/** The option's CLI flag without `--`: its path in kebab case (`plus.edgeWords` → `plus-edge-words`). */
export function flagName(path: readonly string[]): string {
  return path.map((p) => p.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())).join('-');
}

/** What a spec accepts: the type of its values. */
export type ValueOf<S> =
  S extends EnumSpec<infer T, infer D>
    ? T | (undefined extends D ? undefined : never)
    : S extends { kind: 'number'; literal?: infer L }
      ? number | Exclude<L, undefined>
      : S extends BooleanSpec
        ? boolean
        : S extends StringSpec<infer D>
          ? string | (undefined extends D ? undefined : never)
          : never;
/** The resolved options of a tree: every field present. */
export type ResolvedOf<T> = { -readonly [K in keyof T]: T[K] extends OptionSpec ? ValueOf<T[K]> : ResolvedOf<T[K]> };
/** What callers may pass for a tree: any subset, nested groups included. */
export type InputOf<T> = { -readonly [K in keyof T]?: T[K] extends OptionSpec ? ValueOf<T[K]> : InputOf<T[K]> };
/** Whether an option, or a group of options with one public option in it, is on the public surface. */
type IsPublic<N> = N extends OptionSpec ? (N extends { group: PublicGroup } ? true : false) : true extends { [K in keyof N]: IsPublic<N[K]> }[keyof N] ? true : false;
/** InputOf for the public options alone (SURFACE_OF). */
export type PublicInputOf<T> = { -readonly [K in keyof T as IsPublic<T[K]> extends true ? K : never]?: T[K] extends OptionSpec ? ValueOf<T[K]> : PublicInputOf<T[K]> };

/** Whether `spec` is on the public surface. */
export function isPublic(spec: OptionSpec): boolean {
  return SURFACE_OF[spec.group] === 'public';
}
