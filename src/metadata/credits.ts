// Credits read from the page's lines by where they stand: the lines between the headline and the
// article (the byline area), the lead's opening words, the article's closing signature
// ("（邱慧玲）") and the editor and source lines after it. One reader, creditLine, takes each
// line; the readers of each script are credits-zh.ts and credits-en.ts.
import { NO_DEADLINE, type Deadline } from '../core/budget.js';
import { inNoise } from './collect.js';
import { englishNames } from './name-en.js';
import { isHanName } from './name-zh.js';
import { organisationShaped } from './organisation-names.js';
import { TEXT_LINE, type PageLines } from './lines.js';
import { PIECE, type RegionLine } from './byline-region.js';
import { bounded, clean, HAN, isUrl } from './text.js';
import { headerZone, inArticle, inThread } from './zones.js';
import { blogOwner, bracketedByline, columnWriter, hanBylineNames, labelledHanNames, leadOutlet, nameBesideDateline, namesAfter, personName } from './credits-zh.js';
import { englishByline } from './credits-en.js';
import { forumPoster, headerPoster, threadStarter } from './forum-poster.js';
import { closingReporter, namedInStory, signedName } from './credits-zh-signed.js';
import { LABEL_ONLY, CONTENT_WORD, LATIN_SOURCE_LABEL, EDITED_BY, PROVIDED_BY } from '../vocabulary/en.js';
import {
  HAN_LABEL_START,
  NO_SOURCE,
  HAN_NOT_EDITOR_NAME,
  HAN_NAME_THEN_EDITOR,
  HAN_CREDIT_ONLY_LINE,
  HAN_SOURCE_WORD,
  HAN_PICTURE_BEFORE_SOURCE,
  HAN_LABEL_AFTER_SOURCE,
  HAN_LEAD_REPORTER,
  HAN_CREDIT_LINE_START,
  HAN_OUTLET_CREDIT_LINE_START,
  HAN_NOT_BARE_SIGNATURE,
  HAN_ROLE_SIGNATURE,
  HAN_REPORTED_LINE_END,
  HAN_EDITOR_LINE,
  HAN_EDITOR_DESK_AFTER,
  HAN_DATELINE_BRACKET,
} from '../vocabulary/zh.js';
import { EDITOR, SOURCE, COPYRIGHT } from '../vocabulary/multilingual.js';

