// Bytes → text. Order of authority: the HTTP Content-Type charset, then a byte-order mark, then
// the page's own <meta charset> / http-equiv declaration, then detection, then UTF-8; last, text that
// had been decoded twice before it was saved is read back (double-decoded.ts).
// Node's full ICU gives TextDecoder GBK, GB18030, Big5, Shift_JIS, EUC-KR and the WHATWG labels.
import { analyse } from 'chardet';
import sniffHtmlEncoding from 'html-encoding-sniffer';
import { undoDoubleDecoding } from './double-decoded.js';

/** Where the charset came from. */
export type CharsetSource = 'http' | 'bom' | 'meta' | 'detected' | 'default';

export interface DecodedPage {
  html: string;
  /** WHATWG name of the encoding used, e.g. `utf-8`, `gb18030`, `big5`. */
  charset: string;
  from: CharsetSource;
  /** The text had been decoded twice before it was saved (double-decoded.ts) and was read back:
   *  `charset` is then the encoding it was read back as. */
  doubleDecoded?: true;
}

/** How far into the page a <meta> declaration is looked for. The HTML standard's prescan reads
 *  1024 bytes; Blink and WebKit read on while the head lasts, and 7% of the shared sets' pages
 *  declare their charset between 1 KB and 4 KB (after long keyword lists and inline scripts). */
const META_WINDOW = 4096;
/** The bytes html-encoding-sniffer's prescan reads from where it starts (the standard's figure). */
const PRESCAN = 1024;
/** How much of the page chardet sees: enough for its statistics, bounded for huge pages. */
const DETECT_SAMPLE = 65_536;
/** chardet's confidence (0–100) below which its guess is ignored. */
const MIN_CONFIDENCE = 50;

