// Element classes that decide how the DOM becomes text units (docs/method.md §1.1).

/** Elements whose inline content forms a text unit of its own. */
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'html',
  'head',
  'body',
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'center',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'frameset',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'legend',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Elements whose content is never page text: code, embedded documents, metadata, form controls,
 *  and media fallbacks ("your browser does not support video"). */
export const SKIP_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'title',
  'meta',
  'link',
  'select',
  'option',
  'textarea',
  'input',
  'button',
  'object',
  'embed',
  'canvas',
  'video',
  'audio',
]);

/** Inline elements that break a line inside a unit. */
export const LINE_BREAK_TAGS: ReadonlySet<string> = new Set(['br']);

/** An element's tag name, lower case. */
export function tagOf(el: Element): string {
  return (el.localName || el.nodeName).toLowerCase();
}

/** The heading elements, h1 to h6. */
export const HEADING_TAGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Split a class or id value into lower-case words: on separators and on camelCase humps. */
export function attributeWords(value: string): string[] {
  if (!value) return [];
  return value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}
