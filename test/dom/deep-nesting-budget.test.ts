// Pages nested thousands of elements deep, with a line of text at every level: a text unit at
// every depth, so that each walk up a unit's ancestors (the region's root, the furniture between
// a unit and it, a section's box, the readings' containers) costs units × depth steps, and a query
// with a descendant combinator (`body *`) walks every element's ancestors. Those loops read no
// clock: 20,000 levels took 20–80 s of CPU under a 10 s budget, and in `batch` the pool replaced
// the worker ("could not stop itself") instead of the page writing its own `timeout` record.
//
// The work is counted, not timed: every read of a node's parent is a step, and both clocks the
// budget reads (performance.now and the thread's CPU clock) run on those steps. A page then
// either ends or stops itself with its own `timeout`, and never spends the pool's grace (the time
// the pool waits past the limit before it replaces the worker) between two reads of the clock.
import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extract } from '../../src/index.js';
import { clocks, TimeoutError } from '../../src/core/budget.js';
import { HARD_LIMIT_GRACE_MS } from '../../src/cli/batch/pool.js';
import { onParentRead } from '../support/parent-reads.js';

/** Steps (reads of a parent) per fake millisecond. */
const STEPS_PER_MS = 1_000;
const TIMEOUT_MS = 2_000;
const LINE = 'Words of a sentence at this level. ';

const page = (depth: number): string =>
  `<!doctype html><html><head><title>Nested</title></head><body><article><h1>A story nested deep</h1><p>${'The council met on Tuesday to vote on the budget. '.repeat(4)}</p>` +
  `${`<div>${LINE}`.repeat(depth)}deep${'</div>'.repeat(depth)}</article></body></html>`;
/** The deep lines in another article than the page's own (its head names its headline): h_about
 *  asks of every unit whether another article holds it. */
const HEADLINE = 'The council votes on the city budget';
const twoArticles = (depth: number): string =>
  `<!doctype html><html><head><title>${HEADLINE}</title><meta property="og:title" content="${HEADLINE}"></head><body>` +
  `<article><h1>${HEADLINE}</h1><p>${'The council met on Tuesday to vote on the budget. '.repeat(12)}</p></article>` +
  `<article><h2>Another story about the harbour works this week</h2>${`<div>${LINE}`.repeat(depth)}deep${'</div>'.repeat(depth)}</article></body></html>`;

afterEach(() => {
  vi.restoreAllMocks();
});

/** The page's Document with every read of a node's parent (parentNode, and parentElement, which
 *  reads it) counted as a step; the clocks run on the steps; `gap` is the most steps between two
 *  reads of the clock. Past `cap` steps without a read, a read of a parent throws, so that a loop
 *  with no check fails at once instead of running for minutes. */
function counted(html: string, cap: number): { doc: Document; steps: () => number; gap: () => number } {
  const { document } = parseHTML(html);
  let steps = 0;
  let lastRead = 0;
  let gap = 0;
  onParentRead(document as unknown as Document, () => {
    if (++steps - lastRead > cap) throw new Error(`${cap} reads of a parent without a read of the clock`);
  });
  const now = (): number => {
    gap = Math.max(gap, steps - lastRead);
    lastRead = steps;
    return steps / STEPS_PER_MS;
  };
  vi.spyOn(performance, 'now').mockImplementation(now);
  vi.spyOn(clocks, 'cpu').mockImplementation(now);
  return { doc: document as unknown as Document, steps: () => steps, gap: () => gap };
}

describe('a page nested thousands deep with text at every level stops itself within its budget', () => {
  for (const [depth, html, shape] of [
    [5_000, page, ''],
    [20_000, page, ''],
    [5_000, twoArticles, ' inside another article than the page’s own'],
  ] as const) {
    it(`${depth.toLocaleString('en')} levels${shape}: a result or the page's own timeout, the pool's grace never spent between two checks`, () => {
      const grace = HARD_LIMIT_GRACE_MS * STEPS_PER_MS;
      const c = counted(html(depth), 10 * grace);
      let outcome: string;
      try {
        const r = extract(c.doc, { timeoutMs: TIMEOUT_MS });
        outcome = 'ok';
        expect(r.paragraphs.join('\n')).toContain('The council met on Tuesday');
      } catch (err) {
        expect(err).toBeInstanceOf(TimeoutError);
        outcome = 'timeout';
      }
      // The walks up a unit's ancestors are units × depth: far more than the budget admits.
      expect(outcome).toBe('timeout');
      expect(c.steps()).toBeGreaterThan(TIMEOUT_MS * STEPS_PER_MS);
      // Stopped at its limit plus at most one stretch between checks, well inside the grace.
      expect(c.gap()).toBeLessThan(grace / 10);
      expect(c.steps()).toBeLessThan((TIMEOUT_MS + HARD_LIMIT_GRACE_MS) * STEPS_PER_MS);
    });
  }
});
