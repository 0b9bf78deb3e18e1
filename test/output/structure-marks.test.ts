// The structure the formats carry from the page's blocks: marks (bold, italic,
// code) read off the DOM and rendered, spanning table cells, the best srcset candidate. Every piece
// of page text stays text: a mark or a cell never lets markup or script through.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { unitMarks } from '../../src/dom/marks.js';
import { largestCandidate } from '../../src/dom/images.js';
import { formatArticle } from '../../src/output/index.js';
import { tableGrid } from '../../src/output/markdown.js';
import type { Block, Extraction } from '../../src/core/types.js';

const made = (blocks: Block[]): Extraction => ({ title: 'T', text: '', paragraphs: [], lang: 'en', method: 'cedst+', threshold: 0, blocks });
const body = (format: 'markdown' | 'html', blocks: Block[]): string =>
  formatArticle(made(blocks), format, { links: true })
    .split('\n')
    .filter((l) => l && !/^(# T|<article|<\/article|<h1>)/.test(l))
    .join('\n');

describe('unitMarks', () => {
  it('reads the outermost bold, italic and code runs with their offsets in the unit text', () => {
    const { document } = parseHTML('<p>Send <code>stop</code> or  <b>stop <i>now</i></b>, <em>then</em><br>wait <kbd>q</kbd></p>');
    expect(unitMarks(document.querySelector('p')!)).toEqual([
      { text: 'stop', mark: 'code', at: 5 },
      { text: 'stop now', mark: 'strong', at: 13 },
      { text: 'then', mark: 'em', at: 23 },
      { text: 'q', mark: 'code', at: 33 },
    ]);
  });
});

describe('marks in markdown and html', () => {
  const p: Block = {
    kind: 'paragraph',
    text: 'Ask for stop, then stop <script>; un*done and x2y',
    marks: [
      { text: 'stop', mark: 'code', at: 19 },
      { text: '<script>', mark: 'strong' },
      { text: 'done', mark: 'em' },
      { text: '2', mark: 'em' },
    ],
    links: [{ text: 'Ask', href: 'https://a.example/?q=1&r=(2)' }],
  };

  it('markdown: backticks, ** and _ (* inside a word), the text between escaped', () => {
    expect(body('markdown', [p])).toBe('[Ask](https://a.example/?q=1&r=%282%29) for stop, then `stop` **\\<script\\>**; un\\*_done_ and x*2*y');
  });

  it('html: <code>, <strong>, <em> and <a>, every text escaped', () => {
    expect(body('html', [p])).toBe('<p><a href="https://a.example/?q=1&amp;r=(2)">Ask</a> for stop, then <code>stop</code> <strong>&lt;script&gt;</strong>; un*<em>done</em> and x<em>2</em>y</p>');
  });

  it('a code span holding backticks takes a longer fence', () => {
    expect(body('markdown', [{ kind: 'paragraph', text: 'run a`b now', marks: [{ text: 'a`b', mark: 'code' }] }])).toBe('run ``a`b`` now');
  });
});

describe('tables', () => {
  const table: Block = {
    kind: 'table',
    text: '',
    rows: [
      ['Branch', 'Days', 'Pass'],
      ['North', 'Mon to Fri', '$29'],
      ['South', ''],
      ['Van', 'Saturdays'],
    ],
    headerRows: 1,
    spans: [
      { row: 1, cell: 1, colspan: 1, rowspan: 2 },
      { row: 3, cell: 1, colspan: 2, rowspan: 1 },
    ],
  };

  it('markdown puts a spanning cell in the first of its places, blanks in the others', () => {
    expect(tableGrid(table)).toEqual([
      ['Branch', 'Days', 'Pass'],
      ['North', 'Mon to Fri', '$29'],
      ['South', '', ''],
      ['Van', 'Saturdays', ''],
    ]);
  });

  it('html keeps colspan and rowspan, and the empty cell', () => {
    expect(body('html', [table])).toBe(
      '<table>\n<thead>\n<tr><th>Branch</th><th>Days</th><th>Pass</th></tr>\n</thead>\n<tbody>\n<tr><td>North</td><td rowspan="2">Mon to Fri</td><td>$29</td></tr>\n<tr><td>South</td><td></td></tr>\n<tr><td>Van</td><td colspan="2">Saturdays</td></tr>\n</tbody>\n</table>',
    );
  });
});

describe('largestCandidate', () => {
  it('takes the widest or densest candidate; a comma inside a URL stays in it', () => {
    expect(largestCandidate('a.jpg 640w, b.jpg 1280w, c.jpg 960w')).toBe('b.jpg');
    expect(largestCandidate('a.jpg, b.jpg 2x, c.jpg 1.5x')).toBe('b.jpg');
    expect(largestCandidate('https://i.example/w_400,h_300/a.jpg 400w, https://i.example/w_800,h_600/a.jpg 800w')).toBe('https://i.example/w_800,h_600/a.jpg');
    expect(largestCandidate('data:image/gif;base64,R0lGOD 1w, real.jpg 2w')).toBe('real.jpg');
    expect(largestCandidate('')).toBeUndefined();
  });
});
