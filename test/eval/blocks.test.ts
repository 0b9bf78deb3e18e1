// The block metrics (src/eval/blocks.ts, docs/structure.md) on small made-up gold/output pairs,
// each value worked out by hand.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aggregateBlocks, imageMatch, multisetMatch, normaliseLine, scorePageBlocks, tableCellMatch, emptyStructure } from '../../src/eval/blocks.js';
import { evaluateDataset } from '../../src/eval/evaluate.js';
import { htmlStructure } from '../../src/eval/structure-html.js';
import { extractionStructure } from '../../src/eval/structure-blocks.js';
import { ROOT } from '../support/cli.js';

describe('normaliseLine', () => {
  it('drops case, markdown markers, punctuation and extra spacing; NFKC folds full-width forms', () => {
    expect(normaliseLine('## What the Council Decided?')).toBe('what the council decided');
    expect(normaliseLine('- an item, with a comma')).toBe('an item with a comma');
    expect(normaliseLine('12. Twelfth item')).toBe('twelfth item');
    expect(normaliseLine('> - quoted *item*')).toBe('quoted item');
    expect(normaliseLine('| Ann | 34 | Oslo |')).toBe('ann 34 oslo');
    expect(normaliseLine('ＡＢＣ　 Ｄｅｆ')).toBe('abc def');
    expect(normaliseLine('“Don’t,” she said.')).toBe('don t she said');
    expect(normaliseLine('***')).toBe('');
  });
});

describe('multisetMatch (block lines)', () => {
  it('a merged pair of lines matches neither gold line', () => {
    expect(multisetMatch(['First block.', 'Second block.'], ['First block. Second block.'])).toEqual({ matched: 0, gold: 2, out: 1 });
  });
  it('a split line matches nothing', () => {
    expect(multisetMatch(['Alpha beta gamma.'], ['Alpha beta', 'gamma.'])).toEqual({ matched: 0, gold: 1, out: 2 });
  });
  it('counts duplicates: a line twice in the gold needs two output lines', () => {
    expect(multisetMatch(['Same.', 'Same.', 'Other.'], ['same', 'Other'])).toEqual({ matched: 2, gold: 3, out: 2 });
    expect(multisetMatch(['Same.'], ['Same.', 'Same.', 'Same.'])).toEqual({ matched: 1, gold: 1, out: 3 });
  });
  it('markdown markers on the output side do not stop a match; empty lines are not lines', () => {
    expect(multisetMatch(['Results', 'One item', 'a | b'], ['## Results', '- One item', '| a | b |', '| --- | --- |'])).toEqual({ matched: 3, gold: 3, out: 3 });
  });
});

describe('aggregateBlocks', () => {
  const page = (matched: number, gold: number, out: number) => ({ lines: { matched, gold, out } });
  it('averages page precision and recall, then takes their harmonic mean', () => {
    // P = mean(2/2, 1/4) = 0.625; R = mean(2/3, 1/2, 0/2) = 7/18; the page with no gold lines is
    // left out, the page with no output counts in recall only.
    const s = aggregateBlocks([page(2, 3, 2), page(1, 2, 4), page(0, 0, 5), page(0, 2, 0)]);
    expect(s.blockPages).toBe(3);
    expect(s.lineP).toBeCloseTo(0.625, 10);
    expect(s.lineR).toBeCloseTo(7 / 18, 10);
    expect(s.lineF1).toBeCloseTo((2 * 0.625 * (7 / 18)) / (0.625 + 7 / 18), 10);
    expect(s.headingR).toBeUndefined();
  });
  it('pools the structure counts over the pages', () => {
    const g = { ...emptyStructure(), lines: ['Intro', 'Text.'], headings: ['Intro', 'Method'], listItems: ['a', 'b', 'c'] };
    const o = { ...emptyStructure(), lines: ['Intro', 'Text.'], headings: ['Intro'], listItems: ['a', 'b'] };
    const one = scorePageBlocks(g, o, true);
    expect(one.structure!.headings).toEqual({ matched: 1, gold: 2 });
    const s = aggregateBlocks([one, scorePageBlocks({ ...g, headings: ['Only'] }, o, true)]);
    expect(s.headingR).toBeCloseTo(1 / 3, 10); // 1 + 0 of 2 + 1: a dropped heading on each page
    expect(s.listItemR).toBeCloseTo(4 / 6, 10);
    expect(s.tableCellR).toBeUndefined();
    expect(s.goldCounts).toEqual({ headings: 3, listItems: 6, tableCells: 0, images: 0 });
  });
});

