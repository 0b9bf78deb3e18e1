// The poster of a forum thread's first post: "楼主 海风吹过", "樓主：kevin_88", "发帖人: 江城老张",
// "江上清风 发表于 2012-1-12 10:20", "作者：江上清风 提交日期：2008-3-2 10:12:00" (an older board's
// post header), or the name on its own line above the post's 发表于 stamp (a Discuz or PHPWind
// thread prints the poster's cell, the counts and rank under it, then the post's header, which
// opens with the floor's label: "楼主 发表于 2009-1-12 10:20").
// The label says the name after it is the post's writer, so a login or a pen name of any shape
// counts (as a Latin pen name does after 作者：), up to the next separator or label. A bare
// 楼主 (the label alone, a "reply to the poster" link) names nobody.
import type { PageLines } from './lines.js';
import { classAttribute } from '../dom/class-attribute.js';
import {
  HAN_FLOOR_STAMP,
  HAN_FORUM_BUTTON,
  HAN_LABEL,
  HAN_OUTLET_WORD,
  HAN_POST_STAMP,
  HAN_POSTED,
  HAN_POSTER_LABEL,
  HAN_POSTER as POSTER,
  HAN_NOT_POSTER as NOT_POSTER,
  HAN_NAME_POSTED as NAME_POSTED,
  HAN_HEADER_POSTER as HEADER_POSTER,
  FIRST_FLOOR,
} from '../vocabulary/zh.js';

/** How far above the stamp the poster's own line may stand (the counts between). */
const BACK = 12;
/** How many lines after the headline a thread's first post is looked for (from the page's top). */
const AHEAD = 240;

export function forumPoster(text: string): string | undefined {
  const m = POSTER.exec(text);
  const name = m?.[1];
  return name && poster(name) ? name : undefined;
}

/** The poster a post's header names before its stamp; an outlet's name there is a news page's
 *  credit, not a poster's. */
export function headerPoster(text: string): string | undefined {
  const name = HEADER_POSTER.exec(text)?.[1];
  return name && poster(name) && !HAN_OUTLET_WORD.test(name) ? name : undefined;
}

function poster(name: string): boolean {
  return !NOT_POSTER.test(name) && !HAN_LABEL.test(name) && !HAN_POST_STAMP.test(name);
}

/** The first post's poster of a thread: the page holds two posts or more, each under a stamp
 *  "发表于 <time>", and the first stamp names its poster before it, on its line or on a short line
 *  of its own above it. A page with one stamp (a news page's "发表于" line) is no thread. */
export function threadStarter(pl: PageLines): string | undefined {
  const at = firstStamp(pl);
  if (at === undefined) return undefined;
  return stampedPoster(pl, at) ?? labelledCell(pl, at) ?? floorCell(pl, at);
}

/** A thread whose posts are closed by their floor and time ("1楼 2011-05-14 07:48") and print no
 *  楼主 label: the first post's poster is the first name cell under the headline, when the second
 *  post's first name cell (after the first stamp) is printed by the same markup, so that both are
 *  the posts' poster cells and not a menu or a badge. */
function floorCell(pl: PageLines, at: number): string | undefined {
  if (!HAN_FLOOR_STAMP.test(pl.lines[at]!.text)) return undefined;
  let next = at + 1;
  while (next < Math.min(pl.lines.length, at + AHEAD) && !HAN_FLOOR_STAMP.test(pl.lines[next]!.text)) next++;
  const first = cellLine(pl, pl.headline >= 0 && pl.headline < at ? pl.headline + 1 : Math.max(0, at - BACK * 2), at);
  const second = cellLine(pl, at + 1, next);
  if (first === undefined || second === undefined) return undefined;
  return markup(pl.lines[first]!.el) === markup(pl.lines[second]!.el) ? pl.lines[first]!.text : undefined;
}

/** The first line in [from, to) that is a poster's cell. */
function cellLine(pl: PageLines, from: number, to: number): number | undefined {
  for (let i = from; i < to; i++) if (cellName(pl.lines[i]!.text) && !HAN_FORUM_BUTTON.test(pl.lines[i]!.text)) return i;
  return undefined;
}

/** An element's tag and class and its two parents': the template that printed it. */
function markup(el: Element): string {
  let out = '';
  for (let e: Element | null = el, k = 0; e && k < 3; e = e.parentElement, k++) out += `${e.localName}.${classAttribute(e)}/`;
  return out;
}

/** "楼主" alone on a line over the poster's name, before the first post's stamp ("1楼 2010-03-02"):
 *  a thread that prints the label in the poster's cell, the floor and time under the post. */
function labelledCell(pl: PageLines, at: number): string | undefined {
  for (let i = Math.max(0, at - BACK * 2); i < at; i++) {
    if (!HAN_POSTER_LABEL.test(pl.lines[i]!.text)) continue;
    const t = pl.lines[i + 1]!.text;
    return cellName(t) ? t : undefined;
  }
  return undefined;
}

/** The poster the first stamp's line names, or the cell above it names. */
function stampedPoster(pl: PageLines, at: number): string | undefined {
  const text = pl.lines[at]!.text;
  const same = NAME_POSTED.exec(text)?.[1];
  if (same && poster(same)) return same;
  // "楼主 发表于 …": the floor's label names no one; the poster's cell stands above.
  if (same ? !HAN_POST_STAMP.test(same) : !HAN_POSTED.test(text)) return undefined;
  for (let i = at - 1; i >= Math.max(0, at - BACK); i--) {
    const t = pl.lines[i]!.text;
    if (HAN_POST_STAMP.test(t)) continue;
    return cellName(t) ? t : undefined;
  }
  return undefined;
}

/** The poster's cell: one token, no sentence. */
function cellName(t: string): boolean {
  return t.length <= 20 && !/[\s，。！？,!?]/.test(t) && poster(t);
}

/** The line of a thread's first post stamp, when the page holds two stamps or more. */
export function firstStamp(pl: PageLines): number | undefined {
  // The first post's stamp may stand above the subject (an archive page prints the poster first).
  const stamps: number[] = [];
  for (let i = 0; i < Math.min(pl.lines.length, Math.max(pl.headline, 0) + AHEAD) && stamps.length < 2; i++) if (stampAt(pl.lines[i]!.text)) stamps.push(i);
  // A news page's comments carry stamps too, under the article: a thread's first stamp stands
  // before the article's end (the first post is the article, or its start).
  // The first floor's stamp may close the first post ("1楼 2010-03-02 10:12" under it).
  const after = FIRST_FLOOR.test(pl.lines[stamps[0] ?? 0]?.text ?? '') ? 2 : 0;
  return stamps.length < 2 || (pl.end >= 0 && stamps[0]! > pl.end + after) ? undefined : stamps[0];
}

function stampAt(text: string): boolean {
  return text.length <= 80 && (HAN_POSTED.test(text) || NAME_POSTED.test(text) || HAN_FLOOR_STAMP.test(text));
}
