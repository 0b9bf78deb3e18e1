// `html`: the clean article as a minimal, valid HTML document. Every piece of page text is escaped;
// links (only with `links`) keep safe schemes only, which blocks.ts already enforced.
import type { Block, Extraction, ListingItem } from '../core/types.js';
import { commentsHtml } from './comments.js';
import { asArticle, bodyBlocks, itemDetail, postHeading, withByline } from './posts.js';
import { blocksOf, bylineOf, groupBlocks, listLevels, styledRuns, takeLinks, type Run } from './inline.js';

/** Escape text for element content and double-quoted attributes; drop the control characters
 *  that HTML does not allow in a document. */
export function escapeHtml(text: string): string {
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const MARK_TAGS = { strong: 'strong', em: 'em', code: 'code' } as const;

/** Runs as HTML: escaped text, `<br>` for a line break, each stretch of runs that shares a mark in
 *  one `<strong>`, `<em>` or `<code>`, each link an `<a href>`. */
function runsHtml(runs: Run[]): string {
  const markOf = (k: number) => runs[k]?.marks?.[0];
  return runs
    .map((r, k) => {
      const text = escapeHtml(r.text).replace(/\n/g, '<br>');
      const tag = r.marks?.[0] ? MARK_TAGS[r.marks[0]] : undefined;
      const linked = r.href ? `<a href="${escapeHtml(r.href)}">${text}</a>` : text;
      return (tag && markOf(k - 1) !== r.marks![0] ? `<${tag}>` : '') + linked + (tag && markOf(k + 1) !== r.marks![0] ? `</${tag}>` : '');
    })
    .join('');
}

function inline(block: Block, links: boolean): string {
  return runsHtml(styledRuns(block, links));
}

function list(items: Block[], links: boolean): string[] {
  const levels = listLevels(items);
  const out: string[] = [];
  // The open lists, outermost first; each one's last <li> is still open.
  const open: ('ul' | 'ol')[] = [];
  const expected: number[] = [];
  items.forEach((item, k) => {
    const level = levels[k]!;
    const tag = item.ordered ? 'ol' : 'ul';
    const close = () => {
      out.push(`</li></${open.pop()}>`);
      expected.pop();
    };
    while (open.length > level) close();
    // A <ul> item right after an <ol> item at the same depth starts a list of its own.
    if (open.length === level && open[level - 1] !== tag) close();
    if (open.length === level) {
      out.push('</li>');
    } else {
      // A new list: ordered lists start at their first item's number.
      const start = tag === 'ol' && (item.number ?? 1) !== 1 ? ` start="${item.number}"` : '';
      out.push(`<${tag}${start}>`);
      open.push(tag);
      expected.push(item.number ?? 1);
    }
    // An item whose number does not follow the previous one says so (a gap left by a non-content item).
    const n = item.number ?? expected[level - 1]!;
    const value = tag === 'ol' && n !== expected[level - 1] ? ` value="${n}"` : '';
    expected[level - 1] = n + 1;
    out.push(`<li${value}>${inline(item, links)}`);
  });
  while (open.length) out.push(`</li></${open.pop()}>`);
  return [out.join('')];
}

function table(block: Block, links: boolean): string[] {
  const rows = block.rows ?? [[block.text]];
  const queue = links ? [...(block.links ?? [])] : [];
  const head = block.headerRows ?? 0;
  const spans = new Map((block.spans ?? []).map((s) => [`${s.row},${s.cell}`, s] as const));
  const attributes = (r: number, k: number): string => {
    const s = spans.get(`${r},${k}`);
    return (s && s.colspan > 1 ? ` colspan="${s.colspan}"` : '') + (s && s.rowspan > 1 ? ` rowspan="${s.rowspan}"` : '');
  };
  const row = (cells: string[], r: number, tag: 'td' | 'th') => '<tr>' + cells.map((c, k) => `<${tag}${attributes(r, k)}>${runsHtml(takeLinks(c, queue))}</${tag}>`).join('') + '</tr>';
  const out = ['<table>'];
  if (head > 0) out.push('<thead>', ...rows.slice(0, head).map((r, i) => row(r, i, 'th')), '</thead>');
  if (rows.length > head) out.push('<tbody>', ...rows.slice(head).map((r, i) => row(r, head + i, 'td')), '</tbody>');
  out.push('</table>');
  return out;
}

/** A listing's item: its title (linked), its time and its summary. */
function itemHtml(item: ListingItem, links: boolean, lang?: string): string {
  const title = links && item.url ? `<a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a>` : escapeHtml(item.title);
  const time = item.time ? ` <time${/^\d{4}-\d{2}-\d{2}/.test(item.time) ? ` datetime="${escapeHtml(item.time)}"` : ''}>${escapeHtml(itemDetail({ title: '', time: item.time }, lang))}</time>` : '';
  return `<li>${title}${time}${item.summary ? `<p>${escapeHtml(item.summary)}</p>` : ''}</li>`;
}

/** The article as HTML: its `<article>` element alone (as Readability and defuddle give it), or
 *  with `document` a minimal, valid HTML document around it. */
export function formatHtml(result: Extraction, { links = true, document = false }: { links?: boolean; document?: boolean } = {}): string {
  const body: string[] = [];
  if (result.title) body.push(`<h1>${escapeHtml(result.title)}</h1>`);
  const byline = withByline(result) ? bylineOf(result) : '';
  if (byline) body.push(`<p class="byline">${escapeHtml(byline)}</p>`);

  for (const group of groupBlocks(bodyBlocks(result, blocksOf(result)))) {
    const b = group[0]!;
    switch (b.kind) {
      case 'heading': {
        // The title is the article's h1; headings inside it start at h2.
        const level = Math.min(6, Math.max(2, b.level ?? 2));
        body.push(`<h${level}>${inline(b, links)}</h${level}>`);
        break;
      }
      case 'list-item': {
        body.push(...list(group, links));
        break;
      }
      case 'quote': {
        body.push('<blockquote>', ...group.map((q) => `<p>${inline(q, links)}</p>`), '</blockquote>');
        break;
      }
      case 'code':
        body.push(`<pre><code>${escapeHtml(b.text)}</code></pre>`);
        break;
      case 'table':
        body.push(...table(b, links));
        break;
      case 'image': {
        const caption = b.text ? `<figcaption>${escapeHtml(b.text)}</figcaption>` : '';
        body.push(`<figure><img src="${escapeHtml(b.src ?? '')}" alt="${escapeHtml(b.alt ?? '')}">${caption}</figure>`);
        break;
      }
      case 'term':
      case 'definition':
        body.push('<dl>', ...group.map((d) => (d.kind === 'term' ? `<dt>${inline(d, links)}</dt>` : `<dd>${inline(d, links)}</dd>`)), '</dl>');
        break;
      case 'caption':
        // figcaption is only valid inside a figure.
        body.push(`<figure><figcaption>${inline(b, links)}</figcaption></figure>`);
        break;
      default:
        body.push(`<p>${inline(b, links)}</p>`);
    }
  }

  if (result.items?.length) body.push('<ul class="items">', ...result.items.map((item) => itemHtml(item, links, result.lang)), '</ul>');
  for (const post of result.posts ?? []) {
    body.push('<section class="post">', `<h2>${escapeHtml(postHeading(post, result.lang))}</h2>`, ...post.text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`), '</section>');
  }
  body.push(...commentsHtml(result.comments, escapeHtml));

  // A page that is not an article is its main content, typed: `<main data-page-type="listing">`.
  const [open, close] = asArticle(result) ? ['<article', '</article>'] : [`<main data-page-type="${escapeHtml(result.pageType ?? '')}"`, '</main>'];
  if (!document) return [`${open} lang="${escapeHtml(result.lang || 'und')}">`, ...body, close, ''].join('\n');
  return [
    '<!DOCTYPE html>',
    // A result made by hand may carry no language.
    `<html lang="${escapeHtml(result.lang || 'und')}">`,
    '<head>',
    '<meta charset="utf-8">',
    // A document needs a non-empty <title>.
    `<title>${escapeHtml(result.title || 'Article')}</title>`,
    '</head>',
    '<body>',
    `${open}>`,
    ...body,
    close,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
