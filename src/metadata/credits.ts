// Dates and credits read from the page's lines by where they stand: the lines between the
// headline and the article (the byline area), the lead's opening words ("（记者李明远）",
// "【…2013年3月5日訊】"), the article's closing signature ("（邱慧玲）") and the editor and source
// lines after it. Each candidate is scored by its label, its distance from the headline and the
// article, and whether it carries a time; the best one wins.
import { NO_DEADLINE, type Deadline } from '../core/budget.js';
import { inNoise } from './collect.js';
import { findDate, resolveRelative, type DateOptions } from './date.js';
import { chineseNames, englishNames, isHanName, isLatinName } from './author.js';
import { TEXT_LINE, type PageLines } from './lines.js';
import { PIECE, type RegionLine } from './byline-region.js';
import { bounded, clean, HAN, isUrl } from './text.js';
import { classAttribute } from '../dom/class-attribute.js';

export interface LineFindings {
  date?: string;
  /** The date is from a labelled line or the line under the headline, not a loose guess. */
  dateScore?: number;
  modified?: string;
  authors: string[];
  editors: string[];
  source?: string;
}

const UPDATED = /updated?|modified|last\s+edited|revised|更新|修改|修订|修訂/i;
const PUBLISHED_LABEL = /(?:发布|發布|發佈|发表|發表|出版|刊登|上传|上傳|入稿)?(?:时间|時間|日期)\s*[：:]|published|posted|submitted|first published|date\s*:/i;
const WEEKDAY = /\b(?:mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|rsday|urday)?\b|星期|礼拜|禮拜|周[一二三四五六日天]|週[一二三四五六日天]/i;

/** The lines of the byline area: from just above the headline to the article's start (and a few
 *  lines into it); when the article starts far below the headline, the lines just above it too. */
function headerZone(pl: PageLines): number[] {
  const n = pl.lines.length;
  const range = (a: number, b: number): number[] => {
    const out: number[] = [];
    for (let i = Math.max(0, a); i <= Math.min(n - 1, b); i++) out.push(i);
    return out;
  };
  const into = pl.end > pl.start ? Math.min(pl.start + 3, pl.end) : pl.start;
  if (pl.headline >= 0) {
    const under = range(pl.headline - 2, pl.start > pl.headline ? Math.min(into, pl.headline + 30) : pl.headline + 15);
    if (pl.start > pl.headline + 30) return [...under, ...range(Math.max(pl.headline + 31, pl.start - 10), into)];
    return under;
  }
  if (pl.start >= 0) return range(pl.start - 10, into);
  return [];
}

/** A comment thread or a related-stories list (a story's own footer is not one). */
function inThread(el: Element): boolean {
  let e: Element | null = el;
  for (let d = 0; e && d < 12; e = e.parentElement, d++) {
    if (/comment|reply|respond|related|recommend|popular|sidebar/i.test(`${classAttribute(e)} ${e.getAttribute('id') ?? ''}`)) return true;
  }
  return false;
}

/** Inside the article a line counts for the byline area only when short. */
function inArticle(pl: PageLines, i: number): boolean {
  return pl.start >= 0 && i >= pl.start && i <= pl.end && pl.lines[i]!.text.length > 120;
}

interface DateCandidate {
  iso: string;
  score: number;
}

/** Dates written in a line: the published one (after a label or alone) and an updated one. */
function datesIn(text: string, opts: DateOptions): { published?: { iso: string; hasTime: boolean; labelled: boolean }; modified?: string } {
  const out: ReturnType<typeof datesIn> = {};
  let rest = text;
  let offset = 0;
  for (let k = 0; k < 3 && rest; k++) {
    const d = findDate(rest, opts);
    if (!d) break;
    const before = text.slice(Math.max(0, offset + d.index - 28), offset + d.index);
    const lastLabel = before.match(/(?:updated?|modified|更新|修改|修訂|修订|published|posted|submitted|发布|發布|發佈|发表|發表|时间|時間|日期|date)[^\d]*$/i)?.[0] ?? '';
    if (UPDATED.test(lastLabel)) {
      out.modified ??= d.iso;
    } else if (!out.published) {
      out.published = { iso: d.iso, hasTime: d.hasTime, labelled: PUBLISHED_LABEL.test(before) };
    }
    offset += d.end;
    rest = text.slice(offset);
  }
  return out;
}

/** The publication date from the lines, with a score: higher for a labelled line, a line with
 *  a time, a line nearer the headline. */
