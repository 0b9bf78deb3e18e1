// Training instances of a page (docs/spec/louvan.md §10.1) on the small page of the feature tests.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/dom/parse.js';
import { pageInstances, segmentTokenSpans } from '../../bench/src/train/louvan-instances.js';
import { findSegments } from '../../src/methods/louvan/segments.js';
import { STORM_PAGE as PAGE } from '../support/pages.js';

const GOLD = 'The storm hit the town at night.\nIt was very strong.';

describe('segmentTokenSpans', () => {
  it('score tokens of the visible text, and each candidate span', () => {
    const doc = parseDocument(PAGE);
    const { tokens, spans } = segmentTokenSpans(doc.body, findSegments(doc.body));
    expect(tokens.join(' ')).toBe('Home World news Big storm The storm hit the town at night It was very strong red blue');
    // div#nav ul li li div#main div#story span table tr td
    expect(spans.map((s) => [s.start, s.end])).toEqual([
      [0, 3],
      [0, 3],
      [0, 1],
      [1, 3],
      [3, 16],
      [5, 16],
      [15, 16],
      [16, 18],
      [16, 18],
      [16, 18],
    ]);
  });
});

describe('pageInstances', () => {
  it('labels: div#main (11 of 13 tokens gold) is the good main node; nav and table are good noise', () => {
    const r = pageInstances(parseDocument(PAGE), GOLD, 'test/1');
    expect(r.candidates).toBe(10);
    expect(r.pageGoldTokens).toBe(11); // The … strong.; 'storm' of the h1 is in no gold 4-gram
    expect(r.sampled).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(r.labels.map((l) => l.main)).toEqual([false, false, false, false, true, true, true, false, false, false]);
    expect(r.labels.map((l) => l.good)).toEqual([true, false, false, false, true, false, false, true, false, false]);
    expect(r.labels.map((l) => l.single)).toEqual([false, false, false, false, true, false, false, false, false, false]);
    expect(r.labels[4]!.purity).toBeCloseTo(11 / 13, 12);
    expect(r.features[4]).toHaveLength(16);
  });

  it('sampling keeps the positive neighbourhood and at most negPerPage others', () => {
    const r = pageInstances(parseDocument(PAGE), GOLD, 'test/1', { rule: { negPerPage: 0 } });
    // main's descendants (story, span) and its top-level siblings (nav, table).
    expect(r.sampled).toEqual([0, 4, 5, 6, 7]);
  });
});
