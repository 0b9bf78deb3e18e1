// Relative dates ("6 hours ago", "3 天前", "昨天 14:30") are dates only against the time the page
// was read: the `crawlDate` option. Pages: fixtures/metadata/<name>/page.html, written for these
// tests, with expected.json giving the metadata with and without the crawl date.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import { checkCrawlDate } from '../../src/core/crawl-date.js';
import { resolveRelative } from '../../src/metadata/date.js';
import { OptionsError } from '../../src/options/resolve.js';
import { FIXTURES } from '../support/fixtures.js';

const DIR = join(FIXTURES, 'metadata');
const RELATIVE = readdirSync(DIR).filter((n) => /ago|yesterday/.test(n));
interface Expected {
  lang: 'en' | 'zh';
  crawlDate: string;
  withCrawlDate: Record<string, unknown>;
  withoutCrawlDate: Record<string, unknown>;
}
const FIELDS = ['date', 'authors', 'source'] as const;
const pick = (x: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(FIELDS.map((f) => [f, x[f]]));

describe('relative dates on the fixture pages', () => {
  it('has the three pages: hours ago (en), days ago (zh), yesterday with a time (zh)', () => {
    expect(RELATIVE.sort()).toEqual(['en-hours-ago', 'zh-days-ago', 'zh-yesterday-time']);
  });

  for (const name of RELATIVE) {
    it(`${name}: a date with the crawl date, none without`, () => {
      const html = readFileSync(join(DIR, name, 'page.html'), 'utf8');
      const e = JSON.parse(readFileSync(join(DIR, name, 'expected.json'), 'utf8')) as Expected;
      const without = extract(html) as unknown as Record<string, unknown>;
      expect(without.lang).toBe(e.lang);
      expect(pick(without)).toEqual(pick(e.withoutCrawlDate));
      expect(without.date).toBeUndefined();
      expect(pick(extract(html, { crawlDate: e.crawlDate }) as unknown as Record<string, unknown>)).toEqual(pick(e.withCrawlDate));
    });
  }

  it('a date the page states wins over a relative one', () => {
    const html = readFileSync(join(DIR, 'en-hours-ago', 'page.html'), 'utf8').replace('6 hours ago', 'January 10, 2012 · 6 hours ago');
    expect(extract(html, { crawlDate: '2012-01-12T03:00:00Z' }).date).toBe('2012-01-10');
  });
});

describe('resolveRelative', () => {
  const ZH = { assumeOffset: '+08:00' };
  it.each([
    // Hours and minutes give the time: 03:00Z − 6 h is the day before, in UTC.
    ['6 hours ago', '2012-01-12T03:00:00Z', {}, '2012-01-11T21:00:00+00:00'],
    ['posted 45 mins ago', '2012-01-12T03:00:00Z', {}, '2012-01-12T02:15:00+00:00'],
    ['an hour ago', '2012-01-12T03:00:00Z', {}, '2012-01-12T02:00:00+00:00'],
    // A Chinese page's time is +08:00: 10:00Z − 3 h = 07:00Z = 15:00+08:00.
    ['3小时前', '2012-01-12T10:00:00Z', ZH, '2012-01-12T15:00:00+08:00'],
    ['20分钟前', '2012-01-11T16:10:00Z', ZH, '2012-01-11T23:50:00+08:00'],
    // Days count from the crawl's local day: 20:00Z is already the 13th at +08:00.
    ['3 天前', '2012-01-12T10:00:00Z', ZH, '2012-01-09'],
    ['1天前', '2012-01-12T20:00:00Z', ZH, '2012-01-12'],
    ['2 weeks ago', '2012-01-12T10:00:00Z', {}, '2011-12-29'],
    ['昨天 14:30', '2012-01-12T20:00:00Z', ZH, '2012-01-12T14:30:00+08:00'],
    ['前天 09:05', '2012-01-12T10:00:00Z', ZH, '2012-01-10T09:05:00+08:00'],
    ['Yesterday at 2:30 pm', '2012-01-12T10:00:00Z', {}, '2012-01-11T14:30:00'],
    // A crawl day without a time gives days only.
    ['6 hours ago', '2012-01-12', {}, '2012-01-12'],
    ['2 days ago', '2012-01-12', {}, '2012-01-10'],
  ])('%s, crawled %s → %s', (text, crawl, opts, iso) => {
    expect(resolveRelative(text, crawl, opts)?.iso).toBe(iso);
  });

  it('reads no day word without a clock time, and nothing from plain text', () => {
    expect(resolveRelative('昨天，市政府宣布', '2012-01-12T10:00:00Z', ZH)).toBeUndefined();
    expect(resolveRelative('Yesterday the board voted', '2012-01-12T10:00:00Z')).toBeUndefined();
    expect(resolveRelative('Harbor ferry adds a crossing', '2012-01-12T10:00:00Z')).toBeUndefined();
  });
});

describe('the crawlDate option', () => {
  it('takes an ISO day or date-time, as UTC', () => {
    expect(checkCrawlDate('2012-01-12')).toBe('2012-01-12');
    expect(checkCrawlDate('2012-01-12T08:30')).toBe('2012-01-12T08:30:00Z');
    expect(checkCrawlDate('2012-01-12 10:00:00+08:00')).toBe('2012-01-12T02:00:00Z');
    expect(checkCrawlDate('2012-01-12T10:00+0800')).toBe('2012-01-12T02:00:00Z');
    expect(checkCrawlDate('2012-02-30')).toBeUndefined();
    expect(checkCrawlDate('2012-01-12T25:00Z')).toBeUndefined();
    expect(checkCrawlDate('yesterday')).toBeUndefined();
  });

  it('refuses anything else with a clear error', () => {
    expect(() => extract('<p>x</p>', { crawlDate: '12/01/2012' })).toThrow(OptionsError);
    expect(() => extract('<p>x</p>', { crawlDate: '12/01/2012' })).toThrow('crawlDate must be an ISO 8601 date or date-time');
  });
});
