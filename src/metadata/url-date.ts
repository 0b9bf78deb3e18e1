// A publication day written in the page's address ("/2024/03/15/slug", "/2024-03-15-slug",
// "/20240315/"): many CMSs put it there. It is the last resort, used only when the page states
// no date anywhere else: an address keeps the day a story was first filed, which a later
// correction or a moved page does not change, but it is no statement on the page.
import { parseDate } from './date.js';

/** A year, month and day as path parts (/2024/03/15/ or /2024/3/5/), or joined by dashes or
 *  underscores, or run together as eight digits, each between separators. */
const PATH_DAY = /(?:^|[/_-])((?:19|20)\d{2})([/_-])(0?[1-9]|1[0-2])\2(0?[1-9]|[12]\d|3[01])(?=$|[/_.?#-])|(?:^|[/_-])((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?=$|[/_.?#-])/;

/** The day in `url`'s path (not its host, query or fragment), as `YYYY-MM-DD`, or undefined. */
export function urlDate(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const m = PATH_DAY.exec(path.length > 400 ? path.slice(0, 400) : path);
  if (!m) return undefined;
  const [y, mo, d] = m[1] ? [m[1], m[3]!, m[4]!] : [m[5]!, m[6]!, m[7]!];
  return parseDate(`${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`);
}
