// h_about on a page nested thousands deep: the page's own article, and another article whose body
// nests a line of text at every level, so that the page has a unit at every depth inside the other
// article. Asking for each unit whether an other article holds it (Node.contains, which climbs from
// the unit) cost units × depth reads of a parent, with no budget check in the evidence stage: a
// fuzzed 583 KB page nested 12,000 deep took 90 s there and 33.6 s of CPU under a 10 s budget.
//
// The work is counted, not timed: every read of a node's parent is a step, and the budget's
// clocks run on the steps where a test gives it a budget.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPage } from '../../../src/page/context.js';
import { aboutFeature } from '../../../src/pipeline/features/about.js';
import { Deadline, TimeoutError } from '../../../src/core/budget.js';
import { onParentRead } from '../../support/parent-reads.js';

const HEADLINE = 'The council votes on the city budget for next year';
const BODY = 'The council met on Tuesday to vote on the budget, and the roads came first on the list. ';
const LINE = 'A line of the other story at this level. ';

const page = (depth: number): string =>
  `<!doctype html><html><head><title>${HEADLINE}</title><meta property="og:title" content="${HEADLINE}"></head><body>` +
  `<article><h1>${HEADLINE}</h1><p>${BODY.repeat(6)}</p></article>` +
  `<article><h2>Another story about the harbour works this week</h2><p>${BODY.repeat(2)}</p>` +
  `${`<div>${LINE}`.repeat(depth)}deep${'</div>'.repeat(depth)}</article></body></html>`;

afterEach(() => {
  vi.restoreAllMocks();
});

/** Count every read of a node's parent (parentNode, and parentElement, which reads it) from now
 *  on; past `cap` reads a read throws, so that a quadratic walk fails at once. */
function countParents(doc: Document, cap: number): () => number {
  let steps = 0;
  onParentRead(doc, () => {
    if (++steps > cap) throw new Error(`more than ${cap} reads of a parent`);
  });
  return () => steps;
}

describe('h_about on a page nested thousands deep', () => {
  const DEPTH = 3_000;

  it('climbs each element a bounded number of times, not once per unit below it', () => {
    const p = createPage(page(DEPTH), 'en');
    // What the feature reads from the page context, read before counting.
    const units = p.units;
    expect(p.head.headline?.textContent).toBe(HEADLINE);
    const elements = p.doc.querySelectorAll('*').length;
    expect(elements).toBeGreaterThan(DEPTH);
    const steps = countParents(p.doc, 20 * elements);
    const h = aboutFeature(p)!;
    // The page's own article speaks for itself; every unit of the other one (its heading, its
    // paragraph and the 3,000 nested lines) is inside another article.
    expect(h).toHaveLength(units.length);
    expect(units.length).toBe(DEPTH + 4); // the deepest line holds `deep` too
    expect(h.slice(0, 2)).toEqual([0, 0]);
    expect(h.slice(2).every((v) => v === 1)).toBe(true);
    // Each unit climbs until an element already answered: ~1 read per element, not units × depth
    // (4.5 million here).
    expect(steps()).toBeLessThan(4 * elements);
  });

  it('checks the page budget as it climbs: a budget of 300 reads of a parent stops it in the evidence stage', () => {
    // The budget's clock runs on the reads of a parent once they are counted: 1 ms a read.
    let reads = (): number => 0;
    const p = createPage(page(DEPTH), 'en', undefined, { deadline: new Deadline(300, 300, () => reads()) });
    void p.units;
    void p.head;
    reads = countParents(p.doc, Number.POSITIVE_INFINITY);
    let stage: unknown;
    try {
      aboutFeature(p);
    } catch (err) {
      expect(err).toBeInstanceOf(TimeoutError);
      stage = (err as TimeoutError).stage;
    }
    expect(stage).toBe('evidence');
    // Stopped within one stretch between two reads of the clock (1,024 ticks, a tick per step of
    // a climb, a step one or two reads of a parent), not after the 4.5 million reads of the walk.
    expect(reads()).toBeGreaterThan(300);
    expect(reads()).toBeLessThan(300 + 4 * 1_024);
  });
});