export function lineDates(pl: PageLines, opts: DateOptions, crawlDate?: string, deadline: Deadline = NO_DEADLINE): { best?: DateCandidate; modified?: string } {
  const cands: DateCandidate[] = [];
  let modified: string | undefined;
  const zone = headerZone(pl);
  for (const i of zone) {
    deadline.tick('metadata');
    const line = pl.lines[i]!;
    if (line.text.length > 200 || inArticle(pl, i) || inNoise(line.el)) continue;
    const ds = datesIn(line.text, opts);
    modified ??= ds.modified;
    const p = ds.published;
    if (!p) {
      for (const t of line.times) {
        const v = findDate(t.getAttribute('datetime') ?? '', opts);
        const marks = `${classAttribute(t)} ${t.getAttribute('itemprop') ?? ''}`;
        if (v && !UPDATED.test(marks) && !UPDATED.test(line.text) && !(pl.headline >= 0 && i < pl.headline)) cands.push({ iso: v.iso, score: 8 - 0.2 * Math.abs(i - pl.headline) });
      }
      // "6 hours ago", "3天前", "昨天 14:30": a date only against the time the page was read.
      if (crawlDate && pl.headline >= 0 && i > pl.headline && line.text.length < 80) {
        const r = resolveRelative(line.text, crawlDate, opts);
        if (r) cands.push({ iso: r.iso, score: 3 });
      }
      continue;
    }
    // A long line with a date is a sentence unless the date is labelled.
    if (line.text.length > 120 && !p.labelled) continue;
    if (inNoise(line.el)) continue;
    // Above the headline an unlabelled date counts only right above it and without a weekday:
    // "Sunday, 22 November 2026" or "2026年11月22日 星期日" there is the site's clock.
    if (pl.headline >= 0 && i < pl.headline && !p.labelled && (i < pl.headline - 2 || WEEKDAY.test(line.text))) continue;
    const dist = pl.headline >= 0 ? (i >= pl.headline ? i - pl.headline : 3 * (pl.headline - i)) : Math.max(0, pl.start - i);
    let score = 10 - 0.4 * Math.min(dist, 15) + (p.labelled ? 3 : 0) + (p.hasTime ? 1 : 0);
    if (/[。！？!?]$/.test(line.text) && !p.labelled) score -= 4;
    cands.push({ iso: p.iso, score });
  }
  // The lead's opening words: "【江城台2013年3月5日訊】", "(NEWSWIRE, March 5, 2013)".
  if (pl.start >= 0) {
    for (let i = pl.start; i < Math.min(pl.lines.length, pl.start + 6); i++) {
      if (pl.lines[i]!.text.length < TEXT_LINE || i === pl.headline) continue;
      const lead = pl.lines[i]!.text.slice(0, 60);
      const d = findDate(lead, opts);
      if (d && d.index < 40) cands.push({ iso: d.iso, score: 5 });
      break;
    }
  }
  // A byline closing the article: "By Jane Doe in Politics on March 5, 2013 4:12 PM".
  if (pl.end >= 0) {
    // The method may have kept that line as the article's last.
    for (let i = pl.end; i <= Math.min(pl.lines.length - 1, pl.end + 3); i++) {
      const text = pl.lines[i]!.text;
      if (text.length > 160 || !/\bby\b|posted|published|submitted|发布|發布|發佈|时间|時間/i.test(text) || inThread(pl.lines[i]!.el)) continue;
      const p = datesIn(text, opts).published;
      if (p) cands.push({ iso: p.iso, score: 6 + (p.hasTime ? 1 : 0) });
    }
  }
  // A labelled date anywhere outside comments and teasers.
  if (!cands.length) {
    for (let i = 0; i < pl.lines.length && i < 3000; i++) {
      deadline.tick('metadata');
      const line = pl.lines[i]!;
      if (line.text.length > 100 || !PUBLISHED_LABEL.test(line.text)) continue;
      const p = datesIn(line.text, opts).published;
      if (p?.labelled && !inNoise(line.el)) {
        cands.push({ iso: p.iso, score: 4 });
        break;
      }
    }
  }
  let best: DateCandidate | undefined;
  for (const c of cands) if (!best || c.score > best.score) best = c;
  return { best, modified };
}

// ---- credits ----

