import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extract, resolveOptions } from '../../src/research.js';
import { analyseCetr, cetrKernel } from '../../src/methods/cetr.js';
import { contentParagraphs, sourceLines, tagRatio } from '../../src/dom/source-lines.js';
import { RUNNERS } from '../../src/methods/index.js';
import { createPage } from '../../src/page/context.js';
import { cedst as runCli } from '../support/cli.js';

// The six lines of the CETR paper's Example 1, written so that their tag ratios are the paper's
// 0, 0, 5.5, 37, 20.5, 0; around them a script, a comment and a blank line that must vanish.
const EXAMPLE_1 = [
  '<div class="main">', //                                      0 characters / 1 tag  = 0
  '  <div class="logo"><img src="logo.png" alt=""></div>', //   0 characters / 3 tags = 0
  '',
  '<script>',
  '  var x = "<p>not text</p>";',
  '</script>',
  '    <p>Hello World</p>', //                                 "Hello World" = 11 / 2 tags = 5.5 (indent not counted)
  '<!-- a comment',
  '     over two lines -->',
  'Tag ratios separate text from markup.', //                  37 characters / 0 tags (counted as 1) = 37
  '<em>A line with forty-one characters of text!</em>', //     41 / 2 = 20.5
  '</div>', //                                                 0 / 1 = 0
].join('\n');

describe('CETR tag ratios', () => {
  it("gives the paper's Example 1 ratios 0, 0, 5.5, 37, 20.5, 0", () => {
    const { lines } = sourceLines(EXAMPLE_1, { lineWidth: 65 });
    expect(lines.map((l) => [l.chars, l.tags])).toEqual([
      [0, 1],
      [0, 3],
      [11, 2],
      [37, 0],
      [41, 2],
      [0, 1],
    ]);
    expect(lines.map(tagRatio)).toEqual([0, 0, 5.5, 37, 20.5, 0]);
  });

  it('smooths with σ = std of TR and radius ⌈σ⌉ when asked, capped by the page', () => {
    // mean = 63/6 = 10.5; squared deviations 110.25, 110.25, 25, 702.25, 100, 110.25 sum to 1158;
    // variance 1158/6 = 193, σ = √193 = 13.892…; radius ⌈σ⌉ = 14, capped at 6 − 1 = 5 lines.
    const ratios = [0, 0, 5.5, 37, 20.5, 0];
    expect(cetrKernel(ratios, 'std')).toEqual({ sigma: Math.sqrt(193), radius: 5 });
    expect(cetrKernel(ratios, 1)).toEqual({ sigma: 1, radius: 1 });
    expect(cetrKernel([4, 4, 4], 'std')).toEqual({ sigma: 0, radius: 0 });
  });
});

describe('pages with very few lines', () => {
  // One line of 193 characters: 60 a's, a 16-character tag (positions 60–75), 100 b's, </span>
  // (176–182) and 10 c's. The cut comes every 65 characters at the next position outside a tag:
  // at 65 the scan is inside <span class="x">, so the first cut waits for its '>' and falls at 76;
  // the next at 76 + 65 = 141, inside the b's; the rest (52 characters) is shorter than 65.
  const LINE = 'a'.repeat(60) + '<span class="x">' + 'b'.repeat(100) + '</span>' + 'c'.repeat(10);

  it('breaks one-line HTML every 65 characters outside tags', () => {
    const { lines, broken } = sourceLines(LINE, { lineWidth: 65 });
    expect(broken).toBe(true);
    expect(lines.map((l) => [l.chars, l.tags, l.continued])).toEqual([
      [60, 1, false], // a×60 + <span class="x">
      [65, 0, true], // b×65
      [45, 1, true], // b×35 + </span> + c×10
    ]);
    expect(lines.map(tagRatio)).toEqual([60, 65, 45]);
  });

  it('joins the pieces of a cut line back without splitting words', () => {
    const { lines } = sourceLines(LINE, { lineWidth: 65 });
    expect(contentParagraphs(lines, [true, true, true])).toEqual(['a'.repeat(60) + 'b'.repeat(100) + 'c'.repeat(10)]);
    expect(contentParagraphs(lines, [false, true, false])).toEqual(['b'.repeat(65)]);
  });

  it('leaves a page with many lines as its source wrote it', () => {
    const page = Array.from({ length: 12 }, (_, i) => `<p>${'word '.repeat(20 + i)}</p>`).join('\n');
    const { lines, broken } = sourceLines(page, { lineWidth: 65 });
    expect(broken).toBe(false);
    expect(lines).toHaveLength(12);
    expect(lines[0]!.chars).toBe(100); // "word " × 20: the space before </p> is inside the trimmed line
  });
});

