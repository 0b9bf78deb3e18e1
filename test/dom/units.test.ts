import { describe, expect, it } from 'vitest';
import { collectUnits } from '../../src/dom/units.js';
import { documentTitle, parseDocument } from '../../src/dom/parse.js';

const units = (html: string) => collectUnits(parseDocument(html));

describe('collectUnits', () => {
  it('makes one unit per block element with its inline content, in pre-order', () => {
    const u = units('<html><body><div>Top <b>bold</b><p>Read <a href="#">more</a> here</p>tail</div><ul><li>one</li><li>two</li></ul></body></html>');
    expect(u.map((x) => x.text)).toEqual(['Top bold tail', 'Read more here', 'one', 'two']);
    expect(u.map((x) => x.path)).toEqual(['html.body.div', 'html.body.div.p', 'html.body.ul.li', 'html.body.ul.li']);
    expect(u.map((x) => x.index)).toEqual([0, 1, 2, 3]);
    expect(u[1]!.linkText).toBe('more');
    expect(u[0]!.linkText).toBe('');
  });

  it('records the parent element so that siblings can be grouped', () => {
    const u = units('<body><div id="a"><p>x</p><p>y</p></div><div id="b"><p>z</p></div></body>');
    expect(u[0]!.parent).toBe(u[1]!.parent);
    expect(u[0]!.parent).not.toBe(u[2]!.parent);
    expect((u[2]!.parent as Element).getAttribute('id')).toBe('b');
  });

  it('skips scripts, styles, form controls and the title, and keeps <br> as a newline', () => {
    const u = units('<html><head><title>T</title><style>p{}</style></head><body><p>a<br>b<script>var x=1</script></p><select><option>opt</option></select><button>Go</button><noscript>ns</noscript></body></html>');
    expect(u.map((x) => x.text)).toEqual(['a\nb']);
  });

  it('keeps text that a non-repairing parser leaves inside <head>', () => {
    const u = units('<html><head><title>T</title><meta name="x"><p>Stray paragraph</p></head><body><p>Body</p></body></html>');
    expect(u.map((x) => x.text)).toEqual(['Stray paragraph', 'Body']);
  });

  it('normalises whitespace and decodes entities', () => {
    const u = units('<p>  Tom&nbsp;&amp;   Jerry\n\t run  </p>');
    expect(u[0]!.text).toBe('Tom\u00a0& Jerry run'.replace('\u00a0', ' '));
  });

  it('returns no units for empty and text-free pages', () => {
    expect(units('')).toEqual([]);
    expect(units('<html><body><div><img src="x.png"></div></body></html>')).toEqual([]);
  });

  it('walks a page nested 100,000 levels deep without overflowing the stack', { tags: ['slow'] }, () => {
    const n = 100_000;
    const html = '<html><body>' + '<div>'.repeat(n) + 'deep text' + '</div>'.repeat(n) + '</body></html>';
    const u = units(html);
    expect(u).toHaveLength(1);
    expect(u[0]!.text).toBe('deep text');
    expect(u[0]!.path.startsWith('….')).toBe(true);
  });

  it('handles fragments without an <html> element', () => {
    expect(units('<p>one</p><p>two</p>').map((x) => x.text)).toEqual(['one', 'two']);
  });
});

describe('documentTitle', () => {
  it('reads the first <title>, normalised', () => {
    expect(documentTitle(parseDocument('<html><head><title> A\n title </title></head></html>'))).toBe('A title');
    expect(documentTitle(parseDocument('<p>x</p>'))).toBe('');
  });
});
