// The date parser on the forms news pages print, with hand-checked ISO results.
import { describe, expect, it } from 'vitest';
import { findDate, parseDate, usDaylightSaving, withTimeBefore } from '../../src/metadata/date.js';

const ZH = { assumeOffset: '+08:00' };

describe('parseDate', () => {
  it.each([
    ['2011年12月09日 18:51', {}, '2011-12-09T18:51:00'],
    ['2011年12月9日', {}, '2011-12-09'],
    ['2011年12月9日 18:51', ZH, '2011-12-09T18:51:00+08:00'],
    ['2011-12-09 18:51', ZH, '2011-12-09T18:51:00+08:00'],
    ['2011/12/09', {}, '2011-12-09'],
    ['2011.12.09 08:05:33', {}, '2011-12-09T08:05:33'],
    ['2011年12月09日18时51分', ZH, '2011-12-09T18:51:00+08:00'],
    ['2011年12月9日 下午6:51', {}, '2011-12-09T18:51:00'],
    ['2011年12月9日 星期五 09:30', {}, '2011-12-09T09:30:00'],
    ['Dec. 9, 2011', {}, '2011-12-09'],
    ['December 9, 2011 6:51 PM ET', {}, '2011-12-09T18:51:00-05:00'],
    ['June 9, 2011 6:51 p.m. ET', {}, '2011-06-09T18:51:00-04:00'],
    ['March 8, 2023 at 9:47 p.m. EST', {}, '2023-03-08T21:47:00-05:00'],
    ['Jan. 17, 2023 11:42 AM', {}, '2023-01-17T11:42:00'],
    ['12:30 am', {}, undefined],
    ['9 December 2011', {}, '2011-12-09'],
    ['Fri, 09 Dec 2011 18:51:00 GMT', {}, '2011-12-09T18:51:00+00:00'],
    ['2023-05-23T14:05:12+00:00', {}, '2023-05-23T14:05:12+00:00'],
    ['2023-06-07T20:54:26.829Z', {}, '2023-06-07T20:54:26+00:00'],
    ['2023-03-08T21:47:00-0500', {}, '2023-03-08T21:47:00-05:00'],
    ['2023-08-14T09:32:00', ZH, '2023-08-14T09:32:00+08:00'],
    ['2012-01-12 12:00 GMT+8', {}, '2012-01-12T12:00:00+08:00'],
    ['09.12.2011', {}, '2011-12-09'],
    ['25/12/2011', {}, '2011-12-25'],
    ['12/25/2011', {}, '2011-12-25'],
  ])('%s → %s', (input, opts, expected) => {
    expect(parseDate(input, opts)).toBe(expected);
  });

  it.each([
    ['2011-13-09'], // month 13
    ['2011-02-30'], // 30 February
    ['2011年2月29日'], // 2011 is not a leap year
    ['12/09/2011'], // month/day order unknown
    ['1970-01-01T00:00:00Z'], // the zero of Unix time
    ['1850-06-01'], // outside 1970–2099
    ['2011-12-09 25:10'], // hour 25: the day stays, the time is dropped
    ['posted 3 hours ago'],
    [''],
  ])('%s is no date (or only its day)', (input) => {
    const r = parseDate(input);
    if (input.startsWith('2011-12-09')) expect(r).toBe('2011-12-09');
    else expect(r).toBeUndefined();
  });

  it('keeps 29 February in a leap year', () => {
    expect(parseDate('2012年2月29日')).toBe('2012-02-29');
  });
});

describe('findDate', () => {
  it('finds the first date in a byline and where it ends', () => {
    const line = '发布时间：2023-08-14 09:32 来源：桐溪晚报 作者：记者 陈思远';
    const d = findDate(line, ZH)!;
    expect(d.iso).toBe('2023-08-14T09:32:00+08:00');
    expect(line.slice(d.index, d.end)).toBe('2023-08-14 09:32');
    expect(d.hasTime).toBe(true);
  });

  it('does not take a version number or a price for a date', () => {
    expect(findDate('Version 2.1.2011 costs $12.50')).toBeUndefined();
  });

  it('reads a year run into the next word (two inline elements joined), not a longer number', () => {
    expect(findDate('Dec 17, 2025Julian K. Arni')?.iso).toBe('2025-12-17');
    expect(findDate('17 December 2025By Julian K. Arni')?.iso).toBe('2025-12-17');
    expect(findDate('Dec 17, 20251 views')).toBeUndefined();
  });
});

describe('withTimeBefore', () => {
  it.each([
    // 15 November 2023 is after the end of US daylight saving (5 November): ET is -05:00.
    ['Updated 4:10 p.m. ET Nov. 15, 2023', {}, '2023-11-15T16:10:00-05:00', 'Updated '],
    ['Updated 9:05 AM, June 3, 2024', {}, '2024-06-03T09:05:00', 'Updated '],
    ['更新 08:19 2004年7月16日', ZH, '2004-07-16T08:19:00+08:00', '更新 '],
  ])('%s → %s', (line, opts, iso, before) => {
    const d = withTimeBefore(line, findDate(line, opts), opts)!;
    expect(d.iso).toBe(iso);
    expect(d.hasTime).toBe(true);
    expect(line.slice(0, d.index)).toBe(before);
  });

  it.each([
    ['Updated at 10:30 on Nov. 15, 2023', '2023-11-15'], // a word between the time and the day
    ['Nov. 15, 2023 4:10 p.m.', '2023-11-15T16:10:00'], // the time after the day is findDate's
    ['1.10:30 Nov. 15, 2023', '2023-11-15'], // a number run into the time is no time
  ])('%s → %s', (line, iso) => {
    expect(withTimeBefore(line, findDate(line))?.iso).toBe(iso);
  });
});

describe('usDaylightSaving', () => {
  // 2023: DST from Sunday 12 March to Sunday 5 November; 2006 (old rule): 2 April to 29 October.
  it.each([
    [2023, 3, 11, false],
    [2023, 3, 12, true],
    [2023, 11, 4, true],
    [2023, 11, 5, false],
    [2006, 4, 1, false],
    [2006, 4, 2, true],
    [2006, 10, 28, true],
    [2006, 10, 29, false],
  ])('%i-%i-%i → %s', (y, m, d, dst) => {
    expect(usDaylightSaving(y, m, d)).toBe(dst);
  });
});
