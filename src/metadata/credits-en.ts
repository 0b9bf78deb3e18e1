// English credits: "By X and Y", "Reported by X", "X, Reuters", a name beside a date in the
// byline area.
import { findDate } from './date.js';
import { englishNames, isLatinName } from './name-en.js';
import { PIECE } from './byline-region.js';
import { clean } from './text.js';
import { JOB, PLACE_START, NOT_WRITTEN_BY, DATE_WORD, DATE_TOKEN, BY_AT_PIECE_START, BY_INSIDE_LINE, PICTURE_BY, MONTH_WORD, OUTLET_AFTER_COMMA, NAME_COMMA_OUTLET } from '../vocabulary/en.js';

/** The outlet right after the last name and a comma: "Jane Doe, Reuters" → Reuters. */
function outletAfter(text: string, lastName: string): string | undefined {
  const at = text.indexOf(lastName);
  if (at < 0) return undefined;
  const m = OUTLET_AFTER_COMMA.exec(text.slice(at + lastName.length));
  if (!m) return undefined;
  const words = m[1]!.split(/\s+/);
  const cut = words.findIndex((w) => DATE_WORD.test(w));
  const outlet = (cut >= 0 ? words.slice(0, cut) : words).join(' ');
  return outlet.length >= 2 && !JOB.test(outlet) && !DATE_WORD.test(outlet) ? outlet : undefined;
}

/** An English byline line: "By X and Y", "Reported by X", "Submitted by X on …", "X, Reuters".
 *  `pieces` is the line with U+2063 where one element's text ends (region.ts), so that a name
 *  never runs into the job title of the next element; a line without them reads the same. */
export function englishByline(pieces: string, header: boolean): { names: string[]; outlet?: string } {
  const text = pieces.includes(PIECE) ? clean(pieces.replaceAll(PIECE, ' ')) : pieces;
  // "By" opens the line or follows a separator; inside a line only a lower-case "by" ("Posted
  // 5 Jan by Jane Doe") credits anyone: "Tesco Hit Hard By Xmas Sales" is a headline.
  // A line as long as a sentence ("implants made by Poly Implant Prothese") takes "by" only
  // where it opens the line or follows a separator.
  const by = BY_AT_PIECE_START.exec(pieces) ?? (text.length <= 120 ? BY_INSIDE_LINE.exec(pieces) : null);
  const lead = by ? pieces.slice(0, by.index + by[0].length - by[1]!.length) : '';
  if (by && !PICTURE_BY.test(lead) && !NOT_WRITTEN_BY.test(lead.slice(-48))) {
    const rest = by[1]!;
    const names = englishNames(rest);
    return { names, outlet: names.length ? outletAfter(clean(rest.replaceAll(PIECE, ' ')), names[names.length - 1]!) : undefined };
  }
  // "Mara Quinn, The Valley Ledger March 5, 2013": name, outlet, date.
  const comma = header && NAME_COMMA_OUTLET.exec(text);
  // "New York, January 17": a dateline's place, not a name and an outlet.
  if (comma && text.length < 120 && !PLACE_START.test(comma[1]!)) {
    const names = englishNames(comma[1]!);
    // "Jane Doe, January 17, 2012": a name and a date, no outlet.
    if (names.length) return { names, outlet: DATE_WORD.test(comma[2]!) ? undefined : outletAfter(text, names[names.length - 1]!) };
  }
  const beside = header ? nameBesideDate(text) : undefined;
  return { names: beside ? [beside] : [] };
}

/** A header line that is only a date and a person: "Jane Doe January 17, 2012",
 *  "17 January 12 17:47, Jane Doe". The name is mixed case and not a place. */
function nameBesideDate(text: string): string | undefined {
  if (text.length > 80 || !/\d/.test(text)) return undefined;
  const month = MONTH_WORD.test(text);
  if (!month && !findDate(text)) return undefined;
  const rest = clean(text.replace(DATE_TOKEN, ' ').replace(/[,|·•:/()–—-]+/g, ' '));
  if (!rest || !/\p{Ll}/u.test(rest) || PLACE_START.test(rest) || !isLatinName(rest)) return undefined;
  return rest;
}
