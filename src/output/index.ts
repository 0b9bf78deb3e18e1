// Output formats of an extraction, shared by `extract` and `batch`.
import { OptionsError } from '../options/resolve.js';
import type { Extraction } from '../core/types.js';
import { formatHtml } from './html.js';
import { formatJson } from './json.js';
import { formatMarkdown } from './markdown.js';
import { formatText } from './text.js';

export const FORMATS = ['text', 'json', 'markdown', 'html'] as const;
export type OutputFormat = (typeof FORMATS)[number];

export interface FormatOptions {
  /** markdown and html: keep the article's links (`[text](href)`, `<a href>`). Default false. */
  links?: boolean;
}

/** Render an extraction. `text`: the paragraphs, one per line; `json`: every field; `markdown` and
 *  `html`: the article's structure (headings, lists, quotes, code, tables, captions) under its title.
 *  The result ends with a newline unless it is empty. */
export function formatArticle(result: Extraction, format: OutputFormat, options: FormatOptions = {}): string {
  switch (format) {
    case 'text':
      return formatText(result);
    case 'json':
      return formatJson(result);
    case 'markdown':
      return formatMarkdown(result, options);
    case 'html':
      return formatHtml(result, options);
    default:
      throw new OptionsError(`format must be one of ${FORMATS.join(', ')} (got ${JSON.stringify(format)})`);
  }
}
