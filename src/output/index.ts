// Output formats of an extraction, shared by `extract` and `batch`.
import { OptionsError } from '../options/resolve.js';
import type { Extraction } from '../core/types.js';
import { OUTPUT_FORMATS, type OutputFormat } from '../core/formats.js';
import { formatHtml } from './html.js';
import { formatJson } from './json.js';
import { formatMarkdown } from './markdown.js';
import { formatText } from './text.js';

export { OUTPUT_FORMATS as FORMATS, type OutputFormat } from '../core/formats.js';

export interface FormatOptions {
  /** markdown and html: keep the article's links (`[text](href)`, `<a href>`). Default true. */
  links?: boolean;
  /** html: a whole document around the article, not its `<article>` element alone. Default false. */
  document?: boolean;
}

/** One renderer per format. `text`: the paragraphs, one per line; `json`: every field; `markdown`
 *  and `html`: the article's structure (headings, lists, quotes, code, tables, captions) under its
 *  title. */
const RENDERERS: Readonly<Record<OutputFormat, (result: Extraction, options: FormatOptions) => string>> = {
  text: (result) => formatText(result),
  json: (result) => formatJson(result),
  markdown: formatMarkdown,
  html: formatHtml,
};

/** Render an extraction. The result ends with a newline unless it is empty. */
export function formatArticle(result: Extraction, format: OutputFormat, options: FormatOptions = {}): string {
  const render = Object.hasOwn(RENDERERS, format) ? RENDERERS[format] : undefined;
  if (!render) throw new OptionsError(`format must be one of ${OUTPUT_FORMATS.join(', ')} (got ${JSON.stringify(format)})`);
  return render(result, options);
}
