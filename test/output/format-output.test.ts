// Output quality of the structured formats: paragraphs written as `<br><br>` become paragraphs,
// bold-only lines become subheads, and the byline's date reads as a date. On the pages of
// fixtures/output/ (page.html + expected.md + expected.html) and on small hand-made pages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/dom/parse.js';
import { isSubhead, paragraphParts } from '../../src/dom/paragraph-parts.js';
import { extract } from '../../src/index.js';
import { formatArticle } from '../../src/output/index.js';
import { readableDate } from '../../src/output/inline.js';
import { ROOT } from '../support/cli.js';

const OUTPUT = join(ROOT, 'fixtures', 'output');
const read = (name: string, file: string) => readFileSync(join(OUTPUT, name, file), 'utf8');

describe('fixtures/output', () => {
  for (const name of ['zh-portal-br', 'en-press-release']) {
    for (const [format, file] of [
      ['markdown', 'expected.md'],
      ['html', 'expected.html'],
    ] as const) {
      it(`${name}: ${format} is ${file}`, () => {
        // expected.html is the whole document (htmlDocument); the default is its article element.
        expect(formatArticle(extract(read(name, 'page.html')), format, { document: true })).toBe(read(name, file));
      });
    }
  }

  it('zh-portal-br: eight paragraphs and two subheads out of one table cell of <br><br> lines', () => {
    const r = extract(read('zh-portal-br', 'page.html'));
    const body = r.blocks!.filter((b) => b.text !== r.title);
    expect(body.map((b) => (b.kind === 'heading' ? `h${b.level}` : b.kind))).toEqual(['paragraph', 'paragraph', 'h3', 'paragraph', 'paragraph', 'h3', 'paragraph', 'paragraph']);
    expect(body[2]!.text).toBe('开放时间延长至晚上九点');
    expect(body[5]!.text).toBe('免费办证 押金取消');
    // The text every method is scored on is the unit's, as before: one entry, its lines kept.
    const cell = r.paragraphs.find((p) => p.startsWith('本报讯'))!;
    expect(cell.split('\n')).toHaveLength(8);
    // The cell alone: the headline is the title's, not the body's.
    expect(r.paragraphs).toEqual([cell]);
  });

  it('the paper method gets the same blocks and keeps its text', () => {
    const r = extract(read('en-press-release', 'page.html'), { method: 'cedst' });
    expect(r.blocks!.filter((b) => b.kind === 'heading' && b.level === 3).map((b) => b.text)).toEqual(['How the plant works', 'What residents will notice', 'About the Harwick Water Authority']);
    // Its first unit holds three paragraphs, as one paragraph of text with two lines.
    expect(r.paragraphs.find((p) => p.startsWith('HARWICK'))!.split('\n')).toHaveLength(3);
  });
});

function partsOf(html: string) {
  const doc = parseDocument(`<html><body>${html}</body></html>`);
  const el = doc.querySelector('body > *')!;
  const unit = extract(`<html><body>${html}</body></html>`, { method: 'cedst', explain: true }).units!.find((u) => u.path.endsWith(el.localName))!;
  return paragraphParts(el, unit.text);
}

describe('paragraphParts', () => {
  it('cuts at two breaks or more, with only whitespace between, and keeps a single break as a line', () => {
    expect(partsOf('<p>one<br>two<br> \n <br>three<br><br><br>four</p>')).toEqual([
      { text: 'one\ntwo', bold: false },
      { text: 'three', bold: false },
      { text: 'four', bold: false },
    ]);
  });

  it('does not cut where text stands between the breaks, nor at breaks that open or close the element', () => {
    expect(partsOf('<p><br><br>one<br>x<br>two<br><br></p>')).toEqual([{ text: 'one\nx\ntwo', bold: false }]);
  });

  it('marks a part bold only when every word of it is in <b> or <strong>', () => {
    expect(partsOf('<div><b>Sub</b> <strong>head</strong><br><br>Some <b>bold</b> words.</div>')).toEqual([
      { text: 'Sub head', bold: true },
      { text: 'Some bold words.', bold: false },
    ]);
  });
});

describe('isSubhead', () => {
  it('takes a short bold line that is not a sentence', () => {
    expect(isSubhead({ text: 'What residents will notice', bold: true })).toBe(true);
    expect(isSubhead({ text: 'What happens next?', bold: true })).toBe(true);
    expect(isSubhead({ text: '免费办证 押金取消', bold: true })).toBe(true);
  });

  it('leaves a bold lead sentence, a long bold paragraph and plain text as paragraphs', () => {
    expect(isSubhead({ text: 'The council voted on Monday.', bold: true })).toBe(false);
    expect(isSubhead({ text: '市政府今天召开新闻发布会。', bold: true })).toBe(false);
    expect(isSubhead({ text: Array.from({ length: 16 }, (_, i) => `w${i}`).join(' '), bold: true })).toBe(false);
    expect(isSubhead({ text: '新'.repeat(41), bold: true })).toBe(false);
    expect(isSubhead({ text: 'How the plant works', bold: false })).toBe(false);
    expect(isSubhead({ text: 'Line one\nline two', bold: true })).toBe(false);
  });

  it('a bold paragraph among others becomes an h3 in markdown and html, its links kept', () => {
    const page = `<html><head><title>T</title></head><body><article><p><strong>A subhead</strong></p><p>${'A sentence of the article with words. '.repeat(12)}<a href="https://x.example/a">link</a>.<br><br>Second paragraph with a <a href="https://x.example/b">second link</a> in it.</p></article></body></html>`;
    const r = extract(page, { method: 'cedst' });
    const md = formatArticle(r, 'markdown', { links: true });
    expect(md).toContain('\n\n### A subhead\n\n');
    expect(md).toContain('[link](https://x.example/a).\n\nSecond paragraph with a [second link](https://x.example/b) in it.\n');
    expect(formatArticle(r, 'html')).toContain('<h3>A subhead</h3>');
  });
});

describe('readableDate', () => {
  it('writes an ISO date as a reader does, in the zone the page gave', () => {
    expect(readableDate('2011-12-09T08:20:00+08:00')).toBe('9 December 2011, 08:20 (+08:00)');
    expect(readableDate('2011-12-09T08:20:00+08:00', 'zh')).toBe('2011年12月9日 08:20 (+08:00)');
    expect(readableDate('2024-03-04T14:05:00Z')).toBe('4 March 2024, 14:05 (UTC)');
    expect(readableDate('2023-01-17T11:42:00')).toBe('17 January 2023, 11:42');
    expect(readableDate('2023-01-17T11:42-0500')).toBe('17 January 2023, 11:42 (-05:00)');
    expect(readableDate('2023-01-17')).toBe('17 January 2023');
  });

  it('returns anything else as it is', () => {
    expect(readableDate('yesterday')).toBe('yesterday');
    expect(readableDate('2023-13-01')).toBe('2023-13-01');
  });
});
