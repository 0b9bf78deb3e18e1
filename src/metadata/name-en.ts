// Names in Latin-like scripts: a person's name of capitalised words, the names of an English
// byline ("By Jane Doe and John Roe, Staff Writers"), given names alone, a login in lower case, a
// name with a page's word glued to it.
import { isRoleWord } from './name-words.js';
import { bounded, clean, HAN } from './text.js';
import {
  AFTER_NAME,
  GLUED_MONTH,
  NOT_GIVEN,
  NOT_HANDLE,
  PARTICLES,
  ROLE_WORDS,
  BY_LABEL_START,
  AFTER_NAMES_WORD,
  NAME_JOINER,
  MONTH_OR_WEEKDAY,
  AND_JOINER,
  BY_GLUED_START,
  BY_GLUED,
} from '../vocabulary/en.js';

/** A credential written with a stop after each part, closing a name ("M.P.H.", "Ph.D.", "R.N."). */
const CREDENTIAL_END = /(?:^|\s)(?:\p{L}{1,2}\.){2,}$/u;

/** "JANE DOE" → "Jane Doe": bylines set in capitals name the person in title case. */
function titleCase(name: string): string {
  if (/\p{Ll}/u.test(name)) return name;
  return name.replace(/\p{Lu}+/gu, (w) => w.charAt(0) + w.slice(1).toLowerCase());
}

/** A person's name in a Latin-like script: 2–5 capitalised words (initials and particles allowed). */
export function isLatinName(s: string): boolean {
  const words = s.split(' ');
  if (words.length < 2 || words.length > 5) return false;
  for (const [i, w] of words.entries()) {
    if (ROLE_WORDS.has(w.toLowerCase().replace(/[.,]$/, ''))) return false;
    if (PARTICLES.has(w) && i > 0 && i < words.length - 1) continue;
    if (!/^\p{Lu}[\p{L}\p{M}'’.-]*$/u.test(w)) return false;
  }
  return true;
}

/** Names in an English byline: "By Jane Doe and John Roe, Staff Writers" → Jane Doe, John Roe.
 *  Reads the first MAX_FIELD characters: its patterns are quadratic in their input (a JSON-LD
 *  author of 10^6 dots took minutes; test/core/regex-linear.test.ts lists them). */
export function englishNames(text: string): string[] {
  let t = clean(bounded(text))
    .replace(BY_LABEL_START, '')
    // "BySarah Doe": a "By" the page set against the name without a space.
    .replace(BY_GLUED_START, '');
  // The names end where the date, a separator or a bracket begins.
  t = t.split(/\s*[|·•—–([\n]\s*|\s+-(?:\s+|$)|\d/)[0] ?? '';
  // "By Jane Doe in Politics on March 5": the names end at a lower-case preposition.
  t = (t.split(AFTER_NAMES_WORD)[0] ?? '').replace(AFTER_NAME, '');
  const names: string[] = [];
  // U+2063 marks where one element's text ends (region.ts): a name never spans two elements.
  for (const piece of t.split(NAME_JOINER)) {
    // A closing stop is punctuation, except the last of a credential's initials ("M.P.H.", "Ph.D.").
    const p = (CREDENTIAL_END.test(piece.trim()) ? piece.replace(/[\s:-]+$/, '') : piece.replace(/[\s.:-]+$/, '')).trim();
    if (!p) continue;
    if (!isLatinName(p)) break;
    names.push(titleCase(p));
  }
  return names;
}

/** "Kristin", "Maria & Katerina", "Linny and Peter": given names only, up to three; else none.
 *  Commas do not separate ("Roy, Aniruddha" is one name, surname first). */
export function givenNames(v: string): string[] {
  const pieces = clean(v)
    .split(AND_JOINER)
    .map((p) => p.trim());
  const given = pieces.map(givenName);
  return pieces.length <= 3 && given.every(Boolean) ? (given as string[]) : [];
}

/** "jane doe": a person's name in lower case, as a CMS's login often gives it (two or three
 *  words of letters, none a job or a label). For sources that say they name a person. */
export function lowerCaseName(v: string): string[] {
  const t = clean(v);
  if (!/^\p{Ll}[\p{Ll}'’-]+(?: \p{Ll}[\p{Ll}'’-]+){1,2}$/u.test(t)) return [];
  return t.split(' ').some((w) => ROLE_WORDS.has(w) || NOT_GIVEN.has(w)) ? [] : [t];
}

/** A name with a page's word glued to it: "BySarah" (a "By" set against it), "Jane Doe
 *  October" (the date's month after it), "Jane Doe Updated". What is left must still be a name. */
export function trimGlued(name: string): string {
  const t = name.replace(BY_GLUED, '').replace(GLUED_MONTH, '').replace(AFTER_NAME, '').trim();
  if (t === name) return name;
  return HAN.test(t) || isLatinName(t) ? t : '';
}

/** A lone given name ("Kristin", "Maria"), where the page marks it as its writer: a capitalised
 *  word of 3–20 letters that is no job, label, organisation word, month or weekday. */
export function givenName(s: string): string | undefined {
  const c = clean(s);
  let end = c.length;
  while (end > 0 && '.,:;'.includes(c[end - 1]!)) end--; // not /[.,:;]+$/: quadratic on a run of them
  const t = c.slice(0, end);
  if (!/^\p{Lu}\p{Ll}{2,19}$/u.test(t)) return undefined;
  const lower = t.toLowerCase();
  if (ROLE_WORDS.has(lower) || NOT_GIVEN.has(lower) || MONTH_OR_WEEKDAY.test(lower)) return undefined;
  return t;
}

/** A login or pen name: letters first, then letters, digits, dots, dashes, apostrophes, spaces. */
const HANDLE = /^\p{L}[\p{L}\p{N}._'’ -]{1,38}$/u;

/** A login or a one-word pen name ("infuy", "ShawnHymel", "Tom") where the markup says the text
 *  names the writer (an hCard's name, a rel=author link); never a label, a role or an address. */
export function loginName(text: string): string | undefined {
  return HANDLE.test(text) && text.split(' ').length <= 4 && !isRoleWord(text.toLowerCase()) && !NOT_HANDLE.test(text) ? text : undefined;
}
