// @ts-check
// The article of a result as DOM elements, for the playground's article pane: its blocks (headings,
// paragraphs, lists, quotes, code, tables, captions, terms) as the elements they came from, built
// with textContent only, so that no text of the page is ever read as markup. A result without
// blocks (methods that do not work on DOM units) gives its paragraphs.

/**
 * @param {{ paragraphs: string[], blocks?: Array<{ kind: string, level?: number, ordered?: boolean, number?: number, text: string, rows?: string[][], headerRows?: number, alt?: string }> }} result
 * @param {Document} doc the document the elements are made in
 * @returns {Element[]}
 */
export function articleView(result, doc) {
  /** @param {string} tag @param {string} [text] */
  const el = (tag, text) => {
    const e = doc.createElement(tag);
    if (text !== undefined) e.textContent = text;
    return e;
  };
  if (!result.blocks?.length) return result.paragraphs.map((text) => el('p', text));
  /** @type {Element[]} */
  const out = [];
  /** The open lists, outermost first: an item of level n goes in the n-th. @type {Element[]} */
  let lists = [];
  /** @type {Element | null} */
  let terms = null;
  for (const b of result.blocks) {
    if (b.kind !== 'list-item') lists = [];
    if (b.kind !== 'term' && b.kind !== 'definition') terms = null;
    switch (b.kind) {
      case 'heading':
        out.push(el(`h${Math.min(6, Math.max(1, b.level ?? 2))}`, b.text));
        break;
      case 'list-item': {
        const level = Math.max(1, b.level ?? 1);
        lists = lists.slice(0, level);
        // A list of the other kind at this level starts a list of its own.
        if (lists.length === level && (lists[level - 1]?.tagName.toLowerCase() === 'ol') !== Boolean(b.ordered)) lists = lists.slice(0, level - 1);
        while (lists.length < level) {
          const list = el(b.ordered ? 'ol' : 'ul');
          const parent = lists.at(-1);
          if (parent) (parent.lastElementChild ?? parent).append(list);
          else out.push(list);
          lists.push(list);
        }
        const li = el('li', b.text);
        if (b.ordered && b.number !== undefined) li.setAttribute('value', String(b.number));
        /** @type {Element} */ (lists.at(-1)).append(li);
        break;
      }
      case 'quote':
        out.push(el('blockquote', b.text));
        break;
      case 'code':
        out.push(el('pre', b.text));
        break;
      case 'table': {
        const table = el('table');
        (b.rows ?? [[b.text]]).forEach((row, i) => {
          const tr = el('tr');
          for (const cell of row) tr.append(el(i < (b.headerRows ?? 0) ? 'th' : 'td', cell));
          table.append(tr);
        });
        out.push(table);
        break;
      }
      case 'term':
      case 'definition':
        if (!terms) out.push((terms = el('dl')));
        terms.append(el(b.kind === 'term' ? 'dt' : 'dd', b.text));
        break;
      case 'caption':
        out.push(el('figcaption', b.text));
        break;
      case 'image':
        // The page's image is not loaded (no request to its site from here): its alt text and caption.
        out.push(el('figure', [b.alt, b.text].filter(Boolean).join(' — ') || '(image)'));
        break;
      default:
        out.push(el('p', b.text));
    }
  }
  return out;
}
