// Text decoded twice. A page's UTF-8 (or GBK, Big5…) bytes were once read as Latin-1 or
// windows-1252 by whoever saved them and written out again as UTF-8: "we’ll" became
// "weâ\u0080\u0099ll", a Chinese headline "±±¾©…". The saved bytes are valid UTF-8 and often say
// so in <meta charset>, so no order of charset sources (HTTP, BOM, <meta>, detection) can catch
// it: every source rightly says UTF-8. The text shows it: every character is one byte's (Latin-1,
// or a windows-1252 special such as € or ™), and those bytes, read back, form valid UTF-8 with
// several multi-byte sequences, or text that chardet names as a CJK multi-byte encoding with high
// confidence. A page with any other character (a real ’, a Han character) is left as it is: it
// was decoded once, and "NESCAFÉ®" there is a brand, not a broken é.
import { analyse } from 'chardet';

/** windows-1252's bytes 0x80–0x9F as characters (WHATWG index); undefined entries are the five
 *  bytes it leaves undefined, which decoders give as C1 controls (their own Latin-1 value). */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
/** ISO-8859-15 (Latin-9): Latin-1 but for eight bytes, which give these characters instead. */
const LATIN9: [number, string][] = [
  [0xa4, '\u20ac'],
  [0xa6, '\u0160'],
  [0xa8, '\u0161'],
  [0xb4, '\u017d'],
  [0xb8, '\u017e'],
  [0xbc, '\u0152'],
  [0xbd, '\u0153'],
  [0xbe, '\u0178'],
];

/** A single-byte reading the text may have come from: the byte each of its characters above
 *  U+00FF stands for, and the Latin-1 characters it cannot give. */
interface ByteReading {
  special: Map<number, number>;
  absent: Set<number>;
}
const CP1252: ByteReading = { special: new Map([...CP1252_HIGH].map((c, i) => [c.charCodeAt(0), 0x80 + i])), absent: new Set() };
const ISO_8859_15: ByteReading = { special: new Map(LATIN9.map(([b, c]) => [c.charCodeAt(0), b])), absent: new Set(LATIN9.map(([b]) => b)) };

/** A character that is no single byte's under Latin-1, windows-1252 or Latin-9: its presence
 *  proves the text was decoded once only. */
const NOT_A_BYTE = new RegExp(`[^\\u0000-\\u00ff${CP1252_HIGH.replace(/[\u0080-\u00ff]/g, '')}]`);

/** Fewer UTF-8 sequences than this may be real Latin-1 text by chance (a brand's "É®"). */
const MIN_SEQUENCES = 2;
/** chardet's confidence (0–100) a legacy CJK reading of the bytes needs. */
const MIN_LEGACY_CONFIDENCE = 90;
/** The multi-byte encodings a twice-decoded CJK page is read back as. */
const LEGACY_MULTIBYTE = new Set(['gb18030', 'gbk', 'big5', 'shift_jis', 'euc-jp', 'euc-kr']);
/** How much of the page chardet sees. */
const DETECT_SAMPLE = 65_536;
/** A page saved wrongly twice (GBK read as Latin-9, saved as UTF-8, read as Latin-1, saved
 *  again) takes two undoings; more is never seen. */
const MAX_LAYERS = 3;

export interface Undone {
  text: string;
  /** The encoding the bytes were read back as (the last layer's). */
  charset: string;
}

/** The text as it was before it was decoded twice (or more), or undefined when it was decoded
 *  once. */
export function undoDoubleDecoding(text: string): Undone | undefined {
  let out: Undone | undefined;
  for (let layer = 0; layer < MAX_LAYERS; layer++) {
    const next = undoOnce(out?.text ?? text);
    if (!next) break;
    out = next;
  }
  return out;
}

function undoOnce(text: string): Undone | undefined {
  if (!/[\u0080-\u00ff]/.test(text) || NOT_A_BYTE.test(text)) return undefined;
  // Neither reading can succeed without its shape: UTF-8 needs MIN_SEQUENCES lead bytes each with
  // a continuation byte after it; a CJK reading, runs of high bytes. Most pages stop here, before
  // any bytes are built.
  const cjk = cjkShaped(text);
  if (!cjk && utf8Pairs(text) < MIN_SEQUENCES) return undefined;
  const readings = readingOrder(text)
    .map((r) => asBytes(text, r))
    .filter((b): b is Uint8Array => b !== undefined);
  // UTF-8 read back is near proof: Latin-1 text is valid UTF-8 only by rare chance.
  for (const bytes of readings) {
    const utf8 = strictDecode('utf-8', bytes);
    if (utf8 !== undefined) return multiByteSequences(bytes) >= MIN_SEQUENCES ? { text: utf8, charset: 'utf-8' } : undefined;
  }
  // A legacy CJK encoding: the byte reading chardet is surest of. chardet reads 64 KB through
  // every detector it has (about 6 ms a page), so only text shaped like a CJK reading asks it.
  if (!cjk) return undefined;
  let best: (Undone & { confidence: number }) | undefined;
  for (const bytes of readings) {
    for (const match of analyse(bytes.subarray(0, DETECT_SAMPLE))) {
      if (match.confidence < MIN_LEGACY_CONFIDENCE) break;
      const charset = legacyName(match.name);
      const legacy = charset && strictDecode(charset, bytes);
      if (charset && legacy !== undefined) {
        if (!best || match.confidence > best.confidence) best = { text: legacy, charset, confidence: match.confidence };
        break;
      }
    }
  }
  return best && { text: best.text, charset: best.charset };
}

