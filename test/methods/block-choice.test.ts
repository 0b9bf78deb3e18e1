// The per-block decision between readings (src/methods/plus/choose/block-features.ts,
// block-choice.ts): which blocks are disputed and their features on a page written here, and the
// decision of a model small enough to compute by hand.
import { describe, expect, it } from 'vitest';
import { createPage } from '../../src/page/context.js';
import { resolveOptions } from '../../src/options/resolve.js';
import { gatherEvidence } from '../../src/methods/plus/evidence.js';
import { runStages } from '../../src/methods/plus/index.js';
import type { BoostedTrees } from '../../src/classifiers/boosted-trees.js';
import { BLOCK_FEATURES, disputedBlocks } from '../../src/methods/plus/choose/block-features.js';
import { decideBlocks } from '../../src/methods/plus/choose/block-choice.js';
import type { Reading } from '../../src/methods/plus/choose/list.js';

const SENTENCE = 'The harbor authority said on Monday that the new ferry ramp, built over eight months, would open to cars and cyclists on Saturday morning, weather permitting.';
const PAGE = `<html><head><title>Ferry ramp opens | Ledger</title></head><body>
<div class="story"><h1>Ferry ramp opens</h1>${[1, 2, 3, 4].map((i) => `<p>${SENTENCE} Part ${i}.</p>`).join('')}
<h2>What riders asked</h2><p>${SENTENCE} Part 5.</p></div>
<div class="sidebar"><p><a href="/a">Another story about the harbor</a></p></div></body></html>`;

/** A model of one tree on feature 0: 0.1 when it is 0, 0.9 when it is 1. */
const MODEL: BoostedTrees = { format: 'cedst-boosted-trees-1', features: ['f'], base: 0.5, rate: 1, trees: [{ f: 0, t: 0.5, l: { v: -0.4 }, r: { v: 0.4 } }] };

describe('decideBlocks', () => {
  const chosen: Reading = { kind: 'plus', units: [1, 2] };
  const blocks = [
    { index: 1, x: [1] },
    { index: 2, x: [0] },
    { index: 3, x: [1] },
    { index: 4, x: [0] },
  ];
  it('drops a taken block the model gives less than 1 − t and adds another above t', () => {
    // 2: 0.1 < 0.3 leaves; 3: 0.9 > 0.7 joins; 1 (0.9) stays, 4 (0.1) stays out.
    expect(decideBlocks(chosen, blocks, MODEL, 0.7)).toEqual([1, 3]);
  });
  it('changes nothing when the threshold is above what the model gives', () => {
    expect(decideBlocks(chosen, blocks, MODEL, 0.95)).toEqual([1, 2]);
  });
});

describe('disputedBlocks', () => {
  const page = createPage(PAGE);
  const a = runStages(gatherEvidence(page, resolveOptions({ plus: { readings: false } })));
  const at = (text: string) => page.units.findIndex((u) => u.text.startsWith(text));
  const kept = a.units.filter((u) => u.content).map((u) => u.index);
  const sidebar = at('Another story');
  const heading = at('What riders asked');
  // cedst+'s own keeps the story; a second reading keeps the sidebar too and leaves the heading.
  const plus: Reading = { kind: 'plus', units: kept };
  const other: Reading = { kind: 'readability-like', units: [...kept.filter((i) => i !== heading), sidebar] };
  const blocks = disputedBlocks(a, [plus, other], plus);
  const feature = (i: number, name: string) => blocks.find((b) => b.index === i)!.x[BLOCK_FEATURES.indexOf(name)];

  it('are the units one reading keeps and another drops, in page order', () => {
    expect(kept).toContain(heading);
    expect(kept).not.toContain(sidebar);
    expect(blocks.map((b) => b.index)).toEqual([heading, sidebar]);
    expect(blocks.every((b) => b.x.length === BLOCK_FEATURES.length)).toBe(true);
  });
  it('say which readings keep a block, its tag and where it sits against the article', () => {
    expect([feature(heading, 'in-plus'), feature(heading, 'in-readability-like'), feature(heading, 'votes'), feature(heading, 'readings')]).toEqual([1, 0, 1, 2]);
    expect([feature(heading, 'tag-h'), feature(heading, 'heading-then-prose'), feature(heading, 'after-last')]).toEqual([1, 1, 0]);
    expect([feature(sidebar, 'in-plus'), feature(sidebar, 'tag-p'), feature(sidebar, 'link-share'), feature(sidebar, 'after-last'), feature(sidebar, 'log-distance')]).toEqual([
      0,
      1,
      1,
      1,
      Math.round(Math.log1p(sidebar - kept[kept.length - 1]!) * 1e4) / 1e4,
    ]);
  });
});
