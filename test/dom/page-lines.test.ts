// pageLines: the text of every element of a page's body, what a later page of an article is
// compared with (--follow-pages, --join-pages). It listed them with querySelectorAll('body *'),
// whose descendant combinator climbs every element's ancestors, and read each element's whole text,
// with no budget: a page nested thousands deep cost elements × depth twice over. The work is
// counted here (reads of a parent; checks of the clock), never timed.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { pageLines, textKey } from '../../src/dom/next-page.js';
import { Deadline, TimeoutError } from '../../src/core/budget.js';
import { onParentRead } from '../support/parent-reads.js';

const LINE = 'A line of text at this level. ';
const nested = (depth: number): string => `<!doctype html><html><head><title>Deep</title></head><body><p>First line.</p>${`<div>${LINE}`.repeat(depth)}deep${'</div>'.repeat(depth)}</body></html>`;

/** The page's Document with every read of a node's parent counted from now on. */
function counted(html: string): { doc: Document; reads: () => number } {
  const { document } = parseHTML(html);
  let reads = 0;
  onParentRead(document, () => {
    reads++;
  });
  return { doc: document as unknown as Document, reads: () => reads };
}

describe('pageLines', () => {
  it("keeps each element's text as compared across pages, scripts and styles left out, in the order querySelectorAll('body *') gives", () => {
    const html =
      '<html><head><title>T</title></head><body><div><p>Hello, <b>World</b>!</p><script>var x = 1;</script><style>p{}</style></div><template><p>In a template</p></template><ul><li>One</li><li>Two</li></ul>' +
      `<div>${'-, '.repeat(1_000)}short</div><section><p>${'Words '.repeat(400)}</p><p>more</p></section></body></html>`;
    const { document } = parseHTML(html);
    // The <section>'s key is 2,004 letters, over the limit; its first <p>'s 2,000 are not.
    expect([...pageLines(document)]).toEqual(['helloworldvarx1p', 'helloworld', 'world', 'inatemplate', 'onetwo', 'one', 'two', 'short', 'words'.repeat(400), 'more']);
    // The same as the query it replaces.
    const query = new Set<string>();
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE') continue;
      const k = textKey(el.textContent ?? '');
      if (k && k.length <= 2_000) query.add(k);
    }
    expect([...pageLines(document)]).toEqual([...query]);
  });

  it('lists the elements without climbing their ancestors: reads of a parent bounded by the elements, not elements × depth', () => {
    const depth = 3_000;
    const { doc, reads } = counted(nested(depth));
    const lines = pageLines(doc);
    // The deepest <div>'s text, and the one above it (two lines); the outer ones hold more.
    expect(lines.has(textKey('deep'))).toBe(false); // `deep` shares its <div> with a line
    expect(lines.has(textKey(`${LINE}deep`))).toBe(true);
    expect(lines.has(textKey(`${LINE}${LINE}deep`))).toBe(true);
    expect(lines.has('firstline')).toBe(true);
    // querySelectorAll('body *') read 4.5 million parents here.
    expect(reads()).toBeLessThan(4 * depth);
  });

  it('checks its budget at every element: past the deadline it stops with a timeout in stage pages', () => {
    let clockReads = 0;
    // A clock that runs one ms a read: past the deadline from the 51st read.
    const deadline = new Deadline(50, 50, () => ++clockReads);
    let stage: unknown;
    try {
      pageLines(parseHTML(nested(3_000)).document, deadline);
    } catch (err) {
      expect(err).toBeInstanceOf(TimeoutError);
      stage = (err as TimeoutError).stage;
    }
    expect(stage).toBe('pages');
    expect(clockReads).toBe(51);
  });
});
