// The article's edges: short units outside the prose groups, before the first or after the last paragraph.
import { describe, expect, it } from 'vitest';
import { edgeUnits } from '../../src/methods/plus/edges.js';
import { extract } from '../../src/research.js';

const LIMITS = { minWords: 30, minGroupWords: 60, maxShare: 0.25 };

describe('edgeUnits', () => {
  // Units: 0 caption (group 1), 1–3 paragraphs (group 2, one short), 4–6 headline list (group 3).
  const words = [8, 40, 35, 6, 7, 9, 8];
  const group = [1, 2, 2, 2, 3, 3, 3];
  const noSentences = words.map(() => 0);
  const all = [0, 1, 2, 3, 4, 5, 6];
  // The kept units as the edges stage reads them: one record a unit.
  const keptOf = (kept: number[], sentenceWords: number[]) => kept.map((i) => ({ index: i, words: words[i]!, sentenceWords: sentenceWords[i]!, group: group[i]!, cellWords: 0 }));

  it('drops what lies outside the prose groups at both ends, and keeps a short paragraph among them', () => {
    expect(edgeUnits(keptOf(all, noSentences), LIMITS)).toEqual([0, 4, 5, 6]);
  });

  it('keeps a group of short sentences that add up (a bulleted list)', () => {
    const sentences = words.map((w, i) => (group[i] === 3 ? w * 10 : 0));
    expect(edgeUnits(keptOf(all, sentences), LIMITS)).toEqual([0]);
  });

  it('keeps an edge that holds too large a share of the kept words', () => {
    expect(edgeUnits(keptOf(all, noSentences), { ...LIMITS, maxShare: 0.1 })).toEqual([0]);
  });

  it('drops nothing when no group holds prose', () => {
    expect(edgeUnits(keptOf([0, 3, 4], noSentences), LIMITS)).toEqual([]);
  });
});

describe('cedst+ at the article edges', () => {
  const p = (s: string) => `<p>${s}</p>`;
  const long = (topic: string) =>
    `The ${topic} council met on Tuesday evening to discuss the new harbor plan, which would rebuild the old piers, widen the channel for larger ships and add a public walkway along the water for residents and visitors alike.`;
  const PAGE = `<html><head><title>Harbor plan approved</title></head><body><article>
<div class="story">${p(long('city'))}${p(long('harbor'))}${p(long('port'))}${p('The vote is next week.')}
<div><h3>Must reads</h3><ul><li>Storm closes the northern ferry line</li><li>Ten places to eat by the sea</li></ul></div></div>
</article></body></html>`;

  it('keeps the trailing list when the trimming is off', () => {
    // The choose stage is off: this is the edge stage's own decision.
    expect(extract(PAGE, { plus: { edgeWords: 0, readings: false } }).paragraphs).toContain('Storm closes the northern ferry line');
  });

  it('drops a trailing list of headlines inside the region but keeps the short last paragraph', () => {
    const out = extract(PAGE).paragraphs;
    expect(out).toContain('The vote is next week.');
    expect(out).not.toContain('Storm closes the northern ferry line');
    expect(out).not.toContain('Must reads');
  });
});
