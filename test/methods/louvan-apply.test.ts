// Louvan's classification with the Δ fallback, the heuristics and the thesis's printed trees
// (docs/spec/louvan.md §3.4–§3.6, §4), on small hand-made pages.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/dom/parse.js';
import { stopNode } from '../../src/classifiers/tree.js';
import { classifySegments, louvanExtract } from '../../src/methods/louvan/apply.js';
import { FEATURE_INDEX, FEATURE_NAMES, pageFeatures } from '../../src/methods/louvan/features.js';
import { blockText, largestBlock, lbsText, outermost, plainText, slsText, tpText } from '../../src/methods/louvan/heuristics.js';
import { loadLouvanModel, project } from '../../src/methods/louvan/model.js';
import { findSegments } from '../../src/methods/louvan/segments.js';
import { parseJ48, thesisNewsModel, THESIS_CONTENT_TREE } from '../../src/methods/louvan/thesis.js';
import { STORM_PAGE as PAGE } from '../support/pages.js';

/** A 16-feature vector with the given values, the rest 0. */
function vector(values: Partial<Record<(typeof FEATURE_NAMES)[number], number>>): number[] {
  const v = FEATURE_NAMES.map(() => 0);
  for (const [k, x] of Object.entries(values)) v[FEATURE_INDEX[k as keyof typeof FEATURE_INDEX]] = x;
  return v;
}

describe('the thesis trees (docs/spec/louvan.md §3.6)', () => {
  const model = thesisNewsModel();

  it('leaves add up to Table 6.3: 702 good / 313 bad, 127 main / 888 noisy', () => {
    expect(model.trees.segment.nodes[0]!.d).toEqual([313, 702]);
    expect(model.trees.content.nodes[0]!.d).toEqual([888, 127]);
    expect(model.trees.segment.nodes.filter((n) => n.f === undefined)).toHaveLength(12);
    expect(model.trees.content.nodes.filter((n) => n.f === undefined)).toHaveLength(7);
  });

  it('feature names map to ours', () => {
    expect(model.trees.segment.attributes.map((a) => a.name)).toEqual(['innerHtmlLength', 'divNum', 'linkNum', 'domHeight', 'innerTxtLength']);
    expect(model.trees.content.attributes.map((a) => a.name)).toEqual(['stopWordRatio', 'stringMax', 'paraNum', 'linkToTextRatio', 'innerTxtLength']);
  });

  it("Δ = 0.2 on Fig. 6.5: the root's right child (123 main / 25 noisy, error 0.169) decides", () => {
    const tree = model.trees.content;
    const x = project(tree, vector({ stopWordRatio: 0.3, linkToTextRatio: 0.5, innerTxtLength: 0.6 }));
    // Without Δ this lands on the leaf 0 (27/2).
    const stop = stopNode(tree, x, 0.2);
    expect(tree.nodes[stop]!.d).toEqual([25, 123]);
    expect(stopNode(tree, x, 0.05)).not.toBe(stop);
  });

  it('round-trips through the model loader', () => {
    expect(loadLouvanModel(JSON.parse(JSON.stringify(model)))).toEqual(model);
  });

  it('the J48 reader refuses a tree whose branches do not pair up', () => {
    expect(() => parseJ48(THESIS_CONTENT_TREE.replace('StopWordRatio > 0.198529', 'StopWordRatio > 0.2'), ['0', '1'])).toThrow(/no matching/);
  });
});

describe('classifySegments (docs/spec/louvan.md §3.4–§3.5)', () => {
  const model = thesisNewsModel();

  it('two-phase: good by the segment tree, then main by the content tree', () => {
    const article = vector({ innerHtmlLength: 0.3, domHeight: 0.2, stopWordRatio: 0.9, linkToTextRatio: 0.01, innerTxtLength: 0.7 });
    const menu = vector({ innerHtmlLength: 0.05, domHeight: 0.2, stopWordRatio: 0, linkToTextRatio: 1 });
    const c = classifySegments([menu, article], model, { classifier: 'two-phase', fallback: 'none' });
    expect(c.returned).toEqual([1]);
    expect(c.by).toBe('trees');
    expect(c.decisions[0]!.segment!.cls).toBe(1);
    expect(c.decisions[0]!.content!.cls).toBe(0);
    expect(c.decisions[1]!.content!.dist).toEqual([0, 104]);
  });

  it('Δ fallback fires when nothing is main, and best picks one when Δ does not help', () => {
    // Good segment, swr high, many links, most of the page text: leaf 0 (27/2); Δ stops above it at main.
    const big = vector({ innerHtmlLength: 0.3, domHeight: 0.2, stopWordRatio: 0.5, linkToTextRatio: 0.5, innerTxtLength: 0.9 });
    const c = classifySegments([big], model, { classifier: 'two-phase', fallback: 'none' });
    expect(c.by).toBe('delta');
    expect(c.returned).toEqual([0]);
    expect(c.decisions[0]!.content!.delta).toBe(true);
    const empty = vector({ innerHtmlLength: 0.001 }); // bad segment, no main anywhere
    expect(classifySegments([empty], model, { classifier: 'two-phase', fallback: 'none' }).by).toBe('none');
    expect(classifySegments([empty], model, { classifier: 'two-phase', fallback: 'best' }).returned).toEqual([0]);
  });

  it('single-phase needs a single tree', () => {
    expect(() => classifySegments([vector({})], model, { classifier: 'single-phase', fallback: 'none' })).toThrow(/no single-phase tree/);
  });
});

