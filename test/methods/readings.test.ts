// cedst+'s readings and the choose stage (src/methods/plus/readings.ts, choose.ts) on pages
// written here, and the boosted-trees model format (src/classifiers/boosted-trees.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/research.js';
import { createPage } from '../../src/page/context.js';
import { resolveOptions } from '../../src/options/resolve.js';
import { predictBoosted, type BoostedTrees } from '../../src/classifiers/boosted-trees.js';
import { afterHeadline, readabilityLike, schemaBody } from '../../src/methods/plus/choose/readings.js';
import { GAIN_FEATURES, takenReading } from '../../src/methods/plus/choose/index.js';
import { READING_FEATURES } from '../../src/methods/plus/choose/reading-features.js';

const P = (s: string) => `<p>${s}</p>`;
const SENTENCE = 'The harbor authority said on Monday that the new ferry ramp, built over eight months, would open to cars and cyclists on Saturday morning, weather permitting.';
const STORY = [1, 2, 3, 4, 5, 6].map((i) => P(`${SENTENCE} Part ${i}, with more words to read.`)).join('');
const PAGE = `<html><head><title>Ferry ramp opens | Ledger</title><meta name="description" content="The new ferry ramp opens on Saturday."></head><body>
<nav><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li><li><a href="/sport">Sport</a></li></ul></nav>
<div class="story"><h1>Ferry ramp opens</h1>${STORY}</div>
<div class="sidebar"><p><a href="/a">Another story about the harbor, and its ferries, and the weather</a></p></div>
<footer><p>Copyright the Ledger, all rights reserved.</p></footer></body></html>`;

const storyUnits = (html: string) => {
  const page = createPage(html);
  return {
    page,
    story: page.units
      .map((u, i) => [u.text, i] as const)
      .filter(([t]) => t.startsWith('The harbor authority'))
      .map(([, i]) => i),
  };
};

describe('readings', () => {
  it('the Readability-style scorer takes the story container and leaves the sidebar and footer', () => {
    const { page, story } = storyUnits(PAGE);
    // The container holds the headline too; the readings leave it to the title when they are read.
    expect(readabilityLike(page)).toEqual([page.units.findIndex((u) => u.text === 'Ferry ramp opens'), ...story]);
  });

  it('JSON-LD articleBody is mapped onto the units that carry its text; microdata marks its element', () => {
    const body = [1, 2, 3, 4, 5, 6].map((i) => `${SENTENCE} Part ${i}, with more words to read.`).join(' ');
    const ld = `<script type="application/ld+json">${JSON.stringify({ '@type': 'NewsArticle', articleBody: body })}</script>`;
    const withLd = storyUnits(PAGE.replace('</head>', `${ld}</head>`));
    expect(schemaBody(withLd.page)).toEqual({ units: withLd.story, text: body });
    const micro = storyUnits(PAGE.replace('<div class="story">', '<div class="story" itemprop="articleBody">'));
    expect(schemaBody(micro.page)!.units).toEqual([micro.page.units.findIndex((u) => u.text === 'Ferry ramp opens'), ...micro.story]);
    expect(schemaBody(createPage(PAGE))).toBeUndefined();
  });

  it('the container after the headline holds the story, not the headline', () => {
    const { page, story } = storyUnits(PAGE);
    expect(
      afterHeadline(
        page,
        page.segmented.map((s) => s.words.length),
      ),
    ).toEqual(story);
  });
});

describe('boosted trees', () => {
  it('sum the base and the rate times every leaf', () => {
    const m: BoostedTrees = {
      format: 'cedst-boosted-trees-1',
      features: ['a', 'b'],
      base: 0.5,
      rate: 0.1,
      trees: [
        { f: 0, t: 1, l: { v: -1 }, r: { v: 2 } },
        { f: 1, t: 0, l: { v: 3 }, r: { f: 0, t: 5, l: { v: 1 }, r: { v: 0 } } },
      ],
    };
    expect(predictBoosted(m, [0, 0])).toBeCloseTo(0.5 - 0.1 + 0.3, 12);
    expect(predictBoosted(m, [2, 1])).toBeCloseTo(0.5 + 0.2 + 0.1, 12);
    expect(predictBoosted(m, [9, 1])).toBeCloseTo(0.5 + 0.2 + 0, 12);
  });
});

