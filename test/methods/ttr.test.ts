import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extract, resolveOptions } from '../../src/research.js';
import { meanSmooth } from '../../src/signal/mean-smooth.js';
import { analyseTtr } from '../../src/methods/ttr.js';

describe("TTR's smoothing: the mean over a radius of 2 lines", () => {
  it('averages each value with up to two neighbours per side, fewer at the ends', () => {
    // x = 0 10 0 20 5 0 0
    // s0 = (0+10+0)/3 = 3.333   s1 = (0+10+0+20)/4 = 7.5   s2 = (0+10+0+20+5)/5 = 7
    // s3 = (10+0+20+5+0)/5 = 7  s4 = (0+20+5+0+0)/5 = 5    s5 = (20+5+0+0)/4 = 6.25   s6 = (5+0+0)/3 = 1.667
    const s = meanSmooth([0, 10, 0, 20, 5, 0, 0], 2);
    [10 / 3, 7.5, 7, 7, 5, 6.25, 5 / 3].forEach((v, i) => expect(s[i]).toBeCloseTo(v, 12));
    expect(meanSmooth([], 2)).toEqual([]);
    expect(meanSmooth([4], 2)).toEqual([4]);
  });

  it('cuts at one standard deviation of the smoothed ratios', () => {
    // Lines with tag ratios 0 10 0 20 5 0 0 (the <div>s have 1 tag and no text; text lines no tag).
    const page = ['<div>', 'abcdefghij', '<div>', 'abcdefghijklmnopqrst', 'abcde', '</div>', '</div>'].join('\n');
    const a = analyseTtr(page, resolveOptions().ttr);
    expect(a.ratios).toEqual([0, 10, 0, 20, 5, 0, 0]);
    // Smoothed as above; mean 37.75/7 = 5.3929; squared deviations 4.2417, 4.4401, 2.5829, 2.5829,
    // 0.1543, 0.7347, 13.8845 sum to 28.6211; std = √(28.6211/7) = 2.0221. Only s6 = 1.667 is below.
    expect(a.threshold).toBeCloseTo(2.0221, 4);
    expect(a.content).toEqual([true, true, true, true, true, true, false]);
  });
});

const COUNCIL = readFileSync(new URL('../../fixtures/en-city-council/page.html', import.meta.url), 'utf8');
const FIRST_PARAGRAPH = readFileSync(new URL('../../fixtures/en-city-council/expected.txt', import.meta.url), 'utf8').split('\n')[0]!;

describe('ttr runner', () => {
  it("puts the article's first paragraph in the output", () => {
    const r = extract(COUNCIL, { method: 'ttr' });
    expect(r.method).toBe('ttr');
    expect(r.lang).toBe('en');
    expect(r.paragraphs).toContain(FIRST_PARAGRAPH);
    expect(r.text).toBe(r.paragraphs.join('\n'));
  });

  it('explains every line with its ratio and the mean over five lines', () => {
    const r = extract(COUNCIL, { method: 'ttr', explain: true });
    const lines = r.lines!;
    const i = lines.findIndex((l) => l.text === FIRST_PARAGRAPH);
    expect(lines[i]!.content).toBe(true);
    const window = lines.slice(i - 2, i + 3).map((l) => l.ratio);
    expect(lines[i]!.smoothed).toBeCloseTo(window.reduce((s, x) => s + x, 0) / 5, 9);
    expect(r.smoothing).toEqual({ sigma: 0, radius: 2, brokenLines: false });
  });

  it('returns an empty article for empty and text-free pages', () => {
    for (const html of ['', '<html><body><img src="a.png"><script>x()</script></body></html>']) {
      expect(extract(html, { method: 'ttr', explain: true }).paragraphs).toEqual([]);
    }
  });
});