const ZH_ROLE = /(?:本报|本報|本台|本刊|首席|特约|特約|驻\S{1,4}|駐\S{1,4})?(?:实习生|實習生|见习记者|見習記者|实习记者|實習記者|记者|記者|通讯员|通訊員|撰稿人?|撰文|作者|编译|編譯)/g;
/** Words in front of names after 作者： that are roles, not names. */
const LEADING_ROLES = /^(?:[\s：:]*(?:本报|本報|见习|見習|实习|實習|特约|特約)?(?:记者|記者|通讯员|通訊員|编辑|編輯|实习生|實習生))+[\s：:]*/;
const STOP_ROLE = /^(?:摄影?|攝影?|摄像|攝像|图|圖|制图|製圖|编辑|編輯|责编|責編|责任编辑|責任編輯|来源|來源|校对|校對|报道|報導|电|電|讯|訊)/;

/** A Han name at the start of a token that runs on into a place or a verb:
 *  "蔡佩君台北" → 蔡佩君, "尹建平报道" → 尹建平. */
function leadingHanName(token: string): string | undefined {
  const t = token.replace(/(?:综合|綜合|采访|採訪)?(?:报道|報導|报导)$/, '');
  if (isHanName(t)) return t;
  const two = splitNames(t);
  if (two) return two[0];
  if (t.length > 3 && /^\p{Script=Han}+/u.test(t)) {
    const three = t.slice(0, 3);
    if (isHanName(three) && !/[在从從日月年于於向对對到和与與]$/.test(three)) return three;
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
function namesAfter(text: string, max = 6): string[] {
  const t = text.replace(LEADING_ROLES, '').replace(/[（(【[〔][^）)】\]〕]*$/, '');
  const names: string[] = [];
  // "蒋 浩": a name printed with a space between its characters.
  const spaced = t.replace(/(?<=\p{Script=Han}{2})(摄影|攝影|通讯员|通訊員|实习生|實習生|记者|記者)/gu, ' $1 ');
  const joined = spaced.replace(/(?<=^|[\s、])(\p{Script=Han})\s(\p{Script=Han}{1,2})(?=$|[\s、，,）)】\]])/gu, (m, a: string, b: string) => (isHanName(a + b) ? a + b : m));
  for (const raw of joined.split(/[\s、，,；;|｜]+/)) {
    if (!raw) continue;
    if (STOP_ROLE.test(raw)) break;
    const token = raw.replace(/^[：:]+/, '').replace(/[）)】\]〕」].*$/, '');
    if (!token) break;
    const cut = token.split(/[／/]/)[0]!;
    if (/(?:摄|攝)$/.test(cut)) break;
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
    if (/^[，,。；;、]/.test(after) || /(?:告诉|告訴|对|對|向|接受|跟|据|據|让|讓|请|請)$/.test(text.slice(Math.max(0, m.index - 2), m.index))) continue;
    // "图/…记者 X", "摄影：…记者 X": the photographer.
    if (/(?:图|圖|摄影|攝影|摄|攝|photo)\s*[／/:：]?[^，。；;）)]{0,16}$/i.test(text.slice(Math.max(0, m.index - 18), m.index))) continue;
    // "记者从…获悉", "作者简介": no name follows.
    out.push(...namesAfter(after.replace(/^\s*[：:]\s*/, ' ')));
  }
  // "江城之聲廣播電台何翠報導": a short line, the outlet, the names, the place, 报道.
  if (!out.length && text.length <= 48) {
    const filedBy = /[台视視网網社](\p{Script=Han}{2,3}(?:、\p{Script=Han}{2,3})*\p{Script=Han}*?)(?:采访|採訪)?(?:报道|報導)[。.]?$/u.exec(text.trim());
    if (filedBy) {
      const names = filedBy[1]!
        .split('、')
        .map((x) => leadingHanName(x))
        .filter((x): x is string => !!x);
      if (names.length) out.push(...names);
    }
  }
  // "記者： kevin": a login.
  const login = /(?:记者|記者|作者)\s*[：:]\s*([a-z][\w.-]{1,20})(?=\s*(?:[|｜]|$))/.exec(text);
  if (!out.length && login) out.push(login[1]!);
  const wen = /(?:^|[\s（(【[])文\s*[／/|]\s*(\p{Script=Han}{2,4})(?![\p{Script=Han}])/u.exec(text);
  if (wen) out.push(wen[1]!);
  const filed = /(?:^|[\s（(【[〔」】])(\p{Script=Han}{2,3})\s*[／/]\s*\p{Script=Han}{2,8}(?:报道|報導|電|电)/u.exec(text);
  if (filed && isHanName(filed[1]!)) out.push(filed[1]!);
  return [...new Set(out)];
}

const EDITOR = /(?:责任编辑|責任編輯|网络编辑|網絡編輯|網路編輯|值班编辑|值班編輯|责编|責編|编辑|編輯|主编|主編|edited by)\s*[：:]?\s*/gi;

/** Editors named in a line: 责任编辑：X, 编辑：X, (X 编辑), Edited by X. Logins count as written. */
export function editorNames(text: string): string[] {
  const out: string[] = [];
  EDITOR.lastIndex = 0;
  for (let m = EDITOR.exec(text); m; m = EDITOR.exec(text)) {
    const label = m[0];
    // 编辑部, 编辑推荐, 编辑整理: not a person's credit.
    const after = text.slice(m.index + label.length, m.index + label.length + 40);
    if (/^[部推整室中]/.test(after) && !/[：:]/.test(label)) continue;
    if (/edited by/i.test(label)) {
      out.push(...englishNames(after));
      continue;
    }
    if (!/[：:]/.test(label) && !/^\s/.test(after)) {
      // "编辑王明" without a colon: only a name right after.
      const n = namesAfter(after, 3);
      out.push(...n);
      continue;
    }
    const login = /^\s*([A-Za-z][\w.-]{1,24})(?![\w.-])/.exec(after);
    if (login && !HAN.test(after.slice(0, login[0].length))) {
      out.push(login[1]!);
      continue;
    }
    out.push(...namesAfter(after, 4).concat(HAN.test(after) ? [] : []));
    const loose = /^\s*(\p{Script=Han}{2,4})(?=$|[\s）)】\]])/u.exec(after);
    if (!out.length && loose && !/^(?:部|推荐|推薦|整理)/.test(loose[1]!)) out.push(loose[1]!);
  }
  // "(严巍 编辑)": the name before the label.
  const before = /[（(【[]\s*(\p{Script=Han}{2,4}|[A-Za-z][\w.-]{1,20})\s*(?:编辑|編輯|责编|責編)\s*[）)】\]]/u.exec(text);
  if (before) out.push(before[1]!);
  return [...new Set(out)];
}

const SOURCE = /(?:来源|來源|稿源|出处|出處|本文来源于|本文來源於|摘自|转自|轉自|source|provided by|from(?=\s*:))\s*[：:]?\s*/gi;
const NO_SOURCE = /^(?:资料图|資料圖|本站|本网|本網|网络|網絡|網路|互联网|互聯網|网友|網友|综合|綜合|未知|原创|原創|不详|不詳|作者|记者|記者|编辑|編輯|发布|發布|时间|時間|日期)/;

/** The outlet a line credits: 来源：X, 摘自X, Source: X. */
export function sourceName(text: string): string | undefined {
  SOURCE.lastIndex = 0;
  for (let m = SOURCE.exec(text); m; m = SOURCE.exec(text)) {
    const label = m[0];
    const latin = /source|provided|from/i.test(label);
    if (latin && !/[：:]/.test(label) && !/provided by/i.test(label)) continue;
    // 来源 without a colon is a word of a sentence ("来源不明的…"), except right after a bracket
    // or at the start of a line; 摘自 and 转自 need none. "图片来源：" credits a picture.
    if (!latin && /^(?:来源|來源|稿源|出处|出處)/.test(label) && !/[：:]/.test(label) && m.index > 0 && !/[\s[【（(]$/.test(text.slice(0, m.index))) continue;
    if (/(?:图片|圖片|图|圖|照片|视频|視頻)$/.test(text.slice(0, m.index))) continue;
    const after = text.slice(m.index + label.length, m.index + label.length + 60);
    const v = (latin ? /^([^|·•\n(（]{2,60}?)(?=\s*$|\s*[|·•(（]|\s{2})/.exec(after)?.[1] : /^([^\s|｜,，;；:：]{2,24})/.exec(after)?.[1])
      ?.replace(/^[(（【[《<「]+/, '')
      // "江城时报(江城)": the city is not part of the outlet's name.
      .replace(/(?<=.)[(（【[].*$/, '')
      .replace(/[)）】\]》>」]+$/g, '')
      .replace(/(?:作者|记者|記者|编辑|編輯|责任编辑|責任編輯|发布|發布|時間|时间|点击|點擊|人气|浏览|瀏覽|字号|字體|字体)$/, '')
      .trim();
    if (!v || v.length < 2 || NO_SOURCE.test(v) || /\d{2}/.test(v) || isUrl(v)) continue;
    return v;
  }
  return undefined;
}

const DATE_WORD = /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Updated|Published|Posted)/;
const JOB = /\b(?:staff|writer|reporter|correspondent|editor|bureau|contributor|columnist|news service|desk|officer|manager|spokes\w*|director|contact|media|press office|professor|student|member)\b/i;

/** The outlet right after the last name and a comma: "Jane Doe, Reuters" → Reuters. */
function outletAfter(text: string, lastName: string): string | undefined {
  const at = text.indexOf(lastName);
  if (at < 0) return undefined;
  const m = /^,\s*((?:The\s+)?\p{Lu}[\p{L}'.&-]*(?:\s+\p{Lu}[\p{L}'.&-]*){0,4})/u.exec(text.slice(at + lastName.length));
  if (!m) return undefined;
  const words = m[1]!.split(/\s+/);
  const cut = words.findIndex((w) => DATE_WORD.test(w));
  const outlet = (cut >= 0 ? words.slice(0, cut) : words).join(' ');
  return outlet.length >= 2 && !JOB.test(outlet) && !DATE_WORD.test(outlet) ? outlet : undefined;
}

/** An English byline line: "By X and Y", "Reported by X", "Submitted by X on …", "X, Reuters".
 *  `pieces` is the line with U+2063 where one element's text ends (region.ts), so that a name
 *  never runs into the job title of the next element; a line without them reads the same. */
function englishByline(pieces: string, header: boolean): { names: string[]; outlet?: string } {
  const text = pieces.includes(PIECE) ? clean(pieces.replaceAll(PIECE, ' ')) : pieces;
  // "By" opens the line or follows a separator; inside a line only a lower-case "by" ("Posted
  // 5 Jan by Jane Doe") credits anyone: "Tesco Hit Hard By Xmas Sales" is a headline.
  // A line as long as a sentence ("implants made by Poly Implant Prothese") takes "by" only
  // where it opens the line or follows a separator.
  const by =
    /(?:^|[|·•—–:\u2063]\s*)(?:(?:written|story|words|reporting|reported|posted|submitted|text)[\s\u2063]+)?by[\s\u2063]*:?[\s\u2063]+(\p{Lu}.*)/iu.exec(pieces) ??
    (text.length <= 120 ? /[\s\u2063](?:(?:written|story|words|reporting|reported|posted|submitted|text)[\s\u2063]+)?by[\s\u2063]*:?[\s\u2063]+(\p{Lu}.*)/u.exec(pieces) : null);
  if (by && !/(?:photo|photograph|image|picture|graphic|video)s?(?:[\s\u2063]+\w+)?[\s\u2063]+by[\s\u2063]*:?[\s\u2063]*$/i.test(pieces.slice(0, by.index + by[0].length - by[1]!.length))) {
    const rest = by[1]!;
    const names = englishNames(rest);
    return { names, outlet: names.length ? outletAfter(clean(rest.replaceAll(PIECE, ' ')), names[names.length - 1]!) : undefined };
  }
  // "Mara Quinn, The Valley Ledger March 5, 2013": name, outlet, date.
  const comma = header && /^(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}),\s+((?:The\s+)?\p{Lu}[\p{L}'.&-]*(?:\s+\p{Lu}[\p{L}'.&-]*){0,4})/u.exec(text);
  // "New York, January 17": a dateline's place, not a name and an outlet.
  if (comma && text.length < 120 && !PLACE_START.test(comma[1]!)) {
    const names = englishNames(comma[1]!);
    // "Jane Doe, January 17, 2012": a name and a date, no outlet.
    if (names.length) return { names, outlet: DATE_WORD.test(comma[2]!) ? undefined : outletAfter(text, names[names.length - 1]!) };
  }
  const beside = header ? nameBesideDate(text) : undefined;
  return { names: beside ? [beside] : [] };
}

const DATE_TOKEN =
  /\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Sat(?:ur)?|Sun)(?:day)?)\b\.?|\d{1,4}(?:st|nd|rd|th)?|(?<![A-Za-z])[aApP]\.?[mM]\.?(?![A-Za-z])|\b(?:Date|Time|Updated|Published|Posted|Last|Modified|Edited|Source)\b|\b(?:GMT|UTC|[A-Z]{1,3}[SD]?T)\b/g;
/** First words of two-word places that open a dateline ("New York, January 17, 2012"). */
const PLACE_START = /^(?:New|Los|Las|San|Santa|Hong|Abu|Kuala|Buenos|Rio|Sao|São|Tel|St\.?|Port|Cape|Mexico|El|La|Le)\s/;

/** A header line that is only a date and a person: "Jane Doe January 17, 2012",
 *  "17 January 12 17:47, Jane Doe". The name is mixed case and not a place. */
function nameBesideDate(text: string): string | undefined {
  if (text.length > 80 || !/\d/.test(text)) return undefined;
  const month = /\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\b\.?\s/.test(text);
  if (!month && !findDate(text)) return undefined;
  const rest = clean(text.replace(DATE_TOKEN, ' ').replace(/[,|·•:/()–—-]+/g, ' '));
  if (!rest || !/\p{Ll}/u.test(rest) || PLACE_START.test(rest) || !isLatinName(rest)) return undefined;
  return rest;
}

const ZH_AUTHOR_LABEL = /(?:作者|撰文|撰稿|文)\s*[：:／/|]\s*(.+)/;
const ZH_REPORTER_LABEL = /(?:记者|記者)\s*[：:]?\s*(.+)/;

/** The names after 作者：/记者 read as a list with any separator (chineseNames): what
 *  hanBylineNames leaves when a slash or a bar stands between the label and the names. */
function labelledHanNames(text: string): string[] {
  for (const re of [ZH_AUTHOR_LABEL, ZH_REPORTER_LABEL]) {
    const m = re.exec(text);
    // "记者从…获悉": running text; the names check rejects it.
    const names = m ? chineseNames(m[1]!) : [];
    if (names.length) return names;
  }
  return [];
}

/** What one line credits. */
export interface LineCredit {
  /** Writers: 记者/作者/通讯员 X, 文/X, X／台北報導, By X, Reported by X, X, Reuters. */
  authors: string[];
  /** 责任编辑/编辑 X, (X 编辑), Edited by X. */
  editors: string[];
  /** 来源/摘自/Source: the outlet credited. */
  source?: string;
  /** The outlet an English byline names after the writer ("Jane Doe, Reuters"). */
  outlet?: string;
}

/** The credits one line states: the one reader of a credit line, for the byline region under
 *  the headline and for every line credits are looked for. `line` may hold U+2063 where one
 *  element's text ends (region.ts's pieces). `header`: the line stands in the byline area, where
 *  a name with an outlet or a date and no "By" is a byline too; `marked`: its element is marked
 *  as a byline (class, itemprop…), so English names count without a "By". */
export function creditLine(line: string, { header = false, marked = false }: { header?: boolean; marked?: boolean } = {}): LineCredit {
  const pieces = bounded(line);
  const text = pieces.includes(PIECE) ? clean(pieces.replaceAll(PIECE, ' ')) : pieces;
  const out: LineCredit = { authors: HAN.test(text) ? hanBylineNames(text) : [], editors: editorNames(text) };
  // "记者/X", "作者|X": a label, a separator, the names.
  if (!out.authors.length && HAN.test(text)) out.authors = labelledHanNames(text);
  if (!out.authors.length) {
    const en = englishByline(pieces, header);
    if (en.names.length) {
      out.authors = en.names;
      if (en.outlet) out.outlet = en.outlet;
    } else if (marked && text.length <= 100 && !HAN.test(text)) out.authors = englishNames(pieces);
  }
  const source = sourceName(text);
  if (source) out.source = source;
  return out;
}

/** The writers, editors and outlet the byline region under the headline credits: each from the
 *  first line that names one. */
export function regionCredits(region: readonly RegionLine[]): { authors: string[]; editors: string[]; source?: string } {
  const credits = region.map((l) => creditLine(l.pieces, { marked: l.byline }));
  return { authors: credits.find((c) => c.authors.length)?.authors ?? [], editors: credits.find((c) => c.editors.length)?.editors ?? [], source: credits.find((c) => c.source)?.source };
}

/** Credits from the lines: writers (byline area, lead, signature), editors and source. */
export function lineCredits(pl: PageLines, deadline: Deadline = NO_DEADLINE): { authors: string[]; editors: string[]; source?: string; outlet?: string } {
  const zone = headerZone(pl);
  const authors: string[] = [];
  const editors: string[] = [];
  let source: string | undefined;
  let outlet: string | undefined;
  const take = (i: number, writers: boolean, header = false): void => {
    const line = pl.lines[i];
    if (!line || line.text.length > 240) return;
    const c = creditLine(line.text, { header });
    if (writers && !authors.length && c.authors.length) {
      authors.push(...c.authors);
      outlet ??= c.outlet;
    }
    if (!editors.length) editors.push(...c.editors);
    source ??= c.source;
  };
  for (const i of zone) {
    deadline.tick('metadata');
    if (!inArticle(pl, i) && !inNoise(pl.lines[i]!.el)) take(i, true, true);
  }
  // The lead: "本报讯（记者李明远）", "江城网3月5日讯（程俊峰）". The method may have kept the
  // headline and a dateline as its first lines: the first real paragraph is the lead.
  if (pl.start >= 0 && !authors.length) {
    const first = Math.max(pl.start, pl.headline + 1);
    for (let i = first, seen = 0; i < Math.min(pl.lines.length, first + 16) && seen < 3 && !authors.length; i++) {
      const text = pl.lines[i]!.text;
      if (text.length < 40) continue;
      seen++;
      const lead = text.slice(0, 80);
      const paren = /^[^（(]{0,30}[（(]([^）)]{2,30})[）)]/.exec(lead);
      if (paren) {
        const inner = paren[1]!;
        const named = hanBylineNames(inner);
        if (named.length) authors.push(...named);
        else if (/(?:讯|訊|电|電)\s*[（(]/.test(lead.slice(0, paren.index + paren[0].length))) authors.push(...namesAfter(inner));
      }
      if (!authors.length && HAN.test(lead)) {
        const head = lead.slice(0, 40);
        if (/记者|記者|通讯员|通訊員|实习生|實習生/.test(head)) authors.push(...hanBylineNames(head));
      }
    }
  }
  // A credit line of its own inside the article ("本报记者 余鈺" between two parts of a story).
  if (!authors.length && pl.start >= 0) {
    for (let i = pl.start; i <= pl.end && !authors.length; i++) {
      deadline.tick('metadata');
      const text = pl.lines[i]!.text;
      // "本报记者 余鈺", "江城日报记者 王明 李红 摄影 张强": a short line that is only a credit.
      if (text.length > 40 || /[，,。！？；]/.test(text)) continue;
      const own = text.length <= 30 && /^[（(【[]?(?:本报|本報|特约|特約)?(?:记者|記者|作者|撰稿|通讯员|通訊員)/.test(text);
      if (own || (i <= pl.start + 12 && /^[（(【[]?[^\s（(【[]{0,10}?(?:记者|記者|作者|撰稿|通讯员|通訊員)/.test(text))) authors.push(...hanBylineNames(text));
    }
  }
  // The article's close: a signature "（邱慧玲）", then the editor and source lines after it.
  if (pl.end >= 0) {
    const last = pl.lines[pl.end]!.text;
    const sig = /[（(]\s*(\p{Script=Han}{2,4}(?:[\s、]+\p{Script=Han}{2,4}){0,3})\s*[）)]\s*$/u.exec(last);
    if (!authors.length && sig) {
      const names = sig[1]!.split(/[\s、]+/).filter((n) => isHanName(n) || /^\p{Script=Han}{2,3}$/u.test(n));
      if (names.length && !/编辑|編輯|来源|來源|完|图|圖|摄|攝|记者|記者|通讯员|通訊員/.test(sig[1]!)) authors.push(...names);
    }
    // "…。（记者左娅）", "（本报记者 王硕 通讯员 钱红）": a signature with the writers' roles.
    const roleSig = /[（(]([^（()）]{2,30})[）)]\s*$/.exec(last);
    if (!authors.length && roleSig && /记者|記者|通讯员|通訊員|作者|撰稿/.test(roleSig[1]!)) authors.push(...hanBylineNames(roleSig[1]!));
    // The article's last lines: a short credit of its own ("江城电视台王明、李红江城采访报道。").
    for (let i = pl.end; i >= Math.max(pl.start, pl.end - 2) && !authors.length; i--) {
      const text = pl.lines[i]!.text;
      if (text.length <= 48 && /(?:报道|報導)[。.]?$/.test(text)) authors.push(...hanBylineNames(text));
    }
    for (let i = Math.max(pl.start, pl.end - 1); i <= Math.min(pl.lines.length - 1, pl.end + 12); i++) {
      // Right after the article a footer of the story itself holds its byline: no noise check there.
      if (i < 0 || (i > pl.end + 3 ? inNoise(pl.lines[i]!.el) : inThread(pl.lines[i]!.el))) continue;
      // Writers: the lines right after the article, and a short "By X" line closing it.
      const closing = i > pl.end ? i <= pl.end + 3 : pl.lines[i]!.text.length <= 60;
      take(i, closing && !authors.length);
    }
  }
  // An editor line further down, past share buttons and related links: only a short line that
  // is the credit itself.
  if (!editors.length && pl.end >= 0) {
    for (let i = pl.end + 13; i < Math.min(pl.lines.length, pl.end + 80) && !editors.length; i++) {
      const text = pl.lines[i]!.text;
      if (text.length <= 60 && /^[\s[【（(]*(?:责任编辑|責任編輯|责编|責編|编辑|編輯)\s*[：:]/.test(text)) editors.push(...editorNames(text));
    }
  }
  if (!outlet && pl.start >= 0) {
    const first = Math.max(pl.start, pl.headline + 1);
    for (let i = first; i < Math.min(pl.lines.length, first + 8); i++) {
      if (pl.lines[i]!.text.length < TEXT_LINE) continue;
      outlet = leadOutlet(pl.lines[i]!.text);
      break;
    }
  }
  return { authors: [...new Set(authors)], editors: [...new Set(editors)], source, outlet };
}

/** The outlet a lead opens with: "[江城财讯]", "〔江城社〕", "据江城晚报3月5日报道",
 *  "江城文匯報訊（記者…", "【江城日報╱記者…", "江城网3月5日讯". 本报/本台 name no outlet. */
export function leadOutlet(lead: string): string | undefined {
  const text = lead.slice(0, 60).trim();
  const ok = (v: string | undefined): string | undefined => {
    const o = v
      ?.replace(/\d{1,2}月\d{1,2}日.*$/, '')
      .replace(/[0-9０-９]+日?$/, '')
      .trim();
    return o && o.length >= 2 && o.length <= 12 && !/^(?:本报|本報|本台|本刊|本网|本網|记者|記者)/.test(o) && !/记者|記者|\d/.test(o) && HAN.test(o) ? o : undefined;
  };
  let m = /^[[【〔《]([^\]】〕》（(]{2,16})[\]】〕》]/.exec(text);
  if (m) {
    const inner = m[1]!.replace(/(?:[0-9０-９]+日)?(?:专讯|專訊)$|[0-9０-９]+日(?:讯|訊|电|電)$/, '');
    if (!/[╱／/]|记者|記者/.test(inner)) return ok(inner);
  }
  m = /^[[【〔（(]?([^\s╱／/【（(]{2,10}?)\s*[╱／/]\s*(?:记者|記者)/.exec(text) ?? /^[[【〔（(]([^\s╱／/【（(]{2,10}?)(?:记者|記者)/.exec(text);
  if (m) return ok(m[1]);
  m = /^据(\S{2,12}?)(?:\d{1,2}月\d{1,2}日)?(?:报道|報導|消息|电|電)/.exec(text);
  if (m) return ok(m[1]);
  m = /^(\S{2,16}?)(?:\d{1,2}月\d{1,2}日)?(?:讯|訊|电|電|消息)\s*[（(]/.exec(text);
  // "江城网江城3月5日电": the place the story was filed from follows the outlet.
  if (m) return ok(m[1]!.replace(/^(.+?[网網社报報台])\p{Script=Han}{2,3}$/u, '$1'));
  return undefined;
}

/** The outlet named in the dateline slot right after the date ("2013年03月05日 17:55 江城网"),
 *  and the writer printed right after it ("…17:55江城质量网张明"). */
export function datelineCredit(pl: PageLines, opts: DateOptions): { outlet?: string; writer?: string } {
  const outlet = datelineOutlet(pl, opts);
  const m = outlet ? /^(\p{Script=Han}{2,12}?[网網报報社台刊])(\p{Script=Han}{2,3})$/u.exec(outlet) : null;
  return m && isHanName(m[2]!) ? { outlet: m[1]!, writer: m[2]! } : { outlet };
}

export function datelineOutlet(pl: PageLines, opts: DateOptions): string | undefined {
  for (const i of headerZone(pl)) {
    const text = pl.lines[i]!.text;
    // Above the headline a dated line is the site's clock, not the story's dateline.
    if (text.length > 80 || i < pl.headline) continue;
    const d = findDate(text, opts);
    if (!d) continue;
    const rest = clean(text.slice(d.end).replace(/^[\d:：]+/, ''))
      .replace(/(?:我要评论|我來說兩句|我来说两句|评论|評論|打印|列印|分享|字号|字號|收藏|网友评论|網友評論).*$/, '')
      .trim();
    const m = /^(\p{Script=Han}[\p{Script=Han}\-—·]{1,14})(?=$|\s)/u.exec(rest);
    if (m && !/^(?:星期|周|週|来源|來源|作者|记者|記者|编辑|編輯|发布|發布|点击|點擊|字号|字體|浏览|瀏覽|评论|評論|打印|列印|分享|收藏)/.test(m[1]!)) return m[1]!;
    return undefined;
  }
  return undefined;
}
