// Output formats: text, json, markdown and html, on a fixture with a heading, a table, a list and
// a quote in its article, and on hand-made extractions for escaping and the fallback.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/research.js';
import { formatArticle } from '../../src/output/index.js';
import type { Block, Extraction } from '../../src/core/types.js';
import { cedst, ROOT } from '../support/cli.js';

const FIXTURE = 'fixtures/en-school-budget/page.html';
const page = readFileSync(join(ROOT, FIXTURE), 'utf8');
// The paper method's blocks: the formats are tested on a fixed extraction.
const result = extract(page, { method: 'cedst', gammaCompare: 'ge' });
const LINK = 'https://www.harwickledger.example/education/2024/03/04/harwick-schools-student-information-system/';

/** A hand-made extraction: what a method would return for these blocks. */
function made(blocks: Block[] | undefined, paragraphs: string[], extra: Partial<Extraction> = {}): Extraction {
  return { title: 'T', text: paragraphs.join('\n'), paragraphs, lang: 'en', method: 'cedst', threshold: 0.5, ...(blocks ? { blocks } : {}), ...extra };
}

describe('text', () => {
  it('prints the paragraphs, one per line, and the table a row a line (cells tab-separated)', () => {
    expect(formatArticle(result, 'text')).toBe(result.text + '\n');
    // The fixture's table of 3 rows × 2 cells is 6 paragraphs and 3 lines of text.
    const table = result.blocks!.find((b) => b.kind === 'table')!;
    const rows = table.rows!.map((r) => r.join('\t'));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toBe('School closing in June 2025\tWhere its students will go');
    const cells = new Set(table.rows!.flat());
    const outside = result.paragraphs.filter((p) => !cells.has(p));
    expect(result.paragraphs.length - outside.length).toBe(6);
    const at = outside.findIndex((_p, i) => i > 0 && result.text.includes(`${outside[i - 1]}\n${rows[0]}`));
    expect(result.text).toBe([...outside.slice(0, at), ...rows, ...outside.slice(at)].join('\n'));
    expect(formatArticle(made([], []), 'text')).toBe('');
  });
});

describe('json', () => {
  it('parses back to every field of the extraction, blocks included', () => {
    const parsed = JSON.parse(formatArticle(result, 'json')) as Extraction;
    expect(parsed).toEqual(result);
    for (const k of ['title', 'text', 'paragraphs', 'lang', 'method', 'threshold', 'blocks', 'author', 'date', 'siteName']) expect(parsed).toHaveProperty(k);
    expect(parsed.blocks!.map((b) => b.kind)).toEqual([
      'paragraph',
      'paragraph',
      'heading',
      'paragraph',
      'table',
      'paragraph',
      'list-item',
      'list-item',
      'list-item',
      'paragraph',
      'quote',
      'paragraph',
      'paragraph',
      'paragraph',
      'paragraph',
    ]);
  });

  it('keeps units and topics with explain, and no DOM node anywhere', () => {
    const explained = extract(page, { method: 'cedst', gammaCompare: 'ge', explain: true });
    const json = formatArticle(explained, 'json');
    const parsed = JSON.parse(json) as Extraction;
    expect(parsed.units).toHaveLength(explained.units!.length);
    expect(parsed.topics).toEqual(explained.topics);
    expect(json).not.toContain('nodeType');
  });
});

