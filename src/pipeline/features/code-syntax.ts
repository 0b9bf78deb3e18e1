// h_code: does the unit read as JSON or script rather than prose? A string inside a script that
// holds `</script>` (an embed's HTML kept in a page's state object) ends the script early, and the
// rest of the object (quoted keys, braces, escapes) becomes page text: often the longest unit on the
// page, with commas and colons that read as sentence punctuation. Prose in any language has almost
// none of that syntax. The unit's share of characters in it is evidence against news, weighed with
// the rest; nothing for code the page shows as code (`<pre>`, `<code>`), which a developer's
// article quotes.
import type { Page } from '../../core/types.js';
import { closestWhere } from '../../dom/ancestors.js';
import { SHOWN_CODE_TAGS } from '../../vocabulary/markup.js';

/** The syntax of JSON and scripts that prose lacks: a quoted key without a space in it and its
 *  colon, a brace or bracket against a string or against more syntax, a `\uXXXX` or backslash
 *  escape, a statement's end after a call on a string or after an index, the comparison operators
 *  and `&&`. Not the marks prose and page furniture share with code: a straight quote (English
 *  prose quotes with it), a quoted title and its colon (`"Honor Flight": a trailer`), a
 *  semicolon after a word, a quote or a parenthesis (a box score's lines, a list's items), braces
 *  alone (a set in a maths lesson), a function's `()` (a developer's prose names functions),
 *  `>` and `||` (a breadcrumb's and a menu's separators), a row of `=` (a divider). */
const SYNTAX = /(?<="[\w$@.-]{1,40})"\s*:|[{[]\s*"|"\s*[}\]]|}\s*[,;)\]}]|\)\s*{|\\u[0-9a-fA-F]{4}|\\[\\/"']|['"]\)\s*;|\]\s*;|(?<![=!<>])[=!]==?(?!=)|&&/g;
/** Share of a unit's non-space characters in that syntax at which it starts to read as code, and
 *  at which it reads as code outright. Prose stays below the first (a semicolon, a bracketed
 *  insertion); a state object's items, whose values are sentences, sit well above the second. */
const PROSE_SHARE = 0.02;
const CODE_SHARE = 0.08;
/** Non-space characters below which a unit gets proportionally less: "[1]" or "{edit}" is a
 *  label, not a leaked object. */
const SHORT_CHARS = 120;

/** h of one text: the share of its characters in code syntax, scaled into [0, 1] and damped on
 *  short texts. */
export function codeSyntax(text: string): number {
  let chars = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 32) chars++;
  if (chars === 0) return 0;
  let syntax = 0;
  for (const m of text.matchAll(SYNTAX)) syntax += m[0].length;
  const share = syntax / chars;
  if (share <= PROSE_SHARE) return 0;
  return Math.min(1, (share - PROSE_SHARE) / (CODE_SHARE - PROSE_SHARE)) * Math.min(1, chars / SHORT_CHARS);
}

/** h_code of every unit; undefined when no unit reads as code at all, so that a page without any
 *  adds no evidence (and no column) and fuses exactly as before. */
export function codeSyntaxFeature(page: Page, texts: readonly string[]): number[] | undefined {
  const h = texts.map(codeSyntax);
  if (!h.some((v) => v > 0)) return undefined;
  return h.map((v, i) => (v > 0 && closestWhere(page.units[i]!.element as Element, (e) => SHOWN_CODE_TAGS.has(e.tagName), page.deadline) ? 0 : v));
}
