// The per-page context: one parsed page and everything read off it, built once by `extract` and
// handed to the method. Every part is computed on first use, so a method pays only for what it
// reads (the CETR family and TTR never segment), and whatever asks next (the metadata, another
// stage) gets the same value. The memos of element cues, gallery names and hiddenness live here too: they die
// with the page instead of holding state between pages.
import type { AuthorPicker, Lang, LangOption, Metadata, MetadataFields, Page, PageHead, SegmentedUnit, TextUnit } from '../core/types.js';
import { parseDocument } from '../dom/parse.js';
import { isNoscriptPage, unwrapNoscript } from '../dom/noscript-page.js';
import { collectUnits } from '../dom/units.js';
import { checkTextVolume } from '../dom/text-volume.js';
import { hiddenReader } from '../dom/hidden.js';
import { cueReader, galleryReader } from '../dom/cues.js';
import { parentGroups } from '../dom/siblings.js';
import { pageLanguage } from '../lang/detect.js';
import type { HanForm } from '../lang/han-form.js';
import { segmentUnits } from '../lang/segment.js';
import { collectParts, type PageParts } from '../metadata/collect.js';
import { articleMetadata, metadataOf, readHead, scanLines, type MetadataContext, type PageHeadInfo, type LineScan } from '../metadata/index.js';
import { LazyHead } from './head.js';
import { deadlineIn, NO_DEADLINE, type Deadline } from '../core/budget.js';
import { checkElements } from '../dom/markup-counts.js';
import { checkDocumentElements, documentSource } from '../dom/document-input.js';

/** What one page's extraction is given besides its HTML: its address, and what bounds the work
 *  (src/core/budget.ts). */
export interface PageSettings {
  /** The page's address when known (the `url` option): the base of its links. */
  url?: string;
  /** Default: none. */
  deadline?: Deadline;
  /** Refuse, before parsing, a page with more tags, comments and character references (checkElements). Default: no limit. */
  maxElements?: number;
  /** Refuse, once parsed, a page with more characters of text (checkTextVolume). Default: no limit. */
  maxTextChars?: number;
  /** When the page was fetched (the `crawlDate` option): what a relative date is counted from. */
  crawlDate?: string;
  /** Who picks the writers (the `authorPicker` option). Default: rules. */
  authorPicker?: AuthorPicker;
  /** How Han text is segmented (the `hanForm` option). Default: DEFAULT_HAN_FORM. */
  hanForm?: HanForm;
  /** Which metadata fields are read (the `metadataFields` option). Default: all. */
  metadataFields?: MetadataFields;
}

/** The settings the options give, the time budget starting now. */
export function pageSettings(options: {
  readonly url?: string | undefined;
  readonly timeoutMs: number;
  readonly maxElements: number;
  readonly maxTextChars: number;
  readonly crawlDate?: string | undefined;
  readonly authorPicker?: AuthorPicker;
  readonly hanForm?: HanForm;
  readonly metadataFields?: MetadataFields;
}): PageSettings {
  return {
    ...(options.metadataFields === 'head' ? { metadataFields: options.metadataFields } : {}),
    ...(options.hanForm === undefined ? {} : { hanForm: options.hanForm }),
    ...(options.authorPicker === 'learned' ? { authorPicker: options.authorPicker } : {}),
    ...(options.url === undefined ? {} : { url: options.url }),
    ...(options.crawlDate === undefined ? {} : { crawlDate: options.crawlDate }),
    deadline: deadlineIn(options.timeoutMs),
    maxElements: options.maxElements,
    maxTextChars: options.maxTextChars,
  };
}

/** The context of one page. `lang` is the `lang` option: `auto` detects it from the units. A
 *  `doc` given is `html` as cedst parses it (parseDocument), read and shaped like its own parse;
 *  otherwise the page is checked against `maxElements` and parsed; either is then checked against
 *  `maxTextChars`. */
export function createPage(html: string, lang: LangOption = 'auto', doc?: Document, settings: PageSettings = {}): Page {
  const deadline = settings.deadline ?? NO_DEADLINE;
  if (doc === undefined) {
    if (settings.maxElements !== undefined) checkElements(html, settings.maxElements);
    doc = parseDocument(html);
    deadline.check('parse');
  }
  // A script's shell is read from its <noscript> content (src/dom/noscript-page.ts), in place: the
  // document is cedst's own parse of `html`.
  if (/<noscript/i.test(html) && isNoscriptPage(doc)) unwrapNoscript(doc);
  if (settings.maxTextChars !== undefined) checkTextVolume(doc, settings.maxTextChars);
  return new PageContext(html, doc, lang, settings);
}

