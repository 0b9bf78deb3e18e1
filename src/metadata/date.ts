// Dates in the forms news pages write them, normalised to ISO 8601.
//
// Output: `YYYY-MM-DD` when only the day is known; `YYYY-MM-DDTHH:MM:SS±HH:MM` when the time and
// its zone are known (a `Z` becomes `+00:00`, US zone names such as `ET` get the offset the US
// daylight-saving rule gives on that day); `YYYY-MM-DDTHH:MM:SS` with no offset for a time with no
// zone, unless the caller passes `assumeOffset` (extractMetadata does so for Chinese pages,
// whose sites show UTC+8 local time: mainland China, Taiwan, Hong Kong, Macau and Singapore all
// use it). Every part is range-checked: a month 13 or a 31 February is no date.
import {
  AGO,
  DAY_WORD,
  YEAR_FIRST_DATE,
  TIME_AFTER_DATE,
  ZONE_AFTER_TIME,
  AGO_WEEKS,
  AGO_DAYS,
  AGO_HOURS,
  AGO_MINUTES,
  DAY_BEFORE_YESTERDAY,
  YESTERDAY,
  TIME_BEFORE_DATE,
} from '../vocabulary/multilingual.js';

export interface DateOptions {
  /** Offset given to a time that names no zone, e.g. `+08:00`. */
  assumeOffset?: string;
}

export interface FoundDate {
  iso: string;
  /** Where the match starts and ends in the searched text. */
  index: number;
  end: number;
  hasTime: boolean;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH = String.raw`(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;

/** Month name first: Dec. 9, 2011; December 9th 2011. The year may run into the next word
 *  ("Dec 17, 2025Julian K. Arni": two inline elements joined without a space). */
const MDY = new RegExp(String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?(?:,\s*|\s+)((?:19|20)\d{2})(?!\d)`, 'gi');
/** Day first: 9 December 2011; 09 Dec 2011 (RFC 2822). */
const DMY = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH},?\s+((?:19|20)\d{2})(?!\d)`, 'gi');
/** Year last with digits only: 09.12.2011 is day.month.year by convention; with / or - only a
 *  day above 12 tells the order, so ambiguous ones such as 12/09/2011 are left alone. */
const NUM_LAST = /(?<![\d.])(\d{1,2})([./-])(\d{1,2})\2((?:19|20)\d{2})(?![\d.]\d)/g;

const FIXED_ZONES: Record<string, number> = {
  UTC: 0,
  GMT: 0,
  WET: 0,
  BST: 60,
  WEST: 60,
  CET: 60,
  MEZ: 60,
  CEST: 120,
  MESZ: 120,
  EET: 120,
  EEST: 180,
  MSK: 180,
  EST: -300,
  EDT: -240,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  AKST: -540,
  AKDT: -480,
  HST: -600,
  JST: 540,
  KST: 540,
  HKT: 480,
  SGT: 480,
  AWST: 480,
  ACST: 570,
  AEST: 600,
  AEDT: 660,
  NZST: 720,
  NZDT: 780,
};
/** US zones written without S/D: the offset depends on the day. Standard offsets in minutes. */
const US_ZONES: Record<string, number> = { ET: -300, CT: -360, MT: -420, PT: -480 };

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Day of the week (0 = Sunday) of the n-th Sunday of a month, counted from the end when n < 0. */
function nthSunday(y: number, m: number, n: number): number {
  if (n > 0) {
    const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
    return 1 + ((7 - first) % 7) + 7 * (n - 1);
  }
  const last = daysInMonth(y, m);
  return last - new Date(Date.UTC(y, m - 1, last)).getUTCDay();
}

/** US daylight saving time on that day (rules of 2007 on, and of 1987–2006 before). */
export function usDaylightSaving(y: number, m: number, d: number): boolean {
  const [startM, startD, endM, endD] = y >= 2007 ? [3, nthSunday(y, 3, 2), 11, nthSunday(y, 11, 1)] : [4, nthSunday(y, 4, 1), 10, nthSunday(y, 10, -1)];
  const key = m * 100 + d;
  return key >= startM * 100 + startD && key < endM * 100 + endD;
}

function offsetString(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const a = Math.abs(minutes);
  return `${sign}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
}

const pad = (n: number): string => String(n).padStart(2, '0');

