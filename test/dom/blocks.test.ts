// Blocks read off hand-written DOMs, every unit taken as content.
import { describe, expect, it } from 'vitest';
import { articleBlocks, articleText, dataTableCells, resolveHref } from '../../src/dom/blocks.js';
import type { Block, TextUnit } from '../../src/core/types.js';
import { createPage } from '../../src/page/context.js';
import { parseDocument } from '../../src/dom/parse.js';
import { collectUnits } from '../../src/dom/units.js';

function blocks(html: string, base?: string) {
  return articleBlocks(collectUnits(parseDocument(html)), base);
}

describe('articleBlocks', () => {
  it('reads headings, paragraphs, captions and quotes off the elements', () => {
    const b = blocks('<body><h1>Title</h1><h3>Sub</h3><p>Para</p><figure><img src="a.jpg"><figcaption>Cap</figcaption></figure><blockquote><p>Q1</p>Q2</blockquote></body>');
    expect(b).toEqual([
      { kind: 'heading', level: 1, text: 'Title' },
      { kind: 'heading', level: 3, text: 'Sub' },
      { kind: 'paragraph', text: 'Para' },
      { kind: 'caption', text: 'Cap' },
      { kind: 'quote', text: 'Q2' },
      { kind: 'quote', text: 'Q1' },
    ]);
  });

  it('gives list items their list type, depth and number', () => {
    const b = blocks('<body><ol start="4"><li>four</li><li>five<ul><li>inner</li></ul></li><li value="9">nine</li><li><p>ten</p></li></ol><ul><li>dot</li></ul></body>');
    expect(b).toEqual([
      { kind: 'list-item', level: 1, ordered: true, number: 4, text: 'four' },
      { kind: 'list-item', level: 1, ordered: true, number: 5, text: 'five' },
      { kind: 'list-item', level: 2, ordered: false, text: 'inner' },
      { kind: 'list-item', level: 1, ordered: true, number: 9, text: 'nine' },
      // A <p> right inside an <li> is the item's text; the empty <li> itself makes no unit.
      { kind: 'list-item', level: 1, ordered: true, number: 10, text: 'ten' },
      { kind: 'list-item', level: 1, ordered: false, text: 'dot' },
    ]);
  });

  it('keeps the source whitespace of <pre> as one code block', () => {
    const b = blocks('<body><pre>\nif (a) {\n  b();\n}\n</pre></body>');
    expect(b).toEqual([{ kind: 'code', text: 'if (a) {\n  b();\n}' }]);
  });

  it('groups the consecutive cells of a data table by row, with its header rows', () => {
    const b = blocks(
      '<body><p>Before</p><table><thead><tr><th>Name</th><th>Votes</th></tr></thead>' + '<tbody><tr><td>Ada</td><td>12</td></tr><tr><td>Bo</td><td>7</td></tr></tbody></table><p>After</p></body>',
    );
    expect(b).toEqual([
      { kind: 'paragraph', text: 'Before' },
      {
        kind: 'table',
        text: 'Name\tVotes\nAda\t12\nBo\t7',
        rows: [
          ['Name', 'Votes'],
          ['Ada', '12'],
          ['Bo', '7'],
        ],
        headerRows: 1,
      },
      { kind: 'paragraph', text: 'After' },
    ]);
  });

  it('splits the cells of two adjacent tables and reads a lone cell as a paragraph', () => {
    const b = blocks('<body><table><tr><th>a</th><td>b</td></tr></table><table><tr><td>c</td></tr></table></body>');
    expect(b).toEqual([
      // A row counts as a header row only when all its cells are <th>.
      { kind: 'table', text: 'a\tb', rows: [['a', 'b']], headerRows: 0 },
      { kind: 'paragraph', text: 'c' },
    ]);
  });

  it('reads the cells of a layout table (one that holds tables) as paragraphs', () => {
    const b = blocks('<body><table><tr><td>Left column</td><td><table><tr><td>x</td><td>y</td></tr></table></td></tr></table></body>');
    expect(b[0]).toEqual({ kind: 'paragraph', text: 'Left column' });
    expect(b[1]).toEqual({ kind: 'table', text: 'x\ty', rows: [['x', 'y']], headerRows: 0 });
  });

  it('lists the links of the unit itself, resolved, without unsafe or placeholder targets', () => {
    const b = blocks(
      '<body><p>See <a href="/a">the <b>report</b></a>, <a href="javascript:alert(1)">this</a>, <a href="#">top</a>, ' +
        '<a href="mailto:x@y.example">mail</a><span><p>nested <a href="/n">inner</a></p></span></p></body>',
      'https://news.example/story/1',
    );
    expect(b[0]!.links).toEqual([
      { text: 'the report', href: 'https://news.example/a' },
      { text: 'mail', href: 'mailto:x@y.example' },
    ]);
    expect(b[1]!.links).toEqual([{ text: 'inner', href: 'https://news.example/n' }]);
  });

  it('reads pages nested thousands deep without recursion', () => {
    const n = 3000;
    const lists = blocks('<body>' + '<ul><li>item '.repeat(n) + '</li></ul>'.repeat(n) + '</body>');
    expect(lists.map((b) => b.level)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    const quotes = blocks('<body>' + '<blockquote>q '.repeat(n) + '<pre>  code</pre>' + '</blockquote>'.repeat(n) + '</body>');
    expect(quotes).toHaveLength(n + 1);
    expect(quotes.slice(0, n).every((b) => b.kind === 'quote')).toBe(true);
    expect(quotes[n]).toEqual({ kind: 'code', text: '  code' });
  });

  it('leaves relative links as written when the page has no base URL', () => {
    expect(blocks('<p>a <a href="../x?y=1">link</a></p>')[0]!.links).toEqual([{ text: 'link', href: '../x?y=1' }]);
  });
});

describe('page.head.baseUrl', () => {
  it('takes <base href> resolved against the canonical link, else the canonical link', () => {
    expect(baseUrl('<html><head><link rel="canonical" href="https://a.example/news/1"><base href="/static/"></head><body></body></html>')).toBe('https://a.example/static/');
    expect(baseUrl('<html><head><link rel="Canonical" href="https://a.example/news/1"></head><body></body></html>')).toBe('https://a.example/news/1');
    expect(baseUrl('<html><head><base href="/relative/"></head><body></body></html>')).toBeUndefined();
  });

  it('resolveHref drops data: and vbscript: targets', () => {
    expect(resolveHref('data:text/html,x')).toBeUndefined();
    expect(resolveHref(' VBScript:x', 'https://a.example/')).toBeUndefined();
    expect(resolveHref('b/c', 'https://a.example/a/')).toBe('https://a.example/a/b/c');
  });
});

function baseUrl(html: string): string | undefined {
  return createPage(html).head.baseUrl;
}

describe('articleText', () => {
  // The text format wrote one cell a line, so a blank cell shifted every column after it.
  it('writes a data table as its rows, cells tab-separated and empty cells kept, where its first cell stands', () => {
    const units = collectUnits(
      parseDocument(`<body><p>Before the table.</p>
        <table><tr><th>Branch</th><th>Rooms</th><th>Pass</th></tr>
        <tr><td>Central</td><td></td><td>$29</td></tr>
        <tr><td>Millrace</td><td>yes</td><td></td></tr></table>
        <p>After the table.</p></body>`),
    );
    // Keep every unit but the Millrace row's "yes": the table still comes whole, as its block has it.
    const kept = units.filter((u) => u.text !== 'yes');
    const tableOf = new Map<TextUnit, Block>();
    const blocks = articleBlocks(kept, undefined, tableOf);
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'table', 'paragraph']);
    expect(tableOf.size).toBe(6);
    expect(articleText(kept, tableOf)).toBe('Before the table.\nBranch\tRooms\tPass\nCentral\t\t$29\nMillrace\tyes\t\nAfter the table.');
    // A table the article barely kept (2 of its 6 filled cells) keeps its units a line each.
    const few = kept.filter((u) => !['Rooms', 'Pass', 'Central', '$29'].includes(u.text));
    const fewOf = new Map<TextUnit, Block>();
    articleBlocks(few, undefined, fewOf);
    expect(fewOf.size).toBe(2);
    expect(articleText(few, fewOf)).toBe('Before the table.\nBranch\nMillrace\nAfter the table.');
    // Without the map, one unit a line, as before.
    expect(articleText(kept, new Map())).toBe('Before the table.\nBranch\nRooms\nPass\nCentral\n$29\nMillrace\nAfter the table.');
  });
});

describe('a table that lays out the page', () => {
  // A cell of more than 2,000 characters is a column of the page's prose: its text comes as
  // paragraphs, not as a data table written whole (which said the page's text again beside the
  // blocks inside it).
  it('gives paragraphs, headings and quotes, and no table block', () => {
    const units = collectUnits(
      parseDocument(`<body><table><tr><td>Contents: the master, the workers</td><td>Printout</td></tr><tr><td></td><td>
        <h2>The master</h2><p>${'The master saw himself as a benefactor. '.repeat(50).trim()}</p>
        <blockquote><p>Treat your dependents well.</p></blockquote></td></tr></table></body>`),
    );
    const tableOf = new Map<TextUnit, Block>();
    const blocks = articleBlocks(units, undefined, tableOf);
    expect(blocks.map((b) => [b.kind, b.text])).toEqual([
      ['paragraph', 'Contents: the master, the workers'],
      ['paragraph', 'Printout'],
      ['heading', 'The master'],
      ['paragraph', 'The master saw himself as a benefactor. '.repeat(50).trim()],
      ['quote', 'Treat your dependents well.'],
    ]);
    expect(tableOf.size).toBe(0);
    expect(dataTableCells(units).size).toBe(0);
  });
});
