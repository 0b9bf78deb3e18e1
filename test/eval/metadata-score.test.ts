// The metadata scorer's rules: the day decides a date, a null gold date wants none, every gold
// name must be among ours, and `author` is split when `authors` is absent.
import { describe, expect, it } from 'vitest';
import { predictionOf, scorePage, tally, type MetaGoldEntry } from '../../src/eval/metadata-score.js';

const gold = (g: Partial<MetaGoldEntry>): MetaGoldEntry => ({ lang: 'zh', date: null, author: [], editor: [], source: null, ...g });

describe('metadata scorer', () => {
  it('matches the day, and wants no date when the gold has none', () => {
    expect(scorePage('a', gold({ date: '2012-01-12T15:21' }), { date: '2012-01-12T15:21:00+08:00', authors: [], editors: [] }, 'dev').date).toBe(true);
    expect(scorePage('a', gold({ date: '2012-01-12' }), { date: '2012-01-11', authors: [], editors: [] }, 'dev').date).toBe(false);
    expect(scorePage('a', gold({ date: null }), { authors: [], editors: [] }, 'dev').date).toBe(true);
    expect(scorePage('a', gold({ date: null }), { date: '2012-01-11', authors: [], editors: [] }, 'dev').date).toBe(false);
  });

  it('needs every gold name, ignoring spaces and case; null gold is not counted', () => {
    const got = { authors: ['蒋浩', 'Jane DOE'], editors: ['desk01'], source: '江城 时报' };
    const r = scorePage('a', gold({ author: ['蒋 浩', 'Jane Doe'], editor: ['desk01'], source: '江城时报' }), got, 'dev');
    expect([r.authors, r.editors, r.source]).toEqual([true, true, true]);
    expect(scorePage('a', gold({ author: ['蒋浩', '李明远'] }), got, 'dev').authors).toBe(false);
    expect(scorePage('a', gold({ author: null }), got, 'dev').authors).toBeUndefined();
  });

  it('counts pages per measure and splits the old author string', () => {
    const p = predictionOf({ author: 'Jane Doe, John Roe', date: '2012-01-01' });
    expect(p.authors).toEqual(['Jane Doe', 'John Roe']);
    const rows = tally('en', 'all', [
      scorePage('a', gold({ lang: 'en', date: '2012-01-01', author: ['John Roe'] }), p, 'dev'),
      scorePage('b', gold({ lang: 'en', date: null, author: [] }), { authors: ['X Y'], editors: [] }, 'held-out'),
    ]);
    expect(rows.date).toEqual({ right: 2, total: 2 });
    expect(rows.dateStated).toEqual({ right: 1, total: 1 });
    expect(rows.authors).toEqual({ right: 1, total: 1 });
    expect(rows.authorsNone).toEqual({ right: 0, total: 1 });
  });
});
