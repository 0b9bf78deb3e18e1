// HTML source as lines, the input of the CETR family and TTR (docs/method.md §2, §3): script, style
// and comments removed, empty lines dropped, and per line the characters outside tags, the tags
// and the text. Everything is one linear pass, so that a huge or broken page costs linear time.
import { BLOCK_TAGS, LINE_BREAK_TAGS } from './tags.js';
import { decodeEntities } from './entities.js';

export interface SourceLine {
  /** Characters outside tags, the line's leading and trailing whitespace excluded. Character
   *  references count as written (`&amp;` is 5): the ratio is a property of the source. */
  chars: number;
  /** Tags that start on the line (a tag is `<` followed by a letter, `/`, `!` or `?`). */
  tags: number;
  /** The characters outside tags, with `\n` where a block-level tag or `<br>` stood. Raw: character
   *  references are decoded only in the output. */
  text: string;
  /** True when the width rule cut this line from the previous one, which the source wrote as one
   *  line: the two are joined without a separator in the output, so no word is split. */
  continued: boolean;
}

export interface SourceLines {
  lines: SourceLine[];
  /** True when the page had too few lines and was broken every `lineWidth` characters. */
  broken: boolean;
}

/** TR_l = characters outside tags / tags, with 0 tags counted as 1 (docs/method.md §2). */
export function tagRatio(line: Pick<SourceLine, 'chars' | 'tags'>): number {
  return line.chars / Math.max(1, line.tags);
}

const RAW_OPEN = /<(script|style)\b|<!--/gi;
const CLOSE: Record<string, RegExp> = { script: /<\/script\b/gi, style: /<\/style\b/gi };

/** Remove the content of script and style elements (tags included) and comments. A removed block
 *  leaves its line breaks behind, so the lines around it stay where the source put them. An
 *  element or comment that is never closed runs to the end of the page, as in a browser. */
export function cleanSource(html: string): string {
  const src = html.includes('\r') ? html.replace(/\r\n?/g, '\n') : html;
  const out: string[] = [];
  let pos = 0;
  RAW_OPEN.lastIndex = 0;
  for (let m = RAW_OPEN.exec(src); m; m = RAW_OPEN.exec(src)) {
    const start = m.index;
    let end: number;
    if (m[0] === '<!--') {
      const close = src.indexOf('-->', start + 4);
      end = close < 0 ? src.length : close + 3;
    } else {
      const closer = CLOSE[m[1]!.toLowerCase()]!;
      closer.lastIndex = start + m[0].length;
      const c = closer.exec(src);
      const gt = c ? src.indexOf('>', c.index) : -1;
      end = gt < 0 ? src.length : gt + 1;
    }
    out.push(src.slice(pos, start));
    let breaks = 0;
    for (let i = src.indexOf('\n', start); i >= 0 && i < end; i = src.indexOf('\n', i + 1)) breaks++;
    if (breaks) out.push('\n'.repeat(breaks));
    pos = end;
    RAW_OPEN.lastIndex = end;
  }
  out.push(src.slice(pos));
  return out.join('');
}

/** "Very few lines" (docs/method.md §2: markup on one line): fewer than this many non-empty lines… */
export const FEW_LINES = 10;
/** …or one line holding more than this share of the page's characters. Pages that write the head
 *  on separate lines but the whole body on one (common for minified templates) have a few dozen
 *  lines, and without breaking the body line would be judged as one. */
export const LONG_LINE_SHARE = 0.5;

/** Should the page be broken every `lineWidth` characters? */
export function hasFewLines(src: string): boolean {
  let lines = 0;
  let longest = 0;
  let total = 0;
  for (let start = 0; start <= src.length; ) {
    let end = src.indexOf('\n', start);
    if (end < 0) end = src.length;
    const len = end - start;
    if (/\S/.test(src.slice(start, end))) {
      lines++;
      total += len;
      if (len > longest) longest = len;
    }
    start = end + 1;
  }
  return total > 0 && (lines < FEW_LINES || longest > LONG_LINE_SHARE * total);
}

const TEXT = 0;
const TAG = 1;
const QUOTE = 2;
const TAG_NAME = /\/?([A-Za-z][A-Za-z0-9-]*)/y;

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 12 || c === 13 || c === 0xa0 || c === 0x3000;
}

