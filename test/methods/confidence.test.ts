// cedst+'s confidence (src/methods/plus/confidence.ts): the model's row worked out by hand, and
// the shipped model's values on the fixtures and on a page that holds no article.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/research.js';
import { CONFIDENCE_FEATURES, confidenceRow } from '../../src/methods/plus/choose/confidence.js';
import { DAMAGE_FEATURES } from '../../src/methods/plus/choose/damage-features.js';
import { READING_FEATURES } from '../../src/methods/plus/choose/reading-features.js';
import { READING_KINDS } from '../../src/methods/plus/choose/list.js';
import { ROOT } from '../support/cli.js';

const page = (name: string): string => readFileSync(join(ROOT, 'fixtures', name, 'page.html'), 'utf8');
const NO_ARTICLE = `<html><head><title>Home - Daily Gazette</title></head><body>
<nav><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a> <a href="/weather">Weather</a></nav>
<ul><li><a href="/a">Council approves budget after long debate</a></li><li><a href="/b">Storm closes schools across the county</a></li>
<li><a href="/c">Local team wins the regional final</a></li><li><a href="/d">New ferry timetable starts in June</a></li></ul>
<p>Subscribe to our newsletter for the latest headlines every morning.</p>
<footer>© 2025 Daily Gazette. All rights reserved. <a href="/privacy">Privacy</a></footer></body></html>`;

describe('confidenceRow', () => {
  it("adds each kind's gain, the best gain, whether cedst+'s own reading is the one, its agreement with the others and its damage", () => {
    const agreeAt = READING_FEATURES.length - READING_KINDS.length;
    // Two readings, plus and coreex; reading features 0 but the agreement columns.
    const plus = new Array<number>(READING_FEATURES.length).fill(0);
    const coreex = new Array<number>(READING_FEATURES.length).fill(0);
    READING_KINDS.forEach((k, j) => {
      plus[agreeAt + j] = k === 'plus' ? 1 : k === 'coreex' ? 0.9 : -1;
      coreex[agreeAt + j] = k === 'coreex' ? 1 : k === 'plus' ? 0.9 : -1;
    });
    // Damage rows told apart by their first column.
    const damage = [DAMAGE_FEATURES.map(() => 0), DAMAGE_FEATURES.map((_, j) => (j === 0 ? 0.25 : 0))];
    const row = confidenceRow({ kinds: ['plus', 'coreex'], rows: [plus, coreex], gains: [0, 0.05], damage }, 1);
    expect(row).toHaveLength(CONFIDENCE_FEATURES.length);
    const at = (name: string) => row[CONFIDENCE_FEATURES.indexOf(name)];
    expect(at('gain_plus')).toBe(0);
    expect(at('gain_coreex')).toBe(0.05);
    expect(at('gain_schema')).toBe(-1);
    expect(at('bestGain')).toBe(0.05);
    expect(at('isPlus')).toBe(0);
    // Its agreement with plus alone (its own column and the absent kinds left out).
    expect(at('agreeMax')).toBe(0.9);
    expect(at('agreeMean')).toBe(0.9);
    expect(at('agreeOver80')).toBe(1);
    // Then the reading's own damage.
    expect(at('replacementShare')).toBe(0.25);
    expect(confidenceRow({ kinds: ['plus', 'coreex'], rows: [plus, coreex], gains: [0, 0.05], damage }, 0)[CONFIDENCE_FEATURES.indexOf('isPlus')]).toBe(1);
  });
});

describe('confidence', () => {
  it('is the calibrated predicted F1 of the reading taken, on every cedst+ result', () => {
    const x = extract(page('en-city-council'), { explain: true });
    expect(x.confidence).toBeCloseTo(0.9104, 4);
    expect(x.reading!.chosen).toBe('plus');
    expect(x.reading!.predicted.plus).toBe(x.confidence);
    expect(x.reading!.gains.plus).toBe(0);
    expect(extract(page('en-ferry-terminal')).confidence).toBeCloseTo(0.9666, 4);
    expect(extract(page('zh-local-traffic')).confidence).toBeCloseTo(0.9664, 4);
  });

  it('is lower on a page without an article than on any fixture', () => {
    const low = extract(NO_ARTICLE).confidence!;
    expect(Math.round(low * 1e4)).toBe(7091);
    // At least 0.15 below each (0.9104, 0.9666 and 0.9664 against 0.7091).
    for (const name of ['en-city-council', 'en-ferry-terminal', 'zh-local-traffic']) expect(extract(page(name)).confidence!).toBeGreaterThan(low + 0.15);
  });

  it('is absent where no model weighs readings', () => {
    expect(extract(page('en-city-council'), { method: 'cedst' }).confidence).toBeUndefined();
    expect(extract(page('en-city-council'), { plus: { readings: false } }).confidence).toBeUndefined();
  });
});
