// The confidence model's damage features and the page-shape features measured beside them
// (src/methods/plus/damage-features.ts), worked out by hand on a made-up live page: two <article>
// updates with their own headline, a schema.org live blog, a "load more" feed control and one
// linked teaser.
import { describe, expect, it } from 'vitest';
import { BOUNDARY_FEATURES, DAMAGE_FEATURES, SHAPE_FEATURES, boundaryFeatures, damageFeatures, shapeFeatures } from '../../src/methods/plus/choose/damage-features.js';
import { createPage } from '../../src/page/context.js';
import type { PlusAnalysis } from '../../src/methods/plus/analysis.js';
import { UnitView } from '../../src/methods/plus/unit-view.js';
import type { Page } from '../../src/core/types.js';

const HTML = `<html><head><script type="application/ld+json">{"@type":"LiveBlogPosting"}</script></head><body>
<h1>Live: storm</h1><div class="load-more"></div>
<article><h2>Update one</h2><p>Wind rises.</p></article>
<article><h2>Update two</h2><p>Rain falls now.</p></article>
<ul><li><a href="/a">A linked teaser headline here</a></li></ul></body></html>`;

describe('damageFeatures', () => {
  const page = createPage(HTML, 'auto');
  // The readings' texts are their units' (cedst+'s first analysis's view); units 0 and 1 say these
  // texts here, and the headline is set aside so that they count whatever their elements.
  const withHeadline = (headline: Element | undefined): Page => new Proxy(page, { get: (t, k) => (k === 'head' ? { ...t.head, headline } : Reflect.get(t, k)) });
  const texts = ['abc\uFFFDdef', 'cafÃ© Ã©tÃ©'];
  const units = page.units.map((u, i) => ({ ...u, text: texts[i] ?? u.text }));
  const view = new UnitView(
    { units, groups: page.groups },
    units.map(() => 0),
  );
  const evidence = { page: withHeadline(undefined), view } as unknown as PlusAnalysis;
  const readings = [
    { kind: 'plus' as const, units: [0] },
    { kind: 'coreex' as const, units: [1] },
    { kind: 'readability-like' as const, units: [0, 1] },
  ];
  // A replacement character in 7 characters; three UTF-8-as-Latin-1 pairs (Ã©) in 10.
  const rows = damageFeatures(evidence, readings, 'x'.repeat(99));
  const at = (k: number, name: (typeof DAMAGE_FEATURES)[number]) => rows[k]![DAMAGE_FEATURES.indexOf(name)]!;

  it('measures replacement characters and mojibake as shares of the characters', () => {
    expect(at(0, 'replacementShare')).toBeCloseTo(1 / 7, 12);
    expect(at(0, 'mojibakeShare')).toBe(0);
    expect(at(1, 'mojibakeShare')).toBeCloseTo(3 / 10, 12);
    expect(at(1, 'latinSupplementShare')).toBeCloseTo(3 / 10, 12);
    expect(at(1, 'replacementShare')).toBe(0);
    expect(rows[0]).toHaveLength(DAMAGE_FEATURES.length);
  });

  it('sums the units of a reading as their joined text would count: 1 of 17 replaced, 3 of 17 garbled', () => {
    expect(at(2, 'replacementShare')).toBeCloseTo(1 / 17, 12);
    expect(at(2, 'mojibakeShare')).toBeCloseTo(3 / 17, 12);
    expect(at(2, 'vsSchema')).toBeCloseTo(Math.log(18 / 100), 12);
  });

  it("leaves the headline's own units out, as readingText does", () => {
    const headed = { ...evidence, page: withHeadline(page.units[0]!.element) } as unknown as PlusAnalysis;
    const [row] = damageFeatures(headed, [{ kind: 'plus' as const, units: [0, 1] }], undefined);
    expect(page.units[0]!.element.contains(page.units[1]!.element)).toBe(false);
    expect(row![DAMAGE_FEATURES.indexOf('mojibakeShare')]).toBeCloseTo(3 / 10, 12);
  });

  it("sets the output's length against the schema body and the largest <article>", () => {
    expect(at(0, 'vsSchema')).toBeCloseTo(Math.log(8 / 100), 12);
    // "Updatetwo" + "Rainfallsnow." = 22 characters without spaces.
    expect(at(0, 'vsArticle')).toBeCloseTo(Math.log(8 / 23), 12);
  });

  it('counts the articles, headlines, live-blog and feed markup, and the linked teasers', () => {
    const shape = shapeFeatures(page);
    const of = (name: (typeof SHAPE_FEATURES)[number]) => shape[SHAPE_FEATURES.indexOf(name)]!;
    expect(shape).toHaveLength(SHAPE_FEATURES.length);
    expect(of('articles')).toBeCloseTo(Math.log(3), 12);
    expect(of('h1s')).toBeCloseTo(Math.log(2), 12);
    expect(of('headedArticles')).toBeCloseTo(Math.log(3), 12);
    expect(of('liveBlog')).toBe(1);
    expect(of('feedMarks')).toBeCloseTo(Math.log(2), 12);
    expect(of('teaserHeads')).toBe(0);
    // Of the units of 20+ characters, only the teaser, all link.
    expect(of('linkedShortShare')).toBe(1);
  });
});