function startsTag(c: number): boolean {
  // A-Z, a-z, '/', '!', '?': anything else after '<' is text ("a < b").
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 47 || c === 33 || c === 63;
}

export interface LineOptions {
  /** Width of the cut for pages with very few lines. */
  lineWidth: number;
  /** Force the cut on (true) or off (false); by default `hasFewLines` decides. */
  breakLines?: boolean;
}

/** The non-empty lines of a page's cleaned source, measured. */
export function sourceLines(html: string, options: LineOptions): SourceLines {
  const src = cleanSource(html);
  const broken = options.breakLines ?? hasFewLines(src);
  const width = broken ? options.lineWidth : Infinity;
  const lines: SourceLine[] = [];

  let state = TEXT;
  let quote = 0;
  let afterEquals = false;
  // The line being built.
  let lineStart = 0;
  let chars = 0;
  let pendingSpace = 0;
  let nonSpace = false;
  let tags = 0;
  let text: string[] = [];
  let textStart = 0;
  let continued = false;

  const endLine = (at: number, next: number, cut: boolean): void => {
    if (state === TEXT && at > textStart) text.push(src.slice(textStart, at));
    if (nonSpace) lines.push({ chars, tags, text: text.join(''), continued });
    // A dropped (blank) piece stands between its neighbours like a line break.
    continued = cut && nonSpace;
    lineStart = next;
    textStart = next;
    chars = 0;
    pendingSpace = 0;
    nonSpace = false;
    tags = 0;
    text = [];
  };

  const n = src.length;
  for (let i = 0; i < n; i++) {
    const c = src.charCodeAt(i);
    if (c === 10) {
      endLine(i, i + 1, false);
      continue;
    }
    // The width rule: cut at the first position outside a tag once the line is `width` long,
    // never between the two halves of a surrogate pair.
    if (state === TEXT && i - lineStart >= width && !(c >= 0xdc00 && c <= 0xdfff)) endLine(i, i, true);

    const space = isSpace(c);
    if (state === TEXT) {
      if (c === 60 && i + 1 < n && startsTag(src.charCodeAt(i + 1))) {
        if (i > textStart) text.push(src.slice(textStart, i));
        state = TAG;
        afterEquals = false;
        tags++;
        TAG_NAME.lastIndex = i + 1;
        const m = TAG_NAME.exec(src);
        if (m) {
          const name = m[1]!.toLowerCase();
          if (BLOCK_TAGS.has(name) || LINE_BREAK_TAGS.has(name)) text.push('\n');
        }
        chars += pendingSpace;
        pendingSpace = 0;
        nonSpace = true;
        continue;
      }
      if (space) {
        if (nonSpace) pendingSpace++;
      } else {
        chars += pendingSpace + 1;
        pendingSpace = 0;
        nonSpace = true;
      }
      continue;
    }
    // Inside a tag: its characters are not text, but they do end the line's leading whitespace.
    if (!space) {
      chars += pendingSpace;
      pendingSpace = 0;
      nonSpace = true;
    }
    if (state === QUOTE) {
      if (c === quote) state = TAG;
    } else if (c === 62) {
      state = TEXT;
      textStart = i + 1;
    } else if ((c === 34 || c === 39) && afterEquals) {
      state = QUOTE;
      quote = c;
      afterEquals = false;
    } else if (c === 61) {
      afterEquals = true;
    } else if (!space) {
      afterEquals = false;
    }
  }
  endLine(n, n, false);
  return { lines, broken };
}

/** The text of the content lines as paragraphs: tags gone, character references decoded,
 *  whitespace normalised, empty paragraphs dropped. A block tag or a line break of the source ends
 *  a paragraph; lines the width rule cut apart are joined back without a separator. */
export function contentParagraphs(lines: readonly SourceLine[], content: readonly boolean[]): string[] {
  const parts: string[] = [];
  let previous = false;
  lines.forEach((line, i) => {
    if (!content[i]) {
      previous = false;
      return;
    }
    if (parts.length && !(previous && line.continued)) parts.push('\n');
    parts.push(line.text);
    previous = true;
  });
  return decodeEntities(parts.join(''))
    .split('\n')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
}
