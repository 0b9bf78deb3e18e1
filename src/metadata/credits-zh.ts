// Chinese credits: the names after 记者/作者/通讯员 and 文/, a lead's outlet ("（记者李明远）",
// "【…2013年3月5日訊】"), the dateline's outlet and writer. A Han name is read by author.ts's
// shape rules.
import { findDate, type DateOptions } from './date.js';
import { chineseNames, isHanName } from './name-zh.js';
import type { PageLines } from './lines.js';
import { clean, HAN } from './text.js';
import { splitTitle } from './title.js';
import { headerZone } from './zones.js';
import {
  HAN_BLOG_OF,
  HAN_BLOG_HOST,
  HAN_COLUMN_OF,
  HAN_FORUM_BUTTON,
  HAN_LABEL_START,
  HAN_OUTLET_WORD,
  ZH_ROLE,
  LEADING_ROLES,
  STOP_ROLE,
  ZH_AUTHOR_LABEL,
  ZH_REPORTER_LABEL,
  HAN_REPORTED_END,
  HAN_ROLE_AFTER_NAME,
  HAN_TOLD_BEFORE,
  HAN_PHOTO_BEFORE,
  HAN_OUTLET_NAMES_REPORTED,
  HAN_LABEL_LOGIN,
  HAN_NAME_PLACE_FILED,
  HAN_OWN_OUTLET_START,
  HAN_REPORTER_OR_DIGIT,
  HAN_DATELINE_CLOSE,
  HAN_SLASH_OR_REPORTER,
  HAN_OUTLET_SLASH_REPORTER,
  HAN_OUTLET_REPORTER,
  HAN_ACCORDING_TO,
  HAN_TOOLBAR_TAIL,
  HAN_NOT_DATELINE_NAME,
  HAN_POSTED_AT_START,
  HAN_NAME_RUN_ON_END,
  HAN_PHOTO_END,
  HAN_WEN_SLASH_NAME,
  HAN_MONTH_DAY_TAIL,
  HAN_DAY_END,
  HAN_DATELINE_OUTLET,
  HAN_OUTLET_THEN_PLACE,
  HAN_OUTLET_THEN_WRITER,
  HAN_REPORTED_WORD,
  HAN_BRACKET_NAME_AFTER_DATE,
  HAN_DATED,
} from '../vocabulary/zh.js';

/** A Han name at the start of a token that runs on into a place or a verb:
 *  "蔡佩君台北" → 蔡佩君, "尹建平报道" → 尹建平. */
function leadingHanName(token: string): string | undefined {
  const t = token.replace(HAN_REPORTED_END, '');
  if (isHanName(t)) return t;
  const two = splitNames(t);
  if (two) return two[0];
  if (t.length > 3 && /^\p{Script=Han}+/u.test(t)) {
    const three = t.slice(0, 3);
    if (isHanName(three) && !HAN_NAME_RUN_ON_END.test(three)) return three;
  }
  return undefined;
}

/** Two names printed together ("秦朗侯雅琪" → 秦朗, 侯雅琪), when only one way to cut them gives
 *  two names. */
function splitNames(t: string): [string, string] | undefined {
  if (t.length < 4 || t.length > 6 || !/^\p{Script=Han}+$/u.test(t)) return undefined;
  const cuts: [string, string][] = [];
  for (let i = 2; i <= 3; i++) {
    const a = t.slice(0, i);
    const b = t.slice(i);
    if (b.length >= 2 && b.length <= 3 && isHanName(a) && isHanName(b)) cuts.push([a, b]);
  }
  return cuts.length === 1 ? cuts[0] : undefined;
}

