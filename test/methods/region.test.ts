// The article region's sibling extension (src/methods/plus/region.ts).
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/dom/parse.js';
import { collectUnits } from '../../src/dom/units.js';
import { chooseRegion, regionSiblings } from '../../src/methods/plus/region.js';

const page = `<html><body><div id="main">
  <p id="a">Lead paragraph.</p>
  <p id="b">Second paragraph.</p>
  <div id="c"><span>Menu</span></div>
  <p id="d">Third paragraph.</p>
  <p id="e">A stray line.</p>
  <nav id="f"><p>Other stories</p></nav>
  <p id="g">Text after the navigation.</p>
</div></body></html>`;

describe('regionSiblings', () => {
  const doc = parseDocument(page);
  const units = collectUnits(doc);
  const id = (el: Element): string => el.getAttribute('id') ?? '';
  const gainOf = (g: Record<string, number>): number[] => units.map((u) => g[id(u.element)] ?? g[id(u.element.parentElement!)] ?? 0);

  it('adds the runs of siblings whose gain is a fair share of the region, across a weak block between them', () => {
    const gain = gainOf({ a: 10, b: 20, c: -2, d: 6, e: 1, f: 50, g: 50 });
    const region = chooseRegion(units, gainOf({ a: 10, b: 20, c: -60, d: 6, e: 1, f: -60, g: 0 }));
    expect(id(region!)).toBe('b');
    // a (10 ≥ 20/3) joins before; after, c+d (+4) and c+d+e (+5) fall short of a third of 20,
    // and the nav ends the run whatever its text scores.
    expect(regionSiblings(units, gain, region!).map(id)).toEqual(['a', 'b']);
    const strong = gainOf({ a: 10, b: 20, c: -2, d: 12, e: 1, f: 50, g: 50 });
    expect(regionSiblings(units, strong, region!).map(id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('keeps a region with no useful siblings as it is', () => {
    const gain = gainOf({ a: -1, b: 20, c: -2, d: 1 });
    const b = doc.getElementById('b')!;
    expect(regionSiblings(units, gain, b).map(id)).toEqual(['b']);
  });
});