/** The context of a page given as a DOM Document (src/dom/document-input.ts): read as it is, never
 *  changed; `maxElements` counts its elements and comments, `maxTextChars` its text. Its source
 *  text (`html`) is its serialisation, made on first use. */
export function createDocumentPage(doc: Document, lang: LangOption = 'auto', settings: PageSettings = {}): Page {
  if (settings.maxElements !== undefined) checkDocumentElements(doc, settings.maxElements);
  if (settings.maxTextChars !== undefined) checkTextVolume(doc, settings.maxTextChars);
  // The caller's document is never changed: a script's shell is read from a copy.
  const read = isNoscriptPage(doc) ? unwrapNoscript(doc.cloneNode(true) as Document) : doc;
  return new PageContext(() => documentSource(doc), read, lang, settings);
}

class PageContext implements Page {
  readonly cue = cueReader();
  readonly gallery = galleryReader();
  readonly hidden = hiddenReader();
  readonly head: PageHead;
  #html: string | (() => string);
  #units?: TextUnit[];
  #lang?: Lang;
  #segmented?: SegmentedUnit[];
  #groups?: number[];
  #parts?: PageParts;
  #headInfo?: PageHeadInfo;
  #metadata?: Metadata;
  #lineScan?: LineScan;

  /** The page's time budget (settings.deadline), none when absent. */
  readonly deadline: Deadline;

  constructor(
    html: string | (() => string),
    readonly doc: Document,
    private readonly langOption: LangOption,
    private readonly settings: PageSettings,
  ) {
    this.deadline = settings.deadline ?? NO_DEADLINE;
    this.#html = html;
    this.head = new LazyHead(
      doc,
      () => this.parts,
      () => this.headInfo,
      settings.url,
    );
  }

  /** The source text: given, or made on first use (a Document's serialisation). */
  get html(): string {
    if (typeof this.#html !== 'string') this.#html = this.#html();
    return this.#html;
  }

  get units(): readonly TextUnit[] {
    return (this.#units ??= collectUnits(this.doc, this.deadline));
  }

  get lang(): Lang {
    // A forced language needs no units.
    return (this.#lang ??= this.langOption === 'auto' ? pageLanguage(this.units, 'auto') : this.langOption);
  }

  get segmented(): readonly SegmentedUnit[] {
    // The page's language picks the stop words besides the English ones.
    return (this.#segmented ??= segmentUnits(this.units, this.lang, this.deadline, this.settings.hanForm));
  }

  get groups(): readonly number[] {
    return (this.#groups ??= parentGroups(this.units));
  }

  /** With `metadataFields: 'head'` the page's lines are never walked for dates and credits: the
   *  body's stages read only the head's fields (the headline, the titles, the description). */
  get metadata(): Metadata {
    if (this.#metadata === undefined) {
      this.#metadata = metadataOf(this.headInfo, this.headOnly ? undefined : this.lineScan, this.metadataContext);
      this.deadline.check('metadata');
    }
    return this.#metadata;
  }

  articleMetadata(paragraphs: readonly string[]): Metadata {
    if (this.headOnly) return this.metadata;
    const meta = articleMetadata(this.doc, paragraphs, this.metadata, { ...this.metadataContext, head: this.headInfo, lineScan: this.lineScan });
    this.deadline.check('metadata');
    return meta;
  }

  private get headOnly(): boolean {
    return this.settings.metadataFields === 'head';
  }

  private get metadataContext(): MetadataContext {
    const { url, crawlDate, authorPicker } = this.settings;
    const context: MetadataContext = { lang: this.lang, deadline: this.deadline };
    if (url) context.url = url;
    if (crawlDate) context.crawlDate = crawlDate;
    if (authorPicker) context.authorPicker = authorPicker;
    return context;
  }

  /** One walk over the document for every element the metadata and the head read. */
  private get parts(): PageParts {
    return (this.#parts ??= collectParts(this.doc, this.deadline));
  }

  /** The lines both metadata reads use: walked once. */
  private get lineScan(): LineScan {
    return (this.#lineScan ??= scanLines(this.doc, this.headInfo, this.metadataContext));
  }

  private get headInfo(): PageHeadInfo {
    return (this.#headInfo ??= readHead(this.parts));
  }
}