/** Han names from where a label left off: "李明远）", " 韩志刚 贾丽娜）", "尹建平报道". */
export function namesAfter(text: string, max = 6): string[] {
  const t = text.replace(LEADING_ROLES, '').replace(/[（(【[〔][^）)】\]〕]*$/, '');
  const names: string[] = [];
  // "蒋 浩": a name printed with a space between its characters.
  const spaced = t.replace(HAN_ROLE_AFTER_NAME, ' $1 ');
  const joined = spaced.replace(/(?<=^|[\s、])(\p{Script=Han})\s(\p{Script=Han}{1,2})(?=$|[\s、，,）)】\]])/gu, (m, a: string, b: string) => (isHanName(a + b) ? a + b : m));
  for (const raw of joined.split(/[\s、，,；;|｜]+/)) {
    if (!raw) continue;
    if (STOP_ROLE.test(raw)) break;
    const token = raw.replace(/^[：:]+/, '').replace(/[）)】\]〕」].*$/, '');
    if (!token) break;
    const cut = token.split(/[／/]/)[0]!;
    if (HAN_PHOTO_END.test(cut)) break;
    const pair = splitNames(cut);
    if (pair) {
      names.push(...pair);
      continue;
    }
    const name = leadingHanName(cut);
    if (!name) break;
    names.push(name);
    if (names.length >= max || cut.length > name.length || raw.length > token.length) break;
  }
  // "记者 田平 编制": the graphic's maker, not a writer.
  if (names.length && new RegExp(`${names[names.length - 1]}\\s*(?:编制|編製|制图|製圖|绘|繪|摄(?!影)|攝(?!影))`).test(joined)) return [];
  return names;
}

/** Names credited as writers in a Chinese line: 记者/作者/通讯员 …, 文/X, X／台北報導. */
export function hanBylineNames(text: string): string[] {
  const out: string[] = [];
  ZH_ROLE.lastIndex = 0;
  for (let m = ZH_ROLE.exec(text); m; m = ZH_ROLE.exec(text)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    // "告诉记者，…", "接受记者采访": the reporter as the object of a sentence.
    if (/^[，,。；;、]/.test(after) || HAN_TOLD_BEFORE.test(text.slice(Math.max(0, m.index - 2), m.index))) continue;
    // "图/…记者 X", "摄影：…记者 X": the photographer.
    if (HAN_PHOTO_BEFORE.test(text.slice(Math.max(0, m.index - 18), m.index))) continue;
    // "记者从…获悉", "作者简介": no name follows.
    // "记者/钟啸 通讯员/王海军": a slash after the role, as a colon.
    out.push(...namesAfter(after.replace(/^\s*[：:／/]\s*/, ' ')));
  }
  // "江城之聲廣播電台何翠報導": a short line, the outlet, the names, the place, 报道.
  if (!out.length && text.length <= 48) {
    const filedBy = HAN_OUTLET_NAMES_REPORTED.exec(text.trim());
    if (filedBy) {
      const names = filedBy[1]!
        .split('、')
        .map((x) => leadingHanName(x))
        .filter((x): x is string => !!x);
      if (names.length) out.push(...names);
    }
  }
  // "記者： kevin": a login.
  // "作者：Steed": a login or a pen name in Latin letters, alone after the label.
  const login = HAN_LABEL_LOGIN.exec(text);
  if (!out.length && login) out.push(login[1]!);
  const wen = HAN_WEN_SLASH_NAME.exec(text);
  if (wen) out.push(wen[1]!);
  const filed = HAN_NAME_PLACE_FILED.exec(text);
  if (filed && isHanName(filed[1]!)) out.push(filed[1]!);
  return [...new Set(out)];
}

/** The names after 作者：/记者 read as a list with any separator (chineseNames): what
 *  hanBylineNames leaves when a slash or a bar stands between the label and the names. */
export function labelledHanNames(text: string): string[] {
  for (const re of [ZH_AUTHOR_LABEL, ZH_REPORTER_LABEL]) {
    const m = re.exec(text);
    // "记者从…获悉": running text; the names check rejects it.
    const names = m ? chineseNames(m[1]!) : [];
    if (names.length) return names;
  }
  return [];
}

