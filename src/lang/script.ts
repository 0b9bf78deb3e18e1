// Han characters: which code points are Han, and how much of a text is (language detection, the
// Han script kind of scripts.ts, which splits text into script runs).

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
