// A test-only encoder for the legacy CJK encodings, which Node can decode but not encode. It
// inverts the decoder over every two-byte sequence; the tests anchor it on byte values known
// by hand (中文 in GBK is D6 D0 CE C4), so that it cannot agree with a wrong decoder by accident.
const tables = new Map<string, Map<string, number[]>>();

function tableFor(label: string): Map<string, number[]> {
  let table = tables.get(label);
  if (table) return table;
  table = new Map();
  const decoder = new TextDecoder(label, { fatal: true });
  // Leads from 0xA1 first, so that the common plane wins when a character has two codes
  // (Big5-HKSCS repeats some characters below 0xA1).
  const leads = [...Array.from({ length: 0xff - 0xa1 }, (_, i) => 0xa1 + i), ...Array.from({ length: 0xa1 - 0x81 }, (_, i) => 0x81 + i)];
  for (const lead of leads) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      let ch: string;
      try {
        ch = decoder.decode(new Uint8Array([lead, trail]));
      } catch {
        continue;
      }
      if ([...ch].length === 1 && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  }
  // Single bytes: ASCII, and the half-width katakana of Shift_JIS.
  for (let b = 0; b < 0x100; b++) {
    try {
      const ch = decoder.decode(new Uint8Array([b]));
      if ([...ch].length === 1) table.set(ch, [b]);
    } catch {
      // not a single-byte character in this encoding
    }
  }
  tables.set(label, table);
  return table;
}

/** Encode text in gbk, big5, shift_jis or euc-kr. Throws on a character the encoding lacks. */
export function encodeLegacy(label: string, text: string): Uint8Array {
  const table = tableFor(label);
  const out: number[] = [];
  for (const ch of text) {
    const bytes = table.get(ch);
    if (!bytes) throw new Error(`${label} cannot encode ${JSON.stringify(ch)}`);
    out.push(...bytes);
  }
  return Uint8Array.from(out);
}

export const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');
export const fromHex = (s: string): Uint8Array => Uint8Array.from(Buffer.from(s.replace(/\s+/g, ''), 'hex'));