// The article boundary: a page whose own <article> is followed by a next story with its own
// headline and date line, and a JSON-LD wordCount of 19.
const NEXT = `<html><head><script type="application/ld+json">{"@type":"NewsArticle","wordCount":"19"}</script></head><body>
<article><h1>Harbour quay rebuilt after the storms</h1><p>The quay reopened on Monday after repairs.</p></article>
<div><h2>Library opens on Sunday afternoons now</h2><p>12 March 2024</p><p>The library opens on Sundays.</p></div></body></html>`;

describe('boundaryFeatures (measured, not shipped)', () => {
  const page = createPage(NEXT, 'auto');
  const headline = page.units[0]!.element;
  const framed: Page = new Proxy(page, { get: (t, k) => (k === 'head' ? { ...t.head, headline } : Reflect.get(t, k)) });
  // Words of the five units by hand: the headline 6, the paragraph 7, the next headline 6, its date 3, its paragraph 5.
  const evidence = { page: framed, view: new UnitView(page, [6, 7, 6, 3, 5]) } as unknown as PlusAnalysis;
  const rows = boundaryFeatures(evidence, [
    { kind: 'plus' as const, units: [1] },
    { kind: 'coreex' as const, units: [0, 1, 2, 3, 4] },
  ]);
  const at = (k: number, name: (typeof BOUNDARY_FEATURES)[number]) => rows[k]![BOUNDARY_FEATURES.indexOf(name)]!;

  it('are the units the page has', () => {
    expect(page.units.map((u) => u.text)).toEqual([
      'Harbour quay rebuilt after the storms',
      'The quay reopened on Monday after repairs.',
      'Library opens on Sunday afternoons now',
      '12 March 2024',
      'The library opens on Sundays.',
    ]);
  });

  it("sets the reading's words against the declared wordCount", () => {
    expect(at(0, 'vsWordCount')).toBeCloseTo(Math.log(8 / 20), 12);
    expect(at(1, 'vsWordCount')).toBeCloseTo(Math.log(28 / 20), 12);
  });

  it("sets its length against the first <article>'s: 36 characters of 68", () => {
    expect(at(0, 'vsFirstArticle')).toBeCloseTo(Math.log(37 / 69), 12);
  });

  it("counts the other headlines and the date lines it holds (the page's own headline not among them)", () => {
    expect([at(0, 'headlinesIn'), at(0, 'datelinesIn')]).toEqual([0, 0]);
    expect(at(1, 'headlinesIn')).toBeCloseTo(Math.log(2), 12);
    expect(at(1, 'datelinesIn')).toBeCloseTo(Math.log(2), 12);
  });
});