const COUNCIL = readFileSync(new URL('../../fixtures/en-city-council/page.html', import.meta.url), 'utf8');
const FIRST_PARAGRAPH = readFileSync(new URL('../../fixtures/en-city-council/expected.txt', import.meta.url), 'utf8').split('\n')[0]!;

describe.each(['cetr', 'cetr-tm', 'cetr-km'] as const)('%s runner', (method) => {
  it("puts the article's first paragraph in the output", () => {
    const r = extract(COUNCIL, { method });
    expect(r.method).toBe(method);
    expect(r.lang).toBe('en');
    expect(r.title).toMatch(/^Port Alder council approves Linwood rail yard rezoning/);
    expect(r.paragraphs).toContain(FIRST_PARAGRAPH);
    expect(r.text).toBe(r.paragraphs.join('\n'));
  });

  it('explains every line, consistently with the article', () => {
    const r = extract(COUNCIL, { method, explain: true });
    const lines = r.lines!;
    expect(lines.length).toBeGreaterThan(100);
    const first = lines.find((l) => l.text === FIRST_PARAGRAPH)!;
    expect(first.content).toBe(true);
    expect(first.ratio).toBe(first.chars / Math.max(1, first.tags));
    expect(r.smoothing).toEqual({ sigma: 1, radius: 1, brokenLines: false });
    if (method === 'cetr') expect(r.clusters![0]!.centroid).toEqual([0, 0]);
    if (method === 'cetr-tm') expect(lines.every((l) => l.content === l.smoothed >= r.threshold - 1e-9)).toBe(true);
  });
});

describe('the CETR family on hostile input', () => {
  const methods = ['cetr', 'cetr-tm', 'cetr-km'] as const;

  it('returns an empty article for empty and text-free pages', () => {
    for (const html of ['', '  \n\n ', '<html><body><img src="a.png"><script>x()</script><div></div></body></html>']) {
      for (const method of methods) expect(extract(html, { method, explain: true }).paragraphs).toEqual([]);
    }
  });

  it('keeps the lone line of a one-line page', () => {
    for (const method of methods) expect(extract('<p>Only this sentence is here.</p>', { method }).paragraphs).toEqual(['Only this sentence is here.']);
  });

  // All five comparison methods here, so that the slow parse of these pages happens once.
  it('survive a page nested 100,000 levels deep and a huge one-line page (all comparison methods)', { tags: ['slow'] }, () => {
    const n = 100_000;
    const deep = '<html><body>' + '<div>'.repeat(n) + '<p>deep text</p>' + '</div>'.repeat(n) + '</body></html>';
    const wide = '<html><body>' + '<div><p>some words of text in a paragraph</p><a href="/x">a link</a></div>'.repeat(20_000) + '</body></html>';
    for (const html of [deep, wide]) {
      const page = createPage(html);
      for (const method of [...methods, 'ttr', 'coreex'] as const) {
        const r = RUNNERS[method](page, resolveOptions({ method }));
        expect(r.paragraphs.join(' ')).toMatch(/deep text|some words of text/);
      }
    }
    // The one-line page was cut into short lines: 1.6 MB of source make tens of thousands of them.
    expect(analyseCetr(wide, 'cetr', resolveOptions().cetr).lines.length).toBeGreaterThan(20_000);
  });

  it('treats an unclosed script as running to the end of the page', () => {
    const { lines } = sourceLines('<p>kept</p>\n<script>' + '<script>'.repeat(1000) + '\n<p>not kept</p>', { lineWidth: 65 });
    expect(lines.map((l) => l.text.trim())).toEqual(['kept']);
  });
});

describe('cedst inspect -m cetr', { tags: ['slow'] }, () => {
  it('prints the line table with the clusters, and the evidence as JSON', () => {
    const table = runCli(['inspect', '-m', 'cetr', 'fixtures/en-city-council/page.html']);
    expect(table.status).toBe(0);
    expect(table.stdout.split('\n')[0]).toMatch(/^\s*#\s+text\s+chars\s+tags\s+TR\s+smooth\s+\|G'\|\s+clu\s+content$/);
    expect(table.stdout).toMatch(/cluster 0: centroid \(0\.00, 0\.00\)\s+lines \d+\s+non-content/);
    const json = runCli(['inspect', '-m', 'cetr', '--json', 'fixtures/en-city-council/page.html']);
    const r = JSON.parse(json.stdout) as { lines: { gradient: number; cluster: number }[] };
    expect(r.lines.every((l) => typeof l.gradient === 'number' && typeof l.cluster === 'number')).toBe(true);
  });
});
