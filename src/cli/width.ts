// Terminal display width, so that tables with Chinese text stay aligned. string-width knows the
// Unicode East Asian Width table, emoji (two columns, a ZWJ sequence as one), combining marks and
// zero-width characters (none); a hand-written CJK regex got emoji and marks wrong. Cuts fall
// between graphemes, so that an emoji sequence or a letter with its accent is never split.
import stringWidth from 'string-width';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function splitGraphemes(s: string): string[] {
  return Array.from(graphemes.segment(s), (g) => g.segment);
}

export function displayWidth(s: string): number {
  return stringWidth(s);
}

/** Cut `s` to at most `width` columns, marking the cut with an ellipsis. */
export function truncate(s: string, width: number): string {
  if (displayWidth(s) <= width) return s;
  let out = '';
  let w = 0;
  for (const g of splitGraphemes(s)) {
    const gw = stringWidth(g);
    if (w + gw > width - 1) break;
    out += g;
    w += gw;
  }
  return out + '…';
}

/** Keep the end of `s` (tag paths are read from the leaf). */
export function truncateStart(s: string, width: number): string {
  if (displayWidth(s) <= width) return s;
  const parts = splitGraphemes(s);
  let out = '';
  let w = 0;
  for (let i = parts.length - 1; i >= 0; i--) {
    const gw = stringWidth(parts[i]!);
    if (w + gw > width - 1) break;
    out = parts[i]! + out;
    w += gw;
  }
  return '…' + out;
}

export function padEnd(s: string, width: number): string {
  return s + ' '.repeat(Math.max(0, width - displayWidth(s)));
}

export function padStart(s: string, width: number): string {
  return ' '.repeat(Math.max(0, width - displayWidth(s))) + s;
}