/** Editors named in a line: 责任编辑：X, 编辑：X, (X 编辑), Edited by X. Logins count as written. */
export function editorNames(text: string): string[] {
  const out: string[] = [];
  EDITOR.lastIndex = 0;
  for (let m = EDITOR.exec(text); m; m = EDITOR.exec(text)) {
    const label = m[0];
    // 编辑部, 编辑推荐, 编辑整理: not a person's credit.
    const after = text.slice(m.index + label.length, m.index + label.length + 40);
    if (HAN_EDITOR_DESK_AFTER.test(after) && !/[：:]/.test(label)) continue;
    if (EDITED_BY.test(label)) {
      out.push(...englishNames(after));
      continue;
    }
    if (!/[：:／/]/.test(label) && !/^\s/.test(after)) {
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
    if (!out.length && loose && !HAN_NOT_EDITOR_NAME.test(loose[1]!)) out.push(loose[1]!);
  }
  // "(严巍 编辑)": the name before the label.
  const before = HAN_NAME_THEN_EDITOR.exec(text);
  if (before) out.push(before[1]!);
  return [...new Set(out)];
}

/** The outlet a line credits: 来源：X, 摘自X, Source: X. */
export function sourceName(text: string): string | undefined {
  SOURCE.lastIndex = 0;
  for (let m = SOURCE.exec(text); m; m = SOURCE.exec(text)) {
    const label = m[0];
    const latin = LATIN_SOURCE_LABEL.test(label);
    if (latin && !/[：:]/.test(label) && !PROVIDED_BY.test(label)) continue;
    const before = text.slice(0, m.index);
    if (COPYRIGHT.test(before)) continue;
    // An English label credits the story where it opens the line, follows a separator, a date or
    // a content word; after any other word it names a vendor of what that word names.
    if (latin && /\p{L}\s*$/u.test(before) && !CONTENT_WORD.test(before)) continue;
    // 来源 without a colon is a word of a sentence ("来源不明的…"), except right after a bracket
    // or at the start of a line; 摘自 and 转自 need none. "图片来源：" credits a picture.
    if (!latin && HAN_SOURCE_WORD.test(label) && !/[：:]/.test(label) && m.index > 0 && !/[\s[【（(]$/.test(text.slice(0, m.index))) continue;
    if (HAN_PICTURE_BEFORE_SOURCE.test(text.slice(0, m.index))) continue;
    const slot = text.slice(m.index + label.length, m.index + label.length + 60);
    // "来源：[ 江城晚报 ]": an old portal sets the outlet in brackets with spaces inside.
    const after = latin ? slot : slot.replace(/^([[【〔])\s+([^\s\]】〕]{2,24})\s*([\]】〕])/, '$1$2$3');
    const v = (latin ? /^([^|·•\n(（]{2,60}?)(?=\s*$|\s*[|·•(（]|\s{2})/.exec(after)?.[1] : /^([^\s|｜,，;；:：]{2,24})/.exec(after)?.[1])
      ?.replace(/^[(（【[《<「]+/, '')
      // "江城时报(江城)": the city is not part of the outlet's name.
      .replace(/(?<=.)[(（【[].*$/, '')
      .replace(/[)）】\]》>」]+$/g, '')
      .replace(HAN_LABEL_AFTER_SOURCE, '')
      .trim();
    if (!v || v.length < 2 || NO_SOURCE.test(v) || HAN_LABEL_START.test(v) || /\d{2}/.test(v) || isUrl(v)) continue;
    return v;
  }
  return undefined;
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
  // "作者：江上清风 提交日期：…": a post's header names its poster whole, before any name rule cuts it.
  const posted = HAN.test(text) ? headerPoster(text) : undefined;
  const out: LineCredit = { authors: posted ? [posted] : HAN.test(text) ? hanBylineNames(text) : [], editors: editorNames(text) };
  // "记者/X", "作者|X": a label, a separator, the names.
  if (!out.authors.length && HAN.test(text)) out.authors = labelledHanNames(text);
  // "2004年7月16日08:19 [ 韩晓东 ] 来源：…": the writer in brackets beside the dateline's time.
  const bracketed = out.authors.length || !HAN.test(text) ? undefined : bracketedByline(text);
  if (bracketed) out.authors = [bracketed];
  // "楼主 海风吹过": a forum post's poster, a pen name of any shape.
  const poster = out.authors.length ? undefined : forumPoster(text);
  if (poster) out.authors = [poster];
  // "中廣新聞／楊菁惠", "（李三娃／四川成都）", "(李艳 撰稿)": a signature without a role label.
  const signed = out.authors.length || !HAN.test(text) ? undefined : signedName(text);
  if (signed) out.authors = [signed];
  if (!out.authors.length) {
    const en = englishByline(pieces, header);
    if (en.names.length) {
      out.authors = en.names;
      if (en.outlet) out.outlet = en.outlet;
    } else if (marked && text.length <= 100 && !HAN.test(text)) out.authors = englishNames(pieces);
  }
  const source = sourceName(text);
  // "来源：韩晓东": a personal name in the source's slot credits the writer, not an outlet.
  if (source && personName(source)) {
    if (!out.authors.length) out.authors = [source];
  } else if (source) out.source = source;
  return out;
}

/** Is `text` the label of a name on the line after it? */
export function labelBefore(text: string | undefined): boolean {
  return text !== undefined && text.length <= 24 && LABEL_ONLY.test(text);
}

/** The writers, editors and outlet the byline region under the headline credits: each from the
 *  first line that names one. */
export function regionCredits(region: readonly RegionLine[]): { authors: string[]; editors: string[]; source?: string } {
  const credits = region.map((l, i) => creditLine(l.pieces, { marked: l.byline || labelBefore(region[i - 1]?.text) }));
  return { authors: credits.find((c) => c.authors.length)?.authors ?? [], editors: credits.find((c) => c.editors.length)?.editors ?? [], source: credits.find((c) => c.source)?.source };
}

/** Credits from the lines: writers (byline area, lead, signature), editors and source. */
export function lineCredits(pl: PageLines, deadline: Deadline = NO_DEADLINE, headTitle = ''): { authors: string[]; editors: string[]; source?: string; outlet?: string } {
  const zone = headerZone(pl);
  const authors: string[] = [];
  const editors: string[] = [];
  let source: string | undefined;
  let outlet: string | undefined;
  const take = (i: number, writers: boolean, header = false): void => {
    const line = pl.lines[i];
    if (!line || line.text.length > 240) return;
    const c = creditLine(line.text, { header, marked: labelBefore(pl.lines[i - 1]?.text) });
    // "（江滨）" on its own line after the story that names 江滨新区: the place, not the writer.
    if (i > pl.end && pl.end >= 0 && c.authors.length === 1 && HAN.test(c.authors[0]!) && line.text.length <= 12 && namedInStory(pl, c.authors[0]!)) c.authors = [];
    if (writers && !authors.length && c.authors.length) {
      authors.push(...c.authors);
      outlet ??= c.outlet;
    }
    if (!editors.length) editors.push(...c.editors);
    source ??= c.source;
  };
  // A thread: the first post's poster, before any credit a post's text may hold.
  const starter = threadStarter(pl);
  if (starter) authors.push(starter);
  for (const i of zone) {
    deadline.tick('metadata');
    if (!inArticle(pl, i) && !inNoise(pl.lines[i]!.el)) take(i, true, true);
  }
  // "韩晓东" on a line of its own between the headline and the dateline.
  if (!authors.length) {
    const named = nameBesideDateline(pl);
    if (named) authors.push(named);
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
        else if (HAN_DATELINE_BRACKET.test(lead.slice(0, paren.index + paren[0].length))) authors.push(...namesAfter(inner));
      }
      if (!authors.length && HAN.test(lead)) {
        const head = lead.slice(0, 40);
        if (HAN_LEAD_REPORTER.test(head)) authors.push(...hanBylineNames(head));
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
      const own = text.length <= 30 && HAN_CREDIT_LINE_START.test(text);
      if (own || (i <= pl.start + 12 && HAN_OUTLET_CREDIT_LINE_START.test(text))) authors.push(...hanBylineNames(text));
    }
  }
  // The article's close: a signature "（邱慧玲）", then the editor and source lines after it.
  if (pl.end >= 0) {
    // The story's own last line: past a source or editor line the method kept after it.
    let close = pl.end;
    while (close > Math.max(pl.start, pl.end - 2) && HAN_CREDIT_ONLY_LINE.test(pl.lines[close]!.text)) close--;
    const last = pl.lines[close]!.text;
    const sig = /[（(]\s*(\p{Script=Han}{2,4}(?:[\s、]+\p{Script=Han}{2,4}){0,3})\s*[）)]\s*$/u.exec(last);
    if (!authors.length && sig) {
      // A signature of two or three characters without a common surname (a rarer one) is taken
      // unless it is shaped as an outlet's or agency's name ("（经济通）").
      // A name the story itself holds ("江滨" of 江滨新区) is the place filed from.
      const names = sig[1]!.split(/[\s、]+/).filter((n) => (isHanName(n) || (/^\p{Script=Han}{2,3}$/u.test(n) && !organisationShaped(n))) && !namedInStory(pl, n));
      if (names.length && !HAN_NOT_BARE_SIGNATURE.test(sig[1]!)) authors.push(...names);
    }
    // "…。（记者左娅）", "（本报记者 王硕 通讯员 钱红）": a signature with the writers' roles.
    const roleSig = /[（(]([^（()）]{2,30})[）)]\s*$/.exec(last);
    if (!authors.length && roleSig && HAN_ROLE_SIGNATURE.test(roleSig[1]!)) authors.push(...hanBylineNames(roleSig[1]!));
    // "…。(全景网/陈祎)", "…。(李艳 撰稿)": the outlet and the writer, or the writer and the role.
    const signed = !authors.length && roleSig ? signedName(roleSig[0]!) : undefined;
    // A bare "（江滨）" the story names elsewhere is its place; "(全景网/陈祎)" is a signature whatever.
    if (signed && !(roleSig![1]!.trim() === signed && namedInStory(pl, signed))) authors.push(signed);
    // "…等。记者祝勇": the reporter after the last sentence.
    if (!authors.length) authors.push(...closingReporter(last));
    // The article's last lines: a short credit of its own ("江城电视台王明、李红江城采访报道。").
    for (let i = pl.end; i >= Math.max(pl.start, pl.end - 2) && !authors.length; i--) {
      const text = pl.lines[i]!.text;
      if (text.length <= 48 && HAN_REPORTED_LINE_END.test(text)) authors.push(...hanBylineNames(text));
    }
    for (let i = Math.max(pl.start, pl.end - 1); i <= Math.min(pl.lines.length - 1, pl.end + 12); i++) {
      // Right after the article a footer of the story itself holds its byline: no noise check there.
      if (i < 0 || (i > pl.end + 3 ? inNoise(pl.lines[i]!.el) : inThread(pl.lines[i]!.el))) continue;
      // Writers: the lines right after the article, and a short "By X" line closing it.
      const closing = i > pl.end ? i <= pl.end + 3 : pl.lines[i]!.text.length <= 60;
      take(i, closing && !authors.length);
    }
  }
  // An author box further down ("Author" over "Jane Doe"), outside page furniture: only a name
  // line right under a label.
  if (!authors.length && pl.end >= 0) {
    for (let i = pl.end + 1; i < Math.min(pl.lines.length, pl.end + 60) && !authors.length; i++) {
      const line = pl.lines[i]!;
      if (line.text.length <= 80 && labelBefore(pl.lines[i - 1]?.text) && !inNoise(line.el)) authors.push(...creditLine(line.text, { marked: true }).authors);
    }
  }
  // An editor line further down, past share buttons and related links: only a short line that
  // is the credit itself.
  // Last, a writer the page names outside any credit line: a column's (名字：标题 under the
  // writer's column) or a blog's owner.
  if (!authors.length) {
    const named = columnWriter(pl) ?? blogOwner(pl, headTitle);
    if (named) authors.push(named);
  }
  if (!editors.length && pl.end >= 0) {
    for (let i = pl.end + 13; i < Math.min(pl.lines.length, pl.end + 80) && !editors.length; i++) {
      const text = pl.lines[i]!.text;
      if (text.length <= 60 && HAN_EDITOR_LINE.test(text)) editors.push(...editorNames(text));
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
