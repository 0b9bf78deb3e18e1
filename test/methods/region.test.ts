// The article region's sibling extension (src/methods/plus/region.ts).
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/dom/parse.js';
import { collectUnits } from '../../src/dom/units.js';
import { cueReader } from '../../src/dom/cues.js';
import { bestCandidate, chooseArticleRegion, chooseRegion, regionCandidates, regionSiblings } from '../../src/methods/plus/region.js';
import type { TextUnit } from '../../src/core/types.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveOptions } from '../../src/research.js';
import { createPage } from '../../src/page/context.js';
import { gatherEvidence } from '../../src/methods/plus/evidence.js';
import { weighGain } from '../../src/methods/plus/gain.js';
import { FIXTURES } from '../support/fixtures.js';

/** Every unit's element, in page order: what the region reads of the unit view. */
const els = (units: readonly TextUnit[]): Element[] => units.map((u) => u.element);

const page = `<html><body><div id="main">
  <p id="a">Lead paragraph.</p>
  <p id="b">Second paragraph.</p>
  <div id="c"><span>Menu</span></div>
  <p id="d">Third paragraph.</p>
  <p id="e">A stray line.</p>
  <nav id="f"><p>Other stories</p></nav>
  <p id="g">Text after the navigation.</p>
</div></body></html>`;

