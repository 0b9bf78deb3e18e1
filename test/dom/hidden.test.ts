// What the page hides from its readers (src/dom/hidden.ts): an inline display:none or
// visibility:hidden and the hidden attribute hide an element and everything under it; a segment
// that a streaming server renderer sends ahead in a hidden <div id="S:n"> does not, since the
// page's script moves it into place.
import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { hiddenReader, isHidden } from '../../src/dom/hidden.js';

const doc = (body: string): Document => parseHTML(`<!DOCTYPE html><html><body>${body}</body></html>`).document as unknown as Document;
const p = (d: Document, id: string): Element => d.getElementById(id)!;

describe('isHidden', () => {
  it('reads inline display:none and visibility:hidden, with or without !important, and the hidden attribute', () => {
    const d = doc(
      '<div style="display: none"><p id="a">a</p></div><p id="b" style="color:red; visibility:hidden !important;">b</p>' +
        '<section hidden><p id="c">c</p></section><p id="d" style="display:block">d</p><p id="e" style="display:nonexistent">e</p>',
    );
    expect(['a', 'b', 'c', 'd', 'e'].map((id) => isHidden(p(d, id)))).toEqual([true, true, true, false, false]);
  });

  it('leaves a streamed segment (hidden, id S:<n>) shown, and hides what it holds under a hidden element of its own', () => {
    const d = doc('<div hidden id="S:0"><p id="a">a</p><div hidden><p id="b">b</p></div></div><div hidden id="S:x"><p id="c">c</p></div><div hidden id="BS:1"><p id="e">e</p></div>');
    expect(['a', 'b', 'c', 'e'].map((id) => isHidden(p(d, id)))).toEqual([false, true, true, true]);
  });

  it('gives the same answers through a page memo, whichever element is asked first', () => {
    const d = doc('<div hidden><div><p id="a">a</p><p id="b">b</p></div></div><div hidden id="S:2"><p id="c">c</p></div>');
    const hidden = hiddenReader();
    expect([hidden(p(d, 'b')), hidden(p(d, 'a')), hidden(p(d, 'c')), hidden(null)]).toEqual([true, true, false, false]);
  });
});
