// Tokens as the reference scorer (shared/tools/score.py) counts them: runs of word characters,
// except that every CJK character (Han, kana, Hangul) is a token of its own. Python's Unicode \w is
// letters, numerics and the underscore (not combining marks). Read code point by code point, not by
// a regular expression: cedst+'s choose stage tokenises every unit, and a match object per token
// cost more than the scan (a pattern's loop also kept a backtracking entry per character, which a
// word of 19 million letters overflowed).

/** The CJK blocks whose characters are tokens of their own (all in the BMP). */
function isCjk(c: number): boolean {
  return (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0x3040 && c <= 0x30ff) || (c >= 0xac00 && c <= 0xd7af);
}

const WORD_CHAR = /^[\p{L}\p{N}_]$/u;

/** Is the code point `c` (the character `ch`) a letter, a numeric or the underscore? */
function isWordChar(c: number, ch: string): boolean {
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f;
  return WORD_CHAR.test(ch);
}

export function scoreTokens(text: string): string[] {
  const out: string[] = [];
  let start = -1; // where the current run of word characters began, or -1
  for (let i = 0; i < text.length; ) {
    const c = text.codePointAt(i)!;
    const width = c > 0xffff ? 2 : 1;
    const word = !isCjk(c) && isWordChar(c, width === 1 ? text[i]! : text.slice(i, i + 2));
    if (!word && start >= 0) {
      out.push(text.slice(start, i));
      start = -1;
    }
    if (word && start < 0) start = i;
    else if (!word && isCjk(c)) out.push(text[i]!);
    i += width;
  }
  if (start >= 0) out.push(text.slice(start));
  return out;
}

/** Lower-cased tokens joined by single spaces: the form snippets are compared in. */
export function normaliseForSnippets(text: string): string {
  return scoreTokens(text).join(' ').toLowerCase();
}
