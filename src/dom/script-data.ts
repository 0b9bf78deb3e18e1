// A script's data let out as page text: a stray "</script>" inside a string of an inline script
// ends the script early for the HTML parser, and the rest of its JSON (or JS object literal) comes
// out as a text node of the page. JSON is never prose: such a unit is no article text, whatever its
// words say. Code the page shows on purpose (<pre>, <code>) is not this.
import { tagOf } from './tags.js';

/** `"key":` (JSON) and `, key:` / `{key:` followed by a value (a JS object literal). */
const QUOTED_KEY = /"[^"\\\n]{1,60}"\s*:/g;
const BARE_KEY = /[{,]\s*[A-Za-z_$][\w$]{0,40}\s*:\s*(?:["'{[\d-]|true\b|false\b|null\b)/g;
/** Keys a unit must hold to read as an object: a prose line quotes a phrase and a colon now and then. */
const MIN_KEYS = 3;
/** Words per key at most: data names a key every few words, a long essay that quotes now and then
 *  holds a few such pairs among thousands of words. */
const MAX_WORDS_PER_KEY = 40;
/** Braces it must hold with them (square brackets are an editor's insertions in prose too). */
const MIN_BRACES = 2;
/** Shortest text tried as a whole JSON value. */
const MIN_JSON_CHARS = 20;
/** Elements whose text is code shown on purpose. */
const CODE_TAGS = new Set(['pre', 'code', 'samp', 'kbd', 'textarea']);
/** Ancestors looked at for them. */
const CODE_DEPTH = 4;

/** Does the whole text parse as a JSON object or array? */
function parsesAsJson(t: string): boolean {
  if (t.length < MIN_JSON_CHARS || !/^[[{][\s\S]*[\]}]$/.test(t)) return false;
  try {
    const v: unknown = JSON.parse(t);
    return typeof v === 'object' && v !== null;
  } catch {
    return false;
  }
}

/** Does the text read as a script's data (JSON, a JS object literal, or a piece of one)? */
export function looksLikeScriptData(text: string): boolean {
  const t = text.trim();
  if (parsesAsJson(t)) return true;
  const keys = (t.match(QUOTED_KEY) ?? []).length + (t.match(BARE_KEY) ?? []).length;
  if (keys < MIN_KEYS) return false;
  const words = t.split(/\s+/).length;
  if (words > keys * MAX_WORDS_PER_KEY) return false;
  return (t.match(/[{}]/g) ?? []).length >= MIN_BRACES;
}

/** Is the element, or one of its nearest ancestors, code the page shows? */
export function inShownCode(el: Element): boolean {
  let e: Element | null = el;
  for (let d = 0; e && d < CODE_DEPTH; e = e.parentElement, d++) if (CODE_TAGS.has(tagOf(e))) return true;
  return false;
}
