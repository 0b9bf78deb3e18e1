// Output formats of an extraction, shared by `extract` and `batch`: one entry a format, saying how
// it renders an article, how a batch record carries it and how several pages' outputs share one
// stream. A new format is its name in OUTPUT_FORMATS (core/formats.ts, below the option table
// that checks the `format` option), its renderer file, and its entry here; the compiler refuses
// an entry that lacks a field and a name without an entry.
import { OptionsError } from '../options/resolve.js';
import type { Extraction } from '../core/types.js';
import type { OutputFormat } from '../core/formats.js';
import { ALL_FIELDS_RECORD, COMMENT_LINES, HEADER_LINES, JSON_LINES, PLAIN_RECORD, RENDERED_RECORD, type Framing, type RecordCarriage } from './carriage.js';
import { formatHtml } from './html.js';
import { formatJson } from './json.js';
import { formatMarkdown } from './markdown.js';
import { formatText } from './text.js';

export type { OutputFormat } from '../core/formats.js';

export interface FormatOptions {
  /** markdown and html: keep the article's links (`[text](href)`, `<a href>`). Default true. */
  links?: boolean;
  /** html: a whole document around the article, not its `<article>` element alone. Default false. */
  document?: boolean;
}

/** Everything about one output format. */
export interface FormatEntry {
  /** The article in the format; ends with a newline unless it is empty. */
  readonly render: (result: Extraction, options: FormatOptions) => string;
  /** How a batch record carries it. */
  readonly record: RecordCarriage;
  /** How it stands among several pages' outputs (`extract` with several files). */
  readonly several: Framing;
}

/** `text`: the paragraphs, one per line; `json`: every field; `markdown` and `html`: the
 *  article's structure (headings, lists, quotes, code, tables, captions) under its title. */
export const FORMAT_ENTRIES: Readonly<Record<OutputFormat, FormatEntry>> = {
  text: { render: (result) => formatText(result), record: PLAIN_RECORD, several: HEADER_LINES },
  json: { render: (result) => formatJson(result), record: ALL_FIELDS_RECORD, several: JSON_LINES },
  markdown: { render: formatMarkdown, record: RENDERED_RECORD, several: HEADER_LINES },
  html: { render: formatHtml, record: RENDERED_RECORD, several: COMMENT_LINES },
};

/** The entry of `format`, or an OptionsError that lists the formats. */
export function formatEntry(format: OutputFormat, entries: Readonly<Record<string, FormatEntry>> = FORMAT_ENTRIES): FormatEntry {
  const entry = Object.hasOwn(entries, format) ? entries[format] : undefined;
  if (!entry) throw new OptionsError(`format must be one of ${Object.keys(entries).join(', ')} (got ${JSON.stringify(format)})`);
  return entry;
}

/** Render an extraction. The result ends with a newline unless it is empty. */
export function formatArticle(result: Extraction, format: OutputFormat, options: FormatOptions = {}): string {
  return formatEntry(format).render(result, options);
}

/** "A: what; B, C: what": what each way of carrying says, after the formats that take it, in the
 *  order of the formats (`batch --help`'s -f and `extract --help`'s several files). */
export function formatsBy<T extends { readonly doc: string }>(
  pick: (entry: FormatEntry) => T,
  say: (names: string[], doc: string) => string,
  entries: Readonly<Record<string, FormatEntry>> = FORMAT_ENTRIES,
): string {
  const groups = new Map<T, string[]>();
  for (const [name, entry] of Object.entries(entries)) {
    const key = pick(entry);
    groups.set(key, [...(groups.get(key) ?? []), name]);
  }
  return [...groups].map(([key, names]) => say(names, key.doc)).join('; ');
}
