// Page order between two nodes (dom/ancestors.ts `follows`), which the story blocks and the
// byline readers ask of headings and links far apart in the tree. linkedom 0.18's own
// compareDocumentPosition answers by depth alone; the first test pins that, so that the day it is
// right this helper can go.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { follows } from '../../src/dom/ancestors.js';

const { document } = parseHTML(
  '<html><body><nav><div><h3 id="nav">Sections</h3></div></nav>' +
    '<div id="story"><h1 id="headline">Harrowby bridge opens</h1><p id="lead">The bridge opened on Monday.</p></div>' +
    '<div id="next"><h1 id="next-headline">Ferry adds a late crossing</h1></div></body></html>',
);
const el = (id: string): Element => document.getElementById(id)!;

describe('follows', () => {
  it('is needed: linkedom orders nodes in different subtrees by their depth, not their place', () => {
    // The next story's headline comes after the page's headline, yet linkedom says it precedes.
    expect(el('headline').compareDocumentPosition(el('next-headline')) & 4).toBe(0);
    // The sidebar's heading comes before the story block, yet linkedom says it follows.
    expect(el('story').compareDocumentPosition(el('nav')) & 4).toBe(4);
  });

  it('orders nodes in different subtrees by their place in the page', () => {
    expect(follows(el('next-headline'), el('headline'))).toBe(true);
    expect(follows(el('headline'), el('next-headline'))).toBe(false);
    expect(follows(el('nav'), el('story'))).toBe(false);
    expect(follows(el('next'), el('nav'))).toBe(true);
  });

  it('counts a node inside another as after it, and the outer one as before', () => {
    expect(follows(el('lead'), el('story'))).toBe(true);
    expect(follows(el('story'), el('lead'))).toBe(false);
    expect(follows(el('story'), el('story'))).toBe(false);
  });

  it('says false for a node of another document', () => {
    const other = parseHTML('<html><body><p id="x">x</p></body></html>').document.getElementById('x')!;
    expect(follows(other, el('story'))).toBe(false);
  });
});
