// The accuracy gate's rules on made-up numbers: verdicts, floors that only go up, the sample rule.
import { describe, expect, it } from 'vitest';
import { fails, floorOf, gateTable, judge, raiseFloors, sampleIds, type Floors, type GateScore } from '../../bench/src/gate-logic.js';

const s = (set: string, lang: string, f1: number, pages = 25): GateScore => ({ set, lang, pages, precision: 0.9, recall: 0.8, f1 });

describe('judge', () => {
  const floors: Floors = { a: { all: 0.9, en: 0.92 }, b: { all: 0.8 } };

  it('passes a score above, at, or less than 0.005 below its floor', () => {
    const rows = judge([s('a', 'all', 0.95), s('a', 'en', 0.92), s('b', 'all', 0.7951)], floors);
    expect(rows.map((r) => r.verdict)).toEqual(['ok', 'ok', 'ok']);
    expect(fails(rows)).toBe(false);
  });

  it('passes a score exactly 0.005 below its floor, and fails one just past it', () => {
    expect(judge([s('b', 'all', 0.795)], { b: { all: 0.8 } })[0]!.verdict).toBe('ok');
    const rows = judge([s('b', 'all', 0.7949)], { b: { all: 0.8 } });
    expect(rows[0]).toMatchObject({ set: 'b', lang: 'all', floor: 0.8, verdict: 'DROP' });
    expect(fails(rows)).toBe(true);
  });

  it('fails a drop in one language even when the set as a whole holds', () => {
    const rows = judge([s('a', 'all', 0.91), s('a', 'en', 0.9), s('b', 'all', 0.8)], floors);
    expect(rows.map((r) => `${r.set} ${r.lang} ${r.verdict}`)).toEqual(['a all ok', 'a en DROP', 'b all ok']);
    expect(fails(rows)).toBe(true);
  });

  it('lets a group without a floor pass, and fails a floor that got no score', () => {
    const rows = judge([s('a', 'all', 0.9), s('a', 'en', 0.92), s('c', 'all', 0.1)], floors);
    expect(rows.map((r) => `${r.set} ${r.lang} ${r.verdict}`)).toEqual(['a all ok', 'a en ok', 'c all no floor', 'b all missing']);
    expect(fails(rows)).toBe(true);
  });

  it('takes another tolerance when given one', () => {
    expect(judge([s('a', 'all', 0.89)], { a: { all: 0.9 } }, 0.02)[0]!.verdict).toBe('ok');
    expect(judge([s('a', 'all', 0.89)], { a: { all: 0.9 } }, 0)[0]!.verdict).toBe('DROP');
  });
});

describe('block line F1 in the gate', () => {
  it('is held to a floor of its own: blocks merged with every word kept still fail', () => {
    const floors: Floors = { a: { all: 0.9, 'blocks:all': 0.85 } };
    const rows = judge([s('a', 'all', 0.93), s('a', 'blocks:all', 0.8)], floors);
    expect(rows.map((r) => [r.lang, r.verdict])).toEqual([
      ['all', 'ok'],
      ['blocks:all', 'DROP'],
    ]);
    expect(fails(rows)).toBe(true);
    // A blocks floor whose group was not scored (the block metric gone from the run) fails too.
    expect(judge([s('a', 'all', 0.93)], floors).find((r) => r.lang === 'blocks:all')!.verdict).toBe('missing');
    expect(raiseFloors(floors, [s('a', 'blocks:en', 0.81234)]).floors).toEqual({ a: { all: 0.9, 'blocks:all': 0.85, 'blocks:en': 0.8123 } });
  });
});

describe('raiseFloors', () => {
  const floors: Floors = { a: { all: 0.9, en: 0.92 } };

  it('raises floors to higher scores and adds missing ones, rounded down to 4 decimals', () => {
    const { floors: next, changed } = raiseFloors(floors, [s('a', 'all', 0.93456), s('a', 'en', 0.92), s('b', 'all', 0.81119)]);
    expect(next).toEqual({ a: { all: 0.9345, en: 0.92 }, b: { all: 0.8111 } });
    expect(changed).toEqual(['a all: 0.9000 → 0.9345', 'b all: none → 0.8111']);
    expect(floors).toEqual({ a: { all: 0.9, en: 0.92 } }); // the input is not changed
  });

  it('never lowers a floor without force, and does with it', () => {
    expect(raiseFloors(floors, [s('a', 'en', 0.5)]).floors).toEqual(floors);
    expect(raiseFloors(floors, [s('a', 'en', 0.5)], true).floors).toEqual({ a: { all: 0.9, en: 0.5 } });
  });

  it('keeps a floor at or below the score that set it', () => {
    for (const f1 of [0.87589, 0.9, 1, 0.1 + 0.2]) expect(floorOf(f1)).toBeLessThanOrEqual(f1);
    expect(floorOf(0.87589)).toBe(0.8758);
    expect(floorOf(1)).toBe(1);
  });
});

describe('sampleIds', () => {
  const langs: Record<string, string> = {};
  for (let i = 0; i < 100; i++) langs[`p${i}`] = i < 50 ? 'en' : i < 80 ? 'zh' : 'de';

  it('takes 25 en, 25 zh and 10 others, the same ids every time, sorted', () => {
    const ids = sampleIds('set', langs);
    expect(ids).toHaveLength(60);
    expect(ids.filter((id) => langs[id] === 'en')).toHaveLength(25);
    expect(ids.filter((id) => langs[id] === 'zh')).toHaveLength(25);
    expect(ids.filter((id) => langs[id] === 'de')).toHaveLength(10);
    expect(sampleIds('set', langs)).toEqual(ids);
    expect([...ids].sort()).toEqual(ids);
  });

  it('depends on the set name and takes every page of a small group', () => {
    expect(sampleIds('other-set', langs)).not.toEqual(sampleIds('set', langs));
    expect(sampleIds('x', { a: 'en', b: 'zh', c: undefined as unknown as string })).toEqual(['a', 'b', 'c']);
  });
});

describe('gateTable', () => {
  it('prints set, lang, pages, P, R, F1, floor and verdict, one row per group', () => {
    const table = gateTable(judge([s('a', 'all', 0.8), { set: 't', lang: 'all', pages: 3, f1: 0.5 }], { a: { all: 0.9 } }));
    const lines = table.trimEnd().split('\n');
    expect(lines[0]!.split(/\s+/)).toEqual(['set', 'lang', 'pages', 'P', 'R', 'F1', 'floor', 'verdict']);
    expect(lines[1]!.split(/\s+/)).toEqual(['a', 'all', '25', '0.9000', '0.8000', '0.8000', '0.9000', 'DROP']);
    expect(lines[2]!.split(/\s+/)).toEqual(['t', 'all', '3', '–', '–', '0.5000', '–', 'no', 'floor']);
  });
});
