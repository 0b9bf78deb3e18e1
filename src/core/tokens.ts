// Tokens as the reference scorer (shared/tools/score.py) counts them: runs of word characters,
// except that every CJK character (Han, kana, Hangul) is a token of its own.
const CJK = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\u3040-\\u30ff\\uac00-\\ud7af';
// Python's Unicode \w is letters, numerics and the underscore (not combining marks).
const TOKEN = new RegExp(`[${CJK}]|(?:(?![${CJK}])[\\p{L}\\p{N}_])+`, 'gu');

export function scoreTokens(text: string): string[] {
  return text ? (text.match(TOKEN) ?? []) : [];
}

/** Lower-cased tokens joined by single spaces: the form snippets are compared in. */
export function normaliseForSnippets(text: string): string {
  return scoreTokens(text).join(' ').toLowerCase();
}
