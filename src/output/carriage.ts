// How a format's output travels where one page's output is not the whole stream: inside a batch
// record (`cedst batch -f`), and among several pages' outputs in one stream (`cedst extract` with
// several files). Every entry of FORMAT_ENTRIES (output/index.ts) names one of each, so a new
// format cannot leave batch or extract to guess.
import type { Extraction } from '../core/types.js';
import { formatJsonLine } from './json.js';

/** How a batch record carries the article. */
export interface RecordCarriage {
  /** `text` holds the article rendered in the format (named in the record's `format`), not its
   *  plain text. */
  readonly rendered: boolean;
  /** The record keeps the paragraphs and blocks (all but the evidence), not the plain text alone. */
  readonly allFields: boolean;
  /** What `batch --help` says of it. */
  readonly doc: string;
}

/** The paragraphs, one a line, in `text`. */
export const PLAIN_RECORD: RecordCarriage = { rendered: false, allFields: false, doc: 'the paragraphs in `text`' };
/** The rendered article in `text`, and `format` naming the format. */
export const RENDERED_RECORD: RecordCarriage = { rendered: true, allFields: false, doc: 'the formatted article in `text`' };
/** Every field, paragraphs and blocks included. */
export const ALL_FIELDS_RECORD: RecordCarriage = { rendered: false, allFields: true, doc: 'every field, paragraphs and blocks included' };

/** One page's output among several. */
export interface FramedPage {
  readonly result: Extraction;
  /** The file as given: `-` for stdin, an address without its credentials. */
  readonly source: string;
  /** The page rendered in the format. */
  readonly body: () => string;
  /** The page opens the stream. */
  readonly first: boolean;
}

/** How one page's output stands among several in one stream. */
export interface Framing {
  frame(page: FramedPage): string;
  /** What `extract --help` says of it, after "FORMAT print(s)". */
  readonly doc: string;
}

const fileName = (source: string): string => (source === '-' ? 'stdin' : source);

/** A `==> FILE <==` line before each page, a blank line between pages, as head(1) does. */
export const HEADER_LINES: Framing = {
  frame: ({ source, body, first }) => `${first ? '' : '\n'}==> ${fileName(source)} <==\n${body()}`,
  doc: '"==> FILE <==" on a line of its own before each article, with a blank line between articles, as head(1) does',
};

/** A `<!-- ==> FILE <== -->` comment line before each page (a comment may not hold `--`). */
export const COMMENT_LINES: Framing = {
  frame: ({ source, body }) => `<!-- ==> ${fileName(source).replace(/--/g, '- -')} <== -->\n${body()}`,
  doc: 'one article (or document, with --html-document) per file, each after a "<!-- ==> FILE <== -->" line',
};

/** One JSON object a line (JSONL), the file first as its `source`. */
export const JSON_LINES: Framing = {
  frame: ({ result, source }) => formatJsonLine(result, { source }),
  doc: 'one JSON object per line (JSONL), each with its "source" (the file, or - for stdin) first and the outlet the page credits as "credited_source"',
};
