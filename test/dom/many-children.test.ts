// An inline element with tens of thousands of child nodes (`<span>` holding `a&amp;` × 20,000: a
// text node per `a` and per reference, 121 KB). linkedom's `childNodes` builds a new list at each
// read, so a walk that read it once per child did 20,000 × 20,000 steps: 139 s of CPU under a
// 10 s budget. The work is counted here (every node a `childNodes` read hands out), not timed.
import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import { Deadline } from '../../src/core/budget.js';
import { unitMarks } from '../../src/dom/marks.js';
import { unitLinks } from '../../src/dom/blocks.js';

const CHILDREN = 20_000;
const PARAGRAPH = '<p>The council met on Tuesday to vote on the budget for the coming year, and the roads were first.</p>\n';
const PAGE = `<!doctype html><html><head><title>Council meets</title></head><body><article><h1>Council meets on the budget</h1>
${PARAGRAPH.repeat(12)}<p>Before the list <span>${'a&amp;'.repeat(CHILDREN)}</span> after it.</p>
${PARAGRAPH.repeat(12)}</article></body></html>`;

/** linkedom's prototypes that define `childNodes` for elements and documents. */
function childNodesOwners(): object[] {
  const { document } = parseHTML('<p>x</p>');
  const owners = new Set<object>();
  for (const start of [document.body, document]) {
    for (let proto = Object.getPrototypeOf(start); proto; proto = Object.getPrototypeOf(proto)) {
      if (Object.hasOwn(proto, 'childNodes')) owners.add(proto);
    }
  }
  return [...owners];
}

const restore: (() => void)[] = [];
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
});

/** Count the nodes every `childNodes` read hands out (the getter's own work), and stop with an
 *  error past `cap`, so that a quadratic walk fails at once instead of running for minutes. */
function countChildNodes(cap: number): { handedOut: () => number } {
  let handedOut = 0;
  for (const proto of childNodesOwners()) {
    const own = Object.getOwnPropertyDescriptor(proto, 'childNodes')!;
    Object.defineProperty(proto, 'childNodes', {
      ...own,
      get(this: unknown) {
        const list = own.get!.call(this) as unknown[];
        handedOut += list.length;
        if (handedOut > cap) throw new Error(`childNodes handed out more than ${cap} nodes`);
        return list;
      },
    });
    restore.push(() => Object.defineProperty(proto, 'childNodes', own));
  }
  return { handedOut: () => handedOut };
}

describe('an inline element with 20,000 child nodes', () => {
  it('the page is what the test says: 121 KB, a span of 40,000 text nodes once parsed', () => {
    expect(PAGE.length).toBeGreaterThan(121_000);
    expect(PAGE.length).toBeLessThan(124_000);
    const span = parseHTML(PAGE).document.querySelector('span')!;
    expect(span.childNodes.length).toBe(2 * CHILDREN); // `a` and `&` alternate
  });

  // Linear: every node is handed out by a bounded number of reads (its parent's list read once per
  // walk that enters it), so the whole extraction hands out a small multiple of the page's nodes.
  for (const input of ['string', 'Document'] as const) {
    it(`extract (${input}) reads each node's children once per walk and ends within a generous budget`, () => {
      const nodes = 2 * CHILDREN + 200;
      const doc = input === 'Document' ? (parseHTML(PAGE).document as unknown as Document) : undefined;
      const counted = countChildNodes(40 * nodes);
      const result = extract(doc ?? PAGE, { timeoutMs: 120_000, format: 'markdown' });
      expect(result.paragraphs.find((p) => p.startsWith('Before the list'))).toBe(`Before the list ${'a&'.repeat(CHILDREN)} after it.`);
      expect(counted.handedOut()).toBeGreaterThan(2 * CHILDREN); // the span was read
      expect(counted.handedOut()).toBeLessThan(40 * nodes);
    });
  }

  it('the walks of marks and links check the budget inside their loops', () => {
    const span = parseHTML(`<p><b>${'a&amp;'.repeat(CHILDREN)}</b></p>`).document.querySelector('p') as unknown as Element;
    // A clock past the deadline at every read: the first check inside the loop throws.
    const spent = () => new Deadline(10, 10, () => 11);
    expect(() => unitMarks(span, spent())).toThrow(expect.objectContaining({ code: 'timeout', stage: 'blocks' }));
    const links = parseHTML(`<p>${'<i>a</i>'.repeat(CHILDREN)}</p>`).document.querySelector('p') as unknown as Element;
    expect(() => unitLinks(links, undefined, spent())).toThrow(expect.objectContaining({ code: 'timeout', stage: 'blocks' }));
    expect(unitMarks(span)).toEqual([{ text: 'a&'.repeat(CHILDREN), mark: 'strong', at: 0 }]);
  });
});
