import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { classAttribute } from '../../src/dom/class-attribute.js';

/** linkedom's own cache of an element's DOMTokenList (null until classList is read). */
const classListOf = (el: Element): unknown => {
  const symbol = Object.getOwnPropertySymbols(el).find((s) => s.description === 'classList');
  return symbol ? (el as unknown as Record<symbol, unknown>)[symbol] : undefined;
};

describe('classAttribute', () => {
  const values = ['', 'a', 'a b', '  lead  trail ', 'a\tb\nc', 'dup x dup', 'x  x'];
  const html = values.map((v, i) => `<p id="p${i}" class="${v}">t</p>`).join('') + '<p id="none">t</p>';

  it("is linkedom's getAttribute('class'): the tokens once each, one space apart", () => {
    const { document } = parseHTML(`<html><body>${html}</body></html>`);
    const expected = ['', 'a', 'a b', 'lead trail', 'a b c', 'dup x', 'x', ''];
    const got = [...values.map((_, i) => document.getElementById(`p${i}`)!), document.getElementById('none')!].map((el) => classAttribute(el as unknown as Element));
    expect(got).toEqual(expected);
    // The same as linkedom's answer, read on a second parse so that the first keeps no classList.
    const other = parseHTML(`<html><body>${html}</body></html>`).document;
    expect([...values.map((_, i) => other.getElementById(`p${i}`)!), other.getElementById('none')!].map((el) => el.getAttribute('class'))).toEqual(expected);
  });

  // linkedom makes the list when it parses a class attribute; an element without one has none
  // until getAttribute('class') is asked of it, and most of a page's elements have none.
  it('leaves no DOMTokenList on an element without a class, where getAttribute makes one', () => {
    const { document } = parseHTML('<html><body><p>t</p><p>t</p></body></html>');
    const [p, q] = Array.from(document.querySelectorAll('p')) as unknown as Element[];
    expect(classAttribute(p!)).toBe('');
    expect(classListOf(p!)).toBeNull();
    expect(q!.getAttribute('class')).toBe('');
    expect(classListOf(q!)).not.toBeNull();
  });
});