describe('regionSiblings', () => {
  const doc = parseDocument(page);
  const units = collectUnits(doc);
  const id = (el: Element): string => el.getAttribute('id') ?? '';
  const gainOf = (g: Record<string, number>): number[] => units.map((u) => g[id(u.element)] ?? g[id(u.element.parentElement!)] ?? 0);

  it('adds the runs of siblings whose gain is a fair share of the region, across a weak block between them', () => {
    const gain = gainOf({ a: 10, b: 20, c: -2, d: 6, e: 1, f: 50, g: 50 });
    const region = chooseRegion(els(units), gainOf({ a: 10, b: 20, c: -60, d: 6, e: 1, f: -60, g: 0 }));
    expect(id(region!)).toBe('b');
    // a (10 ≥ 20/3) joins before; after, c+d (+4) and c+d+e (+5) fall short of a third of 20,
    // and the nav ends the run whatever its text scores.
    expect(regionSiblings(els(units), gain, region!).map(id)).toEqual(['a', 'b']);
    const strong = gainOf({ a: 10, b: 20, c: -2, d: 12, e: 1, f: 50, g: 50 });
    expect(regionSiblings(els(units), strong, region!).map(id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('leaves a poll form beside the story out: its lines score, but less than a third of the story', () => {
    // The shape SIBLING_SHARE was set for (fixtures/noise/en-reader-poll, below): a reader poll
    // after the article, in the same parent.
    const poll = parseDocument(`<html><body><div id="wrap">
      <article id="story"><p>The ferry board met on Tuesday.</p><p>It will vote on the route in May.</p></article>
      <form id="poll"><p id="q">Which route should the new ferry take?</p><p id="n">North channel</p><p id="s">South channel</p></form>
    </div></body></html>`);
    const pu = collectUnits(poll);
    const g: Record<string, number> = { story: 15, q: 4, n: 2, s: 2 };
    const gain = pu.map((u) => g[id(u.element)] ?? g[id(u.element.parentElement!)] ?? 0);
    const story = poll.getElementById('story')!;
    // 8 is 27% of the story's 30: out at a third; a share of 0.2 (6) would take the poll in.
    expect(regionSiblings(els(pu), gain, story).map(id)).toEqual(['story']);
    const strong = pu.map((u) => ({ ...g, q: 6, n: 3, s: 2 })[id(u.element)] ?? g[id(u.element.parentElement!)] ?? 0);
    expect(regionSiblings(els(pu), strong, story).map(id)).toEqual(['story', 'poll']);
  });

  it("fixtures/noise/en-reader-poll: the poll beside the story weighs 23% of the story's gain, under a third, so the region is the story alone", () => {
    const page = createPage(readFileSync(join(FIXTURES, 'noise', 'en-reader-poll', 'page.html'), 'utf8'));
    const a = chooseArticleRegion(weighGain(gatherEvidence(page, resolveOptions())));
    const gain = a.regionGain!.gain;
    const sum = (selector: string): number => a.view.elements.reduce((t, el, i) => (el.closest(selector) ? t + gain[i]! : t), 0);
    // The story's wrapper (story, poll, three link lists) weighs less than the story: the story is the region.
    expect(sum('div.story-wrap')).toBeLessThan(sum('div.story-text'));
    expect(a.region?.getAttribute('class')).toBe('story-text');
    // The poll is the best run of siblings after it: above 0.2 of the story, which would take it in.
    const share = sum('form.reader-poll') / sum('div.story-text');
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(1 / 3);
    expect(a.roots!.map((el) => el.getAttribute('class'))).toEqual(['story-text']);
  });

  it('keeps a region with no useful siblings as it is', () => {
    const gain = gainOf({ a: -1, b: 20, c: -2, d: 1 });
    const b = doc.getElementById('b')!;
    expect(regionSiblings(els(units), gain, b).map(id)).toEqual(['b']);
  });
});

describe('regionCandidates', () => {
  // A page nested 20,070 deep took 425 MB when every unit held its whole chain of
  // ancestors. The candidates are a tree now: one entry an element, one start a unit.
  it('holds every element above a unit once, with its depth and parent, and skips comment threads', () => {
    const doc = parseDocument(`<html><body><div id="art"><p id="p1">One.</p><p id="p2">Two.</p></div>
      <div id="comments" class="comments"><div id="c1"><p id="cp">A reply.</p></div></div></body></html>`);
    const units = collectUnits(doc);
    const c = regionCandidates(els(units), cueReader());
    const id = (k: number): string => c.elements[k]!.getAttribute('id') ?? c.elements[k]!.tagName.toLowerCase();
    // In the order the units reach them, bottom-up: p1, art, body, html, then p2. The thread's
    // elements (comments, c1, cp) are not candidates.
    expect(c.elements.map((_, k) => id(k))).toEqual(['p1', 'art', 'body', 'html', 'p2']);
    expect(c.depth).toEqual([3, 2, 1, 0, 3]);
    expect(Array.from(c.parent).map((k) => (k < 0 ? '-' : id(k)))).toEqual(['art', 'body', 'html', '-', 'art']);
    // The reply's unit starts at body, the element above the thread.
    expect(Array.from(c.start).map(id)).toEqual(['p1', 'p2', 'body']);
    // Gains summed up the tree: art 5 + 4 = 9 beats body's 9 − 20 and the reply.
    expect(bestCandidate(c, [5, 4, -20])!.getAttribute('id')).toBe('art');
    // A tie goes to the deeper element: art (depth 2) over body and html.
    expect(bestCandidate(c, [5, 4, 0])!.getAttribute('id')).toBe('art');
    expect(bestCandidate(c, [-1, -1, 30])!.tagName.toLowerCase()).toBe('body');
  });

  it('stays one entry an element on a page nested 5,000 deep', () => {
    const depth = 5000;
    const doc = parseDocument(`<html><body>${'<div>'.repeat(depth)}${'<p>Deep line.</p>'.repeat(50)}</body></html>`);
    const units = collectUnits(doc);
    expect(units).toHaveLength(50);
    const c = regionCandidates(els(units), cueReader());
    // html, body, the divs and the 50 paragraphs: each once.
    expect(c.elements).toHaveLength(depth + 2 + 50);
    expect(c.parent).toHaveLength(c.elements.length);
    expect(Math.max(...c.depth)).toBe(depth + 2);
    expect(
      bestCandidate(
        c,
        units.map(() => 1),
      )!.tagName.toLowerCase(),
    ).toBe('div');
  });
});
