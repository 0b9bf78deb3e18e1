// A real news page of 2023, 1.1 MB of heavy markup with ~50,000 tags and character
// references, was too_complex under the default maxElements (every token counted as an element),
// where Readability.js reads it. The generated page below is built like it (bench/fuzz/hostile.mjs):
// the default must read it, with a margin, and still refuse what the parser would choke on.
import { describe, expect, it } from 'vitest';
import { heavyMarkupPage } from '../../bench/fuzz/hostile.mjs';
import { markupCounts } from '../../src/dom/markup-counts.js';
import { DEFAULT_OPTIONS, extract } from '../../src/research.js';

const page = heavyMarkupPage();

describe('a 1.1 MB page of heavy markup', () => {
  it('is built like the real one: ~1.1 MB, over 50,000 tags and references', () => {
    expect(Buffer.byteLength(page)).toBe(1_063_275);
    expect(markupCounts(page)).toEqual({ startTags: 20_390, endTags: 19_745, markup: 1, bareLt: 0, references: 15_982, attributes: 0, classNames: 0, cost: 41_309 });
  });

  it('is read under the default limits, with a margin of 1.2', () => {
    expect(DEFAULT_OPTIONS.maxElements / markupCounts(page).cost).toBeGreaterThan(1.2);
    const result = extract(page);
    expect(result.title).toBe('Harbour authority approves the new ferry terminal after a long debate');
    expect(result.paragraphs[0]).toBe('The harbour authority approved the new ferry terminal on Tuesday evening\u2019s vote after a debate that lasted more than six hours.');
    expect(result.paragraphs.length).toBeGreaterThanOrEqual(60);
  });
});
