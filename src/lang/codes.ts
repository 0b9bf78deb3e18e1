// Language codes as the result gives them (docs/method.md §1.2): ISO 639-1 where the language has a
// two-letter code, else its ISO 639-3 code. franc answers ISO 639-3, often for one member of a
// macrolanguage (zlm, Malay, of ms; cmn, Mandarin, of zh), and ICU's canonical form of a code is its
// ISO 639-1 code for most of them (rus → ru, cmn → zh) but not all: it leaves zlm and ckb as they
// are and turns tgl (and tl) into fil, Filipino, which has no two-letter code. The table below
// gives those; ICU gives the rest.

/** Codes whose ISO 639-1 code ICU's canonical form does not give. A macrolanguage's member takes
 *  the macrolanguage's two-letter code. Keys are what franc answers or ICU's canonical form of it. */
const TO_639_1: Readonly<Record<string, string>> = {
  zlm: 'ms', // Malay (individual language) → Malay (macrolanguage msa)
  zsm: 'ms', // Standard Malay
  ckb: 'ku', // Central Kurdish → Kurdish (kur)
  kmr: 'ku', // Northern Kurdish
  fuv: 'ff', // Nigerian Fulfulde → Fulah (ful)
  koi: 'kv', // Komi-Permyak → Komi (kom)
  qug: 'qu', // Chimborazo Highland Quichua → Quechua (que)
  tgl: 'tl', // Tagalog (ICU: fil)
  fil: 'tl', // Filipino, ICU's form of tgl and tl: standard Tagalog
};

/** Languages franc-min can answer that have no ISO 639-1 code, nor a macrolanguage with one: the
 *  result keeps their ISO 639-3 code. Bhojpuri, Magahi and Maithili were under ISO 639-1's
 *  collective `bh` (Bihari), withdrawn in 2021; Hmong's (hmn) and Lahnda's (lah) macrolanguages
 *  have no two-letter code. */
export const KEPT_639_3: ReadonlySet<string> = new Set(['bho', 'ceb', 'hms', 'hnj', 'ilo', 'mad', 'mag', 'mai', 'skr']);

/** The result's code for a language code: ISO 639-1 when the language has one (`zlm` → `ms`,
 *  `cmn` → `zh`, `iw` → `he`), else ISO 639-3 in lower case (`ceb`). */
export function iso6391(code: string): string {
  const lower = code.toLowerCase();
  const own = TO_639_1[lower];
  if (own) return own;
  let canonical: string;
  try {
    canonical = Intl.getCanonicalLocales(lower)[0] ?? lower;
  } catch {
    return lower;
  }
  return TO_639_1[canonical] ?? canonical;
}