describe('the choose stage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cedst-readings-'));
  // A model that predicts the same gain for every reading but cedst+'s own, by its kind: the
  // Readability-style reading gets 0.5, every other 0.
  const kindIs = (k: number, v: number) => ({ f: 0, t: k - 0.5, l: { v: 0 }, r: { f: 0, t: k + 0.5, l: { v }, r: { v: 0 } } });
  const model = (gain: number) => {
    const file = join(dir, `m${gain}.json`);
    writeFileSync(file, JSON.stringify({ format: 'cedst-boosted-trees-1', features: GAIN_FEATURES, base: 0, rate: 1, trees: [kindIs(READING_FEATURES.indexOf('kind') === 0 ? 3 : -1, gain)] }));
    return file;
  };

  it('switches to a reading whose predicted gain clears the margin, and says why', () => {
    const page = `${PAGE}`.replace('<footer>', `<div class="story-extra"><p>${SENTENCE} An extra paragraph the scorer takes along.</p></div><footer>`);
    const r = extract(page, { explain: true, plus: { readingModel: model(0.5) } });
    expect(r.reading!.chosen).toBe('readability-like');
    expect(r.reading!.gains['readability-like']).toBeCloseTo(0.5, 12);
    expect(r.reading!.gains.plus).toBe(0);
    const kept = r.units!.filter((u) => u.content).map((u) => u.text);
    expect(kept.every((t) => t.startsWith('The harbor authority'))).toBe(true);
  });

  it('keeps cedst+ below the margin, and when plus.readings is off', () => {
    const r = extract(PAGE, { explain: true, plus: { readingModel: model(0.01) } });
    expect(r.reading!.chosen).toBe('plus');
    const off = extract(PAGE, { explain: true, plus: { readings: false } });
    expect(off.reading).toBeUndefined();
    expect(off.paragraphs).toEqual(r.paragraphs);
  });

  it('a model with other features is refused with a clear error', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ format: 'cedst-boosted-trees-1', features: ['x'], base: 0, rate: 1, trees: [] }));
    expect(() => extract(PAGE, { plus: { readingModel: bad } })).toThrow(/plus\.readingModel: .*features/);
    expect(resolveOptions().plus.readingMargin).toBe(0.02);
  });
});

describe('the reading taken (takenReading)', () => {
  const margin = 0.02;

  it('takes the largest gain that clears the margin when the confidence model does not doubt it', () => {
    // Readings rated at or above cedst+'s own (0.90) pay nothing: 0.03 wins over 0.025.
    expect(takenReading([0, 0.025, 0.03], [0.9, 0.95, 0.9], margin, 0.02)).toBe(2);
    expect(takenReading([0, 0.019, 0.01], [0.9, 0.95, 0.9], margin, 0.02)).toBe(0);
  });

  it("lessens a gain by the doubt times how far the reading is rated below cedst+'s own", () => {
    // 0.022 − 0.02 · (0.954 − 0.661) = 0.022 − 0.00586 = 0.01614 < 0.02: cedst+'s own stays.
    expect(takenReading([0, 0.022], [0.954, 0.661], margin, 0.02)).toBe(0);
    // Without the doubt the gain alone decides.
    expect(takenReading([0, 0.022], [0.954, 0.661], margin, 0)).toBe(1);
    // 0.05 − 0.1 · 0.4 = 0.01 against 0.04 − 0 = 0.04: the smaller gain, undoubted, is taken.
    expect(takenReading([0, 0.05, 0.04], [0.9, 0.5, 0.9], margin, 0.1)).toBe(2);
  });

  it('is the default of plus.readingDoubt', () => {
    expect(resolveOptions().plus.readingDoubt).toBe(0.02);
  });
});
