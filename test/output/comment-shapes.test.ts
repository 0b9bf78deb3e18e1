// Pages written in the shapes that moved the whole article into comments: the post in
// a wrapper whose class says "comments", in the list markup of its replies, in an element named
// "discussion", beside a page's only <article> holding the comments, a reply form after the
// article, an author bio in the thread, and a Chinese thread opened by its heading (评论). With
// comments on, the article is the one found with them off, and the comments are the readers'.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import { ROOT } from '../support/cli.js';

const DIR = join(ROOT, 'fixtures/content');
const SHAPES = readdirSync(DIR).filter((d) => d !== 'en-harbor-museum');
/** A sentence of each page's article, which the old finder moved into comments on four of them. */
const FIRST = { en: 'The Brackwater county council voted on Tuesday night', zh: '本报讯（记者 林晓雯）3月12日' };

describe('comments never take the article', () => {
  it('has the seven shapes', () => expect(SHAPES).toHaveLength(7));

  for (const shape of SHAPES) {
    it(shape, () => {
      const html = readFileSync(join(DIR, shape, 'page.html'), 'utf8');
      const off = extract(html);
      const on = extract(html, { withComments: true });
      expect(on.text).toBe(off.text);
      expect(on.text).toContain(FIRST[shape.startsWith('zh') ? 'zh' : 'en']);
      expect(on.comments).toEqual(JSON.parse(readFileSync(join(DIR, shape, 'expected-comments.json'), 'utf8')));
    });
  }

  it('leaves the reply form and the author bio out', () => {
    const bio = extract(readFileSync(join(DIR, 'en-author-bio-in-thread/page.html'), 'utf8'), { withComments: true });
    const texts = bio.comments!.map((c) => c.text).join('\n');
    expect(texts).not.toMatch(/covers the islands|Required fields|Leave a Reply|Save my name|thoughts on/);
    expect(bio.comments).toEqual(JSON.parse(readFileSync(join(DIR, 'en-author-bio-in-thread/expected-comments.json'), 'utf8')));
  });
});