describe('markdown', () => {
  // The links' text alone: the structure checks below read the text (links are on by default).
  const md = formatArticle(result, 'markdown', { links: false });
  const lines = md.split('\n');

  it('puts the title and the byline on top', () => {
    expect(lines[0]).toBe('# Harwick school board adopts $412 million budget, closes two elementary schools');
    expect(lines[2]).toBe('*Celia Drummond · 12 June 2024, 23:05 (-07:00) · Harwick Ledger*');
  });

  it('writes the heading, the table, the list and the quote of the article', () => {
    expect(lines).toContain('## Where the money goes');
    const t = lines.indexOf('| School closing in June 2025 | Where its students will go |');
    expect(t).toBeGreaterThan(0);
    expect(lines[t + 1]).toBe('| --- | --- |');
    expect(lines[t + 2]).toBe(
      '| Birchmont Elementary, 352 students, opened in 1952 | Garrison Elementary and Fenwick Elementary, with district buses for students who live more than a mile from their new school |',
    );
    expect(lines[t + 3]).toMatch(/^\| Quarry Hill Elementary, 288 students, opened in 1968 \| Lindell /);
    const l = lines.indexOf('- Class sizes in kindergarten through third grade stay capped at 24 students at every elementary school in the district.');
    expect(l).toBeGreaterThan(t);
    expect(lines[l + 1]).toMatch(/^- Twelve school bus routes are merged/);
    expect(lines[l + 2]).toMatch(/^- The district central office loses 31 positions/);
    expect(lines[l + 3]).toBe('');
    expect(lines).toContain(
      '> We are not asking the board to ignore the deficit. We are asking it to look at every other line of the budget before it takes away the one building in our neighborhood where every family is known by name.',
    );
  });

  it('has every article paragraph as a paragraph of its own', () => {
    const expected = readFileSync(join(ROOT, 'fixtures/en-school-budget/expected.txt'), 'utf8').split('\n').filter(Boolean);
    const paras = md.split('\n\n');
    for (const p of expected) expect(paras).toContain(p);
  });

  it('writes links unless links is off', () => {
    expect(md).not.toContain('](');
    expect(md).toContain('upgrade of the district’s student information system to keep');
    const linked = formatArticle(result, 'markdown');
    expect(formatArticle(result, 'markdown', { links: true })).toBe(linked);
    expect(linked).toContain(`upgrade of the district’s [student information system](${LINK}) to keep`);
    expect(linked).toContain('Topics: [Harwick Unified](https://www.harwickledger.example/topics/harwick-unified/) [School closures](');
  });

  it('escapes text that markdown would read as markup', () => {
    const out = formatArticle(
      made(
        [
          { kind: 'paragraph', text: '# not a heading *or* _emphasis_ [x](y) <b>raw</b> &amp;' },
          { kind: 'paragraph', text: '1. not a list\n- nor this\n2024 was fine' },
          { kind: 'table', text: '', rows: [['a|b', 'c']], headerRows: 0 },
        ],
        [],
      ),
      'markdown',
    );
    expect(out).toBe(
      [
        '# T',
        '',
        '\\# not a heading \\*or\\* \\_emphasis\\_ \\[x\\](y) \\<b\\>raw\\</b\\> \\&amp;',
        '',
        // A <br> inside a paragraph is a hard line break.
        '1\\. not a list\\',
        '\\- nor this\\',
        '2024 was fine',
        '',
        '| a\\|b | c |',
        '| --- | --- |',
        '',
      ].join('\n'),
    );
  });

  it('numbers and nests lists and fences code longer than its backticks', () => {
    const out = formatArticle(
      made(
        [
          { kind: 'list-item', level: 1, ordered: true, number: 3, text: 'three' },
          { kind: 'list-item', level: 2, ordered: false, text: 'inner' },
          { kind: 'list-item', level: 1, ordered: true, number: 4, text: 'four' },
          { kind: 'code', text: 'a ``` b\n  indented' },
          { kind: 'caption', text: 'A photo' },
          { kind: 'heading', level: 1, text: 'Body h1' },
        ],
        [],
        { title: '' },
      ),
      'markdown',
    );
    expect(out).toBe(['3. three', '   - inner', '4. four', '', '````', 'a ``` b', '  indented', '````', '', '*A photo*', '', '## Body h1', ''].join('\n'));
  });

  it("writes each item's own number, as the page numbered it: a countdown stays 3, 2, 1", () => {
    // <ol reversed> or <li value>: a renderer from a syntax tree (mdast-util-to-markdown) keeps
    // only the list's start and writes 3, 4, 5; the raw markdown is what most readers get.
    const items = [3, 2, 1].map((number) => ({ kind: 'list-item' as const, level: 1, ordered: true, number, text: `step ${number}` }));
    expect(formatArticle(made(items, [], { title: '' }), 'markdown')).toBe('3. step 3\n2. step 2\n1. step 1\n');
  });

  it('leaves out a heading that repeats the title', () => {
    const out = formatArticle(
      made(
        [
          { kind: 'heading', level: 1, text: 'T' },
          { kind: 'paragraph', text: 'Body.' },
          { kind: 'heading', level: 2, text: 'T2' },
        ],
        ['Body.'],
      ),
      'markdown',
    );
    expect(out).toBe('# T\n\nBody.\n\n## T2\n');
  });

  it('falls back to one paragraph per entry when the method has no blocks', () => {
    expect(formatArticle(made(undefined, ['One.', 'Two *x*.']), 'markdown')).toBe('# T\n\nOne.\n\nTwo \\*x\\*.\n');
  });
});

