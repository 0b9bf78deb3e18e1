// Character references in text cut straight out of HTML source (the CETR family and TTR read the
// source, not the DOM). Numeric references are decoded here; a name is looked up in the HTML
// standard's table of the `entities` package (the parser's own dependency, so it costs nothing to
// install), which has every name of the standard where a hand-kept table had the 115 that news pages use most.
// A name the table lacks stays as written, which costs at most one odd token. The `;` is optional,
// as before, for every name.
import { decodeHTMLStrict } from 'entities/decode';

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));?/g;

function fromCodePoint(cp: number): string {
  // NUL, surrogates and values past Unicode become U+FFFD, as the HTML spec has it.
  return cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ? '\ufffd' : String.fromCodePoint(cp);
}

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (all, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec !== undefined) return fromCodePoint(Number(dec));
    if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
    const ref = `&${name};`;
    const decoded = decodeHTMLStrict(ref);
    return decoded === ref ? all : decoded;
  });
}
