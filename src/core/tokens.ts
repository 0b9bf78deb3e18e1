// Tokens as the reference scorer (shared/tools/score.py) counts them: runs of word characters,
// except that every CJK character (Han, kana, Hangul) is a token of its own.
const CJK = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\u3040-\\u30ff\\uac00-\\ud7af';
/** A word is taken in pieces of at most RUN characters, joined in scoreTokens. */
const RUN = 65_536;
// Python's Unicode \w is letters, numerics and the underscore (not combining marks). A CJK
// character alone (group 1), or a piece of a run of other word characters: a v-flag class
// difference with a bounded loop, since V8 keeps a backtracking entry for each character of a
// unicode pattern's loop, and a word of 19 million letters in `(?:(?![CJK])[\p{L}\p{N}_])+` (the
// pattern before) overflowed its stack. cedst+'s choose stage tokenises every unit with it, so
// that was an extract_error (as simhash's tokenizer was, issue 34).
const TOKEN = new RegExp(`([${CJK}])|[[\\p{L}\\p{N}_]--[${CJK}]]{1,${RUN}}`, 'gv');

export function scoreTokens(text: string): string[] {
  const out: string[] = [];
  if (!text) return out;
  let end = -1;
  let joinable = false;
  for (const m of text.matchAll(TOKEN)) {
    const word = m[1] === undefined;
    // Two word pieces that touch are one run the loop's bound cut: the pattern before matched
    // each run whole, so two of its words never touched.
    if (word && joinable && m.index === end) out[out.length - 1] += m[0];
    else out.push(m[0]);
    end = m.index + m[0].length;
    joinable = word;
  }
  return out;
}

/** Lower-cased tokens joined by single spaces: the form snippets are compared in. */
export function normaliseForSnippets(text: string): string {
  return scoreTokens(text).join(' ').toLowerCase();
}