/** The outlet a lead opens with: "[江城财讯]", "〔江城社〕", "据江城晚报3月5日报道",
 *  "江城文匯報訊（記者…", "【江城日報╱記者…", "江城网3月5日讯". 本报/本台 name no outlet. */
export function leadOutlet(lead: string): string | undefined {
  const text = lead.slice(0, 60).trim();
  const ok = (v: string | undefined): string | undefined => {
    const o = v?.replace(HAN_MONTH_DAY_TAIL, '').replace(HAN_DAY_END, '').trim();
    return o && o.length >= 2 && o.length <= 12 && !HAN_OWN_OUTLET_START.test(o) && !HAN_LABEL_START.test(o) && !HAN_REPORTER_OR_DIGIT.test(o) && HAN.test(o) ? o : undefined;
  };
  let m = /^[[【〔《]([^\]】〕》（(]{2,16})[\]】〕》]/.exec(text);
  if (m) {
    const inner = m[1]!.replace(HAN_DATELINE_CLOSE, '');
    if (!HAN_SLASH_OR_REPORTER.test(inner)) return ok(inner);
  }
  m = HAN_OUTLET_SLASH_REPORTER.exec(text) ?? HAN_OUTLET_REPORTER.exec(text);
  if (m) return ok(m[1]);
  m = HAN_ACCORDING_TO.exec(text);
  if (m) return ok(m[1]);
  m = HAN_DATELINE_OUTLET.exec(text);
  // "江城网江城3月5日电": the place the story was filed from follows the outlet.
  if (m) return ok(m[1]!.replace(HAN_OUTLET_THEN_PLACE, '$1'));
  return undefined;
}

/** The outlet named in the dateline slot right after the date ("2013年03月05日 17:55 江城网"),
 *  and the writer printed right after it ("…17:55江城质量网张明"). */
export function datelineCredit(pl: PageLines, opts: DateOptions): { outlet?: string; writer?: string } {
  const word = datelineWord(pl, opts);
  if (!word) return {};
  // "2012/1/17 蔡崇梧 報導": a personal name the word 報導 follows is the reporter.
  if (HAN_REPORTED_WORD.test(word.after) && personName(word.name)) return { writer: word.name };
  const m = HAN_OUTLET_THEN_WRITER.exec(word.name);
  return m && isHanName(m[2]!) ? { outlet: m[1]!, writer: m[2]! } : { outlet: word.name };
}

/** The Han word right after the dateline's date (an outlet, "2012年01月12日 17:55 人民网"), and
 *  what follows it on the line. */
function datelineWord(pl: PageLines, opts: DateOptions): { name: string; after: string } | undefined {
  for (const i of headerZone(pl)) {
    const text = pl.lines[i]!.text;
    // Above the headline a dated line is the site's clock, not the story's dateline.
    if (text.length > 80 || i < pl.headline) continue;
    const d = findDate(text, opts);
    if (!d) continue;
    const rest = clean(text.slice(d.end).replace(/^[\d:：]+/, ''))
      .replace(HAN_TOOLBAR_TAIL, '')
      .trim();
    const m = /^(\p{Script=Han}[\p{Script=Han}\-—·]{1,14})(?=$|\s)/u.exec(rest);
    if (m && !HAN_NOT_DATELINE_NAME.test(m[1]!) && !HAN_LABEL_START.test(m[1]!) && !HAN_FORUM_BUTTON.test(m[1]!)) return { name: m[1]!, after: rest.slice(m[0].length).trim() };
    return undefined;
  }
  return undefined;
}

export function bracketedByline(text: string): string | undefined {
  const name = HAN_BRACKET_NAME_AFTER_DATE.exec(text)?.[1];
  return name && personName(name) ? name : undefined;
}

/** A personal name and nothing of an outlet's: a common surname and one or two characters (two
 *  or three after a compound surname), no word of a paper, site, station or desk. */