describe('html', () => {
  const html = formatArticle(result, 'html', { document: true, links: false });
  const { document } = parseHTML(html);

  it('is a document with a language, a title and the article, with document', () => {
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(document.querySelector('title')!.textContent).toBe(result.title);
    expect(document.querySelector('article > h1')!.textContent).toBe(result.title);
  });

  it("is the document's article element alone by default, as Readability and defuddle give it", () => {
    const fragment = formatArticle(result, 'html', { links: false });
    expect(fragment.startsWith('<article lang="en">\n<h1>')).toBe(true);
    expect(fragment.endsWith('</article>\n')).toBe(true);
    expect(fragment.slice(fragment.indexOf('\n'))).toBe(html.slice(html.indexOf('<article>') + '<article>'.length, html.indexOf('</body>')));
  });

  it('parses back to the blocks: paragraphs, heading, table, list and quote', () => {
    const article = document.querySelector('article')!;
    const kids = Array.from(article.children).map((e) => e.tagName.toLowerCase());
    expect(kids).toEqual(['h1', 'p', 'p', 'p', 'h2', 'p', 'table', 'p', 'ul', 'p', 'blockquote', 'p', 'p', 'p', 'p']);
    const paras = Array.from(article.querySelectorAll(':scope > p:not(.byline)')).map((p) => p.textContent);
    expect(paras).toEqual(result.blocks!.filter((b) => b.kind === 'paragraph').map((b) => b.text));
    const table = result.blocks!.find((b) => b.kind === 'table')!;
    expect(Array.from(article.querySelectorAll('thead th')).map((c) => c.textContent)).toEqual(table.rows![0]);
    expect(Array.from(article.querySelectorAll('tbody tr')).map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual(table.rows!.slice(1));
    expect(Array.from(article.querySelectorAll('ul > li')).map((li) => li.textContent)).toEqual(result.blocks!.filter((b) => b.kind === 'list-item').map((b) => b.text));
    expect(article.querySelector('blockquote > p')!.textContent).toMatch(/^We are not asking the board/);
    expect(html).not.toContain('<a ');
  });

  it('links unless links is off', () => {
    expect(formatArticle(result, 'html', { links: true })).toBe(formatArticle(result, 'html'));
    const linked = parseHTML(formatArticle(result, 'html')).document;
    const a = linked.querySelector('article a')!;
    expect(a.getAttribute('href')).toBe(LINK);
    expect(a.textContent).toBe('student information system');
  });

  it('escapes < and & so that page text stays text', () => {
    const text = 'if a < b && c > d: <script>alert("x")</script> \'q\'';
    const out = formatArticle(
      made(
        [
          { kind: 'paragraph', text: `${text}\nnext line` },
          { kind: 'code', text: '<b>&amp;</b>' },
        ],
        [],
        { title: 'A & <B>' },
      ),
      'html',
      { document: true },
    );
    expect(out).toContain('<p>if a &lt; b &amp;&amp; c &gt; d: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;q&#39;<br>next line</p>');
    expect(out).toContain('<pre><code>&lt;b&gt;&amp;amp;&lt;/b&gt;</code></pre>');
    expect(out).toContain('<title>A &amp; &lt;B&gt;</title>');
    const doc = parseHTML(out).document;
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelector('article p')!.textContent).toBe(`${text}next line`);
    expect(doc.querySelector('code')!.textContent).toBe('<b>&amp;</b>');
  });

  it('nests lists inside their items and numbers ordered lists from their first item', () => {
    const out = formatArticle(
      made(
        [
          { kind: 'list-item', level: 1, ordered: true, number: 3, text: 'three' },
          { kind: 'list-item', level: 2, ordered: false, text: 'inner' },
          { kind: 'list-item', level: 1, ordered: true, number: 5, text: 'five' },
          { kind: 'caption', text: 'cap' },
        ],
        [],
        { title: '' },
      ),
      'html',
      { document: true },
    );
    expect(out).toContain('<article>\n<ol start="3"><li>three<ul><li>inner</li></ul></li><li value="5">five</li></ol>\n<figure><figcaption>cap</figcaption></figure>\n</article>');
    expect(out).toContain('<title>Article</title>');
  });
});

/** Each spawn of the CLI loads the segmenters; a busy machine needs more than vitest's 5 s. */
const CLI_TIMEOUT = 60_000;

describe('cedst extract --format', { tags: ['slow'] }, () => {
  it(
    'prints each format as formatArticle renders it',
    () => {
      for (const format of ['markdown', 'html'] as const) {
        // No flag: links (the default); --links says the same; --no-links the text alone.
        for (const [flags, links] of [
          [[], true],
          [['--links'], true],
          [['--no-links'], false],
        ] as const) {
          const r = cedst(['extract', FIXTURE, '-m', 'cedst', '--gamma-compare', 'ge', '--format', format, ...flags]);
          expect(r.status).toBe(0);
          expect(r.stdout).toBe(formatArticle(result, format, { links }));
        }
      }
    },
    CLI_TIMEOUT,
  );

  it(
    'rejects an unknown format with a one-line error',
    () => {
      const r = cedst(['extract', FIXTURE, '--format', 'pdf']);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^cedst: .*pdf.*\n$/);
    },
    CLI_TIMEOUT,
  );
});
