// Dates read from the page's lines by where they stand: the lines between the headline and the
// article (the byline area), the lead and the lines after the article. Each candidate is scored
// by its label, its distance from the headline and the article, and whether it carries a time;
// the best one wins.
import { NO_DEADLINE, type Deadline } from '../core/budget.js';
import { inNoise } from './collect.js';
import { findDate, resolveRelative, withTimeBefore, type DateOptions } from './date.js';
import { TEXT_LINE, type PageLines } from './lines.js';
import { classAttribute } from '../dom/class-attribute.js';
import { headerZone, inArticle, inThread } from './zones.js';
import {
  LINE_PUBLISHED_LABEL as PUBLISHED_LABEL,
  LINE_UPDATED as UPDATED,
  PUBLISHED_ONLY,
  UPDATED_ONLY,
  WEEKDAY,
  ORIGINAL_NOTE,
  LAST_DATE_LABEL,
  CREDIT_OR_POSTED_WORD,
} from '../vocabulary/multilingual.js';

/** `datesIn` of line `i`, a date after a label that stands alone on the line before counting as
 *  labelled by it (or as the modified date after an update label). */
function lineDatesAt(pl: PageLines, i: number, opts: DateOptions): ReturnType<typeof datesIn> {
  const ds = datesIn(pl.lines[i]!.text, opts);
  const prev = i > 0 ? pl.lines[i - 1]!.text : '';
  if (ds.published && !ds.published.labelled && prev.length <= 40) {
    if (PUBLISHED_ONLY.test(prev)) ds.published.labelled = true;
    else if (UPDATED_ONLY.test(prev)) {
      ds.modified ??= ds.published.iso;
      delete ds.published;
    }
  }
  return ds;
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
    const d = withTimeBefore(rest, findDate(rest, opts), opts);
    if (!d) break;
    const before = text.slice(Math.max(0, offset + d.index - 28), offset + d.index);
    const lastLabel = before.match(LAST_DATE_LABEL)?.[0] ?? '';
    if (UPDATED.test(lastLabel)) {
      out.modified ??= d.iso;
    } else if (ORIGINAL_NOTE.test(text.slice(Math.max(0, offset + d.index - 48), offset + d.index))) {
      // "… was originally published on June 21, 2017": the piece's history, not its dateline.
    } else if (!out.published) {
      out.published = { iso: d.iso, hasTime: d.hasTime, labelled: PUBLISHED_LABEL.test(before) };
    }
    offset += d.end;
    rest = text.slice(offset);
  }
  return out;
}

/** Does the line open with its date and time in a bracket of their own ("(2012-01-17 20:00)")? */
function bracketStamp(text: string, opts: DateOptions): boolean {
  const open = /^[（(【[]\s*/.exec(text);
  if (!open) return false;
  const d = withTimeBefore(text, findDate(text, opts), opts);
  return d !== undefined && d.index <= open[0].length && /^\s*[）)】\]]/.test(text.slice(d.end));
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
    const ds = lineDatesAt(pl, i, opts);
    modified ??= ds.modified;
    const p = ds.published;
    if (!p) {
      for (const t of line.times) {
        const v = findDate(t.getAttribute('datetime') ?? '', opts);
        const marks = `${classAttribute(t)} ${t.getAttribute('itemprop') ?? ''}`;
        if (v && !UPDATED.test(marks) && !UPDATED.test(line.text) && !(pl.headline >= 0 && i < pl.headline - 2)) cands.push({ iso: v.iso, score: 8 - 0.2 * Math.abs(i - pl.headline) });
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
      if (text.length > 160 || inThread(pl.lines[i]!.el)) continue;
      const p = datesIn(text, opts).published;
      // Or a short stamp opening with the date and its time in brackets: "(2012-01-17 20:00) 晚間新聞".
      if (p && (CREDIT_OR_POSTED_WORD.test(text) || (p.hasTime && text.length <= 40 && bracketStamp(text, opts)))) cands.push({ iso: p.iso, score: 6 + (p.hasTime ? 1 : 0) });
    }
  }
  // A labelled date anywhere outside comments and teasers.
  if (!cands.length) {
    for (let i = 0; i < pl.lines.length && i < 3000; i++) {
      deadline.tick('metadata');
      const line = pl.lines[i]!;
      if (line.text.length > 100 || !(PUBLISHED_LABEL.test(line.text) || (i > 0 && PUBLISHED_ONLY.test(pl.lines[i - 1]!.text)))) continue;
      const p = lineDatesAt(pl, i, opts).published;
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

/** Does a short line of the page state `day` (YYYY-MM-DD), as any of its first three dates? */
export function showsDay(pl: PageLines, day: string, opts: DateOptions, deadline: Deadline = NO_DEADLINE): boolean {
  for (let i = 0; i < pl.lines.length && i < 3000; i++) {
    deadline.tick('metadata');
    const text = pl.lines[i]!.text;
    if (text.length > 200 || !/\d/.test(text)) continue;
    let rest = text;
    for (let k = 0; k < 3 && rest; k++) {
      const d = findDate(rest, opts);
      if (!d) break;
      if (d.iso.slice(0, 10) === day) return true;
      rest = rest.slice(d.end);
    }
  }
  return false;
}
