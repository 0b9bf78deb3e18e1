import { parseHTML } from 'linkedom';

/** Parse HTML into a linkedom document. linkedom does not repair the tree the way browsers do,
 *  so callers walk the whole document, not only `body` (docs/method.md §6, parser note).
 *  This is linkedom's own parse, nodes and all: swapping Node's parent class around
 *  each parse for one that gives a node no listener Map (~250 bytes a node). Changing a class's
 *  prototype chain throws away the compiled code of every constructor below it, so V8's compiler
 *  threads rebuilt Text, CharacterData, Node and Element twice a page: measured in separate
 *  processes, every 10th English page, the whole process's CPU fell 52.6 → 50.5 ms a page
 *  without the swap (compiler threads 21.6 → 16.6 ms), and Readability.js on linkedom in the same
 *  process stopped paying for it too. The Maps cost 11 MB more at the peak of a 20,000-paragraph
 *  page (docs/performance.md). */
export function parseDocument(html: string): Document {
  return parseHTML(documentHtml(html)).document as unknown as Document;
}

/** The HTML cedst parses for `html`: itself, or a fragment without `<html>` wrapped in a document.
 *  linkedom makes a fragment's first element the document element; wrapping keeps one root. A
 *  caller who parses a fragment into a Document for `extract` wraps it the same way to get what
 *  its HTML gives. */
export function documentHtml(html: string): string {
  const closed = closedScripts(closedTitle(html));
  return /<html[\s>]/i.test(closed) ? closed : `<!DOCTYPE html><html><head></head><body>${closed}</body></html>`;
}

/** Tags a `<title>` that ran on holds: a title's text is no markup, and one that mentions a tag
 *  (`30 Years of <br> Tags`) mentions one or two. */
const RUN_ON_TAGS = 3;
const TAG_START = /<[a-zA-Z!/]/g;
const TITLE_CLOSE = /<\/title\s*>/gi;

/** `html` with its first `<title>` closed where the page's markup starts, when the title's closing
 *  tag is missing or garbled (`</titavaScript"…`, bytes lost in a crawl): the parser reads a title
 *  as text up to `</title>`, so such a title swallows the whole page and leaves an empty body. */
function closedTitle(html: string): string {
  const open = /<title\b[^>]*>/i.exec(html);
  if (!open) return html;
  const from = open.index + open[0].length;
  TITLE_CLOSE.lastIndex = from;
  const close = TITLE_CLOSE.exec(html);
  const inside = html.slice(from, close ? close.index : html.length);
  TAG_START.lastIndex = 0;
  let first = -1;
  let tags = 0;
  for (let m = TAG_START.exec(inside); m && tags < RUN_ON_TAGS; m = TAG_START.exec(inside)) {
    if (first < 0) first = m.index;
    tags++;
  }
  if (tags < RUN_ON_TAGS) return html;
  return `${html.slice(0, from + first)}</title>${html.slice(from + first)}`;
}

const SCRIPT_OPEN = /<script\b/gi;
const SCRIPT_CLOSE = /<\/script\s*>/gi;

/** `html` with each `<script>` start tag whose quoted attribute value runs past a `</script>`
 *  (`src="/te.backgroundColor='yellow'; …` where a crawl spliced two scripts) cut down to an empty
 *  script ending at that `</script>`. The tokenizer reads such a value to the next quote, far down
 *  the page, and then reads everything up to the next `</script>` as script: the article with it.
 *  No attribute value holds `</script>` on a page a browser ran. A script's own text is skipped,
 *  as the tokenizer skips it: `document.write('<script src="…"></script>')` is a string there. */
function closedScripts(html: string): string {
  let out = '';
  let kept = 0;
  SCRIPT_OPEN.lastIndex = 0;
  for (let open = SCRIPT_OPEN.exec(html); open; open = SCRIPT_OPEN.exec(html)) {
    let i = open.index + open[0].length;
    let next = html.length;
    while (i < html.length) {
      const ch = html.charCodeAt(i);
      if (ch === 62 /* > */) {
        next = scriptEnd(html, i);
        break;
      }
      if ((ch === 34 || ch === 39) /* " ' */ && /=\s*$/.test(html.slice(Math.max(0, i - 8), i))) {
        const quote = html.indexOf(html[i] as string, i + 1);
        if (quote < 0) break;
        SCRIPT_CLOSE.lastIndex = i + 1;
        const close = SCRIPT_CLOSE.exec(html);
        if (close && close.index < quote) {
          out += `${html.slice(kept, open.index)}<script></script>`;
          kept = close.index + close[0].length;
          next = kept;
          break;
        }
        i = quote + 1;
        continue;
      }
      i++;
    }
    SCRIPT_OPEN.lastIndex = next;
  }
  return kept === 0 ? html : out + html.slice(kept);
}

/** Where the script whose start tag ends at `from` ends: after its `</script>`. */
function scriptEnd(html: string, from: number): number {
  SCRIPT_CLOSE.lastIndex = from;
  const close = SCRIPT_CLOSE.exec(html);
  return close ? close.index + close[0].length : html.length;
}

/** The text of the first `<title>` anywhere in the document, whitespace-normalised. */
export function documentTitle(doc: Document): string {
  const el = doc.querySelector('title');
  return el ? (el.textContent ?? '').replace(/\s+/g, ' ').trim() : '';
}