describe('heuristics (docs/spec/louvan.md §4)', () => {
  const doc = parseDocument(PAGE);
  const segments = findSegments(doc.body);
  const main = 4;
  const story = 5;

  it('R* drops returned nodes inside another returned node', () => {
    expect(outermost(segments, [story, main, 0, 1])).toEqual([0, main]);
  });

  it('plain: the text of R*, one line per block', () => {
    expect(plainText(segments, [main, story]).text).toBe('Big storm\nThe storm hit the town at night.\nIt was very strong.');
    expect(blockText(doc.getElementById('nav')!)).toBe('Home\nWorld news');
  });

  // linkedom makes three text nodes of `O&rsquo;Brien`; joined with spaces they read "O ’ Brien".
  it('plain: text nodes join as in the page, white space between inline elements kept', () => {
    const d = parseDocument('<html><body><div id="x"><p>Mr O&rsquo;Brien, <b>Dub</b>lin\n  said <a>one</a> <a>two</a></p><p>next</p></div></body></html>');
    expect(blockText(d.getElementById('x')!)).toBe('Mr O’Brien, Dublin said one two\nnext');
  });

  it('LBS: the children block with most text, skipping children without own text', () => {
    // div#main's block is the h1 only (9); div#story's the two p's (32 + 17); the img does not qualify.
    const b = largestBlock(segments[main]!.element)!;
    expect(b.parent.id).toBe('story');
    expect(b.length).toBe(49);
    expect(b.nodes.map((n) => (n as Element).tagName.toLowerCase())).toEqual(['p', 'p']);
    const r = lbsText(segments, [0, main]);
    expect(r.text).toBe('The storm hit the town at night.\nIt was very strong.');
    expect(r.chosen).toBe(1);
    expect(lbsText(segments, []).text).toBe('');
  });

  it('SLS: lengths and breaks, Eq. 4.2 with r = 2, τ = population SD', () => {
    const r = slsText(segments, [main]);
    // h1 text 9, div#story → 0, 32, "It was" 6, "very" 4, "strong." 7.
    expect(r.stringArray).toEqual([9, 0, 32, 6, 4, 7]);
    const e = [41 / 5, 47 / 5, 51 / 5, 49 / 5, 49 / 5, 17 / 5];
    r.smoothed.forEach((v, k) => expect(v).toBeCloseTo(e[k]!, 12));
    expect(r.threshold).toBeCloseTo(2.351359, 5); // √(33.17333/6)
    expect(r.text).toBe('Big storm\nThe storm hit the town at night.\nIt was\nvery\nstrong.');
  });

  it('TP: the returned nodes grouped by table signature, the group with most tables wins', () => {
    const forum = parseDocument(
      '<html><body>' +
        '<table class="post" id="p101"><tr><td>First post text</td></tr></table>' +
        '<table class="ad" id="ad"><tr><td>Buy now</td></tr></table>' +
        '<table class="post" id="p102"><tr><td>Second post text</td></tr></table>' +
        '<div>Outside</div></body></html>',
    );
    const segs = findSegments(forum.body);
    const tds = segs.filter((s) => s.tag === 'td').map((s) => s.index);
    const div = segs.find((s) => s.tag === 'div')!.index;
    const r = tpText(segs, [...tds, div]);
    expect(r.signature).toBe(JSON.stringify(['post', '', '', '', '', '', 'p#']));
    expect(r.text).toBe('First post text\nSecond post text');
    expect(r.groups.map((g) => g.tables)).toEqual([2, 1]);
    expect(tpText(segs, [div]).text).toBe('');
  });
});

describe('louvanExtract with the thesis model', () => {
  it('finds the article container and LBS cuts it to the story paragraphs', () => {
    const doc = parseDocument(PAGE);
    const r = louvanExtract(doc, thesisNewsModel());
    // div#main: innerHtmlLength 0.356, domHeight 0.5, innerTxtLength 0.734 → good;
    // swr 0.931 > 0.1985, linkToTextRatio 0.069 ≤ 0.0814 → main. div#story has link share 0.0816 and
    // innerTxtLength 0.62 > 0.4819 → noisy. Every other candidate has swr 0 → noisy.
    expect(r.classification.returned).toEqual([4]);
    expect(r.text).toBe('The storm hit the town at night.\nIt was very strong.');
    expect(r.page.features).toEqual(pageFeatures(parseDocument(PAGE)).features);
  });
});

describe('hostile input', () => {
  it('survives a page nested 100,000 levels deep', { tags: ['slow'] }, () => {
    const depth = 100_000;
    const html = `<html><body>${'<div>'.repeat(depth)}<p>deep text here</p>${'</div>'.repeat(depth)}</body></html>`;
    const doc = parseDocument(html);
    const r = louvanExtract(doc, thesisNewsModel(), { fallback: 'best' });
    expect(r.page.segments).toHaveLength(depth);
    expect(r.text).toBe('deep text here');
  });
});

describe('TP expand', () => {
  it('outputs every table with the winning signature, returned or not', () => {
    const forum = parseDocument(
      '<html><body>' +
        '<table class="post" id="p1"><tr><td>One</td></tr></table>' +
        '<table class="post" id="p2"><tr><td>Two</td></tr></table>' +
        '<table class="post" id="p3"><tr><td>Three</td></tr></table>' +
        '</body></html>',
    );
    const segs = findSegments(forum.body);
    const tds = segs.filter((s) => s.tag === 'td').map((s) => s.index);
    expect(tpText(segs, tds.slice(0, 2)).text).toBe('One\nTwo');
    expect(tpText(segs, tds.slice(0, 2), { expand: true, root: forum.body }).text).toBe('One\nTwo\nThree');
  });
});
