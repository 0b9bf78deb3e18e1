// Script runs (docs/method.md §1.2 "Mixed text: split by script run"): Han text goes to jieba, everything
// else to the space-delimited tokenizer.
import type { WordPath } from '../core/types.js';

/** Is the code point a Han ideograph (CJK Unified Ideographs, extensions A–H, compatibility ideographs)? */
export function isHan(cp: number): boolean {
  return (
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x20000 && cp <= 0x323af) || // extensions B–H (astral)
    (cp >= 0x2f800 && cp <= 0x2fa1f) // compatibility ideographs supplement
  );
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}\p{M}]/u;

/** 0 = neutral (punctuation, space, symbol), 1 = Han, 2 = any other letter, mark or digit. */
function classify(cp: number, ch: string): 0 | 1 | 2 {
  if (cp < 0x80) {
    // ASCII fast path.
    return (cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) ? 2 : 0;
  }
  if (isHan(cp)) return 1;
  return LETTER_OR_DIGIT.test(ch) ? 2 : 0;
}

/** Could the text hold a Han character? A superset test (the BMP ideograph blocks and the high
 *  surrogates of the astral ones), so that most space-delimited text skips the scan below. */
const MAYBE_HAN = /[\u3400-\u9fff\uf900-\ufaff\ud840-\ud8bf]/;

/**
 * Split `text` into maximal script runs: Han runs are `zh`, everything else is `en`.
 * Neutral characters (punctuation, spaces, symbols) between two Han characters stay in the Han run,
 * so `中国，经济` is one run; neutral characters elsewhere join the non-Han run they touch.
 * Digits count as non-Han. Concatenating the runs' texts gives back `text`.
 */
export function splitScriptRuns(text: string): { text: string; lang: WordPath }[] {
  const runs: { text: string; lang: WordPath }[] = [];
  if (text.length === 0) return runs;
  if (!MAYBE_HAN.test(text)) return [{ text, lang: 'en' }];
  // Current run [start, end) and its kind; `pending` marks where trailing neutral characters begin.
  let start = 0;
  let kind: 0 | 1 | 2 = 0; // 0 while the run so far is all neutral
  let pendingFrom = -1; // index of the first neutral char after the last Han char of a Han run
  let i = 0;
  while (i < text.length) {
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    const c = classify(cp, width === 1 ? text[i]! : text.slice(i, i + width));
    if (c === 0) {
      if (kind === 1 && pendingFrom < 0) pendingFrom = i;
    } else if (c === 1) {
      if (kind === 2) {
        runs.push({ text: text.slice(start, i), lang: 'en' });
        start = i;
      }
      kind = 1;
      pendingFrom = -1;
    } else {
      if (kind === 1) {
        // Neutral characters after the Han run go with the new non-Han run.
        const cut = pendingFrom >= 0 ? pendingFrom : i;
        runs.push({ text: text.slice(start, cut), lang: 'zh' });
        start = cut;
      }
      kind = 2;
      pendingFrom = -1;
    }
    i += width;
  }
  if (kind === 1) {
    const cut = pendingFrom >= 0 ? pendingFrom : text.length;
    runs.push({ text: text.slice(start, cut), lang: 'zh' });
    if (cut < text.length) runs.push({ text: text.slice(cut), lang: 'en' });
  } else {
    runs.push({ text: text.slice(start), lang: 'en' });
  }
  return runs;
}

const LETTER = /\p{L}/u;

/** Han characters / (Han characters + letters of other scripts); 0 when the text has neither. */
export function hanShare(text: string): number {
  let han = 0;
  let other = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80) {
      if ((cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a)) other++;
    } else if (isHan(cp)) han++;
    else if (LETTER.test(ch)) other++;
  }
  return han + other === 0 ? 0 : han / (han + other);
}