export function personName(s: string): boolean {
  return isHanName(s) && !HAN_OUTLET_WORD.test(s);
}

/** "韩晓东：城市的夜晚需要更多书店": a column's title opening with its writer's name, taken only
 *  where the page names a column after the same person ("韩晓东专栏"): a news title opens the same
 *  way with the name of the one it quotes. */
export function columnWriter(pl: PageLines): string | undefined {
  const title = pl.headline >= 0 ? pl.lines[pl.headline]!.text : '';
  const name = /^(\p{Script=Han}{2,4})\s*[：:]\s*\S/u.exec(title)?.[1];
  if (!name || !personName(name)) return undefined;
  const column = new RegExp(`(?:^|[\\s|｜>›»/])${name}${HAN_COLUMN_OF}(?:$|[\\s|｜<‹«/])`);
  return pl.lines.some((l) => l.text.length <= 200 && column.test(l.text)) ? name : undefined;
}

/** A blog's owner: the header names the blog after them ("江上清风的博客") and the page names them
 *  again on a line of their own (the profile box) or before a post's 发表于. A pen name of any
 *  shape counts: the header says it is a person's. The `<title>` names the owner too: a part
 *  "江上清风的日志", or the part before a blog host's name ("标题_江上清风_青澜博客"); the page must
 *  name them again all the same. */
export function blogOwner(pl: PageLines, headTitle = ''): string | undefined {
  const again = (owner: string, at = -1): boolean =>
    pl.lines.some((l, j) => j !== at && j !== pl.headline && (l.text === owner || (l.text.startsWith(owner) && HAN_POSTED_AT_START.test(l.text.slice(owner.length)))));
  const owned = (owner: string | undefined): owner is string => !!owner && !HAN_LABEL_START.test(owner) && !HAN_OUTLET_WORD.test(owner);
  for (let i = 0; i < pl.lines.length && i < 400; i++) {
    const owner = HAN_BLOG_OF.exec(pl.lines[i]!.text)?.[1];
    if (!owned(owner)) continue;
    return again(owner, i) ? owner : undefined;
  }
  const { segments } = splitTitle(clean(headTitle));
  for (let i = 1; i < segments.length; i++) {
    const part = segments[i]!;
    const owner = HAN_BLOG_OF.exec(part)?.[1] ?? (i === segments.length - 2 && HAN_BLOG_HOST.test(segments[i + 1]!) && part.length <= 16 ? part : undefined);
    // A title part the page shows only as an item of a list of links is a category ("随笔").
    if (owned(owner) && !HAN_BLOG_HOST.test(owner) && pl.lines.some((l, j) => j !== pl.headline && l.text === owner && !listItem(l.el))) return owner;
  }
  return undefined;
}

/** Is `el` inside an item of a list of two items or more (a menu, a category list)? */
function listItem(el: Element): boolean {
  const li = el.closest('li');
  return !!li?.parentElement && Array.from(li.parentElement.children).filter((c) => c.tagName === 'LI').length >= 2;
}

/** "韩晓东" alone on a line between the headline and the dateline ("2004年07月16日08:19 来源：…"),
 *  as portals print the writer: a personal name and nothing else, right beside the dated line,
 *  under the headline and above the story. */
export function nameBesideDateline(pl: PageLines): string | undefined {
  if (pl.headline < 0) return undefined;
  const last = Math.min(pl.lines.length - 1, pl.headline + 4, pl.start >= 0 ? pl.start : Infinity);
  for (let i = pl.headline + 1; i <= last; i++) {
    const text = pl.lines[i]!.text;
    if (!personName(text)) continue;
    const dated = (j: number): boolean => j > pl.headline && j < pl.lines.length && pl.lines[j]!.text.length <= 80 && HAN_DATED.test(pl.lines[j]!.text);
    return dated(i - 1) || dated(i + 1) ? text : undefined;
  }
  return undefined;
}