/** The byte a character stands for under windows-1252 or Latin-9, or -1. */
function byteOf(c: number): number {
  return c <= 0xff ? c : (CP1252.special.get(c) ?? ISO_8859_15.special.get(c) ?? -1);
}

/** How many characters read as a UTF-8 lead byte (0xC2–0xF4) have a continuation byte (0x80–0xBF)
 *  after them: at least as many as the multi-byte sequences the bytes could hold. */
function utf8Pairs(text: string): number {
  let n = 0;
  for (let i = 0; i + 1 < text.length; i++) {
    const lead = text.charCodeAt(i);
    if (lead < 0xc2 || lead > 0xf4) continue;
    const next = byteOf(text.charCodeAt(i + 1));
    if (next >= 0x80 && next <= 0xbf) n++;
  }
  return n;
}

/** Characters of a CJK text read back byte by byte come in runs (two or more bytes a character,
 *  characters side by side); accented Latin text has its high bytes alone or in pairs. */
const CJK_RUN = 4;
/** Share of the high-byte characters that a CJK reading has in such runs. */
const CJK_RUN_SHARE = 0.5;

/** Whether the text's characters above U+007F stand mostly in runs of CJK_RUN or more: the shape
 *  of legacy CJK bytes read one by one. */
function cjkShaped(text: string): boolean {
  let high = 0;
  let inRuns = 0;
  let run = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && text.charCodeAt(i) >= 0x80) {
      run++;
      continue;
    }
    high += run;
    if (run >= CJK_RUN) inRuns += run;
    run = 0;
  }
  return high > 0 && inRuns >= CJK_RUN_SHARE * high;
}

/** windows-1252's characters that Latin-9 lacks (curly quotes, dashes, ™): one proves it. */
const CP1252_ONLY = new RegExp(`[${[...CP1252_HIGH].filter((c) => c > '\u00ff' && !LATIN9.some(([, l]) => l === c)).join('')}]`);
const LATIN9_SPECIAL = new RegExp(`[${LATIN9.map(([, c]) => c).join('')}]`);
const LATIN9_ABSENT = new RegExp(`[${LATIN9.map(([b]) => String.fromCharCode(b)).join('')}]`);

/** The single-byte readings to try, likeliest first. Both readings decode most such text, often
 *  to different characters, so the text decides: a curly quote or a dash means windows-1252;
 *  Latin-9's characters (Ž, Ÿ, €…) without any of the eight Latin-1 characters Latin-9 replaces
 *  (´, ¼, ¤…) mean Latin-9, since a windows-1252 reading of the same bytes gives those as often. */
function readingOrder(text: string): ByteReading[] {
  if (CP1252_ONLY.test(text)) return [CP1252];
  if (LATIN9_SPECIAL.test(text) && !LATIN9_ABSENT.test(text)) return [ISO_8859_15, CP1252];
  return [CP1252];
}

/** The bytes the text's characters stand for under `reading`, or undefined when one cannot. */
function asBytes(text: string, reading: ByteReading): Uint8Array | undefined {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const b = c <= 0xff ? (reading.absent.has(c) ? undefined : c) : reading.special.get(c);
    if (b === undefined) return undefined;
    bytes[i] = b;
  }
  return bytes;
}

function legacyName(label: string): string | undefined {
  let name: string;
  try {
    name = new TextDecoder(label).encoding;
  } catch {
    return undefined;
  }
  if (!LEGACY_MULTIBYTE.has(name)) return undefined;
  return name === 'gbk' ? 'gb18030' : name;
}

function strictDecode(charset: string, bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder(charset, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** How many multi-byte UTF-8 sequences valid UTF-8 bytes hold: their lead bytes. */
function multiByteSequences(bytes: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i]! >= 0xc2) n++;
  return n;
}
