// Bytes → text. Order of authority: byte-order mark, then the page's own <meta charset> or
// http-equiv declaration, then UTF-8. Node's full ICU gives TextDecoder GBK, Big5, Shift_JIS, …
const BOMS: [number[], string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

function bomCharset(bytes: Uint8Array): string | undefined {
  for (const [sig, name] of BOMS) if (sig.every((b, i) => bytes[i] === b)) return name;
  return undefined;
}

/** The charset a page declares in its first 4 KB (`<meta charset>` or http-equiv content-type). */
export function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('latin1');
  const m = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return m?.[1]?.toLowerCase();
}

function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (!label) return undefined;
  // Pages that say gb2312 are nearly always written in its superset GBK/GB18030.
  // A page read as bytes cannot be UTF-16 if its meta tag was readable as ASCII (the HTML
  // standard's rule), so such a declaration means UTF-8.
  const name = /^(gb2312|gbk|x-gbk)$/i.test(label) ? 'gb18030' : /^utf-?16/i.test(label) ? 'utf-8' : label;
  try {
    return new TextDecoder(name);
  } catch {
    return undefined;
  }
}

export function decodeHtml(bytes: Uint8Array): string {
  const bom = bomCharset(bytes);
  if (bom) return new TextDecoder(bom).decode(bytes);
  const decoder = decoderFor(declaredCharset(bytes)) ?? new TextDecoder('utf-8');
  return decoder.decode(bytes);
}
