// The per-block decision's features on a page nested thousands deep: whether the headline holds a
// unit, the lowest element holding cedst+'s kept units and whether it holds a unit each climbed
// from the unit with Node.contains, units × depth reads of a parent with no budget check. The
// work is counted (reads of a parent drive the budget's clock), never timed.
import { describe, expect, it } from 'vitest';
import { createPage } from '../../src/page/context.js';
import { resolveOptions } from '../../src/options/resolve.js';
import { gatherEvidence } from '../../src/methods/plus/evidence.js';
import { runStages } from '../../src/methods/plus/index.js';
import { pageReadings } from '../../src/methods/plus/choose/index.js';
import { disputedBlocks } from '../../src/methods/plus/choose/block-features.js';
import { Deadline, TimeoutError } from '../../src/core/budget.js';
import { onParentRead } from '../support/parent-reads.js';

const LINE = 'The council met on Tuesday to vote on the budget, and the roads came first. ';
const page = (depth: number): string =>
  `<!doctype html><html><head><title>Council votes</title></head><body><article><h1>Council votes on the budget</h1><p>${LINE.repeat(4)}</p>` +
  `${`<div>${LINE}`.repeat(depth)}deep${'</div>'.repeat(depth)}</article></body></html>`;

/** Count every read of a node's parent from now on. */
function countParents(doc: Document): () => number {
  let reads = 0;
  onParentRead(doc, () => {
    reads++;
  });
  return () => reads;
}

describe('the disputed blocks of a page nested 2,000 deep', () => {
  it('check the page budget as they climb: a budget of 300 reads of a parent stops them', () => {
    // The budget's clock stands still through the stages, then runs on the reads of a parent.
    let reads = (): number => 0;
    const p = createPage(page(2_000), 'en', undefined, { deadline: new Deadline(300, 300, () => reads()) });
    const options = resolveOptions({ plus: { blockChoice: true } });
    const evidence = gatherEvidence(p, options);
    const a = runStages(evidence);
    const { readings } = pageReadings(a, evidence, runStages);
    expect(a.units.filter((u) => u.content).length).toBeGreaterThan(1_000);
    reads = countParents(p.doc);
    let stage: unknown;
    try {
      disputedBlocks(a, readings, readings[0]!);
    } catch (err) {
      expect(err).toBeInstanceOf(TimeoutError);
      stage = (err as TimeoutError).stage;
    }
    expect(stage).toBe('readings');
    expect(reads()).toBeLessThan(300 + 4 * 1_024);
  });
});