describe('tableCellMatch', () => {
  const gold = [
    [
      ['Name', 'Age', 'City'],
      ['Ann', '', 'Oslo'],
    ],
  ];
  it('counts every cell of a table kept whole, empty cells included', () => {
    expect(tableCellMatch(gold, gold)).toEqual({ matched: 6, gold: 6 });
  });
  it('a dropped empty cell shifts the cells after it out of their column', () => {
    const out = [
      [
        ['Name', 'Age', 'City'],
        ['Ann', 'Oslo'],
      ],
    ];
    expect(tableCellMatch(gold, out)).toEqual({ matched: 4, gold: 6 });
  });
  it('pairs each gold row with one output row, in any output table', () => {
    expect(
      tableCellMatch(
        [
          [
            ['x', 'y'],
            ['x', 'y'],
          ],
        ],
        [[['q']], [['x', 'y']]],
      ),
    ).toEqual({ matched: 2, gold: 4 });
    expect(tableCellMatch(gold, [])).toEqual({ matched: 0, gold: 6 });
  });
});

describe('imageMatch', () => {
  it('needs the same src and the same alt after normalisation', () => {
    const gold = [
      { src: 'https://a.example/1.jpg', alt: 'A cat' },
      { src: 'https://a.example/2.jpg', alt: '' },
      { src: 'https://a.example/3.jpg', alt: 'Dog' },
    ];
    const out = [
      { src: 'https://a.example/1.jpg', alt: 'a cat.' },
      { src: 'https://a.example/2.jpg', alt: 'dog' },
    ];
    expect(imageMatch(gold, out)).toEqual({ matched: 1, gold: 3 });
  });
});

describe('htmlStructure', () => {
  it('cuts HTML into one line per block and reads its structure', () => {
    const r = htmlStructure(
      '<h2>Intro</h2><p>One <b>bold</b> line.<br>Second line</p><ul><li>Item one<ul><li>Nested</li></ul></li></ul>' +
        '<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td></td></tr></table><pre>x = 1\ny = 2</pre>' +
        '<figure><img src="/p.jpg" alt="Pic"><figcaption>Cap</figcaption></figure><script>var x;</script>',
      'https://news.example/a/b.html',
    );
    expect(r.lines).toEqual(['Intro', 'One bold line.', 'Second line', 'Item one', 'Nested', 'A | B', '1 |', 'x = 1', 'y = 2', 'Cap']);
    expect(r.headings).toEqual(['Intro']);
    expect(r.listItems).toEqual(['Item one', 'Nested']);
    expect(r.tables).toEqual([
      [
        ['A', 'B'],
        ['1', ''],
      ],
    ]);
    expect(r.images).toEqual([{ src: 'https://news.example/p.jpg', alt: 'Pic' }]);
  });
});

describe('extractionStructure', () => {
  it("reads cedst's blocks: table rows as lines, the title first on a headline set and among the headings", () => {
    const r = extractionStructure(
      {
        title: 'T',
        paragraphs: [],
        blocks: [
          { kind: 'heading', level: 2, text: 'Sub' },
          { kind: 'paragraph', text: 'P1\nP2' },
          { kind: 'list-item', level: 1, text: 'Li' },
          {
            kind: 'table',
            text: 'a b',
            rows: [
              ['a', 'b'],
              ['', ''],
            ],
          },
          { kind: 'image', text: 'Caption', src: 'https://x.example/i.png', alt: 'I' },
          { kind: 'code', text: 'c1\nc2' },
        ],
      },
      true,
    );
    expect(r.lines).toEqual(['T', 'Sub', 'P1', 'P2', 'Li', 'a | b', 'Caption', 'c1', 'c2']);
    expect(r.headings).toEqual(['T', 'Sub']);
    expect(r.tables).toEqual([
      [
        ['a', 'b'],
        ['', ''],
      ],
    ]);
    expect(r.images).toEqual([{ src: 'https://x.example/i.png', alt: 'I' }]);
    expect(extractionStructure({ title: 'T', paragraphs: ['P1'] }, false).lines).toEqual(['P1']);
  });
});

describe('evaluateDataset with blocks', () => {
  it('scores the made-up set: 11 of 13 gold lines, 2 of 3 headings, 3 of 4 list items', () => {
    const run = evaluateDataset(join(ROOT, 'test/eval/blocks-set/tiny'), { methods: ['cedst+'], blocks: true });
    const b = run.rows[0]!.blocks!;
    expect(b.blockPages).toBe(1);
    expect(b.lineP).toBe(1);
    expect(b.lineR).toBeCloseTo(11 / 13, 10);
    expect(b.lineF1).toBeCloseTo(11 / 12, 10);
    expect(b.headingR).toBeCloseTo(2 / 3, 10);
    expect(b.listItemR).toBe(0.75);
    expect(b.tableCellR).toBeUndefined();
    expect(b.imageR).toBeUndefined();
  });
});
