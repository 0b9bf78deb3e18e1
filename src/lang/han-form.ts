// Traditional Han text in Simplified form, for word segmentation only: jieba's dictionary
// is Simplified, so it tags most Traditional words `x` (unknown) and cuts them into single
// characters. The table (lexicons/zh-t2s.txt, written by bench/build-t2s.mjs from OpenCC's data)
// maps one character to one character of the same UTF-16 length, so the Simplified form has the
// text's offsets: a word cut from it is the same span of the text as written, which is what the
// page's output keeps.
import { readFileSync } from 'node:fs';
import { isHan } from './script.js';

/** How Han text is read for segmentation and keywords: in its Simplified form, or as written. */
export type HanForm = 'simplified' | 'as-written';
/** As written: the Simplified form did not validate as the default (docs/results.md, "Per language"). */
export const DEFAULT_HAN_FORM: HanForm = 'as-written';

let table: Map<string, string> | undefined;

function t2s(): Map<string, string> {
  if (table) return table;
  // Same depth from src/lang/ (vitest) and from dist/lang/ (built package).
  const text = readFileSync(new URL('../../lexicons/zh-t2s.txt', import.meta.url), 'utf8');
  table = new Map();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [from, to] = line.split(' ');
    if (from && to && from.length === to.length) table.set(from, to);
  }
  return table;
}

/** `text` with each Traditional character written in its Simplified form; the same length, and the
 *  same text when nothing is Traditional. */
export function simplifiedForm(text: string): string {
  const map = t2s();
  let out = '';
  let from = 0; // text[from, i) is copied as it is
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const wide = c >= 0xd800 && c <= 0xdbff && i + 1 < text.length;
    const ch = wide ? text.slice(i, i + 2) : text[i]!;
    const to = c < 0x3400 ? undefined : map.get(ch);
    if (to !== undefined) {
      out += text.slice(from, i) + to;
      from = i + ch.length;
    }
    if (wide) i++;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** Traditional characters (those the table changes) among the text's Han characters: 0 for
 *  Simplified text, about 0.2–0.4 for running Traditional text (most characters are the same in both). */
export function traditionalShare(text: string): number {
  const map = t2s();
  let han = 0;
  let trad = 0;
  for (const ch of text) {
    if (!isHan(ch.codePointAt(0)!)) continue;
    han++;
    if (map.has(ch)) trad++;
  }
  return han === 0 ? 0 : trad / han;
}
