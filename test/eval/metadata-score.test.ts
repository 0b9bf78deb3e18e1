// The metadata scorer's rules: the day decides a date, a null gold date wants none, every gold
// name must be among ours, and `author` is split when `authors` is absent.
import { describe, expect, it } from 'vitest';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateMetadata, goldNames, metadataTable, predictionOf, scorePage, tally, type MetaGoldEntry } from '../../src/eval/metadata-score.js';

const gold = (g: Partial<MetaGoldEntry>): MetaGoldEntry => ({ lang: 'zh', date: null, author: [], editor: [], source: null, ...g });

describe('metadata scorer', () => {
  it('matches the day, and wants no date when the gold has none', () => {
    expect(scorePage('a', gold({ date: '2012-01-12T15:21' }), { date: '2012-01-12T15:21:00+08:00', authors: [], editors: [] }, 'dev').date).toBe(true);
    expect(scorePage('a', gold({ date: '2012-01-12' }), { date: '2012-01-11', authors: [], editors: [] }, 'dev').date).toBe(false);
    expect(scorePage('a', gold({ date: null }), { authors: [], editors: [] }, 'dev').date).toBe(true);
    expect(scorePage('a', gold({ date: null }), { date: '2012-01-11', authors: [], editors: [] }, 'dev').date).toBe(false);
  });

  it('compares titles with their typography folded and their case kept', () => {
    const title = (page: string, want: string): boolean | undefined => scorePage('a', gold({ lang: 'en', title: want }), { title: page, authors: [], editors: [] }, 'dev').title;
    expect(title('We’ve  “tested” it', 'We\'ve "tested" it')).toBe(true);
    expect(title('A guide to… low light plants', 'A guide to... low light plants')).toBe(true);
    expect(title('How does mapping work？', 'How does mapping work?')).toBe(true);
    expect(title('Problems—Simple Cells', 'Problems--Simple Cells')).toBe(true);
    expect(title('How to install solar panels', 'How to Install Solar Panels')).toBe(false);
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

// A tiny gold in both shapes (test/eval/metadata-gold/, four pages written for this test), the
// ratios computed by hand: a1 names Jane Doe (the gold also John Roe), a2 names Ann Lee (the gold
// nobody), a3 Mark Tully (gold "Mark Tully, PhD") with the day before the gold's, a4 Sam Roe.
describe('cedst eval --metadata on both gold shapes', () => {
  const dir = join(dirname(fileURLToPath(import.meta.url)), 'metadata-gold');

  it('splits a dataset gold author string into names, credentials dropped', () => {
    expect(goldNames('Danielle Doe, Donna Roe, and Natalie Poe')).toEqual(['Danielle Doe', 'Donna Roe', 'Natalie Poe']);
    expect(goldNames('Dylan Bay, MS, RD, FAND')).toEqual(['Dylan Bay']);
    expect(goldNames('Maria & Katerina')).toEqual(['Maria', 'Katerina']);
    expect(goldNames('Mark Tully, PhD')).toEqual(['Mark Tully']);
  });

  it('reads a ground-truth.json with publish_date: date, recall, precision and title per half', () => {
    const run = evaluateMetadata(join(dir, 'ground-truth.json'));
    const [all, dev, held] = run.rows;
    expect([all!.half, all!.pages]).toEqual(['all', 4]);
    expect(all!.date).toEqual({ right: 3, total: 4 });
    expect(all!.dateStated).toEqual({ right: 1, total: 2 });
    expect(all!.authors).toEqual({ right: 2, total: 3 });
    expect(all!.authorsNone).toEqual({ right: 0, total: 1 });
    expect(all!.authorPrecision).toEqual({ right: 3, total: 4 });
    expect(all!.title).toEqual({ right: 3, total: 4 });
    expect(all!.editors).toEqual({ right: 0, total: 0 });
    // dev: a1, a3; held-out: a2, a4.
    expect([dev!.date, dev!.authors, dev!.authorPrecision, dev!.title]).toEqual([
      { right: 1, total: 2 },
      { right: 1, total: 2 },
      { right: 2, total: 2 },
      { right: 2, total: 2 },
    ]);
    expect([held!.date, held!.authors, held!.authorPrecision, held!.title]).toEqual([
      { right: 2, total: 2 },
      { right: 1, total: 1 },
      { right: 1, total: 2 },
      { right: 1, total: 2 },
    ]);
  });

  it('reads a metadata gold: a null author is not counted, an empty one wants nobody', () => {
    const run = evaluateMetadata(join(dir, 'metadata', 'gold.json'));
    const all = run.rows[0]!;
    expect(all.date).toEqual({ right: 4, total: 4 });
    expect(all.authors).toEqual({ right: 2, total: 2 });
    expect(all.authorsNone).toEqual({ right: 0, total: 1 });
    expect(all.authorPrecision).toEqual({ right: 2, total: 3 });
    expect(all.editors).toEqual({ right: 0, total: 1 });
    expect(all.title).toEqual({ right: 0, total: 0 });
    const md = metadataTable(run.rows, true).split('\n');
    expect(md[0]).toBe('| lang | half | pages | date | date (stated) | authors | authors (none) | author precision | editors | source | title |');
    expect(md[2]).toBe('| en | all | 4 | 4/4 = 1.00 | 2/2 = 1.00 | 2/2 = 1.00 | 0/1 = 0.00 | 2/3 = 0.67 | 0/1 = 0.00 | – | – |');
  });
});