function validDay(y: number, m: number, d: number): boolean {
  if (y < 1970 || y > 2099 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return false;
  // 1970-01-01 is the zero of Unix time: a broken timestamp, not a publication date.
  return !(y === 1970 && m === 1 && d === 1);
}

interface TimePart {
  h: number;
  min: number;
  s: number;
  offset?: string;
  length: number;
}

/** A time (and zone) right after a date, if one follows. */
function timeAfter(rest: string, y: number, m: number, d: number): TimePart | undefined {
  const t = TIME_AFTER_DATE.exec(rest);
  if (!t) return undefined;
  let h = Number(t[2]);
  const min = Number(t[3] ?? t[4] ?? 0);
  const s = Number(t[5] ?? 0);
  const meridiem = t[6]?.toLowerCase().replace(/[.\s]/g, '');
  const zhPart = t[1];
  if (meridiem || (zhPart && zhPart !== '凌晨' && zhPart !== '早上' && zhPart !== '上午')) {
    if (h < 1 || h > 12) return undefined;
    const pm = meridiem ? meridiem === 'pm' : !(zhPart === '中午' && h >= 11);
    if (pm && h < 12) h += 12;
    if (meridiem === 'am' && h === 12) h = 0;
  }
  if (h > 23 || min > 59 || s > 59) return undefined;
  let length = t[0].length;
  let offset: string | undefined;
  const z = ZONE_AFTER_TIME.exec(rest.slice(length));
  if (z) {
    if (z[1]) offset = '+00:00';
    else if (z[2]) {
      const oh = Number(z[3]);
      const om = Number(z[4]);
      if (oh <= 14 && om < 60) offset = `${z[2]}${pad(oh)}:${pad(om)}`;
    } else if (z[5]) {
      const mins = Number(z[6]) * 60 + Number(z[7] ?? 0);
      if (mins <= 14 * 60) offset = offsetString(z[5] === '-' ? -mins : mins);
    } else if (z[8]) {
      const name = z[8].toUpperCase();
      if (name in FIXED_ZONES) offset = offsetString(FIXED_ZONES[name]!);
      else if (name in US_ZONES) offset = offsetString(US_ZONES[name]! + (usDaylightSaving(y, m, d) ? 60 : 0));
    } else if (z[9]) offset = '+08:00';
    if (offset) length += z[0].length;
  }
  return { h, min, s, offset, length };
}

function build([y, m, d]: readonly [number, number, number], rest: string, opts: DateOptions): { iso: string; hasTime: boolean; extra: number } | undefined {
  if (!validDay(y, m, d)) return undefined;
  const day = `${y}-${pad(m)}-${pad(d)}`;
  const t = timeAfter(rest, y, m, d);
  if (!t) return { iso: day, hasTime: false, extra: 0 };
  const offset = t.offset ?? opts.assumeOffset ?? '';
  return { iso: `${day}T${pad(t.h)}:${pad(t.min)}:${pad(t.s)}${offset}`, hasTime: true, extra: t.length };
}

/** How far past a date to look for its time: "Dec. 9, 2011, at 6:51 p.m. EST". */
const TIME_WINDOW = 48;

/** The first date (with its time, when one follows) in a piece of text. */
export function findDate(text: string, opts: DateOptions = {}): FoundDate | undefined {
  let best: FoundDate | undefined;
  const consider = (re: RegExp, toYmd: (m: RegExpExecArray) => [number, number, number] | undefined): void => {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (best && m.index >= best.index) return;
      const ymd = toYmd(m);
      const end = m.index + m[0].length;
      const built = ymd && build(ymd, text.slice(end, end + TIME_WINDOW), opts);
      if (built) {
        let stop = end + built.extra;
        while (stop > end && /\s/.test(text.charAt(stop - 1))) stop--;
        best = { iso: built.iso, index: m.index, end: stop, hasTime: built.hasTime };
        return;
      }
    }
  };
  consider(YEAR_FIRST_DATE, (m) => [Number(m[1]), Number(m[3] ?? m[5]), Number(m[4] ?? m[6])]);
  consider(MDY, (m) => [Number(m[3]), MONTHS[m[1]!.slice(0, 3).toLowerCase()]!, Number(m[2])]);
  consider(DMY, (m) => [Number(m[3]), MONTHS[m[2]!.slice(0, 3).toLowerCase()]!, Number(m[1])]);
  consider(NUM_LAST, (m) => {
    const a = Number(m[1]);
    const b = Number(m[3]);
    // Dotted day.month.year only when both are written with two digits, as dates are (a
    // version number such as 2.1.2011 is not).
    if (m[2] === '.') return m[1]!.length === 2 && m[3]!.length === 2 ? [Number(m[4]), b, a] : undefined;
    if (a > 12 && b <= 12) return [Number(m[4]), b, a];
    if (b > 12 && a <= 12) return [Number(m[4]), a, b];
    return undefined;
  });
  return best;
}