const BOMS: [number[], string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

function bomCharset(bytes: Uint8Array): string | undefined {
  for (const [sig, name] of BOMS) if (sig.every((b, i) => bytes[i] === b)) return name;
  return undefined;
}

/**
 * The encoding a label names, as a TextDecoder name, or undefined for a label that names nothing
 * we can decode. TextDecoder applies the WHATWG label table (gb2312 → gbk, x-sjis → shift_jis,
 * iso-8859-1 and us-ascii → windows-1252, ks_c_5601-1987 → euc-kr, big5-hkscs → big5).
 */
export function normalizeCharset(label: string | undefined): string | undefined {
  if (!label) return undefined;
  let name: string;
  try {
    name = new TextDecoder(label.trim()).encoding;
  } catch {
    return undefined;
  }
  // GBK pages routinely use GB18030 code points, and the GB18030 decoder reads every GBK byte
  // sequence the same way, so the superset is always the safer choice.
  return name === 'gbk' ? 'gb18030' : name;
}

/** The charset parameter of a Content-Type value, e.g. `text/html; charset="GBK"` → `GBK`. */
export function contentTypeCharset(contentType: string | undefined): string | undefined {
  if (!contentType) return undefined;
  return /;\s*charset\s*=\s*(?:["']\s*)?([^"';,\s]+)/i.exec(contentType)?.[1];
}

/** The charset a page declares in its first 4 KB: `<meta charset>` or the http-equiv content
 *  type, read by html-encoding-sniffer (the HTML standard's prescan: comments and other tags'
 *  attributes are skipped, `content=` counts only beside `http-equiv="content-type"`), or (for
 *  XHTML) the XML declaration, which the prescan leaves alone. The prescan stops after 1 KB; past
 *  it, the scan starts again at each `<meta` up to 4 KB. Lower-cased, not yet validated. */
export function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = bytes.subarray(0, META_WINDOW);
  const found = prescan(head, 0);
  if (found) return found.toLowerCase();
  const text = latin1(head);
  const late = lateMeta(head, text);
  const xml = /^\s*<\?xml[^>]*\sencoding\s*=\s*["']([\w.:-]+)/i.exec(text)?.[1];
  return (late ?? xml)?.toLowerCase();
}

/** No encoding name is empty: the sniffer gives this back when the bytes declare nothing. */
const NOT_DECLARED = '';

/** html-encoding-sniffer's prescan of the 1 KB from `start`, or undefined (decodePage has read
 *  any byte-order mark before it asks). */
function prescan(head: Uint8Array, start: number): string | undefined {
  try {
    return sniffHtmlEncoding(head.subarray(start), { defaultEncoding: NOT_DECLARED }) || undefined;
  } catch {
    // Version 6 throws on a content value that ends at the word charset
    // (`content="text/html; charset"`): nothing readable is declared there.
    return undefined;
  }
}

/** A declaration the standard's 1 KB missed: the prescan again from each `<meta` tag up to 4 KB,
 *  starting with the last one that opens in the first KB (its tag may run past the cut). */
function lateMeta(head: Uint8Array, text: string): string | undefined {
  const starts = [...text.matchAll(/<meta[\s/]/gi)].map((m) => m.index);
  const cut = starts.filter((i) => i < PRESCAN).length;
  for (const start of starts.slice(Math.max(cut - 1, 0))) {
    const found = prescan(head, start);
    if (found) return found;
  }
  return undefined;
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function isAscii(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i]! >= 0x80) return false;
  return true;
}

/** Guess the encoding of undeclared bytes. Valid UTF-8 is UTF-8: legacy multi-byte text almost
 *  never forms valid UTF-8 by accident, while chardet can mistake short UTF-8 for other things. */
function detectCharset(bytes: Uint8Array): { charset: string; from: CharsetSource } {
  if (isAscii(bytes)) return { charset: 'utf-8', from: 'default' };
  if (isValidUtf8(bytes)) return { charset: 'utf-8', from: 'detected' };
  const sample = bytes.subarray(0, DETECT_SAMPLE);
  for (const match of analyse(sample)) {
    if (match.confidence < MIN_CONFIDENCE) break;
    const charset = normalizeCharset(match.name);
    // UTF-16/32 guesses on bytes that carried no BOM are noise, and UTF-8 was ruled out above.
    if (charset && !/^utf-/.test(charset)) return { charset, from: 'detected' };
  }
  return { charset: 'utf-8', from: 'default' };
}

/** A declared label, as the HTML standard reads a <meta>: a page whose declaration was readable
 *  as ASCII cannot be UTF-16, so such a declaration means UTF-8. */
function metaCharset(label: string | undefined): string | undefined {
  const name = normalizeCharset(label);
  return name?.startsWith('utf-16') ? 'utf-8' : name;
}

/** Decode a page. `contentType` is the HTTP Content-Type header when the page came with one. */
export function decodePage(bytes: Uint8Array, contentType?: string): DecodedPage {
  let charset: string | undefined;
  let from: CharsetSource;
  if ((charset = normalizeCharset(contentTypeCharset(contentType)))) from = 'http';
  else if ((charset = bomCharset(bytes))) from = 'bom';
  else if ((charset = metaCharset(declaredCharset(bytes)))) from = 'meta';
  else ({ charset, from } = detectCharset(bytes));
  const html = decodeAs(charset, bytes);
  // Only text read as UTF-8: a page read as a single-byte charset gives one byte's character for
  // every byte by construction, and its declared charset keeps its authority.
  const undone = charset === 'utf-8' ? undoDoubleDecoding(html) : undefined;
  return undone ? { html: undone.text, charset: undone.charset, from, doubleDecoded: true } : { html, charset, from };
}

// windows-1252 bytes 0x80–0x9F (WHATWG index). Node 20's TextDecoder reads windows-1252 as
// ISO-8859-1 and turns these into C1 controls (curly quotes, dashes and € are lost), so that
// one encoding is decoded here.
const WINDOWS_1252_C1 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeAs(charset: string, bytes: Uint8Array): string {
  if (charset === 'windows-1252') {
    return latin1(bytes).replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80]!);
  }
  // TextDecoder drops a BOM that matches the chosen encoding.
  return new TextDecoder(charset).decode(bytes);
}

/** Decode a page to text (see decodePage). */
export function decodeHtml(bytes: Uint8Array, contentType?: string): string {
  return decodePage(bytes, contentType).html;
}

/** Bytes read as Latin-1, a character each (what Buffer's 'latin1' gives), without Buffer: the
 *  browser build has none. In slices, since fromCharCode takes its arguments on the stack. */
function latin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return out;
}
