// Fingerprints of an article's text for deduplication: `digest`, the sha256 of the normalised
// text (equal for exact duplicates), and `simhash`, a 64-bit Charikar simhash of its word
// 3-shingles (a small Hamming distance for near duplicates). Both depend on the text only.
import { createHash } from 'node:crypto';

/** NFKC; each line's whitespace runs become one space and its ends are trimmed; empty lines go.
 *  Two texts that differ only in spacing or in compatibility forms normalise alike. Case stays. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .split('\n')
    .map((l) => l.replace(/\s+/gu, ' ').trim())
    .filter((l) => l !== '')
    .join('\n');
}

/** sha256 (hex) of the normalised text. */
export function textDigest(text: string): string {
  return createHash('sha256').update(normalizeText(text), 'utf8').digest('hex');
}

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';
/** A CJK character alone (those scripts do not space their words), or a run of at most RUN other
 *  letters, marks and digits. */
const RUN = 65_536;
const TOKEN = new RegExp(`([${CJK}])|[[\\p{L}\\p{M}\\p{N}]--[${CJK}]]{1,${RUN}}`, 'gv');

/** The lower-cased word tokens of a text (one token per CJK character): a CJK character, or a
 *  whole run of other letters, marks and digits. The pattern takes a run in pieces of at most RUN
 *  characters, joined here: V8 keeps a backtracking entry for each character of a unicode
 *  pattern's loop, and a word of 19 million letters (`(?:(?![CJK])[\p{L}\p{M}\p{N}])+`, the
 *  pattern before) overflowed its stack, an extract_error in batch. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  let end = -1;
  let joinable = false;
  for (const m of text.normalize('NFKC').toLowerCase().matchAll(TOKEN)) {
    const word = m[1] === undefined;
    if (word && joinable && m.index === end) out[out.length - 1] += m[0];
    else out.push(m[0]);
    end = m.index + m[0].length;
    joinable = word;
  }
  return out;
}

/** 32-bit FNV-1a over UTF-16 code units from `seed`, then murmur3's finaliser to spread bits. */
function hash32(s: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** 64-bit simhash, as 16 hex digits, of the text's word 3-shingles (its tokens when it has fewer
 *  than three). An empty text gives 0000000000000000. */
export function simhash(text: string): string {
  const t = tokens(text);
  const k = t.length >= 3 ? 3 : t.length;
  const v = new Int32Array(64);
  for (let i = 0; k > 0 && i + k <= t.length; i++) {
    const shingle = t.slice(i, i + k).join(' ');
    const hi = hash32(shingle, 0x811c9dc5);
    const lo = hash32(shingle, 0x9747b28c);
    for (let b = 0; b < 32; b++) {
      v[b] = v[b]! + ((hi >>> (31 - b)) & 1 ? 1 : -1);
      v[32 + b] = v[32 + b]! + ((lo >>> (31 - b)) & 1 ? 1 : -1);
    }
  }
  let hi = 0;
  let lo = 0;
  for (let b = 0; b < 32; b++) {
    if (v[b]! > 0) hi |= 1 << (31 - b);
    if (v[32 + b]! > 0) lo |= 1 << (31 - b);
  }
  return (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');
}

function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Bits in which two 16-hex-digit simhashes differ. */
export function hamming(a: string, b: string): number {
  const x = parseInt(a.slice(0, 8), 16) ^ parseInt(b.slice(0, 8), 16);
  const y = parseInt(a.slice(8, 16), 16) ^ parseInt(b.slice(8, 16), 16);
  return popcount32(x >>> 0) + popcount32(y >>> 0);
}
