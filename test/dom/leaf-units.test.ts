// The CEDST paper's literal unit: every #text leaf with visible text, in document order.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/dom/parse.js';
import { collectLeafUnits } from '../../src/dom/leaf-units.js';
import { extract } from '../../src/research.js';

const PAGE = '<html><body><div>Intro <b>bold</b>\n tail<script>var x = 1;</script></div><p><a href="/a">Link <i>deep</i></a> after</p>  </body></html>';

describe('leaf units', () => {
  it('makes one unit per non-blank text node, with its parent element, path and link text', () => {
    const units = collectLeafUnits(parseDocument(PAGE));
    expect(units.map((u) => [u.index, u.text, u.path, u.element.localName, u.linkText, u.links])).toEqual([
      [0, 'Intro', 'html.body.div', 'div', '', 0],
      [1, 'bold', 'html.body.div.b', 'b', '', 0],
      [2, 'tail', 'html.body.div', 'div', '', 0],
      [3, 'Link', 'html.body.p.a', 'a', 'Link', 1],
      [4, 'deep', 'html.body.p.a.i', 'i', 'deep', 1],
      [5, 'after', 'html.body.p', 'p', '', 0],
    ]);
    expect(units[1]!.parent?.localName).toBe('div');
  });

  it('is what cedst runs on with units: leaf', () => {
    const leaf = extract(PAGE, { method: 'cedst', units: 'leaf', explain: true });
    expect(leaf.units!.map((u) => u.text)).toEqual(['Intro', 'bold', 'tail', 'Link', 'deep', 'after']);
    const block = extract(PAGE, { method: 'cedst', explain: true });
    expect(block.units!.map((u) => u.text)).toEqual(['Intro bold tail', 'Link deep after']);
  });
});
