// The per-page context: one parsed page and everything read off it, built once by `extract` and
// handed to the method. Every part is computed on first use, so a method pays only for what it
// reads (the CETR family and TTR never segment), and whatever asks next (the metadata, another
// stage) gets the same value. The memos of element cues and hiddenness live here too: they die
// with the page instead of holding state between pages.
import type { LangOption } from '../options.js';
import type { Lang, Metadata, Page, PageHead, SegmentedUnit, TextUnit } from '../types.js';
import { parseDocument } from '../dom/parse.js';
import { collectUnits } from '../dom/units.js';
import { hiddenReader } from '../dom/hidden.js';
import { cueReader } from '../features/cues.js';
import { parentGroups } from '../features/siblings.js';
import { pageLanguage } from '../lang/detect.js';
import { segmentUnits } from '../lang/segment.js';
import { collectParts, type PageParts } from '../metadata/collect.js';
import { articleMetadata, metadataOf, readHead, type PageHeadInfo } from '../metadata/index.js';
import { LazyHead } from './head.js';

/** The context of one page. `lang` is the `lang` option: `auto` detects it from the units. */
export function createPage(html: string, lang: LangOption = 'auto', doc: Document = parseDocument(html)): Page {
  return new PageContext(html, doc, lang);
}

class PageContext implements Page {
  readonly cue = cueReader();
  readonly hidden = hiddenReader();
  readonly head: PageHead;
  #units?: TextUnit[];
  #lang?: Lang;
  #segmented?: SegmentedUnit[];
  #groups?: number[];
  #parts?: PageParts;
  #headInfo?: PageHeadInfo;
  #metadata?: Metadata;

  constructor(
    readonly html: string,
    readonly doc: Document,
    private readonly langOption: LangOption,
  ) {
    this.head = new LazyHead(
      doc,
      () => this.parts,
      () => this.headInfo,
    );
  }

  get units(): readonly TextUnit[] {
    return (this.#units ??= collectUnits(this.doc));
  }

  get lang(): Lang {
    // A forced language needs no units.
    return (this.#lang ??= this.langOption === 'auto' ? pageLanguage(this.units, 'auto') : this.langOption);
  }

  get segmented(): readonly SegmentedUnit[] {
    // The page's language picks the stop words besides the English ones.
    return (this.#segmented ??= segmentUnits(this.units, this.lang));
  }

  get groups(): readonly number[] {
    return (this.#groups ??= parentGroups(this.units));
  }

  get metadata(): Metadata {
    return (this.#metadata ??= metadataOf(this.doc, this.headInfo, { lang: this.lang }));
  }

  articleMetadata(paragraphs: readonly string[]): Metadata {
    return articleMetadata(this.doc, paragraphs, this.metadata, { lang: this.lang }, this.headInfo);
  }

  /** One walk over the document for every element the metadata and the head read. */
  private get parts(): PageParts {
    return (this.#parts ??= collectParts(this.doc));
  }

  private get headInfo(): PageHeadInfo {
    return (this.#headInfo ??= readHead(this.parts));
  }
}
