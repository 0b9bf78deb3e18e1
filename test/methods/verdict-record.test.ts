// withVerdict builds a unit's record field by field instead of spreading it (the spread cost the
// verdicts stage half its time); it must give what the spread gave, key order included, since the
// explain output serialises the records.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { withVerdict, type Verdict } from '../../src/methods/plus/analysis.js';
import { FURNITURE_LINE_REASONS, type FurnitureLineReason, type VerdictReason } from '../../src/core/reasons.js';
import type { UnitEvidence } from '../../src/core/types.js';

const base: UnitEvidence = {
  index: 3,
  path: 'html/body/div/p',
  text: 'A paragraph of the article.',
  words: 5,
  linkWords: 1,
  features: { topic: 0.1, cluster: 0.3, variance: 0.2, href: 0.2, structure: 1 },
  masses: { topic: { news: 0.4, notNews: 0.1, theta: 0.5 } },
  fused: { news: 0.4, notNews: 0.1, theta: 0.5 },
  smoothed: 0.42,
  content: true,
};

describe('withVerdict', () => {
  it('equals the spread with inRegion, content and reason set, keys in the same order', () => {
    const got = withVerdict(base, false, 'outside the region', false);
    const spread = { ...base, inRegion: false, content: false, reason: 'outside the region' };
    expect(got).toEqual(spread);
    expect(Object.keys(got)).toEqual(Object.keys(spread));
    expect(JSON.stringify(got)).toBe(JSON.stringify(spread));
  });

  it('keeps inRegion where the record has one, and adds none where it has not', () => {
    const judged = withVerdict(base, true, 'in the region', true);
    const again = withVerdict(judged, false, 'legal notice');
    const spread = { ...judged, content: false, reason: 'legal notice' };
    expect(Object.keys(again)).toEqual(Object.keys(spread));
    expect(again).toEqual(spread);
    const unjudged = withVerdict(base, false, 'reading: coreex');
    expect(Object.keys(unjudged)).toEqual(Object.keys({ ...base, content: false, reason: 'reading: coreex' }));
    expect(unjudged.inRegion).toBeUndefined();
  });

  it('copies every field the record type has: a field added to UnitEvidence must be added to it', () => {
    const full: Required<UnitEvidence> = { ...base, inRegion: true, reason: 'in the region' };
    expect(Object.keys(withVerdict(full, true, 'in the region')).sort()).toEqual(Object.keys(full).sort());
  });
});

describe("a verdict's reason", () => {
  it('is one of the reasons named in reasons.ts: a misspelt one does not compile', () => {
    const kept: Verdict = { content: true, reason: 'in the region' };
    // @ts-expect-error not a reason any stage gives
    const misspelt: Verdict = { content: false, reason: 'mostly link' };
    expect([kept.reason, misspelt.reason]).toEqual(['in the region', 'mostly link']);
    expectTypeOf<FurnitureLineReason>().toExtend<VerdictReason>();
    expectTypeOf<'reading: schema-body'>().toExtend<VerdictReason>();
    expect([...FURNITURE_LINE_REASONS]).toEqual(['advertising label', 'consent notice', 'gallery controls', 'repeated caption', 'date or player line', 'byline', 'closing heading']);
  });
});
