import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { concealedReader, isHidden } from '../../src/dom/hidden.js';
import { createPage } from '../../src/page/context.js';
import { concealedFeature } from '../../src/pipeline/features/concealed.js';

describe('concealedReader', () => {
  const cases: [string, boolean][] = [
    ['<div aria-hidden="true"><p id="t">x</p></div>', true],
    ['<div aria-hidden=" TRUE "><p id="t">x</p></div>', true],
    ['<div aria-hidden="false"><p id="t">x</p></div>', false],
    ['<div class="slide hidden"><p id="t">x</p></div>', true],
    ['<div class="is-hidden"><p id="t">x</p></div>', true],
    ['<div class="js-hide"><p id="t">x</p></div>', true],
    ['<div class="d-none"><p id="t">x</p></div>', true],
    ['<div class="invisible"><p id="t">x</p></div>', true],
    // Hidden on one screen size only, or read to screen readers: not concealed.
    ['<div class="hidden-xs"><p id="t">x</p></div>', false],
    ['<div class="visually-hidden"><p id="t">x</p></div>', false],
    ['<div class="sr-only"><p id="t">x</p></div>', false],
    ['<div class="overflow-hidden"><p id="t">x</p></div>', false],
    ['<div style="opacity: 0"><p id="t">x</p></div>', true],
    ['<div style="color:red; opacity:0.0 !important;"><p id="t">x</p></div>', true],
    ['<div style="opacity:.0"><p id="t">x</p></div>', true],
    ['<div style="opacity:0.5"><p id="t">x</p></div>', false],
    ['<div style="opacity:"><p id="t">x</p></div>', false],
    ['<div style="opacity:1"><p id="t">x</p></div>', false],
  ];
  for (const [html, want] of cases)
    it(`${html} → ${want}`, () => {
      const { document } = parseHTML(`<html><body>${html}</body></html>`);
      const t = document.getElementById('t') as unknown as Element;
      expect(concealedReader()(t)).toBe(want);
      // None of them is hidden outright (inline display:none, visibility:hidden, the attribute).
      expect(isHidden(t)).toBe(false);
    });

  it("an accordion's shut panel (named by a toggle's aria-controls, the toggle with aria-expanded) is not concealed; a tab's is", () => {
    const { document } = parseHTML(
      '<html><body><button aria-expanded="false" aria-controls="a1">Q</button><div id="a1" aria-hidden="true"><p id="t">answer</p></div><button role="tab" aria-controls="s2">2</button><div id="s2" aria-hidden="true"><p id="u">slide</p></div></body></html>',
    );
    const read = concealedReader();
    expect(read(document.getElementById('t') as unknown as Element)).toBe(false);
    expect(read(document.getElementById('u') as unknown as Element)).toBe(true);
  });

  it('memoises ancestors: the second element under the same concealed parent reads the memo', () => {
    const { document } = parseHTML('<html><body><div aria-hidden="true"><p id="a">x</p><p id="b">y</p></div><p id="c">z</p></body></html>');
    const read = concealedReader();
    const el = (id: string) => document.getElementById(id) as unknown as Element;
    expect([read(el('a')), read(el('b')), read(el('c'))]).toEqual([true, true, false]);
  });
});

describe('h_concealed', () => {
  const para = (k: number, words = 20) => `Slide ${k} ${'word '.repeat(words - 2).trim()}.`;
  const page = (body: string) => createPage(`<html><head><title>Gallery</title></head><body><h1>The gallery of the day</h1>${body}</body></html>`);

  it('is 1 on the units under a concealed slide, 0 elsewhere', () => {
    const p = page(`<p>${para(1)}</p><div aria-hidden="true"><p>${para(2)}</p></div><div class="hidden"><p>${para(3)}</p></div>`);
    const words = p.units.map((u) => u.text.split(/\s+/).length);
    expect(concealedFeature(p, words)).toEqual([0, 0, 1, 1]);
  });

  it('says nothing when nothing is concealed, when the headline is, or when more than 80% of the words are', () => {
    const none = page(`<p>${para(1)}</p>`);
    expect(concealedFeature(none, [5, 20])).toBeUndefined();
    // An open dialog conceals everything behind it, the headline included.
    const dialog = createPage(
      `<html><head><title>The gallery of the day</title></head><body><div aria-hidden="true"><h1>The gallery of the day</h1><p>${para(1)}</p></div><div role="dialog"><p>Accept cookies</p></div></body></html>`,
    );
    expect(dialog.head.headline).toBeTruthy();
    expect(concealedFeature(dialog, [5, 20, 2])).toBeUndefined();
    // Headline 5 + 4 visible words against 40 concealed: 40/49 > 0.8; with 6 visible, 40/51 < 0.8.
    const most = page(`<p>one two three four</p><div aria-hidden="true"><p>${para(2)}</p><p>${para(3)}</p></div>`);
    expect(concealedFeature(most, [5, 4, 20, 20])).toBeUndefined();
    expect(concealedFeature(most, [5, 6, 20, 20])).toEqual([0, 0, 1, 1]);
  });
});
