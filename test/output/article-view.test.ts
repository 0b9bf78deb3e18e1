// The playground's article pane (src/browser/article-view.mjs): the article's blocks as the elements
// they came from, headings, lists (nested, numbered), tables with their header rows, quotes and
// terms, every text set as text. Built here in a linkedom document from a fixture's extraction.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { articleView } from '../../src/browser/article-view.mjs';
import { extract } from '../../src/index.js';

const { document } = parseHTML('<!DOCTYPE html><html><body></body></html>');
const html = (els: Element[]): string => els.map((e) => e.outerHTML).join('\n');

const PAGE = `<html><head><title>Council votes</title></head><body><article>
<h1>Council votes on the rail yard</h1>
<p>The council voted on Tuesday night to rezone the old rail yard for new homes and a park.</p>
<h2>What the plan holds</h2>
<ul><li>Twelve hundred homes on the northern half of the yard</li><li>A park along the river<ul><li>With a path for bicycles</li></ul></li></ul>
<ol start="3"><li>Third step of the plan, the roads</li><li>Fourth step of the plan, the school</li></ol>
<table><thead><tr><th>Year</th><th>Homes</th></tr></thead><tbody><tr><td>2024</td><td>400</td></tr><tr><td>2025</td><td>800</td></tr></tbody></table>
<blockquote>It is a good day for the city and for the people who need a home here.</blockquote>
<p>Residents may comment until the end of the month, the city's planning office said.</p>
</article></body></html>`;

describe('the playground article pane', () => {
  it('renders headings, nested and numbered lists, a table with its header row and a quote', () => {
    const result = extract(PAGE);
    const els = articleView(result, document as unknown as Document);
    expect(html(els)).toBe(
      [
        '<h1>Council votes on the rail yard</h1>',
        '<p>The council voted on Tuesday night to rezone the old rail yard for new homes and a park.</p>',
        '<h2>What the plan holds</h2>',
        '<ul><li>Twelve hundred homes on the northern half of the yard</li><li>A park along the river<ul><li>With a path for bicycles</li></ul></li></ul>',
        '<ol><li value="3">Third step of the plan, the roads</li><li value="4">Fourth step of the plan, the school</li></ol>',
        '<table><tr><th>Year</th><th>Homes</th></tr><tr><td>2024</td><td>400</td></tr><tr><td>2025</td><td>800</td></tr></table>',
        '<blockquote>It is a good day for the city and for the people who need a home here.</blockquote>',
        "<p>Residents may comment until the end of the month, the city's planning office said.</p>",
      ].join('\n'),
    );
  });

  it('sets text as text: markup in the page text is never read as markup', () => {
    const els = articleView({ paragraphs: [], blocks: [{ kind: 'paragraph', text: '<img src=x onerror=alert(1)>' }] }, document as unknown as Document);
    expect(html(els)).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('gives the paragraphs of a result without blocks', () => {
    expect(html(articleView({ paragraphs: ['One.', 'Two.'] }, document as unknown as Document))).toBe('<p>One.</p>\n<p>Two.</p>');
  });
});
