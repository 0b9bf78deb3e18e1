// Chinese signatures without a role label before the name: an outlet and the writer split by a
// slash ("中廣新聞／楊菁惠", "(全景网/陈祎)"), the writer and the place filed from
// ("【（李三娃／四川成都）】"), the writer before the role ("(李艳 撰稿)", "(李艳/编译)", "（李艳報導）"; the
// role vouches for a name without a common surname, "(立岚/编译)"). Read only on a short
// credit (a line of its own, or the bracket closing the article), never inside running text; a
// bracketed personal name alone on the line after the article ("……（孟雪梅）") signs it too.
import { isHanName } from './name-zh.js';
import type { PageLines } from './lines.js';
import { organisationShaped } from './organisation-names.js';
import { HAN_OUTLET_WORD, OUTLET, SIGNED_NAME_ROLE as NAME_ROLE, HAN_CLOSING_REPORTER, HAN_NOT_SIGNED_NAME, HAN_NAME_THEN_EDITOR } from '../vocabulary/zh.js';

const OUTLET_NAME = new RegExp(String.raw`^[【[（(〔]*(?:${OUTLET})\s*[／/]\s*(\p{Script=Han}{2,4})[】\]）)〕]*$`, 'u');
const NAME_PLACE = /^[【[（(〔]+\s*(\p{Script=Han}{2,4})\s*[／/]\s*\p{Script=Han}{2,8}\s*[】\]）)〕]+$/u;
/** "……（孟雪梅）" on a line of its own: the article's close, set apart from its last paragraph. */
const BARE_NAME = /^(?:…+|\.{3,}|。)?\s*[（(]\s*(\p{Script=Han}{2,4})\s*[）)]$/u;

/** The writer a short Chinese signature names, or undefined. */
export function signedName(text: string): string | undefined {
  const t = text.trim();
  if (t.length > 30) return undefined;
  for (const re of [OUTLET_NAME, NAME_PLACE]) {
    const name = re.exec(t)?.[1];
    if (name && isHanName(name)) return name;
  }
  const roled = NAME_ROLE.exec(t)?.[1];
  if (roled && (isHanName(roled) || vouchedByRole(roled))) return roled;
  // A bracketed name alone is a writer only when it is a personal name: "（新华社）" is none.
  const bare = BARE_NAME.exec(t)?.[1];
  if (bare && isHanName(bare) && !HAN_OUTLET_WORD.test(bare)) return bare;
  return undefined;
}

/** A name of two or three Han characters without a common surname, taken where a role word signs
 *  it: no outlet, organisation, desk or compilation ("(综合/编译)"). */
function vouchedByRole(name: string): boolean {
  return /^\p{Script=Han}{2,3}$/u.test(name) && !organisationShaped(name) && !HAN_OUTLET_WORD.test(name) && !HAN_NOT_SIGNED_NAME.test(name);
}

/** "(陈巍 编辑)" as the last line of the article's last block (a table's rows and the signature
 *  under them, one block): the editor who signed it. The block is the method's own last
 *  paragraph, whose lines run past what the page's credit lines look at. */
export function closingEditor(paragraphs: readonly string[] | undefined): string | undefined {
  const close = paragraphs?.at(-1)?.split('\n').at(-1)?.trim() ?? '';
  const m = close.length <= 30 ? HAN_NAME_THEN_EDITOR.exec(close) : null;
  return m && m.index === 0 && m[0].length === close.length ? m[1] : undefined;
}

/** "…等。记者祝勇": the reporter named after the last sentence of the article, in its last line. */
export function closingReporter(line: string): string[] {
  const m = HAN_CLOSING_REPORTER.exec(line);
  if (!m) return [];
  const names = m[1]!.split(/[\s、]+/);
  return names.every(isHanName) ? names : [];
}

/** Does the headline or the story's running text name `name` outside its signature? A closing
 *  "（江滨）" whose two characters open the story's 江滨新区 is the place it was filed from, not a
 *  writer: a reporter's signature is no word of the story. Short lines (a dateline that credits
 *  the same writer) are not the story's text. */
export function namedInStory(pl: PageLines, name: string): boolean {
  const told = (i: number): boolean => pl.lines[i]!.text.replace(CLOSING_BRACKET, '').includes(name);
  if (pl.headline >= 0 && told(pl.headline)) return true;
  for (let i = Math.max(0, pl.start); i <= pl.end && i < pl.lines.length; i++) if (pl.lines[i]!.text.length >= STORY_LINE && told(i)) return true;
  return false;
}

/** A bracket closing a line: the signature itself ("（江滨）", "(王霄 发自上海)"), not the story. */
const CLOSING_BRACKET = /[（(][^（()）]{0,30}[）)]\s*$/;
/** A line this long is running text, not a credit. */
const STORY_LINE = 40;