/** `found` with the time written before its day, when the day has none after it: a line that
 *  leads with the time reads as one date, so that the label before the time labels the day. */
export function withTimeBefore(text: string, found: FoundDate | undefined, opts: DateOptions = {}): FoundDate | undefined {
  if (!found || found.hasTime) return found;
  const from = Math.max(0, found.index - 32);
  const m = TIME_BEFORE_DATE.exec(text.slice(from, found.index));
  if (!m) return found;
  const [y, mo, d] = found.iso.split('-').map(Number) as [number, number, number];
  const t = timeAfter(m[0], y, mo, d);
  if (!t || m[0].slice(t.length).trim().replace(/,/g, '') !== '') return found;
  return { iso: `${found.iso}T${pad(t.h)}:${pad(t.min)}:${pad(t.s)}${t.offset ?? opts.assumeOffset ?? ''}`, index: from + m.index, end: found.end, hasTime: true };
}

/** A date given as a whole value (a meta tag, a `datetime` attribute, JSON-LD): the first date
 *  in it, ISO or written out. */
export function parseDate(value: string | null | undefined, opts: DateOptions = {}): string | undefined {
  if (!value) return undefined;
  return findDate(value.length > 200 ? value.slice(0, 200) : value, opts)?.iso;
}

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/** Minutes east of UTC of an offset such as `+08:00`. */
function offsetMinutes(offset: string | undefined): number {
  const m = offset ? /^([+-])(\d{2}):(\d{2})$/.exec(offset) : null;
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** `t` (ms since the epoch) as local date-time at `offset`, without seconds' fractions. */
function localIso(t: number, offset: string, withTime: boolean): string {
  const local = new Date(t + offsetMinutes(offset) * 60_000).toISOString();
  return withTime ? `${local.slice(0, 16)}:00${offset}` : local.slice(0, 10);
}

/** A relative date in `text`, resolved against `crawlDate` (ISO day or UTC date-time, as the
 *  `crawlDate` option holds it). Minutes and hours ago give the time at the page's offset
 *  (`assumeOffset`, else UTC); days and weeks ago, the day; 昨天 14:30 the day before the crawl's
 *  local day at that time. A crawl day without a time gives only days. */
export function resolveRelative(text: string, crawlDate: string, opts: DateOptions = {}): { iso: string; hasTime: boolean; index: number } | undefined {
  const crawl = Date.parse(crawlDate.length === 10 ? `${crawlDate}T00:00:00Z` : crawlDate);
  if (Number.isNaN(crawl)) return undefined;
  const timed = crawlDate.length > 10;
  const offset = opts.assumeOffset ?? '+00:00';
  const localDay = (daysBack: number): string => localIso(crawl - daysBack * 86_400_000, timed ? offset : '+00:00', false);
  const ago = AGO.exec(text);
  if (ago) {
    const n = /^\d/.test(ago[1]!) ? Number(ago[1]) : 1;
    const unit = (ago[2] ?? ago[3] ?? '').toLowerCase();
    const days = AGO_WEEKS.test(unit) ? 7 * n : AGO_DAYS.test(unit) ? n : 0;
    if (days || !timed) return { iso: localDay(days), hasTime: false, index: ago.index };
    const ms = n * UNIT_MS[AGO_HOURS.test(unit) ? 'h' : AGO_MINUTES.test(unit) ? 'm' : 's']!;
    return { iso: localIso(crawl - ms, offset, true), hasTime: true, index: ago.index };
  }
  const w = DAY_WORD.exec(text);
  if (!w) return undefined;
  const word = w[1]!.toLowerCase();
  const back = DAY_BEFORE_YESTERDAY.test(word) ? 2 : YESTERDAY.test(word) ? 1 : 0;
  const day = localDay(back);
  let h = Number(w[2]);
  const min = Number(w[3]);
  const meridiem = w[4]?.toLowerCase().replace(/\./g, '');
  if (meridiem && (h < 1 || h > 12)) return { iso: day, hasTime: false, index: w.index };
  if (meridiem === 'pm' && h < 12) h += 12;
  if (meridiem === 'am' && h === 12) h = 0;
  if (h > 23 || min > 59) return { iso: day, hasTime: false, index: w.index };
  // A stated clock time keeps the page's zone when it has one, as findDate does.
  return { iso: `${day}T${pad(h)}:${pad(min)}:00${opts.assumeOffset ?? ''}`, hasTime: true, index: w.index };
}
