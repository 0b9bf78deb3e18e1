// The content options on a page written for them, fixtures/content/en-harbor-museum/:
// an article with a lead figure, a lazy inline image, a tracking pixel, a byline head shot, an ad
// image, a data table and a readers' comment thread. Each option is off by default (tables on),
// and the default result carries none of their fields.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { excerptOf, extract, toHtml, toMarkdown } from '../../src/index.js';
import { formatArticle } from '../../src/output/index.js';
import { ROOT } from '../support/cli.js';

const DIR = join(ROOT, 'fixtures/content/en-harbor-museum');
const read = (file: string): string => readFileSync(join(DIR, file), 'utf8');
const page = read('page.html');
const lines = (file: string): string[] => read(file).split('\n').filter(Boolean);
const CELLS = ['Ticket', 'Price', 'Adult', '$8', 'Free'];

describe('by default', () => {
  const r = extract(page);

  it('keeps the article and its table, and adds no field of the content options', () => {
    for (const p of lines('expected.txt')) expect(r.paragraphs).toContain(p);
    for (const c of CELLS) expect(r.paragraphs).toContain(c);
    expect(r.blocks!.filter((b) => b.kind === 'table')).toHaveLength(1);
    expect(r.blocks!.filter((b) => b.kind === 'image')).toEqual([]);
    expect(Object.keys(r).filter((k) => ['images', 'comments', 'excerpt', 'content'].includes(k))).toEqual([]);
    expect(r.paragraphs.join('\n')).not.toContain('grandfather served on the Osprey');
  });

  it('reads the metadata the page states', () => {
    const meta = JSON.parse(read('expected-metadata.json')) as Record<string, string>;
    for (const [k, v] of Object.entries(meta)) expect(r[k as keyof typeof r], k).toBe(v);
  });
});

describe('images: true', () => {
  const r = extract(page, { images: true });

  it('lists the article images, resolved, with alt and caption; no head shot, pixel, ad or logo', () => {
    expect(r.images).toEqual(JSON.parse(read('expected-images.json')));
  });

  it('places each image before the first kept unit after it, and changes no text', () => {
    // The headline is the title's (plus.headlineInBody off): the lead photo opens the body.
    expect(r.blocks!.map((b) => (b.kind === 'image' ? `image:${b.src!.replace(/^.*\//, '')}` : b.kind))).toEqual([
      'image:osprey-pier-1400.jpg',
      'paragraph',
      'paragraph',
      'image:wheelhouse-900.jpg',
      'paragraph',
      'paragraph',
      'table',
      'paragraph',
    ]);
    expect(r.paragraphs).toEqual(extract(page).paragraphs);
  });

  it('shows them in markdown and html', () => {
    expect(toMarkdown(r)).toBe(read('expected-images.md'));
    expect(toHtml(r)).toContain(
      '<figure><img src="https://www.gullhaventribune.example/media/2024/05/osprey-pier-1400.jpg" alt="The lightship Osprey moored at the museum pier"><figcaption>The lightship Osprey is back at the museum pier after a three-year restoration.</figcaption></figure>',
    );
  });
});

describe('withComments: true', () => {
  it("returns the readers' comments, author and date where marked, text alone where not", () => {
    const r = extract(page, { withComments: true });
    expect(r.comments).toEqual(JSON.parse(read('expected-comments.json')));
    expect(r.paragraphs).toEqual(extract(page).paragraphs);
  });

  it('takes comments only from what the article left out, so a method that keeps the thread keeps it', () => {
    const zh = readFileSync(join(ROOT, 'fixtures/zh-local-traffic/page.html'), 'utf8');
    // The paper method admits this page's thread (docs/method.md §6): the article stays as it is.
    const plain = extract(zh, { method: 'cedst' });
    const split = extract(zh, { method: 'cedst', withComments: true });
    expect(split.paragraphs).toEqual(plain.paragraphs);
    for (const c of split.comments!) for (const line of c.text.split('\n')) expect(split.paragraphs).not.toContain(line);
  });

  it('shows them after the article in text, markdown and html', () => {
    const r = extract(page, { withComments: true });
    expect(formatArticle(r, 'text')).toBe(
      r.text +
        '\n\nharbourwatcher · 2024-05-17T10:12:00-04:00\nSo glad to see her back. My grandfather served on the Osprey when she was still guarding the shoals off the point.\n\nLena K. · 2024-05-17T18:40:00-04:00\nEight dollars seems fair for a day out, and the students did beautiful work on the wheelhouse.\n\ntidewalker · May 18, 2024\nWill the archive of logbooks be open to researchers again, or only the gallery?\n',
    );
    expect(toMarkdown(r).split('\n## Comments\n')[1]).toBe(
      '\n**harbourwatcher · 2024-05-17T10:12:00-04:00**\\\nSo glad to see her back. My grandfather served on the Osprey when she was still guarding the shoals off the point.\n\n**Lena K. · 2024-05-17T18:40:00-04:00**\\\nEight dollars seems fair for a day out, and the students did beautiful work on the wheelhouse.\n\ntidewalker · May 18, 2024\\\nWill the archive of logbooks be open to researchers again, or only the gallery?\n',
    );
    expect(toHtml(r)).toContain(
      '<section class="comments">\n<h2>Comments</h2>\n<article><footer><b>harbourwatcher</b> · <time>2024-05-17T10:12:00-04:00</time></footer><p>So glad to see her back. My grandfather served on the Osprey when she was still guarding the shoals off the point.</p></article>',
    );
    expect(formatArticle(extract(page), 'text')).toBe(extract(page).text + '\n');
  });
});

describe('tables: false', () => {
  it('leaves the data table out, cells and all, and nothing else', () => {
    const r = extract(page, { tables: false });
    expect(r.paragraphs).toEqual(lines('expected-no-tables.txt'));
    expect(r.blocks!.filter((b) => b.kind === 'table')).toEqual([]);
  });
});

describe('format html', () => {
  it('is the article element by default, a document with htmlDocument', () => {
    expect(extract(page, { format: 'html' }).content!.split('\n')[0]).toBe('<article lang="en">');
    expect(extract(page, { format: 'html', htmlDocument: true }).content!.split('\n').slice(0, 2)).toEqual(['<!DOCTYPE html>', '<html lang="en">']);
  });
});

describe('excerpt: true', () => {
  it("is the page's description when it has one", () => {
    expect(extract(page, { excerpt: true }).excerpt).toBe('After three years of repairs, the Saltmarsh Maritime Museum reopens on Saturday with the lightship Osprey back at its pier.');
  });

  it('is else the start of the first paragraph, cut after a word', () => {
    const long =
      'The harbour commission met on Tuesday evening to discuss the dredging of the north channel, which has silted up since the storm and now keeps the larger fishing boats from reaching the fuel dock at low tide for several hours a day.';
    expect(excerptOf({ paragraphs: ['', long] })).toBe(
      'The harbour commission met on Tuesday evening to discuss the dredging of the north channel, which has silted up since the storm and now keeps the larger fishing boats from reaching the fuel dock at…',
    );
    expect(excerptOf({ paragraphs: ['Short one.'], description: '  ' })).toBe('Short one.');
    expect(excerptOf({ paragraphs: ['港'.repeat(250)] })).toBe('港'.repeat(200) + '…');
  });
});
